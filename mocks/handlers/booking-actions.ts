/**
 * The two writes of a booking that the visitor's calls (`booking.ts`, with the booking's token)
 * and the host's calls (`host-bookings.ts`, with the session) share: cancel and move, each one
 * atomic under the host's booking lock, and the link's change cutoff that may refuse the
 * visitor's. Either side's write records who did it, so the other side's screen can say so. The
 * slot checks are in `booking-slots.ts`, the holds in `booking-holds.ts`, the messages in
 * `booking-notices.ts`.
 */
import { changeDeadline, changesClosed } from '../../src/domain/change-policy';
import { now } from '../clock';
import { db, type BookingRecord } from '../db';
import { apiError, type ErrorBody } from '../errors';
import { noticeTime } from '../notices';
import { ruleBroken } from '../rule-breaks';
import { returnFocusTime, yieldFocusTime } from './focus-yield';
import { recordActivity } from './shared';
import {
  deleteHostMeetings,
  hostsOfBooking,
  moveHostMeetings,
  tellFormerHost,
  tellHostsOfHostChange,
  tellOtherHosts,
  teamBookingRecord,
} from './team-booking';
import {
  isTeamLink,
  lockedHostIds,
  movedTeamHosts,
  withHostLocks,
  type TeamChoice,
} from './team-booking-slots';

import {
  calendarProblem,
  isLive,
  slotPreferences,
  slotRefusalAt,
  slotShapeProblem,
} from './booking-slots';
import { sendCancellation, sendInvitation } from './booking-notices';
import { nextRevision } from './booking-ics';
import { bookingEvent } from '../booking-events';
import type { MovedDetails } from './booking-details';
export type Actor = 'visitor' | 'host';

export const BOOKING_NOT_FOUND = apiError('not_found', 'Booking not found');
export const ALREADY_CANCELLED = apiError('booking_cancelled', 'This booking is already cancelled');

export const CHANGE_CUTOFF = apiError(
  'change_cutoff',
  'This booking can no longer be changed online. Please contact the host.',
);

/**
 * The booking's change deadline under its link's policy, read at the moment of the
 * request: the link's current cutoff applies, also to bookings made before the host changed it.
 */
export function changeDeadlineOf(booking: BookingRecord): string | null {
  const link = db.links.findFirst((q) => q.where({ id: booking.linkId }));
  return changeDeadline(booking.startTime, link?.changeCutoffHours ?? 0);
}

/** 409 `change_cutoff` when the visitor's change comes inside the link's cutoff. */
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
  /** The host who cancels (a team booking's other hosts are told); absent: its organizer. */
  actorId?: string,
): Promise<BookingRecord | null>;
/** The visitor's cancel may also be refused: inside the link's change cutoff. */
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
  actorId?: string,
): Promise<BookingRecord | null | { refused: ErrorBody }> {
  // A team booking is cancelled for every host: each of their locks, in one order.
  const link = db.links.findFirst((q) => q.where({ id: booking.linkId }));
  const locked = link ? lockedHostIds(link, booking) : [booking.hostUserId];
  return withHostLocks(locked, async () => {
    const current = db.bookings.findFirst((q) => q.where({ id: booking.id }));
    // Declined or expired: over, like a cancelled one.
    if (!current || !isLive(current)) return null;
    const closed = by === 'visitor' ? changeCutoffProblem(current) : null;
    if (closed) return { refused: closed };
    const at = now().toISOString();
    // The meeting goes from every host's calendar (a one-host booking's: its host's).
    deleteHostMeetings(current);
    const updated = await db.bookings.update(current, {
      data(b) {
        b.status = 'cancelled';
        b.cancelledAt = at;
        b.cancelReason = reason;
        b.cancelledBy = by;
        nextRevision(b);
      },
    });
    const host = db.users.findFirst((q) => q.where({ id: current.hostUserId }));
    if (host && link && updated) {
      await sendCancellation(updated, host, link, origin, current.status === 'pending');
      // Every other host of a team booking is told too (a host's cancel: all but that host).
      if (by === 'visitor') await tellOtherHosts('cancel', updated, origin);
      else await tellHostsOfHostChange(updated, 'cancel', origin, actorId);
    }
    // Focus time moved or dropped for a booking goes back to its place when that is free.
    for (const each of hostsOfBooking(current)) await returnFocusTime(each, current.id);
    return updated ?? null;
  });
}

