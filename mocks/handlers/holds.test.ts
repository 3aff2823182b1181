/**
 * The held time (`docs/decisions.md#a-held-time`): a visitor's hold hides the time from every other
 * visitor for 10 minutes, may be extended once, ends on release, on booking or at expiry. Over
 * scenario `meeting-types`, on the test clock (`NOW`, moved with `setNow`).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { generateSlots } from '../../src/domain/slots';
import { setNow } from '../clock';
import { db } from '../db';
import { api, json, NOW, signOut, useScenario } from '../test/helpers';

type Schemas = components['schemas'];
type Hold = Schemas['SlotHold'];
type Slot = { start: string; end: string };

const STANDARD = '/api/scheduling-links/jordan-lee/standard';
const MIN = 60_000;
const T0 = Date.parse(NOW);

async function busyNow(): Promise<Schemas['BusySlotsResponse']> {
  const link = json<Schemas['PublicSchedulingLink']>(await api('GET', STANDARD));
  return json(
    await api('POST', `${STANDARD}/busy-slots`, {
      startDate: link.startDate,
      endDate: link.endDate,
    }),
  );
}

/** The slots the link offers at `at` (default NOW), in order. */
async function offered(at: Date | string = NOW): Promise<Slot[]> {
  const link = json<Schemas['PublicSchedulingLink']>(await api('GET', STANDARD));
  const busy = await busyNow();
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
      now: at,
    }),
  ).flat();
}

const starts = (slots: Slot[]) => slots.map((s) => s.start);

async function hold(startTime: string, extra: Record<string, unknown> = {}) {
  return api('POST', `${STANDARD}/holds`, { startTime, ...extra });
}

function book(slot: Slot, holdId?: string) {
  return api('POST', `${STANDARD}/book`, {
    title: 'Meeting with Alex Morgan',
    description: '',
    attendeeName: 'Alex Morgan',
    attendeeEmail: 'alex.morgan@example.org',
    startTime: slot.start,
    endTime: slot.end,
    ...(holdId === undefined ? {} : { holdId }),
  });
}

const code = (call: { body: unknown }) => (call.body as { code?: string }).code;

let first: Slot;
let later: Slot;

beforeEach(async () => {
  await useScenario('meeting-types', NOW);
  await signOut();
  const slots = await offered();
  first = slots[0]!;
  // A slot on another day: far from the first one's buffers.
  later = slots.find((s) => Date.parse(s.start) - Date.parse(first.start) > 86_400_000)!;
  expect(first && later).toBeTruthy();
});

