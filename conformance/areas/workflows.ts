/**
 * The workflow monitor (contract tag `dashboard`, the operations that need workflow access):
 * statistics, the list with its filters and pages, one workflow's events, and the 403s.
 */
import { withCode, type Checker, type Session } from '../checker';
import { ordered } from '../compare';
import { asArray, type Run, type Schemas } from '../core';
import type { Answer } from '../http';

type WorkflowSummary = Schemas['WorkflowSummary'];
type WorkflowDetails = Schemas['WorkflowDetails'];
type WorkflowStats = Schemas['WorkflowStats'];

const FILE = 'conformance/areas/workflows.ts';

export async function workflows(run: Run): Promise<void> {
  const check = run.checker(FILE);
  run.log('workflows');
  const operator = run.operator;
  if (!operator) return;
  if (run.operatorIsDefault) {
    const probe = await run.http.send({
      method: 'GET',
      url: '/api/dashboard/workflows-stats',
      cookie: operator.cookie,
    });
    if (probe.status === 403) {
      for (const id of ['getWorkflowStats', 'listWorkflows', 'getWorkflowDetails']) {
        check.skip(
          id,
          '200 for a user with workflow access',
          'the host has no workflow access: pass --operator-cookie of a user who has',
        );
      }
      await forbidden(check, run.host, 'conformance-unknown');
      return;
    }
  }
  const statsAnswer = await check.expect(
    'getWorkflowStats',
    'total is the sum of byStatus',
    { as: operator },
    200,
    (a) => {
      const stats = a.body as WorkflowStats;
      const sum = Object.values(stats.byStatus).reduce((x: number, y) => x + (y ?? 0), 0);
      return sum === stats.total
        ? null
        : { path: '$.total', expected: `${sum} (the sum of byStatus)`, got: `${stats.total}` };
    },
  );
  const listed = await check.expect(
    'listWorkflows',
    'newest first, at most 100 by default',
    { as: operator },
    200,
    (a) => {
      const items = asArray<WorkflowSummary>(a.body);
      return items.length > 100
        ? { path: '$', expected: 'at most 100', got: `${items.length}` }
        : ordered(items, 'createdAt', 'desc');
    },
  );
  await check.expect(
    'listWorkflows',
    "an understood intent names the workflow's meeting and a window that starts before it ends",
    { as: operator },
    200,
    (a) => {
      for (const [i, w] of asArray<WorkflowSummary>(a.body).entries()) {
        const intent = w.context.intent;
        if (!intent) continue;
        if (intent.meetingId !== w.context.meetingId)
          return {
            path: `$[${i}].context.intent.meetingId`,
            expected: String(w.context.meetingId),
            got: intent.meetingId,
          };
        if (!(Date.parse(intent.window.start) < Date.parse(intent.window.end)))
          return {
            path: `$[${i}].context.intent.window`,
            expected: 'start before end',
            got: `${intent.window.start} – ${intent.window.end}`,
          };
      }
      return null;
    },
  );
  await check.expect(
    'listWorkflows',
    'status=failed lists only failed ones',
    { as: operator, query: { status: 'failed' } },
    200,
    (a) => {
      const wrong = asArray<WorkflowSummary>(a.body).findIndex((w) => w.status !== 'failed');
      return wrong >= 0
        ? {
            path: `$[${wrong}].status`,
            expected: 'failed',
            got: String(asArray<WorkflowSummary>(a.body)[wrong]?.status),
          }
        : null;
    },
  );
  await check.expect(
    'listWorkflows',
    'limit=2 gives at most 2',
    { as: operator, query: { limit: 2 } },
    200,
    (a) =>
      asArray(a.body).length > 2
        ? { path: '$', expected: 'at most 2', got: `${asArray(a.body).length}` }
        : null,
  );
  await workflowPages(check, operator, (statsAnswer?.body as WorkflowStats | undefined)?.total);
  for (const [what, query] of [
    ['limit=0', { limit: 0 }],
    ['limit=1001', { limit: 1001 }],
    ['page=0', { page: 0 }],
    ['an unknown status', { status: 'sleeping' }],
  ] as const) {
    await check.expect('listWorkflows', `400 for ${what}`, { as: operator, query }, 400);
  }
  const first = asArray<WorkflowSummary>(listed?.body)[0];
  if (first) {
    await check.expect(
      'getWorkflowDetails',
      'the workflow and its events in order',
      { as: operator, params: { id: first.id } },
      200,
      (a) => {
        const details = a.body as WorkflowDetails;
        if (details.workflow.id !== first.id)
          return { path: '$.workflow.id', expected: first.id, got: details.workflow.id };
        if (details.eventCount !== details.events.length)
          return {
            path: '$.eventCount',
            expected: `${details.events.length} (the number of events)`,
            got: `${details.eventCount}`,
          };
        return ordered(details.events, 'timestamp', 'asc');
      },
    );
  } else {
    check.skip('getWorkflowDetails', '200 for a listed workflow', 'the server lists no workflows');
  }
  await check.expect(
    'getWorkflowDetails',
    '404 for an unknown id',
    { as: operator, params: { id: `wf-unknown-${run.runId}` } },
    404,
  );
  if (run.outsider) await forbidden(check, run.outsider, first?.id ?? 'conformance-unknown');
  else {
    for (const id of ['getWorkflowStats', 'listWorkflows', 'getWorkflowDetails']) {
      check.skip(
        id,
        '403 without workflow access',
        'pass --no-access-cookie of a user without workflow access',
      );
    }
  }
}

