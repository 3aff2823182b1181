import { isDateTime, isValidTimeZone } from '../../domain/date-time';
import type { components } from '../../api/schema.gen';
import { maxChars, optionalChoice, optionalString } from '../../domain/search-params';
import type { ClockFormat } from '../../domain/time-text';

type Booking = components['schemas']['Booking'];
type BookingLocation = components['schemas']['BookingLocation'];

// Read by plain functions, not a schema library: the route definitions are in the entry that
// every page loads (src/domain/search-params.ts). Anything unreadable is dropped, never an
// error: a mangled shared link still opens the page.

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const isZone = (zone: string) => maxChars(64)(zone) && isValidTimeZone(zone);

const isMonth = (value: string) => MONTH.test(value);

/** A meeting length in minutes as a link may offer it (5 to 480); `?duration=60`. */
function optionalMinutes(value: unknown): number | undefined {
  const minutes = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 5 && minutes <= 480
    ? minutes
    : undefined;
}

/** A start instant, normalised to UTC (`toISOString()`). */
function instant(value: unknown): string | undefined {
  const text = optionalString(value, isDateTime);
  return text === undefined ? undefined : new Date(text).toISOString();
}

/**
 * The booking page's place in the URL (validated search params), so a reload or a shared link
 * keeps it: `?month=2026-11&date=2026-11-24&slot=2026-11-24T15:00:00.000Z`.
 * `month` is the month shown, `date` the chosen day (visitor-local), `slot` the chosen start.
 */
export interface BookingSearch {
  month?: string;
  date?: string;
  slot?: string;
  /** The meeting length the visitor chose, when the link offers several (docs/decisions.md#meeting-types). */
  duration?: number;
  /**
   * A zone the host chose for the visitor (`?tz=Asia/Kolkata`). Legacy names are mapped by the
   * page (`canonicalTimeZone`), which keeps the zone list out of the entry this reader is in.
   */
  tz?: string;
  /**
   * Embed mode (`?embed=1&embedOrigin=…`, set by the embed loader): kept while the visitor moves
   * through the page, so the success in the frame still knows it is framed (its manage link then
   * opens a tab of its own). embed-bridge.ts checks the origin against the frame's ancestor.
   */
  embed?: 1;
  embedOrigin?: string;
}

const isOrigin = (value: string) => maxChars(200)(value) && /^https?:\/\/[^/?#\s]+$/.test(value);

export function bookingSearchSchema(search: Record<string, unknown>): BookingSearch {
  return {
    month: optionalString(search.month, isMonth),
    date: optionalString(search.date, isCalendarDate),
    slot: instant(search.slot),
    duration: optionalMinutes(search.duration),
    tz: optionalString(search.tz, isZone),
    // The address format reads `1` as a number.
    embed: search.embed === 1 || search.embed === '1' ? 1 : undefined,
    embedOrigin: optionalString(search.embedOrigin, isOrigin),
  };
}

/**
 * /book/success's search params: what was booked, so the page can repeat the time in the
 * visitor's zone and offer an .ics file. All optional: the page keeps the spec's texts without them.
 */
export interface BookingSuccessSearch {
  id?: string;
  title?: string;
  start?: string;
  end?: string;
  tz?: string;
  /** The booking's own page: `/bookings/{id}?token={token}`. */
  token?: string;
  host?: string;
  clock?: '12h' | '24h';
  /** When the booking was made (`createdAt`): the calendar file's DTSTAMP. */
  at?: string;
  /**
   * The booking's place (docs/decisions.md#meeting-types): its kind, its words (the video call's address, the phone
   * number, the address or the host's text) and, for a phone call, who calls.
   */
  place?: BookingLocation['kind'];
  where?: string;
  caller?: 'host' | 'visitor';
  /** A request waiting for the host's confirmation (docs/decisions.md#approval-per-link): `?pending=1`. */
  pending?: 1;
}

const isWebAddress = (value: string) => maxChars(500)(value) && /^https?:\/\/\S+$/.test(value);

/** The place the success page's address carries, or null (none, or a part unreadable). */
export function successLocation(search: BookingSuccessSearch): BookingLocation | null {
  const { place, where, caller } = search;
  if (!place || !where) return null;
  switch (place) {
    case 'video':
      return isWebAddress(where) ? { kind: 'video', url: where } : null;
    case 'phone':
      return caller ? { kind: 'phone', caller, number: where } : null;
    case 'in_person':
      return { kind: 'in_person', address: where };
    case 'custom':
      return { kind: 'custom', text: where };
  }
}

function locationSearch(
  location: BookingLocation | null | undefined,
): Pick<BookingSuccessSearch, 'place' | 'where' | 'caller'> {
  if (!location) return {};
  switch (location.kind) {
    case 'video':
      return { place: 'video', where: location.url };
    case 'phone':
      return { place: 'phone', where: location.number, caller: location.caller };
    case 'in_person':
      return { place: 'in_person', where: location.address };
    case 'custom':
      return { place: 'custom', where: location.text };
  }
}

export function bookingSuccessSearchSchema(search: Record<string, unknown>): BookingSuccessSearch {
  return {
    id: optionalString(search.id, maxChars(100)),
    title: optionalString(search.title, maxChars(200)),
    start: optionalString(search.start, isDateTime),
    end: optionalString(search.end, isDateTime),
    tz: optionalString(search.tz, isZone),
    token: optionalString(search.token, maxChars(200)),
    host: optionalString(search.host, maxChars(200)),
    clock: optionalChoice(search.clock, ['12h', '24h'] as const),
    at: instant(search.at),
    place: optionalChoice(search.place, ['video', 'phone', 'in_person', 'custom'] as const),
    where: optionalString(search.where, maxChars(500)),
    caller: optionalChoice(search.caller, ['host', 'visitor'] as const),
    // The address format reads `1` as a number.
    pending: search.pending === 1 || search.pending === '1' ? 1 : undefined,
  };
}

/**
 * The success page's search params for a booking just made, in the zone and clock it was shown
 * in: the booking page's route and its router-less page (public-booking.tsx) both go there.
 */
export function bookingSuccessSearch(
  booking: Pick<Booking, 'id' | 'token' | 'title' | 'startTime' | 'endTime' | 'createdAt'> &
    Partial<Pick<Booking, 'location' | 'status'>>,
  tz: string,
  clock: ClockFormat,
  host: string,
): BookingSuccessSearch {
  return {
    id: booking.id,
    token: booking.token,
    title: booking.title,
    start: booking.startTime,
    end: booking.endTime,
    tz,
    clock,
    host,
    at: booking.createdAt,
    ...locationSearch(booking.location),
    ...(booking.status === 'pending' ? { pending: 1 as const } : {}),
  };
}

/** /bookings/{id}: the secret token, and `mode=reschedule` for the booking page in reschedule mode. */
export interface ManagedBookingSearch {
  token?: string;
  mode?: 'reschedule';
  month?: string;
  date?: string;
  slot?: string;
  duration?: number;
}

export function managedBookingSearchSchema(search: Record<string, unknown>): ManagedBookingSearch {
  return {
    token: optionalString(search.token, maxChars(200)),
    mode: optionalChoice(search.mode, ['reschedule'] as const),
    month: optionalString(search.month, isMonth),
    date: optionalString(search.date, isCalendarDate),
    slot: instant(search.slot),
    duration: optionalMinutes(search.duration),
  };
}
