/**
 * A team link's bookings in the mock: each host's copy of the meeting in their own calendar, the
 * hosts and team a booking's views show, and the messages to the other hosts. Who takes a booking
 * is decided in `team-booking-slots.ts`; the writes themselves are the one-host writes
 * (`booking-create.ts`, `booking-actions.ts`, `holds.ts`, `reassign.ts`) with these parts.
 */
import { hostNotified, type HostNoticeKind } from '../../src/domain/host-notifications';
import type { Assignment } from '../../src/domain/slots';
import {
  db,
  type BookingRecord,
  type HoldRecord,
  type MeetingRecord,
  type UserRecord,
} from '../db';
import { attendeeIcs, tellHost, type HostMessageExtra } from './host-messages';
import { bookingIcs, withIcs } from './booking-ics';
import { SLOT_TAKEN } from './booking-slots';
import { hostPreferences, primaryCalendar, type Schemas } from './shared';
import { now } from '../clock';
import { noticeTime } from '../notices';
import { newId } from '../random';
import {
  bookingHostIds,
  chooseMember,
  chooseTeamHosts,
  freeTeamHosts,
  hostMeetingId,
  isTeamLink,
  type TeamChoice,
  type TeamLink,
} from './team-booking-slots';

function userOf(id: string): UserRecord | undefined {
  return db.users.findFirst((q) => q.where({ id }));
}

/** Every host of the booking that exists, the organizer first. */
export function hostsOfBooking(booking: BookingRecord): UserRecord[] {
  return bookingHostIds(booking)
    .map(userOf)
    .filter((u) => u !== undefined);
}

/** Whether the host is one of the booking's hosts (its organizer or another host). */
export function isHostOf(booking: BookingRecord, hostId: string): boolean {
  return bookingHostIds(booking).includes(hostId);
}

/** The contract's `BookingHost` list: organizer first, with names, e-mails and pictures. */
export function bookingHostsView(booking: BookingRecord): Schemas['BookingHost'][] {
  return hostsOfBooking(booking).map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    picture: u.picture,
  }));
}

/**
 * The team fields of a booking's views: `hosts` on a team link's booking, with `team` and the
 * round-robin `assignment` for the host's view; nothing on a one-host link's booking (its answers
 * stay as they were).
 */
export function teamBookingFields(
  booking: BookingRecord,
  view: 'visitor' | 'host',
): Partial<Pick<Schemas['HostBooking'], 'hosts' | 'team' | 'assignment'>> {
  const link = db.links.findFirst((q) => q.where({ id: booking.linkId }));
  const team = link?.teamId
    ? db.teams.findFirst((q) => q.where({ id: link.teamId as string }))
    : null;
  if ((booking.hostUserIds ?? []).length === 0 && !team) return {};
  const hosts = bookingHostsView(booking);
  if (view === 'visitor') return { hosts };
  return {
    hosts,
    ...(team && link?.kind ? { team: { id: team.id, name: team.name, kind: link.kind } } : {}),
    ...(booking.assignment ? { assignment: { ...booking.assignment } } : {}),
  };
}

/** The names of the booking's hosts in the booking's language: "Jordan Lee and Noor Haddad". */
export function hostNames(booking: BookingRecord, fallback: UserRecord): string {
  const names = hostsOfBooking(booking).map((u) => u.name);
  if (names.length <= 1) return names[0] ?? fallback.name;
  return new Intl.ListFormat(booking.lang ?? 'en', { type: 'conjunction' }).format(names);
}

/** The booking's meeting in each host's calendar, with the visitor and guests as attendees. */
export async function createHostMeetings(
  meeting: Omit<MeetingRecord, 'id' | 'userId' | 'calendarEmail'>,
  booking: Pick<BookingRecord, 'meetingId' | 'hostUserId'>,
  hosts: readonly UserRecord[],
): Promise<void> {
  for (const host of hosts) {
    await db.meetings.create({
      ...meeting,
      id: hostMeetingId(booking, host.id),
      userId: host.id,
      calendarEmail: primaryCalendar(host.id)?.email ?? host.email,
      attendees: meeting.attendees.map((a) => ({ ...a })),
    });
  }
}

/** Removes the booking's meeting from every host's calendar. */
export function deleteHostMeetings(booking: BookingRecord): void {
  for (const id of bookingHostIds(booking)) {
    const meetingId = hostMeetingId(booking, id);
    const meeting = db.meetings.findFirst((q) => q.where({ id: meetingId }));
    if (meeting) db.meetings.delete(meeting);
  }
}

/**
 * Moves the booking's meeting in every host's calendar to its new time and, for a round-robin
 * booking that changed hands, into the new host's calendar (its one meeting keeps its id).
 */
export async function moveHostMeetings(
  booking: BookingRecord,
  to: { startTime: string; endTime: string; hostId: string },
  attendees?: (m: MeetingRecord) => MeetingRecord['attendees'],
): Promise<void> {
  for (const id of bookingHostIds(booking)) {
    const meeting = db.meetings.findFirst((q) => q.where({ id: hostMeetingId(booking, id) }));
    if (!meeting) continue;
    const moved = id === booking.hostUserId && to.hostId !== booking.hostUserId;
    const newHost = moved ? userOf(to.hostId) : undefined;
    await db.meetings.update(meeting, {
      data(m) {
        m.startTime = to.startTime;
        m.endTime = to.endTime;
        if (attendees) m.attendees = attendees(m);
        if (newHost) {
          m.userId = newHost.id;
          m.calendarEmail = primaryCalendar(newHost.id)?.email ?? newHost.email;
        }
      },
    });
  }
}

