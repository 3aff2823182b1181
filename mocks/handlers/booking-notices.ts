/**
 * The messages of a booking to the visitor and the guests: the invitation (new or updated) and
 * the cancellation notices, in the booking's language and the visitor's zone.
 */
import { now } from '../clock';
import { db, type BookingRecord, type LinkRecord, type UserRecord } from '../db';
import { NOTICES, noticeTime } from '../notices';
import { newId } from '../random';
import { tellHost } from './host-messages';
import { bookingEvent } from '../booking-events';
import { hostNames } from './team-booking';
import { bookingDescription, bookingIcs, withIcs } from './booking-ics';

import { minutesOf, slotPreferences } from './booking-slots';
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
  /** Whether the update moved it (a reassign keeps its time: no "moved from"). */
  moved = kind === 'Updated invitation',
): Promise<void> {
  // In the visitor's language and zone (the booking page's), the host's for older bookings.
  const zone = visitorZone(booking, host);
  const values = {
    name: booking.attendeeName,
    host: hostNames(booking, host),
    title: booking.title,
    when: noticeTime(booking.startTime, zone, booking.lang),
    minutes: minutesOf(booking),
    // The place travels with the description: the invitation's words stay as they were.
    description: bookingDescription(booking),
    manage: manageUrl(booking, origin),
    movedFrom:
      moved && booking.rescheduledBy === 'host' && booking.previousStartTime
        ? noticeTime(booking.previousStartTime, zone, booking.lang)
        : null,
  };
  const { subject, body } = NOTICES[booking.lang].invitation(kind === 'Updated invitation', values);
  const sentAt = now().toISOString();
  // A new booking's file or, after a change, the next revision of the same event.
  const ics = bookingIcs(booking, 'REQUEST', sentAt, { manage: values.manage });
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
    ...withIcs(ics),
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
      // The guests' file, as their message, leaves out the visitor's secret page.
      ...withIcs(bookingIcs(booking, 'REQUEST', sentAt)),
    });
  }
}

/** The cancellation notice to each guest of the booking, in the booking's language. */
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
      // The event leaves the guest's calendar too.
      ...withIcs(bookingIcs(booking, 'CANCEL', sentAt)),
    });
  }
}

/**
 * The cancellation notices, each with the calendar file that removes the event (METHOD:CANCEL,
 * the booking's next revision). Cancelled by the visitor: one to the visitor (in the booking's
 * language), one to the host (in English). Cancelled by the host: one to the visitor, saying so,
 * with the host's reason.
 */
export async function sendCancellation(
  booking: BookingRecord,
  host: UserRecord,
  link: LinkRecord,
  origin: string,
  wasPending = false,
): Promise<void> {
  const sentAt = now().toISOString();
  const values = {
    name: booking.attendeeName,
    host: hostNames(booking, host),
    title: booking.title,
    when: noticeTime(booking.startTime, visitorZone(booking, host), booking.lang),
    reason: booking.cancelReason,
    manage: manageUrl(booking, origin),
    bookAgain: `${origin}/book/${link.slug}`,
  };
  const words = NOTICES[booking.lang];
  const tellVisitor = (notice: { subject: string; body: string }) =>
    db.invitations.create({
      id: newId('inv'),
      bookingId: booking.id,
      to: booking.attendeeEmail,
      ...notice,
      sentAt,
      kind: 'notice',
      startTime: booking.startTime,
      manageUrl: values.manage,
      ...withIcs(bookingIcs(booking, 'CANCEL', sentAt, { manage: values.manage })),
    });
  if (booking.cancelledBy === 'host') {
    await bookingEvent('booking.cancelled', booking);
    await tellVisitor(words.cancelledByHost(values));
    // A request the host cancels was never sent to the guests either.
    if (!wasPending)
      await tellGuests(
        booking,
        words.cancelledByHost({ ...values, manage: values.bookAgain }),
        sentAt,
      );
    return;
  }
  // A withdrawn request was never sent to the guests: nothing to tell them.
  if (!wasPending)
    await tellGuests(booking, words.cancelled({ ...values, manage: values.bookAgain }), sentAt);
  await tellVisitor(words.cancelled(values));
  await tellHost('cancel', booking, host, origin);
}
