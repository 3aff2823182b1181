/**
 * The hold bounds on the HTTP mock server (mocks/handlers/hold-limits.ts): the address is the
 * socket's, whatever a client sends in the header the server sets, and `createSlotHold` has its
 * per-address and link rate limit with the RateLimit headers (mocks/rate-limit.ts).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../src/api/schema.gen';
import { generateSlots } from '../src/domain/slots';
import { now } from '../mocks/clock';
import { createMockApp } from '../mocks/http-app';
import { CLIENT_ADDRESS_HEADER } from '../mocks/handlers/hold-limits';
import { RATE_LIMITS, resetRateLimits } from '../mocks/rate-limit';
import { loadScenario } from '../mocks/scenarios';
import { securityMode } from '../mocks/security';

type Schemas = components['schemas'];
const LINK = '/api/scheduling-links/jordan-lee/standard';

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
  resetRateLimits();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** The link's free slots, at least three hours apart. */
async function slotsApart(): Promise<{ start: string; end: string }[]> {
  const link = (await (await fetch(`${base}${LINK}`)).json()) as Schemas['PublicSchedulingLink'];
  const window = { startDate: link.startDate, endDate: link.endDate };
  const busy = (await (
    await post(`${LINK}/busy-slots`, window)
  ).json()) as Schemas['BusySlotsResponse'];
  const all = Object.values(
    generateSlots({
      type: link.type,
      duration: link.defaultDuration,
      interval: link.slotInterval,
      windowDays: link.bookingWindowDays,
      window,
      preferences: { ...busy.preferences, timePreference: link.preferences.timePreference },
      busy: busy.busySlots,
      visitorTimeZone: 'UTC',
      now: now(),
    }),
  ).flat();
  const apart: { start: string; end: string }[] = [];
  for (const s of all) {
    const last = apart.at(-1);
    if (!last || Date.parse(s.start) - Date.parse(last.start) >= 3 * 3_600_000) apart.push(s);
  }
  return apart;
}

describe('hold bounds on the HTTP mock server', () => {
  it('takes the address from the socket: a client’s own address header changes nothing', async () => {
    const slots = await slotsApart();
    const ids: string[] = [];
    for (const [i, slot] of slots.slice(0, 3).entries()) {
      const made = await post(
        `${LINK}/holds`,
        { startTime: slot.start },
        { [CLIENT_ADDRESS_HEADER]: `198.51.100.${i + 1}` },
      );
      expect(made.status).toBe(201);
      ids.push(((await made.json()) as Schemas['SlotHold']).id);
    }
    // One address: the third ended the first.
    expect((await post(`/api/holds/${ids[0]}/extend`, undefined)).status).toBe(409);
    expect((await post(`/api/holds/${ids[2]}/extend`, undefined)).status).toBe(200);
  });

  it('limits holds per address and link, with the RateLimit headers and a 429', async () => {
    const [slot] = await slotsApart();
    const policy = RATE_LIMITS.createSlotHold;
    const first = await post(`${LINK}/holds`, { startTime: slot!.start });
    expect(first.status).toBe(201);
    expect(first.headers.get('RateLimit-Limit')).toBe(String(policy.limit));
    expect(first.headers.get('RateLimit-Remaining')).toBe(String(policy.limit - 1));
    // The same time again: 409 slot_held (its own hold), which counts as work done.
    for (let i = 1; i < policy.limit; i++) {
      expect((await post(`${LINK}/holds`, { startTime: slot!.start })).status).toBe(409);
    }
    const over = await post(`${LINK}/holds`, { startTime: slot!.start });
    expect(over.status).toBe(429);
    expect(over.headers.get('RateLimit-Remaining')).toBe('0');
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await over.json()) as { code: string }).code).toBe('rate_limited');
  });
});
