/**
 * MSW handlers that put the Weekly Planner in a named state, for its component tests and stories.
 * Bodies are typed by the contract (`components['schemas']`).
 */
import { delay, http, HttpResponse } from 'msw';
import type { components } from '../../api/schema.gen';
import { WEEK_START_DATE_MESSAGE } from '../../domain/api-schemas';
import { addDays, isWeekStart, type CivilDate } from '../../domain/week';
import { zoneOffset } from '../../domain/zone-clock';
import { jordan } from '../../test/fixtures';
import { CALENDAR_COLORS } from './event-colors';
import { failure } from '../../test/api-failure';

type Schemas = components['schemas'];
type Meeting = Schemas['Meeting'];
type WeeklyGoals = Schemas['WeeklyGoals'];
type WeeklyGoalsInput = Schemas['WeeklyGoalsInput'];
type ConnectedCalendars = Schemas['ConnectedCalendars'];

const MEETINGS = '*/api/dashboard/meetings';
const GOALS = '*/api/goals';
const CALENDARS = '*/api/user/connected-calendars';

/** Everything around the screen: a signed-in host with the calendar scopes, no workflow access. */
export { signedInHost } from '../../test/fixtures';

// ---- meetings ---------------------------------------------------------------------------------

export const PERSONAL = 'jordan.personal@example.org';
export const SIDE = 'jordan.side@example.org';
export const FOURTH = 'jordan.fourth@example.org';
export const FIFTH = 'jordan.fifth@example.org';

/** The instant of a wall time in `zone`: '2026-03-08', '10:00'. */
export function wallTime(date: CivilDate, time: string, zone: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const guess = Date.parse(`${date}T00:00:00.000Z`) + (h * 60 + m) * 60_000;
  return guess - zoneOffset(guess - zoneOffset(guess, zone), zone);
}

let sequence = 0;

/** A meeting at a wall time of `zone`, on the primary calendar unless told otherwise. */
export function meetingAt(
  date: CivilDate,
  time: string,
  zone: string,
  {
    title = 'Product sync',
    minutes = 30,
    calendar = 0,
    ...rest
  }: Partial<Meeting> & { minutes?: number; calendar?: number } = {},
): Meeting {
  const start = wallTime(date, time, zone);
  const emails = [jordan.email, PERSONAL, SIDE, FOURTH, FIFTH];
  return {
    id: `evt_${date}_${time.replace(':', '')}_${(sequence++).toString(36)}`,
    title,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + minutes * 60_000).toISOString(),
    color: CALENDAR_COLORS[calendar % CALENDAR_COLORS.length]!,
    calendarEmail: emails[calendar] ?? jordan.email,
    source: 'calendar',
    attendees: [],
    ...rest,
  };
}

const WEEK_PLAN: [day: number, time: string, title: string, minutes: number, calendar: number][] = [
  [0, '09:00', 'Team standup', 15, 0],
  [0, '11:00', '1:1 with Alex Morgan', 30, 0],
  [0, '15:30', 'School pickup', 30, 1],
  [1, '09:00', 'Team standup', 15, 0],
  [1, '10:00', 'Design review', 60, 0],
  [1, '14:00', 'Customer call — Acme Corp', 45, 0],
  [2, '09:00', 'Team standup', 15, 0],
  [2, '11:30', 'Dentist', 60, 1],
  [2, '18:30', 'Side project sync', 60, 2],
  [3, '09:00', 'Team standup', 15, 0],
  [3, '13:00', 'Sprint planning', 90, 0],
  [3, '16:00', 'Hiring panel', 60, 0],
  [4, '09:00', 'Team standup', 15, 0],
  [4, '10:30', 'Roadmap sync', 45, 0],
  [4, '19:00', 'Dinner with friends', 120, 1],
  [5, '10:00', 'Volunteer shift', 120, 2],
];

/** A realistic week of meetings from its Monday, in three calendars and one booking. */
export function sampleWeek(monday: CivilDate, zone: string): Meeting[] {
  const meetings = WEEK_PLAN.map(([day, time, title, minutes, calendar]) =>
    meetingAt(addDays(monday, day), time, zone, { title, minutes, calendar }),
  );
  meetings.push(
    meetingAt(addDays(monday, 3), '10:00', zone, {
      title: '1-1 meeting with Dana White',
      source: 'booking',
      attendees: [{ name: 'Dana White', email: 'dana.white@example.org' }],
    }),
  );
  return meetings.sort((a, b) => a.startTime.localeCompare(b.startTime));
}

export interface RequestedRange {
  startDate: string | null;
  endDate: string | null;
}

function overlapping(meetings: readonly Meeting[], start: string | null, end: string | null) {
  if (!start || !end) return [...meetings];
  const from = Date.parse(start);
  const to = Date.parse(end);
  return meetings.filter((m) => Date.parse(m.startTime) <= to && Date.parse(m.endTime) >= from);
}

