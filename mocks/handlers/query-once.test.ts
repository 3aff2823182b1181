/**
 * A query parameter given twice is a 400 for every operation, and nothing happens: a server that
 * took the first or the last value would let one request mean two things.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { api, NOW, signInAs, useScenario } from '../test/helpers';

beforeEach(async () => {
  await useScenario('default', NOW);
  await signInAs('jordan.lee@example.com');
});

describe('a repeated query parameter', () => {
  it('deletes no link and cancels no booking', async () => {
    const before = await api('GET', '/api/scheduling-links');
    const call = await api(
      'DELETE',
      '/api/scheduling-links/lnk_jordan_standard?cancelBookings=true&cancelBookings=false',
    );
    expect(call.status).toBe(400);
    expect(call.body).toMatchObject({ code: 'invalid_request', field: 'cancelBookings' });
    expect(await api('GET', '/api/scheduling-links')).toEqual(before);
  });

  it.each([
    ['GET', '/api/host/bookings?status=upcoming&status=past', 'status'],
    ['GET', '/api/dashboard/meetings?limit=5&limit=6', 'limit'],
    ['GET', '/api/goals?weekStartDate=2026-11-02&weekStartDate=2026-11-09', 'weekStartDate'],
    ['GET', '/api/auth/me?x=1&x=1', 'x'],
  ])('%s %s is a 400 naming it', async (method, path, field) => {
    const call = await api(method, path);
    expect(call.status).toBe(400);
    expect(call.body).toMatchObject({ code: 'invalid_request', field });
  });
});
