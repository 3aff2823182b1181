import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { InstantRange } from '../../domain/week';

export const analyticsKeys = {
  all: ['analytics'] as const,
  meetings: (range: InstantRange) => ['analytics', 'meetings', range.start, range.end] as const,
  metrics: ['analytics', 'metrics'] as const,
};

/**
 * GET /api/dashboard/meetings for the one range analytics needs: this month, last week and this
 * week together (at most 50 days; see `analyticsPeriods`).
 */
export const analyticsMeetingsQueryOptions = (range: InstantRange) =>
  queryOptions({
    queryKey: analyticsKeys.meetings(range),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/dashboard/meetings', {
          params: {
            query: {
              startDate: new Date(range.start).toISOString(),
              endDate: new Date(range.end).toISOString(),
            },
          },
          signal,
        }),
      ),
  });

/** GET /api/dashboard/metrics: `activeUsers` is the Connected Users card. */
export const dashboardMetricsQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.metrics,
    queryFn: ({ signal }) => unwrap(api.GET('/api/dashboard/metrics', { signal })),
  });
