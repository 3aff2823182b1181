/**
 * Valibot schemas for every payload, query and path parameter of the contract
 * (`openapi/openapi.yaml`). The mock backend validates requests with them and answers 400 with
 * `{ error: validate(...).error }`; the forms reuse the field schemas (link dialog, booking form,
 * goals, preferences) so the app and the server agree on every rule and message.
 *
 * Messages name the field (`bufferTime must be an integer from 0 to 120`) or are the spec's own
 * texts where it gives one (section 5: 'URL suffix is required', 'Name is required', …).
 * Outputs are normalised: date-times become UTC `toISOString()` strings, goals and names are
 * trimmed, a blank custom description becomes null. Calendar dates (the goals week) stay as sent.
 *
 * Pure: no I/O, no clock.
 */
import * as v from 'valibot';
import { SLUG_SUFFIX_PATTERN } from './links';
import { MAX_PREVIOUS_SLUGS } from './previous-slugs';
import { isDateTime } from './date-time';
import { isValidTimeZone } from './preferences';
import { isWeekStart } from './date-time';
import {
  daysBetween,
  isCalendarDate,
  MAX_DAILY_LIMIT,
  MAX_DATE_OVERRIDES,
  MAX_MINIMUM_NOTICE,
  MAX_NOTE_LENGTH,
  MAX_TIME_OFF,
  MAX_TIME_OFF_DAYS,
} from './date-rules';
import { WORKFLOW_STATUSES } from './workflow-status';

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

export { isDateTime } from './date-time';

/** An RFC 3339 date-time with an offset, normalised to UTC (`toISOString()`). */
export function dateTimeSchema(field: string) {
  const message = `${field} must be an RFC 3339 date-time`;
  return v.pipe(
    v.string(message),
    v.check(isDateTime, message),
    v.transform((value) => new Date(value).toISOString()),
  );
}

