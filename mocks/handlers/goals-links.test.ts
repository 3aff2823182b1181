import { beforeEach, describe, expect, it } from 'vitest';
import { api, errorOf, JORDAN_GOALS_WEEK, json, NOW, signInAs, useScenario } from '../test/helpers';

interface Goals {
  id: string | null;
  goals: string[];
  weekStartDate: string;
  updatedAt: string | null;
}
interface Link {
  id: string;
  slug: string;
  previousSlugs: string[];
  name: string;
  customDescription: string | null;
  type: string;
  defaultDuration: number;
  userId: string;
}

beforeEach(async () => {
  await useScenario('default', NOW);
  await signInAs('jordan.lee@example.com');
});

describe('weekly goals', () => {
  it('reads this week’s goals', async () => {
    const week = json<Goals>(await api('GET', `/api/goals?weekStartDate=${JORDAN_GOALS_WEEK}`));
    expect(week.goals).toEqual([
      'Ship the booking page redesign',
      'Prepare the Q4 planning deck',
      'Two focus afternoons without meetings',
    ]);
    expect(week.weekStartDate).toBe(JORDAN_GOALS_WEEK);
    expect(week.id).toMatch(/^gls_/);
  });

  it('names a week by its Monday’s date only: an instant of that Monday is a 400', async () => {
    for (const monday of [
      '2026-11-02T05:00:00.000Z',
      '2026-11-02T00:00:00.000Z',
      '2026-11-01T16:00:00.000Z',
      '2026-11-02T10:00:00.000Z',
    ]) {
      const call = await api('GET', `/api/goals?weekStartDate=${monday}`);
      expect(call.status).toBe(400);
      expect(errorOf(call)).toBe('weekStartDate must be a Monday (YYYY-MM-DD)');
    }
    const week = json<Goals>(await api('GET', '/api/goals?weekStartDate=2026-11-02'));
    expect(week.goals[0]).toBe('Ship the booking page redesign');
    expect(week.weekStartDate).toBe('2026-11-02');
  });

  it('keeps a week where it is when the host changes zone', async () => {
    const saved = json<Goals>(
      await api('POST', '/api/goals', { goals: ['Far away', '', ''], weekStartDate: '2026-11-16' }),
    );
    const prefs = json<Record<string, unknown>>(await api('GET', '/api/user/preferences'));
    const { timePreference, dayAvailability, bufferTime, noBufferNeeded } = prefs;
    const moved = await api('PUT', '/api/user/preferences', {
      timePreference,
      timezone: 'Pacific/Auckland',
      dayAvailability,
      bufferTime,
      noBufferNeeded,
    });
    expect(moved.status).toBe(200);
    for (const [weekStartDate, first] of [
      [JORDAN_GOALS_WEEK, 'Ship the booking page redesign'],
      ['2026-11-16', 'Far away'],
    ]) {
      const week = json<Goals>(await api('GET', `/api/goals?weekStartDate=${weekStartDate}`));
      expect(week.goals[0]).toBe(first);
      expect(week.weekStartDate).toBe(weekStartDate);
    }
    const again = json<Goals>(
      await api('POST', '/api/goals', {
        goals: ['Still here', '', ''],
        weekStartDate: '2026-11-16',
      }),
    );
    expect(again.id).toBe(saved.id);
  });

  it('answers an empty week with id null', async () => {
    expect(json(await api('GET', '/api/goals?weekStartDate=2026-11-16'))).toEqual({
      id: null,
      goals: [],
      weekStartDate: '2026-11-16',
      updatedAt: null,
      version: 0,
      minutesNeeded: [],
    });
  });

  it('upserts, trimmed, one set per week', async () => {
    const first = json<Goals>(
      await api('POST', '/api/goals', {
        goals: ['  Ship it  ', '', ' Rest '],
        weekStartDate: '2026-11-16',
      }),
    );
    expect(first.goals).toEqual(['Ship it', '', 'Rest']);
    expect(first.weekStartDate).toBe('2026-11-16');
    expect(first.updatedAt).toBe(NOW);
    const second = json<Goals>(
      await api('POST', '/api/goals', {
        goals: ['Ship it', 'Review', ''],
        weekStartDate: '2026-11-16',
      }),
    );
    expect(second.id).toBe(first.id);
    const all = json<Goals[]>(await api('GET', '/api/goals/user/all'));
    expect(all.filter((g) => g.id === first.id)).toHaveLength(1);
    expect(all.map((g) => g.weekStartDate)).toEqual(
      all
        .map((g) => g.weekStartDate)
        .sort()
        .reverse(),
    );
  });

  it('is safe when two saves of one week race', async () => {
    const body = { goals: ['Race', '', ''], weekStartDate: '2026-11-23' };
    const [a, b] = await Promise.all([
      api('POST', '/api/goals', body),
      api('POST', '/api/goals', body),
    ]);
    expect(json<Goals>(a).id).toBe(json<Goals>(b).id);
  });

  it('deletes a goal set', async () => {
    const week = json<Goals>(await api('GET', `/api/goals?weekStartDate=${JORDAN_GOALS_WEEK}`));
    const call = await api('DELETE', `/api/goals/${week.id}`);
    expect(call.status).toBe(204);
    expect(
      json<Goals>(await api('GET', `/api/goals?weekStartDate=${JORDAN_GOALS_WEEK}`)).id,
    ).toBeNull();
    expect((await api('DELETE', `/api/goals/${week.id}`)).status).toBe(404);
  });
});

