/**
 * Slot generation for the public booking page.
 *
 * Pure: no React, no I/O, and the clock is passed in (`now`). The same function serves the booking
 * page and the mock booking handler, which re-checks a requested slot with `isSlotAvailable`.
 *
 * How it works, per host-local calendar day inside the booking window:
 *  1. the day's window is `dayAvailability[dayOfWeek]` (Sunday = '0') in the HOST's timezone, each
 *     end built from the calendar date and the wall-clock hour (never "previous day + 24 h"), so
 *     DST days are 23 or 25 hours long where they should be;
 *  2. candidate starts are the instants inside that window, clipped to the booking window and the
 *     notice rules, whose host-local wall time is on a :00 or :30 boundary; stepping is done in
 *     epoch milliseconds, per stretch of constant UTC offset, so a DST shift inside the window
 *     (e.g. a 0-5 window on a spring-forward day) still lands on local :00/:30;
 *  3. a candidate is dropped when it overlaps a busy interval widened by the buffer on both sides;
 *     the widened intervals are sorted and merged once, then scanned with a single forward pointer
 *     (candidates are generated in increasing order), so the cost is O(B log B + S);
 *  4. slots are grouped by the date of their start in the VISITOR's timezone.
 *
 * Time-zone arithmetic is done with `Intl.DateTimeFormat` directly rather than `dayjs.tz(string,
 * zone)`: dayjs's string constructor takes its first offset guess from the real clock (`+d()`), so
 * a wall time in the repeated fall-back hour would resolve to a different instant depending on the
 * date the code runs, which would make this function impure. Here every wall time is resolved
 * deterministically, like Temporal's 'compatible' disambiguation: a repeated time takes its
 * earlier instant, a skipped time (spring-forward gap) is read with the offset before the gap
 * (02:30 on a New York spring-forward day becomes 03:30 EDT).
 */

export type LinkType = 'high_priority' | 'standard';

export interface DayAvailability {
  enabled: boolean;
  startHour: number;
  endHour: number;
}

export interface SlotPreferences {
  timePreference: 'am' | 'pm' | 'both';
  /** IANA zone of the host. An unknown zone is treated as UTC. */
  timezone: string;
  /** Keyed by day index '0'-'6', Sunday = '0'. A missing day is disabled. */
  dayAvailability: Record<string, DayAvailability>;
  /** Minutes kept free before and after each busy interval (default 15). */
  bufferTime: number;
  noBufferNeeded: boolean;
}

/** An instant: an ISO string (one without an offset is read as UTC), a Date or epoch milliseconds. */
export type TimeInput = string | Date | number;

export interface Interval {
  start: TimeInput;
  end: TimeInput;
}

export interface Slot {
  /** ISO 8601 UTC, e.g. 2026-03-09T14:00:00.000Z */
  start: string;
  end: string;
  /** Start time in the visitor's zone, formatted 'h:mm A' (e.g. '9:00 AM'). */
  label: string;
}

/** Slots keyed by YYYY-MM-DD in the visitor's zone; keys ascending; days without slots omitted. */
export type SlotsByDate = Record<string, Slot[]>;

export interface SlotInput {
  type: LinkType;
  /** Slot length in minutes (the link's defaultDuration). */
  duration: number;
  /**
   * The link's availability window; the booking window is clipped to it. A date-only bound
   * ('2026-03-10') means that whole day in the host's zone: startDate from its 00:00, endDate up
   * to the end of that day. A bound that cannot be read yields no slots at all.
   */
  window?: { startDate: TimeInput; endDate: TimeInput };
  /** null: Monday-Friday 9-17, UTC, buffer 15, no am/pm preference. */
  preferences: SlotPreferences | null;
  busy: Interval[];
  /** IANA zone of the visitor (grouping and labels). An unknown zone is treated as UTC. */
  visitorTimeZone: string;
  now: TimeInput;
  /**
   * Host-local dates ('YYYY-MM-DD') whose hours replace their weekday's: date overrides, and on
   * the public page every closed date (time off, full days) as `enabled: false`.
   */
  dateAvailability?: Readonly<Record<string, DayAvailability>>;
  /** Ranges of whole host-local days ('YYYY-MM-DD', both ends included) without any slot. */
  timeOff?: readonly { startDate: string; endDate: string }[];
  /**
   * No slot starts sooner than this many minutes after `now`. null or absent: the default rules,
   * 30 minutes, and 2 hours for a high-priority link's slots today.
   */
  minimumNotice?: number | null;
  /** At most this many bookings of the link per host-local day (null or absent: no limit). */
  dailyLimit?: number | null;
  /** The link's bookings per host-local date ('YYYY-MM-DD'), counted against `dailyLimit`. */
  bookingsPerDay?: Readonly<Record<string, number>>;
}

