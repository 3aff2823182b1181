/**
 * Dashboard (contract tag `dashboard`, without the workflow monitor): metrics, service status, the
 * activity log and the planner's meetings.
 */
import { ordered } from '../compare';
import { preview } from '../contract';
import { asArray, DAY, iso, type Run, type Schemas } from '../core';

type Meeting = Schemas['Meeting'];
type DashboardStatus = Schemas['DashboardStatus'];
type ActivityEntry = Schemas['ActivityEntry'];

const FILE = 'conformance/areas/dashboard.ts';

export async function dashboard(run: Run): Promise<void> {
  const check = run.checker(FILE);
  run.log('dashboard');
  await check.expect('getDashboardMetrics', 'metrics', { as: run.host }, 200);
  await check.expect(
    'getDashboardStatus',
    'status agrees with the services',
    { as: run.host },
    200,
    (a) => {
      const s = a.body as DashboardStatus;
      const states = Object.values(s.services);
      const expected = states.every((x) => x === 'up')
        ? 'ok'
        : states.every((x) => x === 'down')
          ? 'down'
          : 'degraded';
      return s.status === expected ? null : { path: '$.status', expected, got: s.status };
    },
  );
  await check.expect(
    'listActivity',
    'newest first, at most 20 by default',
    { as: run.host },
    200,
    (a) => {
      const items = asArray<ActivityEntry>(a.body);
      return items.length > 20
        ? { path: '$', expected: 'at most 20 entries', got: `${items.length}` }
        : ordered(items, 'createdAt', 'desc');
    },
  );
  await check.expect(
    'listActivity',
    'limit=3 gives at most 3',
    { as: run.host, query: { limit: 3 } },
    200,
    (a) =>
      asArray(a.body).length > 3
        ? { path: '$', expected: 'at most 3 entries', got: `${asArray(a.body).length}` }
        : null,
  );
  for (const limit of ['0', '101', 'many']) {
    await check.expect(
      'listActivity',
      `400 for limit=${limit}`,
      { as: run.host, query: { limit } },
      400,
    );
  }

  const now = Date.now();
  await check.expect(
    'listMeetings',
    'the current week, earliest first',
    { as: run.host },
    200,
    (a) => ordered(asArray(a.body), 'startTime', 'asc'),
  );
  const start = iso(now - 7 * DAY);
  const end = iso(now + 7 * DAY);
  await check.expect(
    'listMeetings',
    'meetings overlapping a range',
    { as: run.host, query: { startDate: start, endDate: end } },
    200,
    (a) => {
      const items = asArray<Meeting>(a.body);
      const outside = items.findIndex(
        (m) =>
          Date.parse(m.endTime) < Date.parse(start) || Date.parse(m.startTime) > Date.parse(end),
      );
      return outside >= 0
        ? {
            path: `$[${outside}]`,
            expected: `a meeting overlapping ${start} – ${end}`,
            got: preview(items[outside]),
          }
        : ordered(items, 'startTime', 'asc');
    },
  );
  await check.expect(
    'listMeetings',
    '400 for startDate without endDate',
    { as: run.host, query: { startDate: start } },
    400,
  );
  await check.expect(
    'listMeetings',
    '400 for endDate before startDate',
    { as: run.host, query: { startDate: end, endDate: start } },
    400,
  );
  await check.expect(
    'listMeetings',
    '400 for a range over 62 days',
    { as: run.host, query: { startDate: start, endDate: iso(now + 60 * DAY) } },
    400,
  );
}
