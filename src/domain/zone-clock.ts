/**
 * The one time-zone clock: every zone offset, wall-clock reading and wall-clock-to-instant
 * conversion in the app and the mock backend goes through here (the slot engine, the planner's
 * weeks, the zone picker, the assistant's words, the mock backend's calendar).
 *
 * Pure: `Intl.DateTimeFormat` only, never the real clock, never the machine's own zone. (Not
 * `dayjs.tz(string, zone)`: its string constructor takes its first offset guess from the real
 * clock, so a wall time in a repeated hour would resolve differently depending on the day the
 * code runs.) Instants are epoch milliseconds; offsets are milliseconds east of UTC, read to the
 * whole second.
 *
 * - Formatters are costly to build, so there is one per zone, cached (`zoneClock`); the slot
 *   engine holds that `ZoneClock` and calls `offsetAt` thousands of times per answer.
 * - Wall time to instant (`instantAt`) follows Temporal's 'compatible' rule: a repeated wall time
 *   (fall-back overlap) takes its earlier instant; a skipped one (spring-forward gap) is read
 *   with the offset in force before the gap, so 02:30 on a New York spring-forward day is 03:30
 *   EDT.
 * - Unknown zones: `zoneClock` and every function taking a zone name throw a `RangeError` (as
 *   `Intl` does). Boundaries check names first with `isValidTimeZone` (the one validator, kept in
 *   `date-time.ts` with the other string checks the public pages load early; the API answers 400,
 *   the pages fall back to the browser's zone); a domain function that promises a UTC fallback says so
 *   at its call site with `zoneClockOrUtc` (the slot engine, the assistant's words).
 */

import { dayNumber, type DateFields, DAY_MS, MINUTE_MS } from './civil-date';

/** The wall-clock reading of an instant in a zone. */
export interface WallTime extends DateFields {
  hour: number;
  minute: number;
  second: number;
}

/** A zone's cached formatter: hold it where offsets are read in a loop. */
export type ZoneClock = Intl.DateTimeFormat;

export { isValidTimeZone } from './date-time';

const clocks = new Map<string, ZoneClock>();
/** Names `zoneClockOrUtc` found unknown, so that it builds no formatter for them again. */
const unknown = new Set<string>();

/** The clock of an IANA zone; throws a RangeError for a zone this runtime does not know. */
export function zoneClock(zone: string): ZoneClock {
  let clock = clocks.get(zone);
  if (clock === undefined) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(zone, clock);
  }
  return clock;
}

/**
 * The clock of `zone`, or UTC's for a missing, empty or unknown zone: the explicit fallback of the
 * callers that promise one. Cached per name, the fallback too.
 */
export function zoneClockOrUtc(zone: string | null | undefined): ZoneClock {
  const name = zone || 'UTC';
  if (unknown.has(name)) return zoneClock('UTC');
  try {
    return zoneClock(name);
  } catch {
    unknown.add(name);
    return zoneClock('UTC');
  }
}

const PARTS = /^(\d+)\D+(\d+)\D+(\d+)\D+(\d+)\D+(\d+)\D+(\d+)$/;

/** The wall-clock reading of instant `t` (whole seconds) on `clock`. */
export function wallAt(clock: ZoneClock, t: number): WallTime {
  const s = Math.floor(t / 1000) * 1000;
  // format() is about 3x faster than formatToParts(); en-US gives "M/D/YYYY, HH:MM:SS".
  const m = PARTS.exec(clock.format(s));
  if (m) {
    return {
      y: +(m[3] as string),
      m: +(m[1] as string),
      d: +(m[2] as string),
      hour: +(m[4] as string) % 24,
      minute: +(m[5] as string),
      second: +(m[6] as string),
    };
  }
  const p: Record<string, number> = {};
  for (const part of clock.formatToParts(s)) p[part.type] = Number(part.value);
  return {
    y: p.year ?? 1970,
    m: p.month ?? 1,
    d: p.day ?? 1,
    hour: (p.hour ?? 0) % 24,
    minute: p.minute ?? 0,
    second: p.second ?? 0,
  };
}