export const SLOT_STEP_MINUTES = 30;
export const MIN_NOTICE_MINUTES = 30;
export const HIGH_PRIORITY_SAME_DAY_LEAD_MINUTES = 120;
export const DEFAULT_BUFFER_MINUTES = 15;
export const AM_PM_CUTOFF_HOUR = 12;
export const HIGH_PRIORITY_WINDOW_HOURS = 336;
export const STANDARD_WINDOW_HOURS = 504;

const workday: DayAvailability = { enabled: true, startHour: 9, endHour: 17 };
const weekend: DayAvailability = { enabled: false, startHour: 9, endHour: 17 };

/** Used when the host has no preferences: Monday-Friday 9-17 in UTC, 15-minute buffer. */
export const DEFAULT_SLOT_PREFERENCES: Readonly<SlotPreferences> = Object.freeze({
  timePreference: 'both',
  timezone: 'UTC',
  dayAvailability: Object.freeze({
    '0': weekend,
    '1': workday,
    '2': workday,
    '3': workday,
    '4': workday,
    '5': workday,
    '6': weekend,
  }),
  bufferTime: DEFAULT_BUFFER_MINUTES,
  noBufferNeeded: false,
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const STEP = SLOT_STEP_MINUTES * MINUTE;

// ---------------------------------------------------------------------------------------------
// Time zones (Intl only; deterministic, independent of the machine's own zone)
// ---------------------------------------------------------------------------------------------

const formatterCache = new Map<string, Intl.DateTimeFormat>();

function makeFormatter(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
}

/** The formatter for a zone; an empty or unknown zone name falls back to UTC. */
function zoneFormatter(timeZone: string | null | undefined): Intl.DateTimeFormat {
  const name = typeof timeZone === 'string' && timeZone.trim() !== '' ? timeZone.trim() : 'UTC';
  let fmt = formatterCache.get(name);
  if (fmt === undefined) {
    try {
      fmt = makeFormatter(name);
    } catch {
      fmt = zoneFormatter('UTC');
    }
    formatterCache.set(name, fmt);
  }
  return fmt;
}

const PARTS = /^(\d+)\D+(\d+)\D+(\d+)\D+(\d+)\D+(\d+)\D+(\d+)$/;

/** UTC offset (ms, east positive) of the zone at instant t. Resolution: whole seconds. */
function offsetAt(fmt: Intl.DateTimeFormat, t: number): number {
  const s = Math.floor(t / 1000) * 1000;
  // format() is about 3x faster than formatToParts(); en-US gives "M/D/YYYY, HH:MM:SS".
  const m = PARTS.exec(fmt.format(s));
  let y: number, mo: number, d: number, h: number, mi: number, se: number;
  if (m) {
    mo = Number(m[1]);
    d = Number(m[2]);
    y = Number(m[3]);
    h = Number(m[4]);
    mi = Number(m[5]);
    se = Number(m[6]);
  } else {
    const p: Record<string, number> = {};
    for (const part of fmt.formatToParts(s)) p[part.type] = Number(part.value);
    y = p.year ?? 0;
    mo = p.month ?? 1;
    d = p.day ?? 1;
    h = p.hour ?? 0;
    mi = p.minute ?? 0;
    se = p.second ?? 0;
  }
  return Date.UTC(y, mo - 1, d, h % 24, mi, se) - s;
}

/** First instant in (a, b] whose offset differs from offsetAt(a); b must already differ. */
function findTransition(fmt: Intl.DateTimeFormat, a: number, b: number, offA: number): number {
  let lo = a;
  let hi = b;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetAt(fmt, mid) === offA) lo = mid;
    else hi = mid;
  }
  return hi;
}

