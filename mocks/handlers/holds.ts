/**
 * Contract tag `booking`, the held time (issue 43): a visitor who picks a time holds it for 10
 * minutes (`src/domain/slot-hold.ts`) while filling in the form. A valid hold is busy for everyone
 * else (`busyIntervals` in `booking-actions.ts`: the public slots, bookings, other holds, the
 * host's reschedule); the assistant's proposals read holds in `mocks/simulation/intent.ts`. The
 * hold's id is the visitor's secret; `bookSlot` with it consumes the hold. Expired holds hold
 * nothing and are pruned when the next hold is made.
 */
import { SlotHoldRequestSchema, isSlugSegment } from '../../src/domain/api-schemas';
import { durationsOf } from '../../src/domain/meeting-types';
import { extendedExpiry, holdExpiry, holdExtendable, holdValid } from '../../src/domain/slot-hold';
import { now } from '../clock';
import { db, type HoldRecord } from '../db';
import { apiError, invalid } from '../errors';
import {
  bookingLock,
  calendarProblem,
  endHold,
  slotRefusalAt,
  slotShapeProblem,
} from './booking-actions';
import { LINK_INACTIVE } from './booking';
import { isUsed, LINK_USED } from './link-extras';
import {
  http,
  latency,
  LINK_NOT_FOUND,
  linkHoldingSlug,
  pathParam,
  readBody,
  withLock,
} from './shared';

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

async function pruneExpired(at: number): Promise<void> {
  await db.holds.deleteMany((q) => q.where((h) => !holdValid(h, at)));
}

export const holdHandlers = [
  http.post('/api/scheduling-links/{user}/{type}/holds', async ({ request, params, response }) => {
    await latency();
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
    const problem = calendarProblem(host);
    if (problem) return response(409).json(problem);
    const replaces = body.output.replacesHoldId;

    const outcome = await withLock(bookingLock(host.id), async () => {
      const at = now();
      await pruneExpired(at.getTime());
      // The visitor picked another time: their previous hold ends first, so it cannot stand in
      // the way of the new one.
      if (replaces !== undefined) await endHold(replaces);
      const refused = slotRefusalAt(link, host, startTime, endTime, at);
      if (refused) return { kind: 'refused', error: refused } as const;
      const hold = await db.holds.create({
        id: newHoldId(),
        linkId: link.id,
        hostUserId: host.id,
        startTime,
        endTime,
        createdAt: at.toISOString(),
        expiresAt: holdExpiry(at.getTime()),
        extended: false,
      });
      return { kind: 'held', hold } as const;
    });
    if (outcome.kind === 'refused') return response(409).json(outcome.error);
    return response(201).json(publicHold(outcome.hold));
  }),

  http.delete('/api/holds/{holdId}', async ({ params, response }) => {
    await latency();
    const hold = holdById(params.holdId);
    if (hold) await endHold(hold.id);
    return response(204).empty();
  }),

  http.post('/api/holds/{holdId}/extend', async ({ params, response }) => {
    await latency();
    const hold = holdById(params.holdId);
    if (!hold || !holdExtendable(hold, now().getTime())) {
      return response(409).json(HOLD_NOT_EXTENDABLE);
    }
    const updated = await db.holds.update(hold, {
      data(h) {
        h.expiresAt = extendedExpiry(h.expiresAt);
        h.extended = true;
      },
    });
    return response(200).json(publicHold(updated ?? hold));
  }),
];
