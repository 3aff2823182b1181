import { beforeEach, describe, expect, it } from 'vitest';
import { clearedSessionCookie, sessionCookie } from '../auth';
import { securityMode } from '../security';
import { db } from '../db';
import {
  api,
  contractOperations,
  errorOf,
  JORDAN_GOALS_WEEK,
  json,
  NOW,
  signInAs,
  useScenario,
} from '../test/helpers';

const PREFS = {
  timePreference: 'am',
  timezone: 'America/New_York',
  dayAvailability: Object.fromEntries(
    ['0', '1', '2', '3', '4', '5', '6'].map((d) => [
      d,
      { enabled: d !== '0' && d !== '6', startHour: 9, endHour: 17 },
    ]),
  ),
  bufferTime: 15,
  noBufferNeeded: false,
};

/** Every operation that needs a session, called with a valid request. */
const HOST_CALLS: Record<string, [string, string, unknown?]> = {
  getCurrentUser: ['GET', '/api/auth/me'],
  logout: ['POST', '/api/auth/logout'],
  getScopes: ['GET', '/api/auth/scopes'],
  connectAdditionalCalendar: ['GET', '/auth/google/calendar'],
  getConnectedCalendars: ['GET', '/api/user/connected-calendars'],
  disconnectCalendar: ['DELETE', '/api/user/connected-calendars/jordan.personal%40example.com'],
  getPreferences: ['GET', '/api/user/preferences'],
  updatePreferences: ['PUT', '/api/user/preferences', PREFS],
  analyzeCalendar: ['POST', '/api/user/preferences/analyze'],
  getDashboardMetrics: ['GET', '/api/dashboard/metrics'],
  listMeetings: ['GET', '/api/dashboard/meetings'],
  getDashboardStatus: ['GET', '/api/dashboard/status'],
  listActivity: ['GET', '/api/dashboard/activity?limit=5'],
  listWorkflows: ['GET', '/api/dashboard/workflows?status=failed&limit=10'],
  getWorkflowDetails: ['GET', '/api/dashboard/workflows/anything'],
  getWorkflowStats: ['GET', '/api/dashboard/workflows-stats'],
  testSlackConnection: ['POST', '/api/test/slack'],
  testGoogleConnection: ['POST', '/api/test/google'],
  testOpenAIConnection: ['POST', '/api/test/openai'],
  getWeeklyGoals: ['GET', `/api/goals?weekStartDate=${JORDAN_GOALS_WEEK}`],
  saveWeeklyGoals: [
    'POST',
    '/api/goals',
    { goals: ['a', '', ''], weekStartDate: JORDAN_GOALS_WEEK },
  ],
  listAllWeeklyGoals: ['GET', '/api/goals/user/all'],
  deleteWeeklyGoals: ['DELETE', '/api/goals/gls_whatever'],
  getFocusWeek: ['GET', `/api/focus?weekStartDate=${JORDAN_GOALS_WEEK}`],
  proposeFocusBlocks: ['POST', '/api/focus/proposals', { weekStartDate: JORDAN_GOALS_WEEK }],
  applyFocusBlocks: [
    'POST',
    '/api/focus/blocks',
    {
      weekStartDate: JORDAN_GOALS_WEEK,
      blocks: [
        { goalIndex: 0, startTime: '2030-01-01T10:00:00Z', endTime: '2030-01-01T11:00:00Z' },
      ],
    },
  ],
  moveFocusBlock: [
    'PATCH',
    '/api/focus/blocks/fcs_whatever',
    { startTime: '2030-01-01T10:00:00Z', endTime: '2030-01-01T11:00:00Z' },
  ],
  deleteFocusBlock: ['DELETE', '/api/focus/blocks/fcs_whatever'],
  listSchedulingLinks: ['GET', '/api/scheduling-links'],
  createSchedulingLink: [
    'POST',
    '/api/scheduling-links',
    {
      name: 'x',
      defaultDuration: 30,
      slug: 'jordan-lee/x',
      userId: 'usr_jordan_lee',
      type: 'standard',
    },
  ],
  updateSchedulingLink: ['PATCH', '/api/scheduling-links/lnk_jordan_standard', { name: 'Renamed' }],
  duplicateSchedulingLink: ['POST', '/api/scheduling-links/lnk_jordan_standard/duplicate', {}],
  deleteSchedulingLink: ['DELETE', '/api/scheduling-links/lnk_jordan_standard'],
  listHostBookings: ['GET', '/api/host/bookings'],
  getHostBooking: ['GET', '/api/host/bookings/bkg_x'],
  hostCancelBooking: ['POST', '/api/host/bookings/bkg_x/cancel', {}],
  acceptHostBooking: ['POST', '/api/host/bookings/bkg_x/accept', {}],
  declineHostBooking: ['POST', '/api/host/bookings/bkg_x/decline', {}],
  hostRescheduleBooking: [
    'POST',
    '/api/host/bookings/bkg_x/reschedule',
    { startTime: '2026-11-10T15:00:00.000Z', endTime: '2026-11-10T15:30:00.000Z' },
  ],
  reassignHostBooking: ['POST', '/api/host/bookings/bkg_x/reassign', { hostId: 'usr_priya_shah' }],
  listWebhookSubscriptions: ['GET', '/api/webhooks'],
  createWebhookSubscription: [
    'POST',
    '/api/webhooks',
    { url: 'https://crm.example.com/hooks', events: ['booking.created'] },
  ],
  updateWebhookSubscription: ['PATCH', '/api/webhooks/whk_x', { active: false }],
  deleteWebhookSubscription: ['DELETE', '/api/webhooks/whk_x'],
  rotateWebhookSecret: ['POST', '/api/webhooks/whk_x/rotate-secret', {}],
  sendWebhookTest: ['POST', '/api/webhooks/whk_x/test', {}],
  listWebhookDeliveries: ['GET', '/api/webhooks/whk_x/deliveries'],
  redeliverWebhook: ['POST', '/api/webhooks/whk_x/deliveries/whd_x/redeliver', {}],
  listApiKeys: ['GET', '/api/api-keys'],
  createApiKey: ['POST', '/api/api-keys', { name: 'CRM', scope: 'read', expiresInDays: 30 }],
  revokeApiKey: ['DELETE', '/api/api-keys/key_x'],
  listTeams: ['GET', '/api/teams'],
  createTeam: ['POST', '/api/teams', { name: 'Support', slug: 'support' }],
  getTeam: ['GET', '/api/teams/team_x'],
  updateTeam: ['PATCH', '/api/teams/team_x', { name: 'Renamed' }],
  deleteTeam: ['DELETE', '/api/teams/team_x'],
};

