import { useEffect, useRef, useState } from 'react';
import { bookingPath } from '../../domain/links';
import { parseSearch, stringifySearch } from '../../domain/search-params';
import { bookingSearchSchema, bookingSuccessSearch, type BookingSearch } from './booking-search';
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

/**
 * `/book/{user}/{type}` without the router (src/app/public-pages.tsx): the page keeps its place in
 * the address itself (push or replace, and the Back button), exactly as its route does
 * (`src/routes/book/$user/$type.tsx`), and goes to `/book/success` after a booking.
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
    <BookingPage
      user={user}
      type={type}
      search={search}
      onSearchChange={(next, options) => {
        const address = window.location.pathname + bookingSearchString(next);
        // As the router: the same address again adds no history entry.
        if (address === window.location.pathname + window.location.search) return;
        if (options?.replace) window.history.replaceState(window.history.state, '', address);
        else window.history.pushState(null, '', address);
        setSearch(readBookingSearch());
      }}
      onCanonicalSlug={(slug) => {
        // A previous slug of a renamed link: show the current address, the query kept, with no
        // reload and no new history entry. The page goes on reading through the address it was
        // opened at (index.html's prefetched reads are for that one), which leads to the same link.
        const { search: query, hash } = window.location;
        navigate(bookingPath(slug) + query + hash, { replace: true });
        path.current = window.location.pathname;
      }}
      onBooked={(booking, tz, clock, host) =>
        navigate(
          `/book/success${bookingSearchString(bookingSuccessSearch(booking, tz, clock, host))}`,
        )
      }
    />
  );
}
