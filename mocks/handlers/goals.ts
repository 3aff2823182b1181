/**
 * Contract tag `goals`. One goal set per user and week. A week is named by its Monday 00:00 in
 * the host's zone; because clients may compute that Monday in another zone (the browser's), the
 * mock matches the host-local week that holds the given instant's mid-week (see `hostWeekOf`) and
 * answers with the instant the client sent.
 */
import { WeeklyGoalsInputSchema, WeeklyGoalsQuerySchema } from '../../src/domain/api-schemas';
import { sessionUser } from '../auth';
import { now } from '../clock';
import { db, type GoalsRecord } from '../db';
import { newId } from '../random';
import { hostWeekOf } from '../time';
import { apiError, invalid } from '../errors';
import {
  hostPreferences,
  http,
  latency,
  NOT_AUTHENTICATED,
  pathParam,
  readBody,
  readQuery,
  recordActivity,
  withLock,
} from './shared';

function weekKey(instant: string, timeZone: string): string {
  return new Date(hostWeekOf(Date.parse(instant), timeZone)).toISOString();
}

function toWeeklyGoals(record: GoalsRecord, weekStartDate = record.weekStartDate) {
  return { id: record.id, goals: [...record.goals], weekStartDate, updatedAt: record.updatedAt };
}

export const goalHandlers = [
  http.get('/api/goals', async ({ request, cookies, response }) => {
    await latency();
    const user = sessionUser(request, cookies);
    if (!user) return response(401).json(NOT_AUTHENTICATED);
    const query = readQuery(request, WeeklyGoalsQuerySchema);
    if (!query.success) return response(400).json(invalid(query.error));
    const requested = query.output.weekStartDate;
    const key = weekKey(requested, hostPreferences(user).timezone);
    const record = db.goals.findFirst((q) => q.where({ userId: user.id, weekStartDate: key }));
    if (!record)
      return response(200).json({ id: null, goals: [], weekStartDate: requested, updatedAt: null });
    return response(200).json(toWeeklyGoals(record, requested));
  }),

  http.post('/api/goals', async ({ request, cookies, response }) => {
    await latency();
    const user = sessionUser(request, cookies);
    if (!user) return response(401).json(NOT_AUTHENTICATED);
    const body = await readBody(request, WeeklyGoalsInputSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const { goals, weekStartDate } = body.output;
    const key = weekKey(weekStartDate, hostPreferences(user).timezone);
    const saved = await withLock(`goals:${user.id}:${key}`, async () => {
      const at = now().toISOString();
      const existing = db.goals.findFirst((q) => q.where({ userId: user.id, weekStartDate: key }));
      if (existing) {
        return db.goals.update(existing, {
          data(g) {
            g.goals = goals;
            g.updatedAt = at;
          },
        });
      }
      return db.goals.create({
        id: newId('gls'),
        userId: user.id,
        weekStartDate: key,
        goals,
        createdAt: at,
        updatedAt: at,
      });
    });
    await recordActivity(user.id, 'goals_saved', 'Weekly goals saved');
    if (!saved) return response(200).json({ id: null, goals: [], weekStartDate, updatedAt: null });
    return response(200).json(toWeeklyGoals(saved, weekStartDate));
  }),

  http.get('/api/goals/user/all', async ({ request, cookies, response }) => {
    await latency();
    const user = sessionUser(request, cookies);
    if (!user) return response(401).json(NOT_AUTHENTICATED);
    const all = db.goals
      .findMany((q) => q.where({ userId: user.id }))
      .sort((a, b) => b.weekStartDate.localeCompare(a.weekStartDate))
      .map((g) => toWeeklyGoals(g));
    return response(200).json(all);
  }),

  http.delete('/api/goals/{id}', async ({ request, cookies, params, response }) => {
    await latency();
    const user = sessionUser(request, cookies);
    if (!user) return response(401).json(NOT_AUTHENTICATED);
    const id = pathParam(params.id);
    const record = db.goals.findFirst((q) => q.where({ id, userId: user.id }));
    if (!record) return response(404).json(apiError('not_found', 'Goals not found'));
    db.goals.delete(record);
    return response(204).empty();
  }),
];
