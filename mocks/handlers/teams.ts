/**
 * Contract tag `teams`: a host's teams, each with its members and its team links. Only members
 * see a team (anyone else's answers 404 like an unknown id); any member renames it or changes
 * its members. A team's slug shares the namespace of hosts' slug prefixes (`docs/teams.md`): it
 * may be no host's prefix, no other team's slug and no link's (or previous slug's) first segment,
 * and it never changes. Writes run under the links' lock, which guards that namespace.
 */
import { hostHttp } from './handler';
import { TeamInputSchema, TeamUpdateSchema, MAX_TEAM_MEMBERS } from '../../src/domain/api-schemas';
import { now } from '../clock';
import { db, type UserRecord } from '../db';
import type { TeamRecord } from '../db-teams';
import { apiError, invalid } from '../errors';
import { newId } from '../random';
import { holdsAddresses, hostSlugPrefix, liveTeams } from '../security';
import { preconditionHolds, readIfMatch, versionConflict, versionOf } from '../versions';
import { LINKS_LOCK } from './link-slugs';
import { toLink } from './link-view';
import { hostPreferences, pathParam, readBody, withLock, type Schemas } from './shared';

export const TEAM_NOT_FOUND = apiError('not_found', 'Team not found');

const firstSegment = (slug: string) => slug.split('/')[0] ?? '';

/**
 * Whether `slug` is taken in the namespace of prefixes: a host's prefix, a team's slug, or the
 * first segment of any link's slug or previous slug (deleted links keep theirs).
 */
export function prefixTaken(slug: string): boolean {
  if (liveTeams().some((t) => t.slug === slug)) return true;
  if (db.users.all().some((u) => hostSlugPrefix(u) === slug)) return true;
  return db.links
    .all()
    .some(
      (l) =>
        holdsAddresses(l) &&
        (firstSegment(l.slug) === slug || l.previousSlugs.some((p) => firstSegment(p) === slug)),
    );
}

function toMember(user: UserRecord): Schemas['TeamMember'] {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    picture: user.picture,
    timezone: hostPreferences(user).timezone,
  };
}

function usersOf(ids: readonly string[]): UserRecord[] {
  return ids.flatMap((id) => {
    const user = db.users.findFirst((q) => q.where({ id }));
    return user ? [user] : [];
  });
}

/** The team as the contract tells it: members in the order they joined, links oldest first. */
export function toTeam(team: TeamRecord): Schemas['Team'] {
  const links = liveLinksOf(team)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map(toLink);
  return {
    id: team.id,
    version: versionOf(team),
    name: team.name,
    slug: team.slug,
    members: usersOf(team.memberIds).map(toMember),
    links,
    createdAt: team.createdAt,
  };
}

/** The caller's team `id`, or undefined (unknown, deleted, or a team the caller is not in). */
function memberOf(id: string, userId: string) {
  const team = db.teams.findFirst((q) => q.where({ id }));
  return team && !team.deletedAt && team.memberIds.includes(userId) ? team : undefined;
}

/** The team's links that are not deleted. */
function liveLinksOf(team: TeamRecord) {
  return db.links.findMany((q) => q.where((l) => l.teamId === team.id && !l.deletedAt));
}

/** The hosts with these sign-in addresses (any case), or the first address that is no host's. */
function hostsByEmail(
  emails: readonly string[],
  field: string,
): { ok: true; users: UserRecord[] } | { ok: false; message: string } {
  const users: UserRecord[] = [];
  for (const email of emails) {
    const wanted = email.toLowerCase();
    const user = db.users.findFirst((q) => q.where((u) => u.email.toLowerCase() === wanted));
    if (!user) return { ok: false, message: `${field}: ${email} is not a Slotwise host` };
    users.push(user);
  }
  return { ok: true, users };
}

const tooManyMembers = `A team has at most ${MAX_TEAM_MEMBERS} members`;

