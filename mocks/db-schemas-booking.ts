/**
 * The booking side's records of the mock backend's database (valibot, Standard Schema): the
 * host's links, the visitors' bookings and holds, and every message sent (the outbox). The whole
 * database's schema: `db-schemas.ts`.
 */
import * as v from 'valibot';
import { LANGS } from '../src/i18n/detect';
import { assignmentSchema, teamLinkHostSchema } from './db-teams';

const isoString = v.string();
const nullableString = v.nullable(v.string());

/** A link's place, as the contract's `LinkLocation`. */
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
   * Earlier slugs that still lead to the link, oldest first. Optional with a default so
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
   * The meeting types, all optional with today's behaviour as default so older snapshots load
   * unchanged: `spec` is one of the two spec links (created naming its type; one per type),
   * `active` false switches the link off, `durations` null is `[defaultDuration]`.
   */
  spec: v.optional(v.boolean(), true),
  active: v.optional(v.boolean(), true),
  durations: v.optional(v.nullable(v.array(v.number())), null),
  location: v.optional(linkLocationSchema, null),
  /**
   * Places and access, optional so older snapshots load unchanged: the places (null: `[location]`
   * or none), a secret link (not in the host's public list), a single-use one and when it was used.
   */
  locations: v.optional(v.nullable(v.array(linkPlaceSchema)), null),
  secret: v.optional(v.boolean(), false),
  singleUse: v.optional(v.boolean(), false),
  usedAt: v.optional(nullableString, null),
  questions: v.optional(v.array(questionSchema), []),
  maxGuests: v.optional(v.number(), 0),
  /** The change policy: 0 lets visitors change a booking any time. */
  changeCutoffHours: v.optional(v.number(), 0),
  /** Approval: new bookings are pending until the host accepts them. */
  requiresApproval: v.optional(v.boolean(), false),
  /** The reminders; older snapshots get the default: 24 hours and 1 hour before. */
  reminders: v.optional(
    v.array(v.object({ minutesBefore: v.number(), enabled: v.boolean() })),
    () => [
      { minutesBefore: 1440, enabled: true },
      { minutesBefore: 60, enabled: true },
    ],
  ),
  /**
   * A team link (all optional without defaults, so older snapshots and seeds load unchanged as
   * hosts' own links): its team, `kind` (collective or round robin) and its hosts in order;
   * `userId` is then who created it.
   */
  teamId: v.optional(nullableString),
  kind: v.optional(v.nullable(v.picklist(['collective', 'round_robin']))),
  hosts: v.optional(v.array(teamLinkHostSchema)),
  /** Deleted: hidden everywhere; its slugs sit in `previousSlugs`, kept for its host. */
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
  /** Secret of the booking's own page `/bookings/{id}?token=…`. */
  token: v.optional(v.string(), ''),
  /** `pending`, `declined`, `expired`: a request on a link that requires approval. */
  status: v.optional(
    v.picklist(['confirmed', 'cancelled', 'pending', 'declined', 'expired']),
    'confirmed',
  ),
  cancelledAt: v.optional(nullableString, null),
  cancelReason: v.optional(nullableString, null),
  /** Who cancelled it: the visitor (token) or the host (session); null while confirmed. */
  cancelledBy: v.optional(v.nullable(v.picklist(['visitor', 'host'])), null),
  /** The last move: when, by whom, and where the booking was before it. */
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
  /** Meeting types: the booking's place, the visitor's answers and the guests invited with it. */
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
   * For the reminders: the visitor's time zone when booking (null: not known, the host's is
   * used) and the keys (`${minutesBefore}@${startTime}`) of the reminders already sent.
   */
  timeZone: v.optional(nullableString, null),
  remindersSent: v.optional(v.array(v.string()), []),
  /**
   * The revision of the booking's event in the calendar files its messages carry (RFC 5546
   * `SEQUENCE`, `mocks/handlers/booking-ics.ts`): 0 when made, one more with each change a
   * calendar must follow (a move, a reassign, a cancel, a declined or expired request). Optional:
   * older snapshots load at 0.
   */
  icsSequence: v.optional(v.number(), 0),
  /**
   * A team link's booking: every host it is with, the assigned one (`hostUserId`, the organizer)
   * first; absent or empty for a host's own link (its host alone). Round robin: why it went to its host.
   */
  hostUserIds: v.optional(v.array(v.string())),
  assignment: v.optional(v.nullable(assignmentSchema)),
});

/**
 * A time held for one visitor while they fill in the booking form: busy for everyone
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
  /** A team link's hold: every host it keeps busy (`hostUserId` first); absent or empty: that host alone. */
  hostUserIds: v.optional(v.array(v.string())),
});

export const invitationSchema = v.object({
  id: v.string(),
  bookingId: v.string(),
  to: v.string(),
  subject: v.string(),
  body: v.string(),
  sentAt: isoString,
  /** What the message is (the outbox's kinds). */
  kind: v.optional(
    v.picklist(['invitation', 'notice', 'reminder', 'pending', 'accepted', 'declined']),
    'invitation',
  ),
  /** The booking's start when sent, and its own page's address (null: none). */
  startTime: v.optional(nullableString, null),
  manageUrl: v.optional(nullableString, null),
  /**
   * The calendar file of an invitation (METHOD:REQUEST) or a cancellation (METHOD:CANCEL): the
   * organizer and every attendee; absent on other messages.
   */
  ics: v.optional(v.string()),
});

export type LinkRecord = v.InferOutput<typeof linkSchema>;
export type BookingRecord = v.InferOutput<typeof bookingSchema>;
export type HoldRecord = v.InferOutput<typeof holdSchema>;
export type InvitationRecord = v.InferOutput<typeof invitationSchema>;
