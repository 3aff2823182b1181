/**
 * The Meeting Preferences screen's data for its component tests and stories: the host's stored
 * preferences, their connected calendars and the past meetings an analysis reads, written into
 * the mock backend's database, which the mock's own handlers then serve
 * (`mocks/test/story-backend.ts`). The preferences are typed as the screen reads them
 * (`components['schemas']`), so tests compare what it shows and sends with them.
 */
import type { RequestHandler } from 'msw';
import type { PreferencesRecord } from '../../../mocks/db';
import { hungRequests, releaseHung } from '../../../mocks/faults/faults';
import type { OperationId } from '../../../mocks/faults/operations';
import {
  recordBodies,
  seedBackend,
  STORY_HOST,
  type HandlerTarget,
  type RequestEvents,
  type Seed,
} from '../../../mocks/test/story-backend';
import type { components } from '../../api/schema.gen';
import { addDays } from '../../domain/civil-date';

type Schemas = components['schemas'];
type Preferences = Schemas['Preferences'];
type PreferencesInput = Schemas['PreferencesInput'];

const off = { enabled: false, startHour: 9, endHour: 17 };
const nineToFive = { enabled: true, startHour: 9, endHour: 17 };

/** What a host who never saved or analysed holds, in New York (version 1). */
export const defaultServerPreferences: Preferences = {
  timePreference: 'both',
  timezone: 'America/New_York',
  dayAvailability: {
    '0': off,
    '1': nineToFive,
    '2': nineToFive,
    '3': nineToFive,
    '4': nineToFive,
    '5': nineToFive,
    '6': off,
  },
  bufferTime: 15,
  noBufferNeeded: false,
  totalMeetingsAnalyzed: 0,
  lastAnalyzedAt: null,
  slackId: null,
  timeOff: [],
  dateOverrides: [],
  version: 1,
};

/** The contract's "analysed" example: mornings, Wednesday 10-16, Friday 9-13 (version 4). */
export const analysedPreferences: Preferences = {
  timePreference: 'am',
  timezone: 'America/New_York',
  dayAvailability: {
    '0': off,
    '1': nineToFive,
    '2': nineToFive,
    '3': { enabled: true, startHour: 10, endHour: 16 },
    '4': nineToFive,
    '5': { enabled: true, startHour: 9, endHour: 13 },
    '6': off,
  },
  bufferTime: 15,
  noBufferNeeded: false,
  totalMeetingsAnalyzed: 128,
  lastAnalyzedAt: '2026-11-02T14:00:03.000Z',
  slackId: 'U05JLEE2026',
  timeOff: [],
  dateOverrides: [],
  version: 4,
};

/** Jordan's additional calendars, in the order they were connected. */
export const PERSONAL_CALENDAR = 'jordan.personal@example.org';
export const SECOND_PERSONAL_CALENDAR = 'jordan.lee@example.net';
export const TWO_PERSONAL_CALENDARS = [PERSONAL_CALENDAR, SECOND_PERSONAL_CALENDAR] as const;

/** The zone of Jordan's primary calendar in the analysis seeds: the zone an analysis proposes. */
export const ANALYSIS_ZONE = 'Europe/London';

/** The mock clock on the day the analysis tests run it ("Last checked on November 3, 2026"). */
export const ANALYSIS_DAY = '2026-11-03T15:00:00.000Z';

/** The preferences as the mock's database holds them for the host. */
export function preferencesRecord(preferences: Preferences): PreferencesRecord {
  return {
    userId: STORY_HOST.id,
    timePreference: preferences.timePreference,
    timezone: preferences.timezone,
    dayAvailability: structuredClone(preferences.dayAvailability),
    bufferTime: preferences.bufferTime,
    noBufferNeeded: preferences.noBufferNeeded,
    timeOff: structuredClone(preferences.timeOff ?? []),
    dateOverrides: structuredClone(preferences.dateOverrides ?? []),
    ...(preferences.notifications ? { notifications: { ...preferences.notifications } } : {}),
    totalMeetingsAnalyzed: preferences.totalMeetingsAnalyzed,
    lastAnalyzedAt: preferences.lastAnalyzedAt,
    slackId: preferences.slackId,
    updatedAt: preferences.lastAnalyzedAt ?? '2026-10-05T14:00:00.000Z',
    version: preferences.version,
  };
}

/**
 * A past meeting in the primary calendar, at a wall time of ANALYSIS_ZONE: `weeksAgo` weeks
 * before this week, on `dow` (0 = Sunday), from `start` ('12:00') for `minutes`.
 */
function pastMeeting(
  seed: Seed,
  weeksAgo: number,
  dow: number,
  start: string,
  minutes: number,
): void {
  const [hour = 0, minute = 0] = start.split(':').map(Number);
  // The week's Monday moved to the weekday (Sunday is the day before).
  const date = addDays(seed.monday(ANALYSIS_ZONE, -weeksAgo), dow === 0 ? -1 : dow - 1);
  const host = { ...STORY_HOST, timezone: ANALYSIS_ZONE };
  seed.meetingAt(host, STORY_HOST.email, date, hour, minute, minutes, 'Project sync');
}

