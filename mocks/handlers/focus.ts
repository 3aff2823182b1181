/**
 * Focus time for the weekly goals (`docs/decisions.md#focus-time-for-the-weekly-goals`), contract
 * tag `goals`: read a week's blocks, propose, apply, move and delete. Every write runs under the
 * host's booking lock, so a booking and a block can never both take the same time; the checks are
 * the planner's (`focusRefusal`).
 */
import { hostHttp } from './handler';
import {
  FocusBlockMoveSchema,
  FocusBlocksInputSchema,
  FocusProposalRequestSchema,
  FocusWeekQuerySchema,
} from '../../src/domain/api-schemas';
import { planFocus } from '../../src/domain/focus-plan';
import { focusRefusal, type FocusRefusal } from '../../src/domain/focus-planner';
import { now } from '../clock';
import { db } from '../db';
import { apiError, invalid } from '../errors';
import { newId } from '../random';
import { preconditionHolds, readIfMatch, versionConflict } from '../versions';
import { bookingLock } from './booking-slots';
import {
  bumpFocusVersion,
  goalsOfWeek,
  minutesNeededOf,
  plannerWeek,
  toFocusBlock,
  toFocusWeek,
  weekOfInstant,
  weekSpan,
} from './focus-time';
import { hostPreferences, pathParam, readBody, readQuery, withLock } from './shared';

const FOCUS_NOT_FOUND = apiError('not_found', 'Focus block not found');

const REFUSAL_TEXT: Record<FocusRefusal, string> = {
  shape: 'A focus block lasts 30 minutes to 2 hours and starts on the hour or half hour',
  outside_availability: 'This time is outside your weekly availability',
  past: 'This time has already begun',
  busy: 'This time is over a meeting or its buffer',
  held: 'A visitor is holding this time',
  focus: 'This time is over another focus block',
};

/** 400 for what can never be a block; 409 for a time that is not free now. */
function refusalAnswer(refusal: FocusRefusal) {
  return refusal === 'shape' || refusal === 'outside_availability'
    ? { status: 400 as const, body: invalid(REFUSAL_TEXT[refusal]) }
    : { status: 409 as const, body: apiError('focus_time_taken', REFUSAL_TEXT[refusal]) };
}

