/**
 * A visitor who adds the host's own address as a guest: the server refuses it on that guest's
 * field, in words, and nothing is booked (the page does not know the host's address).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { STORY_HOST } from '../../../../mocks/test/story-backend';
import { renderApp } from '../../../test/render-app';
import { bookingBackend, OFFICE_HOURS, recordBookingCalls } from '../test-seed';
import { visitorEnv } from '../visitor-env';

/** Monday 23 November 2026, 10:00 in New York (the host's zone). */
const NOW = new Date('2026-11-23T15:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.spyOn(visitorEnv, 'timeZone').mockReturnValue('America/New_York');
  vi.spyOn(visitorEnv, 'clockFormat').mockReturnValue('12h');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.events.removeAllListeners('request:start');
});

describe('Booking page: the host as a guest', () => {
  it('refuses the host’s own address on the guest’s field; nothing is booked', async () => {
    const calls = recordBookingCalls(server);
    await bookingBackend(server, { meetingType: OFFICE_HOURS });
    const { user } = renderApp('/book/jordan-lee/standard');
    await screen.findByRole('heading', { name: 'Select Date & Time' });
    await user.click(screen.getByRole('button', { name: /^Tuesday, November 24/ }));
    await user.click(
      await within(screen.getByTestId('slot-list')).findByRole('button', { name: /^10:30 AM,/ }),
    );
    await screen.findByRole('heading', { name: 'Enter Your Details' });
    await user.type(screen.getByLabelText('Full Name'), 'Alex Morgan');
    await user.type(screen.getByLabelText('Email Address'), 'alex.morgan@example.org');
    await user.type(screen.getByLabelText(/What would you like to discuss\?/), 'Hiring');
    await user.click(screen.getByRole('button', { name: 'Add guests' }));
    const guest = screen.getByRole('textbox', { name: 'Guest 1 email' });
    await user.type(guest, STORY_HOST.email.toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() =>
      expect(guest).toHaveAccessibleDescription(
        `${STORY_HOST.email.toUpperCase()} is the host’s own address: the host is in the meeting already`,
      ),
    );
    expect(guest).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Meeting Scheduled Successfully!' })).toBeNull();
    // Asked once, refused: the details step stays, with what was typed.
    expect(calls.booked).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Enter Your Details' })).toBeVisible();
  });
});
