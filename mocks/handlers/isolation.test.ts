import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { api, errorOf, JORDAN_GOALS_WEEK, json, NOW, signInAs, useScenario } from '../test/helpers';

interface Link {
  id: string;
  slug: string;
  userId: string;
  name: string;
}

beforeEach(async () => {
  await useScenario('default', NOW);
  await signInAs('priya.shah@example.com');
});

describe('one host can never read or change another host’s data', () => {
  it('lists only the caller’s links', async () => {
    const links = json<Link[]>(await api('GET', '/api/scheduling-links'));
    expect(links.map((l) => l.slug)).toEqual(['priya-shah/high-priority', 'priya-shah/standard']);
    expect(links.every((l) => l.userId === 'usr_priya_shah')).toBe(true);
  });

  it('answers 404 when patching another host’s link, and changes nothing', async () => {
    const call = await api('PATCH', '/api/scheduling-links/lnk_jordan_standard', {
      name: 'Mine now',
    });
    expect(call.status).toBe(404);
    expect(errorOf(call)).toBe('Scheduling link not found');
    expect(db.links.findFirst((q) => q.where({ id: 'lnk_jordan_standard' }))?.name).toBe(
      '1-1 meeting',
    );
  });

  it('answers 403 when creating a link for another user', async () => {
    const call = await api('POST', '/api/scheduling-links', {
      name: 'Sneaky',
      defaultDuration: 30,
      slug: 'jordan-lee/sneaky',
      userId: 'usr_jordan_lee',
      type: 'standard',
    });
    expect(call.status).toBe(403);
    expect(errorOf(call)).toBe('You can only create scheduling links for yourself');
    expect(db.links.findFirst((q) => q.where({ slug: 'jordan-lee/sneaky' }))).toBeUndefined();
  });

  it('answers 404 when deleting another host’s goals, and keeps them', async () => {
    const jordanGoals = db.goals.findMany((q) => q.where({ userId: 'usr_jordan_lee' }));
    expect(jordanGoals.length).toBeGreaterThan(0);
    for (const goals of jordanGoals) {
      const call = await api('DELETE', `/api/goals/${goals.id}`);
      expect(call.status).toBe(404);
      expect(errorOf(call)).toBe('Goals not found');
    }
    expect(db.goals.findMany((q) => q.where({ userId: 'usr_jordan_lee' })).length).toBe(
      jordanGoals.length,
    );
  });

  it('reads only the caller’s goals for a week', async () => {
    const week = json<{ goals: string[] }>(
      await api('GET', `/api/goals?weekStartDate=${JORDAN_GOALS_WEEK}`),
    );
    expect(week.goals).not.toContain('Ship the booking page redesign');
    const all = json<{ goals: string[] }[]>(await api('GET', '/api/goals/user/all'));
    expect(all.flatMap((g) => g.goals)).not.toContain('Ship the booking page redesign');
  });

  it('never lists another host’s meetings or calendars', async () => {
    const meetings = json<{ calendarEmail: string }[]>(
      await api(
        'GET',
        '/api/dashboard/meetings?startDate=2026-10-01T00:00:00Z&endDate=2026-11-30T00:00:00Z',
      ),
    );
    expect(meetings.length).toBeGreaterThan(0);
    expect(meetings.every((m) => m.calendarEmail === 'priya.shah@example.com')).toBe(true);
    const calendars = json<{ primary: { email: string; status?: string }; additional: unknown[] }>(
      await api('GET', '/api/user/connected-calendars'),
    );
    expect(calendars).toEqual({
      primary: { email: 'priya.shah@example.com', status: 'connected' },
      additional: [],
    });
  });

  it('cannot disconnect another host’s calendar', async () => {
    const call = await api('DELETE', '/api/user/connected-calendars/jordan.personal%40example.com');
    expect(call.status).toBe(404);
    expect(
      db.calendars.findFirst((q) => q.where({ email: 'jordan.personal@example.com' })),
    ).toBeDefined();
  });

  it('keeps preferences per user', async () => {
    const mine = json<{ timezone: string }>(await api('GET', '/api/user/preferences'));
    expect(mine.timezone).toBe('Asia/Kolkata');
    await api('PUT', '/api/user/preferences', {
      timePreference: 'am',
      timezone: 'Asia/Kolkata',
      dayAvailability: Object.fromEntries(
        ['0', '1', '2', '3', '4', '5', '6'].map((d) => [
          d,
          { enabled: true, startHour: 8, endHour: 20 },
        ]),
      ),
      bufferTime: 0,
      noBufferNeeded: true,
    });
    const jordan = db.preferences.findFirst((q) => q.where({ userId: 'usr_jordan_lee' }));
    expect(jordan?.timezone).toBe('America/New_York');
    expect(jordan?.bufferTime).toBe(15);
  });

  it('refuses the workflow monitor to a user without workflow access', async () => {
    expect((await api('GET', '/api/dashboard/workflows-stats')).status).toBe(403);
    expect((await api('GET', '/api/dashboard/workflows')).status).toBe(403);
  });

  it('never lets a host take another host’s prefix (403), nor change its own', async () => {
    for (const slug of ['jordan-lee/standard', 'jordan-lee/mine', 'priya-shah-2/standard']) {
      const call = await api('PATCH', '/api/scheduling-links/lnk_priya_standard', { slug });
      expect(call.status).toBe(403);
      expect(errorOf(call)).toBe('The slug prefix must be your own: priya-shah');
    }
    const created = await api('POST', '/api/scheduling-links', {
      name: 'Mine',
      defaultDuration: 30,
      slug: 'jordan-lee/mine',
      userId: 'usr_priya_shah',
      type: 'standard',
    });
    expect(created.status).toBe(403);
  });

  it('gives a new account a prefix no one else has, fixed at creation', async () => {
    const prefixes: string[] = [];
    for (const email of ['jordan.lee.2@example.org', 'jordan.lee.3@example.org']) {
      const consent = await api('POST', '/__mock/consent', {
        flow: 'web',
        email,
        grantScopes: true,
        name: 'Jordan Lee',
      });
      expect(consent.status).toBe(200);
      await signInAs(email);
      prefixes.push(json<{ slugPrefix: string }>(await api('GET', '/api/auth/me')).slugPrefix);
    }
    expect(prefixes).toEqual(['jordan-lee-2', 'jordan-lee-3']);
  });

  it('refuses slugs that break the pattern: -/-, hyphen-only or 65-character suffixes (400)', async () => {
    for (const slug of ['-/-', 'priya-shah/---', `priya-shah/${'a'.repeat(65)}`]) {
      const call = await api('PATCH', '/api/scheduling-links/lnk_priya_standard', { slug });
      expect(call.status).toBe(400);
    }
    const ok = await api('PATCH', '/api/scheduling-links/lnk_priya_standard', {
      slug: `priya-shah/${'a'.repeat(64)}`,
    });
    expect(ok.status).toBe(200);
  });
});
