/**
 * The slot engine's rules before any slot is made: the booking window, the notice rules, the date
 * rules (time off, daily limits), and the normalised context the generator works from.
 */

import {
  DEFAULT_BUFFER_MINUTES,
  DEFAULT_SLOT_INTERVAL,
  DEFAULT_SLOT_PREFERENCES,
  DEFAULT_WINDOW_DAYS,
  HIGH_PRIORITY_SAME_DAY_LEAD_MINUTES,
  MAX_WINDOW_DAYS,
  MIN_NOTICE_MINUTES,
  MIN_WINDOW_DAYS,
  SLOT_INTERVALS,
  type Interval,
  type SlotInput,
  type SlotInterval,
  type SlotPreferences,
  type TimeInput,
} from './types';
import { toMs, windowBoundMs } from './input';
import { dayNumAt, instantAt, zoneClockOrUtc, type ZoneClock } from '../zone-clock';
import { civilDateOfDay, HOUR_MS, MINUTE_MS } from '../civil-date';
import type { DayAvailability, TimePreference } from '../preferences';
import type { LinkType } from '../links';

/**
 * The clock of a host's or visitor's zone. The engine promises that a missing, empty or unknown
 * zone is read as UTC (a name with spaces around it is read without them).
 */
export function slotClock(zone: string | null | undefined): ZoneClock {
  return zoneClockOrUtc(typeof zone === 'string' ? zone.trim() : zone);
}

/** A link's booking window in days: a whole number from 1 to 60, else the type's default. */
export function windowDaysOf(type: LinkType, days: number | null | undefined): number {
  return typeof days === 'number' &&
    Number.isInteger(days) &&
    days >= MIN_WINDOW_DAYS &&
    days <= MAX_WINDOW_DAYS
    ? days
    : DEFAULT_WINDOW_DAYS[type];
}

/** A link's minutes between start times: 15, 30 or 60, else 30. */
export function slotIntervalOf(interval: number | null | undefined): SlotInterval {
  return SLOT_INTERVALS.find((i) => i === interval) ?? DEFAULT_SLOT_INTERVAL;
}

/** A minimum notice the engine honours: a finite number of minutes, zero or more; else null. */
export function noticeMinutesOf(notice: number | null | undefined): number | null {
  return typeof notice === 'number' && Number.isFinite(notice) && notice >= 0 ? notice : null;
}

/**
 * Whether the link offers the host's today: a high_priority link always, and any link with its
 * own minimum notice (same-day with notice: today from now + the notice, on the link's grid).
 */
export function offersToday(type: LinkType, minimumNotice?: number | null): boolean {
  return type === 'high_priority' || noticeMinutesOf(minimumNotice) !== null;
}

function bookingWindowMs(
  type: LinkType,
  nowMs: number,
  fmt: ZoneClock,
  days: number,
  minimumNotice: number | null | undefined,
) {
  const today = dayNumAt(fmt, nowMs);
  return {
    start: instantAt(fmt, offersToday(type, minimumNotice) ? today : today + 1, 0),
    end: nowMs + days * 24 * HOUR_MS,
  };
}

/**
 * The booking window before clipping to the link's own window: high_priority from the start of
 * today (host zone), standard from the start of tomorrow (host zone), to now + `windowDays` × 24 h
 * (by default 14 days, 336 h, and 21 days, 504 h). A link with its own minimum notice starts
 * today too: its notice, not the day, keeps the visitor from booking too soon.
 */
export function bookingWindow(
  type: LinkType,
  now: TimeInput,
  hostTimeZone: string,
  windowDays?: number | null,
  minimumNotice?: number | null,
): { start: Date; end: Date } {
  const nowMs = toMs(now);
  if (Number.isNaN(nowMs)) return { start: new Date(NaN), end: new Date(NaN) };
  const w = bookingWindowMs(
    type,
    nowMs,
    slotClock(hostTimeZone),
    windowDaysOf(type, windowDays),
    minimumNotice,
  );
  return { start: new Date(w.start), end: new Date(w.end) };
}

