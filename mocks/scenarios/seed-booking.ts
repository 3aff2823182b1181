/** The seed's bookings: the meeting, the booking record and its invitation (see `Seed.booking`). */
import type { Attendee, Person } from './people';
import type { SeedRecords } from './seed-records';
import { MINUTE_MS } from '../../src/domain/civil-date';

export interface BookingOptions {
  /** Record the invitation and the activity entry (default true). */
  invite?: boolean;
  /** Cancelled at `at` (no meeting left in the calendar). */
  cancelled?: { by: 'visitor' | 'host'; at: number; reason: string | null };
  /** Moved at `at` from `from` (same length). */
  moved?: { by: 'visitor' | 'host'; at: number; from: number };
  /** The booking's own id and token, where a test or story opens its page at a fixed address. */
  id?: string;
  token?: string;
}

/** A booking made through a link: the meeting in the primary calendar plus the invitation. */
export function booking(
  seed: SeedRecords,
  person: Person,
  linkId: string,
  visitor: Attendee & { name: string },
  start: number,
  madeAgo: number,
  options: BookingOptions = {},
): void {
  const link = seed.data.links.find((l) => l.id === linkId);
  if (!link) throw new Error(`Unknown link ${linkId}`);
  const title = `${link.name} with ${visitor.name}`;
  const minutes = link.defaultDuration;
  const meetingInput = {
    userId: person.id,
    calendarEmail: person.email,
    title,
    start,
    minutes,
    attendees: [{ name: visitor.name, email: visitor.email }],
    source: 'booking' as const,
  };
  const meeting = options.cancelled
    ? {
        id: seed.id('evt'),
        startTime: seed.iso(start),
        endTime: seed.iso(start + minutes * MINUTE_MS),
      }
    : seed.meeting(meetingInput);
  const { cancelled, moved } = options;
  const bookingId = options.id ?? seed.id('bkg');
  const createdAt = seed.iso(seed.now - madeAgo);
  // Seeded tokens are stable (like every seeded id) so QA scripts can open the booking's page;
  // a booking made at run time gets 192 random bits instead (mocks/handlers/booking.ts).
  const token = options.token ?? `${seed.id('tkn')}${seed.id('tkn')}${seed.id('tkn')}`;
  seed.data.bookings.push({
    id: bookingId,
    linkId,
    slug: link.slug,
    hostUserId: person.id,
    meetingId: meeting.id,
    title,
    description: '',
    startTime: meeting.startTime,
    endTime: meeting.endTime,
    attendeeName: visitor.name,
    attendeeEmail: visitor.email,
    createdAt,
    token,
    status: cancelled ? 'cancelled' : 'confirmed',
    cancelledAt: cancelled ? seed.iso(cancelled.at) : null,
    cancelReason: cancelled?.reason ?? null,
    cancelledBy: cancelled?.by ?? null,
    rescheduledAt: moved ? seed.iso(moved.at) : null,
    rescheduledBy: moved?.by ?? null,
    previousStartTime: moved ? seed.iso(moved.from) : null,
    previousEndTime: moved ? seed.iso(moved.from + minutes * MINUTE_MS) : null,
    // A request's 24 hours count from its creation unless a visitor moved it (schema default).
    requestedAt: null,
    idempotencyKey: null,
    requestFingerprint: null,
    lang: 'en',
    location: null,
    answers: [],
    guests: [],
    timeZone: null,
    remindersSent: [],
    icsSequence: 0,
  });
  if (options.invite === false) return;
  seed.data.invitations.push({
    id: seed.id('inv'),
    bookingId,
    to: visitor.email,
    subject: `Invitation: ${title}`,
    body:
      `${person.name} has scheduled "${title}" with you on ${meeting.startTime} (UTC).\n\n` +
      `Need to reschedule or cancel? /bookings/${bookingId}?token=${token}`,
    sentAt: createdAt,
    // The outbox's fields as stored, so a restored snapshot reads the same.
    kind: 'invitation',
    startTime: meeting.startTime,
    manageUrl: `/bookings/${bookingId}?token=${token}`,
  });
  seed.activity(
    person.id,
    'meeting_booked',
    `${visitor.name} booked "${link.name}"`,
    seed.now - madeAgo,
  );
}