/** A meeting's attendees with the guests replaced: the visitor (the first) stays. */
function attendeesWith<T extends { name: string | null; email: string }>(
  attendees: T[],
  guests: readonly string[],
): { name: string | null; email: string }[] {
  return [...attendees.slice(0, 1), ...guests.map((email) => ({ name: null, email }))];
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
  /** The visitor's new answers and guests (`booking-details.ts`), checked; null keeps the booking's. */
  {
    details,
    actorId,
  }: {
    details: MovedDetails | null;
    /** The host who moves it (a team booking's other hosts are told); absent: its organizer. */
    actorId?: string;
  } = { details: null },
): Promise<MoveOutcome> {
  // A visitor's move on a link that requires approval asks the host again (it holds the new time).
  const link = db.links.findFirst((q) => q.where({ id: booking.linkId }));
  const host = db.users.findFirst((q) => q.where({ id: booking.hostUserId }));
  if (!link || !host) return { kind: 'problem', error: BOOKING_NOT_FOUND, status: 404 };
  const shape = slotShapeProblem(link, host, startTime, endTime);
  if (shape) return { kind: 'problem', error: apiError('invalid_request', shape), status: 400 };
  if (!isLive(booking)) return { kind: 'cancelled' };
  // A team booking's hosts are each checked when the time is judged (team-booking-slots.ts).
  const problem = isTeamLink(link) ? null : calendarProblem(host);
  if (problem) return { kind: 'problem', error: problem, status: 409 };
  const locked = lockedHostIds(link, booking);
  const outcome = await withHostLocks(locked, async (): Promise<MoveOutcome> => {
    const current = db.bookings.findFirst((q) => q.where({ id: booking.id }));
    if (!current || !isLive(current)) return { kind: 'cancelled' };
    const closed = by === 'visitor' ? changeCutoffProblem(current) : null;
    if (closed) return { kind: 'problem', error: closed, status: 409 };
    // The host's own reschedule is never held off by a visitor's hold: that visitor's booking is
    // told the time went (`slot_taken`).
    const holds = by === 'host' ? 'ignore' : 'count';
    // A team booking keeps its hosts when free then; round robin: else another free member.
    const team: (TeamChoice & { kept?: boolean }) | null = isTeamLink(link)
      ? movedTeamHosts(link, current, startTime, endTime, now(), holds)
      : null;
    if (team && !team.ok) return { kind: 'taken', error: team.error };
    const refused = team
      ? null
      : slotRefusalAt(
          link,
          host,
          startTime,
          endTime,
          now(),
          { meetingId: current.meetingId, bookingId: current.id },
          holds,
        );
    if (refused) return { kind: 'taken', error: refused };
    const organizerId = team?.ok ? (team.hostIds[0] ?? host.id) : host.id;
    const meeting = team ? null : db.meetings.findFirst((q) => q.where({ id: current.meetingId }));
    if (team)
      await moveHostMeetings(
        current,
        { startTime, endTime, hostId: organizerId },
        details ? (m) => attendeesWith(m.attendees, details.guests) : undefined,
      );
    if (meeting) {
      await db.meetings.update(meeting, {
        data(m) {
          m.startTime = startTime;
          m.endTime = endTime;
          if (details) m.attendees = attendeesWith(m.attendees, details.guests);
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
        nextRevision(b);
        if (details) {
          b.answers = details.answers;
          b.guests = details.guests;
        }
        if (by === 'visitor' && link.requiresApproval) {
          b.status = 'pending';
          b.requestedAt = at;
        }
        // Another member took a round-robin booking: its host and why.
        if (team?.ok && !team.kept)
          Object.assign(b, teamBookingRecord(team.hostIds, team.assignment), {
            hostUserId: organizerId,
          });
      },
    });
    const organizer =
      organizerId === host.id ? host : (hostsOfBooking(updated ?? current)[0] ?? host);
    if (updated && organizer.id !== host.id)
      await tellFormerHost(updated, host, origin, 'the new time is outside their free time');
    // A pending request moves without an invitation: that follows the host's acceptance.
    if (updated && updated.status !== 'pending')
      await sendInvitation(updated, organizer, 'Updated invitation', origin);
    // The visitor's move reaches the webhooks with the host's message (`tellHost`).
    if (updated && by === 'host') {
      await bookingEvent('booking.rescheduled', updated);
      await tellHostsOfHostChange(updated, 'reschedule', origin, actorId);
    }
    const hostsNow = updated ? hostsOfBooking(updated) : [host];
    if (link.type === 'high_priority')
      for (const each of hostsNow)
        await yieldFocusTime(
          each,
          { start: Date.parse(startTime), end: Date.parse(endTime) },
          current.id,
        );
    const touched = [host, ...hostsNow.filter((h) => h.id !== host.id)];
    for (const each of touched) await returnFocusTime(each, current.id);
    return { kind: 'moved', booking: updated ?? current };
  });
  if (outcome.kind === 'moved') {
    const to = noticeTime(startTime, slotPreferences(host).timezone);
    await recordActivity(
      outcome.booking.hostUserId,
      'meeting_booked',
      by === 'host'
        ? `You moved "${link.name}" with ${outcome.booking.attendeeName} to ${to}`
        : `${outcome.booking.attendeeName} moved "${link.name}" to ${to}`,
    );
  }
  return outcome;
}
