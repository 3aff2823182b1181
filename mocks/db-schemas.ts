/**
 * The records of the mock backend's database, described with valibot (Standard Schema): one
 * schema per @msw/data collection, the record types inferred from them, and the database's type.
 * The collections themselves, persistence hooks and the mock's own state: `db.ts`.
 */
import type { Collection } from '@msw/data';
import * as v from 'valibot';
import { WORKFLOW_STATUSES } from '../src/domain/workflow-status';
import { LANGS } from '../src/i18n/detect';
import { isWeekStart } from '../src/domain/date-time';
import { INTEGRATION_SCHEMAS } from './db-integrations';

const isoString = v.string();
const nullableString = v.nullable(v.string());

/** A day's ranges (minutes), when the host set them; absent: one range, startHour to endHour. */
const ranges = v.optional(v.array(v.object({ start: v.number(), end: v.number() })));

const dayAvailability = v.object({
  enabled: v.boolean(),
  startHour: v.number(),
  endHour: v.number(),
  ranges,
});

const timeOffSchema = v.object({
  id: v.string(),
  startDate: v.string(),
  endDate: v.string(),
  note: nullableString,
});

const dateOverrideSchema = v.object({
  date: v.string(),
  enabled: v.boolean(),
  startHour: v.number(),
  endHour: v.number(),
  ranges,
});

export const userSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  picture: nullableString,
  /** OAuth scopes granted at the last consent. */
  grantedScopes: v.array(v.string()),
  /** Operator capability: the workflow monitor. */
  workflowAccess: v.boolean(),
  createdAt: isoString,
  /** The host's own slug prefix, fixed at account creation (absent: derived from the name). */
  slugPrefix: v.optional(v.string()),
});

export const sessionSchema = v.object({
  token: v.string(),
  userId: v.string(),
  createdAt: isoString,
});

export const preferencesSchema = v.object({
  userId: v.string(),
  timePreference: v.picklist(['am', 'pm', 'both']),
  timezone: v.string(),
  dayAvailability: v.object({
    '0': dayAvailability,
    '1': dayAvailability,
    '2': dayAvailability,
    '3': dayAvailability,
    '4': dayAvailability,
    '5': dayAvailability,
    '6': dayAvailability,
  }),
  bufferTime: v.number(),
  noBufferNeeded: v.boolean(),
  /** Optional with a default so that snapshots stored before them load unchanged. */
  timeOff: v.optional(v.array(timeOffSchema), []),
  dateOverrides: v.optional(v.array(dateOverrideSchema), []),
  /** The host's message switches (absent, or a switch absent: on). */
  notifications: v.optional(
    v.object({
      newBooking: v.optional(v.boolean()),
      request: v.optional(v.boolean()),
      reschedule: v.optional(v.boolean()),
      cancel: v.optional(v.boolean()),
      expired: v.optional(v.boolean()),
    }),
  ),
  totalMeetingsAnalyzed: v.number(),
  lastAnalyzedAt: nullableString,
  slackId: nullableString,
  updatedAt: isoString,
  /**
   * Grows with every stored change (the contract's "Versions"); absent means 1 (records seeded
   * before versions, or trusted seeds that skip the schema's defaults): read it with versionOf.
   */
  version: v.optional(v.number()),
});

export const calendarSchema = v.object({
  id: v.string(),
  userId: v.string(),
  email: v.string(),
  kind: v.picklist(['primary', 'personal']),
  /** The provider's authorisation for this calendar expired: reads fail until a reconnect. */
  authExpired: v.boolean(),
  connectedAt: isoString,
  /** The calendar's own time zone (its settings): the zone its meetings were held in. */
  timeZone: v.optional(v.string()),
});

export const attendeeSchema = v.object({ name: nullableString, email: v.string() });

export const meetingSchema = v.object({
  id: v.string(),
  /** The host whose calendar holds the event. */
  userId: v.string(),
  /** The calendar (an e-mail address) the event lives in; only connected calendars count. */
  calendarEmail: v.string(),
  title: v.string(),
  description: v.string(),
  startTime: isoString,
  endTime: isoString,
  source: v.picklist(['calendar', 'booking']),
  attendees: v.array(attendeeSchema),
});

