/**
 * The visitor's choice of place (docs/decisions.md#meeting-types): with two places the details step asks which; the
 * booking carries the choice and the success page its Google Meet address. A used single-use
 * link says it takes no bookings.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { bookingBackend, recordBookingCalls, type BookingSetup } from '../test-seed';
import { visitorEnv } from '../visitor-env';

const NOW = new Date('2026-11-23T15:00:00.000Z');
const MEET = { kind: 'video', provider: 'google_meet' } as const;
const ROOM = { kind: 'in_person', address: '1 Main Street, Springfield' } as const;

function renderBooking() {
  const { user } = renderApp('/book/jordan-lee/standard');
  return { user };
}

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

async function details(setup: BookingSetup) {
  await bookingBackend(server, setup);
  const rendered = renderBooking();
  await screen.findByRole('heading', { name: 'Select Date & Time' });
  await rendered.user.click(screen.getByRole('button', { name: /^Tuesday, November 24/ }));
  await rendered.user.click(
    await within(screen.getByTestId('slot-list')).findByRole('button', { name: /^10:30 AM,/ }),
  );
  await screen.findByRole('heading', { name: 'Enter Your Details' });
  await rendered.user.type(screen.getByLabelText('Full Name'), 'Alex Morgan');
  await rendered.user.type(screen.getByLabelText('Email Address'), 'alex.morgan@example.org');
  return rendered;
}

describe('Meeting types: the visitor chooses the place', () => {
  it('asks where to meet; the booking carries the choice and its Google Meet address', async () => {
    const calls = recordBookingCalls(server);
    const { user } = await details({
      meetingType: { location: MEET, locations: [MEET, ROOM] },
    });
    const choice = screen.getByRole('radiogroup', { name: /Where would you like to meet\?/ });
    const meet = within(choice).getByRole('radio', {
      name: 'Google Meet: Video call: the link comes with your invitation',
    });
    const room = within(choice).getByRole('radio', { name: '1 Main Street, Springfield' });
    expect(meet).toBeChecked();
    await user.click(room);
    await user.click(meet);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByRole('heading', { name: 'Meeting Scheduled Successfully!' });
    expect(calls.booked).toEqual([expect.objectContaining({ locationIndex: 0 })]);
    const join = screen.getByRole('link', { name: /meet\.google\.com|Google Meet/ });
    expect(join).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/),
    );
  });

  it('a used single-use link says it takes no bookings', async () => {
    await bookingBackend(server, {
      meetingType: { singleUse: true, usedAt: '2026-11-22T15:00:00.000Z' },
    });
    renderBooking();
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(await screen.findByText('Not taking bookings right now')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Select Date & Time' })).toBeNull();
  });
});
