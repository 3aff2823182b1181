import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { defaultParseSearch } from '@tanstack/react-router';
import { bookingBackend, recordBookingCalls, releaseHeld } from '../features/booking/test-seed';
import { visitorEnv } from '../features/booking/visitor-env';
import { sessionBackend } from '../features/session/test-seed';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { showPublicPages } from './public-pages';

/** Monday 23 November 2026, 10:00 in New York (the host's zone). */
const NOW = new Date('2026-11-23T15:00:00.000Z');

let stopping = new AbortController();

/** The public pages at `address`, shown as main.tsx shows them. */
async function openPublic(address: string) {
  window.history.replaceState(null, '', address);
  return showPages();
}

/** main.tsx's `showPublicPages`, drawing into the test's screen; `app` says if the app took over. */
async function showPages() {
  const queryClient = createQueryClient();
  const state = { app: false, screens: 0 };
  const view = render(<AppProviders queryClient={queryClient}>{null}</AppProviders>);
  await showPublicPages({
    queryClient,
    signal: stopping.signal,
    render(screen) {
      state.screens += 1;
      act(() => view.rerender(<AppProviders queryClient={queryClient}>{screen}</AppProviders>));
    },
    async startApp() {
      state.app = true;
    },
  });
  return { state, user: userEvent.setup() };
}

/** Moves in the history and waits for the move's popstate. */
async function go(delta: number) {
  const popped = new Promise((resolve) =>
    window.addEventListener('popstate', resolve, { once: true }),
  );
  window.history.go(delta);
  await popped;
}

/** The current address's search params, read as the router reads them. */
const searchNow = () => defaultParseSearch(window.location.search);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
  vi.spyOn(visitorEnv, 'timeZone').mockReturnValue('America/New_York');
  vi.spyOn(visitorEnv, 'clockFormat').mockReturnValue('12h');
});
afterEach(() => {
  stopping.abort();
  stopping = new AbortController();
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.events.removeAllListeners('request:start');
  window.history.replaceState(null, '', '/');
});

