/**
 * Calendar analysis: derives meeting preferences from a host's past meetings, the way the real
 * backend reads the primary Google calendar. Pure and deterministic: the clock and the zone are
 * passed in.
 *
 * Rules (the contract states them too: openapi/openapi.yaml, "Calendar analysis"):
 * - the meetings looked at are those that started within the last 90 days and have ended by
 *   `now` (all-day-like events longer than 8 hours are ignored);
 * - working days are the weekdays holding meetings; a weekday counts when it holds at least 20 %
 *   as many meetings as the busiest weekday, and at least two (unless no weekday holds more than
 *   one), so one stray Sunday call does not open Sundays;
 * - working hours come from the typical first start and last end of the working days' dates: the
 *   lower quartile of the first starts and the upper quartile of the last ends (the span that
 *   holds the meetings on most days, unbiased by a few short days), rounded outwards to whole
 *   hours (end at most 23, the contract's maximum), and never longer than MAX_WORKDAY_HOURS: a
 *   wider spread keeps the 12-hour window that holds the most meetings;
 * - everything is read in the zone the meetings were held in (the calendar's own, `zone`), which
 *   is also the zone proposed: never in a zone the host switched to later, where a New York
 *   calendar would spread over the whole day;
 * - the time preference is `am` when at least 70 % of meetings start before 12:00 (host time),
 *   `pm` when at most 30 % do, else `both`;
 * - the buffer is the median gap between consecutive meetings of a day that are at most an hour
 *   apart (back-to-back or nearly: longer breaks are lunch or free time), rounded to 5 minutes (0 means back-to-back: `noBufferNeeded`); without such gaps the
 *   current buffer is kept.
 * Without any meeting the current preferences are kept as they are.
 */
import {
  DAY_KEYS,
  MAX_BUFFER_TIME,
  type DayAvailabilityMap,
  type EditablePreferences,
  type TimePreference,
} from '../../src/domain/preferences';
import { civilDate, localParts } from '../time';
import { dayNumber, HOUR_MS } from '../../src/domain/civil-date';

export const LOOKBACK_DAYS = 90;
export const WORKING_DAY_SHARE = 0.2;
export const AM_SHARE = 0.7;
export const PM_SHARE = 0.3;
export const MAX_GAP_MINUTES = 60;
/** No analysis proposes a longer working day than this many hours. */
export const MAX_WORKDAY_HOURS = 12;
const MAX_EVENT_MS = 8 * HOUR_MS;

export interface AnalysisMeeting {
  startTime: string;
  endTime: string;
}

export interface AnalysisInput {
  meetings: readonly AnalysisMeeting[];
  /** The host's current editable preferences. */
  current: EditablePreferences;
  /** The zone the meetings were held in (the calendar's own); the current zone when unknown. */
  zone?: string;
  now: Date | number;
}

/** What the analysis saw, in numbers and in words (shown by the Preferences banner). */
export interface AnalysisEvidence {
  kind: 'working_hours' | 'time_of_day';
  /** Meetings that fit the finding… */
  count: number;
  /** …of the meetings looked at. */
  total: number;
  /** "31 of your last 42 meetings were between 10 AM and 4 PM on weekdays". */
  text: string;
}

export interface AnalysisOutput {
  preferences: EditablePreferences;
  evidence: AnalysisEvidence[];
  totalMeetingsAnalyzed: number;
  workingDays: number[];
  workingHoursStart: number;
  workingHoursEnd: number;
}

/** The q-quantile (0..1) by linear interpolation; 0 for no values. */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const a = sorted[lo] ?? 0;
  const b = sorted[Math.min(lo + 1, sorted.length - 1)] ?? a;
  return a + (b - a) * (pos - lo);
}

