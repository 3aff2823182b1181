/**
 * A team link's hosts as the slot engine takes them: each member's own rules in their own zone,
 * read by the same single-host functions a host's own link uses (`booking-slots.ts`). The public
 * busy-slots read, the booking check, reschedule and reassign all build their members here, so
 * they agree on who is free. A host's own link reads as a team of one (its host).
 */
import type { TeamMember } from '../../src/domain/slots';
import { db, type LinkRecord, type UserRecord } from '../db';
import type { TeamRecord } from '../db-teams';
import { busyIntervals, dateRules, slotPreferences } from './booking-slots';

/** The hosts of a link, in its order: a team link's `hosts`, else its own host alone. */
export function linkHostIds(link: LinkRecord): string[] {
  const hosts = link.teamId ? (link.hosts ?? []) : [];
  return hosts.length > 0 ? hosts.map((h) => h.userId) : [link.userId];
}

/** The team of a team link, or null (a host's own link, or a team that is gone). */
export function teamOfLink(link: LinkRecord): TeamRecord | null {
  const teamId = link.teamId;
  if (!teamId) return null;
  return db.teams.findFirst((q) => q.where({ id: teamId })) ?? null;
}

/** The user records of the link's hosts, in its order (a host that is gone is left out). */
export function linkHosts(link: LinkRecord): UserRecord[] {
  return linkHostIds(link).flatMap((id) => {
    const user = db.users.findFirst((q) => q.where({ id }));
    return user ? [user] : [];
  });
}

export interface MemberSlotOptions {
  /**
   * The booking being moved: its meetings (one per host) are not busy, and it does not count
   * towards the daily limit.
   */
  except?: { bookingId: string; meetingIds: readonly string[] };
  /** Visitors' holds: counted (default), ignored, 'held' (a booking with its own hold), or all but one. */
  holds?: 'count' | 'ignore' | 'held' | { except: string };
}

/**
 * The engine's members of `link` for slots in [range.from, range.to) (epoch ms): each host's
 * zone, hours and buffer, every busy time (all calendars, bookings from any link, visitors'
 * holds, focus blocks unless the link is high priority) and the date rules (time off, date
 * overrides, the link's daily limit counted in the host's zone), in the link's order. Holds are
 * judged at the mock clock's now, as on a host's own link; the engine's `now` is the caller's.
 */
export function memberSlotInputs(
  link: LinkRecord,
  range: { from: number; to: number },
  options: MemberSlotOptions = {},
): TeamMember[] {
  const meetingIds = options.except?.meetingIds ?? [];
  return linkHosts(link).map((host) => {
    const ownMeeting = meetingIds.find((id) =>
      db.meetings.findFirst((q) => q.where((m) => m.id === id && m.userId === host.id)),
    );
    const rules = dateRules(link, host, options.except?.bookingId);
    return {
      id: host.id,
      preferences: slotPreferences(host),
      busy: busyIntervals(host, range.from, range.to, ownMeeting, link.type, options.holds),
      dateAvailability: rules.dateAvailability,
      timeOff: rules.timeOff,
      dailyLimit: rules.dailyLimit,
      bookingsPerDay: rules.bookingsPerDay,
    };
  });
}
