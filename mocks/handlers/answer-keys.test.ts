/**
 * The answer keys `__proto__`, `constructor` and `prototype` name no question: a 400 like any
 * unknown key, never dropped on the way (a record parser skips them) to book without them.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { api, NOW, signInAs, useScenario } from '../test/helpers';

const OFFICE = '/api/scheduling-links/jordan-lee/office-hours';

beforeEach(async () => {
  await useScenario('meeting-types', NOW);
});

describe('prototype keys among the answers', () => {
  it.each(['__proto__', 'constructor', 'prototype'])('%s is refused as unknown', async (key) => {
    const start = Date.parse(NOW) + 2 * 86_400_000;
    // Raw JSON: an object literal's `__proto__` would set the prototype, not a key.
    const body = `{"title":"Office hours","description":"","attendeeName":"Alex Morgan","attendeeEmail":"alex.morgan@example.org","startTime":"${new Date(start).toISOString()}","endTime":"${new Date(start + 30 * 60_000).toISOString()}","answers":{"topic":"x","${key}":"y"}}`;
    const call = await api('POST', `${OFFICE}/book`, body, { 'content-type': 'application/json' });
    expect(call.status).toBe(400);
    expect(call.body).toEqual({
      error: `This link asks no question "${key}"`,
      code: 'invalid_request',
    });
    await signInAs('jordan.lee@example.com');
    const page = (await api('GET', '/api/host/bookings')).body as { items: { slug: string }[] };
    expect(page.items.some((b) => b.slug === 'jordan-lee/office-hours')).toBe(false);
  });
});
