/**
 * The booking page's calendar: its months and their weeks, and its dates in the visitor's words.
 * Dates are civil-date keys ('YYYY-MM-DD', months 'YYYY-MM') in the visitor's zone, counted by
 * `src/domain/civil-date.ts` and formatted as UTC midnights, so no machine zone or DST can shift
 * them. Instants are formatted with Intl in an explicit zone.
 */

import { addDays, civilDateOfDay, dayOfWeek } from '../../domain/civil-date';
import { dayNumAt, zoneClock } from '../../domain/zone-clock';
import { intlLocale } from '../../i18n/lang';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and style: creating an Intl.DateTimeFormat is the costly part. */
function formatter(key: string, create: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let fmt = formatters.get(key);
  if (!fmt) {
    fmt = create();
    formatters.set(key, fmt);
  }
  return fmt;
}

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

/** A civil-date formatter in the locale (dates are UTC midnights: no zone can shift them). */
const civil = (locale: string, style: string, options: Intl.DateTimeFormatOptions) =>
  formatter(
    `civil|${locale}|${style}`,
    () => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }),
  );

/** '2026-11' -> 'November 2026' ('November 2026' in German, '2026年11月' in Japanese). */
export function formatMonth(month: string, locale: string = intlLocale()): string {
  return civil(locale, 'month', { month: 'long', year: 'numeric' }).format(keyToUtc(`${month}-01`));
}

/** '2026-11-24' -> 'Tuesday, November 24, 2026' (in the locale's words and order). */
export function formatLongDate(dateKey: string, locale: string = intlLocale()): string {
  return civil(locale, 'long', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(keyToUtc(dateKey));
}

/** '2026-11-24' -> 'Tuesday, November 24'. */
export function formatDayTitle(dateKey: string, locale: string = intlLocale()): string {
  return civil(locale, 'day', { weekday: 'long', month: 'long', day: 'numeric' }).format(
    keyToUtc(dateKey),
  );
}

/** A day of the month in the locale's digits. */
export function formatDayNumber(dateKey: string, locale: string = intlLocale()): string {
  return civil(locale, 'dayNumber', { day: 'numeric' })
    .formatToParts(keyToUtc(dateKey))
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
      short: civil(locale, 'weekdayShort', { weekday: 'short' }).format(day),
      narrow: civil(locale, 'weekdayNarrow', { weekday: 'narrow' }).format(day),
      long: civil(locale, 'weekdayLong', { weekday: 'long' }).format(day),
    };
  });
}