beforeEach(async () => {
  await useScenario('default', NOW);
});

describe('401 without a session', () => {
  it('covers every operation of the contract that is not public', () => {
    const secured = contractOperations()
      .filter((op) => !op.public)
      .map((op) => op.operationId)
      .sort();
    expect(Object.keys(HOST_CALLS).sort()).toEqual(secured);
  });

  it.each(Object.entries(HOST_CALLS))(
    '%s answers 401 {error} with no cookie',
    async (_id, [method, path, body]) => {
      const call = await api(method, path, body);
      expect(call.status).toBe(401);
      expect(call.body).toEqual({ error: 'Not authenticated', code: 'not_authenticated' });
    },
  );

  it.each(Object.entries(HOST_CALLS))(
    '%s answers 401 with an unknown session',
    async (_id, [method, path, body]) => {
      const call = await api(method, path, body, { cookie: 'slotwise_session=forged-token' });
      expect(call.status).toBe(401);
      expect(errorOf(call)).toBe('Not authenticated');
    },
  );

  it('changes nothing when refused', async () => {
    const before = db.links.findFirst((q) => q.where({ id: 'lnk_jordan_standard' }))?.name;
    await api('PATCH', '/api/scheduling-links/lnk_jordan_standard', { name: 'Hijacked' });
    expect(db.links.findFirst((q) => q.where({ id: 'lnk_jordan_standard' }))?.name).toBe(before);
  });

  it('keeps the public booking calls public', async () => {
    const publicOps = contractOperations()
      .filter((op) => op.public)
      .map((op) => op.operationId)
      .sort();
    // A booking's own page needs no session either: its secret token is the proof. A held time
    // is the visitor's too: its unguessable id is the proof.
    expect(publicOps).toEqual([
      'bookSlot',
      'cancelBooking',
      'createSlotHold',
      'extendSlotHold',
      'getBooking',
      'getBusySlots',
      'getPublicSchedulingLink',
      'listHostPublicLinks',
      'releaseSlotHold',
      'rescheduleBooking',
      'startGoogleSignIn',
    ]);
    expect((await api('GET', '/api/scheduling-links/jordan-lee/standard')).status).toBe(200);
    expect((await api('GET', '/api/hosts/jordan-lee/scheduling-links')).status).toBe(200);
  });
});

