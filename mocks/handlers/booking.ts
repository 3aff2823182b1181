/**
 * Contract tag `booking`: the public calls of the booking page (no session). The book handler
 * re-runs the app's own slot engine (`src/domain/slots.ts`) on the server side and books only a
 * slot the engine offers at that moment; the check and the insert run under a per-host lock, so
 * of any number of simultaneous requests for one slot exactly one succeeds.
 */
import {
  BookingRequestSchema,
  BusySlotsRequestSchema,
  CancelBookingRequestSchema,
  isSlugSegment,
  RescheduleBookingRequestSchema,
} from '../../src/domain/api-schemas';
import { DEFAULT_LINK_DESCRIPTIONS } from '../../src/domain/links';
import { bookingWindow, isSlotAvailable, type SlotPreferences } from '../../src/domain/slots';
import { hasRequiredScopes } from '../auth';
import { now } from '../clock';
import { db, type BookingRecord, type LinkRecord, type UserRecord } from '../db';
import { apiError, invalid, type ErrorBody } from '../errors';
import { newId } from '../random';
import { localParts } from '../time';
import {
  hostPreferences,
  http,
  latency,
  LINK_NOT_FOUND,
  linkHoldingSlug,
  pathParam,
  primaryCalendar,
  readBody,
  recordActivity,
  visibleMeetings,
  withLock,
} from './shared';

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
export const BOOKING_NOT_FOUND = apiError('not_found', 'Booking not found');
export const ALREADY_CANCELLED = apiError('booking_cancelled', 'This booking is already cancelled');
export const IDEMPOTENCY_MISMATCH = apiError(
  'idempotency_key_reused',
  'This Idempotency-Key was used for a different booking request',
);
const IDEMPOTENCY_TTL = 86_400_000;

/** 192 random bits, hex: the secret of a booking's own page. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `tkn_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

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
    cancelReason: booking.cancelReason,
  };
}

/** Where the visitor manages a booking, as the success page and the invitation link it. */
function manageUrl(booking: { id: string; token: string }, origin: string): string {
  return `${origin}/bookings/${encodeURIComponent(booking.id)}?token=${encodeURIComponent(booking.token)}`;
}

/**
 * The app's origin for the links in invitations: the request's own, never the Origin header (a
 * public write may come from anywhere, and a forged Origin must not send a visitor's secret link
 * to another site).
 */
function originOf(request: Request): string {
  return new URL(request.url).origin;
}

const DAY = 86_400_000;

function findLink(
  user: string | readonly string[] | undefined,
  type: string | readonly string[] | undefined,
): { link: LinkRecord; host: UserRecord } | null {
  const prefix = pathParam(user);
  const suffix = pathParam(type);
  // The slug pattern holds for path parameters too: anything else is an unknown slug.
  if (!isSlugSegment(prefix) || !isSlugSegment(suffix)) return null;
  const link = linkHoldingSlug(`${prefix}/${suffix}`);
  if (!link) return null;
  const host = db.users.findFirst((q) => q.where({ id: link.userId }));
  return host ? { link, host } : null;
}

/** Why the host's calendar cannot be read right now, or null when it can. */
function calendarProblem(host: UserRecord): ErrorBody | null {
  const primary = primaryCalendar(host.id);
  if (!primary || !hasRequiredScopes(host)) return AUTH_MISSING_FOR_HOST;
  if (primary.authExpired) return AUTH_EXPIRED_FOR_HOST;
  return null;
}

function slotPreferences(host: UserRecord): SlotPreferences {
  const p = hostPreferences(host);
  return {
    timePreference: p.timePreference,
    timezone: p.timezone,
    dayAvailability: p.dayAvailability,
    bufferTime: p.bufferTime,
    noBufferNeeded: p.noBufferNeeded,
  };
}

