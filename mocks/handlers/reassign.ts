/**
 * Contract tag `host-bookings`, `reassignHostBooking`: a host of a round-robin booking (its
 * assigned host, or any host of its link) gives it to another host of the link who is free at its
 * time by that member's own rules (the booking check of `team-booking-slots.ts`, a host's action:
 * visitors' holds aside, as the host's reschedule). The booking keeps its time, visitor, answers
 * and guests; the meeting moves to the new host's calendar; the visitor and the guests get a new
 * invitation naming the new host, the former host and the new one are told, and the webhooks
 * send `booking.rescheduled`. All under the lock of every host of the link, in one order.
 */
import * as v from 'valibot';
import { hostHttp } from './handler';
import { db, type BookingRecord, type UserRecord } from '../db';
import { invalid } from '../errors';
import { now } from '../clock';
import { bookingEvent } from '../booking-events';
import { publicOrigin } from '../public-origin';
import { ALREADY_CANCELLED, BOOKING_NOT_FOUND } from './booking-actions';
import { isLive, SLOT_TAKEN } from './booking-slots';
import { sendInvitation } from './booking-notices';
import { nextRevision } from './booking-ics';
import { returnFocusTime, yieldFocusTime } from './focus-yield';
import { tellHost } from './host-messages';
import { toHostBooking } from './host-bookings';
import { pathParam, readBody } from './shared';
import { isHostOf, moveHostMeetings, tellFormerHost } from './team-booking';
import {
  freeTeamHosts,
  isTeamLink,
  lockedHostIds,
  withHostLocks,
  type TeamLink,
} from './team-booking-slots';

const ReassignBookingRequestSchema = v.strictObject({
  hostId: v.pipe(
    v.string('hostId must be a string'),
    v.minLength(1, 'hostId must not be empty'),
    v.maxLength(10000, 'hostId must be at most 10000 characters'),
  ),
});

const NOT_ROUND_ROBIN = 'Only a round-robin booking can be given to another member';

/** The booking with this id when the host is one of its hosts or a host of its link; else null. */
function reachableBooking(
  host: UserRecord,
  id: unknown,
): { booking: BookingRecord; link: ReturnType<typeof linkOf> } | null {
  const bookingId = pathParam(id as string | undefined);
  if (bookingId.length === 0 || bookingId.length > 100) return null;
  const booking = db.bookings.findFirst((q) => q.where({ id: bookingId }));
  if (!booking) return null;
  const link = linkOf(booking);
  const linkHost = !!link && isTeamLink(link) && link.hosts.some((h) => h.userId === host.id);
  return isHostOf(booking, host.id) || linkHost ? { booking, link } : null;
}

function linkOf(booking: BookingRecord) {
  return db.links.findFirst((q) => q.where({ id: booking.linkId }));
}

type Outcome =
  { kind: 'reassigned'; booking: BookingRecord } | { kind: 'cancelled' } | { kind: 'taken' };

async function reassign(
  link: TeamLink,
  booking: BookingRecord,
  target: UserRecord,
  by: UserRecord,
  origin: string,
): Promise<Outcome> {
  return withHostLocks(lockedHostIds(link, booking), async (): Promise<Outcome> => {
    const current = db.bookings.findFirst((q) => q.where({ id: booking.id }));
    if (!current || !isLive(current)) return { kind: 'cancelled' };
    const former = db.users.findFirst((q) => q.where({ id: current.hostUserId }));
    const free = freeTeamHosts(
      link,
      [target],
      'round_robin',
      current.startTime,
      current.endTime,
      now(),
      { holds: 'ignore', except: current },
    );
    if (!free.includes(target.id)) return { kind: 'taken' };
    await moveHostMeetings(current, {
      startTime: current.startTime,
      endTime: current.endTime,
      hostId: target.id,
    });
    const updated = await db.bookings.update(current, {
      data(b) {
        b.hostUserId = target.id;
        b.hostUserIds = [target.id];
        b.assignment = { rule: 'reassigned', detail: `by ${by.name}` };
        nextRevision(b);
      },
    });
    if (!updated) return { kind: 'cancelled' };
    // The visitor and the guests: the invitation updated to the new host (the same event).
    if (updated.status !== 'pending')
      await sendInvitation(updated, target, 'Updated invitation', origin, false);
    await tellHost(
      updated.status === 'pending' ? 'request' : 'newBooking',
      updated,
      target,
      origin,
      {
        quiet: true,
      },
    );
    if (former) {
      await tellFormerHost(updated, former, origin, `${by.name} gave it to them`);
      await returnFocusTime(former, updated.id);
    }
    if (link.type === 'high_priority')
      await yieldFocusTime(
        target,
        { start: Date.parse(updated.startTime), end: Date.parse(updated.endTime) },
        updated.id,
      );
    await bookingEvent('booking.rescheduled', updated);
    return { kind: 'reassigned', booking: updated };
  });
}

export const reassignHandlers = [
  hostHttp.post('/api/host/bookings/{id}/reassign', async ({ request, params, response, user }) => {
    const found = reachableBooking(user, params.id);
    if (!found) return response(404).json(BOOKING_NOT_FOUND);
    const body = await readBody(request, ReassignBookingRequestSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const { booking, link } = found;
    if (!link || !isTeamLink(link) || link.kind !== 'round_robin')
      return response(400).json(invalid(NOT_ROUND_ROBIN));
    const { hostId } = body.output;
    const target = link.hosts.some((h) => h.userId === hostId)
      ? db.users.findFirst((q) => q.where({ id: hostId }))
      : undefined;
    if (!target)
      return response(400).json(invalid('This member is not a host of the link', 'hostId'));
    if (!isLive(booking)) return response(409).json(ALREADY_CANCELLED);
    if (booking.hostUserId === hostId)
      return response(400).json(invalid('The booking is already with this member', 'hostId'));
    const outcome = await reassign(link, booking, target, user, publicOrigin());
    if (outcome.kind === 'cancelled') return response(409).json(ALREADY_CANCELLED);
    if (outcome.kind === 'taken')
      return response(409).json({
        ...SLOT_TAKEN,
        error: `${target.name} is not free at that time`,
      });
    return response(200).json(toHostBooking(outcome.booking));
  }),
];
