/**
 * What the visitor's calls (`booking.ts`, with the booking's token) and the host's calls
 * (`host-bookings.ts`, with the session) share: the slot checks, the notices, and the two writes,
 * cancel and move, each one atomic under the host's booking lock. Either side's write records who
 * did it, so the other side's screen can say so.
 */
import {
  bookingsPerDay,
  overrideHours,
  slotRefusal,
  type SlotRefusal,
} from '../../src/domain/date-rules';
import type { SlotInput, SlotPreferences } from '../../src/domain/slots';
import { durationsOf, durationWords, locationWords } from '../../src/domain/meeting-types';
import { changeDeadline, changesClosed } from '../../src/domain/change-policy';
import { holdValid } from '../../src/domain/slot-hold';
import { hasRequiredScopes } from '../auth';
import { now } from '../clock';
import { db, type BookingRecord, type HoldRecord, type LinkRecord, type UserRecord } from '../db';
import { apiError, type ErrorBody } from '../errors';
import { NOTICES, noticeTime } from '../notices';
import { newId } from '../random';
import { localParts } from '../time';
import { ruleBroken } from '../rule-breaks';
import { judgeSlot } from '../rule-breaks-slots';
import { focusBusy } from './focus-time';
import { returnFocusTime, yieldFocusTime } from './focus-yield';
import { tellHost } from './host-messages';
import { bookingEvent } from '../booking-events';
import type { LinkType } from '../../src/domain/links';
import {
  hostPreferences,
  primaryCalendar,
  recordActivity,
  visibleMeetings,
  withLock,
} from './shared';

export type Actor = 'visitor' | 'host';

/** Confirmed and not yet ended (a meeting in progress counts), as the host's Upcoming tab. */
export function isUpcoming(booking: BookingRecord, at: Date): boolean {
  return booking.status === 'confirmed' && Date.parse(booking.endTime) > at.getTime();
}

/** Confirmed or pending (issue 43): the booking still holds its time and can change. */
export function isLive(booking: BookingRecord): boolean {
  return booking.status === 'confirmed' || booking.status === 'pending';
}

/** The booking's length in minutes. */
export function minutesOf(booking: { startTime: string; endTime: string }): number {
  return Math.round((Date.parse(booking.endTime) - Date.parse(booking.startTime)) / 60_000);
}

export const AUTH_EXPIRED_FOR_HOST = apiError(
  'calendar_auth_expired',
  'Google Calendar authentication expired for this host',
);
export const AUTH_MISSING_FOR_HOST = apiError(
  'calendar_not_connected',
  'Google Calendar authentication is missing for this host',
);
export const SLOT_TAKEN = apiError(
  'slot_taken',
  'This time slot is no longer available. Please choose another time.',
);
export const TIME_OFF = apiError(
  'time_off',
  'The host is not available on this date. Please choose another day.',
);
export const NOTICE_TOO_SHORT = apiError(
  'notice_too_short',
  'This time is too soon. Please choose a later time.',
);
export const DAILY_LIMIT_REACHED = apiError(
  'daily_limit_reached',
  'This day is fully booked. Please choose another day.',
);
/** The 409 answer of each refusal of the slot engine. */
export const REFUSALS: Readonly<Record<SlotRefusal, ErrorBody>> = {
  time_off: TIME_OFF,
  notice: NOTICE_TOO_SHORT,
  daily_limit: DAILY_LIMIT_REACHED,
  taken: SLOT_TAKEN,
};
export const BOOKING_NOT_FOUND = apiError('not_found', 'Booking not found');
export const ALREADY_CANCELLED = apiError('booking_cancelled', 'This booking is already cancelled');

const DAY = 86_400_000;

/** The lock every write of a host's bookings and booked meetings takes. */
export const bookingLock = (hostId: string) => `book:${hostId}`;

/** Why the host's calendar cannot be read right now, or null when it can. */
export function calendarProblem(host: UserRecord): ErrorBody | null {
  const primary = primaryCalendar(host.id);
  if (!primary || !hasRequiredScopes(host)) return AUTH_MISSING_FOR_HOST;
  if (primary.authExpired) return AUTH_EXPIRED_FOR_HOST;
  return null;
}