/** UTC offset (ms, east positive) of the clock's zone at instant t; resolution: whole seconds. */
export function offsetAt(clock: ZoneClock, t: number): number {
  const s = Math.floor(t / 1000) * 1000;
  // The hot path of the slot engine: read the formatted text directly, no object in between.
  const m = PARTS.exec(clock.format(s));
  if (m) {
    return (
      Date.UTC(
        +(m[3] as string),
        +(m[1] as string) - 1,
        +(m[2] as string),
        +(m[4] as string) % 24,
        +(m[5] as string),
        +(m[6] as string),
      ) - s
    );
  }
  const w = wallAt(clock, s);
  return Date.UTC(w.y, w.m - 1, w.d, w.hour, w.minute, w.second) - s;
}

/** Days since 1970-01-01 of the civil date of instant t on the clock. */
export function dayNumAt(clock: ZoneClock, t: number): number {
  return Math.floor((t + offsetAt(clock, t)) / DAY_MS);
}

/** First instant in (a, b] whose offset differs from `offA` (the offset at a); b must differ. */
export function transitionIn(clock: ZoneClock, a: number, b: number, offA: number): number {
  let lo = a;
  let hi = b;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetAt(clock, mid) === offA) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** [a, b) cut into stretches of constant UTC offset (`to` exclusive). */
export function offsetPieces(
  clock: ZoneClock,
  a: number,
  b: number,
): { from: number; to: number; offset: number }[] {
  const pieces: { from: number; to: number; offset: number }[] = [];
  let from = a;
  while (from < b) {
    const offFrom = offsetAt(clock, from);
    if (offFrom === offsetAt(clock, b - 1)) {
      pieces.push({ from, to: b, offset: offFrom });
      break;
    }
    const t = transitionIn(clock, from, b - 1, offFrom);
    pieces.push({ from, to: t, offset: offFrom });
    from = t;
  }
  return pieces;
}

/**
 * The instant at which the clock reads `minutes` after 00:00 of civil day `dayNum` (days since
 * 1970-01-01), by the 'compatible' rule: a repeated wall time gives its earlier instant, a
 * skipped one is read with the offset in force before the gap.
 */
export function instantAt(clock: ZoneClock, dayNum: number, minutes: number): number {
  const wall = dayNum * DAY_MS + minutes * MINUTE_MS;
  // Offsets lie within -12 h..+14 h, so the instant lies within wall-14h..wall+12h; probing a day
  // either side gives the offsets in force before and after any transition near that instant.
  const offBefore = offsetAt(clock, wall - DAY_MS);
  const offAfter = offsetAt(clock, wall + DAY_MS);
  const tBefore = wall - offBefore;
  const okBefore = offsetAt(clock, tBefore) === offBefore;
  if (offBefore === offAfter && okBefore) return tBefore;
  const tAfter = wall - offAfter;
  const okAfter = offsetAt(clock, tAfter) === offAfter;
  if (okBefore && okAfter) return Math.min(tBefore, tAfter);
  if (okBefore) return tBefore;
  if (okAfter) return tAfter;
  // In a gap (or an oddity such as two transitions within two days): try the offset in force
  // at the naive guess, otherwise read it with the offset before the gap.
  const offGuess = offsetAt(clock, wall - offBefore);
  if (offsetAt(clock, wall - offGuess) === offGuess) return wall - offGuess;
  return tBefore;
}

// ---- by zone name (each throws a RangeError for an unknown zone) ------------------------------

/** The zone's offset from UTC at `instant`, in ms (east positive). */
export function zoneOffset(instant: number, zone: string): number {
  return offsetAt(zoneClock(zone), instant);
}

/** The wall-clock reading of `instant` in `zone`. */
export function wallClock(instant: number | Date, zone: string): WallTime {
  return wallAt(zoneClock(zone), +instant);
}

/** The instant at which `zone`'s clock reads `minutes` after 00:00 of `date` ('compatible'). */
export function zonedInstant(date: DateFields, minutes: number, zone: string): number {
  return instantAt(zoneClock(zone), dayNumber(date), minutes);
}
