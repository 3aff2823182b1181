/**
 * Calendar arithmetic and formatting for the booking page. Dates are civil-date keys
 * ('YYYY-MM-DD', months 'YYYY-MM') in the visitor's zone, worked on as UTC midnights so no
 * machine zone or DST can shift them. Instants are formatted with Intl in an explicit zone.
 */

const DAY = 86_400_000;

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

function utcToKey(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The visitor-local date key of an instant. */
export function dateKeyIn(timeZone: string, at: number | string): string {
  const fmt = formatter(
    `date|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
  );
  const parts = fmt.formatToParts(typeof at === 'string' ? Date.parse(at) : at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '01';
  return `${part('year')}-${part('month')}-${part('day')}`;
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

export function addDays(dateKey: string, delta: number): string {
  return utcToKey(keyToUtc(dateKey) + delta * DAY);
}

/** Day of week of a date key, Sunday = 0. */
export function weekday(dateKey: string): number {
  return new Date(keyToUtc(dateKey)).getUTCDay();
}

/** The weeks of a month, Sunday first; days of other months are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const days: (string | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let key = first; monthOf(key) === month; key = addDays(key, 1)) days.push(key);
  while (days.length % 7 !== 0) days.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

const civil = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const monthTitle = civil({ month: 'long', year: 'numeric' });
const longDate = civil({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const dayTitle = civil({ weekday: 'long', month: 'long', day: 'numeric' });

/** '2026-11' -> 'November 2026'. */
export function formatMonth(month: string): string {
  return monthTitle.format(keyToUtc(`${month}-01`));
}

/** '2026-11-24' -> 'Tuesday, November 24, 2026'. */
export function formatLongDate(dateKey: string): string {
  return longDate.format(keyToUtc(dateKey));
}

/** '2026-11-24' -> 'Tuesday, November 24'. */
export function formatDayTitle(dateKey: string): string {
  return dayTitle.format(keyToUtc(dateKey));
}

export const WEEKDAYS = [
  { short: 'Sun', long: 'Sunday' },
  { short: 'Mon', long: 'Monday' },
  { short: 'Tue', long: 'Tuesday' },
  { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' },
  { short: 'Fri', long: 'Friday' },
  { short: 'Sat', long: 'Saturday' },
] as const;

export { formatTime, type ClockFormat } from './clock-format';

export { utcOffsetLabel, zoneLabel } from './zone-label';
