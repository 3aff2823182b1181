/**
 * Bookings and approval (docs/decisions.md#approval-per-link): requests awaiting the host's
 * confirmation are counted at the top, listed in their own tab, marked, and answered with Accept
 * or Decline (a dialog with an optional reason); after an answer the list updates.
 */
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { bookingsBackend, bookingsWithRequests, sampleBookings } from '../test-seed';

const list = () => screen.findByRole('list', { name: 'Bookings' });
const row = (name: RegExp) => screen.getByRole('listitem', { name });

const NOW = new Date('2026-11-18T14:30:00.000Z');

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Bookings: requests awaiting confirmation', () => {
  it('counts them at the top and lists them, marked, in their own tab', async () => {
    await bookingsBackend(server, { bookings: bookingsWithRequests() });
    const { user } = renderApp('/bookings');
    await list();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Requests awaiting your confirmation');
    expect(notice).toHaveTextContent('2 booking requests wait for you to accept or decline them.');
    // The requests are not among the upcoming bookings.
    expect(screen.queryByText('Awaiting your confirmation')).toBeNull();
    await user.click(within(notice).getByRole('button', { name: 'Review requests' }));
    expect(
      await screen.findByRole('tab', { name: 'Awaiting confirmation 2', selected: true }),
    ).toBeInTheDocument();
    await waitFor(() => expect(row(/Jamie Ortiz/)).toBeInTheDocument());
    const jamie = row(/Jamie Ortiz/);
    expect(within(jamie).getByText('Awaiting your confirmation')).toBeInTheDocument();
    expect(
      within(jamie).getByRole('button', { name: 'Accept the request of Jamie Ortiz' }),
    ).toBeEnabled();
    expect(within(jamie).queryByRole('button', { name: /Reschedule/ })).toBeNull();
  });

  it('accepts a request: it becomes an upcoming, confirmed booking', async () => {
    await bookingsBackend(server, { bookings: bookingsWithRequests() });
    const { user } = renderApp('/bookings?status=pending');
    await list();
    await waitFor(() => expect(row(/Jamie Ortiz/)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Accept the request of Jamie Ortiz' }));
    expect(await screen.findByText('Request accepted')).toBeInTheDocument();
    expect(screen.getByText('Jamie Ortiz was sent the invitation.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Awaiting confirmation 1' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('tab', { name: 'Upcoming 3' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /Jamie Ortiz/ })).toBeNull();
  });

  it('declines a request with a reason: the dialog sends it, the request is listed as declined', async () => {
    await bookingsBackend(server, { bookings: bookingsWithRequests() });
    const { user } = renderApp('/bookings?status=pending');
    await list();
    await waitFor(() => expect(row(/Robin Diaz/)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Decline the request of Robin Diaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline request' });
    expect(dialog).toHaveTextContent(
      'Robin Diaz will be told and the time will be offered to others.',
    );
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Away that week');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Request declined')).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: 'Cancelled 3' }));
    await waitFor(() => expect(row(/Robin Diaz/)).toBeInTheDocument());
    const robin = row(/Robin Diaz/);
    expect(within(robin).getByText('Declined')).toBeInTheDocument();
    expect(robin).toHaveTextContent(/Declined by you on .*\. Reason: Away that week/);
  });

  it('shows no requests tab and no notice when there are none', async () => {
    await bookingsBackend(server, { bookings: sampleBookings() });
    renderApp('/bookings');
    await list();
    expect(screen.queryByRole('tab', { name: /Awaiting confirmation/ })).toBeNull();
    expect(screen.queryByText('Requests awaiting your confirmation')).toBeNull();
  });
});
