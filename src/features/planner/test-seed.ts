/**
 * The Weekly Planner's data for its component tests and stories: the host's meetings at wall
 * times of a zone, in his primary calendar and up to four additional ones, and his goals by
 * week, written into the mock backend's database, which the mock's own handlers then serve
 * (`mocks/test/story-backend.ts`). Meetings are typed as the contract answers them
 * (`components['schemas']`), so tests compare what the screen shows with them.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { db } from '../../../mocks/db';
import {
  recordBodies,
  recordRequests,
  reshaped,
  seedBackend,
  STORY_HOST,
  type HandlerTarget,
  type RequestEvents,
  type Seed,
} from '../../../mocks/test/story-backend';
import { versionOf } from '../../../mocks/versions';
import type { components } from '../../api/schema.gen';
import { zoneOffset } from '../../domain/zone-clock';
import { failure } from '../../test/api-failure';
import { CALENDAR_COLORS } from './event-colors';
import { addDays, type CivilDate } from '../../domain/civil-date';

type Schemas = components['schemas'];
type Meeting = Schemas['Meeting'];
type WeeklyGoalsInput = Schemas['WeeklyGoalsInput'];
type ConnectedCalendars = Schemas['ConnectedCalendars'];

const MINUTE = 60_000;

// ---- calendars --------------------------------------------------------------------------------

export const PERSONAL = 'jordan.personal@example.org';
export const SIDE = 'jordan.side@example.org';
export const FOURTH = 'jordan.fourth@example.org';
export const FIFTH = 'jordan.fifth@example.org';

/** The host's calendars by index: 0 the primary, then the additional ones in connection order. */
const CALENDARS = [STORY_HOST.email, PERSONAL, SIDE, FOURTH, FIFTH];

/** The additional calendars connected by default: all four (the Calendars card shows three). */
export const ADDITIONAL_CALENDARS: readonly string[] = CALENDARS.slice(1);

/** The colour the backend gives the n-th calendar: the primary's, then three in turn. */
function colorOf(calendar: number): string {
  if (calendar === 0) return CALENDAR_COLORS[0];
  return CALENDAR_COLORS[1 + ((calendar - 1) % (CALENDAR_COLORS.length - 1))]!;
}

// ---- meetings ---------------------------------------------------------------------------------

/** The instant of a wall time in `zone`: '2026-03-08', '10:00'. */
export function wallTime(date: CivilDate, time: string, zone: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const guess = Date.parse(`${date}T00:00:00.000Z`) + (h * 60 + m) * MINUTE;
  return guess - zoneOffset(guess - zoneOffset(guess, zone), zone);
}

let sequence = 0;

/**
 * A meeting at a wall time of `zone`, on the primary calendar unless told otherwise (`calendar`:
 * its index, 0 the primary), as the backend answers it. Ids grow in the order meetings are made,
 * so meetings at the same times are answered in that order.
 */
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
  const id = `evt_${date}_${time.replace(':', '')}_${(sequence++).toString(36).padStart(4, '0')}`;
  return {
    id,
    title,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + minutes * MINUTE).toISOString(),
    color: colorOf(calendar),
    calendarEmail: CALENDARS[calendar] ?? STORY_HOST.email,
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

/**
 * Writes `meetings` into the host's calendars (their `color` is the backend's to give). A
 * meeting with a `bookingId` is a booking of that id, made through the host's link.
 */
export function seedMeetings(seed: Seed, meetings: readonly Meeting[]): void {
  let link: { id: string; slug: string } | undefined;
  for (const meeting of meetings) {
    const attendees = meeting.attendees ?? [];
    const start = Date.parse(meeting.startTime);
    seed.meeting({
      id: meeting.id,
      userId: STORY_HOST.id,
      calendarEmail: meeting.calendarEmail ?? STORY_HOST.email,
      title: meeting.title,
      start,
      minutes: (Date.parse(meeting.endTime) - start) / MINUTE,
      source: meeting.source,
      attendees,
    });
    if (!meeting.bookingId) continue;
    if (!link) {
      const linkId = seed.link(STORY_HOST, 'standard');
      link = seed.data.links.find((l) => l.id === linkId)!;
    }
    const visitor = attendees[0];
    seed.data.bookings.push({
      id: meeting.bookingId,
      linkId: link.id,
      slug: link.slug,
      hostUserId: STORY_HOST.id,
      meetingId: meeting.id,
      title: meeting.title,
      description: '',
      startTime: meeting.startTime,
      endTime: meeting.endTime,
      attendeeName: visitor?.name ?? 'Visitor',
      attendeeEmail: visitor?.email ?? 'visitor@example.org',
      // A tentative meeting is a request waiting for the host, made 2 hours ago: it
      // expires 24 hours after it was made.
      ...(meeting.tentative
        ? { status: 'pending' as const, createdAt: seed.iso(seed.now - 2 * 60 * MINUTE) }
        : { createdAt: seed.iso(seed.now - 2 * 24 * 60 * MINUTE) }),
    });
  }
}

// ---- goals ------------------------------------------------------------------------------------

export const JORDAN_GOALS = [
  'Ship the booking page redesign',
  'Prepare the Q4 planning deck',
  'Two focus afternoons without meetings',
];

/** Writes the host's saved goals, by week (its Monday's date, `weekStartDate`). */
export function seedGoals(seed: Seed, goals: Readonly<Record<CivilDate, readonly string[]>>): void {
  for (const [weekStartDate, list] of Object.entries(goals)) {
    const savedAt = seed.iso(seed.now - 60 * MINUTE);
    seed.data.goals.push({
      id: seed.id('gls'),
      userId: STORY_HOST.id,
      weekStartDate,
      goals: [...list],
      createdAt: savedAt,
      updatedAt: savedAt,
    });
  }
}

