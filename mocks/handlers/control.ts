/**
 * Mock-only control routes under `/__mock/` (not part of the contract): QA panel, consent page,
 * tests, Playwright and the conformance kit drive the mock through them.
 *
 * GET  /__mock/state      scenario, scenarios, latency, seeded accounts, recent invitations
 * GET  /__mock/outbox     every message the mock "sent", newest first, as
 *                         { id, kind, to, subject, sentAt, bookingId, startTime, manageUrl,
 *                         ics? } (`ics`: the message's calendar file, when it has one);
 *                         `?to=` and `?kind=` keep only those (a reminder sweep runs first)
 * POST /__mock/scenario   { id }            load (and reset) a scenario; sets or clears the cookie
 * POST /__mock/reset      {}                reload the current scenario
 * POST /__mock/latency    { ms }            artificial latency of the browser worker
 * POST /__mock/oauth-state { flow }         what `GET /auth/google/{flow}` does for the browser
 *                                           worker (which never sees that navigation): a new
 *                                           OAuth state, bound by the state cookie -> { state }
 * POST /__mock/consent    { email, grantScopes, flow, connectEmail?, name?, timezone?, state? }
 *                                           consent and callback in one; a `state` given must
 *                                           match the state cookie (403 otherwise)
 * POST /__mock/session    { email }         test-only sign-in: opens a session, sets the cookie
 * POST /__mock/clock      { now, running? } freeze the mock clock at an ISO instant, or run it
 *                                           from there (`running`); null: the real clock
 * POST /__mock/workflows  { text }          start a workflow (signed-in host, else the scenario's)
 * POST /__mock/workflows/tick { steps?, id?, runner? } advance every active workflow (or only
 *                                           `id`, whole or its unique beginning; or, `runner`,
 *                                           only those the timed runner moves) `steps` (1)
 *                                           step(s); a workflow waiting for a person waits
 * POST /__mock/workflows/answer { id, option } | { id, host: 'approve' | 'reject' }
 *                                           answer for the requester (pick option N) or the
 *                                           host; `id` whole or its first 8+ characters
 * POST /__mock/calendar-auth { expired }     expire (or repair) the signed-in host's Google grant
 * POST /__mock/rate-limit { enabled }       switch the HTTP server's per-link rate limit of
 *                                           busy-slots and book on or off (counts restart)
 */
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import {
  clearedSessionCookie,
  createSession,
  hasRequiredScopes,
  sessionCookie,
  sessionUser,
} from '../auth';
import { sweepDue } from './due-work';
import { announceClock, clockSetting, isClockFrozen, now, setNow } from '../clock';
import { ConsentRequestSchema, performConsent } from '../consent/consent-logic';
import {
  boundOAuthState,
  clearedOAuthStateCookie,
  newOAuthState,
  OAUTH_STATE_REFUSED,
  oauthStateCookie,
  oauthStateMatches,
} from '../oauth-state';
import { counts, db, meta, metaChanged } from '../db';
import { apiError } from '../errors';
import { isScenarioId, loadScenario, scenarios } from '../scenarios';
import { rateLimitMode, resetRateLimits } from '../rate-limit';
import { securityMode, sessionCookieName } from '../security';
import { badRequest, NOT_AUTHENTICATED, primaryCalendar, readBody } from './shared';
import { workflowControlHandlers } from './control-workflows';
import { publicOrigin } from '../public-origin';

export const MAX_LATENCY_MS = 10_000;

const ScenarioBody = v.strictObject({
  id: v.pipe(
    v.string('id is required'),
    v.check(
      (id) => isScenarioId(id),
      (issue) => `Unknown scenario: ${String(issue.input)}`,
    ),
  ),
});
const LatencyBody = v.strictObject({
  ms: v.pipe(
    v.number('ms must be a number'),
    v.integer('ms must be an integer'),
    v.minValue(0, `ms must be from 0 to ${MAX_LATENCY_MS}`),
    v.maxValue(MAX_LATENCY_MS, `ms must be from 0 to ${MAX_LATENCY_MS}`),
  ),
});
const RateLimitBody = v.strictObject({
  enabled: v.boolean('enabled must be true or false'),
});
const OAuthStateBody = v.strictObject({
  flow: v.picklist(['web', 'calendar'], "flow must be 'web' or 'calendar'"),
});
const SessionBody = v.strictObject({
  email: v.pipe(
    v.string('email is required'),
    v.trim(),
    v.toLowerCase(),
    v.email('email must be an e-mail address'),
  ),
});
const CalendarAuthBody = v.strictObject({
  expired: v.boolean('expired must be true or false'),
});
const ClockBody = v.strictObject({
  now: v.nullable(
    v.pipe(
      v.string('now must be an ISO date-time or null'),
      v.check((s) => !Number.isNaN(Date.parse(s)), 'now must be an ISO date-time or null'),
    ),
  ),
  running: v.optional(v.boolean('running must be true or false')),
});

