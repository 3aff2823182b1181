/**
 * MSW handlers that put the Meeting Preferences screen in a named state, for its component tests
 * and stories. Bodies are typed by the contract (`components['schemas']`), except the deliberately
 * malformed answers that exercise the screen's fallbacks.
 */
import { delay, http, HttpResponse } from 'msw';
import type { components } from '../../api/schema.gen';
import { jordan } from '../../test/fixtures';
import type { ErrorCode } from '../../api/errors';
import { failure } from '../../test/api-failure';

type Schemas = components['schemas'];
type Preferences = Schemas['Preferences'];
type PreferencesInput = Schemas['PreferencesInput'];
type AnalysisResult = Schemas['AnalysisResult'];
type ConnectedCalendars = Schemas['ConnectedCalendars'];

const PREFERENCES = '*/api/user/preferences';
const ANALYZE = '*/api/user/preferences/analyze';
const CALENDARS = '*/api/user/connected-calendars';
const CALENDAR = '*/api/user/connected-calendars/:calendar';

const off = { enabled: false, startHour: 9, endHour: 17 };
const nineToFive = { enabled: true, startHour: 9, endHour: 17 };

/** What a host who never saved or analysed gets, in New York. */
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

/** The contract's "analysed" example: mornings, Wednesday 10-16, Friday 9-13. */
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

/**
 * What "Analyze" proposes by default (the app asks with `apply=false`): afternoons in London,
 * Tuesday to Thursday 12-18, buffer 10.
 */
export const analysisResult: AnalysisResult = {
  timePreference: 'pm',
  timezone: 'Europe/London',
  dayAvailability: {
    '0': off,
    '1': off,
    '2': { enabled: true, startHour: 12, endHour: 18 },
    '3': { enabled: true, startHour: 12, endHour: 18 },
    '4': { enabled: true, startHour: 12, endHour: 18 },
    '5': off,
    '6': off,
  },
  bufferTime: 10,
  noBufferNeeded: false,
  totalMeetingsAnalyzed: 42,
  lastAnalyzedAt: '2026-11-03T09:30:00.000Z',
  slackId: null,
  timeOff: [],
  dateOverrides: [],
  version: 2,
  applied: false,
  workingDays: [2, 3, 4],
  workingHoursStart: 12,
  workingHoursEnd: 18,
};

export const PERSONAL_CALENDAR = 'jordan.personal@example.org';
export const SECOND_PERSONAL_CALENDAR = 'jordan.lee@example.net';

export const primaryOnly: ConnectedCalendars = { primary: { email: jordan.email }, additional: [] };

export const twoPersonalCalendars: ConnectedCalendars = {
  primary: { email: jordan.email },
  additional: [{ email: PERSONAL_CALENDAR }, { email: SECOND_PERSONAL_CALENDAR }],
};

/** Holds answers back until the test opens it (to look at a pending state without racing a timer). */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Waits `latency` ms, or until the given promise settles. */
async function hold(latency: number | Promise<unknown> | undefined) {
  if (typeof latency === 'number') await delay(latency);
  else if (latency) await latency.catch(() => undefined);
}

/** Everything around the screen: a signed-in host with the calendar scopes, no workflow access. */
export { signedInHost } from '../../test/fixtures';