describe('scheduling links', () => {
  it('lists the two seeded links, high priority first', async () => {
    const links = json<Link[]>(await api('GET', '/api/scheduling-links'));
    expect(links).toEqual([
      {
        id: 'lnk_jordan_high_priority',
        slug: 'jordan-lee/high-priority',
        previousSlugs: [],
        name: '1-1 meeting',
        customDescription: null,
        type: 'high_priority',
        defaultDuration: 30,
        userId: 'usr_jordan_lee',
        version: 1,
        minimumNotice: null,
        dailyLimit: null,
        slotInterval: 30,
        bookingWindowDays: 14,
        active: true,
        durations: [30],
        location: null,
        locations: [],
        secret: false,
        singleUse: false,
        usedAt: null,
        questions: [],
        maxGuests: 0,
        changeCutoffHours: 0,
        requiresApproval: false,
        reminders: [
          { minutesBefore: 1440, enabled: true },
          { minutesBefore: 60, enabled: true },
        ],
      },
      {
        id: 'lnk_jordan_standard',
        slug: 'jordan-lee/standard',
        previousSlugs: [],
        name: '1-1 meeting',
        customDescription: 'Happy to chat about partnerships, hiring or product feedback.',
        type: 'standard',
        defaultDuration: 30,
        userId: 'usr_jordan_lee',
        version: 1,
        minimumNotice: null,
        dailyLimit: null,
        slotInterval: 30,
        bookingWindowDays: 21,
        active: true,
        durations: [30],
        location: null,
        locations: [],
        secret: false,
        singleUse: false,
        usedAt: null,
        questions: [],
        maxGuests: 0,
        changeCutoffHours: 0,
        requiresApproval: false,
        reminders: [
          { minutesBefore: 1440, enabled: true },
          { minutesBefore: 60, enabled: true },
        ],
      },
    ]);
  });

  it('lets a new host create both defaults, then refuses a second link of a type', async () => {
    await useScenario('new-host', NOW);
    expect(json<Link[]>(await api('GET', '/api/scheduling-links'))).toEqual([]);
    const create = (type: string, suffix: string) =>
      api('POST', '/api/scheduling-links', {
        name: '1-1 meeting',
        customDescription: null,
        defaultDuration: 30,
        slug: `sam-rivera/${suffix}`,
        userId: 'usr_sam_rivera',
        type,
      });
    const high = await create('high_priority', 'high-priority');
    expect(high.status).toBe(201);
    expect(json<Link>(high)).toMatchObject({
      slug: 'sam-rivera/high-priority',
      type: 'high_priority',
      userId: 'usr_sam_rivera',
    });
    expect((await create('standard', 'standard')).status).toBe(201);
    const again = await create('standard', 'standard-2');
    expect(again.status).toBe(409);
    expect(errorOf(again)).toBe('You already have a standard scheduling link');
    expect(json<Link[]>(await api('GET', '/api/scheduling-links'))).toHaveLength(2);
  });

  it('auto-creation racing in two tabs creates each link once', async () => {
    await useScenario('new-host', NOW);
    const body = {
      name: '1-1 meeting',
      defaultDuration: 30,
      slug: 'sam-rivera/standard',
      userId: 'usr_sam_rivera',
      type: 'standard',
    };
    const calls = await Promise.all([
      api('POST', '/api/scheduling-links', body),
      api('POST', '/api/scheduling-links', body),
    ]);
    expect(calls.map((c) => c.status).sort()).toEqual([201, 409]);
  });

  it('updates a link; the public page follows the new slug', async () => {
    const call = await api('PATCH', '/api/scheduling-links/lnk_jordan_standard', {
      name: 'Quick chat',
      slug: 'jordan-lee/chat',
      defaultDuration: 45,
      customDescription: '   ',
    });
    expect(call.status).toBe(200);
    expect(json<Link>(call)).toMatchObject({
      name: 'Quick chat',
      slug: 'jordan-lee/chat',
      defaultDuration: 45,
      customDescription: null,
      type: 'standard',
    });
    // The old slug keeps leading to the link, which now answers with its new slug.
    expect(
      json<{ slug: string }>(await api('GET', '/api/scheduling-links/jordan-lee/standard')).slug,
    ).toBe('jordan-lee/chat');
    expect(
      json<{ defaultDuration: number }>(await api('GET', '/api/scheduling-links/jordan-lee/chat'))
        .defaultDuration,
    ).toBe(45);
    // Keeping its own slug is not a clash.
    expect(
      (await api('PATCH', '/api/scheduling-links/lnk_jordan_standard', { slug: 'jordan-lee/chat' }))
        .status,
    ).toBe(200);
  });

  it('answers 409 when the new slug belongs to another link', async () => {
    const call = await api('PATCH', '/api/scheduling-links/lnk_jordan_standard', {
      slug: 'jordan-lee/high-priority',
    });
    expect(call.status).toBe(409);
    expect(errorOf(call)).toBe('The booking link /book/jordan-lee/high-priority is already taken');
  });
});