/**
 * Pagination of listWorkflows: `X-Total-Count` equals the statistics' total, page 2 continues
 * page 1 in order without repeating it, and a page past the last is empty.
 */
async function workflowPages(
  check: Checker,
  operator: Session,
  statsTotal: number | undefined,
): Promise<void> {
  const totalOf = (a: Answer) => {
    const header = a.headers.get('x-total-count');
    return header !== null && /^\d+$/.test(header) ? Number(header) : null;
  };
  const page1 = await check.expect(
    'listWorkflows',
    'X-Total-Count is the statistics total',
    { as: operator, query: { limit: 2 } },
    200,
    (a) => {
      const total = totalOf(a);
      if (total === null)
        return {
          path: 'X-Total-Count',
          expected: 'an integer',
          got: String(a.headers.get('x-total-count')),
        };
      if (statsTotal !== undefined && total !== statsTotal)
        return {
          path: 'X-Total-Count',
          expected: `${statsTotal} (stats total)`,
          got: `${total}`,
        };
      return null;
    },
  );
  const firstPage = asArray<WorkflowSummary>(page1?.body);
  await check.expect(
    'listWorkflows',
    'page=2 continues page 1, newest first, without repeats',
    { as: operator, query: { limit: 2, page: 2 } },
    200,
    (a) => {
      const items = asArray<WorkflowSummary>(a.body);
      const total = page1 ? totalOf(page1) : null;
      const expected = total === null ? null : Math.max(0, Math.min(2, total - 2));
      if (expected !== null && items.length !== expected)
        return { path: '$', expected: `${expected} items`, got: `${items.length}` };
      const repeated = items.findIndex((w) => firstPage.some((f) => f.id === w.id));
      if (repeated >= 0)
        return {
          path: `$[${repeated}].id`,
          expected: 'not on page 1',
          got: String(items[repeated]?.id),
        };
      return ordered([...firstPage, ...items], 'createdAt', 'desc');
    },
  );
  await check.expect(
    'listWorkflows',
    'a page past the last is empty',
    { as: operator, query: { limit: 1000, page: 1_000_000 } },
    200,
    (a) =>
      asArray(a.body).length > 0
        ? { path: '$', expected: 'no items', got: `${asArray(a.body).length}` }
        : null,
  );
}

async function forbidden(check: Checker, session: Session, workflowId: string): Promise<void> {
  const refused = withCode('workflow_access_required');
  await check.expect(
    'getWorkflowStats',
    '403 without workflow access',
    { as: session },
    403,
    refused,
  );
  await check.expect('listWorkflows', '403 without workflow access', { as: session }, 403, refused);
  await check.expect(
    'getWorkflowDetails',
    '403 without workflow access',
    { as: session, params: { id: workflowId } },
    403,
    refused,
  );
}
