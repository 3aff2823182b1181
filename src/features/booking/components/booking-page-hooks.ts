/** The booking page's small hooks and its address bar (booking-page.tsx). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import type { components } from '../../../api/schema.gen';
import { splitSlug } from '../../../domain/links';
import type { ClockFormat } from '../../../domain/time-text';
import { copyBookingReads } from '../api';
import {
  bookingSuccessSearch,
  type BookingSearch,
  type BookingSuccessSearch,
} from '../booking-search';

type Booking = components['schemas']['Booking'];

/**
 * Tells `onCanonical` the link's current slug when the page was opened at a previous one (a
 * renamed link's old address keeps working), once per address and slug.
 */
export function useCanonicalSlug(
  slug: string | undefined,
  address: string,
  onCanonical: ((slug: string) => void) | undefined,
) {
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (slug === undefined || slug === address || !onCanonical) return;
    const key = `${address} ${slug}`;
    if (told.current === key) return;
    told.current = key;
    onCanonical(slug);
  }, [slug, address, onCanonical]);
}

/**
 * A callback of one identity for the page's life that calls the latest render's `fn`: the calendar's
 * memoized parts (month grid, day cells, slot list) keep their props, so a change elsewhere on the
 * page (the clock, a day) does not draw them again.
 */
export function useLatestCallback<A extends unknown[]>(
  fn: (...args: A) => void,
): (...args: A) => void {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

/**
 * How a start writes the booking page's address: the light start's history
 * (src/features/booking/public-booking.tsx), its one mount, or the manage page's own search
 * (reschedule mode). The page reads and writes its place only through it.
 */
export interface BookingAddressBar {
  /** The page's place in the address (month, date, slot, length): a hook, called once a render. */
  useSearch: () => BookingSearch;
  /** Shows the page's new place; `replace`: no new history entry. */
  place: (search: BookingSearch, options?: { replace?: boolean }) => void;
  /** Shows the link's current address in place of this one, the query kept (the same screen). */
  rename?: (link: { user: string; type: string }) => void;
  /** Goes to the success page. */
  booked?: (search: BookingSuccessSearch) => void;
}

/**
 * The page's place and its three ways out, read from `address`. At a renamed link's previous slug,
 * the reads the page has made are copied to the link's current address before the address changes,
 * so that the page shows on at once under either.
 */
export function useAddressBar(address: BookingAddressBar, user: string, type: string) {
  const queryClient = useQueryClient();
  const search = address.useSearch();
  const { rename, booked } = address;
  return {
    search,
    onSearchChange: address.place,
    onCanonicalSlug: rename
      ? (slug: string) => {
          const { prefix, suffix } = splitSlug(slug);
          const current = { user: prefix, type: suffix };
          copyBookingReads(queryClient, { user, type }, current);
          rename(current);
        }
      : undefined,
    onBooked: (booking: Booking, timeZone: string, clock: ClockFormat, hostName: string) =>
      booked?.(bookingSuccessSearch(booking, timeZone, clock, hostName)),
  };
}

/**
 * A new length reads the busy times again; until that read is in, the times shown are stale:
 * marked loading and not clickable (the latest switch's read ends it). Returns whether they are
 * stale, and the switch, whose address change `show` makes as a transition.
 */
export function useLengthSwitch(
  refetchBusy: () => Promise<unknown>,
  show: (minutes: number) => void,
): [boolean, (minutes: number) => void] {
  const [staleTimes, setStaleTimes] = useState(false);
  const lengthReads = useRef(0);
  const changeDuration = useLatestCallback((minutes: number) => {
    const read = ++lengthReads.current;
    setStaleTimes(true);
    void refetchBusy().finally(() => {
      if (lengthReads.current === read) setStaleTimes(false);
    });
    startTransition(() => show(minutes));
  });
  return [staleTimes, changeDuration];
}

/**
 * Moves focus to the step's heading when the step changes (not on the first render). Reschedule
 * mode opens from a button on the booking's own page: its heading takes the focus as soon as it
 * is drawn (after the link and the busy times are read).
 */
export function useStepFocus(
  headingRef: RefObject<HTMLHeadingElement | null>,
  step: string,
  reschedule: boolean,
) {
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step, headingRef]);
  const rescheduleFocused = useRef(false);
  useEffect(() => {
    if (!reschedule || rescheduleFocused.current || !headingRef.current) return;
    rescheduleFocused.current = true;
    headingRef.current.focus();
  });
}

/**
 * A part of the page in a chunk of its own, loaded only when `wanted`: a team link's header and
 * slots (`../team/team-page`), which a one-host page never downloads. Returns the module once
 * loaded, and whether loading failed.
 */
export function usePagePart<T>(name: string, load: () => Promise<T>, wanted: boolean) {
  const part = useQuery({ queryKey: ['page', name], queryFn: load, enabled: wanted });
  return [part.data, part.isError] as const;
}
