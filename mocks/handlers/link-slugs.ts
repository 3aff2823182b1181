/**
 * The rules of a host's links that every write of `scheduling-links.ts` checks under one lock:
 * whose link it is, the cap on links per host, which slugs a host may take (a renamed or deleted
 * link keeps its old ones for its host), and the name and slug of a copy.
 */
import { now } from '../clock';
import { db } from '../db';
import { apiError, type ErrorBody } from '../errors';
import { linkHoldingSlug } from './shared';

/** The host's link `id`, not deleted; undefined for another host's or a deleted one alike. */
export function ownLink(id: string, userId: string) {
  return db.links.findFirst((q) =>
    q.where((l) => l.id === id && l.userId === userId && !l.deletedAt),
  );
}

/** At most this many links per host (deleted ones do not count): contract `createSchedulingLink`. */
export const MAX_LINKS_PER_HOST = 100;

/** The 409 of a host at the cap, or null. Call under LINKS_LOCK. */
export function linkLimitReached(userId: string): ErrorBody | null {
  const count = db.links.findMany((q) =>
    q.where((l) => l.userId === userId && !l.deletedAt),
  ).length;
  return count < MAX_LINKS_PER_HOST
    ? null
    : apiError(
        'link_limit_reached',
        `You have ${MAX_LINKS_PER_HOST} scheduling links, the most a host may have: delete one first`,
      );
}

export function slugTaken(slug: string): ErrorBody {
  return apiError('slug_taken', `The booking link /book/${slug} is already taken`);
}

/**
 * Whether `userId` may give `slug` to their link `linkId` (undefined: a new link): free, or held
 * by that link, or kept as a previous slug by one of the same host's links (who takes it back).
 */
export function slugAvailable(slug: string, userId: string, linkId?: string): boolean {
  // A deleted link keeps its slugs among its previous ones: no other host takes them.
  const current = db.links.findFirst((q) => q.where((l) => l.slug === slug && !l.deletedAt));
  if (current) return current.id === linkId;
  const keeper = db.links.findFirst((q) => q.where((l) => l.previousSlugs.includes(slug)));
  return !keeper || keeper.userId === userId;
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

/** `{prefix}/{suffix}-copy`, else `-copy-2`, `-copy-3`, …: the first one the host may take. */
export function freeCopySlug(slug: string, userId: string): string {
  const [prefix = '', suffix = ''] = slug.split('/');
  for (let n = 1; ; n++) {
    const tail = n === 1 ? '-copy' : `-copy-${n}`;
    const candidate = `${prefix}/${suffix.slice(0, 64 - tail.length)}${tail}`;
    if (slugAvailable(candidate, userId) && !linkHoldingSlug(candidate)) return candidate;
  }
}
