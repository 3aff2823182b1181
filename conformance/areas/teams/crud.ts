/**
 * Teams themselves: creating one (its members in order, the caller first), its slug in the
 * namespace of hosts' addresses (409 `slug_taken` for a host's prefix or another team's slug),
 * reading and listing it as a member only (another host gets 404, as for an unknown id), adding a
 * member, its versions (a stale `If-Match` is 412 with the stored team), who may make a team link
 * (403 `not_team_member` for a non-member), and a member who hosts a link staying (409
 * `member_hosts_links`).
 */
import { withCode, type Rule } from '../../checker';
import { preview, type Difference } from '../../contract';
import { asArray, type Run, type Schemas } from '../../core';
import type { Answer } from '../../http';
import { versionChecks } from '../../version-checks';
import type { Member, Team } from './setup';

type Link = Schemas['SchedulingLink'];

const FILE = 'conformance/areas/teams/crud.ts';

/** A rule: the team's members are exactly these, in this order, each in their own zone. */
function membersAre(members: readonly Member[]): Rule {
  return (a: Answer): Difference | null => {
    const got = asArray<Schemas['TeamMember']>((a.body as Team | null)?.members);
    const expected = members.map((m) => `${m.id} ${m.zone}`).join(', ');
    const seen = got.map((m) => `${m.id} ${m.timezone}`).join(', ');
    return seen === expected ? null : { path: '$.members', expected, got: preview(seen) };
  };
}

/** A rule: a list of teams holds (or not) the team `id`. */
function listsTeam(id: string, listed: boolean): Rule {
  return (a: Answer): Difference | null => {
    const ids = asArray<Team>(a.body).map((t) => t.id);
    return ids.includes(id) === listed
      ? null
      : { path: '$[*].id', expected: `${listed ? '' : 'no '}${id}`, got: preview(ids) };
  };
}

/** A rule: the error's message names `what`. */
function names(what: string): Rule {
  return (a: Answer): Difference | null => {
    const error = String((a.body as { error?: unknown } | null)?.error ?? '');
    return error.includes(what)
      ? null
      : { path: '$.error', expected: `naming ${what}`, got: error };
  };
}

/**
 * Creates the run's team (`a` first, then `b`; `c` added by an update) and checks the team calls
 * on it; answers the team as stored, or null when it could not be made.
 */
export async function teamCrud(
  run: Run,
  { me, a, b, c }: { me: Schemas['CurrentUser']; a: Member; b: Member; c: Member },
): Promise<Team | null> {
  const check = run.checker(FILE);
  const slug = `conformance-team-${run.runId}`;
  const create = (as: Member, json: Record<string, unknown>) => ({ as: as.session, json });
  const nobody = `conformance.nobody.${run.runId}@example.com`;
  await check.expect(
    'createTeam',
    '400 for a member address that is no host’s, naming it',
    create(a, { name: 'Conformance Team', slug, memberEmails: [nobody] }),
    400,
    (x) => withCode('invalid_request')(x) ?? names(nobody)(x),
  );
  if (me.slugPrefix) {
    await check.expect(
      'createTeam',
      '409 slug_taken for a slug that is a host’s address',
      create(a, { name: 'Conformance Team', slug: me.slugPrefix }),
      409,
      withCode('slug_taken'),
    );
  }
  const made = await check.expect(
    'createTeam',
    'creates a team: the caller first, then the members named',
    create(a, { name: 'Conformance Team', slug, memberEmails: [b.email] }),
    201,
    (x) =>
      membersAre([a, b])(x) ??
      ((x.body as Team).slug === slug && asArray((x.body as Team).links).length === 0
        ? null
        : { path: '$.slug, $.links', expected: `${slug}, no links`, got: preview(x.body) }),
  );
  const team = made?.body as Team | undefined;
  if (!team) return null;
  await check.expect(
    'createTeam',
    '409 slug_taken for another team’s slug',
    create(b, { name: 'Conformance Team again', slug }),
    409,
    withCode('slug_taken'),
  );
  await check.expect(
    'listTeams',
    'a member’s teams list the team',
    { as: b.session },
    200,
    listsTeam(team.id, true),
  );
  await check.expect(
    'listTeams',
    'a host outside the team does not see it',
    { as: run.host },
    200,
    listsTeam(team.id, false),
  );
  await check.expect(
    'getTeam',
    'a member reads the team',
    { as: b.session, params: { teamId: team.id } },
    200,
    membersAre([a, b]),
  );
  await check.expect(
    'getTeam',
    '404 for a host outside the team, as for an unknown id',
    { as: run.host, params: { teamId: team.id } },
    404,
    withCode('not_found'),
  );
  await check.expect(
    'getTeam',
    '404 for an unknown team',
    { as: a.session, params: { teamId: `team-unknown-${run.runId}` } },
    404,
    withCode('not_found'),
  );
  await check.expect(
    'updateTeam',
    '404 for a host outside the team: nothing changes',
    { as: run.host, params: { teamId: team.id }, json: { name: 'Not theirs' } },
    404,
    withCode('not_found'),
  );
  await check.expect(
    'updateTeam',
    '400 for an added address that is no host’s, naming it',
    { as: a.session, params: { teamId: team.id }, json: { addMemberEmails: [nobody] } },
    400,
    names(nobody),
  );
  const grown = await check.expect(
    'updateTeam',
    'a member adds a host: appended to the members',
    { as: b.session, params: { teamId: team.id }, json: { addMemberEmails: [c.email] } },
    200,
    membersAre([a, b, c]),
  );
  if (!grown) return null;
  const version = await versionChecks(check, {
    write: {
      operationId: 'updateTeam',
      call: (json) => ({ as: b.session, params: { teamId: team.id }, json }),
    },
    read: { operationId: 'getTeam', call: { as: a.session, params: { teamId: team.id } } },
    first: { json: { name: 'Conformance Crew' }, shows: { name: 'Conformance Crew' } },
    second: { json: { name: 'Conformance Team' }, shows: { name: 'Conformance Team' } },
  });
  const read = await check.expect(
    'getTeam',
    'the team after the writes: its slug never changes',
    { as: a.session, params: { teamId: team.id } },
    200,
    (x) =>
      (x.body as Team).slug === slug && (version === null || (x.body as Team).version === version)
        ? null
        : { path: '$.slug, $.version', expected: `${slug}, ${version}`, got: preview(x.body) },
  );
  return (read?.body as Team | undefined) ?? null;
}

