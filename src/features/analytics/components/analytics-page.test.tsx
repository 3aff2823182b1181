import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { db } from '../../../../mocks/db';
import { recordRequests, Seed } from '../../../../mocks/test/story-backend';
import {
  analyticsBackend,
  focusBlockRecord,
  meetingAt,
  sampleMonth,
  seedColleagues,
  seedMeetings,
} from '../test-seed';

interface RequestedRange {
  startDate: string | null;
  endDate: string | null;
}

/** The meetings reads the screen sends, in order. */
const recordMeetingsReads = () =>
  recordRequests(server, '/api/dashboard/meetings', (url): RequestedRange => ({
    startDate: url.searchParams.get('startDate'),
    endDate: url.searchParams.get('endDate'),
  }));

/** The metrics reads the screen sends. */
const recordMetricsReads = () => recordRequests(server, '/api/dashboard/metrics', () => Date.now());

/** Wednesday 2026-03-11, 15:00 UTC (the unit project runs in UTC). */
const NOW = new Date('2026-03-11T15:00:00.000Z');
const ZONE = 'UTC';

const heading = () => screen.findByRole('heading', { name: 'Analytics', level: 1 });
const value = (card: string) => screen.getByTestId(`${card}-value`).textContent;
const note = (card: string) => screen.getByTestId(`${card}-note`).textContent;
const panel = (name: string) => screen.getByRole('region', { name });
const bars = (name: string) =>
  within(panel(name))
    .queryAllByRole('listitem')
    .map((item) => [item.textContent, Number(item.getAttribute('data-percent'))]);

async function figuresShown() {
  await heading();
  await screen.findByTestId('total-meetings-value');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  server.events.removeAllListeners('request:start');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Analytics', () => {
  it('shows the title, the subtitle and a spinner while loading', async () => {
    await analyticsBackend(server, { now: NOW.toISOString(), faults: 'listMeetings:hang' });
    renderApp('/analytics');
    await heading();
    expect(screen.getByText('Insights into your meeting patterns and productivity')).toBeVisible();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading analytics');
    expect(screen.getByRole('button', { name: 'Refresh Data' })).toBeDisabled();
    expect(screen.queryByTestId('total-meetings-value')).toBeNull();
  });

  it('computes every figure from the meetings of one request', async () => {
    const requests = recordMeetingsReads();
    const meetings = [
      ...sampleMonth('2026-03-11', ZONE),
      meetingAt('2026-03-20', '09:00', ZONE, 30),
      meetingAt('2026-03-27', '13:00', ZONE, 120),
      meetingAt('2026-02-26', '09:00', ZONE, 30), // February: not this month, not last week
    ];
    await analyticsBackend(server, { now: NOW.toISOString(), meetings, connectedUsers: 37 });
    renderApp('/analytics');
    await figuresShown();

    expect(requests).toEqual([
      { startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-03-31T23:59:59.999Z' },
    ]);
    expect(value('total-meetings')).toBe('20');
    expect(note('total-meetings')).toBe('This month');
    expect(value('this-week')).toBe('10');
    expect(note('this-week')).toBe('+25% from last week');
    // (8 last week: 315 min) + (10 this week: 450 min) + 30 + 120 = 915 min / 20 = 45.75
    expect(value('avg-duration')).toBe('46 min');
    expect(note('avg-duration')).toBe('Per meeting');
    expect(value('connected-users')).toBe('37');
    expect(note('connected-users')).toBe('With Google Calendar');

    expect(bars('Popular Time Slots')).toEqual([
      ['9:00 AM9 meetings', 36],
      ['10:00 AM4 meetings', 16],
      ['11:00 AM2 meetings', 8],
      ['2:00 PM2 meetings', 8],
      ['1:00 PM1 meeting', 4],
    ]);
    expect(bars('Meetings by Day')).toEqual([
      ['Monday4 meetings', 20],
      ['Tuesday4 meetings', 20],
      ['Wednesday3 meetings', 15],
      ['Thursday3 meetings', 15],
      ['Friday5 meetings', 25],
      ['Saturday1 meeting', 5],
      ['Sunday0 meetings', 0],
    ]);
  });

  it('states plainly when last week had no meetings', async () => {
    await analyticsBackend(server, {
      now: NOW.toISOString(),
      meetings: [meetingAt('2026-03-09', '09:00', ZONE), meetingAt('2026-03-10', '09:00', ZONE)],
    });
    renderApp('/analytics');
    await figuresShown();
    expect(value('this-week')).toBe('2');
    expect(note('this-week')).toBe('No meetings last week');
  });

  it('scales bars against the largest value when it exceeds 25 and 20', async () => {
    const meetings = Array.from({ length: 30 }, (_, i) =>
      meetingAt(`2026-03-${String(2 + (i % 5)).padStart(2, '0')}`, '09:00', ZONE),
    );
    meetings.push(meetingAt('2026-03-12', '15:00', ZONE));
    await analyticsBackend(server, { now: NOW.toISOString(), meetings });
    renderApp('/analytics');
    await figuresShown();
    expect(bars('Popular Time Slots')).toEqual([
      ['9:00 AM30 meetings', 100],
      ['3:00 PM1 meeting', 3.3],
    ]);
    // Six a weekday (the 2nd to the 6th, six times each) stays under 20: scaled against 20.
    expect(bars('Meetings by Day').slice(0, 4)).toEqual([
      ['Monday6 meetings', 30],
      ['Tuesday6 meetings', 30],
      ['Wednesday6 meetings', 30],
      ['Thursday7 meetings', 35],
    ]);
  });

  it('shows zeros without meetings', async () => {
    await analyticsBackend(server, { now: NOW.toISOString(), connectedUsers: 1 });
    renderApp('/analytics');
    await figuresShown();
    expect(value('total-meetings')).toBe('0');
    expect(value('this-week')).toBe('0');
    expect(note('this-week')).toBe('No meetings last week');
    expect(value('avg-duration')).toBe('0 min');
    expect(value('connected-users')).toBe('1');
    expect(
      within(panel('Popular Time Slots')).getByText('No meetings this month yet.'),
    ).toBeVisible();
    expect(bars('Meetings by Day').map(([, percent]) => percent)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('logs a failed load and shows the defaults', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await analyticsBackend(server, {
      now: NOW.toISOString(),
      faults: 'listMeetings:500,getDashboardMetrics:500',
    });
    renderApp('/analytics');
    await figuresShown();
    expect(value('total-meetings')).toBe('0');
    expect(value('this-week')).toBe('0');
    expect(value('avg-duration')).toBe('0 min');
    expect(value('connected-users')).toBe('0');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'Failed to load meetings for analytics',
        expect.anything(),
      ),
    );
    expect(logged).toHaveBeenCalledWith('Failed to load dashboard metrics', expect.anything());
  });

  it('keeps the meeting figures when only the metrics fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await analyticsBackend(server, {
      now: NOW.toISOString(),
      meetings: sampleMonth('2026-03-11', ZONE),
      faults: 'getDashboardMetrics:500',
    });
    renderApp('/analytics');
    await figuresShown();
    expect(value('this-week')).toBe('10');
    expect(value('connected-users')).toBe('0');
  });

  it('reloads the data with Refresh Data', async () => {
    const requests = recordMeetingsReads();
    const metricsCalls = recordMetricsReads();
    await analyticsBackend(server, { now: NOW.toISOString() });
    const { user } = renderApp('/analytics');
    await figuresShown();
    // A meeting and three accounts more in the mock's database.
    const added = new Seed(NOW.getTime(), 2);
    seedMeetings(added, [meetingAt('2026-03-10', '09:00', ZONE)]);
    seedColleagues(added, 3, 37);
    for (const meeting of added.data.meetings) await db.meetings.create(meeting);
    for (const user of added.data.users) await db.users.create(user);
    for (const calendar of added.data.calendars) await db.calendars.create(calendar);
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await waitFor(() => expect(value('this-week')).toBe('1'));
    expect(value('connected-users')).toBe('40');
    expect(requests).toHaveLength(2);
    expect(metricsCalls).toHaveLength(2);
  });
});

