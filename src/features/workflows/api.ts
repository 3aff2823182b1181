import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

export const workflowKeys = {
  all: ['workflows'] as const,
  stats: ['workflows', 'stats'] as const,
};

/** Spec section 7: the access check is cached for 600000 ms and never retried. */
export const WORKFLOW_ACCESS_STALE_TIME = 600_000;

/** GET /api/dashboard/workflows-stats: the statistics, and the probe for workflow access. */
export const workflowStatsQueryOptions = () =>
  queryOptions({
    queryKey: workflowKeys.stats,
    queryFn: ({ signal }) => unwrap(api.GET('/api/dashboard/workflows-stats', { signal })),
    staleTime: WORKFLOW_ACCESS_STALE_TIME,
    gcTime: WORKFLOW_ACCESS_STALE_TIME,
    retry: false,
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
