/**
 * Deleting a team (`deleteTeam`): refused with 409 `team_has_links` while it has links, naming
 * how many; a stale `If-Match` is 412 and deletes nothing; a host outside the team gets 404, as
 * for an unknown id. Once its links are gone a member deletes it: it is no longer read or listed,
 * and its slug (with the addresses its deleted links kept) is free for a new team.
 */
import { withCode, type Rule } from '../../checker';
import { preview, type Difference } from '../../contract';
import { asArray, type Run, type Schemas } from '../../core';
import type { Answer } from '../../http';
import type { Member, Team } from './setup';

type Link = Schemas['SchedulingLink'];

const FILE = 'conformance/areas/teams/delete.ts';

/** A rule: the answer names `count` links ("2 links", "1 link"). */
function namesCount(count: number): Rule {
  const what = `${count} link${count === 1 ? '' : 's'}`;
  return (a: Answer): Difference | null => {
    const error = String((a.body as { error?: unknown } | null)?.error ?? '');
    return error.includes(what)
      ? null
      : { path: '$.error', expected: `naming ${what}`, got: error };
  };
}

/** A rule: the team is (or is not) among the listed teams. */
function lists(id: string, listed: boolean): Rule {
  return (a: Answer): Difference | null => {
    const ids = asArray<Team>(a.body).map((t) => t.id);
    return ids.includes(id) === listed
      ? null
      : { path: '$[*].id', expected: `${listed ? '' : 'no '}${id}`, got: preview(ids) };
  };
}

/** While the team has `links`: the refusals, each leaving the team as it was. */
export async function teamDeleteRefusals(
  run: Run,
  { team, a, links }: { team: Team; a: Member; links: readonly Link[] },
): Promise<void> {
  const check = run.checker(FILE);
  const params = { teamId: team.id };
  await check.expect(
    'deleteTeam',
    '404 for a host outside the team, as for an unknown id',
    { as: run.host, params },
    404,
    withCode('not_found'),
  );
  await check.expect(
    'deleteTeam',
    '404 for an unknown team',
    { as: a.session, params: { teamId: `team-unknown-${run.runId}` } },
    404,
    withCode('not_found'),
  );
  if (links.length === 0) {
    check.skip('deleteTeam', '409 team_has_links while links remain', 'no team link was made');
    return;
  }
  // While links remain: a server that ignores If-Match answers their 409 and deletes nothing.
  await check.expect(
    'deleteTeam',
    '[versions] 412 for a stale If-Match, nothing deleted',
    { as: a.session, params, headers: { 'if-match': `"${team.version + 40}"` } },
    412,
    withCode('version_conflict'),
  );
  await check.expect(
    'deleteTeam',
    '409 team_has_links while links remain, naming how many',
    { as: a.session, params },
    409,
    (x) => withCode('team_has_links')(x) ?? namesCount(links.length)(x),
  );
  await check.expect(
    'getTeam',
    'the refused deletes changed nothing',
    { as: a.session, params },
    200,
    (x) => {
      const got = asArray<Link>((x.body as Team).links).length;
      return got === links.length
        ? null
        : { path: '$.links', expected: `${links.length} links`, got: String(got) };
    },
  );
}

/**
 * With the team's links deleted: `b` deletes it (naming its stored version), then it is gone,
 * and `a` makes a new team with its slug and a link at one of the old links' addresses (both
 * deleted again at the end).
 */
export async function teamDeleted(
  run: Run,
  { team, a, b, oldSlug }: { team: Team; a: Member; b: Member; oldSlug: string | null },
): Promise<void> {
  const check = run.checker(FILE);
  const params = { teamId: team.id };
  const read = await check.expect(
    'getTeam',
    'the team before its delete',
    { as: b.session, params },
    200,
  );
  const version = (read?.body as Team | undefined)?.version ?? team.version;
  const deleted = await check.expect(
    'deleteTeam',
    '204: a member deletes the team once its links are gone',
    { as: b.session, params, headers: { 'if-match': `"${version}"` } },
    204,
  );
  if (!deleted) return;
  await check.expect(
    'getTeam',
    '404 for a deleted team',
    { as: a.session, params },
    404,
    withCode('not_found'),
  );
  await check.expect(
    'listTeams',
    'a deleted team is not listed',
    { as: a.session },
    200,
    lists(team.id, false),
  );
  await check.expect(
    'deleteTeam',
    '404 for a team already deleted',
    { as: a.session, params },
    404,
    withCode('not_found'),
  );
  const again = await check.expect(
    'createTeam',
    'a deleted team’s slug is free for a new team',
    { as: a.session, json: { name: 'Conformance Team again', slug: team.slug } },
    201,
  );
  const fresh = again?.body as Team | undefined;
  if (!fresh) return;
  if (oldSlug) {
    const link = await check.expect(
      'createSchedulingLink',
      'a deleted team’s link address is free for the new team',
      {
        as: a.session,
        json: {
          name: 'Conformance again',
          slug: oldSlug,
          userId: a.id,
          teamId: fresh.id,
          kind: 'collective',
        },
      },
      201,
    );
    const made = link?.body as Link | undefined;
    if (made) {
      await check.expect(
        'deleteSchedulingLink',
        'deletes the run’s link at the old address',
        { as: a.session, params: { id: made.id } },
        204,
      );
    }
  }
  await check.expect(
    'deleteTeam',
    '204: the new team is deleted as well',
    { as: a.session, params: { teamId: fresh.id } },
    204,
  );
}
