/**
 * Scheduling links: slugs, names, durations, descriptions and the rename history. One part of
 * `../api-schemas.ts`, whose comment gives the rules all parts share.
 */
import * as v from 'valibot';
import { MAX_DAILY_LIMIT, MAX_MINIMUM_NOTICE } from '../date-rules';
import { MAX_WINDOW_DAYS, MIN_WINDOW_DAYS, SLOT_INTERVALS, slotIntervalOf } from '../slots';
import { SLUG_SUFFIX_PATTERN } from '../links';
import { MAX_PREVIOUS_SLUGS } from '../previous-slugs';
import { MAX_CHANGE_CUTOFF_HOURS } from '../change-policy';
import { remindersProblem, type Reminder } from '../reminders';
import { booleanSchema, charCount, integerSchema, plainText } from './blocks';
import { NAME_REQUIRED_MESSAGE } from './visitor';
import { teamLinkCreateFields, teamLinkUpdateFields } from './teams';
import {
  locationProblem,
  MAX_DURATIONS,
  MAX_LOCATIONS,
  VIDEO_PROVIDERS,
  type LinkLocation,
  MAX_GUESTS,
  MAX_QUESTIONS,
  QUESTION_KINDS,
  questionsProblem,
} from '../meeting-types';

export const SUFFIX_REQUIRED_MESSAGE = 'URL suffix is required';
export const SUFFIX_PATTERN_MESSAGE =
  'URL suffix can only contain lowercase letters, numbers, and hyphens';
export { NAME_REQUIRED_MESSAGE };

export const SLUG_SEGMENT_MAX_LENGTH = 64;
export const SUFFIX_TOO_LONG_MESSAGE = `URL suffix must be at most ${SLUG_SEGMENT_MAX_LENGTH} characters`;
export const SUFFIX_NO_ALNUM_MESSAGE = 'URL suffix must contain a letter or a number';
/** A slug segment (prefix or suffix): 1–64 of [a-z0-9-], at least one letter or digit. */
export const SLUG_SEGMENT_PATTERN = /^[a-z0-9-]*[a-z0-9][a-z0-9-]*$/;

export function isSlugSegment(value: string): boolean {
  return value.length <= SLUG_SEGMENT_MAX_LENGTH && SLUG_SEGMENT_PATTERN.test(value);
}

/** Words of the paths under a link (`/api/scheduling-links/{user}/{type}/book`, …): no suffix. */
export const RESERVED_SLUG_SUFFIXES: readonly string[] = [
  'book',
  'busy-slots',
  'holds',
  'duplicate',
];
export const SUFFIX_RESERVED_MESSAGE = `URL suffix cannot be one of the reserved words ${RESERVED_SLUG_SUFFIXES.join(', ')}`;

/** The editable suffix in the link dialog. */
export const SlugSuffixSchema = v.pipe(
  v.string(SUFFIX_REQUIRED_MESSAGE),
  v.nonEmpty(SUFFIX_REQUIRED_MESSAGE),
  v.regex(SLUG_SUFFIX_PATTERN, SUFFIX_PATTERN_MESSAGE),
  v.regex(/[a-z0-9]/, SUFFIX_NO_ALNUM_MESSAGE),
  v.maxLength(SLUG_SEGMENT_MAX_LENGTH, SUFFIX_TOO_LONG_MESSAGE),
  v.check((value) => !RESERVED_SLUG_SUFFIXES.includes(value), SUFFIX_RESERVED_MESSAGE),
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
  v.check((s) => !RESERVED_SLUG_SUFFIXES.includes(s.split('/')[1] ?? ''), SUFFIX_RESERVED_MESSAGE),
);

export const LinkNameSchema = v.pipe(
  v.string(NAME_REQUIRED_MESSAGE),
  v.trim(),
  v.nonEmpty(NAME_REQUIRED_MESSAGE),
  v.check((value) => charCount(value) <= 100, 'Name must be at most 100 characters'),
  plainText('Name'),
);

/** A link's description: at most this many characters (UTF-16 units, as the server counts). */
export const MAX_DESCRIPTION_LENGTH = 500;
/** The dialog's words for a description over the limit. */
export function descriptionTooLong(length: number): string {
  return `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters (it has ${length})`;
}

/** Optional, shown to visitors instead of the default; blank becomes null. */
export const CustomDescriptionSchema = v.pipe(
  v.nullable(
    v.pipe(
      v.string('customDescription must be a string or null'),
      v.maxLength(
        MAX_DESCRIPTION_LENGTH,
        `customDescription must be at most ${MAX_DESCRIPTION_LENGTH} characters`,
      ),
    ),
  ),
  v.transform((value) => (value === null || value.trim() === '' ? null : value)),
);

