/**
 * The messages the mock sends the host about their bookings, into the outbox (`db.invitations`,
 * kind `notice`, addressed to the host's e-mail): a new booking, a request to confirm (with its
 * expiry and the way to Bookings), a visitor's move (of a booking or of a pending request), a
 * visitor's cancel, and a request that expired unanswered. In English, as the signed-in app, and
 * in the host's zone, named in the subject ('EST'). Each kind goes only while the host's
 * preferences leave it on (`notifications`, absent = on: `src/domain/host-notifications.ts`).
 * Another host of a team booking is an attendee of its event, as the visitor: their message of a
 * confirmed booking made or moved carries the visitor's calendar file, a cancel's the CANCEL.
 */
import type { WebhookEventName } from '../../src/domain/api-schemas';
import { hostNotified, type HostNoticeKind } from '../../src/domain/host-notifications';
import { bookingEvent } from '../booking-events';
import { now } from '../clock';
import { db, type BookingRecord, type UserRecord } from '../db';
import { noticeTime } from '../notices';
import { newId } from '../random';
import { hostPreferences } from './shared';
import { bookingHostIds } from './booking-hosts';
import { bookingIcs, withIcs } from './booking-ics';

/** What a message needs beyond the booking: where a moved booking was, when a request expires. */
export interface HostMessageExtra {
  /** The booking's start before the visitor moved it. */
  from?: string;
  /** When the request expires unanswered (ms), for a request. */
  expiresAt?: number;
  /** Another host of a team booking: the message only (the webhook event goes once, with the organizer's). */
  quiet?: boolean;
}

const minutes = (b: BookingRecord) =>
  Math.round((Date.parse(b.endTime) - Date.parse(b.startTime)) / 60_000);

/** The visitor's own time, when their zone is known and not the host's. */
function visitorTime(booking: BookingRecord, hostZone: string): string {
  const zone = booking.timeZone;
  if (!zone || zone === hostZone) return '';
  return `\n\n${booking.attendeeName}'s time: ${noticeTime(booking.startTime, zone)} (${zone}).`;
}

/** The visitor's answers and guests, as the host's booking details list them. */
function details(booking: BookingRecord): string {
  const answers = (booking.answers ?? []).map(
    (a) => `${a.label}: ${typeof a.value === 'boolean' ? (a.value ? 'Yes' : 'No') : a.value}`,
  );
  const guests = booking.guests ?? [];
  const lines = [...answers, ...(guests.length > 0 ? [`Guests: ${guests.join(', ')}`] : [])];
  return lines.length > 0 ? `\n\n${lines.join('\n')}` : '';
}