/** The state the QA panel and tests read. */
export function mockState() {
  return {
    scenarioId: meta.scenarioId,
    seededAt: meta.seededAt,
    latencyMs: meta.latencyMs,
    /** The session cookie's form (`mocks/security.ts`): the conformance kit judges by it. */
    cookieMode: securityMode.plainHttp ? ('plain-http' as const) : ('contract' as const),
    now: now().toISOString(),
    clockFrozen: isClockFrozen(),
    clock: clockSetting(),
    scenarios,
    accounts: db.users
      .all()
      .map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        picture: u.picture,
        hasRequiredScopes: hasRequiredScopes(u),
        workflowAccess: u.workflowAccess,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    invitations: db.invitations
      .all()
      .slice()
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
      .slice(0, 20)
      .map((i) => ({
        id: i.id,
        to: i.to,
        subject: i.subject,
        body: i.body,
        sentAt: i.sentAt,
        bookingId: i.bookingId,
        kind: i.kind,
        startTime: i.startTime,
        manageUrl: i.manageUrl,
        /** The booking's own page, where its visitor reschedules or cancels it. */
        bookingPage: bookingPage(i.bookingId),
      })),
    counts: counts(),
  };
}

/** Every message the mock "sent" (the outbox), newest first; `to` and `kind` filter. */
export function outbox(filter: { to?: string | null; kind?: string | null } = {}, origin?: string) {
  const to = filter.to?.trim().toLowerCase();
  return (
    db.invitations
      .all()
      .filter((i) => (!to || i.to.toLowerCase() === to) && (!filter.kind || i.kind === filter.kind))
      // Sent at the same instant: the later one first (a stable sort of the reversed order).
      .reverse()
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
      .map((i) => ({
        id: i.id,
        kind: i.kind,
        to: i.to,
        subject: i.subject,
        sentAt: i.sentAt,
        bookingId: i.bookingId,
        startTime: i.startTime,
        // A seeded message keeps the page's path (a seed knows no origin): the answer gives the
        // whole address on the asking origin, as a sent e-mail would.
        manageUrl: i.manageUrl && origin ? new URL(i.manageUrl, origin).href : i.manageUrl,
        // An invitation's calendar file, as an e-mail's attachment.
        ...(i.ics ? { ics: i.ics } : {}),
      }))
  );
}

/** `/bookings/{id}?token=…` of a booking, or null when it has no token (or is gone). */
function bookingPage(bookingId: string): string | null {
  const booking = db.bookings.findFirst((q) => q.where({ id: bookingId }));
  if (!booking?.token) return null;
  return `/bookings/${encodeURIComponent(booking.id)}?token=${encodeURIComponent(booking.token)}`;
}

async function loadWithCookie(id: string) {
  const loaded = await loadScenario(id, { now: now() });
  metaChanged();
  return HttpResponse.json(
    { ...mockState(), sessionToken: loaded.sessionToken },
    {
      headers: {
        'Set-Cookie': loaded.sessionToken
          ? sessionCookie(loaded.sessionToken)
          : clearedSessionCookie(),
      },
    },
  );
}