describe('session', () => {
  it('signs in, reads the user and the scopes, and logs out', async () => {
    await signInAs('jordan.lee@example.com');
    const me = await api('GET', '/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: 'usr_jordan_lee',
      name: 'Jordan Lee',
      email: 'jordan.lee@example.com',
      hasRequiredScopes: true,
    });
    const scopes = json<{ hasRequiredScopes: boolean; grantedScopes: string[] }>(
      await api('GET', '/api/auth/scopes'),
    );
    expect(scopes.hasRequiredScopes).toBe(true);
    expect(scopes.grantedScopes).toContain('https://www.googleapis.com/auth/calendar.events');

    const logout = await api('POST', '/api/auth/logout');
    expect(logout.status).toBe(204);
    expect(logout.body).toBeNull();
    expect((await api('GET', '/api/auth/me')).status).toBe(401);
  });

  it('ends the session on the server, not only the cookie', async () => {
    const token = await signInAs('jordan.lee@example.com');
    await api('POST', '/api/auth/logout');
    const replay = await api('GET', '/api/auth/me', undefined, {
      cookie: `slotwise_session=${token}`,
    });
    expect(replay.status).toBe(401);
  });

  it('accepts an explicit cookie header (as curl or a conformance test would send)', async () => {
    const token = await signInAs('priya.shah@example.com');
    await api('POST', '/api/auth/logout');
    const other = await signInAs('jordan.lee@example.com');
    expect(other).not.toBe(token);
    const me = await api('GET', '/api/auth/me', undefined, { cookie: `slotwise_session=${other}` });
    expect(json<{ email: string }>(me).email).toBe('jordan.lee@example.com');
  });

  it('starts signed in for a signed-in scenario and signed out for default', async () => {
    expect((await api('GET', '/api/auth/me')).status).toBe(401);
    await useScenario('new-host', NOW);
    expect(json<{ email: string }>(await api('GET', '/api/auth/me')).email).toBe(
      'sam.rivera@example.com',
    );
    await useScenario('default', NOW);
    expect((await api('GET', '/api/auth/me')).status).toBe(401);
  });

  it('reports missing scopes in the missing-scopes scenario', async () => {
    await useScenario('missing-scopes', NOW);
    expect(
      json<{ hasRequiredScopes: boolean }>(await api('GET', '/api/auth/me')).hasRequiredScopes,
    ).toBe(false);
    const scopes = json<{ hasRequiredScopes: boolean; grantedScopes: string[] }>(
      await api('GET', '/api/auth/scopes'),
    );
    expect(scopes.hasRequiredScopes).toBe(false);
    expect(scopes.grantedScopes).not.toContain('https://www.googleapis.com/auth/calendar.events');
  });
});