/** Busy intervals of the host overlapping [from, to): merged, sorted, not widened. */
function busyIntervals(
  host: UserRecord,
  from: number,
  to: number,
  exceptMeetingId?: string,
): { start: number; end: number }[] {
  const intervals = visibleMeetings(host.id, from, to)
    .filter((m) => m.id !== exceptMeetingId)
    .map((m) => ({ start: Date.parse(m.startTime), end: Date.parse(m.endTime) }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: { start: number; end: number }[] = [];
  for (const interval of intervals) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

function formatForHost(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

export const bookingHandlers = [
  http.get('/api/scheduling-links/{user}/{type}', async ({ params, response }) => {
    await latency();
    const found = findLink(params.user, params.type);
    if (!found) return response(404).json(LINK_NOT_FOUND);
    const { link, host } = found;
    const prefs = hostPreferences(host);
    const window = bookingWindow(link.type, now(), prefs.timezone);
    return response(200).json({
      slug: link.slug,
      type: link.type,
      defaultDuration: link.defaultDuration,
      name: link.name,
      description: DEFAULT_LINK_DESCRIPTIONS[link.type],
      customDescription: link.customDescription,
      host: { name: host.name, picture: host.picture },
      owner: { name: host.name, email: host.email },
      preferences: { timePreference: prefs.timePreference },
      startDate: window.start.toISOString(),
      endDate: window.end.toISOString(),
    });
  }),

  http.post(
    '/api/scheduling-links/{user}/{type}/busy-slots',
    async ({ request, params, response }) => {
      await latency();
      const found = findLink(params.user, params.type);
      if (!found) return response(404).json(LINK_NOT_FOUND);
      const body = await readBody(request, BusySlotsRequestSchema);
      if (!body.success) return response(400).json(invalid(body.error));
      const problem = calendarProblem(found.host);
      if (problem) return response(409).json(problem);
      const prefs = slotPreferences(found.host);
      // Visitors learn nothing outside the booking window: a range outside it is a 400, an
      // overlapping one is answered for the overlap only, intervals cut at its edges.
      const window = bookingWindow(found.link.type, now(), prefs.timezone);
      const from = Math.max(Date.parse(body.output.startDate), window.start.getTime());
      const to = Math.min(Date.parse(body.output.endDate) + 1, window.end.getTime());
      if (from >= to) {
        return response(400).json(
          apiError(
            'outside_booking_window',
            `The range must overlap the booking window (${window.start.toISOString()} to ${window.end.toISOString()})`,
          ),
        );
      }
      return response(200).json({
        busySlots: busyIntervals(found.host, from, to).map((b) => ({
          start: new Date(Math.max(b.start, from)).toISOString(),
          end: new Date(Math.min(b.end, to)).toISOString(),
        })),
        preferences: {
          bufferTime: prefs.bufferTime,
          noBufferNeeded: prefs.noBufferNeeded,
          timezone: prefs.timezone,
          dayAvailability: hostPreferences(found.host).dayAvailability,
        },
      });
    },
  ),

  http.post('/api/scheduling-links/{user}/{type}/book', async ({ request, params, response }) => {
    await latency();
    const found = findLink(params.user, params.type);
    if (!found) return response(404).json(LINK_NOT_FOUND);
    const key = request.headers.get('idempotency-key');
    if (key !== null && (key.length === 0 || key.length > 200)) {
      return response(400).json(invalid('Idempotency-Key must be 1 to 200 characters'));
    }
    const body = await readBody(request, BookingRequestSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const { link, host } = found;
    const input = body.output;
    const shape = slotShapeProblem(link, host, input.startTime, input.endTime);
    if (shape) return response(400).json(invalid(shape));
    const problem = calendarProblem(host);
    if (problem) return response(409).json(problem);
    const fingerprint = JSON.stringify(input);
    const origin = originOf(request);

    const outcome = await withLock(`book:${host.id}`, async () => {
      const at = now();
      if (key !== null) {
        // A retry of a request that already succeeded: the same booking, not a 409.
        const earlier = db.bookings.findFirst((q) =>
          q.where(
            (b) =>
              b.idempotencyKey === key &&
              b.linkId === link.id &&
              at.getTime() - Date.parse(b.createdAt) < IDEMPOTENCY_TTL,
          ),
        );
        if (earlier) {
          return earlier.requestFingerprint === fingerprint
            ? ({ kind: 'replay', booking: earlier } as const)
            : ({ kind: 'mismatch' } as const);
        }
      }
      if (!slotIsFree(link, host, input.startTime, input.endTime, at)) {
        return { kind: 'taken' } as const;
      }
      const meetingId = newId('evt');
      const bookingId = newId('bkg');
      const createdAt = at.toISOString();
      await db.meetings.create({
        id: meetingId,
        userId: host.id,
        calendarEmail: primaryCalendar(host.id)?.email ?? host.email,
        title: input.title,
        description: input.description,
        startTime: input.startTime,
        endTime: input.endTime,
        source: 'booking',
        attendees: [{ name: input.attendeeName, email: input.attendeeEmail }],
      });
      const booking = await db.bookings.create({
        id: bookingId,
        linkId: link.id,
        slug: link.slug,
        hostUserId: host.id,
        meetingId,
        title: input.title,
        description: input.description,
        startTime: input.startTime,
        endTime: input.endTime,
        attendeeName: input.attendeeName,
        attendeeEmail: input.attendeeEmail,
        createdAt,
        token: newToken(),
        status: 'confirmed',
        cancelledAt: null,
        cancelReason: null,
        idempotencyKey: key,
        requestFingerprint: key === null ? null : fingerprint,
      });
      await sendInvitation(booking, host, link, 'Invitation', origin);
      return { kind: 'booked', booking } as const;
    });
    if (outcome.kind === 'taken') return response(409).json(SLOT_TAKEN);
    if (outcome.kind === 'mismatch') return response(400).json(IDEMPOTENCY_MISMATCH);
    const booked = outcome.booking;
    if (outcome.kind === 'booked') {
      await recordActivity(
        host.id,
        'meeting_booked',
        `${booked.attendeeName} booked "${link.name}" on ${formatForHost(booked.startTime, slotPreferences(host).timezone)}`,
      );
    }
    return response(201).json({
      id: booked.id,
      token: booked.token,
      meetingId: booked.meetingId,
      slug: booked.slug,
      title: booked.title,
      startTime: booked.startTime,
      endTime: booked.endTime,
      attendeeName: booked.attendeeName,
      attendeeEmail: booked.attendeeEmail,
      status: 'confirmed',
      invitationSentTo: booked.attendeeEmail,
      createdAt: booked.createdAt,
    });
  }),

  http.get('/api/bookings/{id}', async ({ request, params, response }) => {
    await latency();
    const booking = bookingWithToken(params.id, tokenOf(request));
    if (!booking) return response(404).json(BOOKING_NOT_FOUND);
    return response(200).json(managed(booking));
  }),

  http.post('/api/bookings/{id}/cancel', async ({ request, params, response }) => {
    await latency();
    const booking = bookingWithToken(params.id, tokenOf(request));
    if (!booking) return response(404).json(BOOKING_NOT_FOUND);
    const body = await readBody(request, CancelBookingRequestSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const reason = body.output.reason ? body.output.reason : null;
    const origin = originOf(request);
    const outcome = await withLock(`book:${booking.hostUserId}`, async () => {
      const current = db.bookings.findFirst((q) => q.where({ id: booking.id }));
      if (!current || current.status === 'cancelled') return null;
      const at = now().toISOString();
      // The host's meeting goes: the slot is offered again.
      const meeting = db.meetings.findFirst((q) => q.where({ id: current.meetingId }));
      if (meeting) db.meetings.delete(meeting);
      const updated = await db.bookings.update(current, {
        data(b) {
          b.status = 'cancelled';
          b.cancelledAt = at;
          b.cancelReason = reason;
        },
      });
      const host = db.users.findFirst((q) => q.where({ id: current.hostUserId }));
      const link = db.links.findFirst((q) => q.where({ id: current.linkId }));
      if (host && link && updated) await sendCancellation(updated, host, link, origin);
      return updated ?? null;
    });
    if (!outcome) return response(409).json(ALREADY_CANCELLED);
    return response(200).json(managed(outcome));
  }),

  http.post('/api/bookings/{id}/reschedule', async ({ request, params, response }) => {
    await latency();
    const booking = bookingWithToken(params.id, tokenOf(request));
    if (!booking) return response(404).json(BOOKING_NOT_FOUND);
    const body = await readBody(request, RescheduleBookingRequestSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const link = db.links.findFirst((q) => q.where({ id: booking.linkId }));
    const host = db.users.findFirst((q) => q.where({ id: booking.hostUserId }));
    if (!link || !host) return response(404).json(BOOKING_NOT_FOUND);
    const { startTime, endTime } = body.output;
    const shape = slotShapeProblem(link, host, startTime, endTime);
    if (shape) return response(400).json(invalid(shape));
    if (booking.status === 'cancelled') return response(409).json(ALREADY_CANCELLED);
    const problem = calendarProblem(host);
    if (problem) return response(409).json(problem);
    const origin = originOf(request);
    const outcome = await withLock(`book:${host.id}`, async () => {
      const current = db.bookings.findFirst((q) => q.where({ id: booking.id }));
      if (!current || current.status === 'cancelled') return { kind: 'cancelled' } as const;
      // Checked exactly like a new booking, the booking's own meeting not counted as busy.
      if (!slotIsFree(link, host, startTime, endTime, now(), current.meetingId)) {
        return { kind: 'taken' } as const;
      }
      // The move: one step under the lock, so the old slot frees only with the new one taken.
      const meeting = db.meetings.findFirst((q) => q.where({ id: current.meetingId }));
      if (meeting) {
        await db.meetings.update(meeting, {
          data(m) {
            m.startTime = startTime;
            m.endTime = endTime;
          },
        });
      }
      const updated = await db.bookings.update(current, {
        data(b) {
          b.startTime = startTime;
          b.endTime = endTime;
        },
      });
      if (updated) await sendInvitation(updated, host, link, 'Updated invitation', origin);
      return { kind: 'moved', booking: updated ?? current } as const;
    });
    if (outcome.kind === 'cancelled') return response(409).json(ALREADY_CANCELLED);
    if (outcome.kind === 'taken') return response(409).json(SLOT_TAKEN);
    await recordActivity(
      host.id,
      'meeting_booked',
      `${outcome.booking.attendeeName} moved "${link.name}" to ${formatForHost(startTime, slotPreferences(host).timezone)}`,
    );
    return response(200).json(managed(outcome.booking));
  }),
];

/** Why these times can never be a slot of this link (400), or null. */
function slotShapeProblem(
  link: LinkRecord,
  host: UserRecord,
  startTime: string,
  endTime: string,
): string | null {
  const start = Date.parse(startTime);
  const end = Date.parse(endTime);
  if (end - start !== link.defaultDuration * 60_000) {
    return `The meeting must last ${link.defaultDuration} minutes`;
  }
  const local = localParts(start, slotPreferences(host).timezone);
  if (local.minute % 30 !== 0 || local.second !== 0 || start % 1000 !== 0) {
    return 'Meetings must start on the hour or half hour';
  }
  return null;
}

/** The slot engine's verdict at `at`; call under the host's lock. */
function slotIsFree(
  link: LinkRecord,
  host: UserRecord,
  startTime: string,
  endTime: string,
  at: Date,
  exceptMeetingId?: string,
): boolean {
  const start = Date.parse(startTime);
  const end = Date.parse(endTime);
  return isSlotAvailable(
    {
      type: link.type,
      duration: link.defaultDuration,
      preferences: slotPreferences(host),
      busy: busyIntervals(host, start - DAY, end + DAY, exceptMeetingId),
      visitorTimeZone: 'UTC',
      now: at,
    },
    startTime,
    endTime,
  );
}

async function sendInvitation(
  booking: BookingRecord,
  host: UserRecord,
  link: LinkRecord,
  kind: 'Invitation' | 'Updated invitation',
  origin: string,
): Promise<void> {
  const when = formatForHost(booking.startTime, slotPreferences(host).timezone);
  await db.invitations.create({
    id: newId('inv'),
    bookingId: booking.id,
    to: booking.attendeeEmail,
    subject: `${kind}: ${booking.title} @ ${when}`,
    body:
      `Hi ${booking.attendeeName},\n\n${host.name} has scheduled "${booking.title}" with you on ${when} ` +
      `(${link.defaultDuration} minutes). The event is in ${host.name}'s calendar and includes all ` +
      `meeting details.${booking.description ? `\n\n${booking.description}` : ''}\n\n` +
      `Need to reschedule or cancel? ${manageUrl(booking, origin)}\n\n— Slotwise`,
    sentAt: now().toISOString(),
  });
}

/** The cancellation notice, recorded for the visitor and for the host. */
async function sendCancellation(
  booking: BookingRecord,
  host: UserRecord,
  link: LinkRecord,
  origin: string,
): Promise<void> {
  const when = formatForHost(booking.startTime, slotPreferences(host).timezone);
  const reason = booking.cancelReason ? `\n\nReason: ${booking.cancelReason}` : '';
  const sentAt = now().toISOString();
  await db.invitations.create({
    id: newId('inv'),
    bookingId: booking.id,
    to: booking.attendeeEmail,
    subject: `Cancelled: ${booking.title} @ ${when}`,
    body:
      `Hi ${booking.attendeeName},\n\nYour meeting "${booking.title}" with ${host.name} on ${when} ` +
      `is cancelled.${reason}\n\nBook another time: ${origin}/book/${link.slug}\n\n— Slotwise`,
    sentAt,
  });
  await db.invitations.create({
    id: newId('inv'),
    bookingId: booking.id,
    to: host.email,
    subject: `Cancelled by ${booking.attendeeName}: ${booking.title} @ ${when}`,
    body:
      `Hi ${host.name},\n\n${booking.attendeeName} (${booking.attendeeEmail}) cancelled "${booking.title}" ` +
      `on ${when}. The event was removed from your calendar and the time is bookable again.${reason}\n\n— Slotwise`,
    sentAt,
  });
}
