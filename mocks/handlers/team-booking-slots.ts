/**
 * The slot check of a team link's writes (book, hold, reschedule, reassign): each host's own
 * rules in their own zone, read as for a one-host link (`booking-slots.ts`), handed to the one
 * slot engine (`freeHostsAt`, `assignMember`), and the lock that covers every host a write may
 * touch. A team link is a link record with `teamId`, `kind` and `hosts` (`mocks/db-teams.ts`).
 */
import { DAY_MS } from '../../src/domain/civil-date';
import {
  assignMember,
  bookingHistory,
  freeHostsAt,
  type Assignment,
  type TeamKind,
  type TeamSlotInput,
} from '../../src/domain/slots';
import { now } from '../clock';
import { db, type BookingRecord, type LinkRecord, type UserRecord } from '../db';
import type { ErrorBody } from '../errors';
import { ruleBroken } from '../rule-breaks';
import { SLOT_HELD } from './booking-holds';
import { memberSlotInputs } from './team-members';
import {
  bookingLock,
  calendarProblem,
  isLive,
  SLOT_TAKEN,
  slotPreferences,
  slotRefusalAt,
} from './booking-slots';
import { withLock } from './shared';
import { bookingHostIds, hostMeetingId } from './booking-hosts';

export { bookingHostIds, hostMeetingId };

export type TeamLink = LinkRecord & {
  teamId: string;
  kind: TeamKind;
  hosts: NonNullable<LinkRecord['hosts']>;
};

/** Whether the link is a team's (its hosts book, not its creator). */
export function isTeamLink(link: LinkRecord): link is TeamLink {
  return !!link.teamId && !!link.kind && (link.hosts?.length ?? 0) > 0;
}

/** The link's hosts that exist, in the link's order. */
export function teamHosts(link: TeamLink): UserRecord[] {
  return link.hosts
    .map((h) => db.users.findFirst((q) => q.where({ id: h.userId })))
    .filter((u) => u !== undefined);
}

/**
 * Runs `task` under the booking lock of every one of `hostIds`, taken one after the other in one
 * sorted order (so two writes never wait for each other crosswise), released together.
 */
export function withHostLocks<T>(hostIds: readonly string[], task: () => Promise<T>): Promise<T> {
  const keys = [...new Set(hostIds)].sort().map(bookingLock);
  const nest = (i: number): Promise<T> =>
    i === keys.length ? task() : withLock(keys[i] as string, () => nest(i + 1));
  return nest(0);
}

/** The hosts a write of this booking may touch: the link's hosts and the booking's own. */
export function lockedHostIds(link: LinkRecord, booking?: BookingRecord): string[] {
  const ids = isTeamLink(link) ? link.hosts.map((h) => h.userId) : [link.userId];
  return booking ? [...ids, ...bookingHostIds(booking)] : ids;
}

type Holds = 'count' | 'ignore' | 'held';

/**
 * The hosts among `hosts` who may take [startTime, endTime) at `at` by the one engine: for
 * `collective` all of them or none, for `round_robin` the free ones, in the link's order. A
 * host whose calendar cannot be read is never free.
 */
export function freeTeamHosts(
  link: TeamLink,
  hosts: readonly UserRecord[],
  kind: TeamKind,
  startTime: string,
  endTime: string,
  at: Date,
  { holds = 'count', except }: { holds?: Holds; except?: BookingRecord } = {},
): string[] {
  const start = Date.parse(startTime);
  const end = Date.parse(endTime);
  const readable = hosts.filter((h) => calendarProblem(h) === null);
  if (kind === 'collective' && readable.length < hosts.length) return [];
  const first = teamHosts(link)[0] ?? hosts[0];
  const wanted = new Set(readable.map((h) => h.id));
  // The members as the public busy-slots read builds them (team-members.ts), so both agree.
  const members = memberSlotInputs(
    link,
    { from: start - DAY_MS, to: end + DAY_MS },
    {
      holds,
      ...(except
        ? {
            except: {
              bookingId: except.id,
              meetingIds: bookingHostIds(except).map((id) => hostMeetingId(except, id)),
            },
          }
        : {}),
    },
  ).filter((m) => wanted.has(m.id));
  const input: TeamSlotInput = {
    kind,
    members,
    type: link.type,
    duration: Math.round((end - start) / 60_000),
    interval: link.slotInterval,
    windowDays: link.bookingWindowDays,
    minimumNotice: link.minimumNotice ?? null,
    gridTimeZone: first ? slotPreferences(first).timezone : null,
    visitorTimeZone: 'UTC',
    now: at,
  };
  return freeHostsAt(input, start, end);
}