export const goalsSchema = v.object({
  id: v.string(),
  userId: v.string(),
  /** The week's Monday, its calendar date in the host's zone (`YYYY-MM-DD`): the week's identity. */
  weekStartDate: v.pipe(
    v.string(),
    v.check((value: string) => isWeekStart(value)),
  ),
  goals: v.array(v.string()),
  createdAt: isoString,
  updatedAt: isoString,
  /** Grows with every save of the week; 1 once saved (0 is "nothing saved"). */
  version: v.optional(v.number()),
  /** Minutes each goal needs this week (issue 44); absent in older snapshots: none. */
  minutesNeeded: v.optional(v.array(v.number())),
  /** Grows with every change of the week's focus blocks; absent: 0. */
  focusVersion: v.optional(v.number()),
});

/** A focus block of a weekly goal (issue 44): busy for the standard link, flexible otherwise. */
export const focusBlockSchema = v.object({
  id: v.string(),
  userId: v.string(),
  /** The goals week it belongs to (its Monday's date in the host's zone). */
  weekStartDate: v.string(),
  goalIndex: v.number(),
  startTime: isoString,
  endTime: isoString,
  /** `dropped`: a high-priority booking took it and its week had no room left. */
  status: v.picklist(['planned', 'dropped']),
  /** How many times the assistant moved it. */
  moves: v.number(),
  /** What the host was last told about it. */
  notice: nullableString,
  /**
   * Its place (where the host put it) while a booking keeps it away, moved or dropped; null or
   * absent at home. It returns there when the place is free again.
   */
  homeStartTime: v.optional(nullableString),
  homeEndTime: v.optional(nullableString),
  version: v.number(),
  createdAt: isoString,
  updatedAt: isoString,
});

/** A link's place (issue 42), as the contract's `LinkLocation`. */
const linkPlaceSchema = v.variant('kind', [
  v.object({
    kind: v.literal('video'),
    provider: v.optional(v.picklist(['google_meet', 'zoom', 'teams'])),
  }),
  v.object({
    kind: v.literal('phone'),
    caller: v.picklist(['host', 'visitor']),
    number: nullableString,
  }),
  v.object({ kind: v.literal('in_person'), address: v.string() }),
  v.object({ kind: v.literal('custom'), text: v.string() }),
]);
const linkLocationSchema = v.nullable(linkPlaceSchema);

/** A booking's place: the link's, with its own meeting address or the visitor's number. */
const bookingLocationSchema = v.nullable(
  v.variant('kind', [
    v.object({
      kind: v.literal('video'),
      provider: v.optional(v.picklist(['google_meet', 'zoom', 'teams'])),
      url: v.string(),
    }),
    v.object({
      kind: v.literal('phone'),
      caller: v.picklist(['host', 'visitor']),
      number: v.string(),
    }),
    v.object({ kind: v.literal('in_person'), address: v.string() }),
    v.object({ kind: v.literal('custom'), text: v.string() }),
  ]),
);

const questionSchema = v.object({
  id: v.string(),
  label: v.string(),
  kind: v.picklist(['short_text', 'long_text', 'single_choice', 'checkbox', 'phone']),
  required: v.boolean(),
  options: v.optional(v.array(v.string())),
});

