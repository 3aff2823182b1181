/**
 * The goals week of the Weekly Planner. The contract names a week of goals by the calendar date
 * of its Monday, `YYYY-MM-DD` (`weekStartDate`), a date on the host's calendar, never an instant:
 * the host's zone can change and DST moves Monday 00:00, but the date stays the same.
 *
 * The planner shows weeks on the wall clock of the zone it runs in, and the goals card shows the
 * goals of the week shown, so both come from the same civil date: the week the planner shows is
 * always the goals week.
 *
 * Pure: no React, no I/O, never reads the clock (`now` is passed in).
 */
import { mondayOf, type CivilDate } from './civil-date';
import { civilDateOf } from './week';

/**
 * The goals week (its Monday, `YYYY-MM-DD`) of the planner showing `date`, or, when the planner
 * shows no date (today), of the day `now` falls on in `zone`.
 *
 * `now` becomes a date on the zone's wall clock by the zone clock (`zone-clock.ts`, through
 * `week.ts`), as every other reading of an instant in a zone; an unknown zone throws a RangeError.
 */
export function goalsWeekStart(
  date: CivilDate | undefined,
  now: number | Date,
  zone: string,
): CivilDate {
  return mondayOf(date ?? civilDateOf(now, zone));
}
