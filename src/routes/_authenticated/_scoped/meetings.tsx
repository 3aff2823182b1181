import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { optionalChoice, optionalString } from '../../../domain/search-params';
import { CALENDAR_VIEWS, civilDateOf, weekOf, type CalendarView } from '../../../domain/week';
import {
  connectedCalendarsQueryOptions,
  weeklyGoalsQueryOptions,
  weekMeetingsQueryOptions,
} from '../../../features/planner/api';
import { browserTimeZone } from '../../../components/browser-time-zone';
import { goalsWeekStart } from '../../../domain/goals-week';
import { PlannerPage } from '../../../features/planner/components/planner-page';
import { appNow } from '../../../components/app-clock';
import { isCivilDate } from '../../../domain/date-time';

/** `?date=YYYY-MM-DD&view=week`: the shown date and view; anything unreadable is ignored. */
const searchSchema = (search: Record<string, unknown>): { date?: string; view?: CalendarView } => ({
  date: optionalString(search.date, (value) => isCivilDate(value)),
  view: optionalChoice(search.view, CALENDAR_VIEWS),
});

export const Route = createFileRoute('/_authenticated/_scoped/meetings')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ date: search.date }),
  // Starts the shown week's reads while the screen's code loads; the screen shows its own
  // loading states ('Loading meetings...', the goals placeholders), so nothing is awaited.
  loader: ({ context: { queryClient }, deps }) => {
    const zone = browserTimeZone();
    const now = appNow();
    const week = weekOf(deps.date ?? civilDateOf(now, zone), zone);
    void queryClient.prefetchQuery(weekMeetingsQueryOptions(week.monday, zone));
    void queryClient.prefetchQuery(weeklyGoalsQueryOptions(goalsWeekStart(deps.date, now, zone)));
    void queryClient.prefetchQuery(connectedCalendarsQueryOptions());
  },
  component: MeetingsRoute,
});

function MeetingsRoute() {
  const { date, view } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onShow = useCallback(
    (next: { date: string; view: CalendarView }) =>
      void navigate({ search: (prev) => ({ ...prev, ...next }) }),
    [navigate],
  );
  return <PlannerPage date={date} view={view} onShow={onShow} />;
}
