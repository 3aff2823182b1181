/**
 * The booking page's calendar: its months and their weeks, and its dates in the visitor's words.
 * Dates are civil-date keys ('YYYY-MM-DD', months 'YYYY-MM') in the visitor's zone, counted by
 * `src/domain/civil-date.ts` and formatted as UTC midnights, so no machine zone or DST can shift
 * them. Words come from `src/domain/time-text.ts`.
 */

import { addDays, civilDateOfDay, dayOfWeek } from '../../domain/civil-date';
import { dayNumAt, zoneClock } from '../../domain/zone-clock';
import { dateParts, dateText, type DateStyle } from '../../domain/time-text';
import { intlLocale } from '../../i18n/lang';

/** Date.UTC of a 'YYYY-MM-DD' key. */
function keyToUtc(key: string): number {
  const [y = 1970, m = 1, d = 1] = key.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

/** The visitor-local date key of an instant (the zone clock's reading; an unknown zone throws). */
export function dateKeyIn(timeZone: string, at: number | string): string {
  return civilDateOfDay(
    dayNumAt(zoneClock(timeZone), typeof at === 'string' ? Date.parse(at) : at),
  );
}

export function monthOf(dateKey: string): string {
  return dateKey.slice(0, 7);
}

/** 'YYYY-MM' plus `delta` months. */
export function addMonths(month: string, delta: number): string {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * The first day of the week in the locale's calendars, Sunday = 0 (Monday in Germany, Sunday in
 * the US, Brazil and Japan): Intl.Locale's week information, else the ISO week's Monday.
 */
export function firstWeekday(locale: string = intlLocale()): number {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = (info.getWeekInfo?.() ?? info.weekInfo)?.firstDay;
    if (firstDay !== undefined) return firstDay % 7;
  } catch {
    // No week information in this browser: the table below.
  }
  return /^(en-US|pt-BR|ja)/.test(locale) ? 0 : 1;
}

/** The weeks of a month, starting on `first` (Sunday = 0); days of other months are null. */
export function monthWeeks(month: string, first = 0): (string | null)[][] {
  const start = `${month}-01`;
  const lead = (dayOfWeek(start) - first + 7) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let key = start; monthOf(key) === month; key = addDays(key, 1)) days.push(key);
  while (days.length % 7 !== 0) days.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** A civil date's UTC midnight in words (no zone can shift it). */
const civil = (utc: number, style: DateStyle, locale: string) =>
  dateText(utc, 'UTC', style, locale);

/** '2026-11' -> 'November 2026' ('November 2026' in German, '2026年11月' in Japanese). */
export function formatMonth(month: string, locale: string = intlLocale()): string {
  return civil(keyToUtc(`${month}-01`), 'month', locale);
}

/** '2026-11-24' -> 'Tuesday, November 24, 2026' (in the locale's words and order). */
export function formatLongDate(dateKey: string, locale: string = intlLocale()): string {
  return civil(keyToUtc(dateKey), 'long', locale);
}

/** '2026-11-24' -> 'Tuesday, November 24'. */
export function formatDayTitle(dateKey: string, locale: string = intlLocale()): string {
  return civil(keyToUtc(dateKey), 'title', locale);
}

/** A day of the month in the locale's digits. */
export function formatDayNumber(dateKey: string, locale: string = intlLocale()): string {
  return dateParts(keyToUtc(dateKey), 'UTC', 'dayOfMonth', locale)
    .filter((part) => part.type === 'day')
    .map((part) => part.value)
    .join('');
}

/** The week's days from `first` (Sunday = 0), short and long, in the locale: the grid's header. */
export function weekdayNames(
  first: number,
  locale: string = intlLocale(),
): { short: string; narrow: string; long: string }[] {
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = Date.UTC(2023, 0, 1 + ((first + index) % 7));
    return {
      short: civil(day, 'weekdayShort', locale),
      narrow: civil(day, 'weekdayNarrow', locale),
      long: civil(day, 'weekdayLong', locale),
    };
  });
}
