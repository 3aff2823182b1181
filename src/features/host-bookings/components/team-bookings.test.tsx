/** A member's Bookings with team bookings: the other hosts, why it went to them, and Reassign. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { teamBookingsBackend } from '../test-team';

const row = (name: RegExp) => screen.findByRole('listitem', { name });

// The page tells upcoming from past by the browser's clock: the `team` scenario's own
// (Monday 1 March 2027, 8:00 AM in New York), whatever today is.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-01T13:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Bookings: team bookings', () => {
  it('names the team and the other hosts, and why a round-robin booking went to its host', async () => {
    await teamBookingsBackend(server);
    renderApp('/bookings');
    const kickoff = await row(/Ada Brooks/);
    expect(kickoff).toHaveTextContent('Customer Success · Collective · with Noor Haddad');
    expect(kickoff).not.toHaveTextContent(/Assigned to/);
    const intro = await row(/Sam Rivera/);
    expect(intro).toHaveTextContent('Customer Success · Round robin');
    expect(intro).not.toHaveTextContent(/· with/);
    // Jordan and Noor were even on every count: the link's order chose Jordan.
    expect(intro).toHaveTextContent('Assigned to you (order in the link: 1 vs 2)');
    // Only a round-robin booking can be given to another member.
    expect(within(kickoff).queryByRole('button', { name: /Reassign/ })).toBeNull();
  });

  it('reassigns a round-robin booking to a free member: toast, and the list refreshed', async () => {
    await teamBookingsBackend(server);
    const { user } = renderApp('/bookings');
    const intro = await row(/Sam Rivera/);
    await user.click(
      within(intro).getByRole('button', { name: 'Reassign the booking with Sam Rivera' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Reassign booking' }));
    expect(dialog.getByText(/Now with Jordan Lee\./)).toBeVisible();
    // The link's other hosts, in its order.
    expect(dialog.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'usr_noor_haddad',
      'usr_priya_shah',
    ]);
    expect(dialog.getByRole('button', { name: 'Reassign' })).toBeDisabled();
    await user.click(dialog.getByRole('radio', { name: 'Noor Haddad' }));
    await user.click(dialog.getByRole('button', { name: 'Reassign' }));

    expect(await screen.findByText('Booking reassigned')).toBeVisible();
    expect(
      screen.getByText('Noor Haddad now hosts the meeting; Sam Rivera was told.'),
    ).toBeVisible();
    // No longer Jordan's: it leaves his list.
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Sam Rivera/ })).toBeNull());
    // Its row's button went with it: the page's heading takes the focus, not the page's body.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toHaveFocus(),
    );
    const stored = db.bookings.findFirst((q) => q.where({ attendeeName: 'Sam Rivera' }));
    expect(stored?.hostUserId).toBe('usr_noor_haddad');
  });

  it('says so when the member is busy then, and changes nothing', async () => {
    await teamBookingsBackend(server);
    const { user } = renderApp('/bookings');
    const intro = await row(/Sam Rivera/);
    await user.click(
      within(intro).getByRole('button', { name: 'Reassign the booking with Sam Rivera' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Reassign booking' }));
    // 9:00 AM New York is 7:30 PM in Kolkata: Priya's day is over.
    await user.click(dialog.getByRole('radio', { name: 'Priya Shah' }));
    await user.click(dialog.getByRole('button', { name: 'Reassign' }));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('The booking was not reassigned');
    expect(alert).toHaveTextContent(
      'Priya Shah is not free at that time. Nothing changed: choose another member.',
    );
    expect(screen.getByRole('dialog', { name: 'Reassign booking' })).toBeVisible();
    const stored = db.bookings.findFirst((q) => q.where({ attendeeName: 'Sam Rivera' }));
    expect(stored?.hostUserId).toBe('usr_jordan_lee');
    expect(stored?.status).toBe('confirmed');
    // Choosing another member clears the error.
    await user.click(dialog.getByRole('radio', { name: 'Noor Haddad' }));
    expect(dialog.queryByRole('alert')).toBeNull();
  });
});
