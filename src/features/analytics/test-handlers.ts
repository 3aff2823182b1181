/**
 * MSW handlers that put the Analytics screen in a named state, for its component tests and
 * stories. Bodies are typed by the contract (`components['schemas']`).
 */
import { delay, http, HttpResponse } from 'msw';
import type { components } from '../../api/schema.gen';
import { addDays, mondayOf, type CivilDate } from '../../domain/week';
import { zoneOffset } from '../../domain/zone-clock';
import { jordan } from '../../test/fixtures';
import { failure } from '../../test/api-failure';

type Schemas = components['schemas'];
type Meeting = Schemas['Meeting'];
type DashboardMetrics = Schemas['DashboardMetrics'];

const MEETINGS = '*/api/dashboard/meetings';
const METRICS = '*/api/dashboard/metrics';

/** Everything around the screen: a signed-in host with the calendar scopes, no workflow access. */
export { signedInHost } from '../../test/fixtures';

let sequence = 0;

/** A meeting at a wall time of `zone`: '2026-03-09', '10:00', minutes. */
export function meetingAt(
  date: CivilDate,
  time: string,
  zone: string,
  minutes = 30,
  title = 'Product sync',
): Meeting {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const guess = Date.parse(`${date}T00:00:00.000Z`) + (h * 60 + m) * 60_000;
  const start = guess - zoneOffset(guess - zoneOffset(guess, zone), zone);
  return {
    id: `evt_a_${(sequence++).toString(36)}`,
    title,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + minutes * 60_000).toISOString(),
    color: '#6C79FF',
    calendarEmail: jordan.email,
    source: 'calendar',
    attendees: [],
  };
}

/**
 * A busy month around `today`: last week 8 meetings, this week 10, and more across the month,
 * mostly mornings, Monday to Friday.
 */
export function sampleMonth(today: CivilDate, zone: string): Meeting[] {
  const monday = mondayOf(today);
  const meetings: Meeting[] = [];
  const week = (from: CivilDate, plan: [number, string, number][]) => {
    for (const [day, time, minutes] of plan) {
      meetings.push(meetingAt(addDays(from, day), time, zone, minutes));
    }
  };
  week(addDays(monday, -7), [
    [0, '09:00', 30],
    [0, '14:00', 60],
    [1, '09:00', 30],
    [1, '10:00', 45],
    [2, '09:00', 30],
    [3, '11:00', 60],
    [4, '09:00', 30],
    [4, '15:00', 30],
  ]);
  week(monday, [
    [0, '09:00', 30],
    [0, '10:00', 60],
    [1, '09:00', 30],
    [1, '14:00', 45],
    [2, '09:00', 30],
    [2, '10:00', 30],
    [3, '09:00', 30],
    [3, '16:00', 90],
    [4, '10:00', 45],
    [5, '11:00', 60],
  ]);
  return meetings;
}

export interface RequestedRange {
  startDate: string | null;
  endDate: string | null;
}

export const analyticsApi = {
  /** Answers the meetings overlapping the requested range; each range is pushed to `record`. */
  meetings: (meetings: readonly Meeting[] = [], record?: RequestedRange[]) =>
    http.get(MEETINGS, ({ request }) => {
      const url = new URL(request.url);
      const startDate = url.searchParams.get('startDate');
      const endDate = url.searchParams.get('endDate');
      record?.push({ startDate, endDate });
      const from = startDate ? Date.parse(startDate) : -Infinity;
      const to = endDate ? Date.parse(endDate) : Infinity;
      return HttpResponse.json<Meeting[]>(
        meetings.filter((m) => Date.parse(m.startTime) <= to && Date.parse(m.endTime) >= from),
      );
    }),
  meetingsPending: () =>
    http.get(MEETINGS, async () => {
      await delay('infinite');
      return HttpResponse.json<Meeting[]>([]);
    }),
  meetingsFail: (status = 500) =>
    http.get(MEETINGS, () => failure('Calendar service unavailable', status)),
  metrics: (metrics: DashboardMetrics = { todayMeetings: 4, activeUsers: 37 }, record?: number[]) =>
    http.get(METRICS, () => {
      record?.push(Date.now());
      return HttpResponse.json<DashboardMetrics>(metrics);
    }),
  metricsPending: () =>
    http.get(METRICS, async () => {
      await delay('infinite');
      return HttpResponse.json<DashboardMetrics>({ todayMeetings: 0, activeUsers: 0 });
    }),
  metricsFail: (status = 500) => http.get(METRICS, () => failure('Metrics unavailable', status)),
};
