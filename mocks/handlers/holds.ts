/**
 * Contract tag `booking`, the held time (`docs/decisions.md#a-held-time`): a visitor who picks a
 * time holds it for 10 minutes (`src/domain/slot-hold.ts`) while filling in the form. A valid hold
 * is busy for everyone else (`busyIntervals` in `booking-slots.ts`: the public slots, bookings,
 * other holds, the host's reschedule); the assistant's proposals read holds in
 * `mocks/simulation/intent.ts`. The hold's id is the visitor's secret; `bookSlot` with it consumes
 * the hold. Expired, released and replaced holds hold nothing; they are remembered a while and
 * forgotten when a later hold is made. Who may hold how much, how often and how long:
 * `hold-limits.ts`.
 */
import { publicHttp } from './handler';
import { SlotHoldRequestSchema, isSlugSegment } from '../../src/domain/api-schemas';
import { durationsOf } from '../../src/domain/meeting-types';
import { cappedExtension, holdExtendable } from '../../src/domain/slot-hold';
import { now } from '../clock';
import { db, type HoldRecord } from '../db';
import { apiError, invalid } from '../errors';
import { calendarProblem, slotRefusalAt, slotShapeProblem } from './booking-slots';
import { chooseTeamHosts, isTeamLink, lockedHostIds, withHostLocks } from './team-booking-slots';
import {
  addressOf,
  boundedTimes,
  endHoldAt,
  forgetOldHolds,
  HOLD_SPENT,
  makeRoomFor,
  visitorOf,
  visitorRateRefusal,
} from './hold-limits';
import { LINK_INACTIVE } from './booking-link';
import { isUsed, LINK_USED } from './link-extras';
import { LINK_NOT_FOUND, linkHoldingSlug, pathParam, readBody } from './shared';

export const HOLD_NOT_EXTENDABLE = apiError(
  'hold_not_extendable',
  'This hold cannot be extended. It was extended once already, or it has ended.',
);

/** 192 random bits, hex: the hold's secret id. */
function newHoldId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `hld_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function holdById(id: unknown) {
  const holdId = pathParam(id as string | undefined);
  if (holdId.length === 0 || holdId.length > 100) return null;
  return db.holds.findFirst((q) => q.where({ id: holdId })) ?? null;
}

function publicHold(hold: HoldRecord) {
  return {
    id: hold.id,
    startTime: hold.startTime,
    endTime: hold.endTime,
    expiresAt: hold.expiresAt,
    extended: hold.extended,
  };
}

export const holdHandlers = [
  publicHttp.post(
    '/api/scheduling-links/{user}/{type}/holds',
    async ({ request, params, response }) => {
      const prefix = pathParam(params.user);
      const suffix = pathParam(params.type);
      const link =
        isSlugSegment(prefix) && isSlugSegment(suffix)
          ? linkHoldingSlug(`${prefix}/${suffix}`)
          : undefined;
      const host = link ? db.users.findFirst((q) => q.where({ id: link.userId })) : undefined;
      if (!link || !host) return response(404).json(LINK_NOT_FOUND);
      const body = await readBody(request, SlotHoldRequestSchema);
      if (!body.success) return response(400).json(invalid(body.error));
      const durations = durationsOf(link);
      const duration = body.output.duration ?? link.defaultDuration ?? Math.min(...durations);
      const startTime = new Date(body.output.startTime).toISOString();
      const endTime = new Date(Date.parse(startTime) + duration * 60_000).toISOString();
      const shape = slotShapeProblem(link, host, startTime, endTime);
      if (shape) return response(400).json(invalid(shape, 'duration'));
      if (link.active === false) return response(409).json(LINK_INACTIVE);
      if (isUsed(link)) return response(409).json(LINK_USED);
      const problem = isTeamLink(link) ? null : calendarProblem(host);
      if (problem) return response(409).json(problem);
      const replaces = body.output.replacesHoldId;
      const address = addressOf(request);

      // A team link's hold keeps busy the hosts a booking would take then: all of them locked.
      const outcome = await withHostLocks(lockedHostIds(link), async () => {
        const at = now();
        const ms = at.getTime();
        await forgetOldHolds(ms);
        // The visitor picked another time: their previous hold ends first, so it cannot stand in
        // the way of the new one; the new one is the same visitor's (hold-limits.ts).
        const replaced = replaces === undefined ? null : holdById(replaces);
        const visitor = visitorOf(replaced, link.id);
        const limited = visitorRateRefusal(visitor, ms);
        if (limited) return { kind: 'limited', ...limited } as const;
        if (replaced) await endHoldAt(replaced, ms);
        const team = isTeamLink(link) ? chooseTeamHosts(link, startTime, endTime, at) : null;
        if (team && !team.ok) return { kind: 'refused', error: team.error } as const;
        const refused = team ? null : slotRefusalAt(link, host, startTime, endTime, at);
        if (refused) return { kind: 'refused', error: refused } as const;
        const hostIds = team?.ok ? team.hostIds : [host.id];
        const wanted = {
          linkId: link.id,
          visitor,
          address,
          start: Date.parse(startTime),
          end: Date.parse(endTime),
        };
        const times = boundedTimes(wanted, ms);
        if (!times) return { kind: 'refused', error: HOLD_SPENT } as const;
        await makeRoomFor(wanted, ms);
        const id = newHoldId();
        const hold = await db.holds.create({
          id,
          linkId: link.id,
          hostUserId: hostIds[0] ?? host.id,
          startTime,
          endTime,
          createdAt: at.toISOString(),
          ...times,
          visitor: visitor ?? id,
          address,
          ...(team ? { hostUserIds: hostIds } : {}),
        });
        return { kind: 'held', hold } as const;
      });
      if (outcome.kind === 'limited') {
        return response(429).json(outcome.error, { headers: outcome.headers });
      }
      if (outcome.kind === 'refused') return response(409).json(outcome.error);
      return response(201).json(publicHold(outcome.hold));
    },
  ),

  publicHttp.delete('/api/holds/{holdId}', async ({ params, response }) => {
    const hold = holdById(params.holdId);
    // Ended, not forgotten: a re-hold of the time soon after continues its count.
    if (hold) await endHoldAt(hold, now().getTime());
    return response(204).empty();
  }),

  publicHttp.post('/api/holds/{holdId}/extend', async ({ params, response }) => {
    const hold = holdById(params.holdId);
    if (!hold || !holdExtendable(hold, now().getTime())) {
      return response(409).json(HOLD_NOT_EXTENDABLE);
    }
    const updated = await db.holds.update(hold, {
      data(h) {
        h.expiresAt = cappedExtension(h.expiresAt, Date.parse(h.heldSince ?? h.createdAt));
        h.extended = true;
      },
    });
    return response(200).json(publicHold(updated ?? hold));
  }),
];