export const focusHandlers = [
  hostHttp.get('/api/focus', async ({ request, response, user }) => {
    const query = readQuery(request, FocusWeekQuerySchema);
    if (!query.success) return response(400).json(invalid(query.error));
    return response(200).json(toFocusWeek(user.id, query.output.weekStartDate));
  }),

  hostHttp.post('/api/focus/proposals', async ({ request, response, user }) => {
    const body = await readBody(request, FocusProposalRequestSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const { weekStartDate } = body.output;
    const goals = goalsOfWeek(user.id, weekStartDate);
    const needs = minutesNeededOf(goals);
    const plan = planFocus(
      plannerWeek(user, weekStartDate),
      needs.map((minutesNeeded, i) => ({ title: goals?.goals[i] ?? '', minutesNeeded })),
    );
    return response(200).json({
      weekStartDate,
      version: goals?.focusVersion ?? 0,
      proposals: plan.proposals.map((p) => ({
        goalIndex: p.goalIndex,
        startTime: new Date(p.start).toISOString(),
        endTime: new Date(p.end).toISOString(),
        reason: p.reason,
      })),
      shortMinutes: plan.shortMinutes,
      splitByWeek: plan.splitByWeek,
    });
  }),

  hostHttp.post('/api/focus/blocks', async ({ request, response, user }) => {
    const body = await readBody(request, FocusBlocksInputSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const { weekStartDate, blocks } = body.output;
    const precondition = readIfMatch(request);
    const outcome = await withLock(bookingLock(user.id), async () => {
      const goals = goalsOfWeek(user.id, weekStartDate);
      if (!preconditionHolds(precondition, goals?.focusVersion ?? 0))
        return { kind: 'stale' } as const;
      const zone = hostPreferences(user).timezone;
      const span = weekSpan(weekStartDate, zone);
      // All or none: every block is checked against the week and the blocks before it.
      let week = plannerWeek(user, weekStartDate);
      for (const block of blocks) {
        const goal = goals?.goals[block.goalIndex]?.trim() ?? '';
        if (goal === '')
          return {
            kind: 'refused',
            status: 400,
            body: invalid('A focus block needs a goal'),
          } as const;
        const time = { start: Date.parse(block.startTime), end: Date.parse(block.endTime) };
        if (time.start < span.start || time.end > span.end)
          return {
            kind: 'refused',
            status: 400,
            body: invalid('Every block must lie in the week of weekStartDate'),
          } as const;
        const refusal = focusRefusal(week, time);
        if (refusal) return { kind: 'refused', ...refusalAnswer(refusal) } as const;
        week = { ...week, blocks: [...week.blocks, { goalIndex: block.goalIndex, ...time }] };
      }
      const at = now().toISOString();
      for (const block of blocks) {
        await db.focusBlocks.create({
          id: newId('fcs'),
          userId: user.id,
          weekStartDate,
          goalIndex: block.goalIndex,
          startTime: block.startTime,
          endTime: block.endTime,
          status: 'planned',
          moves: 0,
          notice: null,
          version: 1,
          createdAt: at,
          updatedAt: at,
        });
      }
      await bumpFocusVersion(user.id, weekStartDate);
      return { kind: 'applied' } as const;
    });
    if (outcome.kind === 'stale')
      return response(412).json(versionConflict(toFocusWeek(user.id, weekStartDate)));
    if (outcome.kind === 'refused') return response(outcome.status).json(outcome.body);
    return response(201).json(toFocusWeek(user.id, weekStartDate));
  }),

  hostHttp.patch('/api/focus/blocks/{id}', async ({ request, params, response, user }) => {
    const id = pathParam(params.id);
    const body = await readBody(request, FocusBlockMoveSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const precondition = readIfMatch(request);
    const outcome = await withLock(bookingLock(user.id), async () => {
      const block = db.focusBlocks.findFirst((q) =>
        q.where({ id, userId: user.id, status: 'planned' }),
      );
      if (!block) return { kind: 'missing' } as const;
      if (!preconditionHolds(precondition, block.version))
        return { kind: 'stale', current: toFocusBlock(block) } as const;
      const time = {
        start: Date.parse(body.output.startTime),
        end: Date.parse(body.output.endTime),
      };
      const zone = hostPreferences(user).timezone;
      if (weekOfInstant(time.start, zone) !== block.weekStartDate)
        return {
          kind: 'refused',
          status: 400,
          body: invalid('A focus block stays in its own week'),
        } as const;
      const refusal = focusRefusal(
        plannerWeek(user, block.weekStartDate, { exceptBlockId: block.id }),
        time,
      );
      if (refusal) return { kind: 'refused', ...refusalAnswer(refusal) } as const;
      const updated = await db.focusBlocks.update(block, {
        data(b) {
          b.startTime = body.output.startTime;
          b.endTime = body.output.endTime;
          // The host's move makes the new time its place (a later return comes here).
          b.homeStartTime = null;
          b.homeEndTime = null;
          b.version += 1;
          b.updatedAt = now().toISOString();
        },
      });
      await bumpFocusVersion(user.id, block.weekStartDate);
      return { kind: 'moved', block: toFocusBlock(updated ?? block) } as const;
    });
    if (outcome.kind === 'missing') return response(404).json(FOCUS_NOT_FOUND);
    if (outcome.kind === 'stale') return response(412).json(versionConflict(outcome.current));
    if (outcome.kind === 'refused') return response(outcome.status).json(outcome.body);
    return response(200).json(outcome.block);
  }),

  hostHttp.delete('/api/focus/blocks/{id}', async ({ request, params, response, user }) => {
    const id = pathParam(params.id);
    const precondition = readIfMatch(request);
    const outcome = await withLock(bookingLock(user.id), async () => {
      const block = db.focusBlocks.findFirst((q) =>
        q.where({ id, userId: user.id, status: 'planned' }),
      );
      if (!block) return { kind: 'missing' } as const;
      if (!preconditionHolds(precondition, block.version))
        return { kind: 'stale', current: toFocusBlock(block) } as const;
      db.focusBlocks.delete(block);
      await bumpFocusVersion(user.id, block.weekStartDate);
      return { kind: 'deleted' } as const;
    });
    if (outcome.kind === 'missing') return response(404).json(FOCUS_NOT_FOUND);
    if (outcome.kind === 'stale') return response(412).json(versionConflict(outcome.current));
    return response(204).empty();
  }),
];
