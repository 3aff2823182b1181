/**
 * Holds follow the contract's Origin rule: only `getBusySlots`, `bookSlot`, `cancelBooking` and
 * `rescheduleBooking` are exempt, so a hold written from a foreign page is a 403 (the embed's
 * booking page runs in a frame on the app's own origin: its holds carry that Origin).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { now } from '../mocks/clock';
import { createMockApp } from '../mocks/http-app';
import { loadScenario } from '../mocks/scenarios';
import { securityMode } from '../mocks/security';

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

const write = (path: string, origin: string, body: unknown = {}) =>
  fetch(`${base}${path}`, {
    method: path.endsWith('/release') ? 'DELETE' : 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
  });

describe('holds and a foreign Origin', () => {
  it.each(['/api/scheduling-links/jordan-lee/standard/holds', '/api/holds/hld_unknown/extend'])(
    'POST %s from another site is 403, nothing held',
    async (path) => {
      const res = await write(path, 'https://evil.example', {
        startTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe('foreign_origin');
    },
  );

  it('DELETE /api/holds/{id} from another site is 403', async () => {
    const res = await fetch(`${base}/api/holds/hld_unknown`, {
      method: 'DELETE',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });

  it('the app’s own origin still holds', async () => {
    const res = await write('/api/holds/hld_unknown/extend', base);
    expect(res.status).not.toBe(403);
  });
});