interface OffsetPiece {
  from: number;
  to: number; // exclusive
  offset: number;
}

/** [a, b) cut into stretches of constant UTC offset. */
function offsetPieces(fmt: Intl.DateTimeFormat, a: number, b: number): OffsetPiece[] {
  const pieces: OffsetPiece[] = [];
  let from = a;
  while (from < b) {
    const offFrom = offsetAt(fmt, from);
    const offLast = offsetAt(fmt, b - 1);
    if (offFrom === offLast) {
      pieces.push({ from, to: b, offset: offFrom });
      break;
    }
    const t = findTransition(fmt, from, b - 1, offFrom);
    pieces.push({ from, to: t, offset: offFrom });
    from = t;
  }
  return pieces;
}

/**
 * The instant at which the zone's wall clock reads `minutes` after 00:00 of civil day `dayNum`
 * (days since 1970-01-01). A repeated wall time gives its earlier instant; a skipped one is read
 * with the offset in force before the gap.
 */
function zonedDayMinuteToUtc(fmt: Intl.DateTimeFormat, dayNum: number, minutes: number): number {
  const wall = dayNum * DAY + minutes * MINUTE;
  // Offsets lie within -12 h..+14 h, so the instant lies within wall-14h..wall+12h; probing a day
  // either side gives the offsets in force before and after any transition near that instant.
  const offBefore = offsetAt(fmt, wall - DAY);
  const offAfter = offsetAt(fmt, wall + DAY);
  const tBefore = wall - offBefore;
  const okBefore = offsetAt(fmt, tBefore) === offBefore;
  if (offBefore === offAfter && okBefore) return tBefore;
  const tAfter = wall - offAfter;
  const okAfter = offsetAt(fmt, tAfter) === offAfter;
  if (okBefore && okAfter) return Math.min(tBefore, tAfter);
  if (okBefore) return tBefore;
  if (okAfter) return tAfter;
  // In a gap (or an oddity such as two transitions within two days): try the offset in force
  // at the naive guess, otherwise read it with the offset before the gap.
  const offGuess = offsetAt(fmt, wall - offBefore);
  if (offsetAt(fmt, wall - offGuess) === offGuess) return wall - offGuess;
  return tBefore;
}

/** Civil day number (days since 1970-01-01) of instant t in the zone. */
function localDayNum(fmt: Intl.DateTimeFormat, t: number): number {
  return Math.floor((t + offsetAt(fmt, t)) / DAY);
}

// ---------------------------------------------------------------------------------------------
// Input normalisation
// ---------------------------------------------------------------------------------------------

const ISO_WITHOUT_ZONE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Two decimal digits at s[i], s[i+1], or -1. */
function digits2(s: string, i: number): number {
  const a = s.charCodeAt(i) - 48;
  const b = s.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Fast path for the API's own format, 'YYYY-MM-DDTHH:mm:ss[.fff]' + 'Z' or '±HH:mm' (several
 * times quicker than Date.parse, which matters with thousands of busy intervals). Returns NaN for
 * anything else, which the caller then hands to Date.parse.
 */
