/**
 * The host's preferences (weekly hours, buffer, zone, date rules) and calendar parameters. One
 * part of `../api-schemas.ts`, whose comment gives the rules all parts share.
 */
import * as v from 'valibot';
import {
  MAX_DATE_OVERRIDES,
  MAX_NOTE_LENGTH,
  MAX_TIME_OFF,
  MAX_TIME_OFF_DAYS,
  daysBetween,
  isCalendarDate,
} from '../date-rules';
import { isValidTimeZone } from '../preferences';
import { MAX_RANGES_PER_DAY, rangeProblems, withRanges } from '../day-ranges';
import { booleanSchema, integerSchema } from './blocks';

export const TimePreferenceSchema = v.picklist(
  ['am', 'pm', 'both'],
  'timePreference must be am, pm or both',
);

export const TimezoneSchema = v.pipe(
  v.string('timezone must be a string'),
  v.minLength(1, 'timezone is required'),
  v.maxLength(64, 'timezone must be at most 64 characters'),
  v.check(isValidTimeZone, (issue) => `Unknown timezone: ${String(issue.input)}`),
);

function quarterSchema(field: string, min: number, max: number) {
  return v.pipe(
    integerSchema(field, min, max),
    v.multipleOf(15, `${field} must be on a quarter hour (a multiple of 15 minutes)`),
  );
}

/**
 * A day's ranges (`path` names the day in messages): 1 to 12, each on quarter hours with its end
 * after its start (1440 is midnight), none overlapping another (touching is fine). Kept in the
 * order given.
 */
export function timeRangeListSchema(path: string) {
  return v.pipe(
    v.array(
      v.strictObject({
        start: quarterSchema(`${path}.ranges.start`, 0, 1425),
        end: quarterSchema(`${path}.ranges.end`, 15, 1440),
      }),
      `${path}.ranges must be a list`,
    ),
    v.minLength(1, `${path}.ranges must hold at least one range`),
    v.maxLength(
      MAX_RANGES_PER_DAY,
      `${path}.ranges must hold at most ${MAX_RANGES_PER_DAY} ranges`,
    ),
    v.check(
      (list) => list.every((r) => r.end > r.start),
      `${path}.ranges: each end must be after its start`,
    ),
    v.check(
      (list) => rangeProblems(list).every((p) => p === null),
      `${path}.ranges must not overlap`,
    ),
  );
}

/** With ranges, startHour/endHour are made to describe the first one (docs/decisions.md). */
function describeFirstRange<
  T extends { startHour: number; endHour: number; ranges?: { start: number; end: number }[] },
>(day: T): T {
  if (day.ranges === undefined) {
    const { ranges: _dropped, ...rest } = day;
    void _dropped;
    return rest as T;
  }
  return withRanges(day, day.ranges);
}

function dayAvailabilitySchema(day: string) {
  const path = `dayAvailability.${day}`;
  return v.pipe(
    v.strictObject({
      enabled: booleanSchema(`${path}.enabled`),
      startHour: integerSchema(`${path}.startHour`, 0, 23),
      endHour: integerSchema(`${path}.endHour`, 0, 23),
      ranges: v.optional(timeRangeListSchema(path)),
    }),
    v.transform(describeFirstRange),
  );
}

/**
 * All seven days, keyed '0' (Sunday) to '6' (Saturday). Without ranges `endHour <= startHour` is
 * accepted (an empty day, as older clients may write it).
 */
export const DayAvailabilityMapSchema = v.strictObject({
  '0': dayAvailabilitySchema('0'),
  '1': dayAvailabilitySchema('1'),
  '2': dayAvailabilitySchema('2'),
  '3': dayAvailabilitySchema('3'),
  '4': dayAvailabilitySchema('4'),
  '5': dayAvailabilitySchema('5'),
  '6': dayAvailabilitySchema('6'),
});

export const BufferTimeSchema = integerSchema('bufferTime', 0, 120);

function calendarDateSchema(field: string) {
  return v.pipe(
    v.string(`${field} must be a date YYYY-MM-DD`),
    v.check((value: string) => isCalendarDate(value), `${field} must be a date YYYY-MM-DD`),
  );
}

