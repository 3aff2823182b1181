import { useEffect, useState } from 'react';
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
  /** Pushes an address into the history and shows it. */
  navigate: (address: string) => void;
}) {
  const [search, setSearch] = useState(() => readBookingSearch());
  useEffect(() => {
    // Back and Forward within this page; another page's address is main.tsx's to show.
    const path = window.location.pathname;
    const back = () => {
      if (window.location.pathname === path) setSearch(readBookingSearch());
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
      onBooked={(booking, tz, clock, host) =>
        navigate(
          `/book/success${bookingSearchString(bookingSuccessSearch(booking, tz, clock, host))}`,
        )
      }
    />
  );
}
