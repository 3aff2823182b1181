import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { bookingPath, joinSlug, splitSlug } from '../../domain/links';
import { parseSearch, stringifySearch } from '../../domain/search-params';
import { copyBookingReads } from './api';
import {
  bookingSearchSchema,
  bookingSuccessSearch,
  type BookingSearch,
  type BookingSuccessSearch,
} from './booking-search';
import { BookingPage } from './components/booking-page';

export { bookingAddress, loadBookingData } from './first-load';

/** The booking page's place in the current address, read as its route reads it. */
export function readBookingSearch(search: string = window.location.search): BookingSearch {
  return bookingSearchSchema(parseSearch(search));
}

/** `?month=…&date=…`: the search params in the router's own format (a link works in both). */
export function bookingSearchString(search: object): string {
  return stringifySearch({ ...search });
}

/** How a start writes the booking page's address: the router's, or the history's own. */
export interface BookingAddressBar {
  /** Shows the page's new place (month, date, slot); `replace`: no new history entry. */
  place: (search: BookingSearch, options?: { replace?: boolean }) => void;
  /** Shows the link's current address in place of this one, the query kept (the same screen). */
  rename: (link: { user: string; type: string }) => void;
  /** Goes to the success page. */
  booked: (search: BookingSuccessSearch) => void;
}

/**
 * `/book/{user}/{type}`, the one mount of the booking page, whichever start it comes from: the
 * router-less page a visitor arrives on (`PublicBookingPage` below, from src/app/public-pages.tsx)
 * or the app's route (`src/routes/book/$user/$type.tsx`). Each gives its way of writing the
 * address; the rest is done here, once. At a renamed link's previous slug, the reads the page has
 * made are copied to the link's current address before the address changes, so that the page
 * shows on at once under either.
 */
export function BookingScreen({
  user,
  type,
  search,
  address,
}: {
  user: string;
  type: string;
  search: BookingSearch;
  address: BookingAddressBar;
}) {
  const queryClient = useQueryClient();
  return (
    <BookingPage
      user={user}
      type={type}
      search={search}
      onSearchChange={address.place}
      onCanonicalSlug={(slug) => {
        const { prefix, suffix } = splitSlug(slug);
        const current = { user: prefix, type: suffix };
        copyBookingReads(queryClient, { user, type }, current);
        address.rename(current);
      }}
      onBooked={(booking, tz, clock, host) =>
        address.booked(bookingSuccessSearch(booking, tz, clock, host))
      }
    />
  );
}

/**
 * The booking page without the router (src/app/public-pages.tsx): it keeps its place in the
 * address itself (push or replace, and the Back button), exactly as its route does, and goes to
 * `/book/success` after a booking. Renamed, it goes on reading through the address it was opened
 * at (index.html's prefetched reads are for that one), which leads to the same link.
 */
export function PublicBookingPage({
  user,
  type,
  navigate,
}: {
  user: string;
  type: string;
  /**
   * Pushes an address into the history and shows it; with `replace`, renames this page's own
   * address (the same screen).
   */
  navigate: (address: string, options?: { replace?: boolean }) => void;
}) {
  const [search, setSearch] = useState(() => readBookingSearch());
  // This page's path: the address opened, or the link's current one once the page has shown it.
  const path = useRef(window.location.pathname);
  useEffect(() => {
    // Back and Forward within this page; another page's address is main.tsx's to show.
    const back = () => {
      if (window.location.pathname === path.current) setSearch(readBookingSearch());
    };
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);
  return (
    <BookingScreen
      user={user}
      type={type}
      search={search}
      address={{
        place: (next, options) => {
          const address = window.location.pathname + bookingSearchString(next);
          // As the router: the same address again adds no history entry.
          if (address === window.location.pathname + window.location.search) return;
          if (options?.replace) window.history.replaceState(window.history.state, '', address);
          else window.history.pushState(null, '', address);
          setSearch(readBookingSearch());
        },
        rename: (link) => {
          // No reload and no new history entry.
          const { search: query, hash } = window.location;
          navigate(bookingPath(joinSlug(link.user, link.type)) + query + hash, { replace: true });
          path.current = window.location.pathname;
        },
        booked: (success) => navigate(`/book/success${bookingSearchString(success)}`),
      }}
    />
  );
}