describe('cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, lives 14 days, and is cleared with Max-Age=0', () => {
    expect(sessionCookie('abc')).toBe(
      'slotwise_session=abc; Path=/; Max-Age=1209600; HttpOnly; SameSite=Lax',
    );
    expect(clearedSessionCookie()).toBe(
      'slotwise_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });

  it('is the contract’s __Host- cookie with Secure outside plain-http mode', () => {
    securityMode.plainHttp = false;
    try {
      expect(sessionCookie('abc')).toBe(
        '__Host-slotwise_session=abc; Path=/; Max-Age=1209600; HttpOnly; Secure; SameSite=Lax',
      );
    } finally {
      securityMode.plainHttp = true;
    }
  });
});

describe('Google navigations', () => {
  it('sends sign-in to the (mock) consent screen', async () => {
    const web = await api('GET', '/auth/google/web?prompt=consent');
    expect(web.status).toBe(302);
    const to = new URL(web.headers.get('location') ?? '');
    expect(`${to.origin}${to.pathname}`).toBe(
      new URL('/auth/google/web/consent', location.origin).href,
    );
    expect(to.searchParams.get('prompt')).toBe('consent');
    // A fresh OAuth state (its cookie: conformance/mock-security.test.ts).
    const state = to.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await api('GET', '/auth/google/web?prompt=nope')).status).toBe(400);
  });

  it('needs a session to connect a calendar', async () => {
    expect((await api('GET', '/auth/google/calendar')).status).toBe(401);
    await signInAs('jordan.lee@example.com');
    const calendar = await api('GET', '/auth/google/calendar');
    expect(calendar.status).toBe(302);
    const to = new URL(calendar.headers.get('location') ?? '');
    expect(`${to.origin}${to.pathname}`).toBe(
      new URL('/auth/google/calendar/consent', location.origin).href,
    );
    expect(to.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('consent', () => {
  it('creates a session and redirects to /preferences', async () => {
    const consent = await api('POST', '/__mock/consent', {
      email: 'jordan.lee@example.com',
      grantScopes: true,
      flow: 'web',
    });
    expect(consent.status).toBe(200);
    expect(consent.body).toEqual({ redirectTo: '/preferences' });
    expect(
      json<{ hasRequiredScopes: boolean }>(await api('GET', '/api/auth/me')).hasRequiredScopes,
    ).toBe(true);
  });

  it('withheld scopes give a session without calendar access; granting them again repairs it', async () => {
    await api('POST', '/__mock/consent', {
      email: 'jordan.lee@example.com',
      grantScopes: false,
      flow: 'web',
    });
    expect(
      json<{ hasRequiredScopes: boolean }>(await api('GET', '/api/auth/me')).hasRequiredScopes,
    ).toBe(false);
    await api('POST', '/__mock/consent', {
      email: 'jordan.lee@example.com',
      grantScopes: true,
      flow: 'web',
    });
    expect(
      json<{ hasRequiredScopes: boolean }>(await api('GET', '/api/auth/me')).hasRequiredScopes,
    ).toBe(true);
  });

  it('creates a new account for an unknown address, with default preferences in the browser zone', async () => {
    await api('POST', '/__mock/consent', {
      email: 'alex.kim@example.com',
      grantScopes: true,
      flow: 'web',
      timezone: 'Europe/Berlin',
    });
    expect(json<{ name: string }>(await api('GET', '/api/auth/me')).name).toBe('Alex Kim');
    const prefs = json<{ timezone: string; totalMeetingsAnalyzed: number }>(
      await api('GET', '/api/user/preferences'),
    );
    expect(prefs).toMatchObject({ timezone: 'Europe/Berlin', totalMeetingsAnalyzed: 0 });
    expect(json<unknown[]>(await api('GET', '/api/scheduling-links'))).toEqual([]);
  });

  it('connects an additional calendar with its events and redirects with connected=true', async () => {
    await signInAs('jordan.lee@example.com');
    const before = json<unknown[]>(await api('GET', `/api/dashboard/meetings`)).length;
    const consent = await api('POST', '/__mock/consent', {
      email: 'jordan.lee@example.com',
      connectEmail: 'jordan.family@example.com',
      grantScopes: true,
      flow: 'calendar',
    });
    expect(consent.body).toEqual({ redirectTo: '/preferences?connected=true' });
    const calendars = json<{ additional: { email: string }[] }>(
      await api('GET', '/api/user/connected-calendars'),
    );
    expect(calendars.additional.map((c) => c.email)).toEqual([
      'jordan.personal@example.com',
      'jordan.side@example.com',
      'jordan.family@example.com',
    ]);
    const meetings = json<{ calendarEmail: string; color: string }[]>(
      await api('GET', '/api/dashboard/meetings'),
    );
    expect(meetings.length).toBeGreaterThan(before);
    expect(meetings.find((m) => m.calendarEmail === 'jordan.family@example.com')?.color).toBe(
      '#F2994A',
    );
  });

  it('refuses the calendar flow without a session and validates the body', async () => {
    const anonymous = await api('POST', '/__mock/consent', {
      email: 'x@example.com',
      grantScopes: true,
      flow: 'calendar',
    });
    expect(anonymous.status).toBe(401);
    const bad = await api('POST', '/__mock/consent', {
      email: 'not-an-email',
      grantScopes: true,
      flow: 'web',
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad)).toBe('email must be an e-mail address');
  });
});
