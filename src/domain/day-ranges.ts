/**
 * A day's time ranges: the windows of a weekday or a date override, in minutes after the
 * host-local midnight, `[start, end)`, on quarter hours, ending at midnight (1440) at the latest.
 * Pure: no I/O, no clock.
 *
 * The contract keeps `startHour`/`endHour` for older clients: without `ranges` they are the day's
 * one range; with `ranges` they only describe the first one, as the whole hours inside it
 * (`hoursOfRange`). See docs/decisions.md ("Several ranges a day").
 */
import type { components } from '../api/schema.gen';
import { MINUTES_PER_DAY } from './civil-date';

/** One window of a day, minutes after the host-local midnight (generated from the contract). */
export type TimeRange = components['schemas']['TimeRange'];

/** The parts of a day (weekday or date override) that carry its hours. */
export interface DayHours {
  startHour: number;
  endHour: number;
  ranges?: readonly TimeRange[] | undefined;
}

export { MINUTES_PER_DAY };
export const QUARTER_HOUR = 15;
export const MAX_RANGES_PER_DAY = 12;

export const RANGE_END_NOT_AFTER_START = 'End time must be after start time';
export const RANGE_OVERLAPS = 'This range overlaps another range of the day';
export const RANGE_NOT_QUARTER_HOUR = 'Times must be on a quarter hour';

/** The start choices: 12:00 AM to 11:45 PM, every quarter hour (minutes). */
export const RANGE_START_MINUTES: readonly number[] = Array.from(
  { length: MINUTES_PER_DAY / QUARTER_HOUR },
  (_, i) => i * QUARTER_HOUR,
);
/** The end choices: 12:15 AM to midnight at the day's end (1440), every quarter hour. */
export const RANGE_END_MINUTES: readonly number[] = RANGE_START_MINUTES.map(
  (m) => m + QUARTER_HOUR,
);

/** 540 -> '9:00 AM', 810 -> '1:30 PM', 0 and 1440 -> '12:00 AM'. */
export function minuteLabel(minutes: number): string {
  const m = ((Math.trunc(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const h = Math.floor(m / 60);
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** '9:00 AM–12:00 PM'. */
export function rangeLabel(range: TimeRange): string {
  return `${minuteLabel(range.start)}–${minuteLabel(range.end)}`;
}

/** The day's ranges as given: its `ranges` when it has any, else one range from its hours. */
export function rangesOf(day: DayHours): TimeRange[] {
  if (Array.isArray(day.ranges) && day.ranges.length > 0) {
    return day.ranges.map((r) => ({ start: r.start, end: r.end }));
  }
  return [{ start: day.startHour * 60, end: day.endHour * 60 }];
}

/**
 * The whole hours inside a range, as `startHour`/`endHour` tell it to older clients: the start
 * rounded up, the end rounded down, both at most 23 (so an older client never offers a time the
 * range does not hold; a range shorter than an hour reads as an empty day there).
 */
export function hoursOfRange(range: TimeRange): { startHour: number; endHour: number } {
  return {
    startHour: Math.min(23, Math.ceil(range.start / 60)),
    endHour: Math.min(23, Math.floor(range.end / 60)),
  };
}

/**
 * The day with these ranges, written the one way both sides write it: one range of whole hours
 * (ending by 11 PM) as plain `startHour`/`endHour`, as older clients know it; anything else with
 * `ranges`, and `startHour`/`endHour` describing the first of them.
 */
export function withRanges<T extends DayHours>(day: T, ranges: readonly TimeRange[]): T {
  const first = ranges[0];
  if (!first) return day;
  const { ranges: _old, ...rest } = day;
  void _old;
  if (
    ranges.length === 1 &&
    first.start % 60 === 0 &&
    first.end % 60 === 0 &&
    first.end <= 23 * 60
  ) {
    return { ...rest, startHour: first.start / 60, endHour: first.end / 60 } as T;
  }
  const written = { ...rest, ...hoursOfRange(first), ranges: ranges.map((r) => ({ ...r })) };
  return written as unknown as T;
}

/** A day's ranges when they are well-formed numbers, else undefined (read from an answer). */
export function readRanges(value: unknown): TimeRange[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const out: TimeRange[] = [];
  for (const item of value as Partial<TimeRange>[]) {
    if (!item || typeof item.start !== 'number' || typeof item.end !== 'number') return undefined;
    if (!Number.isFinite(item.start) || !Number.isFinite(item.end)) return undefined;
    out.push({ start: item.start, end: item.end });
  }
  return out;
}

function isQuarter(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max && value % QUARTER_HOUR === 0;
}

/**
 * Each range's problem, in the given order (null: none): not on a quarter hour, an end not after
 * its start, or an overlap with an earlier range of the list (ranges that only touch are fine).
 */
export function rangeProblems(ranges: readonly TimeRange[]): (string | null)[] {
  return ranges.map((r, i) => {
    if (!isQuarter(r.start, 0, MINUTES_PER_DAY - QUARTER_HOUR)) return RANGE_NOT_QUARTER_HOUR;
    if (!isQuarter(r.end, 0, MINUTES_PER_DAY)) return RANGE_NOT_QUARTER_HOUR;
    if (!(r.end > r.start)) return RANGE_END_NOT_AFTER_START;
    for (let j = 0; j < i; j++) {
      const o = ranges[j] as TimeRange;
      if (o.end > o.start && r.start < o.end && o.start < r.end) return RANGE_OVERLAPS;
    }
    return null;
  });
}

/** Why a day's ranges cannot be saved, or null. */
export function rangesProblem(ranges: readonly TimeRange[]): string | null {
  if (ranges.length === 0) return 'Give the day at least one range';
  if (ranges.length > MAX_RANGES_PER_DAY) return `A day has at most ${MAX_RANGES_PER_DAY} ranges`;
  return rangeProblems(ranges).find((p) => p !== null) ?? null;
}

/** The ranges ordered by start (then end). */
export function sortRanges(ranges: readonly TimeRange[]): TimeRange[] {
  return [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * The windows the slot engine works from: readable ranges only (whole minutes within the day, end
 * after start), ordered, and any that overlap joined (an overlap can only come from data written
 * around the checks; ranges that only touch stay apart, each a window of its own).
 */
export function engineRanges(day: DayHours): TimeRange[] {
  const readable = rangesOf(day)
    .map((r) => ({
      start: Math.max(0, Math.round(r.start)),
      end: Math.min(MINUTES_PER_DAY, Math.round(r.end)),
    }))
    .filter((r) => Number.isFinite(r.start) && Number.isFinite(r.end) && r.end > r.start);
  const out: TimeRange[] = [];
  for (const r of sortRanges(readable)) {
    const last = out.at(-1);
    if (last && r.start < last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

/**
 * The range "Add range" proposes: the hour after the day's last range (shorter when midnight comes
 * first), else the first free quarter hours of the day; null when the day holds
 * `MAX_RANGES_PER_DAY` ranges or has no free quarter hour left.
 */
export function nextRange(ranges: readonly TimeRange[]): TimeRange | null {
  if (ranges.length >= MAX_RANGES_PER_DAY) return null;
  const latestEnd = Math.max(0, ...ranges.map((r) => r.end));
  if (latestEnd + QUARTER_HOUR <= MINUTES_PER_DAY) {
    return { start: latestEnd, end: Math.min(MINUTES_PER_DAY, latestEnd + 60) };
  }
  let free = 0;
  for (const r of sortRanges(ranges)) {
    if (r.start - free >= QUARTER_HOUR) return { start: free, end: Math.min(r.start, free + 60) };
    free = Math.max(free, r.end);
  }
  return null;
}
