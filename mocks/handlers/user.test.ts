import { beforeEach, describe, expect, it } from 'vitest';
import { api, errorOf, json, JORDAN_WEEK, NOW, signInAs, useScenario } from '../test/helpers';

interface Preferences {
  timePreference: string;
  timezone: string;
  dayAvailability: Record<string, { enabled: boolean; startHour: number; endHour: number }>;
  bufferTime: number;
  noBufferNeeded: boolean;
  totalMeetingsAnalyzed: number;
  lastAnalyzedAt: string | null;
  slackId: string | null;
  workingDays?: number[];
}
interface Meeting {
  id: string;
  startTime: string;
  endTime: string;
  color: string;
  calendarEmail: string;
  source: string;
}

const WEEK_END = '2026-11-09T04:59:59.999Z';

beforeEach(async () => {
  await useScenario('default', NOW);
  await signInAs('jordan.lee@example.com');
});

describe('preferences', () => {
  it('reads the analysed preferences of the default scenario', async () => {
    const prefs = json<Preferences>(await api('GET', '/api/user/preferences'));
    expect(prefs).toMatchObject({
      timezone: 'America/New_York',
      totalMeetingsAnalyzed: 42,
      bufferTime: 15,
      slackId: 'U05JLEE2026',
    });
    expect(prefs.lastAnalyzedAt).toBe('2026-11-01T15:00:00.000Z');
    expect(prefs.dayAvailability['5']).toEqual({ enabled: true, startHour: 9, endHour: 15 });
  });

  it('replaces the editable fields and keeps the analysis fields', async () => {
    const body = {
      timePreference: 'pm',
      timezone: 'Europe/London',
      dayAvailability: Object.fromEntries(
        ['0', '1', '2', '3', '4', '5', '6'].map((d) => [
          d,
          { enabled: d === '2', startHour: 13, endHour: 12 },
        ]),
      ),
      bufferTime: 0,
      noBufferNeeded: true,
    };
    const saved = await api('PUT', '/api/user/preferences', body);
    expect(saved.status).toBe(200);
    expect(json<Preferences>(saved)).toEqual({
      ...body,
      totalMeetingsAnalyzed: 42,
      lastAnalyzedAt: '2026-11-01T15:00:00.000Z',
      slackId: 'U05JLEE2026',
      version: 2,
      timeOff: [],
      dateOverrides: [],
    });
    expect(json<Preferences>(await api('GET', '/api/user/preferences'))).toEqual(
      json<Preferences>(saved),
    );
  });

  it('gives a new host the defaults', async () => {
    await useScenario('new-host', NOW);
    const prefs = json<Preferences>(await api('GET', '/api/user/preferences'));
    expect(prefs).toMatchObject({
      timePreference: 'both',
      timezone: 'America/Los_Angeles',
      bufferTime: 15,
      noBufferNeeded: false,
      totalMeetingsAnalyzed: 0,
      lastAnalyzedAt: null,
    });
    expect(prefs.dayAvailability['1']).toEqual({ enabled: true, startHour: 9, endHour: 17 });
    expect(prefs.dayAvailability['0']).toEqual({ enabled: false, startHour: 9, endHour: 17 });
  });
});

describe('analyze', () => {
  it('derives preferences from the past meetings and stores them', async () => {
    const call = await api('POST', '/api/user/preferences/analyze');
    expect(call.status).toBe(200);
    const result = json<
      Preferences & { workingHoursStart: number; workingHoursEnd: number; version: number }
    >(call);
    expect(result.lastAnalyzedAt).toBe(NOW);
    expect(result.totalMeetingsAnalyzed).toBeGreaterThan(40);
    expect(result.workingDays).toEqual([1, 2, 3, 4, 5]);
    expect(result.workingHoursStart).toBe(9);
    expect(result.workingHoursEnd).toBeGreaterThanOrEqual(16);
    expect(result.workingHoursEnd).toBeLessThanOrEqual(18);
    expect(result.dayAvailability['6']!.enabled).toBe(false);
    expect(result.timezone).toBe('America/New_York');
    const stored = json<Preferences>(await api('GET', '/api/user/preferences'));
    expect(stored.totalMeetingsAnalyzed).toBe(result.totalMeetingsAnalyzed);
    expect(stored.dayAvailability).toEqual(result.dayAvailability);
    // Deterministic: analysing again at the same moment gives the same answer (one version on:
    // the analysis is recorded each time it runs).
    const again = json<Preferences & { version: number }>(
      await api('POST', '/api/user/preferences/analyze'),
    );
    expect(again).toEqual({ ...result, version: result.version + 1 });
  });

  it('analyses an empty calendar as 0 meetings and keeps the defaults', async () => {
    await useScenario('new-host', NOW);
    const result = json<Preferences>(await api('POST', '/api/user/preferences/analyze'));
    expect(result.totalMeetingsAnalyzed).toBe(0);
    expect(result.bufferTime).toBe(15);
    expect(result.lastAnalyzedAt).toBe(NOW);
  });

  it('fails with the spec’s phrase when the calendar is not connected', async () => {
    await useScenario('calendar-disconnected', NOW);
    const call = await api('POST', '/api/user/preferences/analyze');
    expect(call.status).toBe(409);
    expect(errorOf(call)).toContain('Google Calendar not connected');
    await useScenario('missing-scopes', NOW);
    const missing = await api('POST', '/api/user/preferences/analyze');
    expect(missing.status).toBe(409);
    expect(errorOf(missing)).toBe('Google Calendar not connected');
  });
});

