/**
 * The HTTP mock server builds every link a message carries on its configured public origin
 * (`MOCK_PUBLIC_ORIGIN`, mocks/public-origin.ts), never on the request's `Host`,
 * `X-Forwarded-Host` or `Forwarded`: neither a booking's own invitation nor the due-work sweep
 * that a stranger's request sets off may put a visitor's secret manage link on another site.
 */
import type { AddressInfo } from 'node:net';
import { request, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../src/api/schema.gen';
import { generateSlots } from '../src/domain/slots';
import { setNow } from '../mocks/clock';
import { createMockApp } from '../mocks/http-app';
import { setPublicOrigin } from '../mocks/public-origin';
import { loadScenario } from '../mocks/scenarios';
import { securityMode } from '../mocks/security';
import { rateLimitMode } from '../mocks/rate-limit';
import { NOW } from '../mocks/test/now';

type Schemas = components['schemas'];

const PUBLIC = 'https://app.slotwise.example';
const FORGED = {
  host: 'attacker.example',
  'x-forwarded-host': 'attacker.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=attacker.example;proto=https',
};
const STANDARD = '/api/scheduling-links/jordan-lee/standard';

let server: Server;
let base = '';

beforeAll(async () => {
  setPublicOrigin(PUBLIC);
  server = createMockApp().listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  setPublicOrigin(null);
  setNow(null);
});
beforeEach(async () => {
  securityMode.plainHttp = true;
  rateLimitMode.enabled = true;
  setNow(NOW);
  await loadScenario('meeting-types', { now: new Date(NOW) });
});

/** One request over node:http, whose `Host` header is sent as given (fetch writes its own). */
function send(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function call<T>(method: string, path: string, body?: unknown, headers = {}): Promise<T> {
  const res = await send(method, path, body, headers);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
  return JSON.parse(res.text) as T;
}

/** Books the standard link's first slot two days ahead or later, with `headers`. */
async function book(headers: Record<string, string>): Promise<Schemas['Booking']> {
  const link = await call<Schemas['PublicSchedulingLink']>('GET', STANDARD);
  const busy = await call<Schemas['BusySlotsResponse']>('POST', `${STANDARD}/busy-slots`, {
    startDate: link.startDate,
    endDate: link.endDate,
  });
  const slot = Object.values(
    generateSlots({
      type: link.type,
      duration: link.defaultDuration,
      interval: link.slotInterval,
      windowDays: link.bookingWindowDays,
      window: { startDate: link.startDate, endDate: link.endDate },
      preferences: { ...busy.preferences, timePreference: link.preferences.timePreference },
      busy: busy.busySlots,
      visitorTimeZone: 'Europe/Paris',
      now: NOW,
    }),
  )
    .flat()
    .find((s) => Date.parse(s.start) >= Date.parse(NOW) + 48 * 3_600_000);
  if (!slot) throw new Error('no slot offered');
  return call<Schemas['Booking']>(
    'POST',
    `${STANDARD}/book`,
    {
      title: 'Meeting with Eve',
      description: '',
      attendeeName: 'Eve Visitor',
      attendeeEmail: 'eve@example.org',
      startTime: slot.start,
      endTime: slot.end,
      timeZone: 'Europe/Paris',
    },
    headers,
  );
}

interface Message {
  kind: string;
  to: string;
  manageUrl: string | null;
}

const messagesTo = async (to: string, headers = {}) =>
  (await call<Message[]>('GET', `/__mock/outbox?to=${encodeURIComponent(to)}`, undefined, headers))
    .map((m) => m.manageUrl)
    .filter((url): url is string => url !== null);

describe('links in messages', () => {
  it('a booking sent with a forged Host gets its invitation on the configured origin', async () => {
    const booking = await book(FORGED);
    const links = await messagesTo('eve@example.org', FORGED);
    expect(links.length).toBeGreaterThan(0);
    for (const url of links)
      expect(url).toMatch(new RegExp(`^${PUBLIC}/bookings/${booking.id}\\?`));
  });

  it('the reminder sweep a stranger’s request sets off builds on the configured origin', async () => {
    const booking = await book({});
    // The 24-hour reminder falls due; nothing has swept since.
    setNow(new Date(Date.parse(booking.startTime) - 23 * 3_600_000).toISOString());
    expect((await send('GET', STANDARD, undefined, FORGED)).status).toBe(200);
    const reminders = await call<Message[]>(
      'GET',
      '/__mock/outbox?kind=reminder&to=eve%40example.org',
    );
    expect(reminders.map((m) => m.manageUrl)).toEqual([
      expect.stringMatching(new RegExp(`^${PUBLIC}/bookings/${booking.id}\\?token=`)),
    ]);
  });
});
