/**
 * Contract tag `scheduling-links`: the host's own links. Slugs are globally unique (409), a host
 * has one link per type (409), `userId` must be the session user (403), and another host's link
 * is indistinguishable from a missing one (404). A renamed link keeps its old slug in
 * `previousSlugs` (issue 24): no other host can take it, the host can take it back.
 */
import {
  SchedulingLinkCreateSchema,
  SchedulingLinkUpdateSchema,
} from '../../src/domain/api-schemas';
import { sessionUser } from '../auth';
import { now } from '../clock';
import { db, type LinkRecord } from '../db';
import { nextPreviousSlugs } from '../../src/domain/previous-slugs';
import { newId } from '../random';
import { slotIntervalOf, windowDaysOf } from '../../src/domain/slots';
import { foreignPrefix } from '../security';
import { apiError, invalid, type ErrorBody } from '../errors';
import { preconditionHolds, readIfMatch, versionConflict, versionOf } from '../versions';
import {
  http,
  latency,
  LINK_NOT_FOUND,
  NOT_AUTHENTICATED,
  pathParam,
  readBody,
  recordActivity,
  withLock,
  type Schemas,
} from './shared';

export function toLink(record: LinkRecord): Schemas['SchedulingLink'] {
  return {
    id: record.id,
    slug: record.slug,
    previousSlugs: [...record.previousSlugs],
    name: record.name,
    customDescription: record.customDescription,
    type: record.type,
    defaultDuration: record.defaultDuration,
    userId: record.userId,
    version: versionOf(record),
    minimumNotice: record.minimumNotice ?? null,
    dailyLimit: record.dailyLimit ?? null,
    slotInterval: slotIntervalOf(record.slotInterval),
    bookingWindowDays: windowDaysOf(record.type, record.bookingWindowDays),
  };
}

function slugTaken(slug: string): ErrorBody {
  return apiError('slug_taken', `The booking link /book/${slug} is already taken`);
}

/**
 * Whether `userId` may give `slug` to their link `linkId` (undefined: a new link): free, or held
 * by that link, or kept as a previous slug by one of the same host's links (who takes it back).
 */
function slugAvailable(slug: string, userId: string, linkId?: string): boolean {
  const current = db.links.findFirst((q) => q.where({ slug }));
  if (current) return current.id === linkId;
  const keeper = db.links.findFirst((q) => q.where((l) => l.previousSlugs.includes(slug)));
  return !keeper || keeper.userId === userId;
}

