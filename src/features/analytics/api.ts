import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema.gen';
import type { InstantRange } from '../../domain/week';
import type { CivilDate } from '../../domain/civil-date';

/** A week's focus time: the goals' needs and the blocks, dropped ones included. */
export type FocusWeek = components['schemas']['FocusWeek'];

export const analyticsKeys = {
  all: ['analytics'] as const,
  meetings: (range: InstantRange) => ['analytics', 'meetings', range.start, range.end] as const,
  metrics: ['analytics', 'metrics'] as const,
  focus: (weekStartDate: CivilDate) => ['analytics', 'focus', weekStartDate] as const,
};

/**
 * GET /api/dashboard/meetings for the one range analytics needs: this month, last week and this
 * week together (at most 50 days; see `analyticsPeriods`). Focus blocks (`kind: focus`) are not
 * meetings: they count in the Focus Time card only.
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
      ).then((meetings) => meetings.filter((m) => m.kind !== 'focus')),
  });

/** GET /api/dashboard/metrics: `activeUsers` is the Connected Users card. */
export const dashboardMetricsQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.metrics,
    queryFn: ({ signal }) => unwrap(api.GET('/api/dashboard/metrics', { signal })),
  });

/** GET /api/focus for this week: the Focus Time card (planned against needed, and kept). */
export const focusWeekQueryOptions = (weekStartDate: CivilDate) =>
  queryOptions({
    queryKey: analyticsKeys.focus(weekStartDate),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/focus', { params: { query: { weekStartDate } }, signal })),
  });
