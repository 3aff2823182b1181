import 'react-big-calendar/lib/css/react-big-calendar.css';
import './planner-calendar.css';
import { Alert, Button, Group, Loader, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { Calendar, type Formats, type View } from 'react-big-calendar';
import {
  CALENDAR_VIEWS,
  civilDateOf,
  civilDateOfWallClock,
  toWallClockDate,
  wallClockMidnight,
  type CalendarView,
} from '../../../domain/week';
import { plannerKeys } from '../api';
import { plannerLocalizer } from '../calendar-localizer';
import { calendarEvents, proposedMeetings, type CalendarEvent } from '../calendar-events';
import type { ShownProposal } from './focus-time';
import { visibleDates } from '../../../domain/week';
import { useCalendarA11y } from '../use-calendar-a11y';
import { useShownMeetings } from '../use-shown-meetings';
import { columnLayout, columnsForDayWidth } from '../column-layout';
import { isMoreEvent, foldOverlaps, type MoreEvent, type ShownEvent } from '../fold-overlaps';
import { useDayColumns } from '../use-day-columns';
import { CalendarToolbar } from './calendar-toolbar';
import { AgendaEventContent, EventContent } from './event-content';
import { MoreMeetingsModal } from './more-meetings-modal';
import { EventDetailsModal } from './event-details-modal';
import { SectionCard } from '../../../components/signed-in/section-card';
import { appNow } from '../../../components/app-clock';
import type { CivilDate } from '../../../domain/civil-date';
import { zoneAbbreviation } from '../../../domain/time-text';

/** A 30-minute step; two slots make an hour row. */
export const CALENDAR_STEP_MINUTES = 30;
const TIMESLOTS = 2;
/** The time views' layout: the columns `foldOverlaps` left, a "+N more" last among equals. */
const DAY_LAYOUT = columnLayout<ShownEvent>(isMoreEvent);
/** Before the calendar's width is known: the widest plan (`columnsForDayWidth`). */
const WIDEST = columnsForDayWidth(0);
/** Time views open scrolled to 7:00. */
const SCROLL_TO_TIME = new Date(Date.UTC(1970, 0, 1, 7));
const VIEWS: View[] = [...CALENDAR_VIEWS];
const COMPONENTS = {
  toolbar: CalendarToolbar,
  event: EventContent,
  agenda: { event: AgendaEventContent },
};
/** One time format everywhere: "7:00 AM". */
const TIME = 'h:mm A';
const timeRange = ({ start, end }: Range, culture: string | undefined, local: Local) =>
  `${local.format(start, TIME, culture)} – ${local.format(end, TIME, culture)}`;

type Range = { start: Date; end: Date };

const EMPTY_TITLES: Record<CalendarView, string> = {
  day: 'No meetings this day',
  week: 'No meetings this week',
  work_week: 'No meetings this week',
  month: 'No meetings this month',
  agenda: 'No meetings in this period',
};
type Local = { format: (date: Date, format: string, culture?: string) => string };

function rangeLabel({ start, end }: Range, culture: string | undefined, local: Local): string {
  const f = (date: Date, format: string) => local.format(date, format, culture);
  if (f(start, 'YYYY') !== f(end, 'YYYY'))
    return `${f(start, 'MMMM D, YYYY')} – ${f(end, 'MMMM D, YYYY')}`;
  if (f(start, 'MM') !== f(end, 'MM')) return `${f(start, 'MMMM D')} – ${f(end, 'MMMM D, YYYY')}`;
  return `${f(start, 'MMMM D')} – ${f(end, 'D, YYYY')}`;
}

const FORMATS: Formats = {
  dayFormat: 'ddd D',
  dayHeaderFormat: 'dddd, MMMM D, YYYY',
  dayRangeHeaderFormat: rangeLabel as Formats['dayRangeHeaderFormat'],
  agendaHeaderFormat: rangeLabel as Formats['agendaHeaderFormat'],
  monthHeaderFormat: 'MMMM YYYY',
  agendaDateFormat: 'ddd MMM D',
  dateFormat: 'D',
  timeGutterFormat: TIME,
  selectRangeFormat: timeRange as Formats['selectRangeFormat'],
  eventTimeRangeFormat: timeRange as Formats['eventTimeRangeFormat'],
  agendaTimeFormat: TIME,
  agendaTimeRangeFormat: timeRange as Formats['agendaTimeRangeFormat'],
};

/** Colours come precomputed with the event: no work per render. */
const eventPropGetter = (event: ShownEvent) => {
  if (isMoreEvent(event)) return { className: 'slotwise-more-event' };
  // A proposed focus block is dashed and light until applied.
  if (event.proposedReason !== undefined) return { className: 'slotwise-proposed-event' };
  if (event.meeting.kind === 'focus')
    return { className: 'slotwise-focus-event', style: event.colors };
  // A request waiting for the host's answer holds its time tentatively: outlined and
  // dashed in its colour on white, as Google Calendar draws an invitation not yet answered (the
  // fill reaches 4.5:1 against white, so as text it does too).
  if (event.meeting.tentative)
    return {
      className: 'slotwise-tentative-event',
      style: {
        backgroundColor: '#FFFFFF',
        borderColor: event.colors.backgroundColor,
        color: event.colors.backgroundColor,
      },
    };
  return { style: event.colors };
};

/**
 * The 'Calendar View' card: react-big-calendar on the shown date and view (both in the URL), the
 * meetings of the shown weeks, 'Refresh Meetings', the loading and error states, and the details
 * of a clicked event (which also opens the day view on its date).
 */
export function CalendarCard({
  date,
  view,
  zone,
  now,
  onShow,
  proposal = null,
}: {
  /** The assistant's proposed focus blocks, shown dashed until applied or discarded. */
  proposal?: ShownProposal | null;
  date: CivilDate;
  view: CalendarView;
  zone: string;
  /** The current time (for the zone's abbreviation, which changes with DST). */
  now: number;
  onShow: (next: { date: CivilDate; view: CalendarView }) => void;
}) {
  const queryClient = useQueryClient();
  const { events: meetingEvents, isPending, isError } = useShownMeetings(view, date, zone);
  const events = useMemo<CalendarEvent[]>(() => {
    if (!proposal) return meetingEvents;
    const { from, to } = visibleDates(view, date);
    const proposed = proposedMeetings(proposal.proposal.proposals, proposal.titles);
    const reasons = new Map(proposed.map((p) => [p.meeting.id, p.reason]));
    const shown = calendarEvents(
      proposed.map((p) => p.meeting),
      zone,
      from,
      to,
    ).map((event) => ({
      ...event,
      title: `Proposed: ${event.title}`,
      proposedReason: reasons.get(event.id) ?? '',
    }));
    return [...meetingEvents, ...shown];
  }, [meetingEvents, proposal, view, date, zone]);
  const calendarRef = useRef<HTMLDivElement>(null);
  useCalendarA11y(calendarRef);
  // As many side-by-side columns as the shown days' width keeps readable: fewer in a narrow day.
  const columns = useDayColumns(calendarRef);
  const timeView = view === 'week' || view === 'work_week' || view === 'day';
  const { maxColumns, keptColumns } = (timeView && columns?.[view]) || WIDEST;
  const shownEvents = useMemo<ShownEvent[]>(
    () => (timeView ? foldOverlaps(events, maxColumns, keptColumns) : events),
    [events, timeView, maxColumns, keptColumns],
  );
  const [more, setMore] = useState<MoreEvent | null>(null);
  const shownDate = useMemo(() => wallClockMidnight(date), [date]);
  const [selected, setSelected] = useState<CalendarEvent | null>(null);

  // Only a refresh asked for shows on the button, not the 30-second background refetch.
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await queryClient.refetchQueries({ queryKey: plannerKeys.meetings, type: 'active' });
    } finally {
      setRefreshing(false);
    }
  }, [queryClient]);
  const getNow = useCallback(() => toWallClockDate(appNow(), zone), [zone]);

  const openEvent = useCallback(
    (event: ShownEvent) => {
      if (isMoreEvent(event)) {
        setMore(event);
        return;
      }
      setSelected(event);
      onShow({ view: 'day', date: civilDateOfWallClock(event.start) });
    },
    [onShow],
  );
  const onKeyPressEvent = useCallback(
    (event: ShownEvent, e: SyntheticEvent<HTMLElement>) => {
      const { key } = e.nativeEvent as KeyboardEvent;
      if (key === 'Enter' || key === ' ') {
        e.preventDefault();
        openEvent(event);
      }
    },
    [openEvent],
  );
  const onNavigate = useCallback(
    (next: Date) => onShow({ view, date: civilDateOfWallClock(next) }),
    [onShow, view],
  );
  const onView = useCallback(
    (next: View) => {
      const nextView = next as CalendarView;
      // Choosing the day view shows today when the shown date is another day.
      const today = civilDateOf(appNow(), zone);
      onShow({ view: nextView, date: nextView === 'day' ? today : date });
    },
    [onShow, zone, date],
  );
  const onDrillDown = useCallback(
    (next: Date) => onShow({ view: 'day', date: civilDateOfWallClock(next) }),
    [onShow],
  );

  return (
    <SectionCard
      title="Calendar View"
      description={
        <>
          Click on events to view details · Times in{' '}
          <Text span inherit fw={600} data-testid="time-zone">
            {zoneAbbreviation(now, zone)}
          </Text>
        </>
      }
      action={
        <Button
          variant="light"
          size="sm"
          onClick={() => void refresh()}
          loading={refreshing}
          loaderProps={{ 'aria-label': 'Refreshing meetings' }}
        >
          Refresh Meetings
        </Button>
      }
    >
      <div className="slotwise-calendar" data-testid="planner-calendar" ref={calendarRef}>
        {/* Drawn once its width is known (before the first paint): with the right columns. */}
        {columns ? (
          <Calendar<ShownEvent>
            localizer={plannerLocalizer}
            events={shownEvents}
            date={shownDate}
            view={view}
            views={VIEWS}
            onNavigate={onNavigate}
            onView={onView}
            onDrillDown={onDrillDown}
            onSelectEvent={openEvent}
            onKeyPressEvent={onKeyPressEvent}
            getNow={getNow}
            step={CALENDAR_STEP_MINUTES}
            timeslots={TIMESLOTS}
            scrollToTime={SCROLL_TO_TIME}
            eventPropGetter={eventPropGetter}
            formats={FORMATS}
            components={COMPONENTS}
            popup
            // A meeting across midnight is drawn in the time grid on each of its days, not in the
            // all-day row (which would also take a meeting that ends at midnight).
            showMultiDayTimes
            // Side by side in the columns `foldOverlaps` left (as many as the day has room for), never
            // stacked: a "+N more" is never covered by a meeting, and no meeting is narrower than
            // a column.
            dayLayoutAlgorithm={DAY_LAYOUT}
          />
        ) : null}
        {/*
          Loading, error and empty notes float over the grid, never above the calendar: the
          toolbar stays where it is from week to week, so pressing › again never lands on the grid.
        */}
        <div className="slotwise-calendar-notes">
          {isPending ? (
            <Paper shadow="sm" withBorder radius="xl" px="md" py={6}>
              <Group gap="xs" role="status" aria-live="polite" wrap="nowrap">
                <Loader size="xs" aria-hidden="true" />
                <Text size="sm" c="gray.7">
                  Loading meetings...
                </Text>
              </Group>
            </Paper>
          ) : null}
          {isError ? (
            <Paper shadow="sm" radius="md">
              <Alert color="red" variant="light" title="Failed to load meetings" role="alert">
                <Button variant="default" size="xs" mt="xs" onClick={() => void refresh()}>
                  Try Again
                </Button>
              </Alert>
            </Paper>
          ) : null}
          {!isPending && !isError && events.length === 0 ? (
            <Paper shadow="sm" radius="md">
              <Alert color="gray" variant="light" title={EMPTY_TITLES[view]}>
                Book a meeting through one of your scheduling links, or use Today and the arrows to
                look at another {view === 'day' ? 'day' : view === 'month' ? 'month' : 'week'}.
              </Alert>
            </Paper>
          ) : null}
        </div>
      </div>
      <EventDetailsModal event={selected} zone={zone} onClose={() => setSelected(null)} />
      <MoreMeetingsModal
        more={more}
        onClose={() => setMore(null)}
        onOpen={(event) => {
          setMore(null);
          openEvent(event);
        }}
      />
    </SectionCard>
  );
}
