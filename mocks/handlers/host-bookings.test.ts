import { beforeEach, describe, expect, it } from 'vitest';
import { generateSlots, type Slot } from '../../src/domain/slots';
import type { components } from '../../src/api/schema.gen';
import { api, errorOf, json, mockFetch, NOW, signInAs, useScenario } from '../test/helpers';

type HostBooking = components['schemas']['HostBooking'];
type HostBookingPage = components['schemas']['HostBookingPage'];

const LINK = '/api/scheduling-links/jordan-lee/standard';
const LIST = '/api/host/bookings';

interface Busy {
  busySlots: { start: string; end: string }[];
  preferences: {
    bufferTime: number;
    noBufferNeeded: boolean;
    timezone: string;
    dayAvailability: Record<string, { enabled: boolean; startHour: number; endHour: number }>;
  };
}

/** The standard link's free slots, as the booking page computes them. */
async function offeredSlots(): Promise<Slot[]> {
  const link = json<{ startDate: string; endDate: string; defaultDuration: number }>(
    await api('GET', LINK),
  );
  const busy = json<Busy>(
    await api('POST', `${LINK}/busy-slots`, { startDate: link.startDate, endDate: link.endDate }),
  );
  const slots = generateSlots({
    type: 'standard',
    duration: link.defaultDuration,
    window: link,
    preferences: { ...busy.preferences, timePreference: 'both' },
    busy: busy.busySlots,
    visitorTimeZone: 'UTC',
    now: NOW,
  });
  return Object.values(slots).flat();
}

async function book(slot: Slot, who: string, email: string) {
  const call = await api('POST', `${LINK}/book`, {
    title: `1-1 meeting with ${who}`,
    description: '',
    startTime: slot.start,
    endTime: slot.end,
    attendeeEmail: email,
    attendeeName: who,
  });
  expect(call.status).toBe(201);
  return json<{ id: string; token: string }>(call);
}

const page = async (query = '') => json<HostBookingPage>(await api('GET', `${LIST}${query}`));

beforeEach(async () => {
  await useScenario('default', NOW);
});