describe('connected calendars', () => {
  it('lists the primary and the personal calendars in connection order', async () => {
    expect(json(await api('GET', '/api/user/connected-calendars'))).toEqual({
      primary: { email: 'jordan.lee@example.com', status: 'connected' },
      additional: [{ email: 'jordan.personal@example.com' }, { email: 'jordan.side@example.com' }],
    });
  });

  it('disconnects a personal calendar; its meetings stop counting', async () => {
    const before = json<Meeting[]>(
      await api('GET', `/api/dashboard/meetings?startDate=${JORDAN_WEEK}&endDate=${WEEK_END}`),
    );
    expect(before.some((m) => m.calendarEmail === 'jordan.side@example.com')).toBe(true);
    const call = await api('DELETE', '/api/user/connected-calendars/jordan.side%40example.com');
    expect(call.status).toBe(200);
    expect(json(call)).toEqual({
      primary: { email: 'jordan.lee@example.com', status: 'connected' },
      additional: [{ email: 'jordan.personal@example.com' }],
    });
    const after = json<Meeting[]>(
      await api('GET', `/api/dashboard/meetings?startDate=${JORDAN_WEEK}&endDate=${WEEK_END}`),
    );
    expect(after.some((m) => m.calendarEmail === 'jordan.side@example.com')).toBe(false);
    expect(
      (await api('DELETE', '/api/user/connected-calendars/jordan.side%40example.com')).status,
    ).toBe(404);
  });
});

describe('dashboard', () => {
  it('lists the week’s meetings from all calendars, sorted, coloured by calendar', async () => {
    const meetings = json<Meeting[]>(
      await api('GET', `/api/dashboard/meetings?startDate=${JORDAN_WEEK}&endDate=${WEEK_END}`),
    );
    expect(meetings.length).toBeGreaterThan(15);
    const starts = meetings.map((m) => m.startTime);
    expect(starts).toEqual([...starts].sort());
    const colors = Object.fromEntries(meetings.map((m) => [m.calendarEmail, m.color]));
    expect(colors).toEqual({
      'jordan.lee@example.com': '#6C79FF',
      'jordan.personal@example.com': '#00B2BF',
      'jordan.side@example.com': '#4EA7FC',
    });
    for (const m of meetings) {
      expect(Date.parse(m.endTime)).toBeGreaterThan(Date.parse(JORDAN_WEEK));
      expect(Date.parse(m.startTime)).toBeLessThanOrEqual(Date.parse(WEEK_END));
    }
    // Without a range: the host's current week.
    expect(json<Meeting[]>(await api('GET', '/api/dashboard/meetings'))).toEqual(meetings);
  });

  it('holds meetings in the previous, current and next weeks', async () => {
    for (const [start, end] of [
      ['2026-10-26T04:00:00.000Z', '2026-11-02T04:59:59.999Z'],
      ['2026-11-09T05:00:00.000Z', '2026-11-16T04:59:59.999Z'],
    ] as const) {
      const meetings = json<Meeting[]>(
        await api('GET', `/api/dashboard/meetings?startDate=${start}&endDate=${end}`),
      );
      expect(meetings.length).toBeGreaterThan(15);
    }
  });

  it('gives metrics: today’s meetings and the connected users', async () => {
    const metrics = json<{ todayMeetings: number; activeUsers: number }>(
      await api('GET', '/api/dashboard/metrics'),
    );
    const today = json<Meeting[]>(
      await api(
        'GET',
        '/api/dashboard/meetings?startDate=2026-11-04T05:00:00.000Z&endDate=2026-11-05T04:59:59.999Z',
      ),
    ).filter((m) => m.startTime >= '2026-11-04T05:00:00.000Z');
    expect(metrics.todayMeetings).toBe(today.length);
    expect(metrics.activeUsers).toBe(2);
  });

  it('gives the status, the activity log and the connection tests', async () => {
    expect(json(await api('GET', '/api/dashboard/status'))).toMatchObject({
      status: 'ok',
      services: { google: 'up', slack: 'up', openai: 'up' },
    });
    const activity = json<{ type: string; createdAt: string }[]>(
      await api('GET', '/api/dashboard/activity?limit=3'),
    );
    expect(activity).toHaveLength(3);
    expect(activity.map((a) => a.createdAt)).toEqual(
      activity
        .map((a) => a.createdAt)
        .sort()
        .reverse(),
    );
    for (const service of ['slack', 'google', 'openai']) {
      expect(json(await api('POST', `/api/test/${service}`))).toMatchObject({ service, ok: true });
    }
    await useScenario('calendar-disconnected', NOW);
    expect(json(await api('POST', '/api/test/google'))).toMatchObject({
      service: 'google',
      ok: false,
      message: 'Google Calendar authentication expired. Please reconnect your calendar.',
    });
  });

  it('refuses connection tests to a host without operator rights (403)', async () => {
    await signInAs('priya.shah@example.com');
    for (const service of ['slack', 'google', 'openai']) {
      const call = await api('POST', `/api/test/${service}`);
      expect(call.status).toBe(403);
      expect(errorOf(call)).toBe('Operator rights required');
    }
  });
});
