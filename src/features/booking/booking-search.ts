import * as v from 'valibot';
import { isDateTime } from '../../domain/api-schemas';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const isZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Anything unreadable is dropped, never an error: a mangled shared link still opens the page. */
const optional = <T extends v.GenericSchema<string, string>>(schema: T) =>
  v.fallback(v.optional(schema), undefined);

/**
 * The booking page's place in the URL (validated search params), so a reload or a shared link
 * keeps it: `?month=2026-11&date=2026-11-24&slot=2026-11-24T15:00:00.000Z`.
 * `month` is the month shown, `date` the chosen day (visitor-local), `slot` the chosen start.
 */
export const bookingSearchSchema = v.object({
  month: optional(v.pipe(v.string(), v.regex(MONTH))),
  date: optional(v.pipe(v.string(), v.check(isCalendarDate))),
  slot: optional(
    v.pipe(
      v.string(),
      v.check(isDateTime),
      v.transform((value) => new Date(value).toISOString()),
    ),
  ),
  /**
   * A zone the host chose for the visitor (`?tz=Asia/Kolkata`). Legacy names are mapped by the
   * page (`canonicalTimeZone`), which keeps the zone list out of the entry this schema is in.
   */
  tz: optional(v.pipe(v.string(), v.maxLength(64), v.check(isZone))),
});

export type BookingSearch = v.InferOutput<typeof bookingSearchSchema>;

/**
 * /book/success's search params: what was booked, so the page can repeat the time in the
 * visitor's zone and offer an .ics file. All optional: the page keeps the spec's texts without them.
 */
export const bookingSuccessSearchSchema = v.object({
  id: optional(v.pipe(v.string(), v.maxLength(100))),
  title: optional(v.pipe(v.string(), v.maxLength(200))),
  start: optional(v.pipe(v.string(), v.check(isDateTime))),
  end: optional(v.pipe(v.string(), v.check(isDateTime))),
  tz: optional(v.pipe(v.string(), v.maxLength(64), v.check(isZone))),
  /** The booking's own page: `/bookings/{id}?token={token}`. */
  token: optional(v.pipe(v.string(), v.maxLength(200))),
  host: optional(v.pipe(v.string(), v.maxLength(200))),
  clock: optional(v.picklist(['12h', '24h'])),
});

/** /bookings/{id}: the secret token, and `mode=reschedule` for the booking page in reschedule mode. */
export const managedBookingSearchSchema = v.object({
  token: optional(v.pipe(v.string(), v.maxLength(200))),
  mode: optional(v.picklist(['reschedule'])),
  month: optional(v.pipe(v.string(), v.regex(MONTH))),
  date: optional(v.pipe(v.string(), v.check(isCalendarDate))),
  slot: optional(
    v.pipe(
      v.string(),
      v.check(isDateTime),
      v.transform((value) => new Date(value).toISOString()),
    ),
  ),
});

export type ManagedBookingSearch = v.InferOutput<typeof managedBookingSearchSchema>;

export type BookingSuccessSearch = v.InferOutput<typeof bookingSuccessSearchSchema>;
