/**
 * Teams (the contract's tag `teams`, and team links on the scheduling-link calls), one file per
 * rule family: the team itself (`crud.ts`), collective = intersection (`collective.ts`), round
 * robin = union and its assignment order (`round-robin.ts`), parallel bookings of one time
 * (`concurrency.ts`) and reassigning a booking (`reassign.ts`); `setup.ts` holds what they share.
 *
 * The members are three brand-new hosts the kit signs in through the mock server's consent route
 * (`/__mock/consent`, as it signs in the run's host): A in America/New_York, B in Europe/London,
 * C in Asia/Kolkata, each every day 9 to 17 in their own zone without a buffer, so the times both
 * A and B are free are known for any date. The run's own host stays outside the team (the 403 and
 * 404 checks). Against another server the members are the three hosts of `--member-cookie` (the
 * kit sets their zones and hours, and leaves their sessions open); without them the area is skipped. The days are the
 * server's today plus two to five (UTC dates). At the end the run's team links are deleted, their
 * bookings cancelled, then the team (`delete.ts`), and the members signed out.
 */
import type { Schemas } from '../../core';
import { serverNow, type Run } from '../../core';
import { collective } from './collective';
import { concurrency } from './concurrency';
import { teamCrud, teamLinkRefusals, teamWithLinks } from './crud';
import { teamDeleted, teamDeleteRefusals } from './delete';
import { reassign } from './reassign';
import { roundRobin } from './round-robin';
import {
  bookingDays,
  createLink,
  deleteLink,
  signInMember,
  signOut,
  type Member,
  type Team,
} from './setup';

type Link = Schemas['SchedulingLink'];

const FILE = 'conformance/areas/teams/index.ts';
const OPERATIONS = [
  'listTeams',
  'createTeam',
  'getTeam',
  'updateTeam',
  'deleteTeam',
  'reassignHostBooking',
];

export async function teams(run: Run, { me }: { me: Schemas['CurrentUser'] }): Promise<void> {
  const check = run.checker(FILE);
  run.log(
    'teams: collective and round-robin links, the assignment order, parallel bookings, reassign',
  );
  const given = run.options.memberCookies ?? [];
  if (!run.mock && given.length < 3) {
    for (const id of OPERATIONS)
      check.skip(
        id,
        'teams',
        'needs three more hosts: pass --member-cookie three times (the mock server signs them in itself)',
      );
    return;
  }
  const members: Member[] = [];
  for (const [i, [key, name, zone]] of (
    [
      ['team-a', 'Avery Team', 'America/New_York'],
      ['team-b', 'Blake Team', 'Europe/London'],
      ['team-c', 'Cameron Team', 'Asia/Kolkata'],
    ] as const
  ).entries()) {
    const member = await signInMember(run, check, key, name, zone, given[i]);
    if (member) members.push(member);
  }
  const [a, b, c] = members;
  if (!a || !b || !c) {
    run.blocked(check, OPERATIONS, 'the members could not be signed in');
    return signOut(run, members);
  }
  const made: { by: Member; link: Link }[] = [];
  let team: Team | null = null;
  try {
    team = await teamCrud(run, { me, a, b, c });
    if (!team) {
      run.blocked(check, ['deleteTeam', 'reassignHostBooking'], 'the team could not be made');
      return;
    }
    await teamLinkRefusals(run, { me, team, a });
    // B's own link: a booking of it is a meeting of B's that the team links must see.
    const own = await createLink(check, b, 'a member’s own link, to plant their meetings', {
      slug: `${b.prefix}/conformance-own-${run.runId}`,
      name: 'Conformance own',
    });
    if (!own) return;
    made.push({ by: b, link: own });
    const clock = await run.http.send({
      method: 'GET',
      url: '/api/auth/me',
      cookie: a.session.cookie,
    });
    const [d0, d1, d2, d3] = bookingDays(serverNow(clock)) as [string, string, string, string];
    const together = await collective(run, { team, a, b, own, day: d0 });
    if (together) made.push({ by: a, link: together.link });
    const rr = await roundRobin(run, { team, a, b, own, days: [d1, d2] });
    if (rr) made.push({ by: a, link: rr.link });
    const rush = await concurrency(run, { team, a, b, day: d3 });
    if (rush) made.push({ by: a, link: rush });
    const teamLinks = made.filter((m) => m.link.teamId).map((m) => m.link);
    await teamWithLinks(run, { team, a, b, links: teamLinks });
    await teamDeleteRefusals(run, { team, a, links: teamLinks });
    if (rr) await reassign(run, { me, a, b, c, rr, collectiveBooking: together?.booking ?? null });
    else run.blocked(check, ['reassignHostBooking'], 'no round-robin link');
  } finally {
    for (const { by, link } of made) await deleteLink(check, by, link);
    const oldSlug = made.find((m) => m.link.teamId)?.link.slug ?? null;
    if (team) await teamDeleted(run, { team, a, b, oldSlug });
    await signOut(run, members);
  }
}
