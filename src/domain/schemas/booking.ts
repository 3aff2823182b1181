/**
 * Booking: the visitor's details, the slot, cancelling and rescheduling. One part of `../api-
 * schemas.ts`, whose comment gives the rules all parts share.
 */
import * as v from 'valibot';
import {
  charCount,
  dateTimeSchema,
  integerSchema,
  MAX_RANGE_DAYS,
  MAX_RANGE_MS,
  plainText,
  queryIntegerSchema,
} from './blocks';
import { AttendeeNameSchema, EmailSchema } from './visitor';

/** A hold's id (docs/decisions.md#a-held-time): 1 to 100 characters. */
function holdIdSchema(field: string) {
  return v.pipe(
    v.string(`${field} must be a string`),
    v.minLength(1, `${field} must not be empty`),
    v.maxLength(100, `${field} must be at most 100 characters`),
  );
}

/** Body of `getBusySlots`: end after start, at most 62 days. */
export const BusySlotsRequestSchema = v.pipe(
  v.strictObject({
    startDate: dateTimeSchema('startDate'),
    endDate: dateTimeSchema('endDate'),
    holdId: v.optional(holdIdSchema('holdId')),
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

export { AttendeeNameSchema } from './visitor';

/** Body of `createSlotHold` (docs/decisions.md#a-held-time). */
export const SlotHoldRequestSchema = v.strictObject({
  startTime: dateTimeSchema('startTime'),
  duration: v.optional(integerSchema('duration', 5, 480)),
  replacesHoldId: v.optional(holdIdSchema('replacesHoldId')),
});

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

/** The first of `__proto__`, `constructor`, `prototype` that `value` holds as its own key. */
function prototypeKeyOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  return PROTOTYPE_KEYS.find((key) => Object.hasOwn(value, key)) ?? null;
}

/** The answers to a link's questions, by question id (`bookSlot`, the visitor's `rescheduleBooking`). */
const AnswersSchema = v.pipe(
  // A record parser skips these keys without a word: refuse them as the unknown keys they
  // are.
  v.unknown(),
  v.check(
    (value) => prototypeKeyOf(value) === null,
    (issue) => `This link asks no question "${prototypeKeyOf(issue.input) ?? ''}"`,
  ),
  v.record(
    v.pipe(
      v.string(),
      v.regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'answers must be keyed by question id'),
    ),
    v.union(
      [
        v.boolean(),
        v.pipe(
          v.string(),
          v.check((value) => charCount(value) <= 2000, 'An answer must be at most 2000 characters'),
        ),
      ],
      'Each answer must be text or true/false',
    ),
    'answers must be an object of answers by question id',
  ),
  v.check((a) => Object.keys(a).length <= 10, 'answers must hold at most 10 answers'),
);

/** Extra guests' e-mails (`bookSlot`, the visitor's `rescheduleBooking`). */
const GuestsSchema = v.pipe(
  v.array(
    v.pipe(
      v.string('guests must be e-mail addresses'),
      v.maxLength(254, 'A guest e-mail must be at most 254 characters'),
    ),
    'guests must be a list of e-mail addresses',
  ),
  v.maxLength(10, 'guests must hold at most 10 e-mail addresses'),
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
    duration: v.optional(integerSchema('duration', 5, 480)),
    answers: v.optional(AnswersSchema, {}),
    guests: v.optional(GuestsSchema, []),
    timeZone: v.optional(
      v.pipe(
        v.string('timeZone must be a string'),
        v.maxLength(64, 'timeZone must be at most 64 characters'),
      ),
    ),
    phone: v.optional(
      v.pipe(
        v.string('phone must be a string'),
        v.maxLength(30, 'phone must be at most 30 characters'),
      ),
    ),
    holdId: v.optional(holdIdSchema('holdId')),
    locationIndex: v.optional(integerSchema('locationIndex', 0, 3)),
  }),
  v.check(
    (b) => Date.parse(b.endTime) > Date.parse(b.startTime),
    'endTime must be after startTime',
  ),
  v.check(
    (b) =>
      b.duration === undefined ||
      Date.parse(b.endTime) - Date.parse(b.startTime) === b.duration * 60_000,
    'duration must equal endTime - startTime',
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

/** Body of `acceptHostBooking`: `{}`. */
export const AcceptBookingRequestSchema = v.strictObject({});

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

/**
 * Body of the visitor's `rescheduleBooking`: the new slot, and optionally the answers and guests
 * (checked as `bookSlot` checks them); one left out keeps the booking's own.
 */
export const VisitorRescheduleRequestSchema = v.pipe(
  v.strictObject({
    startTime: dateTimeSchema('startTime'),
    endTime: dateTimeSchema('endTime'),
    answers: v.optional(AnswersSchema),
    guests: v.optional(GuestsSchema),
  }),
  v.check(
    (b) => Date.parse(b.endTime) > Date.parse(b.startTime),
    'endTime must be after startTime',
  ),
);
export type VisitorRescheduleRequest = v.InferOutput<typeof VisitorRescheduleRequestSchema>;

/** Query of `listHostBookings`: a tab, a search, a page size and the previous page's cursor. */
export const HostBookingsQuerySchema = v.object({
  status: v.optional(
    v.picklist(
      ['upcoming', 'past', 'cancelled', 'pending'],
      'status must be one of upcoming, past, cancelled, pending',
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
export { BookingFormSchema } from './visitor';