/** Takes `slug` off the previous slugs of the host's other link that kept it, if any. */
async function releasePreviousSlug(slug: string, exceptLinkId?: string): Promise<void> {
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

const TYPE_LABEL = { high_priority: 'high priority', standard: 'standard' } as const;

/** Every write to links runs under this one lock: slugs are unique across all hosts. */
const LINKS_LOCK = 'links';

export const schedulingLinkHandlers = [
  http.get('/api/scheduling-links', async ({ request, cookies, response }) => {
    await latency();
    const user = sessionUser(request, cookies);
    if (!user) return response(401).json(NOT_AUTHENTICATED);
    const order = { high_priority: 0, standard: 1 } as const;
    const links = db.links
      .findMany((q) => q.where({ userId: user.id }))
      .sort((a, b) => order[a.type] - order[b.type] || a.createdAt.localeCompare(b.createdAt))
      .map(toLink);
    return response(200).json(links);
  }),

  http.post('/api/scheduling-links', async ({ request, cookies, response }) => {
    await latency();
    const user = sessionUser(request, cookies);
    if (!user) return response(401).json(NOT_AUTHENTICATED);
    const body = await readBody(request, SchedulingLinkCreateSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const input = body.output;
    if (input.userId !== user.id) {
      return response(403).json(
        apiError('not_owner', 'You can only create scheduling links for yourself'),
      );
    }
    const foreign = foreignPrefix(user, input.slug);
    if (foreign) return response(403).json(apiError('not_owner', foreign));
    const outcome = await withLock(LINKS_LOCK, async () => {
      if (!slugAvailable(input.slug, user.id)) {
        return { kind: 'conflict', error: slugTaken(input.slug) } as const;
      }
      if (db.links.findFirst((q) => q.where({ userId: user.id, type: input.type }))) {
        return {
          kind: 'conflict',
          error: apiError(
            'link_type_exists',
            `You already have a ${TYPE_LABEL[input.type]} scheduling link`,
          ),
        } as const;
      }
      await releasePreviousSlug(input.slug);
      const at = now().toISOString();
      const created = await db.links.create({
        id: newId('lnk'),
        userId: user.id,
        slug: input.slug,
        previousSlugs: [],
        name: input.name,
        customDescription: input.customDescription,
        type: input.type,
        defaultDuration: input.defaultDuration,
        minimumNotice: input.minimumNotice,
        dailyLimit: input.dailyLimit,
        slotInterval: input.slotInterval ?? null,
        bookingWindowDays: input.bookingWindowDays ?? null,
        createdAt: at,
        updatedAt: at,
      });
      return { kind: 'created', created } as const;
    });
    if (outcome.kind === 'conflict') return response(409).json(outcome.error);
    await recordActivity(
      user.id,
      'link_created',
      `Scheduling link ${outcome.created.slug} created`,
    );
    return response(201).json(toLink(outcome.created));
  }),

  http.patch('/api/scheduling-links/{id}', async ({ request, cookies, params, response }) => {
    await latency();
    const user = sessionUser(request, cookies);
    if (!user) return response(401).json(NOT_AUTHENTICATED);
    const id = pathParam(params.id);
    const body = await readBody(request, SchedulingLinkUpdateSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const changes = body.output;
    const precondition = readIfMatch(request);
    const outcome = await withLock(LINKS_LOCK, async () => {
      const link = db.links.findFirst((q) => q.where({ id, userId: user.id }));
      if (!link) return { kind: 'missing' } as const;
      if (!preconditionHolds(precondition, versionOf(link)))
        return { kind: 'stale', current: toLink(link) } as const;
      const slug = changes.slug;
      const foreign = slug === undefined ? null : foreignPrefix(user, slug);
      if (foreign) return { kind: 'forbidden', error: apiError('not_owner', foreign) } as const;
      if (slug !== undefined && !slugAvailable(slug, user.id, link.id)) {
        return { kind: 'conflict', error: slugTaken(slug) } as const;
      }
      const previous = nextPreviousSlugs({
        stored: link.previousSlugs,
        keep: changes.previousSlugs,
        currentSlug: link.slug,
        nextSlug: slug,
      });
      if (!previous.ok) return { kind: 'invalid', message: previous.message } as const;
      if (slug !== undefined && slug !== link.slug) await releasePreviousSlug(slug, link.id);
      const updated = await db.links.update(link, {
        data(l) {
          if (changes.name !== undefined) l.name = changes.name;
          if (changes.customDescription !== undefined)
            l.customDescription = changes.customDescription;
          if (changes.defaultDuration !== undefined) l.defaultDuration = changes.defaultDuration;
          if (changes.minimumNotice !== undefined) l.minimumNotice = changes.minimumNotice;
          if (changes.dailyLimit !== undefined) l.dailyLimit = changes.dailyLimit;
          if (changes.slotInterval !== undefined) l.slotInterval = changes.slotInterval;
          if (changes.bookingWindowDays !== undefined)
            l.bookingWindowDays = changes.bookingWindowDays;
          if (slug !== undefined) l.slug = slug;
          l.previousSlugs = previous.previousSlugs;
          l.updatedAt = now().toISOString();
          l.version = versionOf(link) + 1;
        },
      });
      return { kind: 'updated', updated: updated ?? link } as const;
    });
    if (outcome.kind === 'missing') return response(404).json(LINK_NOT_FOUND);
    if (outcome.kind === 'stale') return response(412).json(versionConflict(outcome.current));
    if (outcome.kind === 'invalid') return response(400).json(invalid(outcome.message));
    if (outcome.kind === 'forbidden') return response(403).json(outcome.error);
    if (outcome.kind === 'conflict') return response(409).json(outcome.error);
    await recordActivity(
      user.id,
      'link_updated',
      `Scheduling link ${outcome.updated.slug} updated`,
    );
    return response(200).json(toLink(outcome.updated));
  }),
];
