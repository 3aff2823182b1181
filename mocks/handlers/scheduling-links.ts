/**
 * Contract tag `scheduling-links`: the host's own links, and team links (`team-links.ts`: any
 * member edits one). Slugs are globally unique (409), a host has one link per type (409),
 * `userId` must be the session user (403), and another host's link is indistinguishable from a
 * missing one (404). A renamed link keeps its old slug in `previousSlugs`: no other owner can
 * take it, its owner can take it back.
 */
import { hostHttp } from './handler';
import {
  SchedulingLinkCreateSchema,
  SchedulingLinkDuplicateSchema,
  SchedulingLinkUpdateSchema,
} from '../../src/domain/api-schemas';
import { durationsOf, nextDurations } from '../../src/domain/meeting-types';
import { locationsOf, nextLocations } from '../../src/domain/link-places';
import { DEFAULT_REMINDERS, remindersField } from '../../src/domain/reminders';
import { isUpcoming } from './booking-slots';
import { cancelBookingAs } from './booking-actions';
import { now } from '../clock';
import { db, type LinkRecord } from '../db';
import { nextPreviousSlugs } from '../../src/domain/previous-slugs';
import { newId } from '../random';
import { apiError, invalid } from '../errors';
import { preconditionHolds, readIfMatch, versionConflict, versionOf } from '../versions';
import { LINK_NOT_FOUND, pathParam, readBody, recordActivity, withLock } from './shared';
import { publicOrigin } from '../public-origin';
import {
  copyName,
  freeCopySlug,
  linkLimitReached,
  LINKS_LOCK,
  ownerOf,
  ownLink,
  releasePreviousSlug,
  slugAvailable,
  slugTaken,
} from './link-slugs';
import { toLink } from './link-view';
import {
  checkNewTeamLink,
  slugPrefixProblem,
  teamChangeProblem,
  withLinkHostLocks,
} from './team-links';
import { teamOfLink } from './team-members';

const TYPE_LABEL = { high_priority: 'high priority', standard: 'standard' } as const;

