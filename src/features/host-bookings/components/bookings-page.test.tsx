import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import {
  bookingsBackend,
  bookingsOfEveryPlace,
  bookingsWithDetails,
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

describe('Bookings: place, guests and answers (meeting types)', () => {
  it('shows the video address in the row, counts guests and answers, and shows them in the details', async () => {
    await bookingsBackend(server, { bookings: bookingsWithDetails() });
    const { user } = renderApp('/bookings');
    await list();
    const riley = row(/Riley Chen/);
    expect(riley).toHaveTextContent('Office hours · /book/jordan-lee/office-hours · 60 min');
    expect(riley).toHaveTextContent('Video call: https://meet.slotwise.example/k7q2xw9pd');
    expect(
      within(riley).getByRole('link', { name: 'https://meet.slotwise.example/k7q2xw9pd' }),
    ).toHaveAttribute('href', 'https://meet.slotwise.example/k7q2xw9pd');
    expect(riley).toHaveTextContent('2 guests · 5 answers');
    // Compact: the answers wait behind the details button.
    expect(within(riley).queryByText('sam.lee@example.org')).toBeNull();
    const toggle = within(riley).getByRole('button', {
      name: 'Show details of the booking with Riley Chen',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide details of the booking with Riley Chen');
    expect(within(riley).getByText('sam.lee@example.org')).toBeVisible();
    expect(within(riley).getByText('morgan.price@example.org')).toBeVisible();
    const answers = within(riley).getAllByRole('definition');
    const questions = within(riley).getAllByRole('term');
    expect(questions.map((q) => q.textContent)).toEqual([
      'What would you like to discuss?',
      'Anything we should know beforehand?',
      'Team size',
      'Do you need an NDA?',
      'May we record the call?',
    ]);
    expect(answers.map((a) => a.textContent)).toEqual([
      'Our Q1 roadmap and the hiring plan',
      'We are a team of twelve, two of us in Lisbon.\nPlease send the slides afterwards.\n\nThanks!',
      '11-50',
      'Yes',
      'No',
    ]);
    expect(answers[1]).toHaveStyle({ whiteSpace: 'pre-wrap' });
    await user.click(toggle);
    expect(within(riley).queryByText('sam.lee@example.org')).toBeNull();
  });

  it('shows each kind of place: who calls and the number, the address, the host’s text', async () => {
    await bookingsBackend(server, { bookings: bookingsOfEveryPlace() });
    renderApp('/bookings');
    await list();
    expect(row(/Kim Park/)).toHaveTextContent('Phone call: you call +1 555 0100');
    expect(
      within(row(/Kim Park/)).getByRole('link', { name: 'you call +1 555 0100' }),
    ).toHaveAttribute('href', 'tel:+15550100');
    expect(row(/Noor Haddad/)).toHaveTextContent(
      'Phone call: Noor Haddad calls you at +1 555 0199',
    );
    expect(row(/Eli Brooks/)).toHaveTextContent('In person: 1 Main Street, Springfield');
    expect(row(/Ivy Stone/)).toHaveTextContent('Location: The café on the ground floor');
    // No guests, no answers: no details to show.
    expect(screen.queryByRole('button', { name: /^Show details/ })).toBeNull();
  });

  it('leaves a booking without place, guests or answers as it was', async () => {
    await bookingsBackend(server, { bookings: bookingsWithDetails() });
    renderApp('/bookings');
    await list();
    const alex = row(/Alex Morgan/);
    expect(alex).not.toHaveTextContent(/Video call|Phone call|In person|Location|guest|answer/);
    expect(within(alex).queryByRole('button', { name: /details/ })).toBeNull();
    expect(
      within(alex)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Reschedule the booking with Alex Morgan', 'Cancel the booking with Alex Morgan']);
  });

  it('opens the planner’s booking with its details shown', async () => {
    await bookingsBackend(server, { bookings: bookingsWithDetails() });
    renderApp('/bookings?booking=bkg_riley');
    const heading = await screen.findByRole('heading', { name: 'Booking with Riley Chen' });
    const opened = heading.closest('section') ?? document.body;
    expect(within(opened as HTMLElement).getByText('sam.lee@example.org')).toBeVisible();
    expect(
      within(opened as HTMLElement).getByRole('button', {
        name: 'Hide details of the booking with Riley Chen',
      }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  it('reschedules a 60-minute booking of a 30-or-60 link to 60-minute times', async () => {
    const calls = recordBookingCalls(server);
    await bookingsBackend(server, { bookings: bookingsWithDetails() });
    const { user } = renderApp('/bookings');
    await list();
    await user.click(
      screen.getByRole('button', { name: 'Reschedule the booking with Riley Chen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule booking' });
    const day = await within(dialog).findByLabelText('Day');
    await user.selectOptions(day, within(day).getAllByRole('option')[1]!);
    // Weekdays 9 to 5: the last hour starts at 4:00 PM; no 30-minute 4:30 PM.
    expect(within(dialog).getByRole('radio', { name: '4:00 PM' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: '4:30 PM' })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: '4:00 PM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = calls.reschedule[0]?.body as { startTime: string; endTime: string };
    expect(Date.parse(body.endTime) - Date.parse(body.startTime)).toBe(60 * 60_000);
    expect(await screen.findByText('Booking moved')).toBeInTheDocument();
    expect(row(/Riley Chen/)).toHaveTextContent('60 min');
  });
});
