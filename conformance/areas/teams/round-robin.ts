/**
 * A round-robin link is the union, and its bookings go to one free member by the contract's
 * order: priority, then the fewest bookings of the link in the last 30 days, then the least
 * recently booked, then the link's order. Two members, New York and London, each 9 to 17 in their
 * own zone. Each booking below is set up so that the rule named decides it against what the later
 * rules would pick (the host's view, `getHostBooking`, names the rule):
 *
 * 1. a first booking, nobody booked yet: the link's first host (`link_order`);
 * 2. a time the second host is busy (a meeting planted on their own link), though the rules
 *    would pick them: the first host (`only_free_member`): a busy member is never assigned;
 * 3. and 4. the second host twice (`fewest_recent_bookings`: 0 vs 2, then 1 vs 2; the second time
 *    the least recently booked would be the first host);
 * 5. the hosts reordered (second, first), both with two bookings: the first host, booked longer
 *    ago (`least_recently_booked`), though the link's order now puts them last;
 * 6. a time inside the first host's hours only (offered: the union), though the fewest bookings
 *    would pick the second: the first host (`only_free_member`);
 * 7. the first host made high priority, with more bookings: the first host (`priority`).
 */
import { withCode, type Rule } from '../../checker';
import { preview, type Difference } from '../../contract';
import { serverNow, type Run, type Schemas } from '../../core';
import type { Answer } from '../../http';
import { showsTeam, tellsHosts } from './collective';
import {
  book,
  busyAt,
  createLink,
  hhmm,
  hostIds,
  hostRefusedAsGuest,
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
type BusySlots = Schemas['BusySlotsResponse'];
type HostBooking = Schemas['HostBooking'];

const FILE = 'conformance/areas/teams/round-robin.ts';

/** The bookings the reassign checks use. */
export interface RoundRobinBookings {
  link: Link;
  /** Assigned to the first host while the second was busy. */
  whileBusy: Booking | null;
  /** Assigned to the first host by link order. */
  first: Booking | null;
  /** Assigned to the second host. */
  second: Booking | null;
  /** Assigned to the first host by priority, the second host free then. */
  last: Booking | null;
}

/** A rule: the booking went to `member`. */
function goesTo(member: Member): Rule {
  return (a: Answer): Difference | null => {
    const got = hostIds(a.body);
    return got.length === 1 && got[0] === member.id
      ? null
      : { path: '$.hosts', expected: `${member.name} (${member.id}) alone`, got: preview(got) };
  };
}

/** A rule: the host's view names the assignment's rule (and, given, its figures). */
function assignedBy(rule: string, detail?: string): Rule {
  return (a: Answer): Difference | null => {
    const got = (a.body as HostBooking).assignment;
    if (got?.rule !== rule)
      return { path: '$.assignment.rule', expected: rule, got: preview(got ?? '(none)') };
    return detail === undefined || got.detail === detail
      ? null
      : { path: '$.assignment.detail', expected: detail, got: got.detail };
  };
}

/** The offered times of a round-robin day with the hosts free at each: `14:00Z a,b`. */
function union(slots: { start: string; hosts: string[] }[], names: Map<string, string>): string {
  return slots
    .map((s) => `${hhmm(Date.parse(s.start))} ${s.hosts.map((h) => names.get(h) ?? h).join(',')}`)
    .join(' ');
}

export async function roundRobin(
  run: Run,
  {
    team,
    a,
    b,
    own,
    days,
  }: { team: Team; a: Member; b: Member; own: Link; days: [string, string] },
): Promise<RoundRobinBookings | null> {
  const check = run.checker(FILE);
  const [d1, d2] = days;
  const h1 = { a: hoursOn(d1, a.zone), b: hoursOn(d1, b.zone) };
  const h2 = { a: hoursOn(d2, a.zone), b: hoursOn(d2, b.zone) };
  const both1 = meet(h1.a, h1.b);
  const both2 = meet(h2.a, h2.b);
  if (!both1 || !both2 || both1.end - both1.start < 4 * LENGTH || h2.a.end - LENGTH < h2.b.end) {
    check.skip(
      'bookSlot',
      'round robin',
      `the hours of ${a.zone} and ${b.zone} do not fit the checks on ${d1}`,
    );
    return null;
  }
  const hosts = (...list: [Member, string][]) =>
    list.map(([m, priority]) => ({ userId: m.id, priority }));
  const link = await createLink(
    check,
    a,
    'a member creates a round-robin team link of two members',
    {
      slug: `${team.slug}/intro`,
      name: 'Conformance intro',
      team,
      kind: 'round_robin',
      maxGuests: 1,
      hosts: hosts([a, 'medium'], [b, 'medium']),
    },
  );
  if (!link) return null;
  const out: RoundRobinBookings = { link, whileBusy: null, first: null, second: null, last: null };
  const t = (k: number) => both1.start + k * LENGTH;
  await hostRefusedAsGuest(
    run,
    check,
    link,
    slotAt(t(0)),
    b,
    '400 naming the guest: a member of a round-robin link is no guest of it, taking it or not',
  );
  const planted = t(1);
  const meeting = await book(
    run,
    check,
    own,
    slotAt(planted),
    `plants a meeting for ${b.name} on ${d1} ${hhmm(planted)}`,
    201,
  );
  if (!meeting) return out;

  const page = await readPage(
    check,
    link,
    'the round-robin link',
    showsTeam(team, 'round_robin', [a, b]),
  );
  if (!page) return out;
  check.verdict(
    'getBusySlots',
    'a round-robin link’s busy times tell each host in their own zone',
    tellsHosts([a, b])(page.busy),
  );
  const names = new Map([
    [a.id, 'a'],
    [b.id, 'b'],
  ]);
  const offered = teamSlots(page.pub, page.busy, 'round_robin', serverNow(page.busy))[d1] ?? [];
  const grid = [...new Set([...startsIn(h1.a), ...startsIn(h1.b)])].sort((x, y) => x - y);
  const expected = grid.map((s) => {
    const free = [
      ...(startsIn(h1.a).includes(s) ? [a.id] : []),
      ...(startsIn(h1.b).includes(s) && s !== planted ? [b.id] : []),
    ];
    return { start: new Date(s).toISOString(), hosts: free };
  });
  check.verdict(
    'getBusySlots',
    `round robin = union: ${d1} offers every time a member is free, naming who`,
    union(offered, names) === union(expected, names)
      ? null
      : {
          path: `offered starts on ${d1} (UTC)`,
          expected: union(expected, names),
          got: union(offered, names) || '(none)',
        },
  );
  const hostBusy = (page.busy.body as BusySlots).hosts?.[1]?.busySlots ?? [];
  check.verdict(
    'getBusySlots',
    'the planted meeting is busy for its member on the team link',
    busyAt(hostBusy, planted)
      ? null
      : { path: '$.hosts[1].busySlots', expected: `${hhmm(planted)} busy`, got: preview(hostBusy) },
  );

  const step = async (
    start: number,
    member: Member,
    what: string,
    rule: string,
    detail?: string,
  ) => {
    const booking = await book(
      run,
      check,
      link,
      slotAt(start),
      `${what}: ${member.name}`,
      201,
      goesTo(member),
    );
    if (booking) {
      await check.expect(
        'getHostBooking',
        `the host’s view says why: ${rule}${detail ? ` (${detail})` : ''}`,
        { as: member.session, params: { id: booking.id } },
        200,
        assignedBy(rule, detail),
      );
    }
    return booking;
  };
  const reorder = (json: unknown, what: string) =>
    check.expect(
      'updateSchedulingLink',
      what,
      { as: b.session, params: { id: link.id }, json: { hosts: json } },
      200,
    );

  out.first = await step(t(0), a, 'nobody booked yet: the link’s first host', 'link_order');
  out.whileBusy = await step(
    planted,
    a,
    'the second host busy: never assigned, the first host takes it',
    'only_free_member',
  );
  out.second = await step(
    t(2),
    b,
    'the fewest bookings in 30 days',
    'fewest_recent_bookings',
    '0 vs 2',
  );
  await step(
    t(3),
    b,
    'the fewest bookings again, though booked last',
    'fewest_recent_bookings',
    '1 vs 2',
  );
  if (
    !(await reorder(
      hosts([b, 'medium'], [a, 'medium']),
      'any member reorders the hosts: the second first',
    ))
  )
    return out;
  await step(
    both2.start,
    a,
    'two bookings each: the least recently booked, though last in order',
    'least_recently_booked',
  );
  await step(
    h2.a.end - LENGTH,
    a,
    'a time in the first host’s hours only is offered and booked',
    'only_free_member',
  );
  await book(
    run,
    check,
    link,
    slotAt(h2.b.start - 2 * LENGTH),
    '409 slot_taken: a time no host is free',
    409,
    withCode('slot_taken'),
  );
  if (
    !(await reorder(
      hosts([b, 'medium'], [a, 'high']),
      'any member makes the first host high priority',
    ))
  )
    return out;
  out.last = await step(both2.start + LENGTH, a, 'high priority, with more bookings', 'priority');
  return out;
}