export const LinkDurationSchema = integerSchema('defaultDuration', 5, 480);

export const MinimumNoticeSchema = v.nullable(
  integerSchema('minimumNotice', 0, MAX_MINIMUM_NOTICE),
);
export const DailyLimitSchema = v.nullable(integerSchema('dailyLimit', 1, MAX_DAILY_LIMIT));

export const SLOT_INTERVAL_MESSAGE = 'slotInterval must be 15, 30 or 60 (minutes)';
export const SlotIntervalSchema = v.pipe(
  v.number(SLOT_INTERVAL_MESSAGE),
  v.check((n: number) => SLOT_INTERVALS.some((i) => i === n), SLOT_INTERVAL_MESSAGE),
  v.transform((n: number) => slotIntervalOf(n)),
);
export const BookingWindowDaysSchema = integerSchema(
  'bookingWindowDays',
  MIN_WINDOW_DAYS,
  MAX_WINDOW_DAYS,
);

/** One line of plain text, trimmed, 1 to `max` characters. */
function lineSchema(field: string, max: number) {
  return v.pipe(
    v.string(`${field} must be a string`),
    v.trim(),
    v.nonEmpty(`${field} is required`),
    v.check((value) => charCount(value) <= max, `${field} must be at most ${max} characters`),
    plainText(field),
  );
}

/** The durations a visitor picks from: 1 to 6 distinct lengths, stored shortest first. */
export const DurationsSchema = v.pipe(
  v.array(integerSchema('durations', 5, 480), 'durations must be a list of minutes'),
  v.minLength(1, 'durations must hold at least one duration'),
  v.maxLength(MAX_DURATIONS, `durations must hold at most ${MAX_DURATIONS} durations`),
  v.check((list) => new Set(list).size === list.length, 'durations must not repeat a duration'),
  v.transform((list) => [...list].sort((a, b) => a - b)),
);

export const MaxGuestsSchema = integerSchema('maxGuests', 0, MAX_GUESTS);

/**
 * The change policy (docs/decisions.md#a-links-change-policy): hours before the start after which
 * visitors change nothing.
 */
export const ChangeCutoffHoursSchema = integerSchema(
  'changeCutoffHours',
  0,
  MAX_CHANGE_CUTOFF_HOURS,
);

/**
 * A link's reminders (docs/decisions.md#reminders-and-the-outbox): up to 3 of
 * `{ minutesBefore, enabled }` (`../reminders.ts`).
 */
export const RemindersSchema = v.pipe(
  v.array(v.unknown(), 'reminders must be a list of { minutesBefore, enabled }'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = remindersProblem(dataset.value);
    if (problem) addIssue({ message: problem.message });
  }),
  v.transform((list) => (list as Reminder[]).map((r) => ({ ...r }))),
);

const LOCATION_MESSAGE =
  'location must be null or an object of kind video, phone, in_person or custom';
export const LinkLocationSchema = v.pipe(
  v.nullable(
    v.variant(
      'kind',
      [
        v.strictObject({
          kind: v.literal('video'),
          provider: v.optional(
            v.picklist(VIDEO_PROVIDERS, 'location.provider must be google_meet, zoom or teams'),
          ),
        }),
        v.strictObject({
          kind: v.literal('phone'),
          caller: v.picklist(['host', 'visitor'], 'location.caller must be host or visitor'),
          number: v.nullable(
            v.pipe(
              v.string('location.number must be a string or null'),
              v.trim(),
              v.maxLength(30, 'location.number must be at most 30 characters'),
            ),
          ),
        }),
        v.strictObject({
          kind: v.literal('in_person'),
          address: lineSchema('location.address', 300),
        }),
        v.strictObject({ kind: v.literal('custom'), text: lineSchema('location.text', 300) }),
      ],
      LOCATION_MESSAGE,
    ),
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = locationProblem(dataset.value);
    if (problem) addIssue({ message: problem });
  }),
);

/** The link's places: 0 to 4, none twice; with two or more the visitor chooses. */
export const LinkLocationsSchema = v.pipe(
  v.array(
    v.pipe(
      LinkLocationSchema,
      v.check((l) => l !== null, 'locations[] must be a place, not null'),
    ),
    'locations must be a list of places',
  ),
  v.maxLength(MAX_LOCATIONS, `A link can offer at most ${MAX_LOCATIONS} places`),
  v.check(
    (list) => new Set(list.map((l) => JSON.stringify(l))).size === list.length,
    'locations must not repeat a place',
  ),
  v.transform((list) => list.filter((l): l is LinkLocation => l !== null)),
);

