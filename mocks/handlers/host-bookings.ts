/**
 * Contract tag `host-bookings` (`docs/decisions.md#the-hosts-bookings`): the signed-in host's own
 * bookings. The list pages with `src/domain/host-bookings.ts`; cancel and reschedule are the
 * visitor's own writes (`booking-actions.ts`), made as the host. Another host's booking is
 * indistinguishable from an unknown id: the same 404 body.
 */
import { hostHttp } from './handler';
import {
  AcceptBookingRequestSchema,
  CancelBookingRequestSchema,
  HostBookingsQuerySchema,
  RescheduleBookingRequestSchema,
} from '../../src/domain/api-schemas';
import { pageHostBookings } from '../../src/domain/host-bookings';
import { now } from '../clock';
import { db, type BookingRecord, type UserRecord } from '../db';
import { invalid } from '../errors';
import { answerRequest, expirePending, NOT_PENDING } from './approval';
import {
  ALREADY_CANCELLED,
  BOOKING_NOT_FOUND,
  cancelBookingAs,
  moveBookingAs,
} from './booking-actions';
import { hostPreferences, pathParam, readBody, readQuery, type Schemas } from './shared';
import { publicOrigin } from '../public-origin';
import { isHostOf, teamBookingFields } from './team-booking';

/** The host's booking with this id; null for an unknown id and another host's booking alike. */
function ownBooking(host: UserRecord, id: unknown): BookingRecord | null {
  const bookingId = pathParam(id as string | undefined);
  if (bookingId.length === 0 || bookingId.length > 100) return null;
  const booking = db.bookings.findFirst((q) => q.where({ id: bookingId }));
  // A team booking is each of its hosts' own.
  return booking && isHostOf(booking, host.id) ? booking : null;
}

export function toHostBooking(booking: BookingRecord): Schemas['HostBooking'] {
  const link = db.links.findFirst((q) => q.where({ id: booking.linkId }));
  return {
    id: booking.id,
    meetingId: booking.meetingId,
    slug: link?.slug ?? booking.slug,
    linkName: link?.name ?? booking.title,
    title: booking.title,
    startTime: booking.startTime,
    endTime: booking.endTime,
    duration: Math.round((Date.parse(booking.endTime) - Date.parse(booking.startTime)) / 60_000),
    attendeeName: booking.attendeeName,
    attendeeEmail: booking.attendeeEmail,
    status: booking.status,
    createdAt: booking.createdAt,
    cancelledAt: booking.cancelledAt,
    cancelledBy: booking.cancelledBy ?? null,
    cancelReason: booking.cancelReason,
    rescheduledAt: booking.rescheduledAt ?? null,
    rescheduledBy: booking.rescheduledBy ?? null,
    rescheduledFrom:
      booking.previousStartTime && booking.previousEndTime
        ? { startTime: booking.previousStartTime, endTime: booking.previousEndTime }
        : null,
    location: booking.location ?? null,
    answers: (booking.answers ?? []).map((a) => ({ ...a })),
    guests: [...(booking.guests ?? [])],
    visitorTimeZone: booking.timeZone ?? null,
    // A team link's booking: its hosts (the assigned one first), team, and why it went to them.
    ...teamBookingFields(booking, 'host'),
  };
}

export const hostBookingHandlers = [
  hostHttp.get('/api/host/bookings', async ({ request, response, user }) => {
    const query = readQuery(request, HostBookingsQuerySchema);
    if (!query.success) return response(400).json(invalid(query.error));
    await expirePending(user.id, publicOrigin());
    const bookings = db.bookings.findMany((q) => q.where((b) => isHostOf(b, user.id)));
    const result = pageHostBookings(bookings, query.output, now().getTime());
    if (!result.ok) return response(400).json(invalid(result.error));
    const { page } = result;
    return response(200).json({
      items: page.items.map(toHostBooking),
      counts: page.counts,
      total: page.total,
      nextCursor: page.nextCursor,
      timeZone: hostPreferences(user).timezone,
    });
  }),

  hostHttp.get('/api/host/bookings/{id}', async ({ params, response, user }) => {
    await expirePending(user.id, publicOrigin());
    const booking = ownBooking(user, params.id);
    if (!booking) return response(404).json(BOOKING_NOT_FOUND);
    return response(200).json(toHostBooking(booking));
  }),

  hostHttp.post('/api/host/bookings/{id}/cancel', async ({ request, params, response, user }) => {
    const booking = ownBooking(user, params.id);
    if (!booking) return response(404).json(BOOKING_NOT_FOUND);
    const body = await readBody(request, CancelBookingRequestSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const reason = body.output.reason ? body.output.reason : null;
    await expirePending(user.id, publicOrigin());
    const outcome = await cancelBookingAs(booking, 'host', reason, publicOrigin(), user.id);
    if (!outcome) return response(409).json(ALREADY_CANCELLED);
    return response(200).json(toHostBooking(outcome));
  }),

  hostHttp.post(
    '/api/host/bookings/{id}/reschedule',
    async ({ request, params, response, user }) => {
      const booking = ownBooking(user, params.id);
      if (!booking) return response(404).json(BOOKING_NOT_FOUND);
      const body = await readBody(request, RescheduleBookingRequestSchema);
      if (!body.success) return response(400).json(invalid(body.error));
      const { startTime, endTime } = body.output;
      await expirePending(user.id, publicOrigin());
      const outcome = await moveBookingAs(booking, 'host', startTime, endTime, publicOrigin(), {
        details: null,
        actorId: user.id,
      });
      if (outcome.kind === 'problem') return response(outcome.status).json(outcome.error);
      if (outcome.kind === 'cancelled') return response(409).json(ALREADY_CANCELLED);
      if (outcome.kind === 'taken') return response(409).json(outcome.error);
      return response(200).json(toHostBooking(outcome.booking));
    },
  ),

  // Approval: the host answers a pending request (approval.ts).
  hostHttp.post('/api/host/bookings/{id}/accept', async ({ request, params, response, user }) => {
    const booking = ownBooking(user, params.id);
    if (!booking) return response(404).json(BOOKING_NOT_FOUND);
    const body = await readBody(request, AcceptBookingRequestSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const outcome = await answerRequest(booking, user, 'accept', null, publicOrigin());
    if (!outcome) return response(409).json(NOT_PENDING);
    return response(200).json(toHostBooking(outcome));
  }),

  hostHttp.post('/api/host/bookings/{id}/decline', async ({ request, params, response, user }) => {
    const booking = ownBooking(user, params.id);
    if (!booking) return response(404).json(BOOKING_NOT_FOUND);
    const body = await readBody(request, CancelBookingRequestSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const reason = body.output.reason ? body.output.reason : null;
    const outcome = await answerRequest(booking, user, 'decline', reason, publicOrigin());
    if (!outcome) return response(409).json(NOT_PENDING);
    return response(200).json(toHostBooking(outcome));
  }),
];
