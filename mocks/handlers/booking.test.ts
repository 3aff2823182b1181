import { beforeEach, describe, expect, it } from 'vitest';
import { generateSlots, type Slot } from '../../src/domain/slots';
import { api, errorOf, json, NOW, signInAs, useScenario } from '../test/helpers';

interface PublicLink {
  type: string;
  description: string;
  customDescription: string | null;
  startDate: string;
  endDate: string;
  defaultDuration: number;
  host: { name: string; picture: string | null };
  owner: { name: string; email: string };
  preferences: { timePreference: string };
}
interface Busy {
  busySlots: { start: string; end: string }[];
  preferences: {
    bufferTime: number;
    noBufferNeeded: boolean;
    timezone: string;
    dayAvailability: Record<string, { enabled: boolean; startHour: number; endHour: number }>;
  };
}

const LINK = '/api/scheduling-links/jordan-lee/standard';

/** The free slots the booking page would offer right now (same engine, same inputs). */
async function offeredSlots(path = LINK, visitorTimeZone = 'America/Los_Angeles'): Promise<Slot[]> {
  const link = json<PublicLink>(await api('GET', path));
  const busy = json<Busy>(
    await api('POST', `${path}/busy-slots`, { startDate: link.startDate, endDate: link.endDate }),
  );
  const slots = generateSlots({
    type: link.type === 'high_priority' ? 'high_priority' : 'standard',
    duration: link.defaultDuration,
    window: { startDate: link.startDate, endDate: link.endDate },
    preferences: {
      ...busy.preferences,
      timePreference:
        link.preferences.timePreference === 'am'
          ? 'am'
          : link.preferences.timePreference === 'pm'
            ? 'pm'
            : 'both',
    },
    busy: busy.busySlots,
    visitorTimeZone,
    now: NOW,
  });
  return Object.values(slots).flat();
}

function bookingBody(slot: Slot, who = 'Alex Morgan', email = 'alex.morgan@example.org') {
  return {
    title: `1-1 meeting with ${who}`,
    description: 'Intro call',
    startTime: slot.start,
    endTime: slot.end,
    attendeeEmail: email,
    attendeeName: who,
  };
}

beforeEach(async () => {
  await useScenario('default', NOW);
});

describe('public link', () => {
  it('gives the public view with the booking window by type', async () => {
    const standard = json<PublicLink>(await api('GET', LINK));
    expect(standard).toMatchObject({
      type: 'standard',
      defaultDuration: 30,
      description: 'Choose a slot that fits your schedule.',
      customDescription: 'Happy to chat about partnerships, hiring or product feedback.',
      host: { name: 'Jordan Lee' },
      owner: { name: 'Jordan Lee', email: 'jordan.lee@example.com' },
      preferences: { timePreference: 'both' },
      // start of tomorrow in New York; now + 504 h
      startDate: '2026-11-05T05:00:00.000Z',
      endDate: '2026-11-25T15:00:00.000Z',
    });
    const high = json<PublicLink>(
      await api('GET', '/api/scheduling-links/jordan-lee/high-priority'),
    );
    expect(high).toMatchObject({
      type: 'high_priority',
      description:
        'This link is reserved for high-priority meetings. Please choose a time that works best for you.',
      customDescription: null,
      startDate: '2026-11-04T05:00:00.000Z',
      endDate: '2026-11-18T15:00:00.000Z',
    });
  });

  it('answers 404 for an unknown or malformed slug', async () => {
    for (const path of [
      '/api/scheduling-links/jordan-lee/nope',
      '/api/scheduling-links/nobody/standard',
      '/api/scheduling-links/JORDAN-LEE/standard',
    ]) {
      const call = await api('GET', path);
      expect(call.status).toBe(404);
      expect(errorOf(call)).toBe('Scheduling link not found');
    }
    expect(
      (
        await api('POST', '/api/scheduling-links/nobody/standard/busy-slots', {
          startDate: NOW,
          endDate: '2026-11-10T00:00:00Z',
        })
      ).status,
    ).toBe(404);
  });
});