/** Another tab saves the week's goals: the stored ones change and their version moves on. */
export async function goalsSavedElsewhere(weekStartDate: CivilDate, goals: string[]) {
  const stored = db.goals.findFirst((q) => q.where({ userId: STORY_HOST.id, weekStartDate }));
  if (!stored) throw new Error(`No goals saved for the week of ${weekStartDate}`);
  const version = versionOf(stored) + 1;
  await db.goals.update(stored, {
    data(record) {
      record.goals = goals;
      record.version = version;
    },
  });
}

/**
 * The goals saves the screen sends, in order, each as `read` gives it (by default the body). The
 * listener stays until the events' listeners are removed (the test's afterEach).
 */
export const recordGoalsSaves = <T = WeeklyGoalsInput>(
  target: RequestEvents,
  read: (body: WeeklyGoalsInput, ifMatch: string | null) => T = (body) => body as T,
) =>
  recordBodies<T, WeeklyGoalsInput>(target, 'POST', '/api/goals', (body, { headers }) =>
    read(body, headers.get('if-match')),
  );

/**
 * A save that fails with a message of its own (`error`), or with `error: null` a 502 whose body
 * carries no `error` field.
 */
export function goalsSaveFails(error: string | null, status = 500) {
  return http.post('*/api/goals', () =>
    error === null ? new HttpResponse(null, { status: 502 }) : failure(error, status),
  );
}

// ---- focus time ------------------------------------------------------------------------

export interface FocusBlockSeed {
  weekStartDate: CivilDate;
  goalIndex: number;
  /** ISO start; `minutes` long. */
  startTime: string;
  minutes: number;
  status?: 'planned' | 'dropped';
  moves?: number;
  notice?: string | null;
}

/** Writes applied focus blocks; each week holding some gets focus version 1. */
export function seedFocusBlocks(seed: Seed, blocks: readonly FocusBlockSeed[]): void {
  blocks.forEach((block, index) => {
    const at = seed.iso(seed.now - 60 * MINUTE);
    seed.data.focusBlocks.push({
      id: `fcs_seed_${index}`,
      userId: STORY_HOST.id,
      weekStartDate: block.weekStartDate,
      goalIndex: block.goalIndex,
      startTime: block.startTime,
      endTime: new Date(Date.parse(block.startTime) + block.minutes * MINUTE).toISOString(),
      status: block.status ?? 'planned',
      moves: block.moves ?? 0,
      notice: block.notice ?? null,
      version: 1 + (block.moves ?? 0),
      createdAt: at,
      updatedAt: at,
    });
    const goals = seed.data.goals.find((g) => g.weekStartDate === block.weekStartDate);
    if (goals) goals.focusVersion = 1 + (block.moves ?? 0);
  });
}

/** The focus applies the screen sends, in order, with their `If-Match`. */
export const recordFocusApplies = (target: RequestEvents) =>
  recordBodies<{ body: unknown; ifMatch: string | null }, unknown>(
    target,
    'POST',
    '/api/focus/blocks',
    (body, { headers }) => ({ body, ifMatch: headers.get('if-match') }),
  );

// ---- the screen -------------------------------------------------------------------------------

/** A range of the meetings reads. */
export interface RequestedRange {
  startDate: string | null;
  endDate: string | null;
}

/** The meetings reads the screen sends, in order. */
export const recordMeetingsReads = (target: RequestEvents) =>
  recordRequests(target, '/api/dashboard/meetings', (url): RequestedRange => ({
    startDate: url.searchParams.get('startDate'),
    endDate: url.searchParams.get('endDate'),
  }));

/**
 * The Calendars card lists the primary calendar alone while the week holds meetings of
 * additional ones: an answer another server may give (the mock lists every calendar whose
 * meetings it answers). The stories drawn that way keep it.
 */
export const calendarsListPrimaryOnly = () =>
  reshaped<ConnectedCalendars>('*/api/user/connected-calendars', (calendars) => ({
    ...calendars,
    additional: [],
  }));

/**
 * The Weekly Planner over the mock backend: Jordan signed in (no workflow access) with
 * `meetings` in his calendars, the additional `calendars` connected (default all four), `goals`
 * saved by week, the mock's clock at `now` (default the test's or story's clock), the faults and
 * overrides given.
 */
export function plannerBackend(
  target: HandlerTarget,
  options: {
    meetings?: readonly Meeting[];
    calendars?: readonly string[];
    goals?: Readonly<Record<CivilDate, readonly string[]>>;
    /** Each saved week's time needs, in minutes. */
    goalMinutes?: Readonly<Record<CivilDate, readonly number[]>>;
    /** Applied focus blocks. */
    focusBlocks?: readonly FocusBlockSeed[];
    now?: string;
    faults?: string;
  } = {},
  ...overrides: RequestHandler[]
): Promise<void> {
  return seedBackend(
    target,
    {
      now: options.now ?? new Date().toISOString(),
      seed(seed) {
        seed.user(STORY_HOST);
        (options.calendars ?? ADDITIONAL_CALENDARS).forEach((email, index) => {
          seed.calendar(STORY_HOST.id, email, 'personal', {
            since: (60 - index) * 24 * 60 * MINUTE,
          });
        });
        seedMeetings(seed, options.meetings ?? []);
        seedGoals(seed, options.goals ?? {});
        for (const goals of seed.data.goals) {
          const minutes = options.goalMinutes?.[goals.weekStartDate];
          if (minutes) goals.minutesNeeded = [...minutes];
        }
        seedFocusBlocks(seed, options.focusBlocks ?? []);
      },
      signedInAs: STORY_HOST.email,
      faults: options.faults,
    },
    ...overrides,
  );
}