describe('Analytics: Focus Time', () => {
  const WEEK = '2026-03-09';
  const card = () => screen.findByRole('region', { name: 'Focus Time' });
  /** The focus reads the screen sends, each with its week. */
  const recordFocusReads = () =>
    recordRequests(server, '/api/focus', (url) => url.searchParams.get('weekStartDate'));

  it('shows this week’s focus time planned against needed, and the share kept', async () => {
    await analyticsBackend(server, {
      now: NOW.toISOString(),
      focus: {
        weekStartDate: WEEK,
        minutesNeeded: [120, 60, 0],
        blocks: [
          { goalIndex: 0, startTime: '2026-03-10T09:00:00.000Z', minutes: 60 },
          { goalIndex: 0, startTime: '2026-03-12T09:00:00.000Z', minutes: 60, moves: 1 },
          {
            goalIndex: 1,
            startTime: '2026-03-13T09:00:00.000Z',
            minutes: 60,
            status: 'dropped',
          },
        ],
      },
    });
    renderApp('/analytics');
    const region = within(await card());
    expect(region.getByTestId('focus-time-planned')).toHaveTextContent('2 h planned of 3 h needed');
    // Of the 3 h applied, only the block never moved nor dropped was kept.
    expect(region.getByTestId('focus-time-kept')).toHaveTextContent(
      '33% kept (not moved or dropped)',
    );
  });

  it('reloads the Focus Time card with Refresh Data', async () => {
    const reads = recordFocusReads();
    await analyticsBackend(server, {
      now: NOW.toISOString(),
      focus: {
        weekStartDate: WEEK,
        minutesNeeded: [120, 0, 0],
        blocks: [{ goalIndex: 0, startTime: '2026-03-10T09:00:00.000Z', minutes: 60 }],
      },
    });
    const { user } = renderApp('/analytics');
    const region = within(await card());
    expect(region.getByTestId('focus-time-planned')).toHaveTextContent('1 h planned of 2 h needed');
    // Another hour applied meanwhile (in another tab).
    await db.focusBlocks.create(
      focusBlockRecord(
        WEEK,
        { goalIndex: 0, startTime: '2026-03-12T09:00:00.000Z', minutes: 60 },
        9,
        NOW.toISOString(),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await waitFor(() =>
      expect(region.getByTestId('focus-time-planned')).toHaveTextContent(
        '2 h planned of 2 h needed',
      ),
    );
    expect(reads).toEqual([WEEK, WEEK]);
  });
});
