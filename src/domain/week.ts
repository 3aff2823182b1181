/**
 * Calendar weeks for the Weekly Planner and Analytics: weeks start on
 * Monday, and a week is the span from its Monday 00:00 to its Sunday 23:59:59.999 on the wall
 * clock of a given IANA zone (the browser's).
 *
 * Pure: no React, no I/O, never reads the clock. Civil dates are 'YYYY-MM-DD' strings, so the
 * date shown by the planner can live in the URL and never drifts with the zone. Instants are
 * epoch milliseconds.
 *
 * Zone arithmetic is the zone clock's (`zone-clock.ts`, shared with the slot engine, `slots/`), not `dayjs.tz`,
 * whose string constructor guesses offsets from the real clock. Days are built from the civil date and
 * resolved in the zone, never as "Monday + n × 24 h", so weeks holding a DST change are 167 or 169
 * hours long where they should be.
 */

import { addDays, formatCivil, mondayOf, parseCivil, type CivilDate, DAY_MS } from './civil-date';
import { wallClock, zoneOffset } from './zone-clock';

/** The calendar views the planner offers, as react-big-calendar names them. */
export type CalendarView = 'month' | 'week' | 'work_week' | 'day' | 'agenda';

export const CALENDAR_VIEWS: readonly CalendarView[] = [
  'month',
  'week',
  'work_week',
  'day',
  'agenda',
];

/** react-big-calendar's agenda covers the date and the 30 days after it. */
export const AGENDA_LENGTH_DAYS = 30;

/** Midnight UTC of a date (days past the month's end roll over, as `Date.UTC` does). */
function utcDate(y: number, m: number, d: number): Date {
  return new Date(Date.UTC(y, m - 1, d));
}

/** The first day of the month holding `date`. */
export function firstOfMonth(date: CivilDate): CivilDate {
  const { y, m } = parseCivil(date);
  return formatCivil({ y, m, d: 1 });
}

/** The last day of the month holding `date`. */
export function lastOfMonth(date: CivilDate): CivilDate {
  const { y, m } = parseCivil(date);
  return addDays(formatCivil({ y: m === 12 ? y + 1 : y, m: m === 12 ? 1 : m + 1, d: 1 }), -1);
}

// ---- zones (the zone clock's; an unknown zone throws a RangeError) ---------------------------

/** The civil date of `instant` on the wall clock of `zone`. */
export function civilDateOf(instant: number | Date, zone: string): CivilDate {
  return formatCivil(wallClock(instant, zone));
}

/**
 * The first instant of the civil day `date` in `zone`: its 00:00, or, where midnight is skipped
 * by a DST change (America/Santiago, America/Havana), the moment the clock jumps past it.
 */
export function startOfDay(date: CivilDate, zone: string): number {
  const { y, m, d } = parseCivil(date);
  const utcMidnight = utcDate(y, m, d).getTime();
  const offsets = new Set([
    zoneOffset(utcMidnight - DAY_MS, zone),
    zoneOffset(utcMidnight, zone),
    zoneOffset(utcMidnight + DAY_MS, zone),
  ]);
  let best: number | undefined;
  for (const offset of offsets) {
    const candidate = utcMidnight - offset;
    if (civilDateOf(candidate, zone) !== date) continue;
    if (best === undefined || candidate < best) best = candidate;
  }
  // Every real zone gives a candidate; an offset change of a whole day would not.
  return best ?? utcMidnight - zoneOffset(utcMidnight, zone);
}

/** An instant range, both ends inclusive (the contract's `startDate`/`endDate`). */
export interface InstantRange {
  /** First millisecond. */
  start: number;
  /** Last millisecond (inclusive). */
  end: number;
}

/** The instants of the civil days `from` to `to` (inclusive) in `zone`. */
export function daysRange(from: CivilDate, to: CivilDate, zone: string): InstantRange {
  return { start: startOfDay(from, zone), end: startOfDay(addDays(to, 1), zone) - 1 };
}

export interface Week extends InstantRange {
  monday: CivilDate;
  sunday: CivilDate;
}

/** The week holding `date`: its Monday 00:00 to its Sunday 23:59:59.999 in `zone`. */
export function weekOf(date: CivilDate, zone: string): Week {
  const monday = mondayOf(date);
  const sunday = addDays(monday, 6);
  return { monday, sunday, ...daysRange(monday, sunday, zone) };
}

/** The week holding `instant` in `zone`. */
export function weekAt(instant: number | Date, zone: string): Week {
  return weekOf(civilDateOf(instant, zone), zone);
}

/** The civil dates a calendar view shows around `date`, first and last inclusive. */
export function visibleDates(
  view: CalendarView,
  date: CivilDate,
): { from: CivilDate; to: CivilDate } {
  switch (view) {
    case 'day':
      return { from: date, to: date };
    case 'week':
      return { from: mondayOf(date), to: addDays(mondayOf(date), 6) };
    case 'work_week':
      return { from: mondayOf(date), to: addDays(mondayOf(date), 4) };
    case 'month':
      return {
        from: mondayOf(firstOfMonth(date)),
        to: addDays(mondayOf(lastOfMonth(date)), 6),
      };
    case 'agenda':
      return { from: date, to: addDays(date, AGENDA_LENGTH_DAYS) };
  }
}

/** The Mondays of every week that holds one of the dates `from` to `to`. */
export function mondaysBetween(from: CivilDate, to: CivilDate): CivilDate[] {
  const mondays: CivilDate[] = [];
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) {
    mondays.push(monday);
  }
  return mondays;
}

/**
 * The wall-clock reading of `instant` in `zone` as a "floating" Date: its UTC fields hold the
 * zone's local date and time. The planner's calendar works on these, in UTC, so every day has
 * exactly 24 hour rows and an event never moves with a DST change of the browser.
 */
export function toWallClockDate(instant: number | Date, zone: string): Date {
  const t = +instant;
  return new Date(t + zoneOffset(t, zone));
}

/** The civil date a floating (wall-clock) Date falls on. */
export function civilDateOfWallClock(floating: Date): CivilDate {
  return formatCivil({
    y: floating.getUTCFullYear(),
    m: floating.getUTCMonth() + 1,
    d: floating.getUTCDate(),
  });
}

/** The floating (wall-clock) Date of a civil date's 00:00. */
export function wallClockMidnight(date: CivilDate): Date {
  const { y, m, d } = parseCivil(date);
  return utcDate(y, m, d);
}

/** The wall-clock reading of `instant` in `zone`: its civil date, hour (0-23) and minute. */
export function wallClockTime(
  instant: number | Date,
  zone: string,
): { date: CivilDate; hour: number; minute: number } {
  const w = wallClock(instant, zone);
  return { date: formatCivil(w), hour: w.hour, minute: w.minute };
}