export function integerSchema(field: string, min: number, max: number) {
  const message = `${field} must be an integer from ${min} to ${max}`;
  return v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

/** A query-string integer ('20'), checked like `integerSchema`. */
export function queryIntegerSchema(field: string, min: number, max: number) {
  const message = `${field} must be an integer from ${min} to ${max}`;
  return v.pipe(
    v.string(message),
    v.regex(/^-?\d+$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

/** Length in characters (Unicode code points), as JSON Schema's maxLength counts: 😀 is 1. */
export function charCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/**
 * C0/C1 control characters (CR, LF, NUL, …) and bidirectional overrides/isolates: refused in
 * names and titles, which end up in invitation headers and in other people's screens.
 */
export const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;

function plainText(field: string) {
  return v.check(
    (value: string) => !UNSAFE_TEXT.test(value),
    `${field} must not contain line breaks, control characters or bidirectional overrides`,
  );
}

function booleanSchema(field: string) {
  return v.boolean(`${field} must be true or false`);
}

// ---------------------------------------------------------------------------------------------
// Preferences
// ---------------------------------------------------------------------------------------------

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

function dayAvailabilitySchema(day: string) {
  const path = `dayAvailability.${day}`;
  return v.strictObject({
    enabled: booleanSchema(`${path}.enabled`),
    startHour: integerSchema(`${path}.startHour`, 0, 23),
    endHour: integerSchema(`${path}.endHour`, 0, 23),
  });
}

/** All seven days, keyed '0' (Sunday) to '6' (Saturday). `endHour <= startHour` is accepted. */
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
  }),
  v.check(
    (o) => !o.enabled || o.endHour > o.startHour,
    'dateOverrides.endHour must be after its startHour',
  ),
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

/** Body of `updatePreferences` (full replacement; absent lists keep the stored ones). */
export const PreferencesInputSchema = v.strictObject({
  timePreference: TimePreferenceSchema,
  timezone: TimezoneSchema,
  dayAvailability: DayAvailabilityMapSchema,
  bufferTime: BufferTimeSchema,
  noBufferNeeded: booleanSchema('noBufferNeeded'),
  timeOff: v.optional(TimeOffListSchema),
  dateOverrides: v.optional(DateOverrideListSchema),
});
export type PreferencesInput = v.InferOutput<typeof PreferencesInputSchema>;

// ---------------------------------------------------------------------------------------------
// Calendars
// ---------------------------------------------------------------------------------------------

export const EmailSchema = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Email must be at most 254 characters'),
  v.email('Please enter a valid email address'),
);

/** Path parameter of `disconnectCalendar` (already URL-decoded). */
export const CalendarParamSchema = v.pipe(
  v.string('calendar must be an e-mail address'),
  v.maxLength(254, 'calendar must be an e-mail address'),
  v.email('calendar must be an e-mail address'),
);

// ---------------------------------------------------------------------------------------------
// Dashboard queries
// ---------------------------------------------------------------------------------------------

export const MAX_RANGE_DAYS = 62;
const MAX_RANGE_MS = MAX_RANGE_DAYS * 24 * 60 * 60 * 1000;

/** `listMeetings` query: both bounds or neither; end after start; at most 62 days. */
export const MeetingsQuerySchema = v.pipe(
  v.object({
    startDate: v.optional(dateTimeSchema('startDate')),
    endDate: v.optional(dateTimeSchema('endDate')),
  }),
  v.check(
    (q) => (q.startDate === undefined) === (q.endDate === undefined),
    'startDate and endDate must be given together',
  ),
  v.check(
    (q) =>
      q.startDate === undefined ||
      q.endDate === undefined ||
      Date.parse(q.endDate) > Date.parse(q.startDate),
    'endDate must be after startDate',
  ),
  v.check(
    (q) =>
      q.startDate === undefined ||
      q.endDate === undefined ||
      Date.parse(q.endDate) - Date.parse(q.startDate) <= MAX_RANGE_MS,
    `The range must not exceed ${MAX_RANGE_DAYS} days`,
  ),
);

export const ActivityQuerySchema = v.object({
  limit: v.optional(queryIntegerSchema('limit', 1, 100), '20'),
});

export const WorkflowStatusSchema = v.picklist(
  WORKFLOW_STATUSES,
  `status must be one of ${WORKFLOW_STATUSES.join(', ')}`,
);

export const WorkflowsQuerySchema = v.object({
  status: v.optional(WorkflowStatusSchema),
  limit: v.optional(queryIntegerSchema('limit', 1, 1000), '100'),
  page: v.optional(queryIntegerSchema('page', 1, 1_000_000), '1'),
});

// ---------------------------------------------------------------------------------------------
// Goals
// ---------------------------------------------------------------------------------------------

export const GOAL_COUNT = 3;
export const GOAL_MAX_LENGTH = 100;
export const GOALS_REQUIRED_MESSAGE = 'You need to provide at least one goal for the week.';
export const GOAL_TOO_LONG_MESSAGE = `Each goal must be at most ${GOAL_MAX_LENGTH} characters`;

/** One goal: trimmed, at most 100 characters (code points), may be blank. */
export const GoalSchema = v.pipe(
  v.string('Each goal must be a string'),
  v.trim(),
  v.check((value) => charCount(value) <= GOAL_MAX_LENGTH, GOAL_TOO_LONG_MESSAGE),
);

/** Exactly three trimmed goals, at least one non-blank. */
export const GoalsSchema = v.pipe(
  v.array(GoalSchema, `goals must be a list of ${GOAL_COUNT} goals`),
  v.length(GOAL_COUNT, `goals must hold exactly ${GOAL_COUNT} goals`),
  v.check((goals) => goals.some((goal) => goal !== ''), GOALS_REQUIRED_MESSAGE),
);

export const WEEK_START_DATE_MESSAGE = 'weekStartDate must be a Monday (YYYY-MM-DD)';

/**
 * The goals week: the calendar date of its Monday, 'YYYY-MM-DD' in the host's zone, kept as sent.
 * An impossible date (2027-02-30), another day or a date-time is refused, never rounded.
 */
export const WeekStartDateSchema = v.pipe(
  v.string(WEEK_START_DATE_MESSAGE),
  v.check((value: string) => isWeekStart(value), WEEK_START_DATE_MESSAGE),
);

/** Body of `saveWeeklyGoals`. */
export const WeeklyGoalsInputSchema = v.strictObject({
  goals: GoalsSchema,
  weekStartDate: WeekStartDateSchema,
});
export type WeeklyGoalsInput = v.InferOutput<typeof WeeklyGoalsInputSchema>;

/** Query of `getWeeklyGoals`. */
export const WeeklyGoalsQuerySchema = v.object({
  weekStartDate: WeekStartDateSchema,
});

// ---------------------------------------------------------------------------------------------
// Scheduling links
// ---------------------------------------------------------------------------------------------

export const SUFFIX_REQUIRED_MESSAGE = 'URL suffix is required';
export const SUFFIX_PATTERN_MESSAGE =
  'URL suffix can only contain lowercase letters, numbers, and hyphens';
export const NAME_REQUIRED_MESSAGE = 'Name is required';

export const SLUG_SEGMENT_MAX_LENGTH = 64;
export const SUFFIX_TOO_LONG_MESSAGE = `URL suffix must be at most ${SLUG_SEGMENT_MAX_LENGTH} characters`;
export const SUFFIX_NO_ALNUM_MESSAGE = 'URL suffix must contain a letter or a number';
/** A slug segment (prefix or suffix): 1–64 of [a-z0-9-], at least one letter or digit. */
export const SLUG_SEGMENT_PATTERN = /^[a-z0-9-]*[a-z0-9][a-z0-9-]*$/;

export function isSlugSegment(value: string): boolean {
  return value.length <= SLUG_SEGMENT_MAX_LENGTH && SLUG_SEGMENT_PATTERN.test(value);
}

/** The editable suffix in the link dialog. */
export const SlugSuffixSchema = v.pipe(
  v.string(SUFFIX_REQUIRED_MESSAGE),
  v.nonEmpty(SUFFIX_REQUIRED_MESSAGE),
  v.regex(SLUG_SUFFIX_PATTERN, SUFFIX_PATTERN_MESSAGE),
  v.regex(/[a-z0-9]/, SUFFIX_NO_ALNUM_MESSAGE),
  v.maxLength(SLUG_SEGMENT_MAX_LENGTH, SUFFIX_TOO_LONG_MESSAGE),
);

/** A whole slug `{prefix}/{suffix}`; messages point at the part that is wrong. */
export const SlugSchema = v.pipe(
  v.string('slug must be a string of the form {prefix}/{suffix}'),
  v.check((s) => s.split('/').length === 2, 'slug must have the form {prefix}/{suffix}'),
  v.check(
    (s) => /^[a-z0-9-]+\//.test(s),
    'The slug prefix can only contain lowercase letters, numbers, and hyphens',
  ),
  v.check((s) => !s.endsWith('/'), SUFFIX_REQUIRED_MESSAGE),
  v.check((s) => /\/[a-z0-9-]+$/.test(s), SUFFIX_PATTERN_MESSAGE),
  v.check(
    (s) => isSlugSegment(s.split('/')[0] ?? ''),
    `The slug prefix must have 1 to ${SLUG_SEGMENT_MAX_LENGTH} characters, with a letter or a number`,
  ),
  v.check((s) => /[a-z0-9]/.test(s.split('/')[1] ?? ''), SUFFIX_NO_ALNUM_MESSAGE),
  v.check(
    (s) => (s.split('/')[1] ?? '').length <= SLUG_SEGMENT_MAX_LENGTH,
    SUFFIX_TOO_LONG_MESSAGE,
  ),
);

export const LinkNameSchema = v.pipe(
  v.string(NAME_REQUIRED_MESSAGE),
  v.trim(),
  v.nonEmpty(NAME_REQUIRED_MESSAGE),
  v.check((value) => charCount(value) <= 100, 'Name must be at most 100 characters'),
  plainText('Name'),
);

/** Optional, shown to visitors instead of the default; blank becomes null. */
export const CustomDescriptionSchema = v.pipe(
  v.nullable(
    v.pipe(
      v.string('customDescription must be a string or null'),
      v.maxLength(500, 'customDescription must be at most 500 characters'),
    ),
  ),
  v.transform((value) => (value === null || value.trim() === '' ? null : value)),
);

export const LinkDurationSchema = integerSchema('defaultDuration', 5, 480);

export const MinimumNoticeSchema = v.nullable(
  integerSchema('minimumNotice', 0, MAX_MINIMUM_NOTICE),
);
export const DailyLimitSchema = v.nullable(integerSchema('dailyLimit', 1, MAX_DAILY_LIMIT));

export const LinkTypeSchema = v.picklist(
  ['high_priority', 'standard'],
  'type must be high_priority or standard',
);

/** Body of `createSchedulingLink`. */
export const SchedulingLinkCreateSchema = v.strictObject({
  name: LinkNameSchema,
  customDescription: v.optional(CustomDescriptionSchema, null),
  defaultDuration: LinkDurationSchema,
  slug: SlugSchema,
  userId: v.string('userId must be a string'),
  type: LinkTypeSchema,
  minimumNotice: v.optional(MinimumNoticeSchema, null),
  dailyLimit: v.optional(DailyLimitSchema, null),
});
export type SchedulingLinkCreate = v.InferOutput<typeof SchedulingLinkCreateSchema>;

/** Body of `updateSchedulingLink`: any of the editable fields, at least one. */
export const SchedulingLinkUpdateSchema = v.pipe(
  v.strictObject({
    name: v.optional(LinkNameSchema),
    customDescription: v.optional(CustomDescriptionSchema),
    defaultDuration: v.optional(LinkDurationSchema),
    slug: v.optional(SlugSchema),
    previousSlugs: v.optional(
      v.pipe(
        v.array(SlugSchema, 'previousSlugs must be a list of slugs'),
        v.maxLength(
          MAX_PREVIOUS_SLUGS,
          `previousSlugs must have at most ${MAX_PREVIOUS_SLUGS} entries`,
        ),
      ),
    ),
    minimumNotice: v.optional(MinimumNoticeSchema),
    dailyLimit: v.optional(DailyLimitSchema),
    type: v.optional(v.never('type cannot be changed')),
    userId: v.optional(v.never('userId cannot be changed')),
  }),
  v.check(
    (body) => Object.keys(body).length > 0,
    'Give at least one of name, customDescription, defaultDuration, slug, previousSlugs, minimumNotice, dailyLimit',
  ),
);
export type SchedulingLinkUpdate = v.InferOutput<typeof SchedulingLinkUpdateSchema>;

/** The create/edit dialog. */
export const LinkFormSchema = v.object({
  name: LinkNameSchema,
  slugSuffix: SlugSuffixSchema,
  defaultDuration: LinkDurationSchema,
  customDescription: v.optional(v.string(), ''),
});

// ---------------------------------------------------------------------------------------------
// Booking
// ---------------------------------------------------------------------------------------------

/** Body of `getBusySlots`: end after start, at most 62 days. */
export const BusySlotsRequestSchema = v.pipe(
  v.strictObject({
    startDate: dateTimeSchema('startDate'),
    endDate: dateTimeSchema('endDate'),
  }),
  v.check(
    (r) => Date.parse(r.endDate) > Date.parse(r.startDate),
    'endDate must be after startDate',
  ),
  v.check(
    (r) => Date.parse(r.endDate) - Date.parse(r.startDate) <= MAX_RANGE_MS,
    `The range must not exceed ${MAX_RANGE_DAYS} days`,
  ),
);

export const AttendeeNameSchema = v.pipe(
  v.string(NAME_REQUIRED_MESSAGE),
  v.trim(),
  v.nonEmpty(NAME_REQUIRED_MESSAGE),
  v.check((value) => charCount(value) <= 100, 'Name must be at most 100 characters'),
  plainText('Name'),
);

/** Body of `bookSlot`. */
export const BookingRequestSchema = v.pipe(
  v.strictObject({
    title: v.pipe(
      v.string('title is required'),
      v.trim(),
      v.nonEmpty('title is required'),
      v.check((value) => charCount(value) <= 200, 'title must be at most 200 characters'),
      plainText('title'),
    ),
    description: v.pipe(
      v.string('description must be a string (it may be empty)'),
      v.check((value) => charCount(value) <= 2000, 'description must be at most 2000 characters'),
    ),
    startTime: dateTimeSchema('startTime'),
    endTime: dateTimeSchema('endTime'),
    attendeeEmail: EmailSchema,
    attendeeName: AttendeeNameSchema,
  }),
  v.check(
    (b) => Date.parse(b.endTime) > Date.parse(b.startTime),
    'endTime must be after startTime',
  ),
);
export type BookingRequest = v.InferOutput<typeof BookingRequestSchema>;

/** Body of `cancelBooking`: an optional reason for the host. */
export const CancelBookingRequestSchema = v.strictObject({
  reason: v.optional(
    v.pipe(
      v.string('reason must be a string'),
      v.trim(),
      v.check((value) => charCount(value) <= 500, 'reason must be at most 500 characters'),
      plainText('reason'),
    ),
  ),
});

/** Body of `rescheduleBooking`: the new slot. */
export const RescheduleBookingRequestSchema = v.pipe(
  v.strictObject({
    startTime: dateTimeSchema('startTime'),
    endTime: dateTimeSchema('endTime'),
  }),
  v.check(
    (b) => Date.parse(b.endTime) > Date.parse(b.startTime),
    'endTime must be after startTime',
  ),
);

/** Query of `listHostBookings`: a tab, a search, a page size and the previous page's cursor. */
export const HostBookingsQuerySchema = v.object({
  status: v.optional(
    v.picklist(
      ['upcoming', 'past', 'cancelled'],
      'status must be one of upcoming, past, cancelled',
    ),
    'upcoming',
  ),
  q: v.optional(
    v.pipe(
      v.string('q must be a string'),
      v.check((value) => charCount(value) <= 100, 'q must be at most 100 characters'),
    ),
    '',
  ),
  limit: v.optional(queryIntegerSchema('limit', 1, 100), '25'),
  cursor: v.optional(
    v.pipe(
      v.string('cursor must be a string'),
      v.check(
        (value) => value.length >= 1 && value.length <= 500,
        'cursor must be 1 to 500 characters',
      ),
    ),
  ),
});

/** The booking page's details form. */
export const BookingFormSchema = v.object({
  name: AttendeeNameSchema,
  email: EmailSchema,
});

// ---------------------------------------------------------------------------------------------
// Running a schema
// ---------------------------------------------------------------------------------------------

export type Validation<T> = { success: true; output: T } | { success: false; error: string };

/** One readable sentence for an issue, naming the field. */
export function issueMessage(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  const structural =
    issue.type === 'strict_object' || issue.type === 'object' || issue.type === 'loose_object';
  if (structural) {
    if (issue.expected === 'never' && path) return `Unknown field: ${path}`;
    if (issue.received === 'undefined' && path) return `${path} is required`;
    return path ? `${path} must be an object` : 'The request body must be a JSON object';
  }
  return issue.message;
}

/** Validates and normalises `input`; on failure gives the first problem as one sentence. */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): Validation<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return { success: true, output: result.output };
  const first = result.issues[0];
  return { success: false, error: first ? issueMessage(first) : 'The request is invalid' };
}
