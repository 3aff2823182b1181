/**
 * Time-zone arithmetic for the mock backend, on `Intl` only (deterministic: never reads the
 * clock, never depends on the machine's zone). Civil dates are `{ y, m, d }` with m 1-12.
 */

export interface CivilDate {
  y: number;
  m: number;
  d: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, fmt);
  }
  return fmt;
}

export interface LocalParts extends CivilDate {
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday */
  dow: number;
}

/** The wall-clock reading of `instant` in `timeZone`. */
export function localParts(instant: number | Date, timeZone: string): LocalParts {
  const t = typeof instant === 'number' ? instant : instant.getTime();
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(Math.floor(t / 1000) * 1000)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const y = parts.year ?? 1970;
  const m = parts.month ?? 1;
  const d = parts.day ?? 1;
  return {
    y,
    m,
    d,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    dow: dayOfWeek({ y, m, d }),
  };
}

const offsetCache = new Map<string, number>();
const QUARTER_HOUR = 15 * MINUTE;

/**
 * Offset of the zone at `instant`, in ms (east positive). Cached per UTC quarter hour: every
 * real-world offset change happens on a quarter-hour boundary.
 */
export function offsetAt(instant: number, timeZone: string): number {
  const bucket = Math.floor(instant / QUARTER_HOUR);
  const key = `${timeZone}|${bucket}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    const t = bucket * QUARTER_HOUR;
    const p = localParts(t, timeZone);
    offset = Date.UTC(p.y, p.m - 1, p.d, p.hour, p.minute, p.second) - t;
    if (offsetCache.size > 50_000) offsetCache.clear();
    offsetCache.set(key, offset);
  }
  return offset;
}

export function civilDate(instant: number | Date, timeZone: string): CivilDate {
  const { y, m, d } = localParts(instant, timeZone);
  return { y, m, d };
}

export function dayNumber(date: CivilDate): number {
  return Math.floor(Date.UTC(date.y, date.m - 1, date.d) / DAY);
}

export function fromDayNumber(n: number): CivilDate {
  const dt = new Date(n * DAY);
  return { y: dt.getUTCFullYear(), m: dt.getUTCMonth() + 1, d: dt.getUTCDate() };
}

export function addDays(date: CivilDate, days: number): CivilDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** 0 = Sunday … 6 = Saturday */
export function dayOfWeek(date: CivilDate): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** The Monday of the ISO week holding `date`. */
export function mondayOf(date: CivilDate): CivilDate {
  return addDays(date, -((dayOfWeek(date) + 6) % 7));
}

export function formatCivil(date: CivilDate): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.y}-${pad(date.m)}-${pad(date.d)}`;
}

/**
 * The instant at which the zone's clock reads `minutes` after midnight of `date`. A wall time
 * skipped by a DST jump resolves with the offset before the jump; a repeated one to its first
 * occurrence.
 */
export function zonedInstant(date: CivilDate, minutes: number, timeZone: string): number {
  const wall = Date.UTC(date.y, date.m - 1, date.d) + minutes * MINUTE;
  const before = offsetAt(wall - DAY, timeZone);
  const after = offsetAt(wall + DAY, timeZone);
  const candidates = [wall - before, wall - after].filter(
    (t, i) => offsetAt(t, timeZone) === (i === 0 ? before : after),
  );
  if (candidates.length > 0) return Math.min(...candidates);
  return wall - before;
}

/** Monday 00:00 (zone-local) of the week holding `instant`, as epoch ms. */
export function weekStart(instant: number | Date, timeZone: string): number {
  return zonedInstant(mondayOf(civilDate(instant, timeZone)), 0, timeZone);
}

/** Midnight (zone-local) starting the day of `instant`, as epoch ms. */
export function dayStart(instant: number | Date, timeZone: string): number {
  return zonedInstant(civilDate(instant, timeZone), 0, timeZone);
}