function parseIsoFast(s: string): number {
  const n = s.length;
  if (n < 20 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || s.charCodeAt(10) !== 84)
    return NaN;
  if (s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58) return NaN;
  const yHi = digits2(s, 0);
  const yLo = digits2(s, 2);
  const mo = digits2(s, 5);
  const d = digits2(s, 8);
  const h = digits2(s, 11);
  const mi = digits2(s, 14);
  const se = digits2(s, 17);
  if (
    yHi < 0 ||
    yLo < 0 ||
    mo < 1 ||
    mo > 12 ||
    d < 1 ||
    h < 0 ||
    h > 23 ||
    mi < 0 ||
    mi > 59 ||
    se < 0 ||
    se > 59
  ) {
    return NaN;
  }
  const y = yHi * 100 + yLo;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  if (d > (mo === 2 && !leap ? 28 : (DAYS_IN_MONTH[mo - 1] as number))) return NaN;
  let i = 19;
  let ms = 0;
  if (s.charCodeAt(i) === 46) {
    i++;
    const first = i;
    let scale = 100;
    for (; i < n; i++) {
      const c = s.charCodeAt(i) - 48;
      if (c < 0 || c > 9) break;
      ms += c * scale;
      scale /= 10;
    }
    if (i === first) return NaN;
    ms = Math.floor(ms);
  }
  let offset = 0;
  const c = s.charCodeAt(i);
  if (c === 90 && i === n - 1) offset = 0;
  else if ((c === 43 || c === 45) && i === n - 6 && s.charCodeAt(i + 3) === 58) {
    const oh = digits2(s, i + 1);
    const om = digits2(s, i + 4);
    if (oh < 0 || om < 0) return NaN;
    offset = (c === 43 ? 1 : -1) * (oh * 60 + om) * MINUTE;
  } else return NaN;
  return Date.UTC(y, mo - 1, d, h, mi, se, ms) - offset;
}

/** Epoch ms of an instant, NaN when unreadable. Strings without an offset are read as UTC. */
function toMs(value: TimeInput | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string') {
    const fast = parseIsoFast(value);
    if (!Number.isNaN(fast)) return fast;
    const s = value.trim();
    return Date.parse(ISO_WITHOUT_ZONE.test(s) ? `${s.replace(' ', 'T')}Z` : s);
  }
  return NaN;
}

/** A window bound: date-only strings are host-local days (the end bound includes its day). */
function windowBoundMs(value: TimeInput, fmt: Intl.DateTimeFormat, isEnd: boolean): number {
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value.trim());
    if (m) {
      const dayNum = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY;
      return zonedDayMinuteToUtc(fmt, isEnd ? dayNum + 1 : dayNum, 0);
    }
  }
  return toMs(value);
}

function hourToMinutes(hour: number): number {
  if (typeof hour !== 'number' || !Number.isFinite(hour)) return NaN;
  return Math.min(Math.max(Math.round(hour * 60), 0), 24 * 60);
}

function bookingWindowMs(type: LinkType, nowMs: number, fmt: Intl.DateTimeFormat) {
  const today = localDayNum(fmt, nowMs);
  if (type === 'high_priority') {
    return {
      start: zonedDayMinuteToUtc(fmt, today, 0),
      end: nowMs + HIGH_PRIORITY_WINDOW_HOURS * HOUR,
    };
  }
  return {
    start: zonedDayMinuteToUtc(fmt, today + 1, 0),
    end: nowMs + STANDARD_WINDOW_HOURS * HOUR,
  };
}

/**
 * The booking window before clipping to the link's own window: high_priority from the start of
 * today (host zone) to now + 336 h; standard from the start of tomorrow (host zone) to now + 504 h.
 */
export function bookingWindow(
  type: LinkType,
  now: TimeInput,
  hostTimeZone: string,
): { start: Date; end: Date } {
  const nowMs = toMs(now);
  if (Number.isNaN(nowMs)) return { start: new Date(NaN), end: new Date(NaN) };
  const w = bookingWindowMs(type, nowMs, zoneFormatter(hostTimeZone));
  return { start: new Date(w.start), end: new Date(w.end) };
}

interface Context {
  type: LinkType;
  durationMs: number;
  bufferMs: number;
  timePreference: 'am' | 'pm' | 'both';
  dayAvailability: Record<string, DayAvailability>;
  host: Intl.DateTimeFormat;
  visitor: Intl.DateTimeFormat;
  nowMs: number;
  todayNum: number;
  windowStart: number;
  windowEnd: number;
  busy: Interval[];
  dateAvailability: Readonly<Record<string, DayAvailability>>;
  timeOff: readonly { startDate: string; endDate: string }[];
  /** Explicit notice in ms, or null for the default rules. */
  noticeMs: number | null;
  dailyLimit: number | null;
  bookingsPerDay: Readonly<Record<string, number>>;
}

