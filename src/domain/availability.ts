/**
 * Weekly availability rules of the Meeting Preferences screen: which rows have a problem, and how a
 * server answer (or its absence) becomes the editable preferences. Pure: no I/O, no clock; the
 * browser's time zone is passed in.
 */
import { HOST_NOTICE_KINDS } from './host-notifications';
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
  type DateOverride,
  type TimeOff,
} from './preferences';
import { isCalendarDate, overrideProblem, timeOffProblem } from './date-rules';
import { RANGE_END_NOT_AFTER_START, rangeProblems, rangesOf, readRanges } from './day-ranges';

/** Shown under an enabled day whose end hour is not after its start hour; such a day is not saved. */
export const END_NOT_AFTER_START = RANGE_END_NOT_AFTER_START;

/**
 * The problem of each of the row's ranges, in order (null: none): an end not after its start, a
 * range overlapping an earlier one, a time off the quarter hours. Only enabled days are checked:
 * a disabled day's hours are not shown and offer no slots either way.
 */
export function dayRangeProblems(day: DayAvailability): (string | null)[] {
  const ranges = rangesOf(day);
  return day.enabled ? rangeProblems(ranges) : ranges.map(() => null);
}

/**
 * The problem of one row, or null: its first range's problem (see dayRangeProblems). (The spec
 * shows no such check; the issues ask for it.)
 */
export function dayProblem(day: DayAvailability): string | null {
  return dayRangeProblems(day).find((p) => p !== null) ?? null;
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
  // An invalid range or override is saved as the server holds it (or not at all when new).
  const timeOff = draft.timeOff.flatMap((range) => {
    if (timeOffProblem(range) === null) return [range];
    const kept = stored.timeOff.find((r) => r.id === range.id);
    return kept ? [kept] : [];
  });
  const dateOverrides = draft.dateOverrides.flatMap((o) => {
    if (overrideProblem(o) === null) return [o];
    const kept = stored.dateOverrides.find((s) => s.date === o.date);
    return kept ? [kept] : [];
  });
  return { ...draft, dayAvailability, timeOff, dateOverrides };
}

/**
 * True when the preferences may be saved: no enabled day ends at or before its start, and every
 * time-off range and date override is valid.
 */
export function canSavePreferences(preferences: EditablePreferences): boolean {
  return (
    DAY_KEYS.every((key) => dayProblem(preferences.dayAvailability[key]) === null) &&
    preferences.timeOff.every((r) => timeOffProblem(r) === null) &&
    preferences.dateOverrides.every((o) => overrideProblem(o) === null)
  );
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
  timeOff?: unknown;
  dateOverrides?: unknown;
  notifications?: unknown;
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
    timeOff: readTimeOff(answer.timeOff),
    dateOverrides: readDateOverrides(answer.dateOverrides),
    ...readNotifications(answer.notifications),
  };
}

/** The host's message switches of an answer, when it has any: its boolean switches only. */
function readNotifications(value: unknown): Pick<EditablePreferences, 'notifications'> {
  if (!value || typeof value !== 'object') return {};
  const switches = Object.fromEntries(
    HOST_NOTICE_KINDS.flatMap((kind) => {
      const on = (value as Record<string, unknown>)[kind];
      return typeof on === 'boolean' ? [[kind, on]] : [];
    }),
  );
  return { notifications: switches };
}

/** The time-off ranges of an answer: well-formed entries only, ordered by first day. */
function readTimeOff(value: unknown): TimeOff[] {
  if (!Array.isArray(value)) return [];
  const out: TimeOff[] = [];
  for (const item of value as Partial<TimeOff>[]) {
    if (!item || typeof item.id !== 'string') continue;
    if (!isCalendarDate(item.startDate) || !isCalendarDate(item.endDate)) continue;
    out.push({
      id: item.id,
      startDate: item.startDate,
      endDate: item.endDate,
      note: typeof item.note === 'string' ? item.note : null,
    });
  }
  return out.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id));
}

/** The date overrides of an answer: well-formed entries only, one per date, ordered by date. */
function readDateOverrides(value: unknown): DateOverride[] {
  if (!Array.isArray(value)) return [];
  const byDate = new Map<string, DateOverride>();
  for (const item of value as Partial<DateOverride>[]) {
    if (!item || !isCalendarDate(item.date)) continue;
    const ranges = readRanges(item.ranges);
    byDate.set(item.date, {
      date: item.date,
      enabled: item.enabled === true,
      startHour: isHour(item.startHour) ? item.startHour : DEFAULT_START_HOUR,
      endHour: isHour(item.endHour) ? item.endHour : DEFAULT_END_HOUR,
      ...(ranges ? { ranges } : {}),
    });
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
