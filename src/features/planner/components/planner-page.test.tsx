import { notifications } from '@mantine/notifications';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { createAppRouter } from '../../../app/router';
import { renderApp } from '../../../test/render-app';
import { MEETINGS_REFETCH_INTERVAL, weekMeetingsQueryOptions } from '../api';
import { eventColors } from '../event-colors';
import {
  FIFTH,
  FOURTH,
  meetingAt,
  PERSONAL,
  plannerBackend,
  recordMeetingsReads,
  sampleWeek,
  SIDE,
} from '../test-seed';

/** Thursday 2026-03-05, 15:00 UTC (the unit project runs in UTC). */
const NOW = new Date('2026-03-05T15:00:00.000Z');

const heading = () => screen.findByRole('heading', { name: 'Weekly Planner', level: 1 });
const calendarCard = () => screen.getByRole('region', { name: 'Calendar View' });
const rangeLabel = () => screen.getByTestId('calendar-range');
const columnHeaders = () =>
  [...document.querySelectorAll('.rbc-header')].map((header) => header.textContent ?? '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * An event of the calendar, by its title. The calendar renders thousands of nodes, so events
 * are found by their tooltip ('10:00 AM – 10:30 AM: Title') rather than by role.
 */
const eventButton = (title: string) => screen.findByTitle(new RegExp(`: ${escape(title)}$`));
const queryEvent = (title: string) => screen.queryByTitle(new RegExp(`: ${escape(title)}$`));
const button = (name: string) => screen.getByLabelText<HTMLButtonElement>(name);

/**
 * The app at `path`, with a user whose clicks skip the pointer-events check: it reads the
 * computed style of every ancestor, which is slow over the calendar's thousands of nodes.
 */
function renderPlanner(path = '/meetings') {
  const view = renderApp(path);
  return {
    ...view,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

/** The planner over the mock backend: by default the sample week of March 2, in five calendars. */
function setup(options: Parameters<typeof plannerBackend>[1] = {}) {
  return plannerBackend(server, { meetings: sampleWeek('2026-03-02', 'UTC'), ...options });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  notifications.clean();
});
afterEach(() => {
  server.events.removeAllListeners('request:start');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Weekly Planner: the calendar card', () => {
  it('shows the title, the card with its hint and zone, and Loading meetings... while loading', async () => {
    await setup({ faults: 'listMeetings:hang' });
    renderPlanner();
    await heading();
    expect(
      screen.getByText(
        'Plan your week with ease: track your schedule, set goals, and reflect on progress.',
      ),
    ).toBeInTheDocument();
    const card = calendarCard();
    expect(within(card).getByText(/Click on events to view details/)).toBeInTheDocument();
    expect(within(card).getByTestId('time-zone')).toHaveTextContent('UTC');
    expect(within(card).getByRole('button', { name: 'Refresh Meetings' })).toBeEnabled();
    expect(within(card).getByRole('status')).toHaveTextContent('Loading meetings...');
  });

  it('shows the week, Monday to Sunday, asking only for that week', async () => {
    const requests = recordMeetingsReads(server);
    await setup();
    renderPlanner();
    await eventButton('Design review');
    expect(rangeLabel()).toHaveTextContent('March 2 – 8, 2026');
    expect(columnHeaders()).toEqual([
      'Mon 2',
      'Tue 3',
      'Wed 4',
      'Thu 5',
      'Fri 6',
      'Sat 7',
      'Sun 8',
    ]);
    expect(requests).toEqual([
      { startDate: '2026-03-02T00:00:00.000Z', endDate: '2026-03-08T23:59:59.999Z' },
    ]);
    expect(screen.queryByText('Loading meetings...')).toBeNull();
    // 17 meetings, each once.
    expect(document.querySelectorAll('.rbc-time-view .rbc-event')).toHaveLength(17);
  });

  it('navigates week by week, each week asking for its own range once', async () => {
    const requests = recordMeetingsReads(server);
    const meetings = [
      ...sampleWeek('2026-03-02', 'UTC'),
      meetingAt('2026-03-10', '09:30', 'UTC', { title: 'Next week kickoff' }),
      meetingAt('2026-02-24', '14:00', 'UTC', { title: 'Last week retro' }),
    ];
    await setup({ meetings });
    const { user } = renderPlanner();
    await eventButton('Design review');

    await user.click(button('Next week'));
    await eventButton('Next week kickoff');
    expect(rangeLabel()).toHaveTextContent('March 9 – 15, 2026');
    expect(queryEvent('Design review')).toBeNull();

    await user.click(button('Previous week'));
    await user.click(button('Previous week'));
    await eventButton('Last week retro');
    expect(rangeLabel()).toHaveTextContent('February 23 – March 1, 2026');

    await user.click(screen.getByText('Today'));
    await eventButton('Design review');
    expect(requests).toEqual([
      { startDate: '2026-03-02T00:00:00.000Z', endDate: '2026-03-08T23:59:59.999Z' },
      { startDate: '2026-03-09T00:00:00.000Z', endDate: '2026-03-15T23:59:59.999Z' },
      { startDate: '2026-02-23T00:00:00.000Z', endDate: '2026-03-01T23:59:59.999Z' },
    ]);
  });

  it('colours each event from its meeting colour, with a darker border and white text', async () => {
    await setup();
    renderPlanner();
    const dentist = await eventButton('Dentist');
    const colors = eventColors('#00B2BF');
    expect(dentist.style.backgroundColor).toBe(colors.backgroundColor);
    expect(dentist.style.borderColor).toBe(colors.borderColor);
    expect(dentist.style.color).toBe('#FFFFFF');
    expect(dentist).toHaveTextContent('11:30 AM – 12:30 PM');
  });

  it('opens the day view of a clicked event and shows its details', async () => {
    await setup();
    const { user } = renderPlanner();
    await user.click(await eventButton('1-1 meeting with Dana White'));

    const dialog = await screen.findByRole('dialog', { name: '1-1 meeting with Dana White' });
    const details = within(dialog).getByTestId('event-details');
    expect(details).toHaveTextContent('Thursday, March 5, 2026');
    expect(details).toHaveTextContent('10:00 AM – 10:30 AM');
    expect(details).toHaveTextContent('jordan.lee@example.com');
    expect(details).toHaveTextContent('Booked through a scheduling link');
    expect(details).toHaveTextContent('Dana White (dana.white@example.org)');

    await user.click(within(dialog).getByRole('button', { name: 'Close details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rangeLabel()).toHaveTextContent('Thursday, March 5, 2026');
    expect(screen.getByLabelText('Day')).toBeChecked();
  });

  it('links a booked event to that booking in the host’s Bookings list', async () => {
    const week = sampleWeek('2026-03-02', 'UTC').map((m) =>
      m.source === 'booking' ? { ...m, bookingId: 'bkg_dana' } : m,
    );
    await setup({ meetings: week });
    const { user } = renderPlanner();
    await user.click(await eventButton('1-1 meeting with Dana White'));
    const dialog = await screen.findByRole('dialog', { name: '1-1 meeting with Dana White' });
    expect(within(dialog).getByRole('link', { name: 'Open in Bookings' })).toHaveAttribute(
      'href',
      '/bookings?booking=bkg_dana',
    );
  });

  it('draws a request awaiting confirmation dashed, says so, and links it to Bookings', async () => {
    // Friday, after the test's now: a request for a time gone by has expired.
    const riley = meetingAt('2026-03-06', '14:00', 'UTC', {
      title: 'Priority meeting with Riley Chen',
      source: 'booking',
      bookingId: 'bkg_riley',
      tentative: true,
      attendees: [{ name: 'Riley Chen', email: 'riley.chen@example.org' }],
    });
    await setup({ meetings: [...sampleWeek('2026-03-02', 'UTC'), riley] });
    const { user } = renderPlanner();
    const request = await eventButton('Priority meeting with Riley Chen');
    const colors = eventColors('#6C79FF');
    expect(request).toHaveClass('slotwise-tentative-event');
    expect(request.style.backgroundColor).toBe('#FFFFFF');
    expect(request.style.color).toBe(colors.backgroundColor);
    // What a screen reader reads before the title.
    expect(request).toHaveTextContent(
      /Awaiting your confirmation: Priority meeting with Riley Chen/,
    );
    // Other meetings are drawn as before.
    expect(await eventButton('Dentist')).not.toHaveClass('slotwise-tentative-event');
    await user.click(request);
    const dialog = await screen.findByRole('dialog', { name: 'Priority meeting with Riley Chen' });
    expect(within(dialog).getByTestId('event-details')).toHaveTextContent(
      'Booking request: awaiting your confirmation',
    );
    expect(within(dialog).getByRole('link', { name: 'Open in Bookings' })).toHaveAttribute(
      'href',
      '/bookings?booking=bkg_riley',
    );
  });

  it('opens an event from the keyboard too', async () => {
    await setup();
    const { user } = renderPlanner();
    (await eventButton('Dentist')).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Dentist' })).toHaveTextContent(
      'Wednesday, March 4, 2026',
    );
    expect(rangeLabel()).toHaveTextContent('Wednesday, March 4, 2026');
  });

  it('jumps to today when the day view is chosen on another week', async () => {
    await setup();
    const { user } = renderPlanner();
    await eventButton('Design review');
    await user.click(button('Next week'));
    await user.click(button('Next week'));
    expect(rangeLabel()).toHaveTextContent('March 16 – 22, 2026');
    await user.click(screen.getByLabelText('Day'));
    expect(rangeLabel()).toHaveTextContent('Thursday, March 5, 2026');
    expect(await eventButton('Hiring panel')).toBeInTheDocument();
  });

  it('offers the month, work week and agenda views', async () => {
    const requests = recordMeetingsReads(server);
    await setup();
    const { user } = renderPlanner();
    await eventButton('Design review');

    await user.click(screen.getByLabelText('Work Week'));
    expect(columnHeaders()).toEqual(['Mon 2', 'Tue 3', 'Wed 4', 'Thu 5', 'Fri 6']);
    expect(queryEvent('Volunteer shift')).toBeNull();

    await user.click(screen.getByLabelText('Month'));
    expect(rangeLabel()).toHaveTextContent('March 2026');
    expect(columnHeaders().slice(0, 2)).toEqual(['Mon', 'Tue']);
    // The month grid runs Monday Feb 23 to Sunday Apr 5: six weeks, one request each.
    await waitFor(() => expect(requests).toHaveLength(6));
    expect(requests.map((r) => r.startDate)).toContain('2026-02-23T00:00:00.000Z');
    expect(requests.map((r) => r.endDate)).toContain('2026-04-05T23:59:59.999Z');

    await user.click(screen.getByLabelText('Agenda'));
    expect(rangeLabel()).toHaveTextContent('March 5 – April 4, 2026');
    expect(await screen.findByText('Hiring panel')).toBeInTheDocument();
  });

  it('keeps the shown date and view in the address', async () => {
    await setup();
    const queryClient = createQueryClient();
    const router = createAppRouter(
      queryClient,
      createMemoryHistory({ initialEntries: ['/meetings?date=2026-03-11&view=work_week'] }),
    );
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await heading();
    expect(rangeLabel()).toHaveTextContent('March 9 – 13, 2026');
    expect(screen.getByLabelText('Work Week')).toBeChecked();
    await user.click(button('Next week'));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ date: '2026-03-18', view: 'work_week' }),
    );
    await user.click(screen.getByLabelText('Day'));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ date: '2026-03-05', view: 'day' }),
    );
  });

  it('ignores an unreadable date or view in the address', async () => {
    await setup();
    renderPlanner('/meetings?date=2026-02-30&view=year');
    await eventButton('Design review');
    expect(rangeLabel()).toHaveTextContent('March 2 – 8, 2026');
  });

  it('shows Failed to load meetings, and Try Again loads them', async () => {
    await setup({ faults: 'listMeetings:500:once' });
    const { user } = renderPlanner();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load meetings');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await eventButton('Design review')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load meetings')).toBeNull();
  });

  it('refreshes the shown week with Refresh Meetings, and every 30 seconds', async () => {
    const requests = recordMeetingsReads(server);
    await setup({ meetings: [] });
    const { user } = renderPlanner();
    await waitFor(() => expect(requests).toHaveLength(1));
    await user.click(screen.getByText('Refresh Meetings'));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual(requests[0]);
    expect(weekMeetingsQueryOptions('2026-03-02', 'UTC').refetchInterval).toBe(
      MEETINGS_REFETCH_INTERVAL,
    );
    expect(MEETINGS_REFETCH_INTERVAL).toBe(30_000);
  });
});

