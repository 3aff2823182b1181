/**
 * Weekly availability rules of the Meeting Preferences screen: which rows have a problem, and how a
 * server answer (or its absence) becomes the editable preferences. Pure: no I/O, no clock; the
 * browser's time zone is passed in.
 */
import {
  completeDayAvailability,
  DAY_KEYS,
  DEFAULT_END_HOUR,
  DEFAULT_START_HOUR,
  defaultPreferences,
  isHour,
  isValidTimeZone,
  MAX_HOUR,
  MIN_HOUR,
  parseBufferTime,
  TIME_PREFERENCES,
  type DayAvailability,
  type DayAvailabilityMap,
  type DayKey,
  type EditablePreferences,
  type TimePreference,
} from './preferences';

/** Shown under an enabled day whose end hour is not after its start hour; such a day is not saved. */
export const END_NOT_AFTER_START = 'End time must be after start time';

/**
 * The problem of one row, or null. Only enabled days are checked: a disabled day's hours are not
 * shown and offer no slots either way. (The spec shows no such check; the issue asks for it.)
 */
export function dayProblem(day: DayAvailability): string | null {
  if (!day.enabled) return null;
  return day.endHour > day.startHour ? null : END_NOT_AFTER_START;
}

/** Every row's problem, keyed by day; days without a problem are absent. */
export function availabilityProblems(map: DayAvailabilityMap): Partial<Record<DayKey, string>> {
  const problems: Partial<Record<DayKey, string>> = {};
  for (const key of DAY_KEYS) {
    const problem = dayProblem(map[key]);
    if (problem) problems[key] = problem;
  }
  return problems;
}

/**
 * What may be saved of a draft: every valid edit, with each invalid row replaced by the value the
 * server holds for it (`stored`). So one bad hour range never holds back the other edits, and the
 * server keeps that row's last valid hours while the draft keeps the person's input on screen.
 */
export function savablePreferences(
  draft: EditablePreferences,
  stored: EditablePreferences,
): EditablePreferences {
  if (canSavePreferences(draft)) return draft;
  const dayAvailability = { ...draft.dayAvailability };
  for (const key of DAY_KEYS) {
    if (dayProblem(dayAvailability[key]) !== null)
      dayAvailability[key] = stored.dayAvailability[key];
  }
  return { ...draft, dayAvailability };
}

/** True when the preferences may be saved: no enabled day ends at or before its start. */
export function canSavePreferences(preferences: EditablePreferences): boolean {
  return DAY_KEYS.every((key) => dayProblem(preferences.dayAvailability[key]) === null);
}

/**
 * The day map from an analysis summary ("An analysis response may alternatively
 * give workingDays, workingHoursStart and workingHoursEnd"). The listed days are enabled with the
 * given hours (9 to 17 when absent; an end of 24, midnight, becomes 23); the others are disabled
 * 9 to 17.
 */
export function dayAvailabilityFromWorkingDays(
  workingDays: readonly number[],
  workingHoursStart?: number | null,
  workingHoursEnd?: number | null,
): DayAvailabilityMap {
  const startHour = isHour(workingHoursStart) ? workingHoursStart : DEFAULT_START_HOUR;
  const endHour =
    typeof workingHoursEnd === 'number' && Number.isInteger(workingHoursEnd)
      ? Math.min(MAX_HOUR, Math.max(MIN_HOUR, workingHoursEnd))
      : DEFAULT_END_HOUR;
  const working = new Set(workingDays);
  const map = completeDayAvailability(null);
  DAY_KEYS.forEach((key, index) => {
    if (working.has(index)) map[key] = { enabled: true, startHour, endHour };
  });
  return map;
}

/** What the screen reads from a preferences or analysis answer; every field may be missing. */
export interface PreferencesAnswer {
  timePreference?: unknown;
  timezone?: unknown;
  dayAvailability?: unknown;
  bufferTime?: unknown;
  noBufferNeeded?: unknown;
  workingDays?: unknown;
  workingHoursStart?: unknown;
  workingHoursEnd?: unknown;
}

function isTimePreference(value: unknown): value is TimePreference {
  return typeof value === 'string' && (TIME_PREFERENCES as readonly string[]).includes(value);
}

/**
 * The editable preferences of the screen. Without an answer (a failed load):
 * the defaults in the browser's zone. With one: its values, where a day missing from the answer
 * is disabled 9 to 17, an unknown zone falls back to the browser's, and the buffer follows
 * the buffer rule (0 to 120, else 15).
 */
export function editablePreferencesFrom(
  answer: PreferencesAnswer | null | undefined,
  browserTimeZone: string,
): EditablePreferences {
  const defaults = defaultPreferences(browserTimeZone);
  if (!answer) return defaults;

  let dayAvailability: DayAvailabilityMap;
  if (answer.dayAvailability && typeof answer.dayAvailability === 'object') {
    dayAvailability = completeDayAvailability(
      answer.dayAvailability as Parameters<typeof completeDayAvailability>[0],
    );
  } else if (Array.isArray(answer.workingDays)) {
    dayAvailability = dayAvailabilityFromWorkingDays(
      answer.workingDays.filter((day): day is number => typeof day === 'number'),
      typeof answer.workingHoursStart === 'number' ? answer.workingHoursStart : null,
      typeof answer.workingHoursEnd === 'number' ? answer.workingHoursEnd : null,
    );
  } else {
    dayAvailability = completeDayAvailability(null);
  }

  return {
    timePreference: isTimePreference(answer.timePreference)
      ? answer.timePreference
      : defaults.timePreference,
    timezone:
      typeof answer.timezone === 'string' && isValidTimeZone(answer.timezone)
        ? answer.timezone
        : browserTimeZone,
    dayAvailability,
    bufferTime:
      typeof answer.bufferTime === 'number' || typeof answer.bufferTime === 'string'
        ? parseBufferTime(answer.bufferTime)
        : defaults.bufferTime,
    noBufferNeeded: answer.noBufferNeeded === true,
  };
}
