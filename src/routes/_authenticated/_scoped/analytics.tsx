import { createFileRoute } from '@tanstack/react-router';
import { analyticsPeriods } from '../../../domain/analytics';
import { civilDateOf, startOfDay } from '../../../domain/week';
import {
  analyticsMeetingsQueryOptions,
  dashboardMetricsQueryOptions,
} from '../../../features/analytics/api';
import { browserTimeZone } from '../../../components/browser-time-zone';
import { AnalyticsPage } from '../../../features/analytics/components/analytics-page';
import { appNow } from '../../../components/app-clock';

export const Route = createFileRoute('/_authenticated/_scoped/analytics')({
  // Starts both reads while the screen's code loads; the screen shows the spinner meanwhile.
  loader: ({ context: { queryClient } }) => {
    const zone = browserTimeZone();
    const dayStart = startOfDay(civilDateOf(appNow(), zone), zone);
    void queryClient.prefetchQuery(
      analyticsMeetingsQueryOptions(analyticsPeriods(dayStart, zone).fetch),
    );
    void queryClient.prefetchQuery(dashboardMetricsQueryOptions());
  },
  component: AnalyticsPage,
});
