/**
 * The rules a team link adds to the scheduling-links writes (`scheduling-links.ts`): only a
 * member of the team creates one, its slug's prefix is the team's slug, it has a `kind`, and its
 * `hosts` are members of the team, each once (default: the caller). Any member edits, copies and
 * deletes it; `kind` and `hosts` belong to team links only. Deleting one takes the booking lock
 * of every host, in one order.
 */
import type { TeamLinkHosts } from '../../src/domain/api-schemas';
import { db, type LinkRecord, type UserRecord } from '../db';
import type { TeamRecord } from '../db-teams';
import { apiError, type ErrorBody } from '../errors';
import { foreignPrefix } from '../security';
import { bookingLock } from './booking-slots';
import { withLock } from './shared';
import { linkHostIds, teamOfLink } from './team-members';

type TeamKind = NonNullable<LinkRecord['kind']>;

export const NOT_TEAM_MEMBER = apiError('not_team_member', 'You are not a member of this team');

/** The team `teamId` when `userId` is one of its members, else null (unknown teams alike). */
export function memberTeam(teamId: string, userId: string): TeamRecord | null {
  const team = db.teams.findFirst((q) => q.where({ id: teamId }));
  return team && !team.deletedAt && team.memberIds.includes(userId) ? team : null;
}

/** Null when `slug` starts with the prefix the link's owner has (the team's slug), else the 403 text. */
export function slugPrefixProblem(
  user: UserRecord,
  team: TeamRecord | null,
  slug: string,
): string | null {
  if (!team) return foreignPrefix(user, slug);
  return slug.split('/')[0] === team.slug
    ? null
    : `The slug prefix of a team link must be the team's: ${team.slug}`;
}

/** Why these hosts cannot host a link of `team` (400 text), or null. */
export function hostsProblem(team: TeamRecord, hosts: TeamLinkHosts): string | null {
  const stranger = hosts.find((h) => !team.memberIds.includes(h.userId));
  return stranger ? `hosts: ${stranger.userId} is not a member of ${team.name}` : null;
}

export type TeamLinkCheck =
  | { kind: 'ok'; team: TeamRecord | null; fields: Partial<LinkRecord> }
  | { kind: 'forbidden'; error: ErrorBody }
  | { kind: 'invalid'; message: string; field: string };

/**
 * The team part of a new link's body: a host's own link (no `teamId`, no `kind`, no `hosts`), or
 * a team link of a team the caller is in, with its `kind` and its hosts (default: the caller).
 */
export function checkNewTeamLink(
  user: UserRecord,
  input: { teamId?: string; kind?: TeamKind; hosts?: TeamLinkHosts },
): TeamLinkCheck {
  if (input.teamId === undefined) {
    if (input.kind !== undefined || input.hosts !== undefined) {
      const field = input.kind !== undefined ? 'kind' : 'hosts';
      return { kind: 'invalid', message: `${field} is only for team links (give teamId)`, field };
    }
    return { kind: 'ok', team: null, fields: {} };
  }
  const team = memberTeam(input.teamId, user.id);
  if (!team) return { kind: 'forbidden', error: NOT_TEAM_MEMBER };
  if (input.kind === undefined) {
    return { kind: 'invalid', message: 'kind is required for a team link', field: 'kind' };
  }
  const hosts = input.hosts ?? [{ userId: user.id, priority: 'medium' as const }];
  const problem = hostsProblem(team, hosts);
  if (problem) return { kind: 'invalid', message: problem, field: 'hosts' };
  return {
    kind: 'ok',
    team,
    fields: { teamId: team.id, kind: input.kind, hosts: hosts.map((h) => ({ ...h })) },
  };
}

/** Why `kind`/`hosts` cannot change on `link` (400 text and field), or null. */
export function teamChangeProblem(
  link: LinkRecord,
  changes: { kind?: TeamKind; hosts?: TeamLinkHosts },
): { message: string; field: string } | null {
  if (changes.kind === undefined && changes.hosts === undefined) return null;
  const team = teamOfLink(link);
  if (!team) {
    const field = changes.kind !== undefined ? 'kind' : 'hosts';
    return { message: `${field} can only be set on a team link`, field };
  }
  const problem = changes.hosts === undefined ? null : hostsProblem(team, changes.hosts);
  return problem ? { message: problem, field: 'hosts' } : null;
}

/**
 * Runs `task` holding the booking lock of every host of `link` (a host's own link: its host), in
 * ascending id order, the order every multi-host writer takes them, so none waits on another.
 */
export async function withLinkHostLocks<T>(link: LinkRecord, task: () => Promise<T>): Promise<T> {
  const ids = [...new Set(linkHostIds(link))].sort();
  const run = (i: number): Promise<T> =>
    i === ids.length ? task() : withLock(bookingLock(ids[i] as string), () => run(i + 1));
  return run(0);
}
