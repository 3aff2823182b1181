import * as v from 'valibot';
import { isDateTime } from '../../domain/api-schemas';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

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
});

export type BookingSearch = v.InferOutput<typeof bookingSearchSchema>;
