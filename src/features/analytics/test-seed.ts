/**
 * The Analytics screen's data for its component tests and stories: the host's meetings at wall
 * times of a zone, and the connected accounts, written into the mock backend's database, which
 * the mock's own handlers then serve (`mocks/test/story-backend.ts`).
 */
import type { RequestHandler } from 'msw';
import {
  seedBackend,
  STORY_HOST,
  type HandlerTarget,
  type Seed,
} from '../../../mocks/test/story-backend';
import type { FocusBlockRecord } from '../../../mocks/db';
import { zoneOffset } from '../../domain/zone-clock';
import { addDays, mondayOf, type CivilDate } from '../../domain/civil-date';

/** A meeting of the host: its title, first instant (epoch ms) and length. */
export interface PlannedMeeting {
  title: string;
  start: number;
  minutes: number;
}

/** A meeting at a wall time of `zone`: '2026-03-09', '10:00', minutes. */
export function meetingAt(
  date: CivilDate,
  time: string,
  zone: string,
  minutes = 30,
  title = 'Product sync',
): PlannedMeeting {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const guess = Date.parse(`${date}T00:00:00.000Z`) + (h * 60 + m) * 60_000;
  const start = guess - zoneOffset(guess - zoneOffset(guess, zone), zone);
  return { title, start, minutes };
}

/**
 * A busy month around `today`: last week 8 meetings, this week 10, and more across the month,
 * mostly mornings, Monday to Friday.
 */
export function sampleMonth(today: CivilDate, zone: string): PlannedMeeting[] {
  const monday = mondayOf(today);
  const meetings: PlannedMeeting[] = [];
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

/** Writes `meetings` into the host's primary calendar. */
export function seedMeetings(seed: Seed, meetings: readonly PlannedMeeting[]): void {
  for (const meeting of meetings) {
    seed.meeting({ userId: STORY_HOST.id, calendarEmail: STORY_HOST.email, ...meeting });
  }
}

/**
 * Accounts with a usable primary calendar besides the host, numbered from `from`: with the host,
 * the Connected Users figure.
 */
export function seedColleagues(seed: Seed, count: number, from = 1): void {
  for (let i = from; i < from + count; i++) {
    seed.user({
      id: `usr_colleague_${i}`,
      name: `Colleague ${i}`,
      email: `colleague.${i}@example.com`,
      picture: null,
      timezone: 'UTC',
      slackId: null,
    });
  }
}

/** A focus block of the host: its goal, first instant (ISO) and length. */
export interface FocusBlockAt {
  goalIndex: number;
  startTime: string;
  minutes: number;
  status?: 'planned' | 'dropped';
  moves?: number;
}

/** A focus block record of the host in the goals week `weekStartDate`, numbered `index`. */
export function focusBlockRecord(
  weekStartDate: CivilDate,
  block: FocusBlockAt,
  index: number,
  savedAt: string,
): FocusBlockRecord {
  return {
    id: `fcs_analytics_${index}`,
    userId: STORY_HOST.id,
    weekStartDate,
    goalIndex: block.goalIndex,
    startTime: block.startTime,
    endTime: new Date(Date.parse(block.startTime) + block.minutes * 60_000).toISOString(),
    status: block.status ?? 'planned',
    moves: block.moves ?? 0,
    notice: null,
    version: 1 + (block.moves ?? 0),
    createdAt: savedAt,
    updatedAt: savedAt,
  };
}

/** The goals of the week `weekStartDate`, with their time needs and the focus blocks. */
function seedFocusWeek(seed: Seed, { weekStartDate, minutesNeeded, blocks }: FocusWeekSeed): void {
  const savedAt = seed.iso(seed.now - 60 * 60_000);
  seed.data.goals.push({
    id: seed.id('gls'),
    userId: STORY_HOST.id,
    weekStartDate,
    goals: ['Ship the booking page redesign', 'Prepare the Q4 planning deck', ''],
    minutesNeeded: [...minutesNeeded],
    focusVersion: blocks.length > 0 ? 1 : 0,
    createdAt: savedAt,
    updatedAt: savedAt,
  });
  blocks.forEach((block, index) =>
    seed.data.focusBlocks.push(focusBlockRecord(weekStartDate, block, index, savedAt)),
  );
}

export interface FocusWeekSeed {
  /** The goals week's Monday. */
  weekStartDate: CivilDate;
  /** The three goals' needs, in minutes. */
  minutesNeeded: readonly number[];
  blocks: readonly FocusBlockAt[];
}

/**
 * The Analytics screen over the mock backend: Jordan signed in (no workflow access) with
 * `meetings` in his calendar, `connectedUsers` accounts in all (37 by default), a week's goals
 * with their focus time (`focus`), the faults and overrides given.
 */
export function analyticsBackend(
  target: HandlerTarget,
  options: {
    meetings?: readonly PlannedMeeting[];
    connectedUsers?: number;
    focus?: FocusWeekSeed;
    now?: string;
    faults?: string;
  } = {},
  ...overrides: RequestHandler[]
): Promise<void> {
  return seedBackend(
    target,
    {
      now: options.now,
      seed(seed) {
        seed.user(STORY_HOST);
        seedColleagues(seed, (options.connectedUsers ?? 37) - 1);
        seedMeetings(seed, options.meetings ?? []);
        if (options.focus) seedFocusWeek(seed, options.focus);
      },
      signedInAs: STORY_HOST.email,
      faults: options.faults,
    },
    ...overrides,
  );
}