describe('a hold', () => {
  it('holds the time 10 minutes from the mock clock and hides it from other visitors', async () => {
    const call = await hold(first.start);
    expect(call.status).toBe(201);
    const held = json<Hold>(call);
    expect(held).toMatchObject({
      startTime: first.start,
      endTime: first.end,
      expiresAt: new Date(T0 + 10 * MIN).toISOString(),
      extended: false,
    });
    expect(held.id).toMatch(/^hld_[0-9a-f]{48}$/);
    expect(starts(await offered())).not.toContain(first.start);
    expect((await busyNow()).busySlots).toContainEqual({ start: first.start, end: first.end });
    // Stored like bookings: in the shared database.
    expect(db.holds.count()).toBe(1);
  });

  it('stays offered to its own visitor: getBusySlots with their holdId', async () => {
    const held = json<Hold>(await hold(first.start));
    const link = json<Schemas['PublicSchedulingLink']>(await api('GET', STANDARD));
    const own = json<Schemas['BusySlotsResponse']>(
      await api('POST', `${STANDARD}/busy-slots`, {
        startDate: link.startDate,
        endDate: link.endDate,
        holdId: held.id,
      }),
    );
    expect(own.busySlots).not.toContainEqual({ start: first.start, end: first.end });
  });

  it('refuses another visitor the held time with 409 slot_held, for a hold and a booking', async () => {
    expect((await hold(first.start)).status).toBe(201);
    const again = await hold(first.start);
    expect(again.status).toBe(409);
    expect(code(again)).toBe('slot_held');
    const booking = await book(first);
    expect(booking.status).toBe(409);
    expect(code(booking)).toBe('slot_held');
  });

  it('frees the time when it expires', async () => {
    expect((await hold(first.start)).status).toBe(201);
    const expiry = new Date(T0 + 10 * MIN);
    setNow(expiry.getTime() - 1);
    expect(code(await hold(first.start))).toBe('slot_held');
    setNow(expiry);
    expect(starts(await offered(expiry))).toContain(first.start);
    // Held again from the same address: it continues the expired hold's count (one extension
    // in all, hold-limits.test.ts), which is remembered, ended, a while.
    const again = await hold(first.start);
    expect(again.status).toBe(201);
    expect(json<Hold>(again)).toMatchObject({
      expiresAt: new Date(T0 + 20 * MIN).toISOString(),
      extended: true,
    });
  });

  it('extends once by 10 minutes, then answers 409 hold_not_extendable', async () => {
    const held = json<Hold>(await hold(first.start));
    setNow(T0 + 9 * MIN);
    const extended = await api('POST', `/api/holds/${held.id}/extend`);
    expect(extended.status).toBe(200);
    expect(json<Hold>(extended)).toMatchObject({
      id: held.id,
      expiresAt: new Date(T0 + 20 * MIN).toISOString(),
      extended: true,
    });
    const twice = await api('POST', `/api/holds/${held.id}/extend`);
    expect(twice.status).toBe(409);
    expect(code(twice)).toBe('hold_not_extendable');
    // Still held past the first 10 minutes.
    setNow(T0 + 15 * MIN);
    expect(code(await hold(first.start))).toBe('slot_held');
  });

  it('cannot be extended once expired or unknown', async () => {
    const held = json<Hold>(await hold(first.start));
    setNow(T0 + 10 * MIN);
    expect(code(await api('POST', `/api/holds/${held.id}/extend`))).toBe('hold_not_extendable');
    expect(code(await api('POST', '/api/holds/hld_unknown/extend'))).toBe('hold_not_extendable');
  });

  it('frees the time on release; releasing again (or an unknown hold) is still 204', async () => {
    const held = json<Hold>(await hold(first.start));
    expect((await api('DELETE', `/api/holds/${held.id}`)).status).toBe(204);
    expect(starts(await offered())).toContain(first.start);
    expect((await api('DELETE', `/api/holds/${held.id}`)).status).toBe(204);
    expect((await api('DELETE', '/api/holds/hld_unknown')).status).toBe(204);
    expect((await hold(first.start)).status).toBe(201);
  });

  it('lets its own visitor book the held time, and is consumed by the booking', async () => {
    const held = json<Hold>(await hold(first.start));
    const booked = await book(first, held.id);
    expect(booked.status).toBe(201);
    expect(db.holds.count()).toBe(0);
    expect(code(await api('POST', `/api/holds/${held.id}/extend`))).toBe('hold_not_extendable');
    // Now the booking, not the hold, takes the time.
    expect(code(await hold(first.start))).toBe('slot_taken');
  });

  it('does not help with another time: a hold of one slot cannot book another held one', async () => {
    expect((await hold(first.start)).status).toBe(201);
    const mine = json<Hold>(await hold(later.start));
    const booking = await book(first, mine.id);
    expect(booking.status).toBe(409);
    expect(code(booking)).toBe('slot_held');
    expect((await book(later, mine.id)).status).toBe(201);
  });

  it('moves with the visitor: replacesHoldId releases the previous hold', async () => {
    const before = json<Hold>(await hold(first.start));
    const after = await hold(later.start, { replacesHoldId: before.id });
    expect(after.status).toBe(201);
    const slots = starts(await offered());
    expect(slots).toContain(first.start);
    expect(slots).not.toContain(later.start);
  });

  it('refuses a time that is taken, and a length the link does not offer', async () => {
    expect((await book(first)).status).toBe(201);
    expect(code(await hold(first.start))).toBe('slot_taken');
    const odd = await hold(later.start, { duration: 17 });
    expect(odd.status).toBe(400);
  });
});
