import type { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { recordRequests } from '../../../mocks/test/story-backend';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { memoryPlace } from '../../test/memory-place';
import { bookingKeys } from './api';
import { PUBLIC_PAGE_ADDRESSES } from '../../app/public-pages-manifest';
import { bookingAddress, loadBookingData } from './first-load';
import { BookingPage, historyAddress } from './public-booking';
import { DEFAULT_LINK_NAME } from '../../domain/links';
import { bookingBackend } from './test-seed';
import { visitorEnv } from './visitor-env';

const NOW = new Date('2026-11-23T15:00:00.000Z');

/** Counts the link's reads. */
function countedLink() {
  const reads = recordRequests(server, '/api/scheduling-links/jordan-lee/standard', () => 1);
  return {
    get link() {
      return reads.length;
    },
  };
}

/**
 * The booking page as the light start draws it once its reads are in (src/app/public-pages.tsx),
 * at `path` in a history in memory; `draw()` mounts it again (a later visit).
 */
function drawBookingPage(queryClient: QueryClient, path: string) {
  const browser = memoryPlace(path);
  const navigate = (address: string, options?: { replace?: boolean }) =>
    options?.replace
      ? browser.history.replaceState(null, '', address)
      : browser.history.pushState(null, '', address);
  const page = (visit: number) => (
    <AppProviders queryClient={queryClient}>
      <BookingPage
        key={visit}
        user="jordan-lee"
        type="standard"
        address={historyAddress(navigate, browser)}
      />
    </AppProviders>
  );
  const view = render(page(0));
  return {
    browser,
    /** Another page, then this one again. */
    visitAgain() {
      view.rerender(<AppProviders queryClient={queryClient}>{null}</AppProviders>);
      view.rerender(page(1));
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.spyOn(visitorEnv, 'timeZone').mockReturnValue('America/New_York');
  vi.spyOn(visitorEnv, 'clockFormat').mockReturnValue('12h');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.events.removeAllListeners('request:start');
});

describe('bookingAddress', () => {
  it('reads the user and the type of a booking address, decoded', () => {
    expect(bookingAddress(PUBLIC_PAGE_ADDRESSES.booking.exec('/book/jordan-lee/standard'))).toEqual(
      {
        user: 'jordan-lee',
        type: 'standard',
      },
    );
    expect(bookingAddress(PUBLIC_PAGE_ADDRESSES.booking.exec('/book/j%C3%B6rg/30%20min/'))).toEqual(
      { user: 'jörg', type: '30 min' },
    );
  });

  it('is null for any other address or a mangled one', () => {
    expect(bookingAddress(PUBLIC_PAGE_ADDRESSES.booking.exec('/book/success'))).toBeNull();
    expect(bookingAddress(PUBLIC_PAGE_ADDRESSES.booking.exec('/book/jordan-lee'))).toBeNull();
    expect(bookingAddress(PUBLIC_PAGE_ADDRESSES.booking.exec('/preferences'))).toBeNull();
    expect(
      bookingAddress(PUBLIC_PAGE_ADDRESSES.booking.exec('/book/%E0%A4%A/standard')),
    ).toBeNull();
  });
});

describe('loadBookingData', () => {
  it('puts the link and its busy times in the cache; the page then draws without asking again', async () => {
    await bookingBackend(server);
    const calls = countedLink();
    const queryClient = createQueryClient();
    await loadBookingData(queryClient, 'jordan-lee', 'standard');
    const link = queryClient.getQueryData(bookingKeys.link('jordan-lee', 'standard'));
    expect(link).toMatchObject({ name: DEFAULT_LINK_NAME });
    const busy = queryClient.getQueriesData({ queryKey: ['booking', 'busy'] });
    expect(busy).toHaveLength(1);
    expect(calls.link).toBe(1);

    const page = drawBookingPage(queryClient, '/book/jordan-lee/standard');
    // The first render is the page itself, never its loading state.
    expect(screen.queryByText('Loading booking page...')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Select Date & Time' })).toBeInTheDocument();
    expect(calls.link).toBe(1);

    // A later visit to the page reads the link again, as always.
    page.visitAgain();
    await screen.findByRole('heading', { name: 'Select Date & Time' });
    await vi.waitFor(() => expect(calls.link).toBe(2));
  });

  it('at a renamed link’s previous slug, the page shows the current address at once, query kept', async () => {
    await bookingBackend(server, { renamedTo: 'intro' });
    const queryClient = createQueryClient();
    await loadBookingData(queryClient, 'jordan-lee', 'standard');
    const { browser } = drawBookingPage(queryClient, '/book/jordan-lee/standard?date=2026-11-24');
    expect(screen.queryByText('Loading booking page...')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(browser.location.pathname).toBe('/book/jordan-lee/intro'));
    expect(browser.searchParams).toEqual({ date: '2026-11-24' });
    // The reads moved with it: the page stays drawn, never back to its loading state.
    expect(screen.queryByText('Loading booking page...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
    expect(browser.entries.length).toBe(1);
  });

  it('leaves a link that failed in the cache as an error, which the page shows', async () => {
    await bookingBackend(server);
    const queryClient = createQueryClient();
    await loadBookingData(queryClient, 'jordan-lee', 'missing');
    expect(queryClient.getQueryState(bookingKeys.link('jordan-lee', 'missing'))?.status).toBe(
      'error',
    );
    expect(queryClient.getQueriesData({ queryKey: ['booking', 'busy'] })).toHaveLength(0);
  });
});
