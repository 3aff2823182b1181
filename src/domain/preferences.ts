/**
 * Meeting-preference defaults and labels. Pure: no I/O, no clock.
 * Shared by the preferences screen, the booking engine's callers and the mock backend.
 */

import type { components } from '../api/schema.gen';
import { readRanges } from './day-ranges';

type Schemas = components['schemas'];

/** The contract's shapes of the preferences (generated: `src/api/schema.gen.ts`). */
export type TimePreference = Schemas['TimePreference'];
/** One weekday's hours: whole hours 0-23 of the host's zone, or its ranges (`day-ranges.ts`). */
export type DayAvailability = Schemas['DayAvailability'];
export type DayAvailabilityMap = Schemas['DayAvailabilityMap'];
/** A range of whole days off in the host's zone, both ends included. */
export type TimeOff = Schemas['TimeOff'];
/** One date with its own hours (`enabled: false`: no meetings that date). */
export type DateOverride = Schemas['DateOverride'];

/** Day index as a string key, Sunday = '0' … Saturday = '6'. */
export type DayKey = '0' | '1' | '2' | '3' | '4' | '5' | '6';

/** The editable part of the preferences (what PUT /api/user/preferences sends). */
export interface EditablePreferences {
  timePreference: TimePreference;
  timezone: string;
  dayAvailability: DayAvailabilityMap;
  bufferTime: number;
  noBufferNeeded: boolean;
  /** Ranges of whole days off, in the host's zone (ordered by first day). */
  timeOff: TimeOff[];
  /** Dates with their own hours, or none (ordered by date). */
  dateOverrides: DateOverride[];
  /** The host's message switches; absent until the host sets one (every message on). */
  notifications?: Schemas['HostNotifications'];
}

export const DAY_KEYS: readonly DayKey[] = ['0', '1', '2', '3', '4', '5', '6'];

/** Sunday first, as the availability card lists them. */
export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export type DayName = (typeof DAY_NAMES)[number];

/** Hours 0-23, the options of the start/end selects. */
export const HOURS: readonly number[] = Array.from({ length: 24 }, (_, h) => h);

export const DEFAULT_START_HOUR = 9;
export const DEFAULT_END_HOUR = 17;
export const DEFAULT_BUFFER_TIME = 15;
export const MIN_BUFFER_TIME = 0;
export const MAX_BUFFER_TIME = 120;
export const MIN_HOUR = 0;
export const MAX_HOUR = 23;

/** `am` = 'Morning (AM)', pm = 'Afternoon (PM)', both = 'No Preference'. */
export const TIME_PREFERENCE_LABELS: Readonly<Record<TimePreference, string>> = {
  am: 'Morning (AM)',
  pm: 'Afternoon (PM)',
  both: 'No Preference',
};

export const TIME_PREFERENCES: readonly TimePreference[] = ['am', 'pm', 'both'];