export interface Context {
  type: LinkType;
  durationMs: number;
  /** Between start times, counted from each range's start. */
  stepMs: number;
  bufferMs: number;
  timePreference: TimePreference;
  dayAvailability: Record<string, DayAvailability>;
  host: ZoneClock;
  visitor: ZoneClock;
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

export function prepare(input: SlotInput): Context | null {
  const nowMs = toMs(input.now);
  const durationMs = Math.round(input.duration * MINUTE_MS);
  if (Number.isNaN(nowMs) || !Number.isFinite(durationMs) || durationMs <= 0) return null;

  const prefs: Readonly<SlotPreferences> = input.preferences ?? DEFAULT_SLOT_PREFERENCES;
  const host = slotClock(prefs.timezone);
  const buffer = prefs.bufferTime;
  const bufferMinutes = prefs.noBufferNeeded
    ? 0
    : typeof buffer === 'number' && Number.isFinite(buffer) && buffer >= 0
      ? buffer
      : DEFAULT_BUFFER_MINUTES;

  const w = bookingWindowMs(
    input.type,
    nowMs,
    host,
    windowDaysOf(input.type, input.windowDays),
    input.minimumNotice,
  );
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
    stepMs: slotIntervalOf(input.interval) * MINUTE_MS,
    bufferMs: Math.round(bufferMinutes * MINUTE_MS),
    // anything but 'am' or 'pm' (e.g. a missing field) means no preference
    timePreference:
      prefs.timePreference === 'am' || prefs.timePreference === 'pm'
        ? prefs.timePreference
        : 'both',
    dayAvailability: prefs.dayAvailability ?? {},
    host,
    visitor: slotClock(input.visitorTimeZone),
    nowMs,
    todayNum: dayNumAt(host, nowMs),
    windowStart,
    windowEnd,
    busy: Array.isArray(input.busy) ? input.busy : [],
    dateAvailability: input.dateAvailability ?? {},
    timeOff: Array.isArray(input.timeOff) ? input.timeOff : [],
    noticeMs:
      noticeMinutesOf(input.minimumNotice) === null
        ? null
        : Math.round((input.minimumNotice as number) * MINUTE_MS),
    dailyLimit:
      typeof input.dailyLimit === 'number' && Number.isFinite(input.dailyLimit)
        ? Math.max(0, Math.floor(input.dailyLimit))
        : null,
    bookingsPerDay: input.bookingsPerDay ?? {},
  };
}

/** Whether host-local date `key` lies in one of the time-off ranges (ends included). */
export function inTimeOff(
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

/** The host-local date ('YYYY-MM-DD') of an instant; '' when the instant cannot be read. */
export function localDateOf(instant: TimeInput, timeZone: string): string {
  const t = toMs(instant);
  if (Number.isNaN(t)) return '';
  return civilDateOfDay(dayNumAt(slotClock(timeZone), t));
}

/** The earliest start a slot may have at `now` on the given host-local day, by the notice rules. */
export function earliestStart(
  input: Pick<SlotInput, 'type' | 'minimumNotice' | 'now' | 'preferences'>,
  startDate: string,
): number {
  const nowMs = toMs(input.now);
  const notice = input.minimumNotice;
  if (typeof notice === 'number' && Number.isFinite(notice) && notice >= 0) {
    return nowMs + Math.round(notice * MINUTE_MS);
  }
  const zone = (input.preferences ?? DEFAULT_SLOT_PREFERENCES).timezone;
  const today = civilDateOfDay(dayNumAt(slotClock(zone), nowMs));
  const sameDay = input.type === 'high_priority' && startDate === today;
  return nowMs + (sameDay ? HIGH_PRIORITY_SAME_DAY_LEAD_MINUTES : MIN_NOTICE_MINUTES) * MINUTE_MS;
}
