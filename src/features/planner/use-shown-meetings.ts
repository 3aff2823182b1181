import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mondaysBetween, visibleDates, type CalendarView } from '../../domain/week';
import { weekMeetingsQueryOptions, type Meeting } from './api';
import { calendarEvents, uniqueMeetings } from './calendar-events';
import type { CivilDate } from '../../domain/civil-date';

function combineWeeks(results: UseQueryResult<Meeting[]>[]) {
  return {
    meetings: uniqueMeetings(results.map((result) => result.data)),
    isPending: results.some((result) => result.isPending && !result.isError),
    isError: results.some((result) => result.isError),
  };
}

/**
 * The meetings of what the calendar shows: one `listMeetings` call per week the view touches
 * (one for the week, work week and day views, five or six for the month grid), each asking for
 * its own Monday-to-Sunday range and refetched every 30 seconds.
 */
export function useShownMeetings(view: CalendarView, date: CivilDate, zone: string) {
  const { from, to } = visibleDates(view, date);
  const mondays = useMemo(() => mondaysBetween(from, to), [from, to]);
  const { meetings, isPending, isError } = useQueries({
    queries: mondays.map((monday) => weekMeetingsQueryOptions(monday, zone)),
    combine: combineWeeks,
  });
  const events = useMemo(
    () => calendarEvents(meetings, zone, from, to),
    [meetings, zone, from, to],
  );
  return { events, isPending, isError };
}
