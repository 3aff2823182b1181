import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { defaultParseSearch } from '@tanstack/react-router';
import { bookingApi } from '../features/booking/test-handlers';
import { visitorEnv } from '../features/booking/visitor-env';
import { given, jordan } from '../test/fixtures';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { publicScreen } from './public-pages';

configure({ asyncUtilTimeout: 5000 });

/** Monday 23 November 2026, 10:00 in New York (the host's zone). */
const NOW = new Date('2026-11-23T15:00:00.000Z');

/**
 * What main.tsx does, in a test: the public screen for the current address, shown again when a
 * page navigates or the visitor goes Back to another page. Null: the app with its router.
 */
async function openPublic(address: string) {
  window.history.replaceState(null, '', address);
  const queryClient = createQueryClient();
  let setScreen: (screen: ReactNode | null) => void = () => {};
  const navigate = (next: string) => {
    window.history.pushState(null, '', next);
    void publicScreen(queryClient, navigate).then((screen) => act(() => setScreen(screen)));
  };
  const first = await publicScreen(queryClient, navigate);
  function Host() {
    const [screen, set] = useState<ReactNode | null>(first);
    setScreen = set;
    return <>{screen}</>;
  }
  if (first !== null) {
    render(
      <AppProviders queryClient={queryClient}>
        <Host />
      </AppProviders>,
    );
  }
  return { first, user: userEvent.setup() };
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
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('public pages without the router', () => {
  it('keeps the booking page’s place in the address as its route does, Back included', async () => {
    server.use(bookingApi.link(), ...bookingApi.calendar());
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
    await act(async () => {
      const popped = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      window.history.back();
      await popped;
    });
    expect(searchNow()).toEqual({ date: '2026-11-25' });
    expect(await screen.findByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  });

  it('goes to the success page after a booking, with what was booked in the router’s format', async () => {
    server.use(bookingApi.link(), ...bookingApi.calendar());
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

  it('draws the success page from its address alone', async () => {
    await openPublic(
      '/book/success?title=Intro%20call&start=2026-11-24T15%3A00%3A00.000Z&end=2026-11-24T15%3A30%3A00.000Z&tz=Asia%2FKolkata',
    );
    expect(screen.getByRole('heading', { name: 'Meeting Scheduled Successfully!' })).toBeVisible();
    expect(screen.getByText(/Intro call/)).toBeVisible();
  });

  it('shows the sign-in page to a signed-out visitor, and leaves a signed-in one to the app', async () => {
    server.use(given.signedOut());
    const signedOut = await openPublic('/');
    expect(signedOut.first).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeVisible();

    server.use(given.signedIn(jordan));
    const signedIn = await openPublic('/');
    expect(signedIn.first).toBeNull();
  });

  it('leaves every other address to the app with its router', async () => {
    for (const address of ['/preferences', '/bookings/bk_1?token=x', '/book/jordan-lee']) {
      expect((await openPublic(address)).first).toBeNull();
    }
  });
});
