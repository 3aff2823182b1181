/**
 * The host's bookings list (docs/decisions.md#the-hosts-bookings): which tab a booking belongs to,
 * the order of each tab, the search, and keyset paging with an opaque cursor. Pure: the clock is
 * passed in. The mock backend answers `listHostBookings` with these functions; the rules are the
 * contract's.
 */

export const HOST_BOOKING_STATUSES = ['upcoming', 'past', 'cancelled', 'pending'] as const;
export type HostBookingStatus = (typeof HOST_BOOKING_STATUSES)[number];

export const HOST_BOOKINGS_PAGE_SIZE = 25;
export const HOST_BOOKINGS_MAX_PAGE_SIZE = 100;
export const HOST_BOOKINGS_SEARCH_MAX = 100;

/** What the list needs of a booking. */
export interface ListedBooking {
  id: string;
  startTime: string;
  endTime: string;
  attendeeName: string;
  attendeeEmail: string;
  /**
   * `pending`, `declined`, `expired`: a link that requires approval
   * (docs/decisions.md#approval-per-link).
   */
  status: 'confirmed' | 'cancelled' | 'pending' | 'declined' | 'expired';
  cancelledAt: string | null;
}

/** The tab of a booking at `now`: confirmed and not yet ended is upcoming (in progress included). */
export function hostBookingStatus(booking: ListedBooking, now: number): HostBookingStatus {
  if (booking.status === 'pending') return 'pending';
  // A declined or expired request is over, like a cancelled booking (its tab).
  if (booking.status !== 'confirmed') return 'cancelled';
  return Date.parse(booking.endTime) > now ? 'upcoming' : 'past';
}

/** The key a tab sorts by (ms), before the id. */
function sortKey(booking: ListedBooking, status: HostBookingStatus): number {
  if (status === 'cancelled') return Date.parse(booking.cancelledAt ?? booking.startTime);
  return Date.parse(booking.startTime);
}

/** Upcoming: soonest first. Past and cancelled: latest first. Ties by id, the same way. */
const ASCENDING: Readonly<Record<HostBookingStatus, boolean>> = {
  upcoming: true,
  past: false,
  cancelled: false,
  pending: true,
};

function compareKeys(status: HostBookingStatus, a: [number, string], b: [number, string]): number {
  const raw = a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);
  return ASCENDING[status] ? raw : -raw;
}

/** The search: trimmed, case-insensitive substring of the name or the e-mail; blank is none. */
export function matchesSearch(booking: ListedBooking, q: string): boolean {
  const needle = q.trim().toLocaleLowerCase('en-US');
  if (needle === '') return true;
  return (
    booking.attendeeName.toLocaleLowerCase('en-US').includes(needle) ||
    booking.attendeeEmail.toLocaleLowerCase('en-US').includes(needle)
  );
}

interface CursorData {
  /** status */
  s: HostBookingStatus;
  /** the trimmed search */
  q: string;
  /** the last item's sort key and id */
  k: number;
  i: string;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function encodeCursor(data: CursorData): string {
  return toBase64Url(JSON.stringify(data));
}

/** The cursor's content, or null when it is not one of ours. */
export function decodeCursor(cursor: string): CursorData | null {
  const text = fromBase64Url(cursor);
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<CursorData>;
    if (
      typeof value !== 'object' ||
      value === null ||
      !HOST_BOOKING_STATUSES.includes(value.s as HostBookingStatus) ||
      typeof value.q !== 'string' ||
      typeof value.k !== 'number' ||
      !Number.isFinite(value.k) ||
      typeof value.i !== 'string'
    ) {
      return null;
    }
    return { s: value.s as HostBookingStatus, q: value.q, k: value.k, i: value.i };
  } catch {
    return null;
  }
}

export const CURSOR_MISMATCH = 'cursor does not belong to this status and search';
export const CURSOR_INVALID = 'cursor is not a cursor of this list';

export interface HostBookingsQuery {
  status: HostBookingStatus;
  q: string;
  limit: number;
  cursor?: string | undefined;
}

export interface HostBookingsPage<T> {
  items: T[];
  counts: Record<HostBookingStatus, number>;
  total: number;
  nextCursor: string | null;
}

/**
 * One page of the list: the bookings of `query.status` matching the search, in the tab's order,
 * after the cursor's position. A cursor of another list or another filter is an error (a 400).
 */
export function pageHostBookings<T extends ListedBooking>(
  bookings: readonly T[],
  query: HostBookingsQuery,
  now: number,
): { ok: true; page: HostBookingsPage<T> } | { ok: false; error: string } {
  const q = query.q.trim();
  let after: [number, string] | null = null;
  if (query.cursor !== undefined) {
    const cursor = decodeCursor(query.cursor);
    if (!cursor) return { ok: false, error: CURSOR_INVALID };
    if (cursor.s !== query.status || cursor.q !== q) return { ok: false, error: CURSOR_MISMATCH };
    after = [cursor.k, cursor.i];
  }
  const counts: Record<HostBookingStatus, number> = {
    upcoming: 0,
    past: 0,
    cancelled: 0,
    pending: 0,
  };
  const inTab: { booking: T; key: [number, string] }[] = [];
  for (const booking of bookings) {
    if (!matchesSearch(booking, q)) continue;
    const status = hostBookingStatus(booking, now);
    counts[status] += 1;
    if (status === query.status) {
      inTab.push({ booking, key: [sortKey(booking, status), booking.id] });
    }
  }
  inTab.sort((a, b) => compareKeys(query.status, a.key, b.key));
  const start =
    after === null
      ? 0
      : (() => {
          const from = after;
          const index = inTab.findIndex((entry) => compareKeys(query.status, entry.key, from) > 0);
          return index === -1 ? inTab.length : index;
        })();
  const slice = inTab.slice(start, start + query.limit);
  const last = slice.at(-1);
  const more = start + query.limit < inTab.length;
  return {
    ok: true,
    page: {
      items: slice.map((entry) => entry.booking),
      counts,
      total: counts[query.status],
      nextCursor:
        more && last ? encodeCursor({ s: query.status, q, k: last.key[0], i: last.key[1] }) : null,
    },
  };
}
