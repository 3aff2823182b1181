import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { slotsOfLink, type Slot } from '../../src/domain/slots';
import { api, errorOf, json, NOW, signInAs, useScenario } from '../test/helpers';

// Several ranges a day and the per-link interval and window
// (`docs/decisions.md#several-ranges-a-day`), through the mock's API: the preferences keep ranges,
// the links keep their interval and window, and the booking check runs the same engine as the page.

type Schemas = components['schemas'];
const LINK = '/api/scheduling-links/jordan-lee/standard';
const NY = 'America/New_York';

/** What the booking page offers a visitor in `zone`, from the same calls and the same engine. */
async function offered(path = LINK, zone = NY): Promise<Record<string, Slot[]>> {
  const link = json<Schemas['PublicSchedulingLink']>(await api('GET', path));
  const busy = json<Schemas['BusySlotsResponse']>(
    await api('POST', `${path}/busy-slots`, { startDate: link.startDate, endDate: link.endDate }),
  );
  return slotsOfLink(link, busy, zone, NOW);
}

function quarterHours(from: string, to: string): string[] {
  const minutes = (label: string) => {
    const [time, half] = label.split(' ');
    const [h, m] = (time ?? '').split(':').map(Number);
    return (((h ?? 0) % 12) + (half === 'PM' ? 12 : 0)) * 60 + (m ?? 0);
  };
  const out: string[] = [];
  for (let t = minutes(from); t <= minutes(to); t += 15) {
    const h = Math.floor(t / 60);
    out.push(
      `${h % 12 === 0 ? 12 : h % 12}:${String(t % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`,
    );
  }
  return out;
}

const MONDAY_TIMES = [
  ...quarterHours('9:00 AM', '11:30 AM'),
  ...quarterHours('1:30 PM', '4:45 PM'),
];

function booking(slot: { start: string; end: string }) {
  return {
    title: '1-1 meeting with Alex Morgan',
    description: '',
    startTime: slot.start,
    endTime: slot.end,
    attendeeEmail: 'alex.morgan@example.org',
    attendeeName: 'Alex Morgan',
  };
}

describe('split-day', () => {
  beforeEach(async () => {
    await useScenario('split-day', NOW);
  });

  it('offers exactly 9:00–11:30 AM and 1:30–4:45 PM, every 15 minutes, on each Monday', async () => {
    const link = json<Schemas['PublicSchedulingLink']>(await api('GET', LINK));
    expect(link).toMatchObject({ slotInterval: 15, bookingWindowDays: 21, defaultDuration: 30 });
    const slots = await offered();
    // 2026-11-04 is a Wednesday: the window holds the Mondays of 9, 16 and 23 November.
    for (const monday of ['2026-11-09', '2026-11-16', '2026-11-23']) {
      expect(slots[monday]?.map((s) => s.label)).toEqual(MONDAY_TIMES);
    }
    // Other weekdays keep their whole-day hours, on the same 15-minute grid.
    const others = Object.entries(slots)
      .filter(([date]) => !['2026-11-09', '2026-11-16', '2026-11-23'].includes(date))
      .flatMap(([, list]) => list.map((s) => s.label));
    expect(others.some((label) => /:(15|45) /.test(label))).toBe(true);
  });

  it('books a Monday time in a range; one between the ranges or off the grid gets 409 or 400', async () => {
    const slots = await offered();
    const first = slots['2026-11-09']?.find((s) => s.label === '1:30 PM');
    expect(first).toBeDefined();
    expect((await api('POST', `${LINK}/book`, booking(first!))).status).toBe(201);
    // 12:15 PM EST, between the ranges: on the quarter hours, but outside every range.
    const between = { start: '2026-11-09T17:15:00.000Z', end: '2026-11-09T17:45:00.000Z' };
    const refused = await api('POST', `${LINK}/book`, booking(between));
    expect(refused.status).toBe(409);
    // 5:00 PM EST: the range ends at 5:15 PM, a 30-minute meeting no longer fits.
    const late = { start: '2026-11-09T22:00:00.000Z', end: '2026-11-09T22:30:00.000Z' };
    expect((await api('POST', `${LINK}/book`, booking(late))).status).toBe(409);
    // 9:10 AM is no quarter hour: never a slot.
    const odd = { start: '2026-11-16T14:10:00.000Z', end: '2026-11-16T14:40:00.000Z' };
    const shape = await api('POST', `${LINK}/book`, booking(odd));
    expect(shape.status).toBe(400);
    expect(errorOf(shape)).toBe('Meetings must start on a quarter hour');
  });

  it('the host reads the ranges back; the first range is what startHour/endHour tell', async () => {
    await signInAs('jordan.lee@example.com');
    const prefs = json<Schemas['Preferences']>(await api('GET', '/api/user/preferences'));
    expect(prefs.dayAvailability['1']).toEqual({
      enabled: true,
      startHour: 9,
      endHour: 12,
      ranges: [
        { start: 540, end: 720 },
        { start: 810, end: 1035 },
      ],
    });
    expect(prefs.dayAvailability['2']).toEqual({ enabled: true, startHour: 9, endHour: 17 });
  });
});