/** 9 -> '9:00 AM', 12 -> '12:00 PM', 0 -> '12:00 AM', 23 -> '11:00 PM'. */
export function hourLabel(hour: number): string {
  const h = ((Math.trunc(hour) % 24) + 24) % 24;
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve}:00 ${h < 12 ? 'AM' : 'PM'}`;
}

/** A weekday row: enabled 9-17; weekend rows: disabled 9-17. */
export function defaultDay(dayKey: DayKey): DayAvailability {
  const weekend = dayKey === '0' || dayKey === '6';
  return { enabled: !weekend, startHour: DEFAULT_START_HOUR, endHour: DEFAULT_END_HOUR };
}

/** The state a day takes when the answer omits it: disabled, 9 to 17. */
export function missingDay(): DayAvailability {
  return { enabled: false, startHour: DEFAULT_START_HOUR, endHour: DEFAULT_END_HOUR };
}

export function defaultDayAvailability(): DayAvailabilityMap {
  return {
    '0': defaultDay('0'),
    '1': defaultDay('1'),
    '2': defaultDay('2'),
    '3': defaultDay('3'),
    '4': defaultDay('4'),
    '5': defaultDay('5'),
    '6': defaultDay('6'),
  };
}

/**
 * The default preferences: no time preference, the given timezone (the browser's
 * on the screen, the account's on the server), Monday to Friday 9 to 17, buffer 15, buffer needed.
 */
export function defaultPreferences(timezone: string): EditablePreferences {
  return {
    timePreference: 'both',
    timezone,
    dayAvailability: defaultDayAvailability(),
    bufferTime: DEFAULT_BUFFER_TIME,
    noBufferNeeded: false,
    timeOff: [],
    dateOverrides: [],
  };
}

/** Alias kept for readers who look for the constant-style name. */
export const DEFAULT_PREFERENCES = defaultPreferences;

/**
 * Completes a possibly partial day map from an answer: every missing or malformed day becomes
 * disabled 9 to 17.
 */
export function completeDayAvailability(
  partial: Partial<Record<string, Partial<DayAvailability> | null | undefined>> | null | undefined,
): DayAvailabilityMap {
  const result = {} as DayAvailabilityMap;
  for (const key of DAY_KEYS) {
    const day = partial?.[key];
    if (!day || typeof day !== 'object') {
      result[key] = missingDay();
      continue;
    }
    const ranges = readRanges(day.ranges);
    result[key] = {
      enabled: day.enabled === true,
      startHour: isHour(day.startHour) ? day.startHour : DEFAULT_START_HOUR,
      endHour: isHour(day.endHour) ? day.endHour : DEFAULT_END_HOUR,
      ...(ranges ? { ranges } : {}),
    };
  }
  return result;
}

export function isHour(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= MIN_HOUR && value <= MAX_HOUR
  );
}

/**
 * The buffer is a number from 0 to 120 minutes; non-numeric or empty input falls
 * back to 15. Out-of-range numbers are clamped into the range. For reading stored answers only:
 * what a person types goes through readBufferTimeInput, which refuses instead of clamping.
 */
export function parseBufferTime(input: string | number | null | undefined): number {
  if (input === null || input === undefined) return DEFAULT_BUFFER_TIME;
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (text === '') return DEFAULT_BUFFER_TIME;
  const value = Number(text);
  if (!Number.isFinite(value)) return DEFAULT_BUFFER_TIME;
  return Math.min(MAX_BUFFER_TIME, Math.max(MIN_BUFFER_TIME, Math.round(value)));
}

/** What the Buffer time field holds: the minutes to save, or why nothing is saved. */
export type BufferTimeInput = { minutes: number; error: null } | { minutes: null; error: string };

export const BUFFER_TIME_RANGE_ERROR = `Enter a buffer from ${MIN_BUFFER_TIME} to ${MAX_BUFFER_TIME} minutes.`;
export const BUFFER_TIME_WHOLE_ERROR = 'Enter the buffer in whole minutes.';

/**
 * The Buffer time field as the host typed it. Empty or non-numeric input falls back to the default
 * (15), which the field then shows; a number out of 0..120 or with a fraction is an error and is
 * never saved, so the field can never show one value while another is stored. (parseBufferTime,
 * which clamps, is only for reading a stored answer.)
 */
export function readBufferTimeInput(raw: string): BufferTimeInput {
  const text = raw.trim();
  if (text === '') return { minutes: DEFAULT_BUFFER_TIME, error: null };
  const value = Number(text);
  if (!Number.isFinite(value)) return { minutes: DEFAULT_BUFFER_TIME, error: null };
  if (value < MIN_BUFFER_TIME || value > MAX_BUFFER_TIME)
    return { minutes: null, error: BUFFER_TIME_RANGE_ERROR };
  if (!Number.isInteger(value)) return { minutes: null, error: BUFFER_TIME_WHOLE_ERROR };
  return { minutes: value, error: null };
}

export { isValidTimeZone } from './date-time';