/** The stored fields of a team booking's hosts and assignment. */
export function teamBookingRecord(
  hostIds: readonly string[],
  assignment: Assignment | null,
): Pick<BookingRecord, 'hostUserIds' | 'assignment'> {
  return {
    hostUserIds: [...hostIds],
    ...(assignment ? { assignment: { rule: assignment.rule, detail: assignment.detail } } : {}),
  };
}

/** Tells every host of the booking but the organizer (the message only; the webhook went once). */
export async function tellOtherHosts(
  kind: HostNoticeKind,
  booking: BookingRecord,
  origin: string,
  extra: HostMessageExtra = {},
): Promise<void> {
  for (const host of hostsOfBooking(booking).slice(1))
    await tellHost(kind, booking, host, origin, { ...extra, quiet: true });
}

/**
 * Who takes a team link's booking made with the visitor's valid hold: the hosts the hold keeps,
 * judged as when it was made (holds aside), with the reason the rules gave then.
 */
export function heldTeamChoice(
  link: TeamLink,
  hold: HoldRecord,
  startTime: string,
  endTime: string,
): TeamChoice {
  const at = new Date(hold.createdAt);
  const heldIds =
    (hold.hostUserIds ?? []).length > 0 ? (hold.hostUserIds ?? []) : [hold.hostUserId];
  const then = chooseTeamHosts(link, startTime, endTime, at, undefined, 'held');
  if (then.ok && then.hostIds.join() === heldIds.join()) return then;
  const held = heldIds.map(userOf).filter((u) => u !== undefined);
  const free = freeTeamHosts(link, held, 'collective', startTime, endTime, at, { holds: 'held' });
  // Taken since by what a host did (their own reschedule is never held off): taken is taken.
  if (free.length !== heldIds.length || free.length === 0) return { ok: false, error: SLOT_TAKEN };
  return {
    ok: true,
    hostIds: heldIds,
    assignment: link.kind === 'round_robin' ? chooseMember(link, heldIds, at) : null,
  };
}

export { isTeamLink };

/**
 * Tells a round-robin booking's former host that it went to another member (`by`: who gave it,
 * or the visitor's move to a time the former host is not free), in English in their own zone.
 * The message only: the booking's webhook event goes with the visitor's notice.
 */
export async function tellFormerHost(
  booking: BookingRecord,
  former: UserRecord,
  origin: string,
  why: string,
): Promise<void> {
  const newHost = hostsOfBooking(booking)[0];
  if (!newHost || newHost.id === former.id) return;
  const zone = hostPreferences(former).timezone;
  const when = noticeTime(booking.startTime, zone);
  const sentAt = now().toISOString();
  await db.invitations.create({
    id: newId('inv'),
    bookingId: booking.id,
    to: former.email,
    subject: `Reassigned to ${newHost.name}: ${booking.title} with ${booking.attendeeName} @ ${when}`,
    body:
      `Hi ${former.name},\n\n"${booking.title}" with ${booking.attendeeName} ` +
      `(${booking.attendeeEmail}) on ${when} is now with ${newHost.name}: ${why}. The event was ` +
      `removed from your calendar.\n\nSee your bookings: ${origin}/bookings\n\n— Slotwise`,
    sentAt,
    kind: 'notice',
    startTime: booking.startTime,
    manageUrl: null,
    // The event leaves their calendar: the same event, cancelled for them, at its new revision.
    ...withIcs(bookingIcs(booking, 'CANCEL', sentAt, { alsoWith: [former] })),
  });
}

/**
 * Tells every host of a team booking but the one who acted (`actorId`; absent: the organizer)
 * that a host cancelled or moved it, in English in their own zone, while their switch of that
 * kind is on. The message only: the webhook event went once with the visitor's notice.
 */
export async function tellHostsOfHostChange(
  booking: BookingRecord,
  change: 'cancel' | 'reschedule',
  origin: string,
  actorId: string = booking.hostUserId,
): Promise<void> {
  const actor = userOf(actorId);
  const name = actor?.name ?? 'A host';
  for (const host of hostsOfBooking(booking)) {
    if (host.id === actorId || !hostNotified(hostPreferences(host).notifications, change)) continue;
    const when = noticeTime(booking.startTime, hostPreferences(host).timezone);
    const what = `"${booking.title}" with ${booking.attendeeName} (${booking.attendeeEmail})`;
    const [subject, sentence] =
      change === 'cancel'
        ? [
            `Cancelled by ${name}: ${booking.title} with ${booking.attendeeName} @ ${when}`,
            `${name} cancelled ${what} on ${when}. The event was removed from your calendar.`,
          ]
        : [
            `Rescheduled by ${name}: ${booking.title} with ${booking.attendeeName} @ ${when}`,
            `${name} moved ${what} to ${when}. Your calendar has the new time.`,
          ];
    const sentAt = now().toISOString();
    await db.invitations.create({
      id: newId('inv'),
      bookingId: booking.id,
      to: host.email,
      subject,
      body: `Hi ${host.name},\n\n${sentence}\n\nSee your bookings: ${origin}/bookings\n\n— Slotwise`,
      sentAt,
      kind: 'notice',
      startTime: booking.startTime,
      manageUrl: null,
      ...withIcs(attendeeIcs(change, booking, host, sentAt)),
    });
  }
}