describe('Weekly Planner: the Calendars card', () => {
  it('lists the primary calendar and at most three additional ones, in the spec colours', async () => {
    await setup({ meetings: [] });
    renderPlanner();
    const card = await screen.findByRole('region', { name: 'Calendars' });
    const rows = await within(card).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'jordan.lee@example.com(Primary calendar)',
      `${PERSONAL}(Additional calendar)`,
      `${SIDE}(Additional calendar)`,
      `${FOURTH}(Additional calendar)`,
    ]);
    expect(rows.map((row) => row.getAttribute('data-color'))).toEqual([
      '#6C79FF',
      '#00B2BF',
      '#4EA7FC',
      '#F2994A',
    ]);
    expect(within(card).queryByText(FIFTH)).toBeNull();
  });

  it('only logs a failed calendar load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await setup({ meetings: [], faults: 'getConnectedCalendars:500' });
    renderPlanner();
    const card = await screen.findByRole('region', { name: 'Calendars' });
    expect(await within(card).findByText('Your calendars could not be loaded.')).toBeVisible();
    expect(logged).toHaveBeenCalledWith('Failed to load connected calendars', expect.anything());
  });
});

describe('Weekly Planner across DST, in New York', () => {
  const savedZone = process.env.TZ;
  const ZONE = 'America/New_York';
  beforeAll(() => {
    process.env.TZ = ZONE;
  });
  afterAll(() => {
    process.env.TZ = savedZone;
  });

  const tops = () =>
    [...document.querySelectorAll<HTMLElement>('.rbc-time-view .rbc-event')].map((event) => [
      event.textContent,
      event.style.top,
    ]);
  const gutterLabels = () =>
    [...document.querySelectorAll('.rbc-time-gutter .rbc-timeslot-group')].map(
      (group) => group.textContent,
    );
  const HOURS = Array.from(
    { length: 24 },
    (_, h) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? 'AM' : 'PM'}`,
  );

  it('asks for the spring-forward week by its wall-clock bounds and shifts no event', async () => {
    vi.setSystemTime(new Date('2026-03-05T17:00:00.000Z'));
    const requests = recordMeetingsReads(server);
    const meetings = [
      meetingAt('2026-03-06', '10:00', ZONE, { title: 'Friday ten' }),
      meetingAt('2026-03-08', '10:00', ZONE, { title: 'Sunday ten' }),
      meetingAt('2026-03-08', '01:30', ZONE, { title: 'Sunday half past one' }),
      meetingAt('2026-03-08', '03:30', ZONE, { title: 'Sunday half past three' }),
    ];
    await setup({ meetings });
    const { user } = renderPlanner();
    await eventButton('Sunday ten');
    expect(screen.getByTestId('time-zone')).toHaveTextContent('EST');
    expect(requests).toEqual([
      // Monday 00:00 EST to Sunday 23:59:59.999 EDT: 167 hours.
      { startDate: '2026-03-02T05:00:00.000Z', endDate: '2026-03-09T03:59:59.999Z' },
    ]);
    expect(gutterLabels()).toEqual(HOURS);
    expect(tops()).toEqual([
      ['10:00 AM – 10:30 AMFriday ten 10:00 AM', `${(10 / 24) * 100}%`],
      // 30 minutes from 01:30 EST end at 03:00 EDT: drawn to the wall-clock end.
      ['1:30 AM – 3:00 AMSunday half past one 1:30 AM', `${(1.5 / 24) * 100}%`],
      ['3:30 AM – 4:00 AMSunday half past three 3:30 AM', `${(3.5 / 24) * 100}%`],
      ['10:00 AM – 10:30 AMSunday ten 10:00 AM', `${(10 / 24) * 100}%`],
    ]);

    // The day view of the DST Sunday: 24 hour rows, none repeated.
    await user.click(await eventButton('Sunday ten'));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close details' }),
    );
    expect(rangeLabel()).toHaveTextContent('Sunday, March 8, 2026');
    expect(gutterLabels()).toEqual(HOURS);
    expect(tops()).toContainEqual([
      '10:00 AM – 10:30 AMSunday ten 10:00 AM',
      `${(10 / 24) * 100}%`,
    ]);
  });

  it('shows the fall-back week (169 hours) without a duplicated hour row', async () => {
    vi.setSystemTime(new Date('2026-10-29T16:00:00.000Z'));
    const requests = recordMeetingsReads(server);
    const meetings = [
      meetingAt('2026-10-30', '09:00', ZONE, { title: 'Friday nine' }),
      meetingAt('2026-11-01', '09:00', ZONE, { title: 'Sunday nine' }),
    ];
    await setup({ meetings });
    const { user } = renderPlanner();
    await eventButton('Sunday nine');
    expect(requests).toEqual([
      { startDate: '2026-10-26T04:00:00.000Z', endDate: '2026-11-02T04:59:59.999Z' },
    ]);
    expect(gutterLabels()).toEqual(HOURS);
    expect(tops()).toEqual([
      ['9:00 AM – 9:30 AMFriday nine 9:00 AM', `${(9 / 24) * 100}%`],
      ['9:00 AM – 9:30 AMSunday nine 9:00 AM', `${(9 / 24) * 100}%`],
    ]);
    await user.click(screen.getByLabelText('Day'));
    expect(rangeLabel()).toHaveTextContent('Thursday, October 29, 2026');
    await user.click(button('Next day'));
    await user.click(button('Next day'));
    await user.click(button('Next day'));
    expect(rangeLabel()).toHaveTextContent('Sunday, November 1, 2026');
    expect(gutterLabels()).toEqual(HOURS);
  });
});
