/**
 * Calendar dates without a zone: the one place where days are counted. The planner's weeks, the
 * booking page's month, the mock backend's calendar and the assistant all add days, find a week's
 * Monday, read a weekday and write a date 'YYYY-MM-DD' here.
 *
 * A date is a `CivilDate` ('2026-11-24', the contract's `CalendarDate`) or, for arithmetic, its
 * `DateFields` ({ y, m, d }, m 1-12); each function answers in the form it is given. Days are
 * counted as day numbers (days since 1970-01-01), never as "n × 24 h" of a clock, so no zone or
 * DST change can shift them. Pure: no clock, no zone (zones are `zone-clock.ts`'s).
 */

import type { components } from '../api/schema.gen';
import { isCivilDate } from './date-time';

/** A calendar date 'YYYY-MM-DD', without a zone. */
export type CivilDate = components['schemas']['CalendarDate'];

/** A calendar date as numbers (m 1-12), for arithmetic. */
export interface DateFields {
  y: number;
  m: number;
  d: number;
}

/** A minute, an hour and a day of a clock in milliseconds: the one place they are written. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
/** A UTC day (a zone's day may be 23 or 25 hours: count days with `addDays`, not with this). */
export const DAY_MS = 24 * HOUR_MS;
/** The minutes of a day, 1440. */
export const MINUTES_PER_DAY = 24 * 60;

const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a calendar date (days past the month's end roll over). */
export function dayNumber(date: DateFields): number {
  return Math.floor(Date.UTC(date.y, date.m - 1, date.d) / DAY_MS);
}

/** The calendar date of a day number (days since 1970-01-01). */
export function fromDayNumber(n: number): DateFields {
  const dt = new Date(n * DAY_MS);
  return { y: dt.getUTCFullYear(), m: dt.getUTCMonth() + 1, d: dt.getUTCDate() };
}

/** 'YYYY-MM-DD' of a day number (days since 1970-01-01). */
export function civilDateOfDay(dayNum: number): CivilDate {
  return new Date(dayNum * DAY_MS).toISOString().slice(0, 10);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A date written 'YYYY-MM-DD'. */
export function formatCivil({ y, m, d }: DateFields): CivilDate {
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** The numbers of a 'YYYY-MM-DD' date; throws a RangeError for anything else (2026-02-30). */
export function parseCivil(date: CivilDate): DateFields {
  const match = CIVIL_DATE.exec(date);
  if (!match || !isCivilDate(date)) throw new RangeError(`Not a calendar date: "${date}"`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

const fieldsOf = (date: CivilDate | DateFields) =>
  typeof date === 'string' ? parseCivil(date) : date;

/** The date `days` days after `date` (negative: before). */
export function addDays(date: CivilDate, days: number): CivilDate;
export function addDays(date: DateFields, days: number): DateFields;
export function addDays(date: CivilDate | DateFields, days: number): CivilDate | DateFields {
  const moved = fromDayNumber(dayNumber(fieldsOf(date)) + days);
  return typeof date === 'string' ? formatCivil(moved) : moved;
}

/** Day of the week of a date: 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: CivilDate | DateFields): number {
  return (((dayNumber(fieldsOf(date)) + 4) % 7) + 7) % 7;
}

/** The week starts on Monday (ISO weekday 1). */
export const WEEK_STARTS_ON = 1;

/** The Monday of the (ISO) week holding `date`. */
export function mondayOf(date: CivilDate): CivilDate;
export function mondayOf(date: DateFields): DateFields;
export function mondayOf(date: CivilDate | DateFields): CivilDate | DateFields {
  const back = -((dayOfWeek(date) + 7 - WEEK_STARTS_ON) % 7);
  return typeof date === 'string' ? addDays(date, back) : addDays(date, back);
}