describe('busy slots', () => {
  it('merges the primary and personal calendars and bookings, sorted, and gives the preferences', async () => {
    const busy = json<Busy>(
      await api('POST', `${LINK}/busy-slots`, {
        startDate: '2026-11-09T05:00:00Z',
        endDate: '2026-11-16T05:00:00Z',
      }),
    );
    expect(busy.preferences).toMatchObject({
      bufferTime: 15,
      noBufferNeeded: false,
      timezone: 'America/New_York',
    });
    expect(Object.keys(busy.preferences.dayAvailability)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    const starts = busy.busySlots.map((b) => Date.parse(b.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (let i = 1; i < busy.busySlots.length; i++) {
      expect(Date.parse(busy.busySlots[i]!.start)).toBeGreaterThan(
        Date.parse(busy.busySlots[i - 1]!.end),
      );
    }
    // Next Tuesday's school pickup (personal calendar) 15:30-16:00 EST is busy.
    expect(
      busy.busySlots.some(
        (b) =>
          Date.parse(b.start) <= Date.parse('2026-11-10T20:30:00Z') &&
          Date.parse(b.end) >= Date.parse('2026-11-10T21:00:00Z'),
      ),
    ).toBe(true);
  });

  it('stops counting a disconnected calendar', async () => {
    const range = { startDate: '2026-11-09T05:00:00Z', endDate: '2026-11-16T05:00:00Z' };
    const covers = (b: Busy) =>
      b.busySlots.some(
        (s) =>
          Date.parse(s.start) <= Date.parse('2026-11-10T20:30:00Z') &&
          Date.parse(s.end) >= Date.parse('2026-11-10T21:00:00Z'),
      );
    expect(covers(json<Busy>(await api('POST', `${LINK}/busy-slots`, range)))).toBe(true);
    await signInAs('jordan.lee@example.com');
    expect(
      (await api('DELETE', '/api/user/connected-calendars/jordan.personal%40example.com')).status,
    ).toBe(200);
    expect(covers(json<Busy>(await api('POST', `${LINK}/busy-slots`, range)))).toBe(false);
  });

  it('refuses a range outside the booking window (400) and clips an overlapping one', async () => {
    // The standard window starts tomorrow (2026-11-05 00:00 New York) and ends now + 504 h.
    const past = await api('POST', `${LINK}/busy-slots`, {
      startDate: '2026-09-05T00:00:00Z',
      endDate: '2026-11-03T00:00:00Z',
    });
    expect(past.status).toBe(400);
    expect(errorOf(past)).toMatch(/^The range must overlap the booking window/);
    const beyond = await api('POST', `${LINK}/busy-slots`, {
      startDate: '2026-11-26T00:00:00Z',
      endDate: '2026-12-20T00:00:00Z',
    });
    expect(beyond.status).toBe(400);
    const wide = json<Busy>(
      await api('POST', `${LINK}/busy-slots`, {
        startDate: '2026-10-05T00:00:00Z',
        endDate: '2026-12-01T00:00:00Z',
      }),
    );
    expect(wide.busySlots.length).toBeGreaterThan(0);
    for (const b of wide.busySlots) {
      expect(Date.parse(b.start)).toBeGreaterThanOrEqual(Date.parse('2026-11-05T05:00:00Z'));
      expect(Date.parse(b.end)).toBeLessThanOrEqual(Date.parse(NOW) + 504 * 3_600_000);
    }
  });

  it('fails with 409 mentioning authentication when the host’s calendar authorisation expired', async () => {
    await useScenario('calendar-disconnected', NOW);
    const call = await api('POST', `${LINK}/busy-slots`, {
      startDate: '2026-11-05T05:00:00Z',
      endDate: '2026-11-20T05:00:00Z',
    });
    expect(call.status).toBe(409);
    expect(errorOf(call)).toMatch(/authentication/i);
    expect(errorOf(call)).toMatch(/expired/i);
  });
});

describe('booking', () => {
  it('books a free slot: 201, a meeting in the host’s primary calendar, an invitation', async () => {
    const [slot] = await offeredSlots();
    expect(slot).toBeDefined();
    const call = await api('POST', `${LINK}/book`, bookingBody(slot!));
    expect(call.status).toBe(201);
    const booking = json<Record<string, unknown>>(call);
    expect(booking).toMatchObject({
      slug: 'jordan-lee/standard',
      startTime: slot!.start,
      endTime: slot!.end,
      attendeeName: 'Alex Morgan',
      attendeeEmail: 'alex.morgan@example.org',
      status: 'confirmed',
      invitationSentTo: 'alex.morgan@example.org',
      createdAt: NOW,
    });

    await signInAs('jordan.lee@example.com');
    const meetings = json<{ id: string; source: string; calendarEmail: string; color: string }[]>(
      await api('GET', `/api/dashboard/meetings?startDate=${slot!.start}&endDate=${slot!.end}`),
    );
    expect(meetings.find((m) => m.id === booking.meetingId)).toMatchObject({
      source: 'booking',
      calendarEmail: 'jordan.lee@example.com',
      color: '#6C79FF',
    });
    const state = json<{ invitations: { to: string; subject: string }[] }>(
      await api('GET', '/__mock/state'),
    );
    expect(state.invitations[0]).toMatchObject({ to: 'alex.morgan@example.org' });
    expect(state.invitations[0]!.subject).toContain('1-1 meeting with Alex Morgan');
    // The slot is gone from what the page offers.
    expect((await offeredSlots()).some((s) => s.start === slot!.start)).toBe(false);
  });

  it('answers 409 to a second booking of the same slot', async () => {
    const [slot] = await offeredSlots();
    expect((await api('POST', `${LINK}/book`, bookingBody(slot!))).status).toBe(201);
    const second = await api(
      'POST',
      `${LINK}/book`,
      bookingBody(slot!, 'Dana White', 'dana@example.org'),
    );
    expect(second.status).toBe(409);
    expect(errorOf(second)).toBe(
      'This time slot is no longer available. Please choose another time.',
    );
  });

  it('lets exactly one of 20 simultaneous bookings of one slot succeed', async () => {
    const slots = await offeredSlots();
    const slot = slots[3]!;
    const calls = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api('POST', `${LINK}/book`, bookingBody(slot, `Visitor ${i}`, `visitor${i}@example.org`)),
      ),
    );
    expect(calls.filter((c) => c.status === 201)).toHaveLength(1);
    expect(calls.filter((c) => c.status === 409)).toHaveLength(19);
    await signInAs('jordan.lee@example.com');
    const meetings = json<{ startTime: string; source: string }[]>(
      await api('GET', `/api/dashboard/meetings?startDate=${slot.start}&endDate=${slot.end}`),
    );
    expect(
      meetings.filter((m) => m.startTime === slot.start && m.source === 'booking'),
    ).toHaveLength(1);
  });

  it('refuses slots the engine does not offer: busy, outside the window, the buffer', async () => {
    // Tuesday 3:30 PM EST: the personal calendar's school pickup (and in the past).
    const past = await api(
      'POST',
      `${LINK}/book`,
      bookingBody({
        start: '2026-11-03T20:30:00.000Z',
        end: '2026-11-03T21:00:00.000Z',
        label: '',
      }),
    );
    expect(past.status).toBe(409);
    // Today, for a standard link (its window starts tomorrow).
    const today = await api(
      'POST',
      `${LINK}/book`,
      bookingBody({
        start: '2026-11-04T19:00:00.000Z',
        end: '2026-11-04T19:30:00.000Z',
        label: '',
      }),
    );
    expect(today.status).toBe(409);
    // Ending just as a busy stretch starts, so free itself but inside its 15-minute buffer: Tue
    // Nov 10 9:30-10:00 AM EST, before Alex Morgan's 10:00 booking (busy 10:00 AM-1:00 PM EST).
    // Only the buffer refuses it: the time a buffer away, 9:00-9:30, is offered.
    expect((await offeredSlots()).map((s) => s.start)).toContain('2026-11-10T14:00:00.000Z');
    const buffer = await api(
      'POST',
      `${LINK}/book`,
      bookingBody({
        start: '2026-11-10T14:30:00.000Z',
        end: '2026-11-10T15:00:00.000Z',
        label: '',
      }),
    );
    expect(buffer.status).toBe(409);
    // A Saturday (disabled day).
    const saturday = await api(
      'POST',
      `${LINK}/book`,
      bookingBody({
        start: '2026-11-07T15:00:00.000Z',
        end: '2026-11-07T15:30:00.000Z',
        label: '',
      }),
    );
    expect(saturday.status).toBe(409);
  });

  it('answers 409 mentioning authentication when the host’s calendar cannot be read', async () => {
    const [slot] = await offeredSlots();
    await useScenario('calendar-disconnected', NOW);
    const call = await api('POST', `${LINK}/book`, bookingBody(slot!));
    expect(call.status).toBe(409);
    expect(errorOf(call)).toMatch(/authentication/);
  });
});

describe('the booking’s own page: token, cancel, reschedule', () => {
  beforeEach(async () => {
    await useScenario('default', NOW);
  });

  it('404s a wrong or missing token; cancelling frees the slot; a reschedule into a taken slot changes nothing', async () => {
    const slots = await offeredSlots();
    const first = slots[0];
    // Far enough from the first that its buffer does not reach it.
    const second = slots.find((s) => Date.parse(s.start) >= Date.parse(first!.end) + 2 * 3_600_000);
    const booked = json<{ id: string; token: string }>(
      await api('POST', `${LINK}/book`, bookingBody(first!)),
    );
    expect(booked.token.length).toBeGreaterThanOrEqual(32);
    const other = await api('POST', `${LINK}/book`, bookingBody(second!, 'Sam', 'sam@example.org'));
    expect(other.status).toBe(201);
    const page = `/api/bookings/${booked.id}`;
    const token = (value: string) => ({ 'booking-token': value });
    const right = token(booked.token);
    expect((await api('GET', page, undefined, token('wrong'))).status).toBe(404);
    expect((await api('GET', page)).status).toBe(404);
    expect((await api('GET', '/api/bookings/bkg_unknown', undefined, right)).status).toBe(404);
    // The same answer for a wrong token and an unknown id: nothing about the booking revealed.
    expect(errorOf(await api('GET', page, undefined, token('wrong')))).toBe('Booking not found');
    expect(errorOf(await api('GET', '/api/bookings/bkg_unknown', undefined, right))).toBe(
      'Booking not found',
    );
    // The token in the URL is not accepted: it belongs in the header.
    expect((await api('GET', `${page}?token=${booked.token}`)).status).toBe(404);

    const moved = await api(
      'POST',
      `${page}/reschedule`,
      { startTime: second!.start, endTime: second!.end },
      right,
    );
    expect(moved.status).toBe(409);
    expect(json<{ startTime: string }>(await api('GET', page, undefined, right))).toMatchObject({
      startTime: first!.start,
      status: 'confirmed',
    });

    expect((await api('POST', `${page}/cancel`, { reason: 'Ill\nnow' }, right)).status).toBe(400);
    const cancelled = await api('POST', `${page}/cancel`, { reason: 'Ill' }, right);
    expect(cancelled.status).toBe(200);
    expect(json<{ status: string; cancelReason: string }>(cancelled)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Ill',
    });
    expect((await api('POST', `${page}/cancel`, {}, right)).status).toBe(409);
    expect((await offeredSlots()).some((s) => s.start === first!.start)).toBe(true);
  });
});
