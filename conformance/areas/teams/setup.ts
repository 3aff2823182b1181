/**
 * What the team checks share: the members the run signs in (fresh hosts of the mock server, each
 * with every day 9:00 to 17:00 in their own zone and no buffer), the team links it creates, the
 * days it books on, a booking as a visitor, and a team link's offered times as the contract's
 * rules compute them from a busy-slots answer (`generateTeamSlots`, the engine the page uses).
 */
import { addDays, formatCivil, parseCivil } from '../../../src/domain/civil-date';
import { generateTeamSlots, type TeamSlotsByDate } from '../../../src/domain/slots';
import { zonedInstant } from '../../../src/domain/zone-clock';
import { errorText, type Checker, type Rule, type Session } from '../../checker';
import { preview, type Difference } from '../../contract';
import {
  HOUR,
  MINUTE,
  iso,
  sessionFromValue,
  slugParams,
  type Run,
  type Schemas,
} from '../../core';
import { cookieFrom, type Answer } from '../../http';

type Link = Schemas['SchedulingLink'];
type PublicLink = Schemas['PublicSchedulingLink'];
type BusySlots = Schemas['BusySlotsResponse'];
export type Booking = Schemas['Booking'];
export type Team = Schemas['Team'];

/** Every team link of the run: 30 minutes, a start every 30 minutes. */
export const LENGTH = 30 * MINUTE;
/** Each member's hours, every day, in the member's own zone. */
export const HOURS = { startHour: 9, endHour: 17 } as const;

/** A host the run signed in as a member: their session and who they are. */
export interface Member {
  key: string;
  session: Session;
  id: string;
  name: string;
  email: string;
  prefix: string;
  zone: string;
  /** Signed in by the kit (the mock's consent route), so signed out at the end; else given. */
  ownSession: boolean;
}

/** An interval in epoch ms. */
export interface Span {
  start: number;
  end: number;
}

/**
 * Signs a brand-new host in through the mock server's consent route (as identities.ts signs the
 * run's host), reads who they are, and saves their hours: every day 9 to 17 in `zone`, no buffer.
 */