export const schedulingLinkHandlers = [
  hostHttp.get('/api/scheduling-links', async ({ response, user }) => {
    // The spec links first (high priority, standard), then the other meeting types, oldest first.
    const rank = (l: LinkRecord) => (l.spec === false ? 2 : l.type === 'high_priority' ? 0 : 1);
    const links = db.links
      // Team links are listed with their team (`teams.ts`).
      .findMany((q) => q.where((l) => l.userId === user.id && !l.teamId && !l.deletedAt))
      .sort(
        (a, b) =>
          // Ties (created in the same millisecond) keep the order of creation: the sort is stable.
          rank(a) - rank(b) || a.createdAt.localeCompare(b.createdAt),
      )
      .map(toLink);
    return response(200).json(links);
  }),

  hostHttp.post('/api/scheduling-links', async ({ request, response, user }) => {
    const body = await readBody(request, SchedulingLinkCreateSchema);
    if (!body.success) return response(400).json(invalid(body.error, remindersField(body.error)));
    const input = body.output;
    if (input.userId !== user.id) {
      return response(403).json(
        apiError('not_owner', 'You can only create scheduling links for yourself'),
      );
    }
    const durations = nextDurations(
      { defaultDuration: 30, durations: [30] },
      {
        defaultDuration: input.defaultDuration ?? input.durations?.[0],
        durations: input.durations,
      },
    );
    if (!durations.ok) return response(400).json(invalid(durations.message, 'durations'));
    const places = nextLocations([], input);
    if (!places.ok) return response(400).json(invalid(places.message, 'locations'));
    const outcome = await withLock(LINKS_LOCK, async () => {
      // The team part is judged under the lock: a member removed meanwhile is refused.
      const teamPart = checkNewTeamLink(user, input);
      if (teamPart.kind !== 'ok') return teamPart;
      const foreign = slugPrefixProblem(user, teamPart.team, input.slug);
      if (foreign) return { kind: 'forbidden', error: apiError('not_owner', foreign) } as const;
      // A team link has no spec slot of its own: its `type` sets its booking rules only.
      const namedType = teamPart.team ? undefined : input.type;
      const owner = { userId: user.id, teamId: teamPart.team?.id ?? null };
      const full = linkLimitReached(owner);
      if (full) return { kind: 'conflict', error: full } as const;
      if (!slugAvailable(input.slug, owner)) {
        return { kind: 'conflict', error: slugTaken(input.slug) } as const;
      }
      // One spec link per type: only a body naming its type asks for one.
      const specOfType =
        namedType &&
        db.links.findFirst((q) =>
          q.where(
            (l) => l.userId === user.id && l.type === namedType && l.spec !== false && !l.deletedAt,
          ),
        );
      if (namedType && specOfType) {
        return {
          kind: 'conflict',
          error: apiError(
            'link_type_exists',
            `You already have a ${TYPE_LABEL[namedType]} scheduling link`,
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
        type: input.type ?? 'standard',
        defaultDuration: durations.defaultDuration,
        minimumNotice: input.minimumNotice,
        dailyLimit: input.dailyLimit,
        slotInterval: input.slotInterval ?? null,
        bookingWindowDays: input.bookingWindowDays ?? null,
        spec: namedType !== undefined,
        active: input.active ?? true,
        durations: durations.durations,
        location: places.locations[0] ?? null,
        locations: places.locations,
        secret: input.secret ?? false,
        singleUse: input.singleUse ?? false,
        usedAt: null,
        questions: input.questions ?? [],
        maxGuests: input.maxGuests ?? 0,
        changeCutoffHours: input.changeCutoffHours ?? 0,
        requiresApproval: input.requiresApproval ?? false,
        reminders: input.reminders ?? DEFAULT_REMINDERS.map((r) => ({ ...r })),
        deletedAt: null,
        createdAt: at,
        updatedAt: at,
        ...teamPart.fields,
      });
      return { kind: 'created', created } as const;
    });
    if (outcome.kind === 'forbidden') return response(403).json(outcome.error);
    if (outcome.kind === 'invalid') {
      return response(400).json(invalid(outcome.message, outcome.field));
    }
    if (outcome.kind === 'conflict') return response(409).json(outcome.error);
    await recordActivity(
      user.id,
      'link_created',
      `Scheduling link ${outcome.created.slug} created`,
    );
    return response(201).json(toLink(outcome.created));
  }),

  hostHttp.patch('/api/scheduling-links/{id}', async ({ request, params, response, user }) => {
    const id = pathParam(params.id);
    const body = await readBody(request, SchedulingLinkUpdateSchema);
    if (!body.success) return response(400).json(invalid(body.error, remindersField(body.error)));
    const changes = body.output;
    const precondition = readIfMatch(request);
    const outcome = await withLock(LINKS_LOCK, async () => {
      const link = ownLink(id, user.id);
      if (!link) return { kind: 'missing' } as const;
      if (!preconditionHolds(precondition, versionOf(link)))
        return { kind: 'stale', current: toLink(link) } as const;
      const durations = nextDurations(
        { defaultDuration: link.defaultDuration, durations: durationsOf(link) },
        changes,
      );
      if (!durations.ok) {
        return { kind: 'invalid', message: durations.message, field: 'durations' } as const;
      }
      const places = nextLocations(locationsOf(link), changes);
      if (!places.ok) {
        return { kind: 'invalid', message: places.message, field: 'locations' } as const;
      }
      const teamChange = teamChangeProblem(link, changes);
      if (teamChange) return { kind: 'invalid', ...teamChange } as const;
      const slug = changes.slug;
      const foreign = slug === undefined ? null : slugPrefixProblem(user, teamOfLink(link), slug);
      if (foreign) return { kind: 'forbidden', error: apiError('not_owner', foreign) } as const;
      if (slug !== undefined && !slugAvailable(slug, ownerOf(link), link.id)) {
        return { kind: 'conflict', error: slugTaken(slug) } as const;
      }
      const previous = nextPreviousSlugs({
        stored: link.previousSlugs,
        keep: changes.previousSlugs,
        currentSlug: link.slug,
        nextSlug: slug,
      });
      if (!previous.ok) {
        return { kind: 'invalid', message: previous.message, field: 'previousSlugs' } as const;
      }
      if (slug !== undefined && slug !== link.slug) await releasePreviousSlug(slug, link.id);
      const updated = await db.links.update(link, {
        data(l) {
          if (changes.name !== undefined) l.name = changes.name;
          if (changes.customDescription !== undefined)
            l.customDescription = changes.customDescription;
          l.defaultDuration = durations.defaultDuration;
          l.durations = durations.durations;
          if (changes.active !== undefined) l.active = changes.active;
          l.locations = places.locations;
          l.location = places.locations[0] ?? null;
          if (changes.secret !== undefined) l.secret = changes.secret;
          // Switching single use off reopens the link; on again, it waits for its next booking.
          if (changes.singleUse !== undefined && changes.singleUse !== (l.singleUse ?? false)) {
            l.singleUse = changes.singleUse;
            l.usedAt = null;
          }
          if (changes.questions !== undefined) l.questions = changes.questions;
          if (changes.maxGuests !== undefined) l.maxGuests = changes.maxGuests;
          if (changes.changeCutoffHours !== undefined)
            l.changeCutoffHours = changes.changeCutoffHours;
          if (changes.requiresApproval !== undefined) l.requiresApproval = changes.requiresApproval;
          if (changes.reminders !== undefined) l.reminders = changes.reminders;
          if (changes.kind !== undefined) l.kind = changes.kind;
          if (changes.hosts !== undefined) l.hosts = changes.hosts.map((h) => ({ ...h }));
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
    if (outcome.kind === 'invalid') {
      return response(400).json(invalid(outcome.message, outcome.field));
    }
    if (outcome.kind === 'forbidden') return response(403).json(outcome.error);
    if (outcome.kind === 'conflict') return response(409).json(outcome.error);
    await recordActivity(
      user.id,
      'link_updated',
      `Scheduling link ${outcome.updated.slug} updated`,
    );
    return response(200).json(toLink(outcome.updated));
  }),

  hostHttp.post(
    '/api/scheduling-links/{id}/duplicate',
    async ({ request, params, response, user }) => {
      const id = pathParam(params.id);
      const body = await readBody(request, SchedulingLinkDuplicateSchema);
      if (!body.success) return response(400).json(invalid(body.error));
      const wanted = body.output;
      const outcome = await withLock(LINKS_LOCK, async () => {
        const source = ownLink(id, user.id);
        if (!source) return { kind: 'missing' } as const;
        if (wanted.slug !== undefined) {
          const foreign = slugPrefixProblem(user, teamOfLink(source), wanted.slug);
          if (foreign) return { kind: 'forbidden', error: apiError('not_owner', foreign) } as const;
        }
        // The copy of a team link is the team's too; whoever copies it created it.
        const owner = ownerOf(source);
        const full = linkLimitReached(owner);
        if (full) return { kind: 'conflict', error: full } as const;
        const slug = wanted.slug ?? freeCopySlug(source.slug, owner);
        if (!slugAvailable(slug, owner)) {
          return { kind: 'conflict', error: slugTaken(slug) } as const;
        }
        await releasePreviousSlug(slug);
        const at = now().toISOString();
        const created = await db.links.create({
          ...source,
          id: newId('lnk'),
          userId: user.id,
          slug,
          previousSlugs: [],
          name: wanted.name ?? copyName(source.name),
          durations: durationsOf(source),
          locations: locationsOf(source),
          usedAt: null,
          questions: (source.questions ?? []).map((q) => ({ ...q })),
          reminders: (source.reminders ?? DEFAULT_REMINDERS).map((r) => ({ ...r })),
          ...(source.hosts ? { hosts: source.hosts.map((h) => ({ ...h })) } : {}),
          spec: false,
          deletedAt: null,
          version: 1,
          createdAt: at,
          updatedAt: at,
        });
        return { kind: 'created', created } as const;
      });
      if (outcome.kind === 'missing') return response(404).json(LINK_NOT_FOUND);
      if (outcome.kind === 'forbidden') return response(403).json(outcome.error);
      if (outcome.kind === 'conflict') return response(409).json(outcome.error);
      await recordActivity(
        user.id,
        'link_created',
        `Scheduling link ${outcome.created.slug} created`,
      );
      return response(201).json(toLink(outcome.created));
    },
  ),

  hostHttp.delete('/api/scheduling-links/{id}', async ({ request, params, response, user }) => {
    const id = pathParam(params.id);
    const flag = new URL(request.url).searchParams.get('cancelBookings');
    if (flag !== null && flag !== 'true' && flag !== 'false') {
      return response(400).json(invalid('cancelBookings must be true or false', 'cancelBookings'));
    }
    const cancelBookings = flag === 'true';
    const precondition = readIfMatch(request);
    const origin = publicOrigin();
    const outcome = await withLock(LINKS_LOCK, async () => {
      const link = ownLink(id, user.id);
      if (!link) return { kind: 'missing' } as const;
      if (!preconditionHolds(precondition, versionOf(link)))
        return { kind: 'stale', current: toLink(link) } as const;
      // Counted and marked under the booking lock of every host of the link, so no booking lands
      // in between; a booking that waited for a lock then finds the link gone.
      const marked = await withLinkHostLocks(link, async () => {
        const at = now();
        const upcoming = db.bookings.findMany((q) =>
          q.where(
            (b) =>
              b.linkId === link.id &&
              // A pending request holds its time like an upcoming booking.
              (isUpcoming(b, at) ||
                (b.status === 'pending' && Date.parse(b.endTime) > at.getTime())),
          ),
        );
        if (upcoming.length > 0 && !cancelBookings) return { upcoming, deleted: false };
        // The link stays as a record (its bookings still name it); its slugs are kept for its host.
        await db.links.update(link, {
          data(l) {
            l.previousSlugs = [...l.previousSlugs.filter((s) => s !== l.slug), l.slug];
            l.deletedAt = at.toISOString();
            l.updatedAt = at.toISOString();
            l.version = versionOf(link) + 1;
          },
        });
        return { upcoming, deleted: true };
      });
      if (!marked.deleted) {
        const n = marked.upcoming.length;
        return {
          kind: 'conflict',
          error: apiError(
            'link_has_bookings',
            `This link has ${n} upcoming booking${n === 1 ? '' : 's'}: cancel them to delete it`,
          ),
        } as const;
      }
      for (const booking of marked.upcoming) {
        await cancelBookingAs(booking, 'host', 'The host removed this meeting type.', origin);
      }
      return { kind: 'deleted', slug: link.slug, cancelled: marked.upcoming.length } as const;
    });
    if (outcome.kind === 'missing') return response(404).json(LINK_NOT_FOUND);
    if (outcome.kind === 'stale') return response(412).json(versionConflict(outcome.current));
    if (outcome.kind === 'conflict') return response(409).json(outcome.error);
    await recordActivity(
      user.id,
      'link_updated',
      `Scheduling link ${outcome.slug} deleted` +
        (outcome.cancelled > 0 ? `, ${outcome.cancelled} upcoming booking(s) cancelled` : ''),
    );
    return new Response(null, { status: 204 });
  }),
];
