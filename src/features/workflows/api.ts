import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema.gen';
import { MINUTE_MS } from '../../domain/civil-date';
import type { WorkflowStatus } from '../../domain/workflow-status';

type Schemas = components['schemas'];
export type WorkflowSummary = Schemas['WorkflowSummary'];
export type WorkflowDetails = Schemas['WorkflowDetails'];
export type WorkflowEvent = Schemas['WorkflowEvent'];
export type WorkflowContext = Schemas['WorkflowContext'];
export type WorkflowStats = Schemas['WorkflowStats'];

export const workflowKeys = {
  all: ['workflows'] as const,
  stats: ['workflows', 'stats'] as const,
  lists: ['workflows', 'list'] as const,
  list: (status: WorkflowStatus | undefined, page: number) =>
    [...workflowKeys.lists, { status: status ?? 'all', page, limit: WORKFLOWS_PAGE_SIZE }] as const,
  details: (id: string) => ['workflows', 'details', id] as const,
};

/** The access check is cached for 600000 ms and never retried. */
export const WORKFLOW_ACCESS_STALE_TIME = 600_000;
/** The list refreshes every 30 s, the statistics every 60 s. */
export const WORKFLOW_LIST_REFETCH_INTERVAL = 30_000;
export const WORKFLOW_STATS_REFETCH_INTERVAL = MINUTE_MS;
/** Rows per page: the server paginates the list, the table shows one page of 25 at a time. */
export const WORKFLOWS_PAGE_SIZE = 25;

/** One page of the list, and how many workflows match the filter over all pages. */
export interface WorkflowPage {
  workflows: WorkflowSummary[];
  total: number;
}

/** GET /api/dashboard/workflows-stats: the statistics, and the probe for workflow access. */
export const workflowStatsQueryOptions = () =>
  queryOptions({
    queryKey: workflowKeys.stats,
    queryFn: ({ signal }) => unwrap(api.GET('/api/dashboard/workflows-stats', { signal })),
    staleTime: WORKFLOW_ACCESS_STALE_TIME,
    gcTime: WORKFLOW_ACCESS_STALE_TIME,
    retry: false,
  });

/** The statistics as the Workflows screen reads them: the same query, refetched every 60 s. */
export const workflowStatsScreenQueryOptions = () =>
  queryOptions({
    ...workflowStatsQueryOptions(),
    refetchInterval: WORKFLOW_STATS_REFETCH_INTERVAL,
  });

/** Workflow access is whether the statistics call succeeds; any failure means no access. */
export const workflowAccessQueryOptions = () =>
  queryOptions({
    queryKey: [...workflowKeys.stats, 'access'] as const,
    queryFn: async ({ signal }) => {
      try {
        await unwrap(api.GET('/api/dashboard/workflows-stats', { signal }));
        return true;
      } catch {
        return false;
      }
    },
    staleTime: WORKFLOW_ACCESS_STALE_TIME,
    gcTime: WORKFLOW_ACCESS_STALE_TIME,
    retry: false,
  });

/**
 * GET /api/dashboard/workflows?status&page&limit: one page, newest first, with the total of all
 * pages from `X-Total-Count`; refetched every 30 s. The previous page stays shown while the next
 * one loads.
 */
export const workflowListQueryOptions = (status: WorkflowStatus | undefined, page: number) =>
  queryOptions({
    queryKey: workflowKeys.list(status, page),
    queryFn: async ({ signal }): Promise<WorkflowPage> => {
      const query = { ...(status ? { status } : {}), page, limit: WORKFLOWS_PAGE_SIZE };
      let response: Response | undefined;
      const workflows = await unwrap(
        api
          .GET('/api/dashboard/workflows', { params: { query }, signal })
          .then((result) => ((response = result.response), result)),
      );
      const header = response?.headers.get('X-Total-Count') ?? null;
      if (header === null || !/^\d+$/.test(header)) {
        throw new Error('The server did not say how many workflows there are');
      }
      return { workflows, total: Number(header) };
    },
    placeholderData: keepPreviousData,
    refetchInterval: WORKFLOW_LIST_REFETCH_INTERVAL,
  });

/**
 * GET /api/dashboard/workflows/{id}: read when the details dialog opens. Stale at once, so
 * opening the dialog again reads the workflow's newest events (the cached ones show meanwhile).
 */
export const workflowDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: workflowKeys.details(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/dashboard/workflows/{id}', { params: { path: { id } }, signal })),
    staleTime: 0,
  });