function median(values: number[]): number {
  return quantile(values, 0.5);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

interface Placed {
  start: number;
  end: number;
  /** Civil day number of the start in the host's zone. */
  day: number;
  dow: number;
  /** Minutes after local midnight of the start day. */
  startMinute: number;
  endMinute: number;
}

export function analyzeMeetings({
  meetings,
  current,
  now,
  zone = current.timezone,
}: AnalysisInput): AnalysisOutput {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const earliest = nowMs - LOOKBACK_DAYS * 86_400_000;

  const placed: Placed[] = [];
  for (const meeting of meetings) {
    const start = Date.parse(meeting.startTime);
    const end = Date.parse(meeting.endTime);
    if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) continue;
    if (start < earliest || end > nowMs || end - start > MAX_EVENT_MS) continue;
    const p = localParts(start, zone);
    const day = dayNumber(p);
    const startMinute = p.hour * 60 + p.minute;
    const endDay = dayNumber(civilDate(end, zone));
    const e = localParts(end, zone);
    const endMinute = endDay > day ? 24 * 60 : e.hour * 60 + e.minute;
    placed.push({ start, end, day, dow: p.dow, startMinute, endMinute });
  }
  placed.sort((a, b) => a.start - b.start || a.end - b.end);

  if (placed.length === 0) {
    // The editable fields only: the handler spreads them over the recorded analysis.
    const { timePreference, timezone, dayAvailability, bufferTime, noBufferNeeded } = current;
    return {
      preferences: structuredClone({
        timePreference,
        timezone,
        dayAvailability,
        bufferTime,
        noBufferNeeded,
        timeOff: current.timeOff ?? [],
        dateOverrides: current.dateOverrides ?? [],
      }),
      evidence: [],
      totalMeetingsAnalyzed: 0,
      ...summary(current.dayAvailability),
    };
  }

  // Working days.
  const perDow = [0, 0, 0, 0, 0, 0, 0];
  for (const m of placed) perDow[m.dow] = (perDow[m.dow] ?? 0) + 1;
  const busiest = Math.max(...perDow);
  const workingDays = perDow
    .map((count, dow) => ({ count, dow }))
    .filter(
      ({ count }) =>
        count > 0 && count >= Math.max(Math.min(2, busiest), busiest * WORKING_DAY_SHARE),
    )
    .map(({ dow }) => dow);

  // Working hours, from the dates of the working days.
  const byDay = new Map<number, Placed[]>();
  for (const m of placed) {
    const list = byDay.get(m.day);
    if (list) list.push(m);
    else byDay.set(m.day, [m]);
  }
  const firstStarts: number[] = [];
  const lastEnds: number[] = [];
  for (const list of byDay.values()) {
    const first = list[0];
    if (!first || !workingDays.includes(first.dow)) continue;
    firstStarts.push(Math.min(...list.map((m) => m.startMinute)));
    lastEnds.push(Math.max(...list.map((m) => m.endMinute)));
  }
  const spread = {
    start: clamp(Math.floor(quantile(firstStarts, 0.25) / 60), 0, 22),
    end: clamp(Math.ceil(quantile(lastEnds, 0.75) / 60), 1, 23),
  };
  const { start: startHour, end: endHour } =
    spread.end - spread.start > MAX_WORKDAY_HOURS
      ? busiestWindow(placed.filter((m) => workingDays.includes(m.dow)))
      : { start: spread.start, end: Math.max(spread.end, spread.start + 1) };

  // Morning or afternoon.
  const amShare = placed.filter((m) => m.startMinute < 12 * 60).length / placed.length;
  const timePreference: TimePreference =
    amShare >= AM_SHARE ? 'am' : amShare <= PM_SHARE ? 'pm' : 'both';

  // Typical gap between consecutive meetings of a day.
  const gaps: number[] = [];
  for (const list of byDay.values()) {
    let busyUntil = list[0]?.end ?? 0;
    for (const m of list.slice(1)) {
      const gap = (m.start - busyUntil) / 60_000;
      if (gap >= 0 && gap <= MAX_GAP_MINUTES) gaps.push(gap);
      busyUntil = Math.max(busyUntil, m.end);
    }
  }
  let bufferTime = current.bufferTime;
  let noBufferNeeded = current.noBufferNeeded;
  if (gaps.length > 0) {
    bufferTime = clamp(Math.round(median(gaps) / 5) * 5, 0, MAX_BUFFER_TIME);
    noBufferNeeded = bufferTime === 0;
  }

  const dayAvailability = {} as DayAvailabilityMap;
  for (const key of DAY_KEYS) {
    dayAvailability[key] = {
      enabled: workingDays.includes(Number(key)),
      startHour,
      endHour,
    };
  }

  const evidence = explain(placed, workingDays, startHour, endHour, amShare);

  return {
    evidence,
    preferences: {
      timePreference,
      timezone: zone,
      dayAvailability,
      bufferTime,
      noBufferNeeded,
      // Dates are the host's own plans: an analysis of past meetings never changes them.
      timeOff: structuredClone(current.timeOff ?? []),
      dateOverrides: structuredClone(current.dateOverrides ?? []),
    },
    totalMeetingsAnalyzed: placed.length,
    workingDays,
    workingHoursStart: startHour,
    workingHoursEnd: endHour,
  };
}

