/**
 * The mock backend's calendar in a zone, over the app's zone clock (`src/domain/zone-clock.ts`)
 * and calendar dates (`src/domain/civil-date.ts`): the offsets, wall readings and wall-to-instant
 * rule are the slot engine's, so the mock backend and the booking page can never disagree on a
 * zone. Dates are `DateFields` (`{ y, m, d }`, m 1-12); an unknown zone throws a RangeError
 * (handlers validate zones before they get here).
 */

import { dayOfWeek, mondayOf, type DateFields } from '../src/domain/civil-date';
import { wallClock, zonedInstant, type WallTime } from '../src/domain/zone-clock';

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

/** Monday 00:00 (zone-local) of the week holding `instant`, as epoch ms. */
export function weekStart(instant: number | Date, timeZone: string): number {
  return zonedInstant(mondayOf(civilDate(instant, timeZone)), 0, timeZone);
}

/** Midnight (zone-local) starting the day of `instant`, as epoch ms. */
export function dayStart(instant: number | Date, timeZone: string): number {
  return zonedInstant(civilDate(instant, timeZone), 0, timeZone);
}
