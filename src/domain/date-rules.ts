/**
 * Availability by date, on top of the weekly pattern: time off (ranges of whole days in the host's
 * zone), date overrides (one date with other hours, or none), and the per-link rules minimum
 * notice and daily limit. Pure: no I/O, the clock is passed in.
 *
 * The slot engine (`slots/`) applies all of it; this module gives the engine's inputs their
 * shapes, checks what a host types, folds the private rules into what a visitor may see, and
 * names why one requested slot is refused (each reason has its own 409 code).
 */
import {
  dayClosure,
  earliestStart,
  isSlotAvailable,
  localDateOf,
  type SlotInput,
  type TimeInput,
} from './slots';
import type { DateOverride, DayAvailability, TimeOff } from './preferences';
import { rangesProblem } from './day-ranges';
import { addDays, civilDateOfDay, DAY_MS } from './civil-date';
import { dayNumAt, zoneClockOrUtc } from './zone-clock';

export const MAX_TIME_OFF = 100;
export const MAX_DATE_OVERRIDES = 200;
export const MAX_TIME_OFF_DAYS = 366;
export const MAX_NOTE_LENGTH = 200;
/** Minimum notice of a link, in minutes: at most 30 days. */
export const MAX_MINIMUM_NOTICE = 43_200;
export const MAX_DAILY_LIMIT = 50;

/** The minimum-notice choices of the link dialog, in minutes (null: the default rules). */
export const MINIMUM_NOTICE_CHOICES: readonly (number | null)[] = [
  null,
  60,
  120,
  240,
  480,
  1440,
  2880,
  10_080,
];

export const END_BEFORE_START = 'The last day must be on or after the first day';
export const RANGE_TOO_LONG = `Time off can be at most ${MAX_TIME_OFF_DAYS} days at once`;
export const OVERRIDE_END_NOT_AFTER_START = 'End time must be after start time';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE.exec(value);
  if (!m) return false;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(t).toISOString().slice(0, 10) === value;
}

/** Days from `a` to `b` (calendar dates), b - a. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** Why a time-off range cannot be saved, or null. */
export function timeOffProblem(range: Pick<TimeOff, 'startDate' | 'endDate'>): string | null {
  if (!isCalendarDate(range.startDate) || !isCalendarDate(range.endDate)) return 'Choose the days';
  if (range.endDate < range.startDate) return END_BEFORE_START;
  if (daysBetween(range.startDate, range.endDate) >= MAX_TIME_OFF_DAYS) return RANGE_TOO_LONG;
  return null;
}

export const TIME_OFF_IN_PAST = 'Time off cannot end in the past: choose today or a later day';

/** Today's date ('YYYY-MM-DD') in `zone` at `nowMs`. */
export function todayIn(zone: string, nowMs: number): string {
  return civilDateOfDay(dayNumAt(zoneClockOrUtc(zone), nowMs));
}

/**
 * Why time off being added cannot be: as `timeOffProblem`, and its last day may not be before
 * `today` (the host's zone). Time off saved earlier that has since passed stays as it is.
 */
export function newTimeOffProblem(
  range: Pick<TimeOff, 'startDate' | 'endDate'>,
  today: string,
): string | null {
  return timeOffProblem(range) ?? (range.endDate < today ? TIME_OFF_IN_PAST : null);
}

/** Why a date override cannot be saved, or null. */
export function overrideProblem(o: DateOverride): string | null {
  if (!isCalendarDate(o.date)) return 'Choose the date';
  if (!o.enabled) return null;
  if (o.ranges && o.ranges.length > 0) return rangesProblem(o.ranges);
  if (!(o.endHour > o.startHour)) return OVERRIDE_END_NOT_AFTER_START;
  return null;
}

/** The overrides as the engine's per-date hours. */
export function overrideHours(overrides: readonly DateOverride[]): Record<string, DayAvailability> {
  const out: Record<string, DayAvailability> = {};
  for (const o of overrides) {
    out[o.date] = {
      enabled: o.enabled,
      startHour: o.startHour,
      endHour: o.endHour,
      ...(o.ranges && o.ranges.length > 0 ? { ranges: o.ranges.map((r) => ({ ...r })) } : {}),
    };
  }
  return out;
}

/** How many of the given bookings start on each host-local date. */
export function bookingsPerDay(
  bookings: readonly { startTime: TimeInput }[],
  timeZone: string,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const b of bookings) {
    const key = localDateOf(b.startTime, timeZone);
    if (key !== '') out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

const CLOSED: DayAvailability = Object.freeze({ enabled: false, startHour: 0, endHour: 0 });

/**
 * What a visitor may learn of the date rules for host-local dates `fromDate`..`toDate`: each date
 * whose hours differ from its weekday, with those hours; a closed date (time off, a full day, an
 * override without hours) is `enabled: false, 0-0` whatever the reason, so neither the reason nor
 * a note can be read from it. The daily limit itself is not told.
 */
export function publicDateAvailability(
  rules: {
    timeOff: readonly Pick<TimeOff, 'startDate' | 'endDate'>[];
    dateOverrides: readonly DateOverride[];
    dailyLimit?: number | null;
    bookingsPerDay?: Readonly<Record<string, number>>;
  },
  fromDate: string,
  toDate: string,
): Record<string, DayAvailability> {
  const out: Record<string, DayAvailability> = {};
  if (!isCalendarDate(fromDate) || !isCalendarDate(toDate) || toDate < fromDate) return out;
  const overrides = overrideHours(rules.dateOverrides);
  const span = Math.min(daysBetween(fromDate, toDate), 400);
  for (let i = 0; i <= span; i++) {
    const key = addDays(fromDate, i);
    if (dayClosure({ ...rules, timeOff: rules.timeOff }, key) !== null) {
      out[key] = { ...CLOSED };
      continue;
    }
    const o = overrides[key];
    if (o) out[key] = o.enabled ? { ...o } : { ...CLOSED };
  }
  return out;
}

/** Why a requested slot is refused: each has its own 409 code. */
export type SlotRefusal = 'time_off' | 'notice' | 'daily_limit' | 'taken';

/**
 * Null when the engine offers exactly this slot; otherwise why not: the date is in time off, the
 * start is sooner than the link's minimum notice, the day already holds the link's daily limit,
 * or anything else (busy, outside the hours or the booking window).
 */
export function slotRefusal(
  input: SlotInput,
  start: TimeInput,
  end: TimeInput,
): SlotRefusal | null {
  if (isSlotAvailable(input, start, end)) return null;
  const zone = input.preferences?.timezone ?? 'UTC';
  const date = localDateOf(start, zone);
  const closure = date === '' ? null : dayClosure(input, date);
  if (closure === 'time_off') return 'time_off';
  const startMs = new Date(typeof start === 'string' ? start : start).getTime();
  if (Number.isFinite(startMs) && startMs < earliestStart(input, date)) return 'notice';
  if (closure === 'daily_limit') return 'daily_limit';
  return 'taken';
}