export const linkSchema = v.object({
  id: v.string(),
  userId: v.string(),
  slug: v.string(),
  /**
   * Earlier slugs that still lead to the link (issue 24), oldest first. Optional with a default so
   * that snapshots stored before it load unchanged (no storage version bump needed).
   */
  previousSlugs: v.optional(v.array(v.string()), []),
  name: v.string(),
  customDescription: nullableString,
  type: v.picklist(['high_priority', 'standard']),
  defaultDuration: v.number(),
  /** Minutes; null: the default notice rules. Optional for older snapshots. */
  minimumNotice: v.optional(v.nullable(v.number()), null),
  /** Bookings per host-local day; null: no limit. Optional for older snapshots. */
  dailyLimit: v.optional(v.nullable(v.number()), null),
  /** Minutes between offered starts (15, 30, 60); null: 30. Optional for older snapshots. */
  slotInterval: v.optional(v.nullable(v.number()), null),
  /** Days ahead the link can be booked; null: the type's default. Optional for older snapshots. */
  bookingWindowDays: v.optional(v.nullable(v.number()), null),
  /**
   * Issue 42, all optional with today's behaviour as default so older snapshots load unchanged:
   * `spec` is one of the two spec links (created naming its type; one per type), `active` false
   * switches the link off, `durations` null is `[defaultDuration]`.
   */
  spec: v.optional(v.boolean(), true),
  active: v.optional(v.boolean(), true),
  durations: v.optional(v.nullable(v.array(v.number())), null),
  location: v.optional(linkLocationSchema, null),
  /**
   * Issue 50, optional so older snapshots load unchanged: the places (null: `[location]` or none),
   * a secret link (not in the host's public list), a single-use one and when it was used.
   */
  locations: v.optional(v.nullable(v.array(linkPlaceSchema)), null),
  secret: v.optional(v.boolean(), false),
  singleUse: v.optional(v.boolean(), false),
  usedAt: v.optional(nullableString, null),
  questions: v.optional(v.array(questionSchema), []),
  maxGuests: v.optional(v.number(), 0),
  /** The change policy (issue 43): 0 lets visitors change a booking any time. */
  changeCutoffHours: v.optional(v.number(), 0),
  /** Approval (issue 43): new bookings are pending until the host accepts them. */
  requiresApproval: v.optional(v.boolean(), false),
  /** The reminders (issue 43); older snapshots get the default: 24 hours and 1 hour before. */
  reminders: v.optional(
    v.array(v.object({ minutesBefore: v.number(), enabled: v.boolean() })),
    () => [
      { minutesBefore: 1440, enabled: true },
      { minutesBefore: 60, enabled: true },
    ],
  ),
  /** Deleted (issue 42): hidden everywhere; its slugs sit in `previousSlugs`, kept for its host. */
  deletedAt: v.optional(nullableString, null),
  createdAt: isoString,
  updatedAt: isoString,
  /** Grows with every change of the link; 1 when created. */
  version: v.optional(v.number()),
});

export const bookingSchema = v.object({
  id: v.string(),
  linkId: v.string(),
  slug: v.string(),
  hostUserId: v.string(),
  meetingId: v.string(),
  title: v.string(),
  description: v.string(),
  startTime: isoString,
  endTime: isoString,
  attendeeName: v.string(),
  attendeeEmail: v.string(),
  createdAt: isoString,
  /** Secret of the booking's own page `/bookings/{id}?token=…` (issue 15). */
  token: v.optional(v.string(), ''),
  /** `pending`, `declined`, `expired`: a request on a link that requires approval (issue 43). */
  status: v.optional(
    v.picklist(['confirmed', 'cancelled', 'pending', 'declined', 'expired']),
    'confirmed',
  ),
  cancelledAt: v.optional(nullableString, null),
  cancelReason: v.optional(nullableString, null),
  /** Who cancelled it: the visitor (token) or the host (session); null while confirmed. */
  cancelledBy: v.optional(v.nullable(v.picklist(['visitor', 'host'])), null),
  /** The last move: when, by whom, and where the booking was before it (issue 25). */
  rescheduledAt: v.optional(nullableString, null),
  rescheduledBy: v.optional(v.nullable(v.picklist(['visitor', 'host'])), null),
  previousStartTime: v.optional(nullableString, null),
  previousEndTime: v.optional(nullableString, null),
  /**
   * When the booking last became a request to confirm (null: at `createdAt`): a visitor's move on
   * a link that requires approval asks again, and the request's 24 hours start then.
   */
  requestedAt: v.optional(nullableString, null),
  /** `Idempotency-Key` of the request that made it, with a fingerprint of its body. */
  idempotencyKey: v.optional(nullableString, null),
  requestFingerprint: v.optional(nullableString, null),
  /** The visitor's language when booking (`Accept-Language`): their e-mails speak it. */
  lang: v.optional(v.picklist(LANGS), 'en'),
  /** Issue 42: the booking's place, the visitor's answers and the guests invited with it. */
  location: v.optional(bookingLocationSchema, null),
  answers: v.optional(
    v.array(
      v.object({
        questionId: v.string(),
        label: v.string(),
        value: v.union([v.string(), v.boolean()]),
      }),
    ),
    [],
  ),
  guests: v.optional(v.array(v.string()), []),
  /**
   * Issue 43's reminders: the visitor's time zone when booking (null: not known, the host's is
   * used) and the keys (`${minutesBefore}@${startTime}`) of the reminders already sent.
   */
  timeZone: v.optional(nullableString, null),
  remindersSent: v.optional(v.array(v.string()), []),
});

