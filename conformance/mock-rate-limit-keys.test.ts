/**
 * The HTTP mock server's rate limit keys on the operation and the link's id, after the path is
 * taken exactly: a trailing slash or another case is no other path to the same call (404), and a
 * renamed link, still answering at its old slug, keeps its count.
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
  rateLimitMode.enabled = true;
  await loadScenario('default', { now: now() });
  resetRateLimits();
});

const LINK = '/api/scheduling-links/jordan-lee/standard';
const start = Date.now() + 2 * 86_400_000;
const range = JSON.stringify({
  startDate: new Date(start).toISOString(),
  endDate: new Date(start + 86_400_000).toISOString(),
});
const busy = (path: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: range,
  });
/** A well-formed booking at a past time: a counted 409, nothing booked. */
const book = (path: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Rate limit',
      description: '',
      startTime: '2020-01-06T15:00:00.000Z',
      endTime: '2020-01-06T15:30:00.000Z',
      attendeeEmail: 'eve@example.org',
      attendeeName: 'Eve',
    }),
  });

describe('the rate limit’s key', () => {
  it('refuses a trailing slash or another case with 404, before any count', async () => {
    for (const path of [
      `${LINK}/book/`,
      `/API/scheduling-links/jordan-lee/standard/book`,
      `/api/Scheduling-Links/jordan-lee/standard/book`,
      `${LINK}/BOOK`,
      `/api/scheduling-links//jordan-lee/standard/book`,
    ]) {
      const res = await book(path);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('not_found');
    }
    const first = await book(`${LINK}/book`);
    expect(first.status).toBe(409);
    expect(first.headers.get('ratelimit-remaining')).toBe('9');
  });

  it('after a 429, no other spelling of the path books again', async () => {
    for (let i = 0; i < 10; i++) expect((await book(`${LINK}/book`)).status).toBe(409);
    expect((await book(`${LINK}/book`)).status).toBe(429);
    for (const path of [`${LINK}/book/`, `/API/scheduling-links/jordan-lee/standard/book`])
      expect([404, 429]).toContain((await book(path)).status);
  });

  it('a renamed link keeps its count at its new and its old slug', async () => {
    for (let i = 0; i < 60; i++) expect((await busy(`${LINK}/busy-slots`)).status).toBe(200);
    expect((await busy(`${LINK}/busy-slots`)).status).toBe(429);
    const cookie = (
      (await (
        await fetch(`${base}/__mock/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'jordan.lee@example.com' }),
        })
      ).json()) as { cookie: string }
    ).cookie;
    const renamed = await fetch(`${base}/api/scheduling-links/lnk_jordan_standard`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ slug: 'jordan-lee/renamed' }),
    });
    expect(renamed.status).toBe(200);
    expect((await busy('/api/scheduling-links/jordan-lee/renamed/busy-slots')).status).toBe(429);
    expect((await busy(`${LINK}/busy-slots`)).status).toBe(429);
    // Another operation of the same link has its own count.
    expect((await book('/api/scheduling-links/jordan-lee/renamed/book')).status).toBe(409);
  });
});
