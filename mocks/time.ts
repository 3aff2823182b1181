/**
 * Calendar helpers of the mock backend over the app's zone clock (`src/domain/zone-clock.ts`):
 * the offsets, wall readings and wall-to-instant rule are the slot engine's, so the mock backend
 * and the booking page can never disagree on a zone. Dates are `{ y, m, d }` (`DateFields`, m
 * 1-12); an unknown zone throws a RangeError (handlers validate zones before they get here).
 */

import {
  dayNumber,
  fromDayNumber,
  wallClock,
  zonedInstant,
  type DateFields,
  type WallTime,
} from '../src/domain/zone-clock';

export { dayNumber, fromDayNumber, zonedInstant, type DateFields };

export interface LocalParts extends WallTime {
  /** 0 = Sunday … 6 = Saturday */
  dow: number;
}

/** The wall-clock reading of `instant` in `timeZone`. */
export function localParts(instant: number | Date, timeZone: string): LocalParts {
  const w = wallClock(instant, timeZone);
  return { ...w, dow: dayOfWeek(w) };
}

export function civilDate(instant: number | Date, timeZone: string): DateFields {
  const { y, m, d } = wallClock(instant, timeZone);
  return { y, m, d };
}

export function addDays(date: DateFields, days: number): DateFields {
  return fromDayNumber(dayNumber(date) + days);
}

/** 0 = Sunday … 6 = Saturday */
export function dayOfWeek(date: DateFields): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** The Monday of the ISO week holding `date`. */
export function mondayOf(date: DateFields): DateFields {
  return addDays(date, -((dayOfWeek(date) + 6) % 7));
}

export function formatCivil(date: DateFields): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.y}-${pad(date.m)}-${pad(date.d)}`;
}

/** Monday 00:00 (zone-local) of the week holding `instant`, as epoch ms. */
export function weekStart(instant: number | Date, timeZone: string): number {
  return zonedInstant(mondayOf(civilDate(instant, timeZone)), 0, timeZone);
}

/** Midnight (zone-local) starting the day of `instant`, as epoch ms. */
export function dayStart(instant: number | Date, timeZone: string): number {
  return zonedInstant(civilDate(instant, timeZone), 0, timeZone);
}