/**
 * Seven past weeks of afternoons, Tuesday to Thursday: 12:00-13:00 and, ten minutes later, on
 * to 18:00. An analysis finds 42 meetings, Tuesday to Thursday 12 to 18, afternoons, a 10-minute
 * buffer, in ANALYSIS_ZONE.
 */
export function seedAfternoonWeeks(seed: Seed): void {
  for (let weeksAgo = 1; weeksAgo <= 7; weeksAgo++) {
    for (const dow of [2, 3, 4]) {
      pastMeeting(seed, weeksAgo, dow, '12:00', 60);
      pastMeeting(seed, weeksAgo, dow, '13:10', 290);
    }
  }
}

/**
 * Four past weeks, Tuesday to Friday, mostly afternoons, with three busy mornings and a stray
 * Monday and Saturday: an analysis finds 42 meetings, 31 of them between 12 PM and 6 PM on
 * Tue–Fri and 9 before noon (afternoons, a 10-minute buffer, in ANALYSIS_ZONE).
 */
export function seedMostlyAfternoons(seed: Seed): void {
  for (let weeksAgo = 1; weeksAgo <= 4; weeksAgo++) {
    for (const dow of [2, 3, 4, 5]) {
      pastMeeting(seed, weeksAgo, dow, '12:00', 60);
      // One day (the last) has its first meeting only: 31 inside the hours.
      if (weeksAgo !== 4 || dow !== 5) pastMeeting(seed, weeksAgo, dow, '13:10', 290);
    }
  }
  for (const weeksAgo of [1, 2, 3]) {
    pastMeeting(seed, weeksAgo, 2, '09:00', 30);
    pastMeeting(seed, weeksAgo, 2, '09:40', 30);
    pastMeeting(seed, weeksAgo, 2, '10:20', 30);
  }
  pastMeeting(seed, 2, 1, '14:00', 60);
  pastMeeting(seed, 2, 6, '14:00', 60);
}

export interface PreferencesSetup {
  /** The stored preferences; null: none stored (the mock's defaults). Default: the defaults. */
  preferences?: Preferences | null;
  /** Additional calendars, besides the primary one. Default: none. */
  calendars?: readonly string[];
  /**
   * The primary calendar: connected (default), its Google authorisation expired, or missing
   * (never connected: an analysis answers 409 "Google Calendar not connected").
   */
  primary?: 'connected' | 'expired' | 'missing';
  /** Past meetings for an analysis to read (then the primary calendar is in ANALYSIS_ZONE). */
  meetings?: (seed: Seed) => void;
  /** The mock clock (default NOW of mocks/test/now.ts). */
  now?: string;
  /** Faults in the text form of `mocks/faults/faults.ts` (`updatePreferences:hang`). */
  faults?: string;
}

/** Writes Jordan (no workflow access), his calendars, preferences and past meetings. */
export function seedPreferences(seed: Seed, setup: PreferencesSetup = {}): void {
  seed.user(STORY_HOST);
  const primary = seed.data.calendars.at(-1)!;
  if (setup.primary === 'expired') primary.authExpired = true;
  if (setup.primary === 'missing') seed.data.calendars.pop();
  if (setup.meetings) primary.timeZone = ANALYSIS_ZONE;
  const calendars = setup.calendars ?? [];
  calendars.forEach((email, i) =>
    seed.calendar(STORY_HOST.id, email, 'personal', { since: (30 - i) * 86_400_000 }),
  );
  const preferences =
    setup.preferences === undefined ? defaultServerPreferences : setup.preferences;
  if (preferences) seed.data.preferences.push(preferencesRecord(preferences));
  setup.meetings?.(seed);
}

/**
 * The Meeting Preferences screen over the mock backend: Jordan signed in, his preferences and
 * calendars seeded as `setup` says, the faults and overrides (failure or latency states) given.
 */
export function preferencesBackend(
  target: HandlerTarget,
  setup: PreferencesSetup = {},
  ...overrides: RequestHandler[]
): Promise<void> {
  return seedBackend(
    target,
    {
      now: setup.now,
      seed: (seed) => seedPreferences(seed, setup),
      signedInAs: STORY_HOST.email,
      faults: setup.faults,
    },
    ...overrides,
  );
}

/**
 * Every preferences body the screen sends (PUT), in order, whatever the answer. The listener stays
 * until the events' listeners are removed (the test's afterEach).
 */
export const recordSaves = (target: RequestEvents) =>
  recordBodies<PreferencesInput>(target, 'PUT', '/api/user/preferences');

/**
 * Lets the operation's hung request (a `:hang` fault) go on to the mock's answer, once it has
 * arrived: the test's "now the server answers".
 */
export async function releaseWhenHung(operationId: OperationId): Promise<void> {
  while (!hungRequests().some((request) => request.operationId === operationId)) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  releaseHung(operationId);
}
