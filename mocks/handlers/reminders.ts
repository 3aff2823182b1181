/**
 * The reminders the mock "sends" (`docs/decisions.md#reminders-and-the-outbox`). A sweep sends
 * every reminder whose time the mock's clock (`now()`, the real one or the QA clock) has passed,
 * once: it records each reminder's key (`${minutesBefore}@${startTime}`) on the booking before it
 * records the messages, so a moved booking is reminded at its new time and a cancelled one (or any
 * booking not `confirmed`) never. Which reminders are due is `src/domain/reminders.ts`: never for
 * the past when a scenario loads or a booking is made or moved.
 *
 * The sweep runs before every request the mock serves (`due-work.ts`, first of the handlers: the
 * browser's leading tab and the HTTP mock server alike), so moving the QA clock
 * (`POST /__mock/clock`) or reading the outbox sends what became due.
 */
import { hostNames, hostsOfBooking } from './team-booking';
import { dueReminders } from '../../src/domain/reminders';
import type { Lang } from '../../src/i18n/detect';
import { locationWords } from '../../src/domain/meeting-types';
import { now } from '../clock';
import { db, meta, type BookingRecord, type UserRecord } from '../db';
import { noticeTime } from '../notices';
import { VISITOR_NOTICES } from '../notices-visitor';
import { newId } from '../random';
import { manageUrl, visitorZone } from './booking-notices';
import { slotPreferences } from './booking-slots';
import { withLock } from './shared';

const SWEEP_LOCK = 'reminders';

interface Recipient {
  to: string;
  name: string;
  zone: string;
  lang: Lang;
  /** Who the meeting is with, for this recipient. */
  with: string;
  manage: string | null;
  change: string;
}

function recipients(booking: BookingRecord, host: UserRecord, origin: string): Recipient[] {
  const hostZone = slotPreferences(host).timezone;
  // The visitor's zone and language as the booking page showed them; older bookings: the host's.
  const zone = visitorZone(booking, host);
  const lang = booking.lang;
  const words = VISITOR_NOTICES[lang];
  const manage = manageUrl(booking, origin);
  // A team booking names every host to the visitor and the guests, and reminds each host.
  const names = hostNames(booking, host);
  const hosts = hostsOfBooking(booking);
  return [
    {
      to: booking.attendeeEmail,
      name: booking.attendeeName,
      zone,
      lang,
      with: names,
      manage,
      change: words.change(manage),
    },
    // Guests get the visitor's zone and language; the booking's secret stays with the visitor.
    ...(booking.guests ?? []).map((guest) => ({
      to: guest,
      name: guest,
      zone,
      lang,
      with: words.and(names, booking.attendeeName),
      manage: null,
      change: words.guestChange(`${booking.attendeeName} <${booking.attendeeEmail}>`),
    })),
    ...(hosts.length > 0 ? hosts : [host]).map((each) => ({
      to: each.email,
      name: each.name,
      zone: each.id === host.id ? hostZone : slotPreferences(each).timezone,
      lang: 'en' as const,
      with: new Intl.ListFormat('en', { type: 'conjunction' }).format([
        booking.attendeeName,
        ...hosts.filter((h) => h.id !== each.id).map((h) => h.name),
      ]),
      manage: null,
      change: 'You can move or cancel it from Bookings in Slotwise.',
    })),
  ];
}

async function remind(
  booking: BookingRecord,
  host: UserRecord,
  minutesBefore: number,
  origin: string,
  sentAt: string,
): Promise<void> {
  const place = locationWords(booking.location ?? null) ?? '';
  for (const r of recipients(booking, host, origin)) {
    const when = noticeTime(booking.startTime, r.zone, r.lang);
    const text = VISITOR_NOTICES[r.lang].reminder(
      {
        name: r.name,
        title: booking.title,
        with: r.with,
        minutesBefore,
        when,
        zone: r.zone,
        place,
      },
      r.change,
    );
    await db.invitations.create({
      id: newId('inv'),
      bookingId: booking.id,
      to: r.to,
      ...text,
      sentAt,
      kind: 'reminder',
      startTime: booking.startTime,
      manageUrl: r.manage,
    });
  }
}

/**
 * Sends every reminder that is due now (see the file's comment); returns how many reminders (not
 * messages) it sent. One sweep at a time: two requests at once never send one twice.
 */
export function sweepReminders(origin: string): Promise<number> {
  return withLock(SWEEP_LOCK, async () => {
    const at = now();
    const nowMs = at.getTime();
    const seededAt = Date.parse(meta.seededAt);
    let sent = 0;
    const upcoming = db.bookings.findMany((q) =>
      q.where((b) => b.status === 'confirmed' && Date.parse(b.startTime) > nowMs),
    );
    for (const booking of upcoming) {
      const link = db.links.findFirst((q) => q.where({ id: booking.linkId }));
      if (!link) continue;
      const since = Math.max(
        Date.parse(booking.createdAt),
        booking.rescheduledAt ? Date.parse(booking.rescheduledAt) : 0,
        Number.isNaN(seededAt) ? 0 : seededAt,
      );
      const due = dueReminders({
        startTime: booking.startTime,
        reminders: link.reminders ?? [],
        since,
        sent: booking.remindersSent ?? [],
        now: nowMs,
      });
      if (due.length === 0) continue;
      const host = db.users.findFirst((q) => q.where({ id: booking.hostUserId }));
      // Marked first: whatever happens next, a reminder is never sent twice.
      await db.bookings.update(booking, {
        data(b) {
          b.remindersSent = [...(b.remindersSent ?? []), ...due.map((d) => d.key)];
        },
      });
      if (!host) continue;
      for (const reminder of due) {
        await remind(booking, host, reminder.minutesBefore, origin, at.toISOString());
        sent += 1;
      }
    }
    return sent;
  });
}
