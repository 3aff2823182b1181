/**
 * A collective link is the intersection: a time is offered and booked only when every host is
 * free by their own rules in their own zone. Two members, New York and London, each 9 to 17 in
 * their own zone: on one day the link offers exactly the times both are free; a meeting planted
 * for one of them (a booking on that member's own link) takes its time away; a time inside one
 * member's hours only is never offered and a booking of it is 409; a free time books both hosts.
 */
import { withCode, type Rule } from '../../checker';
import { preview, type Difference } from '../../contract';
import { serverNow, type Run, type Schemas } from '../../core';
import type { Answer } from '../../http';
import {
  book,
  busyAt,
  createLink,
  hhmm,
  hostRefusedAsGuest,
  hostsAre,
  hoursOn,
  LENGTH,
  meet,
  readPage,
  slotAt,
  startsIn,
  teamSlots,
  type Booking,
  type Member,
  type Team,
} from './setup';

type Link = Schemas['SchedulingLink'];
type PublicLink = Schemas['PublicSchedulingLink'];
type BusySlots = Schemas['BusySlotsResponse'];

const FILE = 'conformance/areas/teams/collective.ts';

/** A rule: the public link shows the team and its hosts, in the link's order. */
export function showsTeam(team: Team, kind: string, hosts: readonly Member[]): Rule {
  return (a: Answer): Difference | null => {
    const pub = a.body as PublicLink;
    const got = pub.team;
    const expected = `${team.name} ${team.slug} ${kind}: ${hosts.map((h) => h.id).join(', ')}`;
    const seen = got
      ? `${got.name} ${got.slug} ${got.kind}: ${got.hosts.map((h) => h.id).join(', ')}`
      : '(no team)';
    if (seen !== expected) return { path: '$.team', expected, got: seen };
    return pub.host.name === team.name
      ? null
      : { path: '$.host.name', expected: team.name, got: pub.host.name };
  };
}

/** A rule: the busy-slots answer tells each host, in the link's order, in their own zone. */
export function tellsHosts(hosts: readonly Member[]): Rule {
  return (a: Answer): Difference | null => {
    const body = a.body as BusySlots;
    const expected = hosts.map((h) => `${h.id} ${h.zone}`).join(', ');
    const seen = (body.hosts ?? []).map((h) => `${h.id} ${h.preferences.timezone}`).join(', ');
    if (seen !== expected) return { path: '$.hosts', expected, got: seen || '(none)' };
    return body.preferences.timezone === hosts[0]?.zone
      ? null
      : {
          path: '$.preferences.timezone',
          expected: `${hosts[0]?.zone} (the first host’s)`,
          got: body.preferences.timezone,
        };
  };
}

/** The difference between the offered starts and the expected ones, or null. */
export function sameStarts(what: string, got: number[], expected: number[]): Difference | null {
  const g = got.map(hhmm).join(' ');
  const e = expected.map(hhmm).join(' ');
  return g === e ? null : { path: what, expected: e || '(none)', got: g || '(none)' };
}

/** The collective checks on `day`; answers the link and the booking it made (for reassign's 400). */
export async function collective(
  run: Run,
  { team, a, b, own, day }: { team: Team; a: Member; b: Member; own: Link; day: string },
): Promise<{ link: Link; booking: Booking | null } | null> {
  const check = run.checker(FILE);
  const hours = { a: hoursOn(day, a.zone), b: hoursOn(day, b.zone) };
  const both = meet(hours.a, hours.b);
  if (!both || both.end - both.start < 3 * LENGTH) {
    check.skip(
      'bookSlot',
      'collective = intersection',
      `the hours of ${a.zone} and ${b.zone} barely meet on ${day}`,
    );
    return null;
  }
  const link = await createLink(
    check,
    a,
    'a member creates a collective team link of two members',
    {
      slug: `${team.slug}/kickoff`,
      name: 'Conformance kickoff',
      team,
      kind: 'collective',
      maxGuests: 1,
      hosts: [
        { userId: a.id, priority: 'medium' },
        { userId: b.id, priority: 'medium' },
      ],
    },
  );
  if (!link) return null;
  const planted = both.start + LENGTH;
  const meeting = await book(
    run,
    check,
    own,
    slotAt(planted),
    `plants a meeting for ${b.name} on ${day} ${hhmm(planted)} (a booking of their own link)`,
    201,
  );
  if (!meeting) return { link, booking: null };
  const page = await readPage(
    check,
    link,
    'the collective link',
    showsTeam(team, 'collective', [a, b]),
  );
  if (!page) return { link, booking: null };
  const body = page.busy.body as BusySlots;
  check.verdict(
    'getBusySlots',
    'a collective link’s busy times tell each host in their own zone',
    tellsHosts([a, b])(page.busy),
  );
  const hostsBusy = body.hosts ?? [];
  check.verdict(
    'getBusySlots',
    'the planted meeting is busy for its member alone',
    busyAt(hostsBusy[1]?.busySlots ?? [], planted) &&
      !busyAt(hostsBusy[0]?.busySlots ?? [], planted)
      ? null
      : {
          path: '$.hosts[*].busySlots',
          expected: `${hhmm(planted)} busy for ${b.id} only`,
          got: preview(hostsBusy),
        },
  );
  const offered = (
    teamSlots(page.pub, page.busy, 'collective', serverNow(page.busy))[day] ?? []
  ).map((s) => Date.parse(s.start));
  const expected = startsIn(both).filter((t) => t !== planted);
  check.verdict(
    'getBusySlots',
    `collective = intersection: ${day} offers exactly the times both members are free`,
    sameStarts(`offered starts on ${day} (UTC)`, offered, expected),
  );
  const onlyA = hours.a.end - LENGTH;
  const onlyB = hours.b.start;
  const refused = withCode('slot_taken');
  await book(
    run,
    check,
    link,
    slotAt(planted),
    '409 slot_taken: a time one host is busy is not booked',
    409,
    refused,
  );
  if (onlyA >= hours.b.end)
    await book(
      run,
      check,
      link,
      slotAt(onlyA),
      '409 slot_taken: a time inside the first host’s hours only',
      409,
      refused,
    );
  if (onlyB + LENGTH <= hours.a.start)
    await book(
      run,
      check,
      link,
      slotAt(onlyB),
      '409 slot_taken: a time inside the second host’s hours only',
      409,
      refused,
    );
  await hostRefusedAsGuest(
    run,
    check,
    link,
    slotAt(both.start),
    b,
    '400 naming the guest: the second host of a collective link is no guest of it',
  );
  const booking = await book(
    run,
    check,
    link,
    slotAt(both.start),
    'books a time both are free: the booking is with both hosts, in the link’s order',
    201,
    hostsAre([a.id, b.id], [a.name, b.name]),
  );
  if (booking) {
    const after = await readPage(check, link, 'the collective link after its booking');
    const hostsAfter = (after?.busy.body as BusySlots | undefined)?.hosts ?? [];
    check.verdict(
      'getBusySlots',
      'a collective booking is busy for every host',
      hostsAfter.length === 2 && hostsAfter.every((h) => busyAt(h.busySlots, both.start))
        ? null
        : {
            path: '$.hosts[*].busySlots',
            expected: `${hhmm(both.start)} busy for both`,
            got: preview(hostsAfter),
          },
    );
  }
  return { link, booking };
}
