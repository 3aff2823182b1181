/**
 * Weekly goals (contract tag `goals`), in a week two years ahead: invalid weeks and saves, save,
 * read back, list and delete. A week is named by its Monday's date in the host's zone
 * (`YYYY-MM-DD`), which must come back exactly as sent; any other day, an impossible date or an
 * instant is a 400.
 */
import { weekAt } from '../../src/domain/week';
import { firstDifference, ordered } from '../compare';
import { preview } from '../contract';
import { asArray, DAY, type Run, type Schemas } from '../core';
import { versionChecks } from '../version-checks';
import { addDays } from '../../src/domain/civil-date';

type WeeklyGoals = Schemas['WeeklyGoals'];

const FILE = 'conformance/areas/goals.ts';

/** Checks the goals of a week two years ahead in the host's `timezone`; answers that week. */
export async function goals(run: Run, { timezone }: { timezone: string }): Promise<string> {
  const check = run.checker(FILE);
  run.log('weekly goals');
  // A week two years ahead, so the host's real goals are never touched: its Monday's date on the
  // host's calendar.
  const week = weekAt(Date.now() + 730 * DAY, timezone).monday;
  // Never a week: another day of it, a date that does not exist (not rolled over), the instant
  // of a Monday 00:00 (New York), a word.
  const notWeeks: [string, string][] = [
    ['a Wednesday', addDays(week, 2)],
    ['an impossible date', '2027-02-30'],
    ['an instant, not a date', '2026-11-09T05:00:00Z'],
    ['not a date', 'next-monday'],
  ];
  await check.expect('getWeeklyGoals', '400 without weekStartDate', { as: run.host }, 400);
  for (const [what, weekStartDate] of notWeeks) {
    await check.expect(
      'getWeeklyGoals',
      `400 for a weekStartDate that is ${what} (${weekStartDate})`,
      { as: run.host, query: { weekStartDate } },
      400,
    );
  }
  const before = await check.expect(
    'getWeeklyGoals',
    'a week',
    { as: run.host, query: { weekStartDate: week } },
    200,
  );
  const leftover = (before?.body as WeeklyGoals | undefined)?.id;
  if (leftover) {
    // An earlier run stopped half-way: start clean.
    await check.expect(
      'deleteWeeklyGoals',
      'removes a leftover set',
      { as: run.host, params: { id: leftover } },
      204,
    );
  }

  const long = 'g'.repeat(101);
  const invalid: [string, unknown][] = [
    ['three blank goals', { goals: ['', '   ', ''], weekStartDate: week }],
    ['a goal over 100 characters', { goals: [long, '', ''], weekStartDate: week }],
    ['two goals', { goals: ['One', 'Two'], weekStartDate: week }],
    ['four goals', { goals: ['One', 'Two', 'Three', 'Four'], weekStartDate: week }],
    ['a missing weekStartDate', { goals: ['One', '', ''] }],
    ...notWeeks.map(([what, weekStartDate]): [string, unknown] => [
      `a weekStartDate that is ${what} (${weekStartDate})`,
      { goals: ['One', '', ''], weekStartDate },
    ]),
    ['goals that are not strings', { goals: [1, 2, 3], weekStartDate: week }],
  ];
  for (const [what, json] of invalid) {
    await check.expect('saveWeeklyGoals', `400 for ${what}`, { as: run.host, json }, 400);
  }
  await check.expect(
    'getWeeklyGoals',
    'nothing stored by the rejected saves',
    { as: run.host, query: { weekStartDate: week } },
    200,
    (a) => firstDifference({ id: null, goals: [] }, a.body),
  );

  const sent = ['  Ship the conformance kit  ', '', 'Book one slot through the API'];
  const expected = { goals: sent.map((g) => g.trim()), weekStartDate: week };
  const saved = await check.expect(
    'saveWeeklyGoals',
    'saves three trimmed goals',
    { as: run.host, json: { goals: sent, weekStartDate: week } },
    200,
    (a) => {
      const goals = a.body as WeeklyGoals;
      return (
        firstDifference(expected, goals) ??
        (goals.id === null ? { path: '$.id', expected: 'the saved set’s id', got: 'null' } : null)
      );
    },
  );
  const set = saved?.body as WeeklyGoals | undefined;
  if (!set?.id) return week;
  await check.expect(
    'getWeeklyGoals',
    'saved goals read back equal',
    { as: run.host, query: { weekStartDate: week } },
    200,
    (a) => firstDifference({ ...expected, id: set.id }, a.body),
  );
  // Versions: a stale save of the week is refused and changes nothing; `expected` stays stored.
  const first = { goals: ['Checked by the kit', '', ''], weekStartDate: week };
  await versionChecks(check, {
    write: { operationId: 'saveWeeklyGoals', call: (json) => ({ as: run.host, json }) },
    read: { operationId: 'getWeeklyGoals', call: { as: run.host, query: { weekStartDate: week } } },
    first: { json: first, shows: first },
    second: { json: { goals: sent, weekStartDate: week }, shows: expected },
  });
  await check.expect(
    'listAllWeeklyGoals',
    'includes the saved week, newest first',
    { as: run.host },
    200,
    (a) => {
      const all = asArray<WeeklyGoals>(a.body);
      const index = all.findIndex((g) => g.id === set.id);
      if (index < 0)
        return {
          path: '$',
          expected: `a set with id ${set.id}`,
          got: preview(all.map((g) => g.id)),
        };
      return (
        firstDifference({ weekStartDate: week }, all[index], `/${index}`) ??
        ordered(all, 'weekStartDate', 'desc')
      );
    },
  );
  await check.expect(
    'deleteWeeklyGoals',
    'deletes the set',
    { as: run.host, params: { id: set.id } },
    204,
  );
  await check.expect(
    'deleteWeeklyGoals',
    '404 once deleted',
    { as: run.host, params: { id: set.id } },
    404,
  );
  await check.expect(
    'getWeeklyGoals',
    'the deleted week is empty again',
    { as: run.host, query: { weekStartDate: week } },
    200,
    (a) => firstDifference({ id: null, goals: [], updatedAt: null }, a.body),
  );
  return week;
}