describe('public pages without the router', () => {
  it('keeps the booking page’s place in the address as its route does, Back included', async () => {
    await bookingBackend(server);
    const { user } = await openPublic('/book/jordan-lee/standard');
    expect(screen.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
    expect(window.location.search).toBe('');

    await user.click(screen.getByRole('button', { name: /^Wednesday, November 25, 2026/ }));
    expect(searchNow()).toEqual({ date: '2026-11-25' });
    expect(screen.getByRole('heading', { name: 'Wednesday, November 25' })).toBeVisible();

    const slot = within(screen.getByTestId('slot-list')).getAllByRole('button')[0]!;
    await user.click(slot);
    expect(searchNow()).toMatchObject({ date: '2026-11-25', slot: expect.any(String) });
    expect(await screen.findByRole('heading', { name: 'Enter Your Details' })).toBeVisible();

    // Back: the page follows the address it is given again.
    await act(() => go(-1));
    expect(searchNow()).toEqual({ date: '2026-11-25' });
    expect(await screen.findByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  });

  it('goes to the success page after a booking, with what was booked in the router’s format', async () => {
    await bookingBackend(server);
    const { user } = await openPublic('/book/jordan-lee/standard?date=2026-11-24');
    const slot = within(screen.getByTestId('slot-list')).getAllByRole('button')[0]!;
    await user.click(slot);
    await user.type(await screen.findByLabelText('Full Name'), 'Alex Morgan');
    await user.type(screen.getByLabelText('Email Address'), 'alex.morgan@example.org');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(
      await screen.findByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
    ).toBeVisible();
    expect(window.location.pathname).toBe('/book/success');
    expect(searchNow()).toMatchObject({
      title: '1-1 meeting with Alex Morgan',
      tz: 'America/New_York',
      clock: '12h',
      host: 'Jordan Lee',
    });
  });

  it('Back from the success page shows the booking page again, drawn by the same start', async () => {
    await bookingBackend(server);
    const { state, user } = await openPublic('/book/jordan-lee/standard?date=2026-11-24');
    await user.click(within(screen.getByTestId('slot-list')).getAllByRole('button')[0]!);
    await user.type(await screen.findByLabelText('Full Name'), 'Alex Morgan');
    await user.type(screen.getByLabelText('Email Address'), 'alex.morgan@example.org');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByRole('heading', { name: 'Meeting Scheduled Successfully!' });

    await act(() => go(-1));
    expect(window.location.pathname).toBe('/book/jordan-lee/standard');
    expect(await screen.findByRole('heading', { level: 1, name: '1-1 meeting' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Meeting Scheduled Successfully!' })).toBeNull();
    expect(state.app).toBe(false);
  });

  it('opened at a renamed link’s previous slug, shows the current address and books through it', async () => {
    // The server answers the old address with the link, whose slug is now jordan-lee/intro.
    const calls = recordBookingCalls(server);
    await bookingBackend(server, { renamedTo: 'intro' });
    const length = window.history.length;
    const { state, user } = await openPublic('/book/jordan-lee/standard?date=2026-11-24');
    expect(screen.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
    // Replaced in place: the query kept, no reload (one screen drawn), no new history entry.
    expect(window.location.pathname).toBe('/book/jordan-lee/intro');
    expect(searchNow()).toEqual({ date: '2026-11-24' });
    expect(state.screens).toBe(1);
    expect(window.history.length).toBe(length);

    // The page's own moves and Back work under the new address.
    await user.click(within(screen.getByTestId('slot-list')).getAllByRole('button')[0]!);
    expect(window.location.pathname).toBe('/book/jordan-lee/intro');
    expect(await screen.findByRole('heading', { name: 'Enter Your Details' })).toBeVisible();
    await act(() => go(-1));
    expect(await screen.findByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
    expect(state.screens).toBe(1);

    await user.click(within(screen.getByTestId('slot-list')).getAllByRole('button')[0]!);
    await user.type(await screen.findByLabelText('Full Name'), 'Alex Morgan');
    await user.type(screen.getByLabelText('Email Address'), 'alex.morgan@example.org');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(
      await screen.findByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
    ).toBeVisible();
    expect(calls.booked).toHaveLength(1);
  });

  it('draws the success page from its address alone', async () => {
    await openPublic(
      '/book/success?title=Intro%20call&start=2026-11-24T15%3A00%3A00.000Z&end=2026-11-24T15%3A30%3A00.000Z&tz=Asia%2FKolkata',
    );
    expect(screen.getByRole('heading', { name: 'Meeting Scheduled Successfully!' })).toBeVisible();
    expect(screen.getByText(/Intro call/)).toBeVisible();
  });

  it('shows the sign-in page to a signed-out visitor, and leaves a signed-in one to the app', async () => {
    await sessionBackend(server, { signedIn: false });
    const signedOut = await openPublic('/');
    expect(signedOut.state.app).toBe(false);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeVisible();

    await sessionBackend(server);
    const signedIn = await openPublic('/');
    expect(signedIn.state.app).toBe(true);
  });

  it('leaves every other address to the app with its router', async () => {
    for (const address of ['/preferences', '/bookings/bk_1?token=x', '/book/jordan-lee']) {
      expect((await openPublic(address)).state).toEqual({ app: true, screens: 0 });
    }
  });

  it('shows the later of two quick moves: Back to the booking page, then Forward again', async () => {
    await bookingBackend(server, { faults: 'getPublicSchedulingLink:hang:once' });
    window.history.replaceState(null, '', '/book/jordan-lee/standard');
    window.history.pushState(null, '', `/book/success?title=Intro%20call`);
    const { state } = await showPages();
    expect(screen.getByRole('heading', { name: 'Meeting Scheduled Successfully!' })).toBeVisible();

    await act(() => go(-1)); // the booking page waits for its link
    await act(() => go(1)); // and the visitor is already back on the success page
    await waitFor(() => expect(state.screens).toBe(2));
    await act(async () => {
      await releaseHeld('getPublicSchedulingLink');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(window.location.pathname).toBe('/book/success');
    expect(state.screens).toBe(2);
    expect(screen.getByRole('heading', { name: 'Meeting Scheduled Successfully!' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Select Date & Time' })).toBeNull();
  });
});
