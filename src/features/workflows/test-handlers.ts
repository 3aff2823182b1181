/**
 * MSW handlers that put the Workflows screen in a named state, for its component tests and
 * stories, over the fixtures of `./test-fixtures.ts` (re-exported here).
 */
import { delay, http, HttpResponse } from 'msw';
import type { components } from '../../api/schema.gen';
import { given } from '../../test/fixtures';
import { failure } from '../../test/api-failure';
import { detailsFor, sampleWorkflows, statsFor } from './test-fixtures';

export * from './test-fixtures';

type Schemas = components['schemas'];
type WorkflowSummary = Schemas['WorkflowSummary'];
type WorkflowDetails = Schemas['WorkflowDetails'];
type WorkflowStats = Schemas['WorkflowStats'];

const LIST = '*/api/dashboard/workflows';
const DETAILS = '*/api/dashboard/workflows/:id';
const STATS = '*/api/dashboard/workflows-stats';

/** A signed-in operator: Jordan with the calendar scopes and workflow access. */
export const signedInOperator = (stats: WorkflowStats = statsFor(sampleWorkflows)) => [
  given.signedIn(),
  given.workflowAccess(stats),
];

export interface ListRequest {
  status: string | null;
  limit: string | null;
  page: string | null;
}

export const workflowsApi = {
  /**
   * GET /api/dashboard/workflows over `rows` (newest first), filtered by `status` and cut at
   * `limit` like the contract says. Each request's query is pushed to `record`.
   */
  list: (
    rows: readonly WorkflowSummary[] | (() => readonly WorkflowSummary[]) = sampleWorkflows,
    { record }: { record?: ListRequest[] } = {},
  ) =>
    http.get(LIST, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const status = query.get('status');
      const limit = query.get('limit');
      const page = query.get('page');
      record?.push({ status, limit, page });
      const all = typeof rows === 'function' ? rows() : rows;
      const filtered = status ? all.filter((row) => row.status === status) : all;
      const max = limit ? Number(limit) : 100;
      const skip = (Number(page ?? '1') - 1) * max;
      return HttpResponse.json<WorkflowSummary[]>(filtered.slice(skip, skip + max), {
        headers: { 'X-Total-Count': String(filtered.length) },
      });
    }),
  listPending: () =>
    http.get(LIST, async () => {
      await delay('infinite');
      return HttpResponse.json<WorkflowSummary[]>([], { headers: { 'X-Total-Count': '0' } });
    }),
  listFails: (error = 'Workflow engine unavailable', status = 500) =>
    http.get(LIST, () => failure(error, status)),

  /** GET /api/dashboard/workflows/{id}: the details of one of `rows`, else 404. */
  details: (
    rows: readonly WorkflowSummary[] = sampleWorkflows,
    { record }: { record?: string[] } = {},
  ) =>
    http.get(DETAILS, ({ params }) => {
      const id = String(params.id);
      record?.push(id);
      const row = rows.find((w) => w.id === id);
      if (!row) return failure('Workflow not found', 404);
      return HttpResponse.json<WorkflowDetails>(detailsFor(row));
    }),
  /** Every workflow answers with `details` (for example one without events). */
  detailsAs: (details: WorkflowDetails) =>
    http.get(DETAILS, () => HttpResponse.json<WorkflowDetails>(details)),
  detailsPending: () =>
    http.get(DETAILS, async () => {
      await delay('infinite');
      return failure('never answered', 500);
    }),
  detailsFails: (error = 'Workflow not found', status = 404) =>
    http.get(DETAILS, () => failure(error, status)),

  stats: (stats: WorkflowStats) => http.get(STATS, () => HttpResponse.json<WorkflowStats>(stats)),
  /**
   * The access probe (the first statistics call) succeeds, the screen's own read never answers:
   * the cards stay loading.
   */
  statsPendingAfterProbe: (stats: WorkflowStats = statsFor(sampleWorkflows)) => {
    let calls = 0;
    return http.get(STATS, async () => {
      calls += 1;
      if (calls > 1) await delay('infinite');
      return HttpResponse.json<WorkflowStats>(stats);
    });
  },
  /**
   * Answers the statistics calls in turn with `answers`, the last one from then on. The first
   * call is the access probe, the second the screen's own read.
   */
  statsSequence: (...answers: [WorkflowStats, ...WorkflowStats[]]) => {
    let calls = 0;
    return http.get(STATS, () => {
      const answer = answers[Math.min(calls, answers.length - 1)] ?? answers[0];
      calls += 1;
      return HttpResponse.json<WorkflowStats>(answer);
    });
  },
};
