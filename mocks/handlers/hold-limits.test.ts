/**
 * Holds, bounded (`hold-limits.ts`, contract `createSlotHold` "Bounds"): one live hold per visitor
 * per link, at most two per link from one address, one extension in all however a time is
 * re-held, a per-visitor rate limit, a hold good only on its own link, and the host's reschedule
 * never held off. Over scenario `meeting-types`, on the test clock. Vitest has no socket: an
 * address is sent as the HTTP server would set it (`CLIENT_ADDRESS_HEADER`).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { generateSlots } from '../../src/domain/slots';
import { now, setNow } from '../clock';
import { api, json, NOW, signInAs, signOut, useScenario } from '../test/helpers';
import { CLIENT_ADDRESS_HEADER, VISITOR_HOLD_LIMIT } from './hold-limits';

type Schemas = components['schemas'];
type Hold = Schemas['SlotHold'];
type Slot = { start: string; end: string };

const STANDARD = '/api/scheduling-links/jordan-lee/standard';
const OTHER_LINK = '/api/scheduling-links/jordan-lee/high-priority';
const MIN = 60_000;
const T0 = Date.parse(NOW);

async function offered(): Promise<Slot[]> {
  const link = json<Schemas['PublicSchedulingLink']>(await api('GET', STANDARD));
  const busy = json<Schemas['BusySlotsResponse']>(
    await api('POST', `${STANDARD}/busy-slots`, {
      startDate: link.startDate,
      endDate: link.endDate,
    }),
  );
  return Object.values(
    generateSlots({
      type: link.type,
      duration: link.defaultDuration,
      interval: link.slotInterval,
      windowDays: link.bookingWindowDays,
      window: { startDate: link.startDate, endDate: link.endDate },
      preferences: { ...busy.preferences, timePreference: link.preferences.timePreference },
      busy: busy.busySlots,
      visitorTimeZone: 'UTC',
      now: now(),
    }),
  ).flat();
}

const starts = (slots: Slot[]) => slots.map((s) => s.start);
const code = (call: { body: unknown }) => (call.body as { code?: string }).code;

function hold(startTime: string, extra: Record<string, unknown> = {}, address = '203.0.113.7') {
  return api(
    'POST',
    `${STANDARD}/holds`,
    { startTime, ...extra },
    {
      [CLIENT_ADDRESS_HEADER]: address,
    },
  );
}

function book(path: string, slot: Slot, holdId?: string) {
  return api('POST', `${path}/book`, {
    title: 'Meeting with Alex Morgan',
    description: '',
    attendeeName: 'Alex Morgan',
    attendeeEmail: 'alex.morgan@example.org',
    startTime: slot.start,
    endTime: slot.end,
    ...(holdId === undefined ? {} : { holdId }),
  });
}

let slots: Slot[];

beforeEach(async () => {
  await useScenario('meeting-types', NOW);
  await signOut();
  // Slots a day apart at least: no buffer of one touches another.
  const all = await offered();
  slots = [];
  for (const s of all) {
    const last = slots.at(-1);
    if (!last || Date.parse(s.start) - Date.parse(last.start) >= 3 * 3_600_000) slots.push(s);
  }
  expect(slots.length).toBeGreaterThanOrEqual(20);
});

describe('holds from one address', () => {
  it('20 quick requests hold at most two times of the link', async () => {
    const answers = [];
    for (const slot of slots.slice(0, 20)) answers.push(await hold(slot.start));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const free = starts(await offered());
    const held = slots.slice(0, 20).filter((s) => !free.includes(s.start));
    expect(starts(held)).toEqual([slots[18]!.start, slots[19]!.start]);
  });

  it('a third hold ends the oldest, which can no longer be extended or booked with', async () => {
    const a = json<Hold>(await hold(slots[0]!.start));
    await hold(slots[1]!.start);
    await hold(slots[2]!.start);
    expect(code(await api('POST', `/api/holds/${a.id}/extend`))).toBe('hold_not_extendable');
    // Another address's holds are its own two.
    expect((await hold(slots[3]!.start, {}, '198.51.100.9')).status).toBe(201);
    const free = starts(await offered());
    expect(free).toContain(slots[0]!.start);
    expect(free).not.toContain(slots[1]!.start);
    expect(free).not.toContain(slots[3]!.start);
  });
});

describe('one live hold per visitor', () => {
  it('a second hold naming the same previous one ends the first replacement', async () => {
    const root = json<Hold>(await hold(slots[0]!.start, {}, '198.51.100.1'));
    const b = json<Hold>(await hold(slots[1]!.start, { replacesHoldId: root.id }, '198.51.100.2'));
    // The chain forks from another address: still one visitor, one live hold.
    await hold(slots[2]!.start, { replacesHoldId: root.id }, '198.51.100.3');
    expect(code(await api('POST', `/api/holds/${b.id}/extend`))).toBe('hold_not_extendable');
    const free = starts(await offered());
    expect(free).toContain(slots[1]!.start);
    expect(free).not.toContain(slots[2]!.start);
  });

  it(`answers 429 with the RateLimit headers past ${VISITOR_HOLD_LIMIT.limit} holds a minute`, async () => {
    let previous = json<Hold>(await hold(slots[0]!.start, {}, '198.51.100.1'));
    for (let i = 1; i < VISITOR_HOLD_LIMIT.limit; i++) {
      const next = await hold(
        slots[i]!.start,
        { replacesHoldId: previous.id },
        `198.51.100.${i + 1}`,
      );
      expect(next.status).toBe(201);
      previous = json<Hold>(next);
    }
    const over = await hold(slots[15]!.start, { replacesHoldId: previous.id }, '198.51.100.99');
    expect(over.status).toBe(429);
    expect(code(over)).toBe('rate_limited');
    expect(over.headers.get('RateLimit-Limit')).toBe(String(VISITOR_HOLD_LIMIT.limit));
    expect(over.headers.get('RateLimit-Remaining')).toBe('0');
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Nothing changed: the visitor's last hold still holds.
    expect(starts(await offered())).not.toContain(previous.startTime);
    setNow(T0 + 61_000);
    expect((await hold(slots[15]!.start, { replacesHoldId: previous.id })).status).toBe(201);
  });
});

describe('one extension in all', () => {
  it('re-holding with replacesHoldId every 9 minutes holds the time 20 minutes, no more', async () => {
    const slot = slots[0]!;
    let current = json<Hold>(await hold(slot.start));
    for (const minute of [9, 18]) {
      setNow(T0 + minute * MIN);
      const again = await hold(slot.start, { replacesHoldId: current.id });
      expect(again.status).toBe(201);
      current = json<Hold>(again);
      expect(Date.parse(current.expiresAt)).toBeLessThanOrEqual(T0 + 20 * MIN);
      expect(current.extended).toBe(true);
    }
    expect(code(await api('POST', `/api/holds/${current.id}/extend`))).toBe('hold_not_extendable');
    setNow(T0 + 20 * MIN);
    const spent = await hold(slot.start, { replacesHoldId: current.id });
    expect(spent.status).toBe(409);
    expect(code(spent)).toBe('hold_not_extendable');
    // Someone else may have it now.
    expect((await hold(slot.start, {}, '198.51.100.50')).status).toBe(201);
  });

  it('release and hold again continues the count, from the same address', async () => {
    const slot = slots[0]!;
    const first = json<Hold>(await hold(slot.start));
    setNow(T0 + 9 * MIN);
    expect((await api('POST', `/api/holds/${first.id}/extend`)).status).toBe(200);
    setNow(T0 + 19 * MIN);
    expect((await api('DELETE', `/api/holds/${first.id}`)).status).toBe(204);
    const again = json<Hold>(await hold(slot.start));
    expect(again).toMatchObject({
      expiresAt: new Date(T0 + 20 * MIN).toISOString(),
      extended: true,
    });
    setNow(T0 + 20 * MIN);
    expect(code(await hold(slot.start))).toBe('hold_not_extendable');
    // Forgotten 10 minutes after it ended: a fresh hold.
    setNow(T0 + 30 * MIN);
    expect(json<Hold>(await hold(slot.start))).toMatchObject({ extended: false });
  });
});

describe('a hold is good only on its own link', () => {
  it("another link's booking of the held time is refused as held", async () => {
    const held = json<Hold>(await hold(slots[0]!.start));
    const elsewhere = await book(OTHER_LINK, slots[0]!, held.id);
    expect(elsewhere.status).toBe(409);
    expect(code(elsewhere)).toBe('slot_held');
    expect((await book(STANDARD, slots[0]!, held.id)).status).toBe(201);
  });
});

describe("the host's reschedule", () => {
  it("is never held off by a visitor's hold; the holder is told the time went", async () => {
    const booked = json<Schemas['Booking']>(await book(STANDARD, slots[5]!));
    const held = json<Hold>(await hold(slots[0]!.start));
    await signInAs('jordan.lee@example.com');
    const moved = await api('POST', `/api/host/bookings/${booked.id}/reschedule`, {
      startTime: slots[0]!.start,
      endTime: slots[0]!.end,
    });
    expect(moved.status).toBe(200);
    await signOut();
    const late = await book(STANDARD, slots[0]!, held.id);
    expect(late.status).toBe(409);
    expect(code(late)).toBe('slot_taken');
  });
});