export const LinkQuestionSchema = v.strictObject({
  id: v.pipe(
    v.string('questions[].id must be a string'),
    v.regex(
      /^[a-z0-9][a-z0-9_-]{0,39}$/,
      'questions[].id must be 1 to 40 lowercase letters, digits, _ or -',
    ),
  ),
  label: lineSchema('questions[].label', 200),
  kind: v.picklist(
    QUESTION_KINDS,
    'questions[].kind must be short_text, long_text, single_choice, checkbox or phone',
  ),
  required: booleanSchema('questions[].required'),
  options: v.optional(
    v.pipe(
      v.array(lineSchema('questions[].options[]', 100), 'questions[].options must be a list'),
      v.maxLength(20, 'questions[].options must hold at most 20 choices'),
    ),
  ),
});

export const LinkQuestionsSchema = v.pipe(
  v.array(LinkQuestionSchema, 'questions must be a list'),
  v.maxLength(MAX_QUESTIONS, `A link can ask at most ${MAX_QUESTIONS} questions`),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = questionsProblem(dataset.value);
    if (problem) addIssue({ message: problem });
  }),
);

/** The meeting-type fields every write of a link may carry (docs/decisions.md#meeting-types). */
const meetingTypeFields = {
  active: v.optional(booleanSchema('active')),
  durations: v.optional(DurationsSchema),
  location: v.optional(LinkLocationSchema),
  locations: v.optional(LinkLocationsSchema),
  secret: v.optional(booleanSchema('secret')),
  singleUse: v.optional(booleanSchema('singleUse')),
  questions: v.optional(LinkQuestionsSchema),
  maxGuests: v.optional(MaxGuestsSchema),
  changeCutoffHours: v.optional(ChangeCutoffHoursSchema),
  requiresApproval: v.optional(booleanSchema('requiresApproval')),
  reminders: v.optional(RemindersSchema),
};

export const LinkTypeSchema = v.picklist(
  ['high_priority', 'standard'],
  'type must be high_priority or standard',
);

/** Body of `createSchedulingLink`. */
export const SchedulingLinkCreateSchema = v.strictObject({
  name: LinkNameSchema,
  customDescription: v.optional(CustomDescriptionSchema, null),
  defaultDuration: v.optional(LinkDurationSchema),
  slug: SlugSchema,
  userId: v.string('userId must be a string'),
  type: v.optional(LinkTypeSchema),
  ...meetingTypeFields,
  minimumNotice: v.optional(MinimumNoticeSchema, null),
  dailyLimit: v.optional(DailyLimitSchema, null),
  slotInterval: v.optional(SlotIntervalSchema),
  bookingWindowDays: v.optional(BookingWindowDaysSchema),
  ...teamLinkCreateFields,
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
    slotInterval: v.optional(SlotIntervalSchema),
    bookingWindowDays: v.optional(BookingWindowDaysSchema),
    ...meetingTypeFields,
    ...teamLinkUpdateFields,
    type: v.optional(v.never('type cannot be changed')),
    userId: v.optional(v.never('userId cannot be changed')),
  }),
  v.check(
    (body) => Object.keys(body).length > 0,
    'Give at least one of name, customDescription, defaultDuration, slug, previousSlugs, minimumNotice, dailyLimit, slotInterval, bookingWindowDays, active, durations, location, locations, secret, singleUse, questions, maxGuests, changeCutoffHours, requiresApproval, reminders',
  ),
);

/** Body of `duplicateSchedulingLink`: `{}` takes the defaults. */
export const SchedulingLinkDuplicateSchema = v.strictObject({
  name: v.optional(LinkNameSchema),
  slug: v.optional(SlugSchema),
});
export type SchedulingLinkUpdate = v.InferOutput<typeof SchedulingLinkUpdateSchema>;

/** The create/edit dialog. */
export const LinkFormSchema = v.object({
  name: LinkNameSchema,
  slugSuffix: SlugSuffixSchema,
  defaultDuration: LinkDurationSchema,
  customDescription: v.pipe(
    v.optional(v.string(), ''),
    v.check(
      (value) => value.length <= MAX_DESCRIPTION_LENGTH,
      (issue) => descriptionTooLong((issue.input as string).length),
    ),
  ),
});