export const meetingsApi = {
  /**
   * Answers the given meetings that overlap the requested range (like the backend), earliest
   * first. Each requested range is pushed to `record`.
   */
  list: (meetings: readonly Meeting[] = [], record?: RequestedRange[]) =>
    http.get(MEETINGS, ({ request }) => {
      const url = new URL(request.url);
      const range = {
        startDate: url.searchParams.get('startDate'),
        endDate: url.searchParams.get('endDate'),
      };
      record?.push(range);
      return HttpResponse.json<Meeting[]>(
        overlapping(meetings, range.startDate, range.endDate).sort((a, b) =>
          a.startTime.localeCompare(b.startTime),
        ),
      );
    }),
  pending: () =>
    http.get(MEETINGS, async () => {
      await delay('infinite');
      return HttpResponse.json<Meeting[]>([]);
    }),
  fails: (status = 500) =>
    http.get(MEETINGS, () => failure('Calendar service unavailable', status)),
  /** Fails `times` times, then answers like `list`. */
  failsThenLists: (times: number, meetings: readonly Meeting[] = []) => {
    let failures = 0;
    return http.get(MEETINGS, ({ request }) => {
      if (failures < times) {
        failures++;
        return failure('Calendar service unavailable', 500);
      }
      const url = new URL(request.url);
      return HttpResponse.json<Meeting[]>(
        overlapping(meetings, url.searchParams.get('startDate'), url.searchParams.get('endDate')),
      );
    });
  },
};

// ---- goals ------------------------------------------------------------------------------------

export const JORDAN_GOALS = [
  'Ship the booking page redesign',
  'Prepare the Q4 planning deck',
  'Two focus afternoons without meetings',
];

const emptyGoals = (weekStartDate: string): WeeklyGoals => ({
  id: null,
  goals: [],
  weekStartDate,
  updatedAt: null,
  version: 0,
});

export const goalsApi = {
  /**
   * A small goals store in memory, keyed by `weekStartDate` (a Monday's date, `2026-03-02`; any
   * other value is a 400, as on the backend): GET reads it, POST validates like the backend (three
   * goals, trimmed, at most 100 characters, one non-blank) and writes it. Every POST body is
   * pushed to `saved`; `latency` (ms) delays the POST answer.
   */
  stateful: ({
    initial = {},
    requested,
    saved,
    latency,
  }: {
    initial?: Record<string, string[]>;
    requested?: string[];
    saved?: WeeklyGoalsInput[];
    latency?: number;
  } = {}) => {
    const store = new Map(Object.entries(initial));
    return [
      http.get(GOALS, ({ request }) => {
        const weekStartDate = new URL(request.url).searchParams.get('weekStartDate') ?? '';
        requested?.push(weekStartDate);
        if (!isWeekStart(weekStartDate)) return failure(WEEK_START_DATE_MESSAGE, 400);
        const goals = store.get(weekStartDate);
        if (!goals) return HttpResponse.json<WeeklyGoals>(emptyGoals(weekStartDate));
        return HttpResponse.json<WeeklyGoals>({
          id: `gls_${weekStartDate}`,
          goals,
          weekStartDate,
          updatedAt: '2026-03-02T12:00:00.000Z',
          version: 1,
        });
      }),
      http.post(GOALS, async ({ request }) => {
        const body = (await request.json()) as WeeklyGoalsInput;
        saved?.push(body);
        if (latency) await delay(latency);
        if (!isWeekStart(body.weekStartDate)) return failure(WEEK_START_DATE_MESSAGE, 400);
        const goals = body.goals.map((goal) => goal.trim());
        if (goals.length !== 3 || goals.some((goal) => goal.length > 100)) {
          return failure('goals must hold exactly 3 goals of at most 100 characters', 400);
        }
        if (goals.every((goal) => goal === '')) {
          return failure('You need to provide at least one goal for the week.', 400);
        }
        store.set(body.weekStartDate, goals);
        return HttpResponse.json<WeeklyGoals>({
          id: `gls_${body.weekStartDate}`,
          goals,
          weekStartDate: body.weekStartDate,
          updatedAt: new Date().toISOString(),
          version: 2,
        });
      }),
    ];
  },
  /** Every week answers `goals` (three strings), or nothing saved with `null`. */
  always: (goals: string[] | null) =>
    http.get(GOALS, ({ request }) => {
      const weekStartDate = new URL(request.url).searchParams.get('weekStartDate') ?? '';
      if (!isWeekStart(weekStartDate)) return failure(WEEK_START_DATE_MESSAGE, 400);
      if (!goals) return HttpResponse.json<WeeklyGoals>(emptyGoals(weekStartDate));
      return HttpResponse.json<WeeklyGoals>({
        id: 'gls_always',
        goals,
        weekStartDate,
        updatedAt: '2026-03-02T12:00:00.000Z',
        version: 1,
      });
    }),
  pending: () =>
    http.get(GOALS, async () => {
      await delay('infinite');
      return HttpResponse.json<WeeklyGoals>(emptyGoals(''));
    }),
  fails: (status = 500) => http.get(GOALS, () => failure('Goals unavailable', status)),
  /** POST fails; with `error: null` the body carries no `error` field. */
  saveFails: (error: string | null = 'Goals store unavailable', status = 500) =>
    http.post(GOALS, () =>
      error === null ? new HttpResponse(null, { status: 502 }) : failure(error, status),
    ),
};

// ---- calendars --------------------------------------------------------------------------------

export const primaryOnly: ConnectedCalendars = { primary: { email: jordan.email }, additional: [] };

/** The primary calendar and four additional ones: the card shows three of them. */
export const fiveCalendars: ConnectedCalendars = {
  primary: { email: jordan.email },
  additional: [{ email: PERSONAL }, { email: SIDE }, { email: FOURTH }, { email: FIFTH }],
};

export const calendarsApi = {
  get: (calendars: ConnectedCalendars = fiveCalendars) =>
    http.get(CALENDARS, () => HttpResponse.json<ConnectedCalendars>(calendars)),
  pending: () =>
    http.get(CALENDARS, async () => {
      await delay('infinite');
      return HttpResponse.json<ConnectedCalendars>(primaryOnly);
    }),
  fails: (status = 500) => http.get(CALENDARS, () => failure('Calendars unavailable', status)),
};