function prepare(input: SlotInput): Context | null {
  const nowMs = toMs(input.now);
  const durationMs = Math.round(input.duration * MINUTE);
  if (Number.isNaN(nowMs) || !Number.isFinite(durationMs) || durationMs <= 0) return null;

  const prefs: Readonly<SlotPreferences> = input.preferences ?? DEFAULT_SLOT_PREFERENCES;
  const host = zoneFormatter(prefs.timezone);
  const buffer = prefs.bufferTime;
  const bufferMinutes = prefs.noBufferNeeded
    ? 0
    : typeof buffer === 'number' && Number.isFinite(buffer) && buffer >= 0
      ? buffer
      : DEFAULT_BUFFER_MINUTES;

  const w = bookingWindowMs(input.type, nowMs, host);
  let windowStart = w.start;
  let windowEnd = w.end;
  if (input.window) {
    const s = windowBoundMs(input.window.startDate, host, false);
    const e = windowBoundMs(input.window.endDate, host, true);
    if (Number.isNaN(s) || Number.isNaN(e)) return null;
    windowStart = Math.max(windowStart, s);
    windowEnd = Math.min(windowEnd, e);
  }

  return {
    type: input.type,
    durationMs,
    bufferMs: Math.round(bufferMinutes * MINUTE),
    // anything but 'am' or 'pm' (e.g. a missing field) means no preference
    timePreference:
      prefs.timePreference === 'am' || prefs.timePreference === 'pm'
        ? prefs.timePreference
        : 'both',
    dayAvailability: prefs.dayAvailability ?? {},
    host,
    visitor: zoneFormatter(input.visitorTimeZone),
    nowMs,
    todayNum: localDayNum(host, nowMs),
    windowStart,
    windowEnd,
    busy: Array.isArray(input.busy) ? input.busy : [],
    dateAvailability: input.dateAvailability ?? {},
    timeOff: Array.isArray(input.timeOff) ? input.timeOff : [],
    noticeMs:
      typeof input.minimumNotice === 'number' &&
      Number.isFinite(input.minimumNotice) &&
      input.minimumNotice >= 0
        ? Math.round(input.minimumNotice * MINUTE)
        : null,
    dailyLimit:
      typeof input.dailyLimit === 'number' && Number.isFinite(input.dailyLimit)
        ? Math.max(0, Math.floor(input.dailyLimit))
        : null,
    bookingsPerDay: input.bookingsPerDay ?? {},
  };
}

/** Whether host-local date `key` lies in one of the time-off ranges (ends included). */
function inTimeOff(
  ranges: readonly { startDate: string; endDate: string }[],
  key: string,
): boolean {
  for (const r of ranges) if (r.startDate <= key && key <= r.endDate) return true;
  return false;
}

/**
 * Why no slot of host-local day `key` can be offered by the day's own rules, or null: time off
 * first, then a full day. Hours (weekday or override) are not judged here.
 */