describe('listHostBookings', () => {
  it('answers 401 without a session', async () => {
    expect((await api('GET', LIST)).status).toBe(401);
    expect((await api('GET', `${LIST}/bkg_x`)).status).toBe(401);
    expect((await api('POST', `${LIST}/bkg_x/cancel`, {})).status).toBe(401);
  });

  it('lists the upcoming bookings soonest first, with the counts of every tab and the host’s zone', async () => {
    await signInAs('jordan.lee@example.com');
    const first = await page();
    expect(first.timeZone).toBe('America/New_York');
    expect(first.counts).toEqual({ upcoming: 2, past: 0, cancelled: 0, pending: 0 });
    expect(first.total).toBe(2);
    expect(first.nextCursor).toBeNull();
    const starts = first.items.map((b) => b.startTime);
    expect(starts).toEqual([...starts].sort());
    expect(first.items[0]).toMatchObject({
      status: 'confirmed',
      duration: 30,
      cancelledBy: null,
      rescheduledFrom: null,
    });
  });

  it('pages every booking exactly once with the cursor, and refuses another filter’s cursor', async () => {
    await signInAs('jordan.lee@example.com');
    const slots = (await offeredSlots()).filter((_, i) => i % 3 === 0).slice(0, 5);
    for (const [i, slot] of slots.entries()) await book(slot, `Visitor ${i}`, `v${i}@example.org`);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const current: HostBookingPage = await page(
        `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...current.items.map((b) => b.id));
      expect(current.total).toBe(7);
      cursor = current.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(7);
    const whole = await page('?limit=100');
    expect(seen).toEqual(whole.items.map((b) => b.id));

    const two = await page('?limit=2');
    const wrong = await api('GET', `${LIST}?status=past&cursor=${two.nextCursor ?? ''}`);
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong)).toMatch(/cursor/);
    expect((await api('GET', `${LIST}?cursor=nonsense!`)).status).toBe(400);
    expect((await api('GET', `${LIST}?status=later`)).status).toBe(400);
    expect((await api('GET', `${LIST}?limit=0`)).status).toBe(400);
  });

  it('searches by name or e-mail, case-insensitively, and counts the matches', async () => {
    await signInAs('jordan.lee@example.com');
    const [slot] = await offeredSlots();
    await book(slot!, 'Zoë Quinn', 'zq@example.org');
    const byName = await page('?q=ZO%C3%8B');
    expect(byName.items.map((b) => b.attendeeName)).toEqual(['Zoë Quinn']);
    expect(byName.counts).toEqual({ upcoming: 1, past: 0, cancelled: 0, pending: 0 });
    const byEmail = await page('?q=%20zq%40%20');
    expect(byEmail.items.map((b) => b.attendeeEmail)).toEqual(['zq@example.org']);
    expect((await page('?q=nobody-at-all')).total).toBe(0);
  });
});

describe('host cancel and reschedule', () => {
  it('cancels with a reason: the slot is free again, the visitor is told and their page says the host cancelled', async () => {
    await signInAs('jordan.lee@example.com');
    const [slot] = await offeredSlots();
    const booked = await book(slot!, 'Avery Brooks', 'avery@example.org');
    const cancel = await api('POST', `${LIST}/${booked.id}/cancel`, { reason: ' Travelling ' });
    expect(cancel.status).toBe(200);
    expect(json<HostBooking>(cancel)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'host',
      cancelReason: 'Travelling',
    });
    const own = await api('GET', `/api/bookings/${booked.id}`, undefined, {
      'booking-token': booked.token,
    });
    expect(own.body).toMatchObject({ status: 'cancelled', cancelledBy: 'host' });
    expect((await offeredSlots()).map((s) => s.start)).toContain(slot!.start);
    const state = json<{ invitations: { to: string; subject: string; body: string }[] }>(
      await api('GET', '/__mock/state'),
    );
    const notice = state.invitations.find(
      (i) => i.to === 'avery@example.org' && i.subject.startsWith('Cancelled by Jordan Lee'),
    );
    expect(notice?.body).toContain('Reason: Travelling');
    expect((await page('?status=cancelled')).items[0]?.id).toBe(booked.id);

    const again = await api('POST', `${LIST}/${booked.id}/cancel`, {});
    expect(again.status).toBe(409);
  });

  it('reschedules atomically: the old slot frees, the new one is taken, a clash is a 409 that changes nothing', async () => {
    await signInAs('jordan.lee@example.com');
    const slots = await offeredSlots();
    const [a, , , b, , , c] = slots;
    const booked = await book(a!, 'Avery Brooks', 'avery@example.org');
    await book(b!, 'Blake Chen', 'blake@example.org');
    const clash = await api('POST', `${LIST}/${booked.id}/reschedule`, {
      startTime: b!.start,
      endTime: b!.end,
    });
    expect(clash.status).toBe(409);
    const unchanged = json<HostBooking>(await api('GET', `${LIST}/${booked.id}`));
    expect(unchanged).toMatchObject({ startTime: a!.start, rescheduledAt: null });

    const moved = await api('POST', `${LIST}/${booked.id}/reschedule`, {
      startTime: c!.start,
      endTime: c!.end,
    });
    expect(moved.status).toBe(200);
    expect(json<HostBooking>(moved)).toMatchObject({
      startTime: c!.start,
      rescheduledBy: 'host',
      rescheduledAt: NOW,
      rescheduledFrom: { startTime: a!.start, endTime: a!.end },
    });
    const free = (await offeredSlots()).map((s) => s.start);
    expect(free).toContain(a!.start);
    expect(free).not.toContain(c!.start);
    const own = await api('GET', `/api/bookings/${booked.id}`, undefined, {
      'booking-token': booked.token,
    });
    expect(own.body).toMatchObject({ startTime: c!.start, rescheduledBy: 'host' });
  });

  it('answers another host’s booking exactly like an unknown id, and changes nothing', async () => {
    await signInAs('jordan.lee@example.com');
    const [slot] = await offeredSlots();
    const booked = await book(slot!, 'Avery Brooks', 'avery@example.org');
    await signInAs('priya.shah@example.com');
    const unknown = await mockFetch(`${LIST}/bkg_unknown`);
    const unknownText = await unknown.text();
    for (const [method, path, body] of [
      ['GET', `${LIST}/${booked.id}`, undefined],
      ['POST', `${LIST}/${booked.id}/cancel`, {}],
      ['POST', `${LIST}/${booked.id}/reschedule`, { startTime: slot!.start, endTime: slot!.end }],
    ] as const) {
      const call = await api(method, path, body);
      expect(call.status).toBe(404);
      expect(JSON.stringify(call.body)).toBe(unknownText);
    }
    const priya = await page('?limit=100');
    expect(priya.items.map((b) => b.id)).not.toContain(booked.id);
    await signInAs('jordan.lee@example.com');
    expect(json<HostBooking>(await api('GET', `${LIST}/${booked.id}`)).status).toBe('confirmed');
  });
});

describe('many-bookings', () => {
  it('reaches every one of the 2,000 bookings through the pages of the three tabs', async () => {
    await useScenario('many-bookings', NOW);
    const ids = new Set<string>();
    const first = await page('?limit=100');
    expect(first.counts).toEqual({ upcoming: 122, past: 1598, cancelled: 280, pending: 0 });
    for (const status of ['upcoming', 'past', 'cancelled'] as const) {
      let cursor: string | null = null;
      let previous: HostBooking | null = null;
      do {
        const current: HostBookingPage = await page(
          `?status=${status}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        for (const booking of current.items) {
          // The tab's order holds across pages.
          if (previous && status === 'upcoming') {
            expect(booking.startTime >= previous.startTime).toBe(true);
          }
          if (previous && status === 'past') {
            expect(booking.startTime <= previous.startTime).toBe(true);
          }
          if (previous && status === 'cancelled') {
            expect((booking.cancelledAt ?? '') <= (previous.cancelledAt ?? '')).toBe(true);
          }
          ids.add(booking.id);
          previous = booking;
        }
        cursor = current.nextCursor;
      } while (cursor);
    }
    expect(ids.size).toBe(2000);
  });
});