export const preferencesApi = {
  get: (preferences: Preferences = defaultServerPreferences) =>
    http.get(PREFERENCES, () => HttpResponse.json<Preferences>(preferences)),
  /** An answer the contract would not allow (for example a day missing), to test the fallbacks. */
  getMalformed: (body: Record<string, unknown>) =>
    http.get(PREFERENCES, () => HttpResponse.json(body)),
  getPending: () =>
    http.get(PREFERENCES, async () => {
      await delay('infinite');
      return HttpResponse.json<Preferences>(defaultServerPreferences);
    }),
  getFails: (status = 500) =>
    http.get(PREFERENCES, () => failure('Preferences unavailable', status)),

  /**
   * PUT answering the stored preferences (the body merged over `stored`). Each body received is
   * pushed to `record`; `latency` (ms) delays the answer.
   */
  put: ({
    record,
    stored = defaultServerPreferences,
    latency,
  }: {
    record?: PreferencesInput[];
    stored?: Preferences;
    /** Milliseconds, or a promise (see `gate()`) that releases the answer. */
    latency?: number | Promise<unknown>;
  } = {}) =>
    http.put(PREFERENCES, async ({ request }) => {
      const body = (await request.json()) as PreferencesInput;
      record?.push(body);
      await hold(latency);
      return HttpResponse.json<Preferences>({ ...stored, ...body });
    }),
  putPending: ({ record }: { record?: PreferencesInput[] } = {}) =>
    http.put(PREFERENCES, async ({ request }) => {
      record?.push((await request.json()) as PreferencesInput);
      await delay('infinite');
      return failure('never answered', 500);
    }),
  putFails: ({
    record,
    error = 'Database unavailable',
    status = 500,
  }: { record?: PreferencesInput[]; error?: string; status?: number } = {}) =>
    http.put(PREFERENCES, async ({ request }) => {
      record?.push((await request.json()) as PreferencesInput);
      return failure(error, status);
    }),

  /**
   * PUT refused as stale (412 `version_conflict`): another tab saved `current` meanwhile. Each
   * body received is pushed to `record`.
   */
  putConflict: ({ current, record }: { current: Preferences; record?: PreferencesInput[] }) =>
    http.put(PREFERENCES, async ({ request }) => {
      record?.push((await request.json()) as PreferencesInput);
      return HttpResponse.json(
        {
          error: 'This was changed elsewhere since your edits began. Nothing was saved.',
          code: 'version_conflict',
          current,
        },
        { status: 412 },
      );
    }),

  analyze: (result: AnalysisResult = analysisResult, latency?: number | Promise<unknown>) =>
    http.post(ANALYZE, async () => {
      await hold(latency);
      return HttpResponse.json<AnalysisResult>(result);
    }),
  analyzePending: () =>
    http.post(ANALYZE, async () => {
      await delay('infinite');
      return HttpResponse.json<AnalysisResult>(analysisResult);
    }),
  /** The contract's 409 `Google Calendar not connected` unless told otherwise. */
  analyzeFails: (
    error = 'Google Calendar not connected',
    status = 409,
    code: ErrorCode | undefined = status === 409 ? 'calendar_not_connected' : undefined,
  ) => http.post(ANALYZE, () => failure(error, status, code)),
};

export const calendarsApi = {
  get: (calendars: ConnectedCalendars = twoPersonalCalendars) =>
    http.get(CALENDARS, () => HttpResponse.json<ConnectedCalendars>(calendars)),
  getPending: () =>
    http.get(CALENDARS, async () => {
      await delay('infinite');
      return HttpResponse.json<ConnectedCalendars>(primaryOnly);
    }),
  getFails: (status = 500) => http.get(CALENDARS, () => failure('Calendars unavailable', status)),

  /**
   * A small calendar list in memory: GET reads it, DELETE removes the (URL-decoded) address and
   * answers the rest. `deleted` records the addresses; `latency` (ms, 'infinite' or a promise such
   * as `gate().opened`) delays DELETE.
   */
  stateful: ({
    initial = twoPersonalCalendars,
    deleted,
    latency,
  }: {
    initial?: ConnectedCalendars;
    deleted?: string[];
    latency?: number | 'infinite' | Promise<unknown>;
  } = {}) => {
    let current: ConnectedCalendars = {
      primary: initial.primary,
      additional: [...initial.additional],
    };
    return [
      http.get(CALENDARS, () => HttpResponse.json<ConnectedCalendars>(current)),
      http.delete(CALENDAR, async ({ params }) => {
        const email = decodeURIComponent(String(params.calendar));
        deleted?.push(email);
        if (latency === 'infinite') await delay('infinite');
        else await hold(latency);
        if (email === current.primary.email) {
          return failure('The primary calendar cannot be disconnected', 400);
        }
        if (!current.additional.some((calendar) => calendar.email === email)) {
          return failure('Calendar not found', 404);
        }
        current = {
          primary: current.primary,
          additional: current.additional.filter((calendar) => calendar.email !== email),
        };
        return HttpResponse.json<ConnectedCalendars>(current);
      }),
    ];
  },
  /** DELETE fails; with `error: null` the body carries no `error` field. */
  disconnectFails: (error: string | null = 'Calendar not found', status = 404) =>
    http.delete(CALENDAR, () =>
      error === null ? new HttpResponse(null, { status: 502 }) : failure(error, status),
    ),
};