export async function signInMember(
  run: Run,
  check: Checker,
  key: string,
  name: string,
  zone: string,
  /** A given host's session (`--member-cookie`); none: the mock server signs a new host in. */
  given?: string,
): Promise<Member | null> {
  let cookie = given ? sessionFromValue(`member ${key}`, given, run.cookieMode.mode).cookie : null;
  if (!cookie) {
    const email = `conformance.${key}.${run.runId}@example.com`;
    const consent = await run.http.send({
      method: 'POST',
      url: '/__mock/consent',
      cookie: null,
      json: { flow: 'web', email, grantScopes: true, name, timezone: zone },
    });
    cookie = cookieFrom(consent.headers, 'slotwise_session');
    if (!cookie) {
      check.fail('getCurrentUser', `signs in ${name}, a member`, {
        path: 'POST /__mock/consent',
        expected: 'a session',
        got: `${consent.status} ${errorText(consent)}`,
      });
      return null;
    }
  }
  const session = { label: `member ${given ? key : name}`, cookie };
  const me = await check.expect('getCurrentUser', `${name} is signed in`, { as: session }, 200);
  const user = me?.body as Schemas['CurrentUser'] | undefined;
  if (!user) return null;
  const day = { enabled: true, ...HOURS };
  const saved = await check.expect(
    'updatePreferences',
    `${name}: every day 9 to 17 in ${zone}, no buffer`,
    {
      as: session,
      json: {
        timePreference: 'both',
        timezone: zone,
        dayAvailability: Object.fromEntries(
          ['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, day]),
        ),
        bufferTime: 0,
        noBufferNeeded: true,
        timeOff: [],
        dateOverrides: [],
      },
    },
    200,
  );
  if (!saved) return null;
  return {
    key,
    session,
    id: user.id,
    name: user.name,
    email: user.email,
    prefix: user.slugPrefix ?? '',
    zone,
    ownSession: !given,
  };
}

/** Ends the sessions the kit opened for members (not a check: the run's own sign-out is checked elsewhere). */
export async function signOut(run: Run, members: readonly Member[]): Promise<void> {
  for (const m of members.filter((member) => member.ownSession)) {
    await run.http.send({ method: 'POST', url: '/api/auth/logout', cookie: m.session.cookie });
  }
}

/** A member's hours on a civil date (`YYYY-MM-DD`), in their own zone, as instants. */
export function hoursOn(date: string, zone: string): Span {
  const day = parseCivil(date);
  return {
    start: zonedInstant(day, HOURS.startHour * 60, zone),
    end: zonedInstant(day, HOURS.endHour * 60, zone),
  };
}

/** The run's booking days: the UTC dates two to five days after the server's now. */
export function bookingDays(now: number): string[] {
  const today = iso(now).slice(0, 10);
  return [2, 3, 4, 5].map((n) => formatCivil(addDays(parseCivil(today), n)));
}

/** The 30-minute slot starting at `start` (ms). */
export function slotAt(start: number): { start: string; end: string } {
  return { start: iso(start), end: iso(start + LENGTH) };
}

/** Creates a team link (or, without `team`, a link of the member's own) as `as`. */
export async function createLink(
  check: Checker,
  as: Member,
  what: string,
  body: {
    slug: string;
    name: string;
    team?: Team;
    kind?: string;
    hosts?: unknown[];
    maxGuests?: number;
  },
): Promise<Link | null> {
  const { team, ...rest } = body;
  const made = await check.expect(
    'createSchedulingLink',
    what,
    {
      as: as.session,
      json: {
        ...rest,
        userId: as.id,
        defaultDuration: 30,
        slotInterval: 30,
        ...(team ? { teamId: team.id } : {}),
      },
    },
    201,
  );
  return (made?.body as Link | undefined) ?? null;
}

/** Deletes a link of the run, its bookings cancelled with it. */
export async function deleteLink(check: Checker, as: Member, link: Link): Promise<void> {
  await check.expect(
    'deleteSchedulingLink',
    `deletes the run’s link ${link.slug}, its bookings cancelled`,
    { as: as.session, params: { id: link.id }, query: { cancelBookings: 'true' } },
    204,
  );
}

/** The body of a visitor's booking of `slot`. */
export function bookingBody(run: Run, slot: { start: string; end: string }, who: string) {
  return {
    title: 'Conformance team',
    description: 'Booked by the Slotwise conformance kit.',
    startTime: slot.start,
    endTime: slot.end,
    attendeeEmail: `conformance.${who}+${run.runId}@example.com`,
    attendeeName: 'Conformance Visitor',
  };
}

/** A visitor books `slot` on `link`. */
export async function book(
  run: Run,
  check: Checker,
  link: Link,
  slot: { start: string; end: string },
  what: string,
  status: number,
  rule?: Rule,
): Promise<Booking | null> {
  const answer = await check.expect(
    'bookSlot',
    what,
    { as: null, params: slugParams(link.slug), json: bookingBody(run, slot, 'team') },
    status,
    rule,
  );
  return (answer?.body as Booking | undefined) ?? null;
}

/**
 * A visitor names a host of the link who did not create it as a guest: every host is in the
 * meeting already, so the booking is refused on that guest's field (400 `invalid_request`, as
 * for the host of a host's own link) and nothing is booked. The link takes one guest.
 */
export async function hostRefusedAsGuest(
  run: Run,
  check: Checker,
  link: Link,
  slot: { start: string; end: string },
  host: Member,
  what: string,
): Promise<void> {
  await check.expect(
    'bookSlot',
    what,
    {
      as: null,
      params: slugParams(link.slug),
      json: { ...bookingBody(run, slot, 'team'), guests: [host.email] },
    },
    400,
    (a: Answer): Difference | null => {
      const body = (a.body ?? {}) as { code?: unknown; field?: unknown };
      const got = `${String(body.code)} ${String(body.field)}`;
      return got === 'invalid_request guests[0]'
        ? null
        : { path: '$.code $.field', expected: 'invalid_request guests[0]', got };
    },
  );
}

/** The booking's hosts' ids, the assigned host first. */
export function hostIds(body: unknown): string[] {
  const hosts = (body as { hosts?: { id?: unknown }[] } | null)?.hosts;
  return Array.isArray(hosts) ? hosts.map((h) => String(h.id)) : [];
}

/** A rule: the answer's `hosts` are exactly these ids, in this order. */
export function hostsAre(ids: readonly string[], names: readonly string[]): Rule {
  return (a: Answer): Difference | null => {
    const got = hostIds(a.body);
    return got.join(',') === ids.join(',')
      ? null
      : {
          path: '$.hosts[*].id',
          expected: `${names.join(', ')} (${ids.join(', ')})`,
          got: preview(got),
        };
  };
}

/** Reads the link's public page and its busy times over its whole window. */
export async function readPage(
  check: Checker,
  link: Link,
  what: string,
  rule?: Rule,
): Promise<{ pub: PublicLink; busy: Answer } | null> {
  const params = slugParams(link.slug);
  const read = await check.expect(
    'getPublicSchedulingLink',
    `reads ${what}`,
    { as: null, params },
    200,
    rule,
  );
  const pub = read?.body as PublicLink | undefined;
  if (!pub) return null;
  const busy = await check.expect(
    'getBusySlots',
    `busy times of ${what}, host by host`,
    { as: null, params, json: { startDate: pub.startDate, endDate: pub.endDate } },
    200,
  );
  return busy ? { pub, busy } : null;
}

/**
 * The team link's offered times, by UTC date, computed by the contract's rules from the busy-slots
 * answer's `hosts` (each host's busy times and preferences), as a visitor's page computes them.
 */
export function teamSlots(
  pub: PublicLink,
  busy: Answer,
  kind: 'collective' | 'round_robin',
  now: number,
): TeamSlotsByDate {
  const hosts = (busy.body as BusySlots).hosts ?? [];
  return generateTeamSlots({
    kind,
    type: 'standard',
    duration: pub.defaultDuration,
    interval: pub.slotInterval,
    windowDays: pub.bookingWindowDays,
    window: { startDate: pub.startDate, endDate: pub.endDate },
    minimumNotice: pub.minimumNotice,
    gridTimeZone: hosts[0]?.preferences.timezone ?? 'UTC',
    visitorTimeZone: 'UTC',
    now,
    members: hosts.map((h) => ({
      id: h.id,
      preferences: { ...h.preferences, timePreference: 'both' },
      busy: h.busySlots,
      dateAvailability: h.preferences.dateAvailability,
    })),
  });
}

/** The grid's starts (every 30 minutes on the hour and half hour, UTC) inside a span. */
export function startsIn(span: Span): number[] {
  const out: number[] = [];
  const first = Math.ceil(span.start / (30 * MINUTE)) * 30 * MINUTE;
  for (let t = first; t + LENGTH <= span.end; t += 30 * MINUTE) out.push(t);
  return out;
}

/** Where two spans meet (null: nowhere). */
export function meet(a: Span, b: Span): Span | null {
  const start = Math.max(a.start, b.start);
  const end = Math.min(a.end, b.end);
  return end - start >= LENGTH ? { start, end } : null;
}

/** Whether a busy list covers the slot starting at `start`. */
export function busyAt(list: readonly { start: string; end: string }[], start: number): boolean {
  return list.some((b) => Date.parse(b.start) < start + LENGTH && Date.parse(b.end) > start);
}

/** A short UTC time for check names: `14:30Z`. */
export function hhmm(t: number): string {
  return `${iso(t).slice(11, 16)}Z`;
}

export { HOUR };