export const TimeOffSchema = v.pipe(
  v.strictObject({
    id: v.pipe(
      v.string('timeOff.id must be a string'),
      v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'timeOff.id must be 1 to 64 letters, digits, _ or -'),
    ),
    startDate: calendarDateSchema('timeOff.startDate'),
    endDate: calendarDateSchema('timeOff.endDate'),
    note: v.pipe(
      v.nullable(
        v.pipe(
          v.string('timeOff.note must be a string or null'),
          v.maxLength(
            MAX_NOTE_LENGTH,
            `timeOff.note must be at most ${MAX_NOTE_LENGTH} characters`,
          ),
        ),
      ),
      v.transform((note) => (note === null || note.trim() === '' ? null : note.trim())),
    ),
  }),
  v.check((r) => r.endDate >= r.startDate, 'timeOff.endDate must not be before its startDate'),
  v.check(
    (r) => daysBetween(r.startDate, r.endDate) < MAX_TIME_OFF_DAYS,
    `timeOff ranges must be at most ${MAX_TIME_OFF_DAYS} days`,
  ),
);

export const DateOverrideSchema = v.pipe(
  v.strictObject({
    date: calendarDateSchema('dateOverrides.date'),
    enabled: booleanSchema('dateOverrides.enabled'),
    startHour: integerSchema('dateOverrides.startHour', 0, 23),
    endHour: integerSchema('dateOverrides.endHour', 0, 23),
    ranges: v.optional(timeRangeListSchema('dateOverrides')),
  }),
  v.check(
    (o) => !o.enabled || o.ranges !== undefined || o.endHour > o.startHour,
    'dateOverrides.endHour must be after its startHour',
  ),
  v.transform(describeFirstRange),
);

export const TimeOffListSchema = v.pipe(
  v.array(TimeOffSchema, 'timeOff must be a list'),
  v.maxLength(MAX_TIME_OFF, `timeOff must have at most ${MAX_TIME_OFF} ranges`),
  v.check(
    (list) => new Set(list.map((r) => r.id)).size === list.length,
    'timeOff ids must be unique',
  ),
);

export const DateOverrideListSchema = v.pipe(
  v.array(DateOverrideSchema, 'dateOverrides must be a list'),
  v.maxLength(MAX_DATE_OVERRIDES, `dateOverrides must have at most ${MAX_DATE_OVERRIDES} dates`),
  v.check(
    (list) => new Set(list.map((o) => o.date)).size === list.length,
    'dateOverrides must have one entry per date',
  ),
);

/** The host's message switches: each optional (absent = on), nothing else accepted. */
export const HostNotificationsSchema = v.strictObject(
  {
    newBooking: v.optional(booleanSchema('notifications.newBooking')),
    request: v.optional(booleanSchema('notifications.request')),
    reschedule: v.optional(booleanSchema('notifications.reschedule')),
    cancel: v.optional(booleanSchema('notifications.cancel')),
    expired: v.optional(booleanSchema('notifications.expired')),
  },
  'notifications must be an object of newBooking, request, reschedule, cancel and expired switches',
);

/** Body of `updatePreferences` (full replacement; absent lists keep the stored ones). */
export const PreferencesInputSchema = v.strictObject({
  timePreference: TimePreferenceSchema,
  timezone: TimezoneSchema,
  dayAvailability: DayAvailabilityMapSchema,
  bufferTime: BufferTimeSchema,
  noBufferNeeded: booleanSchema('noBufferNeeded'),
  timeOff: v.optional(TimeOffListSchema),
  dateOverrides: v.optional(DateOverrideListSchema),
  notifications: v.optional(HostNotificationsSchema),
});
export type PreferencesInput = v.InferOutput<typeof PreferencesInputSchema>;

export { EmailSchema } from './visitor';

/** Path parameter of `disconnectCalendar` (already URL-decoded). */
export const CalendarParamSchema = v.pipe(
  v.string('calendar must be an e-mail address'),
  v.maxLength(254, 'calendar must be an e-mail address'),
  v.email('calendar must be an e-mail address'),
);
