/**
 * The held time on the details step (docs/decisions.md#a-held-time), through the whole booking page over the mock
 * backend: held (plenty of time), near the end (the extension, once), extended, expired (hold
 * again), Back releases it, someone else's hold sends the visitor back, and a failed hold does
 * not stop the booking. `Date` is faked (the page's clock and the mock's move together with
 * `at()`); the page's one-second tick is a real timer.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { now, setNow } from '../../../../mocks/clock';
import { db } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { bookingBackend, recordBookingCalls } from '../test-seed';
import { visitorEnv } from '../visitor-env';

/** Monday 23 November 2026, 10:00 in New York (the host's zone). */
const NOW = Date.parse('2026-11-23T15:00:00.000Z');
const MIN = 60_000;
const PATH = '/book/jordan-lee/standard';
const SLOT = '2026-11-24T15:30:00.000Z';
/** Holds that hold now: released and replaced ones stay, ended, a while (hold-limits.ts). */
const liveHolds = () =>
  db.holds.findMany((q) => q.where((h) => Date.parse(h.expiresAt) > now().getTime())).length;

/** Moves the page's clock and the mock's together. */
function at(ms: number) {
  vi.setSystemTime(ms);
  setNow(ms);
}

function renderBooking() {
  const { user, browser } = renderApp(PATH);
  return { user, browser };
}

async function pickTime() {
  const rendered = renderBooking();
  await screen.findByRole('heading', { name: 'Select Date & Time' });
  await rendered.user.click(
    within(screen.getByTestId('slot-list')).getByRole('button', { name: /^10:30 AM,/ }),
  );
  await screen.findByRole('heading', { name: 'Enter Your Details' });
  return rendered;
}

/** With the hold call under `faults`: a time picked and the visitor's name and e-mail typed. */
async function detailsTypedWith(faults: string) {
  const calls = recordBookingCalls(server);
  await bookingBackend(server, { now: new Date(NOW).toISOString(), faults });
  const { user } = await pickTime();
  await user.type(screen.getByLabelText('Full Name'), 'Alex Morgan');
  await user.type(screen.getByLabelText('Email Address'), 'alex.morgan@example.org');
  return { user, calls };
}

const status = () =>
  screen.getAllByRole('status').find((s) => s.textContent !== '' && !s.closest('form'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at(NOW);
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

/** The note on the screen with this text (its live region, announcing the same words, apart). */
function shownNote(text: string): HTMLElement {
  const [shown] = screen.getAllByText(text).filter((e) => e.getAttribute('role') !== 'status');
  if (!shown) throw new Error(`No note reads "${text}"`);
  return shown;
}

describe('The held time on the details step', () => {
  it('holds the picked time and says for how long, in minutes', async () => {
    await bookingBackend(server, { now: new Date(NOW).toISOString() });
    await pickTime();
    expect(
      await screen.findByText("We're holding this time for you: 10 minutes left"),
    ).toBeVisible();
    expect(status()).toHaveTextContent('We are holding this time for you for 10 minutes.');
    expect(db.holds.findFirst((q) => q.where({ startTime: SLOT }))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hold 10 more minutes' })).toBeNull();
  });

  it('near the end offers 10 more minutes once, then shows the new time left', async () => {
    await bookingBackend(server, { now: new Date(NOW).toISOString() });
    const { user } = await pickTime();
    await screen.findByText("We're holding this time for you: 10 minutes left");
    at(NOW + 8.5 * MIN);
    const extend = await screen.findByRole('button', { name: 'Hold 10 more minutes' });
    expect(shownNote('Less than 2 minutes left to book this time.')).toBeVisible();
    await waitFor(() =>
      expect(status()).toHaveTextContent('Less than 2 minutes left to book this time.'),
    );
    await user.click(extend);
    expect(
      await screen.findByText("We're holding this time for you: 12 minutes left"),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Hold 10 more minutes' })).toBeNull();
    expect(status()).toHaveTextContent('We are holding this time for you 10 more minutes.');
    // Near the end again: no second offer.
    at(NOW + 18.5 * MIN);
    await waitFor(() =>
      expect(shownNote('Less than 2 minutes left to book this time.')).toBeVisible(),
    );
    expect(screen.queryByRole('button', { name: 'Hold 10 more minutes' })).toBeNull();
  });

  it('says when the hold expired, and holds the time again only when asked', async () => {
    await bookingBackend(server, { now: new Date(NOW).toISOString() });
    const { user } = await pickTime();
    await screen.findByText("We're holding this time for you: 10 minutes left");
    at(NOW + 10 * MIN);
    expect(await screen.findByText(/Someone else may book it now/)).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('This time is no longer held for you');
    await waitFor(() => expect(status()).toHaveTextContent('This time is no longer held for you'));
    // Not held again by itself.
    expect(liveHolds()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Hold this time again' }));
    expect(
      await screen.findByText("We're holding this time for you: 10 minutes left"),
    ).toBeVisible();
  });

  it('releases the hold on Back', async () => {
    await bookingBackend(server, { now: new Date(NOW).toISOString() });
    const { user } = await pickTime();
    await screen.findByText("We're holding this time for you: 10 minutes left");
    expect(liveHolds()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Back to Calendar' }));
    await screen.findByRole('heading', { name: 'Select Date & Time' });
    await waitFor(() => expect(liveHolds()).toBe(0));
  });

  it('goes back to the calendar when someone else holds the time', async () => {
    await bookingBackend(server, { now: new Date(NOW).toISOString() });
    const { browser } = renderBooking();
    await screen.findByRole('heading', { name: 'Select Date & Time' });
    // Another visitor holds 10:30 after this page read the times.
    const other = await fetch(
      new URL(`/api/scheduling-links/jordan-lee/standard/holds`, location.origin),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ startTime: SLOT }),
      },
    );
    expect(other.status).toBe(201);
    await userEvent.click(
      within(screen.getByTestId('slot-list')).getByRole('button', { name: /^10:30 AM,/ }),
    );
    expect(await screen.findByText('Someone else is booking that time')).toBeVisible();
    expect(
      screen.getByText(/Another visitor is booking 10:30 AM on Tuesday, November 24, 2026/),
    ).toBeVisible();
    expect(browser.searchParams).toEqual({ date: '2026-11-24' });
    await waitFor(() =>
      expect(
        within(screen.getByTestId('slot-list')).queryByRole('button', { name: /^10:30 AM,/ }),
      ).toBeNull(),
    );
  });

  it('a booking confirmed while the hold is still being asked for waits for it and uses it', async () => {
    // The hold's answer comes late (the CI machine once sent the booking first, without the
    // hold's id: refused as held by the visitor's own hold, "That time was just taken"). Late
    // enough that typing the details on a loaded machine still ends before it.
    const { user, calls } = await detailsTypedWith('createSlotHold:delay=5000');
    expect(liveHolds()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(
      await screen.findByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
    ).toBeVisible();
    expect(screen.queryByText('That time was just taken')).toBeNull();
    expect(calls.booked).toHaveLength(1);
    expect(calls.booked[0]).toHaveProperty('holdId');
    // The booking used the hold up.
    expect(liveHolds()).toBe(0);
  });

  it('books without a hold when the hold could not be made', async () => {
    const { user, calls } = await detailsTypedWith('createSlotHold:500');
    expect(screen.queryByText(/holding this time/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(
      await screen.findByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
    ).toBeVisible();
    expect(calls.booked[0]).not.toHaveProperty('holdId');
  });
});
