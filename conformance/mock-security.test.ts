/**
 * The HTTP mock server's security rules (`docs/decisions.md#security`), over real HTTP: body size, content type,
 * Origin, duplicate session cookies, 405 with Allow, paths decoded once, the session cookie.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { now } from '../mocks/clock';
import { createMockApp } from '../mocks/http-app';
import { loadScenario } from '../mocks/scenarios';
import { securityMode } from '../mocks/security';
import { rateLimitMode, resetRateLimits } from '../mocks/rate-limit';

let server: Server;
let base = '';

beforeAll(async () => {
  server = createMockApp().listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});
beforeEach(async () => {
  securityMode.plainHttp = true;
  await loadScenario('default', { now: now() });
});

async function session(): Promise<string> {
  const res = await fetch(`${base}/__mock/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'jordan.lee@example.com' }),
  });
  return ((await res.json()) as { cookie: string }).cookie;
}

const BUSY = `/api/scheduling-links/jordan-lee/standard/busy-slots`;

describe('the HTTP mock server', () => {
  it('answers 413 for a body over 64 KB, declared or chunked, without parsing it', async () => {
    const big = JSON.stringify({ title: 'x'.repeat(70_000) });
    const declared = await fetch(`${base}/api/scheduling-links/jordan-lee/standard/book`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({
      error: 'The request body must be at most 65536 bytes',
      code: 'payload_too_large',
    });
    const chunked = await fetch(`${base}/api/scheduling-links/jordan-lee/standard/book`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it('answers 415 for writes that are not JSON: text/plain, forms, no content type', async () => {
    const cookie = await session();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', null]) {
      const res = await fetch(`${base}/api/goals`, {
        method: 'POST',
        headers: { cookie, ...(type ? { 'content-type': type } : {}) },
        body: '{"goals":["a","",""],"weekStartDate":"2026-11-02"}',
      });
      expect(res.status).toBe(415);
    }
    // A body-less write with a form's content type is refused too (a form can always send one).
    const logout = await fetch(`${base}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/plain' },
    });
    expect(logout.status).toBe(415);
  });

  it('answers 403 to a signed-in write from another origin, and accepts its own', async () => {
    const cookie = await session();
    const send = (origin: string) =>
      fetch(`${base}/api/test/slack`, { method: 'POST', headers: { cookie, origin } });
    expect((await send('https://evil.example')).status).toBe(403);
    expect((await send(base)).status).toBe(200);
  });

  it('answers 401 when the session cookie comes twice', async () => {
    const cookie = await session();
    const me = (header: string) => fetch(`${base}/api/auth/me`, { headers: { cookie: header } });
    expect((await me(cookie)).status).toBe(200);
    expect((await me(`${cookie}; ${cookie}`)).status).toBe(401);
    expect((await me(`${cookie}; slotwise_session=planted`)).status).toBe(401);
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const res = await fetch(`${base}/api/auth/me`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    const links = await fetch(`${base}/api/scheduling-links`, { method: 'PUT' });
    expect(links.headers.get('allow')).toBe('GET, POST');
  });

  it('decodes path parameters exactly once', async () => {
    const twice = await fetch(`${base}/api/scheduling-links/jordan%252Dlee/standard`);
    expect(twice.status).toBe(404);
    const once = await fetch(`${base}/api/scheduling-links/jordan%2Dlee/standard`);
    expect(once.status).toBe(200);
    const cookie = await session();
    const calendar = await fetch(
      `${base}/api/user/connected-calendars/jordan.side%2540example.com`,
      { method: 'DELETE', headers: { cookie } },
    );
    expect(calendar.status).not.toBe(200);
  });

  it('sets the contract’s __Host- cookie with Secure unless in plain-http mode', async () => {
    securityMode.plainHttp = false;
    try {
      const res = await fetch(`${base}/__mock/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'jordan.lee@example.com' }),
      });
      const setCookie = res.headers.getSetCookie()[0] ?? '';
      expect(setCookie).toMatch(
        /^__Host-slotwise_session=[^;]+; Path=\/; Max-Age=1209600; HttpOnly; Secure; SameSite=Lax$/,
      );
      const cookie = setCookie.split(';')[0] ?? '';
      expect((await fetch(`${base}/api/auth/me`, { headers: { cookie } })).status).toBe(200);
      const plain = cookie.replace('__Host-slotwise_session', 'slotwise_session');
      expect((await fetch(`${base}/api/auth/me`, { headers: { cookie: plain } })).status).toBe(401);
    } finally {
      securityMode.plainHttp = true;
    }
  });

  it('binds an OAuth state to the browser and refuses a callback without it', async () => {
    const start = await fetch(`${base}/auth/google/web?prompt=consent`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get('location') ?? '');
    const state = location.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const bound = start.headers.getSetCookie()[0] ?? '';
    expect(bound).toBe(
      `slotwise_oauth_state=${state}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax`,
    );
    const page = await fetch(`${base}${location.pathname}${location.search}`);
    expect(await page.text()).toContain(`name="state" value="${state}"`);
    const again = await fetch(`${base}/auth/google/web`, { redirect: 'manual' });
    expect(new URL(again.headers.get('location') ?? '').searchParams.get('state')).not.toBe(state);

    const callback = (cookie: string | null, sent: string | null) =>
      fetch(`${base}/auth/google/callback`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(cookie ? { cookie } : {}),
        },
        body: new URLSearchParams({
          flow: 'web',
          email: 'jordan.lee@example.com',
          grantScopes: 'on',
          action: 'continue',
          ...(sent === null ? {} : { state: sent }),
        }).toString(),
      });
    const cookie = bound.split(';')[0] ?? '';
    const hasSession = (res: Response) =>
      res.headers.getSetCookie().some((c) => /^slotwise_session=[^;]/.test(c));
    for (const [what, res] of [
      ['no cookie (a form on another site)', await callback(null, state)],
      ['no state', await callback(cookie, null)],
      [
        'another state',
        await callback(
          cookie,
          state.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
        ),
      ],
    ] as const) {
      expect(res.status, what).toBe(403);
      expect(hasSession(res), what).toBe(false);
      expect(await res.text(), what).toContain('could not be verified');
    }
    const ok = await callback(cookie, state);
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe('/preferences');
    expect(hasSession(ok)).toBe(true);
    expect(ok.headers.getSetCookie()).toContain(
      'slotwise_oauth_state=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });

  it('checks the state the browser consent page sends to /__mock/consent', async () => {
    const issued = await fetch(`${base}/__mock/oauth-state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ flow: 'web' }),
    });
    const { state } = (await issued.json()) as { state: string };
    const cookie = (issued.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const consent = (sent: string) =>
      fetch(`${base}/__mock/consent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          flow: 'web',
          email: 'jordan.lee@example.com',
          grantScopes: true,
          state: sent,
        }),
      });
    expect((await consent(`${state}x`)).status).toBe(403);
    expect((await consent(state)).status).toBe(200);
    // Single use.
    expect((await consent(state)).status).toBe(403);
  });

  it('limits busy-slots per visitor and link, counting work only, with a QA switch', async () => {
    resetRateLimits();
    const start = Date.now() + 2 * 86_400_000;
    const range = (valid: boolean) =>
      JSON.stringify({
        startDate: new Date(start).toISOString(),
        endDate: new Date(valid ? start + 86_400_000 : start - 1).toISOString(),
      });
    const ask = (path: string, valid = true) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: range(valid),
      });
    // Refusals (here 400) cost nothing and do not count.
    for (let i = 0; i < 5; i++) expect((await ask(BUSY, false)).status).toBe(400);
    const first = await ask(BUSY);
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('60');
    expect(first.headers.get('ratelimit-remaining')).toBe('59');
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    for (let i = 0; i < 59; i++) await ask(BUSY);
    const over = await ask(BUSY);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('ratelimit-remaining')).toBe('0');
    expect(((await over.json()) as { error: string }).error).toMatch(/^Too many requests/);
    // Another link of the same host is not blocked.
    expect((await ask('/api/scheduling-links/jordan-lee/high-priority/busy-slots')).status).toBe(
      200,
    );
    // QA's switch: off, no limit and no headers; on again, the counts restart.
    const toggle = (enabled: boolean) =>
      fetch(`${base}/__mock/rate-limit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ enabled }),
      });
    await toggle(false);
    const off = await ask(BUSY);
    expect(off.status).toBe(200);
    expect(off.headers.get('ratelimit-limit')).toBeNull();
    await toggle(true);
    expect(rateLimitMode.enabled).toBe(true);
    expect((await ask(BUSY)).status).toBe(200);
  });

  it('still serves ordinary JSON writes', async () => {
    const start = Date.now() + 2 * 86_400_000;
    const res = await fetch(`${base}${BUSY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({
        startDate: new Date(start).toISOString(),
        endDate: new Date(start + 7 * 86_400_000).toISOString(),
      }),
    });
    expect(res.status).toBe(200);
  });
});