export const controlHandlers = [
  ...workflowControlHandlers,

  http.get('*/__mock/state', () => HttpResponse.json(mockState())),

  http.get('*/__mock/outbox', ({ request }) => {
    const params = new URL(request.url).searchParams;
    return HttpResponse.json(
      outbox({ to: params.get('to'), kind: params.get('kind') }, publicOrigin()),
    );
  }),

  http.post('*/__mock/scenario', async ({ request }) => {
    const body = await readBody(request, ScenarioBody);
    if (!body.success) return badRequest(body.error);
    return loadWithCookie(body.output.id);
  }),

  http.post('*/__mock/reset', () => loadWithCookie(meta.scenarioId)),

  http.post('*/__mock/latency', async ({ request }) => {
    const body = await readBody(request, LatencyBody);
    if (!body.success) return badRequest(body.error);
    meta.latencyMs = body.output.ms;
    metaChanged({ settingsOnly: true });
    return HttpResponse.json({ latencyMs: meta.latencyMs });
  }),

  http.post('*/__mock/rate-limit', async ({ request }) => {
    const body = await readBody(request, RateLimitBody);
    if (!body.success) return badRequest(body.error);
    rateLimitMode.enabled = body.output.enabled;
    resetRateLimits();
    return HttpResponse.json({ enabled: rateLimitMode.enabled });
  }),

  http.post('*/__mock/oauth-state', async ({ request }) => {
    const body = await readBody(request, OAuthStateBody);
    if (!body.success) return badRequest(body.error);
    const state = newOAuthState();
    return HttpResponse.json({ state }, { headers: { 'Set-Cookie': oauthStateCookie(state) } });
  }),

  http.post('*/__mock/consent', async ({ request, cookies }) => {
    const body = await readBody(request, ConsentRequestSchema);
    if (!body.success) return badRequest(body.error);
    // One Set-Cookie per answer: MSW's jar keeps only one (a used state is refused anyway).
    if (
      body.output.state !== undefined &&
      !oauthStateMatches(boundOAuthState(request, cookies), body.output.state)
    ) {
      return HttpResponse.json(apiError('oauth_state_mismatch', OAUTH_STATE_REFUSED), {
        status: 403,
        headers: { 'Set-Cookie': clearedOAuthStateCookie() },
      });
    }
    const outcome = await performConsent(body.output, sessionUser(request, cookies));
    if (!outcome.ok) {
      const code = outcome.status === 401 ? 'not_authenticated' : 'invalid_request';
      return HttpResponse.json(apiError(code, outcome.error), { status: outcome.status });
    }
    return HttpResponse.json(
      { redirectTo: outcome.redirectTo },
      outcome.sessionToken
        ? { headers: { 'Set-Cookie': sessionCookie(outcome.sessionToken) } }
        : undefined,
    );
  }),

  http.post('*/__mock/session', async ({ request }) => {
    const body = await readBody(request, SessionBody);
    if (!body.success) return badRequest(body.error);
    const user = db.users.findFirst((q) => q.where({ email: body.output.email }));
    if (!user)
      return HttpResponse.json(apiError('not_found', `No seeded account ${body.output.email}`), {
        status: 404,
      });
    const token = await createSession(user.id);
    return HttpResponse.json(
      {
        token,
        cookie: `${sessionCookieName()}=${token}`,
        user: { id: user.id, name: user.name, email: user.email },
      },
      { headers: { 'Set-Cookie': sessionCookie(token) } },
    );
  }),

  // The state of the `calendar-disconnected` scenario for any signed-in host: analyze, busy-slots
  // and book then answer their 409s (the conformance kit provokes them this way).
  http.post('*/__mock/calendar-auth', async ({ request, cookies }) => {
    const body = await readBody(request, CalendarAuthBody);
    if (!body.success) return badRequest(body.error);
    const user = sessionUser(request, cookies);
    if (!user) return HttpResponse.json(NOT_AUTHENTICATED, { status: 401 });
    const primary = primaryCalendar(user.id);
    if (!primary) {
      return HttpResponse.json(apiError('not_found', 'No primary calendar'), { status: 404 });
    }
    await db.calendars.update((q) => q.where({ id: primary.id }), {
      data(calendar) {
        calendar.authExpired = body.output.expired;
      },
    });
    return HttpResponse.json({ email: primary.email, expired: body.output.expired });
  }),

  http.post('*/__mock/clock', async ({ request }) => {
    const body = await readBody(request, ClockBody);
    if (!body.success) return badRequest(body.error);
    setNow(body.output.now, { running: body.output.running === true });
    // Stored with the database (a new leading tab keeps it) and announced to every tab.
    meta.clock = clockSetting();
    metaChanged();
    announceClock(meta.clock);
    // What the new time makes due happens at once: requests expire, reminders go out.
    await sweepDue(publicOrigin());
    return HttpResponse.json({ now: now().toISOString(), clockFrozen: isClockFrozen() });
  }),
];
