/**
 * RFC 3339 date-times, calendar dates and IANA zone names, checked without a schema library
 * (route search params read them too, in the entry every page loads).
 */

import type { components } from '../api/schema.gen';

/** A calendar date 'YYYY-MM-DD' (`CivilDate` of `civil-date.ts`, which counts with them). */
type CalendarDate = components['schemas']['CalendarDate'];

/** RFC 3339 date-time with an offset (seconds and fractions optional). */
const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/i;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * An RFC 3339 date-time with real calendar values: no 2027-02-30, no T24:00, no :60 (leap
 * seconds are refused, as JavaScript cannot represent them), offsets up to ±23:59.
 */
export function isDateTime(value: string): boolean {
  const m = RFC3339.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second, offH, offM] = m
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  if (month === undefined || month < 1 || month > 12) return false;
  if (day === undefined || day < 1 || day > daysInMonth(year ?? 0, month)) return false;
  if ((hour ?? 0) > 23 || (minute ?? 0) > 59 || (second ?? 0) > 59) return false;
  if ((offH ?? 0) > 23 || (offM ?? 0) > 59) return false;
  return !Number.isNaN(Date.parse(value));
}

/** True when the zone is a time zone this runtime knows (IANA names such as 'Europe/Paris'). */
export function isValidTimeZone(zone: string): boolean {
  if (typeof zone !== 'string' || zone.trim() === '' || zone !== zone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for an existing calendar date written 'YYYY-MM-DD' (so '2026-02-30' is false). */
export function isCivilDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false;
  const match = CIVIL_DATE.exec(value);
  if (!match) return false;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  return y >= 1000 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/**
 * True for an existing calendar date 'YYYY-MM-DD' that is a Monday: a week's first day, as the
 * goals of a week are named (`weekStartDate`).
 */
export function isWeekStart(value: unknown): value is CalendarDate {
  return isCivilDate(value) && new Date(`${value}T00:00:00Z`).getUTCDay() === 1;
}