/**
 * Why no host of a team link can take the time, as a 409: a collective link's first refusing
 * host's own reason (their calendar, time off, notice, daily limit), else `slot_held` when only
 * visitors' holds stand in the way, else `slot_taken`.
 */
export function teamRefusal(
  link: TeamLink,
  hosts: readonly UserRecord[],
  startTime: string,
  endTime: string,
  at: Date,
  except?: BookingRecord,
): ErrorBody {
  if (link.kind === 'collective') {
    for (const host of hosts) {
      const problem =
        calendarProblem(host) ??
        slotRefusalAt(
          link,
          host,
          startTime,
          endTime,
          at,
          except ? { meetingId: hostMeetingId(except, host.id), bookingId: except.id } : undefined,
        );
      if (problem && problem.code !== 'slot_taken') return problem;
    }
  }
  const unheld = freeTeamHosts(link, hosts, link.kind, startTime, endTime, at, {
    holds: 'ignore',
    except,
  });
  if (unheld.length > 0 && !ruleBroken('holds-ignored')) return SLOT_HELD;
  return SLOT_TAKEN;
}

/**
 * The member who takes a round-robin booking among `freeIds`, by the engine's rules: priority,
 * then the fewest live bookings of this link in the last 30 days, then the least recently
 * booked, then the link's order (`exceptBookingId`: the booking being moved, not counted).
 */
export function chooseMember(
  link: TeamLink,
  freeIds: readonly string[],
  at: Date,
  exceptBookingId?: string,
): Assignment | null {
  const booked = db.bookings.findMany((q) =>
    q.where((b) => b.linkId === link.id && isLive(b) && b.id !== exceptBookingId),
  );
  return assignMember(
    freeIds.map((id) => {
      const order = link.hosts.findIndex((h) => h.userId === id);
      const history = bookingHistory(
        booked.filter((b) => b.hostUserId === id).map((b) => b.createdAt),
        at,
      );
      return { id, priority: link.hosts[order]?.priority ?? 'medium', order, ...history };
    }),
  );
}

/** Who a team link's new booking goes to at `at`: the hosts (organizer first) and why. */
export type TeamChoice =
  { ok: true; hostIds: string[]; assignment: Assignment | null } | { ok: false; error: ErrorBody };

export function chooseTeamHosts(
  link: TeamLink,
  startTime: string,
  endTime: string,
  at: Date = now(),
  except?: BookingRecord,
  holds: Holds = 'count',
): TeamChoice {
  const hosts = teamHosts(link);
  const free = freeTeamHosts(link, hosts, link.kind, startTime, endTime, at, { holds, except });
  if (free.length === 0)
    return { ok: false, error: teamRefusal(link, hosts, startTime, endTime, at, except) };
  if (link.kind === 'collective') return { ok: true, hostIds: free, assignment: null };
  const assignment = chooseMember(link, free, at, except?.id);
  if (!assignment) return { ok: false, error: SLOT_TAKEN };
  return { ok: true, hostIds: [assignment.memberId], assignment };
}

/**
 * Who has a team booking moved to [startTime, endTime): its hosts when they are free then
 * (`kept`: the booking keeps its assignment); else a round-robin booking goes to another free
 * member by the same rules, and a collective one is refused.
 */
export function movedTeamHosts(
  link: TeamLink,
  booking: BookingRecord,
  startTime: string,
  endTime: string,
  at: Date,
  holds: Holds,
): TeamChoice & { kept?: boolean } {
  const current = bookingHostIds(booking);
  if (link.kind === 'collective') {
    const users = current
      .map((id) => db.users.findFirst((q) => q.where({ id })))
      .filter((u) => u !== undefined);
    const free = freeTeamHosts(link, users, 'collective', startTime, endTime, at, {
      holds,
      except: booking,
    });
    if (free.length === 0 || free.length !== current.length)
      return { ok: false, error: teamRefusal(link, users, startTime, endTime, at, booking) };
    return { ok: true, hostIds: current, assignment: null, kept: true };
  }
  const hosts = teamHosts(link);
  const free = freeTeamHosts(link, hosts, 'round_robin', startTime, endTime, at, {
    holds,
    except: booking,
  });
  if (free.includes(booking.hostUserId))
    return { ok: true, hostIds: [booking.hostUserId], assignment: null, kept: true };
  const assignment = chooseMember(link, free, at, booking.id);
  if (!assignment)
    return { ok: false, error: teamRefusal(link, hosts, startTime, endTime, at, booking) };
  return { ok: true, hostIds: [assignment.memberId], assignment };
}
