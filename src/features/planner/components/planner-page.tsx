import { useMediaQuery } from '@mantine/hooks';
import { Grid, Stack } from '@mantine/core';
import { useState } from 'react';
import dayjs from '../../../domain/dayjs';
import { goalsWeekStart } from '../../../domain/goals-week';
import { civilDateOf, wallClockMidnight, type CalendarView } from '../../../domain/week';
import { PageHeader } from '../../../components/page-header';
import { browserTimeZone } from '../../../components/browser-time-zone';
import { useNow } from '../../../components/use-now';
import { CalendarCard } from './calendar-card';
import { CalendarsCard } from './calendars-card';
import { WeeklyGoalsCard } from './weekly-goals-card';
import type { ShownProposal } from './focus-time';
import type { CivilDate } from '../../../domain/civil-date';

/** The week view is the default. */
export const DEFAULT_VIEW: CalendarView = 'week';

/**
 * /meetings, the Weekly Planner. The shown date and view come from the address (`?date=&view=`);
 * without them, today's week. The goals card follows the week of the shown date: the goals week
 * is that week's Monday, as a date (`goalsWeekStart`).
 */
export function PlannerPage({
  date,
  view,
  onShow,
}: {
  date?: CivilDate | undefined;
  view?: CalendarView | undefined;
  onShow: (next: { date: CivilDate; view: CalendarView }) => void;
}) {
  const [zone] = useState(browserTimeZone);
  const now = useNow();
  const shownDate = date ?? civilDateOf(now, zone);
  // Below 600 px the week's seven columns are unreadable: a phone opens on the day view.
  const phone = useMediaQuery('(max-width: 37.5em)', false, { getInitialValueInEffect: false });
  const shownView = view ?? (phone ? 'day' : DEFAULT_VIEW);
  const weekStartDate = goalsWeekStart(date, now, zone);
  // The assistant's focus-time proposal, drawn dashed on the calendar until applied
  // or discarded; it belongs to the goals week it was made for.
  const [proposal, setProposal] = useState<{
    weekStartDate: CivilDate;
    shown: ShownProposal;
  } | null>(null);
  const weekLabel = `Week of ${dayjs.utc(wallClockMidnight(weekStartDate)).format('MMMM D, YYYY')}`;

  return (
    <>
      <PageHeader
        title="Weekly Planner"
        subtitle="Plan your week with ease: track your schedule, set goals, and reflect on progress."
      />
      {/*
        The calendar takes the page's whole width, the side cards below it: beside it, they left
        the week's seven days about 95 px each, too narrow for side-by-side meetings to show
        their titles (docs/decisions.md, "Planner and Workflows at real density").
      */}
      <Stack gap="lg">
        <CalendarCard
          date={shownDate}
          view={shownView}
          zone={zone}
          now={now}
          onShow={onShow}
          proposal={proposal?.shown ?? null}
        />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <WeeklyGoalsCard
              key={weekStartDate}
              weekStartDate={weekStartDate}
              weekLabel={weekLabel}
              now={now}
              zone={zone}
              proposal={proposal?.weekStartDate === weekStartDate ? proposal.shown : null}
              onProposal={(shown) => setProposal(shown ? { weekStartDate, shown } : null)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <CalendarsCard />
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}
