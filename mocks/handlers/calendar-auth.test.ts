import { beforeEach, describe, expect, it } from 'vitest';
import { api, errorOf, NOW, signInAs, signOut, useScenario } from '../test/helpers';

const LINK = '/api/scheduling-links/jordan-lee/standard';
const RANGE = { startDate: NOW, endDate: '2026-11-20T00:00:00.000Z' };

describe('POST /__mock/calendar-auth', () => {
  beforeEach(async () => {
    await useScenario('default', NOW);
  });

  it('needs a session and a boolean', async () => {
    await signOut();
    expect((await api('POST', '/__mock/calendar-auth', { expired: true })).status).toBe(401);
    await signInAs('jordan.lee@example.com');
    const bad = await api('POST', '/__mock/calendar-auth', { expired: 'yes' });
    expect(bad.status).toBe(400);
    expect(errorOf(bad)).toBe('expired must be true or false');
  });

  it('expires the signed-in host’s grant, giving the 409s, and repairs it', async () => {
    await signInAs('jordan.lee@example.com');
    expect((await api('POST', `${LINK}/busy-slots`, RANGE)).status).toBe(200);

    const expired = await api('POST', '/__mock/calendar-auth', { expired: true });
    expect(expired.body).toEqual({ email: 'jordan.lee@example.com', expired: true });
    const busy = await api('POST', `${LINK}/busy-slots`, RANGE);
    expect(busy.status).toBe(409);
    expect(errorOf(busy)).toMatch(/authentication expired/);
    const analyze = await api('POST', '/api/user/preferences/analyze');
    expect(analyze.status).toBe(409);
    expect(errorOf(analyze)).toContain('Google Calendar not connected');

    await api('POST', '/__mock/calendar-auth', { expired: false });
    expect((await api('POST', `${LINK}/busy-slots`, RANGE)).status).toBe(200);
  });
});