/**
 * The MAX_WORKDAY_HOURS-long window of whole hours holding the most meetings (whole meetings
 * count; ties go to the earliest), for a spread too wide to be one person's working day.
 */
function busiestWindow(meetings: readonly Placed[]): { start: number; end: number } {
  let best = { start: 9, end: 9 + MAX_WORKDAY_HOURS, count: -1 };
  for (let start = 0; start + MAX_WORKDAY_HOURS <= 23; start++) {
    const end = start + MAX_WORKDAY_HOURS;
    const count = meetings.filter(
      (m) => m.startMinute >= start * 60 && m.endMinute <= end * 60,
    ).length;
    if (count > best.count) best = { start, end, count };
  }
  return { start: best.start, end: best.end };
}

/** The working-pattern summary of a day map (enabled days; earliest start, latest end). */
function summary(
  map: DayAvailabilityMap,
): Pick<AnalysisOutput, 'workingDays' | 'workingHoursStart' | 'workingHoursEnd'> {
  const enabled = DAY_KEYS.filter((key) => map[key].enabled);
  const days = enabled.length > 0 ? enabled : DAY_KEYS;
  return {
    workingDays: enabled.map(Number),
    workingHoursStart: Math.min(...days.map((key) => map[key].startHour)),
    workingHoursEnd: Math.max(...days.map((key) => map[key].endHour)),
  };
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "10 AM", "12 PM", "4:30 PM" (whole hours here). */
function hourWords(hour: number): string {
  const h = hour % 24;
  return `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "on weekdays", "on Mon–Thu", "on Mon, Wed and Fri", "every day". */
function daysWords(days: readonly number[]): string {
  const sorted = [...days].sort((a, b) => a - b);
  if (sorted.join() === '1,2,3,4,5') return 'on weekdays';
  if (sorted.length === 7) return 'on any day';
  const contiguous = sorted.every((d, i) => i === 0 || d === sorted[i - 1]! + 1);
  if (contiguous && sorted.length > 2)
    return `on ${DAY_NAMES[sorted[0]!]}–${DAY_NAMES[sorted.at(-1)!]}`;
  const names = sorted.map((d) => DAY_NAMES[d]!);
  return `on ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]}`;
}

/**
 * The evidence behind the findings: how many of the meetings looked at lie inside the working
 * hours on the working days, and how many started in the morning.
 */
function explain(
  placed: readonly Placed[],
  workingDays: readonly number[],
  startHour: number,
  endHour: number,
  amShare: number,
): AnalysisEvidence[] {
  const total = placed.length;
  const inHours = placed.filter(
    (m) =>
      workingDays.includes(m.dow) && m.startMinute >= startHour * 60 && m.endMinute <= endHour * 60,
  ).length;
  const mornings = Math.round(amShare * total);
  const last = `of your last ${total} ${total === 1 ? 'meeting' : 'meetings'}`;
  return [
    {
      kind: 'working_hours',
      count: inHours,
      total,
      text: `${inHours} ${last} ${inHours === 1 ? 'was' : 'were'} between ${hourWords(startHour)} and ${hourWords(endHour)} ${daysWords(workingDays)}`,
    },
    {
      kind: 'time_of_day',
      count: mornings,
      total,
      text: `${mornings} ${last} started before noon`,
    },
  ];
}
