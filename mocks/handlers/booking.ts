/**
 * Contract tag `booking`: the public calls of the booking page (no session). The link's page is
 * in `booking-link.ts`, the booking itself in `booking-create.ts`; here the visitor's own booking,
 * opened with its secret token: read, cancel, reschedule.
 */
import { publicHttp } from './handler';
import {
  CancelBookingRequestSchema,
  VisitorRescheduleRequestSchema,
} from '../../src/domain/api-schemas';
import { db, type BookingRecord } from '../db';
import { invalid } from '../errors';
import {
  ALREADY_CANCELLED,
  BOOKING_NOT_FOUND,
  cancelBookingAs,
  changeDeadlineOf,
  moveBookingAs,
} from './booking-actions';
import { minutesOf } from './booking-slots';
import { expirePending, pendingExpiry, sendApprovalMessage } from './approval';
import { tellHost } from './host-messages';
import { pathParam, readBody } from './shared';
import { publicOrigin } from '../public-origin';
import { linkPageHandlers } from './booking-link';
import { bookSlotHandlers } from './booking-create';
import { rescheduleDetails } from './booking-details';
import { teamBookingFields, tellOtherHosts } from './team-booking';

/** Compares every character, so the time taken does not tell how much of a token was right. */
function sameSecret(a: string, b: string): boolean {
  if (a.length === 0 || a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The booking when `token` is its secret; null for an unknown id or a wrong/missing token alike. */
function bookingWithToken(id: unknown, token: string | null): BookingRecord | null {
  const bookingId = pathParam(id as string | undefined);
  if (bookingId.length === 0 || bookingId.length > 100) return null;
  const booking = db.bookings.findFirst((q) => q.where({ id: bookingId }));
  if (!booking || token === null || token.length > 200 || !sameSecret(booking.token, token)) {
    return null;
  }
  return booking;
}

/** The `Booking-Token` header: the secret stays out of URLs (and so out of access logs). */
function tokenOf(request: Request): string | null {
  return request.headers.get('booking-token');
}

function managed(booking: BookingRecord) {
  const link = db.links.findFirst((q) => q.where({ id: booking.linkId }));
  const host = db.users.findFirst((q) => q.where({ id: booking.hostUserId }));
  return {
    id: booking.id,
    slug: link?.slug ?? booking.slug,
    linkName: link?.name ?? booking.title,
    hostName: host?.name ?? '',
    title: booking.title,
    startTime: booking.startTime,
    endTime: booking.endTime,
    attendeeName: booking.attendeeName,
    attendeeEmail: booking.attendeeEmail,
    status: booking.status,
    cancelledAt: booking.cancelledAt,
    cancelledBy: booking.cancelledBy ?? null,
    cancelReason: booking.cancelReason,
    rescheduledAt: booking.rescheduledAt ?? null,
    rescheduledBy: booking.rescheduledBy ?? null,
    // The visitor's own booking (the token is the proof): its place, answers and guests.
    duration: minutesOf(booking),
    location: booking.location ?? null,
    answers: (booking.answers ?? []).map((a) => ({ ...a })),
    guests: [...(booking.guests ?? [])],
    // The change policy: whom to write, and from when online changes are closed.
    hostEmail: host?.email ?? '',
    changeDeadline: changeDeadlineOf(booking),
    // A team link's booking: every host it is with, the assigned one first.
    ...teamBookingFields(booking, 'visitor'),
  };
}

export const bookingHandlers = [
  ...linkPageHandlers,
  ...bookSlotHandlers,

  publicHttp.get('/api/bookings/{id}', async ({ request, params, response }) => {
    const found = bookingWithToken(params.id, tokenOf(request));
    if (!found) return response(404).json(BOOKING_NOT_FOUND);
    await expirePending(found.hostUserId, publicOrigin());
    const booking = db.bookings.findFirst((q) => q.where({ id: found.id })) ?? found;
    return response(200).json(managed(booking));
  }),

  publicHttp.post('/api/bookings/{id}/cancel', async ({ request, params, response }) => {
    const booking = bookingWithToken(params.id, tokenOf(request));
    if (!booking) return response(404).json(BOOKING_NOT_FOUND);
    const body = await readBody(request, CancelBookingRequestSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const reason = body.output.reason ? body.output.reason : null;
    await expirePending(booking.hostUserId, publicOrigin());
    const outcome = await cancelBookingAs(booking, 'visitor', reason, publicOrigin());
    if (!outcome) return response(409).json(ALREADY_CANCELLED);
    if ('refused' in outcome) return response(409).json(outcome.refused);
    return response(200).json(managed(outcome));
  }),

  publicHttp.post('/api/bookings/{id}/reschedule', async ({ request, params, response }) => {
    const booking = bookingWithToken(params.id, tokenOf(request));
    if (!booking) return response(404).json(BOOKING_NOT_FOUND);
    const body = await readBody(request, VisitorRescheduleRequestSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const { startTime, endTime } = body.output;
    // The answers and guests sent are checked as a new booking's; left out, the booking's stay.
    const link = db.links.findFirst((q) => q.where({ id: booking.linkId }));
    const host = db.users.findFirst((q) => q.where({ id: booking.hostUserId }));
    const details = link && host ? rescheduleDetails(booking, link, body.output) : null;
    if (details && !details.ok) return response(400).json(details.error);
    await expirePending(booking.hostUserId, publicOrigin());
    const outcome = await moveBookingAs(booking, 'visitor', startTime, endTime, publicOrigin(), {
      details: details?.value ?? null,
    });
    if (outcome.kind === 'problem') return response(outcome.status).json(outcome.error);
    if (outcome.kind === 'cancelled') return response(409).json(ALREADY_CANCELLED);
    if (outcome.kind === 'taken') return response(409).json(outcome.error);
    await tellOfMove(outcome.booking, publicOrigin());
    return response(200).json(managed(outcome.booking));
  }),
];

/**
 * After a visitor's move: a request (a pending one moved, or a booking of a link that requires
 * approval, which asks again) tells the visitor it waits for the host; the host is told either way.
 */
async function tellOfMove(booking: BookingRecord, origin: string): Promise<void> {
  const host = db.users.findFirst((q) => q.where({ id: booking.hostUserId }));
  if (!host) return;
  const from = booking.previousStartTime ?? undefined;
  if (booking.status === 'pending') {
    await sendApprovalMessage(booking, host, 'pending', origin);
    const expiresAt = pendingExpiry(booking);
    await tellHost('reschedule', booking, host, origin, { from, expiresAt });
    await tellOtherHosts('reschedule', booking, origin, { from, expiresAt });
  } else {
    await tellHost('reschedule', booking, host, origin, { from });
    await tellOtherHosts('reschedule', booking, origin, { from });
  }
}
