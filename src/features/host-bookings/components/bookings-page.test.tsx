import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import {
  bookingsBackend,
  listFails,
  manyPastBookings,
  recordBookingCalls,
  sampleBookings,
} from '../test-seed';

const heading = () => screen.findByRole('heading', { name: 'Bookings', level: 1 });
const list = () => screen.findByRole('list', { name: 'Bookings' });
const row = (name: RegExp) => screen.getByRole('listitem', { name });

/**
 * Wednesday 2026-11-18, 9:30 in New York: the sample's bookings fall on fixed weekdays (the moved
 * one on Saturday, so the next weekdays' afternoons are free to move to).
 */
const NOW = new Date('2026-11-18T14:30:00.000Z');

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  server.events.removeAllListeners('request:start');
  vi.useRealTimers();
});

describe('Bookings: states', () => {
  it('shows a spinner while the list loads', async () => {
    await bookingsBackend(server, { faults: 'listHostBookings:hang' });
    renderApp('/bookings');
    await heading();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading bookings...');
  });

  it('says when the list could not be loaded, and tries again', async () => {
    await bookingsBackend(server, {}, listFails());
    const { user } = renderApp('/bookings');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your bookings could not be loaded');
    // The failure goes; the mock's own handlers answer with the seeded bookings.
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await list();
  });

  it('says when a tab is empty', async () => {
    await bookingsBackend(server, { bookings: [] });
    renderApp('/bookings');
    expect(await screen.findByText('No upcoming bookings')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Past 0' })).toBeInTheDocument();
  });
});

describe('Bookings: the list', () => {
  it('shows each tab with its count, and rows with time in the host’s zone, visitor, link, length and status', async () => {
    await bookingsBackend(server, { bookings: sampleBookings() });
    const { user } = renderApp('/bookings');
    await list();
    expect(screen.getByRole('tab', { name: 'Upcoming 2' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Past 1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cancelled 2' })).toBeInTheDocument();
    const alex = row(/Alex Morgan/);
    expect(alex).toHaveTextContent('alex.morgan@example.org');
    expect(alex).toHaveTextContent(/\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M E[SD]T/);
    expect(alex).toHaveTextContent('/book/jordan-lee/standard · 30 min');
    expect(within(alex).getByText('Confirmed')).toBeInTheDocument();
    expect(row(/Dana White/)).toHaveTextContent(/Moved by you on .*, from /);

    await user.click(screen.getByRole('tab', { name: 'Cancelled 2' }));
    await waitFor(() => expect(row(/Lee Tanaka/)).toBeInTheDocument());
    expect(row(/Lee Tanaka/)).toHaveTextContent(
      /Cancelled by you on .*Reason: I am travelling that day, sorry\./,
    );
    expect(row(/Ana García/)).toHaveTextContent(/Cancelled by Ana García on .*No reason given\./);
    expect(screen.queryByRole('button', { name: /^Cancel the booking/ })).toBeNull();
  });

  it('pages through the contract’s cursor, forward and back', async () => {
    const calls = recordBookingCalls(server);
    await bookingsBackend(server, { bookings: manyPastBookings(60) });
    const { user } = renderApp('/bookings?status=past');
    await list();
    expect(screen.getByText('Showing 1–25 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 26–50 of 60')).toBeInTheDocument();
    expect(calls.list.at(-1)?.get('cursor')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 51–60 of 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Showing 26–50 of 60')).toBeInTheDocument();
  });

  it('searches by name or e-mail through the contract', async () => {
    const calls = recordBookingCalls(server);
    await bookingsBackend(server, { bookings: sampleBookings() });
    const { user } = renderApp('/bookings');
    await list();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'DANA.white');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Alex Morgan/ })).toBeNull());
    expect(row(/Dana White/)).toBeInTheDocument();
    expect(calls.list.at(-1)?.get('q')).toBe('DANA.white');
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    expect(await screen.findByText('No bookings match “nobody”')).toBeInTheDocument();
  });
});

describe('Bookings: cancel and reschedule', () => {
  it('cancels with a reason: the dialog sends it, the row moves to Cancelled', async () => {
    const calls = recordBookingCalls(server);
    await bookingsBackend(server, { bookings: sampleBookings() });
    const { user } = renderApp('/bookings');
    await list();
    await user.click(screen.getByRole('button', { name: 'Cancel the booking with Alex Morgan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), '  Out sick today ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.cancel).toEqual([{ id: 'bkg_alex', body: { reason: 'Out sick today' } }]);
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Cancelled 3' })).toBeInTheDocument(),
    );
  });

  it('keeps the booking when the host changes their mind, and refuses a reason on two lines', async () => {
    const calls = recordBookingCalls(server);
    await bookingsBackend(server, { bookings: sampleBookings() });
    const { user } = renderApp('/bookings');
    await list();
    await user.click(screen.getByRole('button', { name: 'Cancel the booking with Alex Morgan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'One{Enter}Two');
    expect(within(dialog).getByText('Please write the reason on one line')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.cancel).toEqual([]);
  });

  it('reschedules to a free time of the link, picked by day and time in the host’s zone', async () => {
    const calls = recordBookingCalls(server);
    await bookingsBackend(server, { bookings: sampleBookings() });
    const { user } = renderApp('/bookings');
    await list();
    await user.click(
      screen.getByRole('button', { name: 'Reschedule the booking with Alex Morgan' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule booking' });
    const day = await within(dialog).findByLabelText('Day');
    const options = within(day).getAllByRole('option');
    expect(options.length).toBeGreaterThan(3);
    expect(options[0]).toHaveTextContent(/^(Mon|Tue|Wed|Thu|Fri), .* \(\d+ times\)$/);
    await user.selectOptions(day, options[1]!);
    const time = within(dialog).getByRole('radio', { name: '2:00 PM' });
    await user.click(time);
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.reschedule).toHaveLength(1);
    const body = calls.reschedule[0]?.body as { startTime: string; endTime: string };
    expect(Date.parse(body.endTime) - Date.parse(body.startTime)).toBe(30 * 60_000);
    expect(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(body.startTime)),
    ).toBe('2:00 PM');
    expect(await screen.findByText('Booking moved')).toBeInTheDocument();
  });

  it('opens the booking the planner links', async () => {
    await bookingsBackend(server, { bookings: sampleBookings() });
    renderApp('/bookings?booking=bkg_dana');
    expect(await screen.findByRole('heading', { name: 'Booking with Dana White' })).toBeVisible();
  });

  it('says "Booking not found" for an id that is not the host’s', async () => {
    await bookingsBackend(server, { bookings: sampleBookings() });
    renderApp('/bookings?booking=bkg_someone_else');
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking not found');
  });
});