function words(
  kind: HostNoticeKind,
  booking: BookingRecord,
  host: UserRecord,
  origin: string,
  extra: HostMessageExtra,
): { subject: string; body: string } {
  const zone = hostPreferences(host).timezone;
  const when = noticeTime(booking.startTime, zone);
  const who = `${booking.attendeeName} (${booking.attendeeEmail})`;
  const open = `${origin}/bookings?booking=${encodeURIComponent(booking.id)}`;
  const answer = `${origin}/bookings?status=pending&booking=${encodeURIComponent(booking.id)}`;
  const expiry =
    extra.expiresAt === undefined ? '' : noticeTime(new Date(extra.expiresAt).toISOString(), zone);
  const hi = `Hi ${host.name},\n\n`;
  const end = '\n\n— Slotwise';
  switch (kind) {
    case 'newBooking':
      return {
        subject: `New booking: ${booking.title} with ${booking.attendeeName} @ ${when}`,
        body:
          `${hi}${who} booked "${booking.title}" on ${when} (${minutes(booking)} minutes). ` +
          `It is in your calendar.${visitorTime(booking, zone)}${details(booking)}\n\n` +
          `See it in Bookings: ${open}${end}`,
      };
    case 'request':
      return {
        subject: `Request to confirm: ${booking.title} with ${booking.attendeeName} @ ${when}`,
        body:
          `${hi}${who} asks for "${booking.title}" on ${when} (${minutes(booking)} minutes). ` +
          `The time is held until you answer. Accept or decline it before ${expiry}, or the ` +
          `request expires and the time is free again.${visitorTime(booking, zone)}` +
          `${details(booking)}\n\nAnswer it in Bookings (Awaiting confirmation): ${answer}${end}`,
      };
    case 'reschedule': {
      const from = extra.from ? noticeTime(extra.from, zone) : '';
      if (booking.status === 'pending') {
        return {
          subject: `Request moved by ${booking.attendeeName}: ${booking.title} @ ${when}`,
          body:
            `${hi}${who} moved their request for "${booking.title}" from ${from} to ${when}. ` +
            `It waits for your confirmation, holding the new time: accept or decline it before ` +
            `${expiry}, or it expires.${visitorTime(booking, zone)}${details(booking)}\n\n` +
            `Answer it in Bookings (Awaiting confirmation): ${answer}${end}`,
        };
      }
      return {
        subject: `Rescheduled by ${booking.attendeeName}: ${booking.title} @ ${when}`,
        body:
          `${hi}${who} moved "${booking.title}" from ${from} to ${when}. Your calendar has ` +
          `the new time.${visitorTime(booking, zone)}${details(booking)}\n\n` +
          `See it in Bookings: ${open}${end}`,
      };
    }
    case 'cancel': {
      const reason = booking.cancelReason ? `\n\nReason: ${booking.cancelReason}` : '';
      return {
        subject: `Cancelled by ${booking.attendeeName}: ${booking.title} @ ${when}`,
        body:
          `${hi}${who} cancelled "${booking.title}" on ${when}. The event was removed from your ` +
          `calendar and the time is bookable again.${reason}${end}`,
      };
    }
    case 'expired':
      return {
        subject: `Request expired: ${booking.title} with ${booking.attendeeName} @ ${when}`,
        body:
          `${hi}${who}'s request for "${booking.title}" on ${when} expired before you answered ` +
          `it. The time is free again, and ${booking.attendeeName} was told.${end}`,
      };
  }
}

/** The webhook event of each message (an expired request ends like a declined one). */
const EVENT_OF: Record<HostNoticeKind, WebhookEventName> = {
  newBooking: 'booking.created',
  request: 'booking.requested',
  reschedule: 'booking.rescheduled',
  cancel: 'booking.cancelled',
  expired: 'booking.declined',
};

/**
 * Records the host's message of this kind, unless the host turned that kind off; the booking's
 * webhook event goes either way.
 */
export async function tellHost(
  kind: HostNoticeKind,
  booking: BookingRecord,
  host: UserRecord,
  origin: string,
  extra: HostMessageExtra = {},
): Promise<void> {
  if (!extra.quiet) await bookingEvent(EVENT_OF[kind], booking);
  if (!hostNotified(hostPreferences(host).notifications, kind)) return;
  const sentAt = now().toISOString();
  await db.invitations.create({
    id: newId('inv'),
    bookingId: booking.id,
    to: host.email,
    ...words(kind, booking, host, origin, extra),
    sentAt,
    kind: 'notice',
    startTime: booking.startTime,
    manageUrl: null,
    ...withIcs(attendeeIcs(kind, booking, host, sentAt)),
  });
}

/**
 * The calendar file of a team booking's other host (an attendee, not its organizer, whose
 * calendar holds the event as its own): the booking made or moved, or cancelled. None for a
 * request, which the visitor has no file of either.
 */
export function attendeeIcs(
  kind: HostNoticeKind,
  booking: BookingRecord,
  host: UserRecord,
  sentAt: string,
): string | undefined {
  if (!bookingHostIds(booking).slice(1).includes(host.id)) return undefined;
  if (kind === 'cancel') return bookingIcs(booking, 'CANCEL', sentAt);
  const made = kind === 'newBooking' || kind === 'reschedule';
  return made && booking.status === 'confirmed'
    ? bookingIcs(booking, 'REQUEST', sentAt)
    : undefined;
}
