import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { now } from '../../../../mocks/clock';
import { db } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { bookingsBackend, recordBookingCalls, sampleBookings } from '../test-seed';

/**
 * The host's reschedule holds its new time while the dialog is open: no visitor can take the
 * time the host picked; another pick or closing the dialog lets it go.
 */

/** Wednesday 2026-11-18, 9:30 in New York (as the Bookings screen's tests). */
const NOW = new Date('2026-11-18T14:30:00.000Z');

/** The holds that hold now, by start. */
const liveHolds = () =>
  db.holds
    .findMany((q) => q.where((h) => Date.parse(h.expiresAt) > now().getTime()))
    .map((h) => ({
      start: h.startTime,
      minutes: (Date.parse(h.endTime) - Date.parse(h.startTime)) / 60_000,
    }));

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

describe("The host's reschedule dialog", () => {
  it('holds the picked time while open; another pick and closing release it', async () => {
    await bookingsBackend(server, { bookings: sampleBookings() });
    const { user } = renderApp('/bookings');
    await screen.findByRole('list', { name: 'Bookings' });
    await user.click(
      screen.getByRole('button', { name: 'Reschedule the booking with Alex Morgan' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule booking' });
    const day = await within(dialog).findByLabelText('Day');
    await user.selectOptions(day, within(day).getAllByRole('option')[1]!);
    expect(liveHolds()).toEqual([]);

    const two = within(dialog).getByRole('radio', { name: '2:00 PM' });
    await user.click(two);
    await waitFor(() => expect(liveHolds()).toHaveLength(1));
    const first = liveHolds()[0]!;
    expect(first.minutes).toBe(30);

    await user.click(within(dialog).getByRole('radio', { name: '3:00 PM' }));
    await waitFor(() => expect(liveHolds()).toHaveLength(1));
    await waitFor(() => expect(liveHolds()[0]!.start).not.toBe(first.start));
    // The host's own held time is still offered to them.
    expect(within(dialog).getByRole('radio', { name: '3:00 PM' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Keep the time' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(liveHolds()).toEqual([]));
  });

  it('moves the booking onto its own held time, then lets the hold go', async () => {
    const calls = recordBookingCalls(server);
    await bookingsBackend(server, { bookings: sampleBookings() });
    const { user } = renderApp('/bookings');
    await screen.findByRole('list', { name: 'Bookings' });
    await user.click(
      screen.getByRole('button', { name: 'Reschedule the booking with Alex Morgan' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule booking' });
    const day = await within(dialog).findByLabelText('Day');
    await user.selectOptions(day, within(day).getAllByRole('option')[1]!);
    await user.click(within(dialog).getByRole('radio', { name: '2:00 PM' }));
    await waitFor(() => expect(liveHolds()).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(await screen.findByText('Booking moved')).toBeInTheDocument();
    expect(calls.reschedule).toHaveLength(1);
    await waitFor(() => expect(liveHolds()).toEqual([]));
  });
});