export function slotPreferences(host: UserRecord): SlotPreferences {
  const p = hostPreferences(host);
  return {
    timePreference: p.timePreference,
    timezone: p.timezone,
    dayAvailability: p.dayAvailability,
    bufferTime: p.bufferTime,
    noBufferNeeded: p.noBufferNeeded,
  };
}

export const SLOT_HELD = apiError(
  'slot_held',
  'Someone else is booking this time. Please choose another time.',
);

/** The host's holds valid at `at` (issue 43), overlapping [from, to). */
export function validHolds(hostId: string, at: number, from = -Infinity, to = Infinity) {
  return db.holds.findMany((q) =>
    q.where(
      (h) =>
        h.hostUserId === hostId &&
        holdValid(h, at) &&
        Date.parse(h.endTime) > from &&
        Date.parse(h.startTime) < to,
    ),
  );
}

function heldIntervals(
  hostId: string,
  from: number,
  to: number,
  at: number,
  holds: 'count' | { except: string },
) {
  const except = holds === 'count' ? null : holds.except;
  return validHolds(hostId, at, from, to)
    .filter((h) => h.id !== except)
    .map((h) => ({
      start: Date.parse(h.startTime),
      end: Date.parse(h.endTime),
    }));
}

/**
 * The visitor's hold of exactly [startTime, endTime) on this link, valid at `at`, or null
 * (unknown, ended, another time's or another link's hold: as if none was sent). A hold is good
 * only on its own link.
 */
export function heldFor(
  holdId: string | undefined,
  linkId: string,
  startTime: string,
  endTime: string,
  at: Date,
): HoldRecord | null {
  if (holdId === undefined) return null;
  const hold = db.holds.findFirst((q) => q.where({ id: holdId }));
  if (!hold || hold.linkId !== linkId || !holdValid(hold, at.getTime())) return null;
  const same =
    Date.parse(hold.startTime) === Date.parse(startTime) &&
    Date.parse(hold.endTime) === Date.parse(endTime);
  return same ? hold : null;
}

/** The caller's own hold of this link for `getBusySlots`: another link's hold is not theirs here. */
export function ownHoldExcept(
  holdId: string | undefined,
  linkId: string,
): 'count' | { except: string } {
  if (holdId === undefined) return 'count';
  const hold = db.holds.findFirst((q) => q.where({ id: holdId }));
  return hold && hold.linkId === linkId ? { except: hold.id } : 'count';
}

/** Ends a hold (released, or consumed by its booking); nothing when there is none. */
export async function endHold(id: string): Promise<void> {
  await db.holds.deleteMany((q) => q.where({ id }));
}

/**
 * Busy intervals of the host overlapping [from, to): merged, sorted, not widened. For a standard
 * link (`linkType`), the host's focus blocks are busy too (issue 44); a high-priority link may
 * take their time, and the assistant moves them. Times visitors hold (issue 43) are busy unless
 * `holds` is 'ignore'.
 */