/**
 * A time held for one visitor while they fill in the booking form (issue 43): busy for everyone
 * else until `expiresAt` (the mock clock). `id` is the visitor's secret. Released, consumed and
 * expired holds are deleted or ignored.
 */
export const holdSchema = v.object({
  id: v.string(),
  linkId: v.string(),
  hostUserId: v.string(),
  startTime: isoString,
  endTime: isoString,
  createdAt: isoString,
  expiresAt: isoString,
  extended: v.optional(v.boolean(), false),
  /**
   * Bounds (`mocks/handlers/hold-limits.ts`): when the time was first held (one extension in all,
   * null: `createdAt`), the visitor (the first hold's id of a `replacesHoldId` chain) and the
   * address it came from (null: the browser mock's one address). Released holds stay, ended, for
   * a while so a re-hold continues their count.
   */
  heldSince: v.optional(nullableString, null),
  visitor: v.optional(nullableString, null),
  address: v.optional(nullableString, null),
});

export const invitationSchema = v.object({
  id: v.string(),
  bookingId: v.string(),
  to: v.string(),
  subject: v.string(),
  body: v.string(),
  sentAt: isoString,
  /** What the message is (issue 43's outbox). */
  kind: v.optional(
    v.picklist(['invitation', 'notice', 'reminder', 'pending', 'accepted', 'declined']),
    'invitation',
  ),
  /** The booking's start when sent, and its own page's address (null: none). */
  startTime: v.optional(nullableString, null),
  manageUrl: v.optional(nullableString, null),
});

const slotSchema = v.object({ startTime: isoString, endTime: isoString });
const answerSchema = v.object({ option: v.number(), by: v.string(), at: isoString });

export const workflowSchema = v.object({
  id: v.string(),
  machineType: v.string(),
  status: v.picklist(WORKFLOW_STATUSES),
  /** The host the request came from, when known (links the workflow to a calendar). */
  userId: nullableString,
  context: v.object({
    user: v.object({ name: nullableString, email: nullableString }),
    input: v.object({ text: nullableString }),
    meetingId: nullableString,
    error: nullableString,
    /** The free time the engine found for the meeting (find_new_slots_for_selected_meeting). */
    newSlot: v.optional(v.nullable(slotSchema)),
    /** Where the meeting was before the engine moved it (set when rescheduled). */
    previousSlot: v.optional(v.nullable(slotSchema)),
    /**
     * The free times offered (find_new_slots_for_selected_meeting): inside the wish, earliest
     * first; or, when the wish cannot be met, the nearest ones, each with its reason.
     */
    slotOptions: v.optional(
      v.array(v.object({ ...slotSchema.entries, reason: v.optional(v.string()) })),
    ),
    /** The candidate meetings sent to the requester when the request was ambiguous. */
    meetingOptions: v.optional(
      v.array(
        v.object({
          option: v.number(),
          meetingId: v.string(),
          meetingTitle: v.string(),
          startTime: isoString,
          endTime: isoString,
          label: v.string(),
        }),
      ),
    ),
    /** The wish read before the meeting was known (kept until a candidate is chosen). */
    pendingWish: v.optional(
      v.object({
        window: v.object({ start: isoString, end: isoString }),
        partOfDay: v.picklist(['am', 'pm', 'any']),
        timeZone: v.string(),
      }),
    ),
    /** Which candidate meeting was chosen, by whom, when. */
    meetingSelection: v.optional(answerSchema),
    /** Which proposed time was chosen, by whom, when. */
    slotSelection: v.optional(answerSchema),
    /** The host's answer to the new time. */
    hostAnswer: v.optional(
      v.object({ answer: v.picklist(['approved', 'rejected']), by: v.string(), at: isoString }),
    ),
    /** What the assistant understood at parsing_input (simulation/intent.ts). */
    intent: v.optional(
      v.object({
        meetingId: v.string(),
        meetingTitle: v.string(),
        window: v.object({ start: isoString, end: isoString }),
        partOfDay: v.picklist(['am', 'pm', 'any']),
        timeZone: v.optional(v.string()),
      }),
    ),
  }),
  createdAt: isoString,
  updatedAt: isoString,
});

