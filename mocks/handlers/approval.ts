/**
 * Approval per link (`docs/decisions.md#approval-per-link`, "requires confirmation"): a booking of
 * a link that `requiresApproval` is a pending request until the host accepts or declines it
 * (`acceptHostBooking`, `declineHostBooking`), or until it expires 24 hours after it was made (or
 * at its start, when that comes first). A pending booking holds its time: its meeting is in the
 * host's calendar from the request on (a tentative hold, see docs/decisions.md), so every busy
 * computation (the public page, the host's reschedule, the assistant) already counts it. Expiry is
 * evaluated with the mock clock, under the host's booking lock: before every request the mock
 * serves (`due-work.ts`) and again inside the booking reads and answers that depend on it.
 */
import { now } from '../clock';
import { db, type BookingRecord, type UserRecord } from '../db';
import { apiError } from '../errors';
import { NOTICES, noticeTime } from '../notices';
import { VISITOR_NOTICES } from '../notices-visitor';
import { newId } from '../random';
import { bookingLock, minutesOf, slotPreferences } from './booking-slots';
import { manageUrl, visitorZone } from './booking-notices';
import { tellHost } from './host-messages';
import { recordActivity, withLock } from './shared';
import { returnFocusTime } from './focus-yield';
import { deleteHostMeetings, hostNames, hostsOfBooking } from './team-booking';
import { bookingDescription, bookingIcs, nextRevision, withIcs } from './booking-ics';
import { bookingHostIds, withHostLocks } from './team-booking-slots';
import { HOUR_MS } from '../../src/domain/civil-date';
import { bookingEvent } from '../booking-events';

/** How long a request waits for the host before it expires. */
export const PENDING_HOURS = 24;

export const NOT_PENDING = apiError(
  'booking_not_pending',
  'This booking is not waiting for an answer',
);

/**
 * When a pending booking expires: 24 hours after it was asked for (made, or moved on a link that
 * requires approval: `requestedAt`), or at its start if sooner.
 */
export function pendingExpiry(
  booking: Pick<BookingRecord, 'createdAt' | 'startTime'> & { requestedAt?: string | null },
): number {
  return Math.min(
    Date.parse(booking.requestedAt ?? booking.createdAt) + PENDING_HOURS * HOUR_MS,
    Date.parse(booking.startTime),
  );
}

type ApprovalKind = 'pending' | 'accepted' | 'declined' | 'expired';

/**
 * The visitor's message about their request, recorded in the outbox (`db.invitations`). A team
 * booking's messages name all its hosts, as its invitation does, whichever of them answered: the
 * visitor asked the team. The accepted request's invitation carries the event's calendar file (a
 * REQUEST of the booking's revision); a declined or expired one the file that removes it (a
 * CANCEL: a request moved from a confirmed booking has its event in the calendar already).
 */
export async function sendApprovalMessage(
  booking: BookingRecord,
  host: UserRecord,
  kind: ApprovalKind,
  origin: string,
): Promise<void> {
  const when = noticeTime(booking.startTime, visitorZone(booking, host), booking.lang);
  const manage = manageUrl(booking, origin);
  const sentAt = now().toISOString();
  const method = kind === 'accepted' ? 'REQUEST' : 'CANCEL';
  const record = (to: string, subject: string, body: string, ownPage: boolean) =>
    db.invitations.create({
      id: newId('inv'),
      bookingId: booking.id,
      to,
      subject,
      body,
      sentAt,
      // An expired request is a declined one (the host did not accept it): one kind for both.
      kind: kind === 'expired' ? 'declined' : kind,
      startTime: booking.startTime,
      manageUrl: ownPage ? manage : null,
      ...(kind === 'pending'
        ? {}
        : withIcs(bookingIcs(booking, method, sentAt, { manage: ownPage ? manage : null }))),
    });
  const words = VISITOR_NOTICES[booking.lang];
  const hosts = hostNames(booking, host);
  const request = {
    name: booking.attendeeName,
    host: hosts,
    title: booking.title,
    when,
    manage,
    bookAgain: `${origin}/book/${booking.slug}`,
    reason: booking.cancelReason,
    hours: PENDING_HOURS,
  };
  if (kind === 'pending') {
    const text = words.pending(request);
    await record(booking.attendeeEmail, text.subject, text.body, true);
    return;
  }
  if (kind === 'accepted') {
    // The invitation itself, as a confirmed booking gets it at once; guests get theirs now too.
    const values = {
      name: booking.attendeeName,
      host: hosts,
      title: booking.title,
      when,
      minutes: minutesOf(booking),
      description: bookingDescription(booking),
      manage,
      movedFrom: null,
    };
    const invitation = NOTICES[booking.lang].invitation(false, values);
    await record(
      booking.attendeeEmail,
      `${words.confirmedBy(hosts)}${invitation.subject}`,
      invitation.body,
      true,
    );
    for (const guest of booking.guests ?? []) {
      const copy = NOTICES[booking.lang].invitation(false, {
        ...values,
        manage: `${booking.attendeeName} <${booking.attendeeEmail}> can change it`,
      });
      await record(guest, copy.subject, copy.body, false);
    }
    return;
  }
  const text = kind === 'declined' ? words.declined(request) : words.expired(request);
  await record(booking.attendeeEmail, text.subject, text.body, true);
}

