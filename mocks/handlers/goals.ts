/**
 * Contract tag `goals`. One goal set per user and week. A week is named by the calendar date of
 * its Monday in the host's zone (`YYYY-MM-DD`), stored and matched as that string: no instant
 * arithmetic, so neither DST nor a change of the host's zone moves a week. Anything but a real
 * Monday's date is refused by the schemas (400).
 */
import { hostHttp } from './handler';
import { WeeklyGoalsInputSchema, WeeklyGoalsQuerySchema } from '../../src/domain/api-schemas';
import { now } from '../clock';
import { db, type GoalsRecord } from '../db';
import { newId } from '../random';
import { apiError, invalid } from '../errors';
import { preconditionHolds, readIfMatch, versionConflict, versionOf } from '../versions';
import { pathParam, readBody, readQuery, recordActivity, withLock } from './shared';
import { minutesNeededOf } from './focus-time';

function toWeeklyGoals(record: GoalsRecord) {
  const { id, weekStartDate, updatedAt } = record;
  return {
    id,
    goals: [...record.goals],
    weekStartDate,
    updatedAt,
    version: versionOf(record),
    minutesNeeded: minutesNeededOf(record),
  };
}

/** A week with nothing saved: version 0. */
function emptyWeek(weekStartDate: string) {
  return { id: null, goals: [], weekStartDate, updatedAt: null, version: 0, minutesNeeded: [] };
}

export const goalHandlers = [
  hostHttp.get('/api/goals', async ({ request, response, user }) => {
    const query = readQuery(request, WeeklyGoalsQuerySchema);
    if (!query.success) return response(400).json(invalid(query.error));
    const { weekStartDate } = query.output;
    const record = db.goals.findFirst((q) => q.where({ userId: user.id, weekStartDate }));
    if (!record) return response(200).json(emptyWeek(weekStartDate));
    return response(200).json(toWeeklyGoals(record));
  }),

  hostHttp.post('/api/goals', async ({ request, response, user }) => {
    const body = await readBody(request, WeeklyGoalsInputSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const { goals, weekStartDate } = body.output;
    // Left out (an older client), the stored needs stay; a goal now blank needs none.
    const sentMinutes = body.output.minutesNeeded;
    const precondition = readIfMatch(request);
    const outcome = await withLock(`goals:${user.id}:${weekStartDate}`, async () => {
      const at = now().toISOString();
      const existing = db.goals.findFirst((q) => q.where({ userId: user.id, weekStartDate }));
      const version = existing ? versionOf(existing) : 0;
      if (!preconditionHolds(precondition, version)) {
        return { kind: 'stale', current: existing ? toWeeklyGoals(existing) : null } as const;
      }
      if (existing) {
        // The same goals again are not a change: the version stays.
        const minutesNeeded = (sentMinutes ?? minutesNeededOf(existing)).map((m, i) =>
          goals[i] === '' ? 0 : m,
        );
        if (
          JSON.stringify(existing.goals) === JSON.stringify(goals) &&
          JSON.stringify(minutesNeededOf(existing)) === JSON.stringify(minutesNeeded)
        )
          return { kind: 'saved', saved: existing } as const;
        const saved = await db.goals.update(existing, {
          data(g) {
            g.goals = goals;
            g.minutesNeeded = minutesNeeded;
            g.updatedAt = at;
            g.version = version + 1;
          },
        });
        return { kind: 'saved', saved } as const;
      }
      const saved = await db.goals.create({
        id: newId('gls'),
        userId: user.id,
        weekStartDate,
        goals,
        minutesNeeded: sentMinutes ?? [0, 0, 0],
        createdAt: at,
        updatedAt: at,
        version: 1,
      });
      return { kind: 'saved', saved } as const;
    });
    if (outcome.kind === 'stale')
      return response(412).json(versionConflict(outcome.current ?? emptyWeek(weekStartDate)));
    await recordActivity(user.id, 'goals_saved', 'Weekly goals saved');
    if (!outcome.saved) return response(200).json(emptyWeek(weekStartDate));
    return response(200).json(toWeeklyGoals(outcome.saved));
  }),

  hostHttp.get('/api/goals/user/all', async ({ response, user }) => {
    const all = db.goals
      .findMany((q) => q.where({ userId: user.id }))
      .sort((a, b) => b.weekStartDate.localeCompare(a.weekStartDate))
      .map((g) => toWeeklyGoals(g));
    return response(200).json(all);
  }),

  hostHttp.delete('/api/goals/{id}', async ({ params, response, user }) => {
    const id = pathParam(params.id);
    const record = db.goals.findFirst((q) => q.where({ id, userId: user.id }));
    if (!record) return response(404).json(apiError('not_found', 'Goals not found'));
    db.goals.delete(record);
    // The week's focus blocks go with its goals.
    for (const block of db.focusBlocks.findMany((q) =>
      q.where({ userId: user.id, weekStartDate: record.weekStartDate }),
    ))
      db.focusBlocks.delete(block);
    return response(204).empty();
  }),
];