export function dayClosure(
  input: Pick<SlotInput, 'timeOff' | 'dailyLimit' | 'bookingsPerDay'>,
  key: string,
): 'time_off' | 'daily_limit' | null {
  if (Array.isArray(input.timeOff) && inTimeOff(input.timeOff, key)) return 'time_off';
  const limit = input.dailyLimit;
  if (typeof limit === 'number' && (input.bookingsPerDay?.[key] ?? 0) >= limit) {
    return 'daily_limit';
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Busy intervals
// ---------------------------------------------------------------------------------------------

interface Merged {
  starts: Float64Array;
  ends: Float64Array;
  length: number;
}

/**
 * Widened busy intervals that touch [from, to), as their union: disjoint, sorted, non-touching.
 *
 * Input already ordered by start is merged in one linear pass. Otherwise: the union depends only
 * on the multisets of starts and of ends, so both are sorted on their own
 * (native numeric sort of Float64Arrays, no comparator) and swept together, keeping a count of
 * open intervals: a merged interval opens when the count leaves 0 and closes when it returns.
 */
function mergeBusy(busy: Interval[], bufferMs: number, from: number, to: number): Merged {
  const n = busy.length;
  const starts = new Float64Array(n);
  const ends = new Float64Array(n);
  let k = 0;
  let ordered = true;
  for (let i = 0; i < n; i++) {
    const b = busy[i];
    if (!b) continue;
    let s = toMs(b.start);
    let e = toMs(b.end);
    if (Number.isNaN(s) || Number.isNaN(e)) continue; // cannot be placed
    if (e < s) [s, e] = [e, s]; // reversed: keep it blocking rather than drop it
    s -= bufferMs;
    e += bufferMs;
    if (e <= from || s >= to) continue; // cannot touch any candidate
    if (k > 0 && s < (starts[k - 1] as number)) ordered = false;
    starts[k] = s;
    ends[k] = e;
    k++;
  }

  const outStarts = new Float64Array(k);
  const outEnds = new Float64Array(k);
  let m = 0;

  if (ordered) {
    // Already ordered by start (the usual answer from a calendar API): one linear pass.
    for (let x = 0; x < k; x++) {
      const s = starts[x] as number;
      const e = ends[x] as number;
      if (m > 0 && s <= (outEnds[m - 1] as number)) {
        if (e > (outEnds[m - 1] as number)) outEnds[m - 1] = e;
      } else {
        outStarts[m] = s;
        outEnds[m] = e;
        m++;
      }
    }
    return { starts: outStarts, ends: outEnds, length: m };
  }

  const S = starts.subarray(0, k).sort();
  const E = ends.subarray(0, k).sort();
  let open = 0;
  let i = 0;
  let j = 0;
  let segmentStart = 0;
  // The i-th smallest end is never before the i-th smallest start, so `open` never goes negative;
  // on ties starts go first, which joins touching intervals.
  while (i < k) {
    const s = S[i] as number;
    const e = E[j] as number;
    if (s <= e) {
      if (open === 0) segmentStart = s;
      open++;
      i++;
    } else {
      open--;
      j++;
      if (open === 0) {
        outStarts[m] = segmentStart;
        outEnds[m] = e;
        m++;
      }
    }
  }
  if (open > 0) {
    outStarts[m] = segmentStart;
    outEnds[m] = E[k - 1] as number;
    m++;
  }
  return { starts: outStarts, ends: outEnds, length: m };
}

// ---------------------------------------------------------------------------------------------
// Candidate generation
// ---------------------------------------------------------------------------------------------

/** Start instants (ascending, distinct) of the free slots lying entirely inside [from, to]. */
function collectStarts(ctx: Context, from: number, to: number): number[] {
  const out: number[] = [];
  const rangeStart = Math.max(from, ctx.windowStart);
  const rangeEnd = Math.min(to, ctx.windowEnd);
  const dur = ctx.durationMs;
  if (!(rangeStart + dur <= rangeEnd)) return out;

  const busy = mergeBusy(ctx.busy, ctx.bufferMs, rangeStart, rangeEnd);
  let p = 0;

  const minStart = ctx.nowMs + (ctx.noticeMs ?? MIN_NOTICE_MINUTES * MINUTE);
  const sameDayMinStart = ctx.nowMs + HIGH_PRIORITY_SAME_DAY_LEAD_MINUTES * MINUTE;
  const firstDay = localDayNum(ctx.host, rangeStart);
  const lastDay = localDayNum(ctx.host, rangeEnd);
  let last = -Infinity;

  // Fast path: all of local day n lies between the instants probe(n) and probe(n + 3) whatever
  // the offset (-12 h..+14 h). When the offset is the same at both probes, the day has no
  // transition (zones never change offset twice within three days), so its wall times convert
  // with that one offset. Probes are shared by neighbouring days: about one Intl call a day.
  const probes = new Map<number, number>();
  const probe = (n: number): number => {
    let o = probes.get(n);
    if (o === undefined) {
      o = offsetAt(ctx.host, n * DAY - 14 * HOUR);
      probes.set(n, o);
    }
    return o;
  };

  for (let dayNum = firstDay; dayNum <= lastDay; dayNum++) {
    const dow = (((dayNum + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday; Sunday = 0
    // Date rules, by the host-local date: time off, then a full day, then the date's own hours.
    const dateKey = civilDate(dayNum);
    if (ctx.timeOff.length > 0 && inTimeOff(ctx.timeOff, dateKey)) continue;
    if (ctx.dailyLimit !== null && (ctx.bookingsPerDay[dateKey] ?? 0) >= ctx.dailyLimit) continue;
    const avail = ctx.dateAvailability[dateKey] ?? ctx.dayAvailability[String(dow)];
    if (!avail || avail.enabled !== true) continue;
    const startMin = hourToMinutes(avail.startHour);
    const endMin = hourToMinutes(avail.endHour);
    if (!(endMin > startMin)) continue; // endHour <= startHour: no window that day

    // The day's window, from the calendar date and the wall-clock hours (DST-safe).
    const dayWall = dayNum * DAY;
    const dayOffset = probe(dayNum);
    const uniform = dayOffset === probe(dayNum + 3);
    const dayStart = uniform
      ? dayWall + startMin * MINUTE - dayOffset
      : zonedDayMinuteToUtc(ctx.host, dayNum, startMin);
    const dayEnd = uniform
      ? dayWall + endMin * MINUTE - dayOffset
      : zonedDayMinuteToUtc(ctx.host, dayNum, endMin);

    let lo = Math.max(dayStart, rangeStart, minStart);
    // high_priority today: the window starts at the later of the day's start and now, and
    // today's slots need 2 hours of lead time (which implies the former), unless the link sets
    // its own minimum notice, which then replaces both default rules.
    if (ctx.noticeMs === null && ctx.type === 'high_priority' && dayNum === ctx.todayNum) {
      lo = Math.max(lo, sameDayMinStart);
    }
    const hi = Math.min(dayEnd, rangeEnd);
    const lastStart = hi - dur;
    if (lo > lastStart) continue;

    const pieces = uniform
      ? [{ from: lo, to: lastStart + 1, offset: dayOffset }]
      : offsetPieces(ctx.host, lo, lastStart + 1);
    for (const piece of pieces) {
      const off = piece.offset;
      // First instant of this piece whose host-local wall time is on a :00/:30 boundary.
      let t = Math.ceil((piece.from + off) / STEP) * STEP - off;
      for (; t < piece.to; t += STEP) {
        if (ctx.type === 'standard' && ctx.timePreference !== 'both') {
          // am/pm is judged in the HOST's zone, not the viewer's: the viewer's zone would let a
          // visitor abroad book the host's afternoon under a 'Morning (AM)' preference
          // (docs/decisions.md). high_priority links ignore am/pm.
          const isAm = t + off - dayWall < AM_PM_CUTOFF_HOUR * HOUR;
          if (isAm !== (ctx.timePreference === 'am')) continue;
        }
        const end = t + dur;
        while (p < busy.length && (busy.ends[p] as number) <= t) p++;
        if (p < busy.length && (busy.starts[p] as number) < end) continue; // overlaps busy+buffer
        if (t > last) {
          out.push(t);
          last = t;
        }
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** 'YYYY-MM-DD' of a civil day number. */
function civilDate(dayNum: number): string {
  return new Date(dayNum * DAY).toISOString().slice(0, 10);
}

/**
 * Instant -> ISO 8601 UTC with milliseconds, as Date#toISOString gives it, but with the date part
 * computed once per day (toISOString costs about a microsecond, a third of the whole budget).
 */
function makeIsoFormatter(): (t: number) => string {
  let cachedDay = NaN;
  let cachedDate = '';
  return (t) => {
    const day = Math.floor(t / DAY);
    if (day !== cachedDay) {
      cachedDay = day;
      cachedDate = civilDate(day);
    }
    let rest = t - day * DAY;
    const h = Math.floor(rest / HOUR);
    rest -= h * HOUR;
    const m = Math.floor(rest / MINUTE);
    rest -= m * MINUTE;
    const sec = Math.floor(rest / 1000);
    const ms = rest - sec * 1000;
    return `${cachedDate}T${pad2(h)}:${pad2(m)}:${pad2(sec)}.${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z`;
  };
}

/** Free slots grouped by the visitor's local date of their start. */
export function generateSlots(input: SlotInput): SlotsByDate {
  const ctx = prepare(input);
  if (!ctx) return {};
  const starts = collectStarts(ctx, ctx.windowStart, ctx.windowEnd);

  const iso = makeIsoFormatter();
  const groups = new Map<string, Slot[]>();
  let keyDay = NaN;
  let key = '';
  // The visitor's offset is looked up once per stretch of constant offset, not once per slot.
  let pieceFrom = Infinity;
  let pieceTo = -Infinity;
  let off = 0;
  for (const t of starts) {
    if (t < pieceFrom || t >= pieceTo) {
      off = offsetAt(ctx.visitor, t);
      pieceFrom = t;
      const ahead = t + DAY;
      pieceTo =
        offsetAt(ctx.visitor, ahead) === off ? ahead : findTransition(ctx.visitor, t, ahead, off);
    }
    const wall = t + off;
    const dayNum = Math.floor(wall / DAY);
    const minuteOfDay = Math.floor((wall - dayNum * DAY) / MINUTE);
    const h = Math.floor(minuteOfDay / 60);
    const label = `${h % 12 === 0 ? 12 : h % 12}:${pad2(minuteOfDay % 60)} ${h < 12 ? 'AM' : 'PM'}`;
    if (dayNum !== keyDay) {
      keyDay = dayNum;
      key = civilDate(dayNum);
    }
    const slot: Slot = { start: iso(t), end: iso(t + ctx.durationMs), label };
    const list = groups.get(key);
    if (list) list.push(slot);
    else groups.set(key, [slot]);
  }

  const result: SlotsByDate = {};
  for (const key of [...groups.keys()].sort()) {
    const list = groups.get(key);
    if (list) result[key] = list;
  }
  return result;
}

/**
 * True iff exactly this slot (same start instant, length = duration) is among the slots that
 * generateSlots would offer for this input. Used to re-check a booking before accepting it.
 */
export function isSlotAvailable(input: SlotInput, startIso: TimeInput, endIso: TimeInput): boolean {
  const start = toMs(startIso);
  const end = toMs(endIso);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  const ctx = prepare(input);
  if (!ctx || end - start !== ctx.durationMs) return false;
  // Restricting the range to the slot itself leaves only this start possible; alignment is by
  // the host's wall clock, not by the range, so the answer equals generateSlots' one.
  const starts = collectStarts(ctx, start, end);
  return starts.length === 1 && starts[0] === start;
}

/** The host-local date ('YYYY-MM-DD') of an instant; '' when the instant cannot be read. */
export function localDateOf(instant: TimeInput, timeZone: string): string {
  const t = toMs(instant);
  if (Number.isNaN(t)) return '';
  return civilDate(localDayNum(zoneFormatter(timeZone), t));
}

/** The earliest start a slot may have at `now` on the given host-local day, by the notice rules. */
export function earliestStart(
  input: Pick<SlotInput, 'type' | 'minimumNotice' | 'now' | 'preferences'>,
  startDate: string,
): number {
  const nowMs = toMs(input.now);
  const notice = input.minimumNotice;
  if (typeof notice === 'number' && Number.isFinite(notice) && notice >= 0) {
    return nowMs + Math.round(notice * MINUTE);
  }
  const zone = (input.preferences ?? DEFAULT_SLOT_PREFERENCES).timezone;
  const today = civilDate(localDayNum(zoneFormatter(zone), nowMs));
  const sameDay = input.type === 'high_priority' && startDate === today;
  return nowMs + (sameDay ? HIGH_PRIORITY_SAME_DAY_LEAD_MINUTES : MIN_NOTICE_MINUTES) * MINUTE;
}
