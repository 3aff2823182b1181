import { isDateTime } from '../../domain/date-time';
import { maxChars, optionalString } from '../../domain/search-params';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
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
}

/** Anything unreadable is dropped, never an error: a mangled shared link still opens the page. */
export function bookingSearchSchema(search: Record<string, unknown>): BookingSearch {
  const slot = optionalString(search.slot, isDateTime);
  return {
    month: optionalString(search.month, (value) => MONTH.test(value)),
    date: optionalString(search.date, isCalendarDate),
    slot: slot === undefined ? undefined : new Date(slot).toISOString(),
  };
}

const isZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

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
}

export function bookingSuccessSearchSchema(search: Record<string, unknown>): BookingSuccessSearch {
  return {
    id: optionalString(search.id, maxChars(100)),
    title: optionalString(search.title, maxChars(200)),
    start: optionalString(search.start, isDateTime),
    end: optionalString(search.end, isDateTime),
    tz: optionalString(search.tz, (zone) => maxChars(64)(zone) && isZone(zone)),
  };
}
