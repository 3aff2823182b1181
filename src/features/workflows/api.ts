import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema.gen';
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
  list: (status: WorkflowStatus | undefined, limit: number) =>
    [...workflowKeys.lists, { status: status ?? 'all', limit }] as const,
  details: (id: string) => ['workflows', 'details', id] as const,
};

/** Spec section 7: the access check is cached for 600000 ms and never retried. */
export const WORKFLOW_ACCESS_STALE_TIME = 600_000;
/** Spec section 9: the list refreshes every 30 s, the statistics every 60 s. */
export const WORKFLOW_LIST_REFETCH_INTERVAL = 30_000;
export const WORKFLOW_STATS_REFETCH_INTERVAL = 60_000;
/**
 * How many workflows the screen asks for (the contract's maximum): the newest 1000, paginated on
 * the client. A deployment with more (the `busy-week` scenario has 3000) shows the newest 1000
 * and says so; the statistics cards still count them all.
 */
export const WORKFLOW_LIST_LIMIT = 1000;

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

/** GET /api/dashboard/workflows?status&limit: newest first, refetched every 30 s. */
export const workflowListQueryOptions = (
  status: WorkflowStatus | undefined,
  limit: number = WORKFLOW_LIST_LIMIT,
) =>
  queryOptions({
    queryKey: workflowKeys.list(status, limit),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/dashboard/workflows', {
          params: { query: status ? { status, limit } : { limit } },
          signal,
        }),
      ),
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