describe('ranges and link settings through the API', () => {
  beforeEach(async () => {
    await useScenario('default', NOW);
    await signInAs('jordan.lee@example.com');
  });

  async function stored() {
    return json<Schemas['Preferences']>(await api('GET', '/api/user/preferences'));
  }

  async function put(body: unknown, version: number) {
    return api('PUT', '/api/user/preferences', body, { 'if-match': `"${version}"` });
  }

  function editable(p: Schemas['Preferences']) {
    const { timePreference, timezone, dayAvailability, bufferTime, noBufferNeeded } = p;
    return { timePreference, timezone, dayAvailability, bufferTime, noBufferNeeded };
  }

  it('stores ranges, derives startHour/endHour from the first, and lets a range end at midnight', async () => {
    const before = await stored();
    const dayAvailability = {
      ...before.dayAvailability,
      '2': {
        enabled: true,
        startHour: 0,
        endHour: 0,
        ranges: [
          { start: 13 * 60 + 30, end: 17 * 60 + 15 },
          { start: 21 * 60, end: 1440 },
        ],
      },
    };
    const saved = await put({ ...editable(before), dayAvailability }, before.version);
    expect(saved.status).toBe(200);
    const after = await stored();
    expect(after.dayAvailability['2']).toEqual({
      enabled: true,
      startHour: 14,
      endHour: 17,
      ranges: [
        { start: 810, end: 1035 },
        { start: 1260, end: 1440 },
      ],
    });
    expect(after.version).toBe(before.version + 1);
  });

  it('an older client writing only startHour/endHour means one range', async () => {
    const before = await stored();
    const withRanges = {
      ...before.dayAvailability,
      '3': {
        enabled: true,
        startHour: 9,
        endHour: 12,
        ranges: [
          { start: 540, end: 720 },
          { start: 780, end: 900 },
        ],
      },
    };
    expect(
      (await put({ ...editable(before), dayAvailability: withRanges }, before.version)).status,
    ).toBe(200);
    const mid = await stored();
    const old = { ...mid.dayAvailability, '3': { enabled: true, startHour: 10, endHour: 16 } };
    expect((await put({ ...editable(mid), dayAvailability: old }, mid.version)).status).toBe(200);
    expect((await stored()).dayAvailability['3']).toEqual({
      enabled: true,
      startHour: 10,
      endHour: 16,
    });
  });

  it('overlapping ranges are a 400 naming the day and change nothing', async () => {
    const before = await stored();
    const dayAvailability = {
      ...before.dayAvailability,
      '1': {
        enabled: true,
        startHour: 9,
        endHour: 12,
        ranges: [
          { start: 540, end: 720 },
          { start: 660, end: 780 },
        ],
      },
    };
    const refused = await put({ ...editable(before), dayAvailability }, before.version);
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toBe('dayAvailability.1.ranges must not overlap');
    expect(await stored()).toEqual(before);
  });

  it('a link keeps its interval and window; the public view and the booking window follow', async () => {
    const links = json<Schemas['SchedulingLink'][]>(await api('GET', '/api/scheduling-links'));
    const standard = links.find((l) => l.type === 'standard')!;
    expect(standard).toMatchObject({ slotInterval: 30, bookingWindowDays: 21 });
    const patched = await api(
      'PATCH',
      `/api/scheduling-links/${standard.id}`,
      { slotInterval: 60, bookingWindowDays: 7 },
      { 'if-match': `"${standard.version}"` },
    );
    expect(patched.status).toBe(200);
    expect(json<Schemas['SchedulingLink']>(patched)).toMatchObject({
      slotInterval: 60,
      bookingWindowDays: 7,
    });
    const pub = json<Schemas['PublicSchedulingLink']>(await api('GET', LINK));
    expect(pub).toMatchObject({ slotInterval: 60, bookingWindowDays: 7 });
    expect(pub.endDate).toBe(new Date(Date.parse(NOW) + 7 * 86_400_000).toISOString());
    const slots = Object.values(await offered()).flat();
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots) expect(new Date(s.start).getUTCMinutes()).toBe(0);
    // beyond the 7 days: no slot, and a booking there is refused
    expect(slots.every((s) => Date.parse(s.end) <= Date.parse(pub.endDate))).toBe(true);
    const later = { start: '2026-11-17T15:00:00.000Z', end: '2026-11-17T15:30:00.000Z' };
    expect((await api('POST', `${LINK}/book`, booking(later))).status).toBe(409);
  });
});
