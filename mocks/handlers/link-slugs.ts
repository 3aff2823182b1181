/**
 * The rules of a host's links that every write of `scheduling-links.ts` checks under one lock:
 * whose link it is (a team link is its team's: any member may edit it), the cap on links per host
 * or team, which slugs an owner may take (a renamed or deleted link keeps its old ones for its
 * owner), and the name and slug of a copy.
 */
import { now } from '../clock';
import { db, type LinkRecord } from '../db';
import { apiError, type ErrorBody } from '../errors';
import { holdsAddresses } from '../security';
import { linkHoldingSlug } from './shared';

/** Whose link it is: a host's own (`teamId` null) or a team's. */
export interface LinkOwner {
  userId: string;
  teamId: string | null;
}

/** The owner of a stored link. */
export function ownerOf(link: LinkRecord): LinkOwner {
  return { userId: link.userId, teamId: link.teamId ?? null };
}

function sameOwner(link: LinkRecord, owner: LinkOwner): boolean {
  const teamId = link.teamId ?? null;
  return teamId === null
    ? owner.teamId === null && link.userId === owner.userId
    : teamId === owner.teamId;
}

/**
 * The link `id` the caller may edit, not deleted: their own, or a team link of a team they are
 * in (any member edits it); undefined for anyone else's or a deleted one alike.
 */
export function ownLink(id: string, userId: string) {
  const link = db.links.findFirst((q) => q.where((l) => l.id === id && !l.deletedAt));
  if (!link) return undefined;
  const teamId = link.teamId;
  if (!teamId) return link.userId === userId ? link : undefined;
  const team = db.teams.findFirst((q) => q.where({ id: teamId }));
  return team && !team.deletedAt && team.memberIds.includes(userId) ? link : undefined;
}

/**
 * At most this many links per host, and per team (deleted ones do not count): contract
 * `createSchedulingLink`.
 */
export const MAX_LINKS_PER_HOST = 100;

/** The 409 of a host (or, for a team link, a team) at the cap, or null. Call under LINKS_LOCK. */
export function linkLimitReached(owner: LinkOwner): ErrorBody | null {
  const count = db.links.findMany((q) =>
    q.where((l) => !l.deletedAt && sameOwner(l, owner)),
  ).length;
  if (count < MAX_LINKS_PER_HOST) return null;
  return apiError(
    'link_limit_reached',
    owner.teamId === null
      ? `You have ${MAX_LINKS_PER_HOST} scheduling links, the most a host may have: delete one first`
      : `This team has ${MAX_LINKS_PER_HOST} scheduling links, the most a team may have: delete one first`,
  );
}

export function slugTaken(slug: string): ErrorBody {
  return apiError('slug_taken', `The booking link /book/${slug} is already taken`);
}

/**
 * Whether `owner` may give `slug` to their link `linkId` (undefined: a new link): free, or held
 * by that link, or kept as a previous slug by one of the same owner's links (who takes it back;
 * a team's links are the team's, whoever created them).
 */
export function slugAvailable(slug: string, owner: LinkOwner, linkId?: string): boolean {
  // A deleted link keeps its slugs among its previous ones: no other host takes them.
  const current = db.links.findFirst((q) => q.where((l) => l.slug === slug && !l.deletedAt));
  if (current) return current.id === linkId;
  // A deleted team's links keep nothing: its addresses are free again.
  const keeper = db.links.findFirst((q) =>
    q.where((l) => l.previousSlugs.includes(slug) && holdsAddresses(l)),
  );
  return !keeper || sameOwner(keeper, owner);
}

/** Takes `slug` off the previous slugs of the host's other link that kept it, if any. */
export async function releasePreviousSlug(slug: string, exceptLinkId?: string): Promise<void> {
  const keeper = db.links.findFirst((q) =>
    q.where((l) => l.id !== exceptLinkId && l.previousSlugs.includes(slug)),
  );
  if (!keeper) return;
  await db.links.update(keeper, {
    data(l) {
      l.previousSlugs = l.previousSlugs.filter((s) => s !== slug);
      l.updatedAt = now().toISOString();
    },
  });
}

/** Every write to links runs under this one lock: slugs are unique across all hosts. */
export const LINKS_LOCK = 'links';

/** "Copy of {name}", cut to the 100 characters a name may have. */
export function copyName(name: string): string {
  return Array.from(`Copy of ${name}`).slice(0, 100).join('');
}

/** `{prefix}/{suffix}-copy`, else `-copy-2`, `-copy-3`, …: the first one the owner may take. */
export function freeCopySlug(slug: string, owner: LinkOwner): string {
  const [prefix = '', suffix = ''] = slug.split('/');
  for (let n = 1; ; n++) {
    const tail = n === 1 ? '-copy' : `-copy-${n}`;
    const candidate = `${prefix}/${suffix.slice(0, 64 - tail.length)}${tail}`;
    if (slugAvailable(candidate, owner) && !linkHoldingSlug(candidate)) return candidate;
  }
}