/** Who may make a team link: members only, under the team's slug, with a kind and members as hosts. */
export async function teamLinkRefusals(
  run: Run,
  { me, team, a }: { me: Schemas['CurrentUser']; team: Team; a: Member },
): Promise<void> {
  const check = run.checker(FILE);
  const body = {
    name: 'Conformance refused',
    slug: `${team.slug}/refused`,
    userId: a.id,
    teamId: team.id,
    kind: 'collective',
    hosts: [{ userId: a.id, priority: 'medium' }],
  };
  await check.expect(
    'createSchedulingLink',
    '403 not_team_member: a host outside the team makes no team link',
    { as: run.host, json: { ...body, userId: me.id } },
    403,
    withCode('not_team_member'),
  );
  await check.expect(
    'createSchedulingLink',
    '403 for a team link under the member’s own prefix',
    { as: a.session, json: { ...body, slug: `${a.prefix}/refused` } },
    403,
  );
  const { kind: _kind, ...kindless } = body;
  await check.expect(
    'createSchedulingLink',
    '400 for a team link without its kind',
    { as: a.session, json: kindless },
    400,
    withCode('invalid_request'),
  );
  await check.expect(
    'createSchedulingLink',
    '400 for a host who is not a member of the team',
    { as: a.session, json: { ...body, hosts: [{ userId: me.id, priority: 'medium' }] } },
    400,
    withCode('invalid_request'),
  );
}

/** With the team's links made: they are listed with the team, and their hosts stay members. */
export async function teamWithLinks(
  run: Run,
  { team, a, b, links }: { team: Team; a: Member; b: Member; links: readonly Link[] },
): Promise<void> {
  const check = run.checker(FILE);
  const ids = links.map((l) => l.id).sort();
  await check.expect('listTeams', 'the team comes with its links', { as: a.session }, 200, (x) => {
    const got = asArray<Team>(x.body).find((t) => t.id === team.id);
    const seen = asArray<Link>(got?.links)
      .map((l) => l.id)
      .sort();
    return seen.join(',') === ids.join(',')
      ? null
      : { path: `$[id=${team.id}].links[*].id`, expected: ids.join(', '), got: preview(seen) };
  });
  await check.expect(
    'listSchedulingLinks',
    'a member’s own links leave the team links out',
    { as: a.session },
    200,
    (x) => {
      const mixed = asArray<Link>(x.body).filter((l) => ids.includes(l.id));
      return mixed.length === 0
        ? null
        : { path: '$[*].id', expected: 'no team link', got: preview(mixed.map((l) => l.slug)) };
    },
  );
  await check.expect(
    'updateTeam',
    '409 member_hosts_links: a member who hosts a team link stays',
    { as: a.session, params: { teamId: team.id }, json: { removeMemberIds: [b.id] } },
    409,
    withCode('member_hosts_links'),
  );
  await check.expect(
    'getTeam',
    'the refused removal changed nothing',
    { as: a.session, params: { teamId: team.id } },
    200,
    (x) =>
      asArray<Schemas['TeamMember']>((x.body as Team).members).some((m) => m.id === b.id)
        ? null
        : {
            path: '$.members',
            expected: `${b.id} still a member`,
            got: preview((x.body as Team).members),
          },
  );
}
