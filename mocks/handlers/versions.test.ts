import { beforeEach, describe, expect, it } from 'vitest';
import { api, json, JORDAN_GOALS_WEEK, NOW, signInAs, useScenario } from '../test/helpers';

interface Versioned {
  version: number;
}
type Conflict<T> = { code: string; current: T };

beforeEach(async () => {
  await useScenario('default', NOW);
  await signInAs('jordan.lee@example.com');
});

const ifMatch = (version: number | string) => ({ 'if-match': `"${version}"` });

describe('versions: a stale write is refused and changes nothing', () => {
  it('preferences: seeded at version 1; a write naming it goes through, a second one is 412', async () => {
    const stored = json<Versioned & { bufferTime: number; [key: string]: unknown }>(
      await api('GET', '/api/user/preferences'),
    );
    expect(stored.version).toBe(1);
    const { totalMeetingsAnalyzed, lastAnalyzedAt, slackId, version, ...input } = stored;
    void [totalMeetingsAnalyzed, lastAnalyzedAt, slackId, version];
    const first = await api(
      'PUT',
      '/api/user/preferences',
      { ...input, bufferTime: 20 },
      ifMatch(1),
    );
    expect(first.status).toBe(200);
    expect(json<Versioned>(first).version).toBe(2);
    const stale = await api(
      'PUT',
      '/api/user/preferences',
      { ...input, bufferTime: 30 },
      ifMatch(1),
    );
    expect(stale.status).toBe(412);
    const body = json<Conflict<Versioned & { bufferTime: number }>>(stale);
    expect(body.code).toBe('version_conflict');
    expect(body.current).toMatchObject({ bufferTime: 20, version: 2 });
    const after = json<Versioned & { bufferTime: number }>(
      await api('GET', '/api/user/preferences'),
    );
    expect(after).toMatchObject({ bufferTime: 20, version: 2 });
    // The same values again are no change: the version stays.
    const echo = await api(
      'PUT',
      '/api/user/preferences',
      { ...input, bufferTime: 20 },
      ifMatch(2),
    );
    expect(json<Versioned>(echo).version).toBe(2);
  });

  it('goals: a week with nothing saved is version 0; If-Match "0" creates it once', async () => {
    const week = '2027-01-04';
    const empty = json<Versioned>(await api('GET', `/api/goals?weekStartDate=${week}`));
    expect(empty.version).toBe(0);
    const body = { goals: ['One', '', ''], weekStartDate: week };
    expect((await api('POST', '/api/goals', body, ifMatch(0))).status).toBe(200);
    const again = await api('POST', '/api/goals', { ...body, goals: ['Two', '', ''] }, ifMatch(0));
    expect(again.status).toBe(412);
    expect(json<Conflict<{ goals: string[] }>>(again).current.goals).toEqual(['One', '', '']);
    const seeded = json<Versioned>(
      await api('GET', `/api/goals?weekStartDate=${JORDAN_GOALS_WEEK}`),
    );
    expect(seeded.version).toBe(1);
  });

  it('links: a stale or malformed If-Match is 412 with the stored link', async () => {
    const [link] = json<(Versioned & { id: string; name: string })[]>(
      await api('GET', '/api/scheduling-links'),
    );
    expect(link!.version).toBe(1);
    const path = `/api/scheduling-links/${link!.id}`;
    expect((await api('PATCH', path, { name: 'Renamed' }, ifMatch(1))).status).toBe(200);
    const stale = await api('PATCH', path, { name: 'Stale' }, ifMatch(1));
    expect(stale.status).toBe(412);
    expect(json<Conflict<{ name: string }>>(stale).current.name).toBe('Renamed');
    expect((await api('PATCH', path, { name: 'Odd' }, { 'if-match': 'v1' })).status).toBe(412);
    // Without If-Match the write is unconditional.
    expect((await api('PATCH', path, { name: 'Anyway' })).status).toBe(200);
  });
});