export const workflowEventSchema = v.object({
  id: v.string(),
  workflowId: v.string(),
  type: v.string(),
  timestamp: isoString,
  payload: v.object({
    message: v.optional(v.string()),
    value: v.optional(v.string()),
  }),
});

export const activitySchema = v.object({
  id: v.string(),
  userId: v.string(),
  type: v.picklist([
    'meeting_booked',
    'meeting_rescheduled',
    'preferences_updated',
    'calendar_connected',
    'calendar_disconnected',
    'goals_saved',
    'link_created',
    'link_updated',
  ]),
  message: v.string(),
  createdAt: isoString,
});

export type UserRecord = v.InferOutput<typeof userSchema>;
export type SessionRecord = v.InferOutput<typeof sessionSchema>;
export type PreferencesRecord = v.InferOutput<typeof preferencesSchema>;
export type CalendarRecord = v.InferOutput<typeof calendarSchema>;
export type MeetingRecord = v.InferOutput<typeof meetingSchema>;
export type GoalsRecord = v.InferOutput<typeof goalsSchema>;
export type FocusBlockRecord = v.InferOutput<typeof focusBlockSchema>;
export type LinkRecord = v.InferOutput<typeof linkSchema>;
export type BookingRecord = v.InferOutput<typeof bookingSchema>;
export type HoldRecord = v.InferOutput<typeof holdSchema>;
export type InvitationRecord = v.InferOutput<typeof invitationSchema>;
export type WorkflowRecord = v.InferOutput<typeof workflowSchema>;
export type WorkflowEventRecord = v.InferOutput<typeof workflowEventSchema>;
export type ActivityRecord = v.InferOutput<typeof activitySchema>;
export type * from './db-integrations';

const schemas = {
  users: userSchema,
  sessions: sessionSchema,
  preferences: preferencesSchema,
  calendars: calendarSchema,
  meetings: meetingSchema,
  goals: goalsSchema,
  links: linkSchema,
  bookings: bookingSchema,
  invitations: invitationSchema,
  workflows: workflowSchema,
  workflowEvents: workflowEventSchema,
  activities: activitySchema,
  focusBlocks: focusBlockSchema,
  holds: holdSchema,
  ...INTEGRATION_SCHEMAS,
};

/** The schema of each collection's records. */
export const RECORD_SCHEMAS: Readonly<typeof schemas> = schemas;

type Schemas = typeof schemas;
export type CollectionName = keyof Schemas;
export const COLLECTION_NAMES = Object.keys(schemas) as CollectionName[];

export type Db = { [K in CollectionName]: Collection<Schemas[K]> };

/** Plain data of every collection (what persistence writes and `snapshot()` returns). */
export type DbData = { [K in CollectionName]: v.InferInput<Schemas[K]>[] };