export function busyIntervals(
  host: UserRecord,
  from: number,
  to: number,
  exceptMeetingId?: string,
  linkType?: LinkType,
  holds: 'count' | 'ignore' | 'held' | { except: string } = 'count',
): { start: number; end: number }[] {
  // 'held': a booking with the visitor's own hold. Holds aside, and focus blocks aside too: a
  // block stored over a held time yields to the booking (focus-yield.ts moves it afterwards).
  const intervals = visibleMeetings(host.id, from, to)
    .filter((m) => m.id !== exceptMeetingId)
    .map((m) => ({ start: Date.parse(m.startTime), end: Date.parse(m.endTime) }))
    .concat(linkType === 'standard' && holds !== 'held' ? focusBusy(host.id, from, to) : [])
    .concat(
      holds === 'ignore' || holds === 'held'
        ? []
        : heldIntervals(host.id, from, to, now().getTime(), holds),
    )
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: { start: number; end: number }[] = [];
  for (const interval of intervals) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** Why these times can never be a slot of this link (400), or null. */
export function slotShapeProblem(
  link: LinkRecord,
  host: UserRecord,
  startTime: string,
  endTime: string,
): string | null {
  const start = Date.parse(startTime);
  const end = Date.parse(endTime);
  const durations = durationsOf(link);
  if (!durations.some((d) => end - start === d * 60_000) && !ruleBroken('duration-unchecked')) {
    return `The meeting must last ${durationWords(durations)}`;
  }
  const local = localParts(start, slotPreferences(host).timezone);
  if (local.minute % 15 !== 0 || local.second !== 0 || start % 1000 !== 0) {
    return 'Meetings must start on a quarter hour';
  }
  return null;
}

/**
 * The host's date rules and the link's own rules, as the slot engine takes them: time off, date
 * overrides, minimum notice, and the daily limit with the link's confirmed bookings per host-local
 * day (the booking being moved, `exceptBookingId`, not counted).
 */
export function dateRules(
  link: LinkRecord,
  host: UserRecord,
  exceptBookingId?: string,
): Pick<
  SlotInput,
  'timeOff' | 'dateAvailability' | 'minimumNotice' | 'dailyLimit' | 'bookingsPerDay'
> {
  const prefs = hostPreferences(host);
  const dailyLimit = link.dailyLimit ?? null;
  const counted =
    dailyLimit === null
      ? []
      : db.bookings.findMany((q) =>
          q.where(
            (b) =>
              b.linkId === link.id &&
              (b.status === 'confirmed' || b.status === 'pending') &&
              b.id !== exceptBookingId,
          ),
        );
  return {
    timeOff: prefs.timeOff,
    dateAvailability: overrideHours(prefs.dateOverrides),
    minimumNotice: link.minimumNotice ?? null,
    dailyLimit,
    bookingsPerDay: bookingsPerDay(counted, prefs.timezone),
  };
}

/**
 * The slot engine's verdict at `at`: null when the slot is offered, else the 409 answer saying
 * why (time off, notice, daily limit, or taken). Call under the host's lock.
 */
export function slotRefusalAt(
  link: LinkRecord,
  host: UserRecord,
  startTime: string,
  endTime: string,
  at: Date,
  except?: { meetingId: string; bookingId: string },
  holds: 'count' | 'ignore' | 'held' = 'count',
): ErrorBody | null {
  const refusal = engineRefusal(link, host, startTime, endTime, at, except, holds);
  // Free but for a visitor's hold: say so (`slot_held`), not "taken".
  if (refusal === 'taken' && holds === 'count') {
    const unheld = engineRefusal(link, host, startTime, endTime, at, except, 'ignore');
    if (unheld === null) return ruleBroken('holds-ignored') ? null : SLOT_HELD;
  }
  if (refusal !== null && refusal !== 'taken' && ruleBroken('refusals-all-slot-taken'))
    return SLOT_TAKEN;
  return refusal === null ? null : REFUSALS[refusal];
}

function engineRefusal(
  link: LinkRecord,
  host: UserRecord,
  startTime: string,
  endTime: string,
  at: Date,
  except: { meetingId: string; bookingId: string } | undefined,
  holds: 'count' | 'ignore' | 'held',
): SlotRefusal | null {
  const start = Date.parse(startTime);
  const end = Date.parse(endTime);
  return judgeSlot(
    {
      type: link.type,
      // The slot the visitor chose: its own length, one of the link's durations (issue 42).
      duration: Math.round((end - start) / 60_000),
      interval: link.slotInterval,
      windowDays: link.bookingWindowDays,
      preferences: slotPreferences(host),
      busy: busyIntervals(host, start - DAY, end + DAY, except?.meetingId, link.type, holds),
      visitorTimeZone: 'UTC',
      now: at,
      ...dateRules(link, host, except?.bookingId),
    },
    (input) => slotRefusal(input, startTime, endTime),
  );
}

/**
 * Where the visitor manages a booking, as the success page and the invitation link it; a booking
 * made in another language than English opens there in it (`&lang=`).
 */
export function manageUrl(
  booking: { id: string; token: string; lang?: string },
  origin: string,
): string {
  const lang =
    booking.lang && booking.lang !== 'en' ? `&lang=${encodeURIComponent(booking.lang)}` : '';
  return `${origin}/bookings/${encodeURIComponent(booking.id)}?token=${encodeURIComponent(booking.token)}${lang}`;
}

/**
 * The zone of the visitor's and guests' messages: the one the booking page showed the visitor
 * when they booked; the host's for bookings made before the page sent it.
 */
export function visitorZone(booking: BookingRecord, host: UserRecord): string {
  return booking.timeZone ?? slotPreferences(host).timezone;
}

export async function sendInvitation(
  booking: BookingRecord,
  host: UserRecord,
  kind: 'Invitation' | 'Updated invitation',
  origin: string,
): Promise<void> {
  // In the visitor's language and zone (the booking page's), the host's for older bookings.
  const zone = visitorZone(booking, host);
  const values = {
    name: booking.attendeeName,
    host: host.name,
    title: booking.title,
    when: noticeTime(booking.startTime, zone, booking.lang),
    minutes: minutesOf(booking),
    // The place (issue 42) travels with the description: the invitation's words stay as they were.
    description: [booking.description, locationWords(booking.location ?? null)]
      .filter(Boolean)
      .join('\n\n'),
    manage: manageUrl(booking, origin),
    movedFrom:
      kind === 'Updated invitation' && booking.rescheduledBy === 'host' && booking.previousStartTime
        ? noticeTime(booking.previousStartTime, zone, booking.lang)
        : null,
  };
  const { subject, body } = NOTICES[booking.lang].invitation(kind === 'Updated invitation', values);
  const sentAt = now().toISOString();
  await db.invitations.create({
    id: newId('inv'),
    bookingId: booking.id,
    to: booking.attendeeEmail,
    subject,
    body,
    sentAt,
    kind: 'invitation',
    startTime: booking.startTime,
    manageUrl: values.manage,
  });
  // Guests get the same invitation, but the booking's secret stays with the visitor who booked.
  for (const guest of booking.guests ?? []) {
    const copy = NOTICES[booking.lang].invitation(kind === 'Updated invitation', {
      ...values,
      manage: `${booking.attendeeName} <${booking.attendeeEmail}> can change it`,
    });
    await db.invitations.create({
      id: newId('inv'),
      bookingId: booking.id,
      to: guest,
      ...copy,
      sentAt,
      kind: 'invitation',
      startTime: booking.startTime,
      manageUrl: null,
    });
  }
}

/** The cancellation notice to each guest of the booking (issue 42), in the booking's language. */
async function tellGuests(
  booking: BookingRecord,
  notice: { subject: string; body: string },
  sentAt: string,
): Promise<void> {
  for (const guest of booking.guests ?? []) {
    await db.invitations.create({
      id: newId('inv'),
      bookingId: booking.id,
      to: guest,
      ...notice,
      sentAt,
      kind: 'notice',
      startTime: booking.startTime,
      manageUrl: null,
    });
  }
}

/**
 * The cancellation notices. Cancelled by the visitor: one to the visitor (in the booking's
 * language), one to the host (in English). Cancelled by the host: one to the visitor, saying so,
 * with the host's reason.
 */
async function sendCancellation(
  booking: BookingRecord,
  host: UserRecord,
  link: LinkRecord,
  origin: string,
  wasPending = false,
): Promise<void> {
  const sentAt = now().toISOString();
  const values = {
    name: booking.attendeeName,
    host: host.name,
    title: booking.title,
    when: noticeTime(booking.startTime, visitorZone(booking, host), booking.lang),
    reason: booking.cancelReason,
    manage: manageUrl(booking, origin),
    bookAgain: `${origin}/book/${link.slug}`,
  };
  const words = NOTICES[booking.lang];
  if (booking.cancelledBy === 'host') {
    await bookingEvent('booking.cancelled', booking);
    await db.invitations.create({
      id: newId('inv'),
      bookingId: booking.id,
      to: booking.attendeeEmail,
      ...words.cancelledByHost(values),
      sentAt,
      kind: 'notice',
      startTime: booking.startTime,
      manageUrl: values.manage,
    });
    await tellGuests(
      booking,
      words.cancelledByHost({ ...values, manage: values.bookAgain }),
      sentAt,
    );
    return;
  }
  // A withdrawn request (issue 43) was never sent to the guests: nothing to tell them.
  if (!wasPending)
    await tellGuests(booking, words.cancelled({ ...values, manage: values.bookAgain }), sentAt);
  await db.invitations.create({
    id: newId('inv'),
    bookingId: booking.id,
    to: booking.attendeeEmail,
    ...words.cancelled(values),
    sentAt,
    kind: 'notice',
    startTime: booking.startTime,
    manageUrl: values.manage,
  });
  await tellHost('cancel', booking, host, origin);
}

export const CHANGE_CUTOFF = apiError(
  'change_cutoff',
  'This booking can no longer be changed online. Please contact the host.',
);

/**
 * The booking's change deadline under its link's policy (issue 43), read at the moment of the
 * request: the link's current cutoff applies, also to bookings made before the host changed it.
 */
export function changeDeadlineOf(booking: BookingRecord): string | null {
  const link = db.links.findFirst((q) => q.where({ id: booking.linkId }));
  return changeDeadline(booking.startTime, link?.changeCutoffHours ?? 0);
}

/** 409 `change_cutoff` when the visitor's change comes inside the link's cutoff (issue 43). */
function changeCutoffProblem(booking: BookingRecord): ErrorBody | null {
  return changesClosed(changeDeadlineOf(booking), now().getTime()) &&
    !ruleBroken('change-cutoff-ignored')
    ? CHANGE_CUTOFF
    : null;
}

/**
 * Cancels in one step under the host's lock: the meeting goes (the slot is offered again), the
 * booking records who and why, the notices are recorded. Null when it was already cancelled.
 */
export async function cancelBookingAs(
  booking: BookingRecord,
  by: 'host',
  reason: string | null,
  origin: string,
): Promise<BookingRecord | null>;
/** The visitor's cancel may also be refused: inside the link's change cutoff (issue 43). */
export async function cancelBookingAs(
  booking: BookingRecord,
  by: 'visitor',
  reason: string | null,
  origin: string,
): Promise<BookingRecord | null | { refused: ErrorBody }>;
export async function cancelBookingAs(
  booking: BookingRecord,
  by: Actor,
  reason: string | null,
  origin: string,
): Promise<BookingRecord | null | { refused: ErrorBody }> {
  return withLock(bookingLock(booking.hostUserId), async () => {
    const current = db.bookings.findFirst((q) => q.where({ id: booking.id }));
    // Declined or expired (issue 43): over, like a cancelled one.
    if (!current || !isLive(current)) return null;
    const closed = by === 'visitor' ? changeCutoffProblem(current) : null;
    if (closed) return { refused: closed };
    const at = now().toISOString();
    const meeting = db.meetings.findFirst((q) => q.where({ id: current.meetingId }));
    if (meeting) db.meetings.delete(meeting);
    const updated = await db.bookings.update(current, {
      data(b) {
        b.status = 'cancelled';
        b.cancelledAt = at;
        b.cancelReason = reason;
        b.cancelledBy = by;
      },
    });
    const host = db.users.findFirst((q) => q.where({ id: current.hostUserId }));
    const link = db.links.findFirst((q) => q.where({ id: current.linkId }));
    if (host && link && updated)
      await sendCancellation(updated, host, link, origin, current.status === 'pending');
    // Focus time moved or dropped for a booking goes back to its place when that is free.
    if (host) await returnFocusTime(host, current.id);
    return updated ?? null;
  });
}

export type MoveOutcome =
  | { kind: 'moved'; booking: BookingRecord }
  | { kind: 'taken'; error: ErrorBody }
  | { kind: 'cancelled' }
  | { kind: 'problem'; error: ErrorBody; status: 400 | 404 | 409 };

/**
 * Moves a booking atomically: the new slot is checked like a new booking (the booking's own
 * meeting not counted), then the meeting and the booking move in one step under the host's lock,
 * so the old slot frees only with the new one taken. On any refusal nothing changes.
 */
export async function moveBookingAs(
  booking: BookingRecord,
  by: Actor,
  startTime: string,
  endTime: string,
  origin: string,
): Promise<MoveOutcome> {
  // A visitor's move on a link that requires approval asks the host again (it holds the new time).
  const link = db.links.findFirst((q) => q.where({ id: booking.linkId }));
  const host = db.users.findFirst((q) => q.where({ id: booking.hostUserId }));
  if (!link || !host) return { kind: 'problem', error: BOOKING_NOT_FOUND, status: 404 };
  const shape = slotShapeProblem(link, host, startTime, endTime);
  if (shape) return { kind: 'problem', error: apiError('invalid_request', shape), status: 400 };
  if (!isLive(booking)) return { kind: 'cancelled' };
  const problem = calendarProblem(host);
  if (problem) return { kind: 'problem', error: problem, status: 409 };
  const outcome = await withLock(bookingLock(host.id), async (): Promise<MoveOutcome> => {
    const current = db.bookings.findFirst((q) => q.where({ id: booking.id }));
    if (!current || !isLive(current)) return { kind: 'cancelled' };
    const closed = by === 'visitor' ? changeCutoffProblem(current) : null;
    if (closed) return { kind: 'problem', error: closed, status: 409 };
    // The host's own reschedule is never held off by a visitor's hold: that visitor's booking is
    // told the time went (`slot_taken`).
    const refused = slotRefusalAt(
      link,
      host,
      startTime,
      endTime,
      now(),
      { meetingId: current.meetingId, bookingId: current.id },
      by === 'host' ? 'ignore' : 'count',
    );
    if (refused) return { kind: 'taken', error: refused };
    const meeting = db.meetings.findFirst((q) => q.where({ id: current.meetingId }));
    if (meeting) {
      await db.meetings.update(meeting, {
        data(m) {
          m.startTime = startTime;
          m.endTime = endTime;
        },
      });
    }
    const at = now().toISOString();
    const previous = { startTime: current.startTime, endTime: current.endTime };
    const updated = await db.bookings.update(current, {
      data(b) {
        b.previousStartTime = previous.startTime;
        b.previousEndTime = previous.endTime;
        b.startTime = startTime;
        b.endTime = endTime;
        b.rescheduledAt = at;
        b.rescheduledBy = by;
        if (by === 'visitor' && link.requiresApproval) {
          b.status = 'pending';
          b.requestedAt = at;
        }
      },
    });
    // A pending request moves without an invitation: that follows the host's acceptance.
    if (updated && updated.status !== 'pending')
      await sendInvitation(updated, host, 'Updated invitation', origin);
    // The visitor's move reaches the webhooks with the host's message (`tellHost`).
    if (updated && by === 'host') await bookingEvent('booking.rescheduled', updated);
    if (link.type === 'high_priority')
      await yieldFocusTime(
        host,
        { start: Date.parse(startTime), end: Date.parse(endTime) },
        current.id,
      );
    await returnFocusTime(host, current.id);
    return { kind: 'moved', booking: updated ?? current };
  });
  if (outcome.kind === 'moved') {
    const to = noticeTime(startTime, slotPreferences(host).timezone);
    await recordActivity(
      host.id,
      'meeting_booked',
      by === 'host'
        ? `You moved "${link.name}" with ${outcome.booking.attendeeName} to ${to}`
        : `${outcome.booking.attendeeName} moved "${link.name}" to ${to}`,
    );
  }
  return outcome;
}
