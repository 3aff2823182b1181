import { useMemo, useSyncExternalStore } from 'react';
import { bookingPath, joinSlug } from '../../domain/links';
import { parseSearch, stringifySearch } from '../../domain/search-params';
import { bookingSearchSchema, type BookingSearch } from './booking-search';
import type { BookingAddressBar } from './components/booking-page-hooks';

export { BookingPage } from './components/booking-page';
export { bookingAddress, loadBookingData } from './first-load';

/** The booking page's place in the current address, read as its route reads it. */
export function readBookingSearch(search: string = window.location.search): BookingSearch {
  return bookingSearchSchema(parseSearch(search));
}

/** `?month=…&date=…`: the search params in the router's own format (a link works in both). */
export function bookingSearchString(search: object): string {
  return stringifySearch({ ...search });
}

/**
 * What of `window` the light start (src/app/public-pages.tsx) uses: the address, the history and
 * Back and Forward. The browser's own everywhere but in tests and stories, which keep it in memory
 * (src/test/memory-place.ts).
 */
export interface BrowserPlace {
  readonly location: { readonly pathname: string; readonly search: string; readonly hash: string };
  readonly history: Pick<History, 'state' | 'pushState' | 'replaceState'>;
  addEventListener(
    type: 'popstate',
    listener: () => void,
    options?: { signal?: AbortSignal },
  ): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

/**
 * The booking page's address bar without the router (src/app/public-pages.tsx): it keeps the
 * page's place in the address itself (push or replace, and the Back button), exactly as the
 * router does, and goes to `/book/success` after a booking. Renamed, it goes on reading through
 * the address it was opened at (index.html's prefetched reads are for that one), which leads to
 * the same link. Made once per page shown.
 */
export function historyAddress(
  /**
   * Pushes an address into the history and shows it; with `replace`, renames this page's own
   * address (the same screen).
   */
  navigate: (address: string, options?: { replace?: boolean }) => void,
  browser: BrowserPlace = window,
): BookingAddressBar {
  // This page's path: the address opened, or the link's current one once the page has shown it.
  let path = browser.location.pathname;
  // The query the page shows: another page's address is main.tsx's to show, never this one's.
  let query = browser.location.search;
  const listeners = new Set<() => void>();
  const changed = () => {
    query = browser.location.search;
    for (const listener of listeners) listener();
  };
  // Back and Forward within this page.
  const back = () => {
    if (browser.location.pathname === path) changed();
  };
  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) browser.addEventListener('popstate', back);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) browser.removeEventListener('popstate', back);
    };
  };
  const snapshot = () => query;
  return {
    useSearch() {
      const shown = useSyncExternalStore(subscribe, snapshot);
      return useMemo(() => readBookingSearch(shown), [shown]);
    },
    place(next, options) {
      const address = browser.location.pathname + bookingSearchString(next);
      // As the router: the same address again adds no history entry.
      if (address === browser.location.pathname + browser.location.search) return;
      if (options?.replace) browser.history.replaceState(browser.history.state, '', address);
      else browser.history.pushState(null, '', address);
      changed();
    },
    rename(link) {
      // No reload and no new history entry.
      const { search, hash } = browser.location;
      navigate(bookingPath(joinSlug(link.user, link.type)) + search + hash, { replace: true });
      path = browser.location.pathname;
    },
    booked: (success) => navigate(`/book/success${bookingSearchString(success)}`),
  };
}