export const teamHandlers = [
  hostHttp.get('/api/teams', async ({ response, user }) => {
    const teams = liveTeams()
      .filter((t) => t.memberIds.includes(user.id))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map(toTeam);
    return response(200).json(teams);
  }),

  hostHttp.post('/api/teams', async ({ request, response, user }) => {
    const body = await readBody(request, TeamInputSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const input = body.output;
    const found = hostsByEmail(input.memberEmails, 'memberEmails');
    if (!found.ok) return response(400).json(invalid(found.message, 'memberEmails'));
    // The caller first, then the others in the order named; the caller's own address is ignored.
    const memberIds = [...new Set([user.id, ...found.users.map((u) => u.id)])];
    if (memberIds.length > MAX_TEAM_MEMBERS) {
      return response(400).json(invalid(tooManyMembers, 'memberEmails'));
    }
    const created = await withLock(LINKS_LOCK, async () => {
      if (prefixTaken(input.slug)) return null;
      const at = now().toISOString();
      return db.teams.create({
        id: newId('team'),
        slug: input.slug,
        name: input.name,
        memberIds,
        createdAt: at,
        updatedAt: at,
        version: 1,
      });
    });
    if (!created) {
      return response(409).json(apiError('slug_taken', `${input.slug} is already taken`));
    }
    return response(201).json(toTeam(created));
  }),

  hostHttp.get('/api/teams/{teamId}', async ({ params, response, user }) => {
    const team = memberOf(pathParam(params.teamId), user.id);
    if (!team) return response(404).json(TEAM_NOT_FOUND);
    return response(200).json(toTeam(team));
  }),

  hostHttp.patch('/api/teams/{teamId}', async ({ request, params, response, user }) => {
    const id = pathParam(params.teamId);
    const body = await readBody(request, TeamUpdateSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const changes = body.output;
    const precondition = readIfMatch(request);
    const outcome = await withLock(LINKS_LOCK, async () => {
      const team = memberOf(id, user.id);
      if (!team) return { kind: 'missing' } as const;
      if (!preconditionHolds(precondition, versionOf(team))) {
        return { kind: 'stale', current: toTeam(team) } as const;
      }
      const found = hostsByEmail(changes.addMemberEmails ?? [], 'addMemberEmails');
      if (!found.ok)
        return { kind: 'invalid', message: found.message, field: 'addMemberEmails' } as const;
      const removed = changes.removeMemberIds ?? [];
      const stranger = removed.find((r) => !team.memberIds.includes(r));
      if (stranger !== undefined) {
        const message = `removeMemberIds: ${stranger} is not a member of ${team.name}`;
        return { kind: 'invalid', message, field: 'removeMemberIds' } as const;
      }
      const memberIds = [...new Set([...team.memberIds, ...found.users.map((u) => u.id)])].filter(
        (m) => !removed.includes(m),
      );
      if (memberIds.length === 0) {
        const message = 'A team needs at least one member: the last one cannot be removed';
        return { kind: 'invalid', message, field: 'removeMemberIds' } as const;
      }
      if (memberIds.length > MAX_TEAM_MEMBERS) {
        return { kind: 'invalid', message: tooManyMembers, field: 'addMemberEmails' } as const;
      }
      for (const memberId of removed) {
        const hosted = db.links.findFirst((q) =>
          q.where(
            (l) =>
              l.teamId === team.id &&
              !l.deletedAt &&
              (l.hosts ?? []).some((h) => h.userId === memberId),
          ),
        );
        if (hosted) {
          const name = usersOf([memberId])[0]?.name ?? memberId;
          const error = apiError(
            'member_hosts_links',
            `${name} hosts ${hosted.name}; take them off the link first`,
          );
          return { kind: 'conflict', error } as const;
        }
      }
      const updated = await db.teams.update(team, {
        data(t) {
          if (changes.name !== undefined) t.name = changes.name;
          t.memberIds = memberIds;
          t.updatedAt = now().toISOString();
          t.version = versionOf(team) + 1;
        },
      });
      return { kind: 'updated', team: updated ?? team } as const;
    });
    if (outcome.kind === 'missing') return response(404).json(TEAM_NOT_FOUND);
    if (outcome.kind === 'stale') return response(412).json(versionConflict(outcome.current));
    if (outcome.kind === 'invalid')
      return response(400).json(invalid(outcome.message, outcome.field));
    if (outcome.kind === 'conflict') return response(409).json(outcome.error);
    return response(200).json(toTeam(outcome.team));
  }),

  hostHttp.delete('/api/teams/{teamId}', async ({ request, params, response, user }) => {
    const id = pathParam(params.teamId);
    const precondition = readIfMatch(request);
    // Under the links' lock: no team link is made while the team goes, and the slug is freed at once.
    const outcome = await withLock(LINKS_LOCK, async () => {
      const team = memberOf(id, user.id);
      if (!team) return { kind: 'missing' } as const;
      if (!preconditionHolds(precondition, versionOf(team))) {
        return { kind: 'stale', current: toTeam(team) } as const;
      }
      const left = liveLinksOf(team).length;
      if (left > 0) {
        const error = apiError(
          'team_has_links',
          `This team has ${left} link${left === 1 ? '' : 's'}: delete ${left === 1 ? 'it' : 'them'} to delete the team`,
        );
        return { kind: 'conflict', error } as const;
      }
      const at = now().toISOString();
      await db.teams.update(team, {
        data(t) {
          t.deletedAt = at;
          t.updatedAt = at;
          t.version = versionOf(team) + 1;
        },
      });
      return { kind: 'deleted' } as const;
    });
    if (outcome.kind === 'missing') return response(404).json(TEAM_NOT_FOUND);
    if (outcome.kind === 'stale') return response(412).json(versionConflict(outcome.current));
    if (outcome.kind === 'conflict') return response(409).json(outcome.error);
    return new Response(null, { status: 204 });
  }),
];