/** The request is over (declined or expired): its hold goes and the booking records it. */
async function closeRequest(
  booking: BookingRecord,
  status: 'declined' | 'expired',
  at: string,
  reason: string | null,
): Promise<BookingRecord> {
  // The meeting goes from every host's calendar (a team booking's: each host's copy).
  deleteHostMeetings(booking);
  const updated = await db.bookings.update((q) => q.where({ id: booking.id }), {
    data(b) {
      b.status = status;
      b.cancelledAt = at;
      b.cancelledBy = status === 'declined' ? 'host' : null;
      b.cancelReason = reason;
      nextRevision(b);
    },
  });
  // Focus time a high-priority request took goes back to its place when that is free.
  for (const host of hostsOfBooking(booking)) await returnFocusTime(host, booking.id);
  return updated ?? booking;
}

/**
 * Expires the host's pending bookings whose time to answer has passed at the mock clock's now.
 * Call under the host's booking lock. The notice is sent now (never dated in the past).
 */
export async function expireDue(hostId: string, origin = ''): Promise<void> {
  const at = now().getTime();
  const due = db.bookings.findMany((q) =>
    q.where((b) => b.hostUserId === hostId && b.status === 'pending' && pendingExpiry(b) <= at),
  );
  if (due.length === 0) return;
  const host = db.users.findFirst((q) => q.where({ id: hostId }));
  for (const booking of due) {
    const closed = await closeRequest(
      booking,
      'expired',
      new Date(pendingExpiry(booking)).toISOString(),
      null,
    );
    if (host) {
      await sendApprovalMessage(closed, host, 'expired', origin);
      await tellHost('expired', closed, host, origin);
    }
  }
}

/**
 * Expires every host's requests whose time to answer has passed (`due-work.ts`, before every
 * request the mock serves): the planner, the dashboard and the busy times all see an expired
 * request gone, not only the reads of bookings.
 */
export async function expireAllDue(origin = ''): Promise<void> {
  const at = now().getTime();
  const hosts = new Set(
    db.bookings
      .findMany((q) => q.where((b) => b.status === 'pending' && pendingExpiry(b) <= at))
      .map((b) => b.hostUserId),
  );
  for (const hostId of hosts) await expirePending(hostId, origin);
}

/** `expireDue` under the host's booking lock: for the reads. */
export function expirePending(hostId: string, origin = ''): Promise<void> {
  return withLock(bookingLock(hostId), () => expireDue(hostId, origin));
}

/** Accepts or declines a pending booking under the host's lock; null when it is not pending. */
export async function answerRequest(
  booking: BookingRecord,
  host: UserRecord,
  decision: 'accept' | 'decline',
  reason: string | null,
  origin: string,
): Promise<BookingRecord | null> {
  // Any host of a team booking may answer: every one of its hosts is locked, in one order.
  const result = await withHostLocks([host.id, ...bookingHostIds(booking)], async () => {
    await expireDue(host.id, origin);
    const current = db.bookings.findFirst((q) => q.where({ id: booking.id }));
    if (!current || current.status !== 'pending') return null;
    if (decision === 'decline') {
      const closed = await closeRequest(current, 'declined', now().toISOString(), reason);
      await sendApprovalMessage(closed, host, 'declined', origin);
      await bookingEvent('booking.declined', closed);
      return closed;
    }
    const updated =
      (await db.bookings.update(current, {
        data(b) {
          b.status = 'confirmed';
        },
      })) ?? current;
    await sendApprovalMessage(updated, host, 'accepted', origin);
    await bookingEvent('booking.created', updated);
    return updated;
  });
  if (result) {
    const when = noticeTime(result.startTime, slotPreferences(host).timezone);
    await recordActivity(
      host.id,
      'meeting_booked',
      decision === 'accept'
        ? `You accepted ${result.attendeeName}'s request for ${when}`
        : `You declined ${result.attendeeName}'s request for ${when}`,
    );
  }
  return result;
}
