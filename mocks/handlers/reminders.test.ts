/**
 * Reminders (`docs/decisions.md#reminders-and-the-outbox`): each link's reminders (contract), and
 * the mock "sending" them once the clock passes their time, to the visitor, the guests and the
 * host, into the outbox (`GET /__mock/outbox`). Over scenario `meeting-types`, on the test clock
 * (`NOW`).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { generateSlots } from '../../src/domain/slots';
import { setNow } from '../clock';
import { api, json, NOW, signInAs, useScenario } from '../test/helpers';

type Schemas = components['schemas'];
type Link = Schemas['SchedulingLink'];
interface Message {
  id: string;
  kind: string;
  to: string;
  subject: string;
  sentAt: string;
  bookingId: string;
  startTime: string | null;
  manageUrl: string | null;
}

const STANDARD = '/api/scheduling-links/jordan-lee/standard';
const STANDARD_ID = 'lnk_jordan_standard';
const HOUR = 3_600_000;
const DEFAULTS = [
  { minutesBefore: 1440, enabled: true },
  { minutesBefore: 60, enabled: true },
];

/** The standard link's offered slots at least `hoursAhead` away. */
async function slotsFrom(hoursAhead: number) {
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
      visitorTimeZone: 'Asia/Tokyo',
      now: NOW,
    }),
  )
    .flat()
    .filter((s) => Date.parse(s.start) >= Date.parse(NOW) + hoursAhead * HOUR);
}

/** Books the standard link's first slot at least `hoursAhead` away, with a guest, from Tokyo. */
async function bookStandard(hoursAhead = 48) {
  const link = json<Schemas['PublicSchedulingLink']>(await api('GET', STANDARD));
  const slot = (await slotsFrom(hoursAhead))[0];
  if (!slot) throw new Error('no slot offered');
  const call = await api('POST', `${STANDARD}/book`, {
    title: 'Meeting with Alex Morgan',
    description: '',
    attendeeName: 'Alex Morgan',
    attendeeEmail: 'alex.morgan@example.org',
    startTime: slot.start,
    endTime: slot.end,
    timeZone: 'Asia/Tokyo',
    ...(link.maxGuests > 0 ? { guests: ['sam.lee@example.org'] } : {}),
  });
  expect(call.status).toBe(201);
  return json<Schemas['Booking']>(call);
}

async function moveClock(at: number) {
  const call = await api('POST', '/__mock/clock', { now: new Date(at).toISOString() });
  expect(call.status).toBe(200);
}

async function reminders(query = '') {
  return json<Message[]>(await api('GET', `/__mock/outbox?kind=reminder${query}`));
}

beforeEach(async () => {
  await useScenario('meeting-types', NOW);
  await signInAs('jordan.lee@example.com');
});

describe('a link’s reminders (contract)', () => {
  it('default to 24 hours and 1 hour before, and round-trip', async () => {
    const links = json<Link[]>(await api('GET', '/api/scheduling-links'));
    for (const link of links) expect(link.reminders).toEqual(DEFAULTS);
    const next = [
      { minutesBefore: 2880, enabled: true },
      { minutesBefore: 1440, enabled: false },
      { minutesBefore: 15, enabled: true },
    ];
    const patch = await api('PATCH', `/api/scheduling-links/${STANDARD_ID}`, { reminders: next });
    expect(patch.status).toBe(200);
    expect(json<Link>(patch).reminders).toEqual(next);
    const copy = await api('POST', `/api/scheduling-links/${STANDARD_ID}/duplicate`, {});
    expect(copy.status).toBe(201);
    expect(json<Link>(copy).reminders).toEqual(next);
    const none = await api('PATCH', `/api/scheduling-links/${STANDARD_ID}`, { reminders: [] });
    expect(json<Link>(none).reminders).toEqual([]);
  });

  it.each([
    [[{ minutesBefore: 4, enabled: true }], 'reminders[0].minutesBefore'],
    [[...DEFAULTS, { minutesBefore: 10081, enabled: true }], 'reminders[2].minutesBefore'],
    [[{ minutesBefore: 90.5, enabled: true }], 'reminders[0].minutesBefore'],
    [[{ minutesBefore: 60, enabled: 'yes' }], 'reminders[0].enabled'],
    [[{ minutesBefore: 60, enabled: true, channel: 'sms' }], 'reminders[0]'],
    [[...DEFAULTS, { minutesBefore: 60, enabled: false }], 'reminders[2].minutesBefore'],
    [
      [...DEFAULTS, { minutesBefore: 30, enabled: true }, { minutesBefore: 5, enabled: true }],
      'reminders',
    ],
    ['often', 'reminders'],
  ])('refuses %j with 400 naming %s', async (value, field) => {
    const call = await api('PATCH', `/api/scheduling-links/${STANDARD_ID}`, { reminders: value });
    expect(call.status).toBe(400);
    expect(json<Schemas['Error']>(call)).toMatchObject({ code: 'invalid_request', field });
    const created = await api('POST', '/api/scheduling-links', {
      name: 'Extra',
      slug: 'jordan-lee/extra',
      userId: 'usr_jordan',
      reminders: value,
    });
    expect(created.status).toBe(400);
    expect(json<Schemas['Error']>(created)).toMatchObject({ field });
  });
});

describe('sending reminders', () => {
  it('sends the 24-hour one once the clock passes it, to the visitor in their zone, once', async () => {
    const booking = await bookStandard();
    const start = Date.parse(booking.startTime);
    await moveClock(start - 24 * HOUR - 60_000);
    expect(await reminders()).toEqual([]);

    await moveClock(start - 23 * HOUR);
    const sent = await reminders();
    const toVisitor = sent.filter((m) => m.to === 'alex.morgan@example.org');
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]).toMatchObject({
      kind: 'reminder',
      bookingId: booking.id,
      startTime: booking.startTime,
      sentAt: new Date(start - 23 * HOUR).toISOString(),
      manageUrl: expect.stringMatching(
        new RegExp(`/bookings/${booking.id}\\?token=${booking.token}$`),
      ) as unknown,
    });
    // The host's in the host's zone (New York), the visitor's in Tokyo's.
    const host = sent.find((m) => m.to === 'jordan.lee@example.com');
    expect(host).toMatchObject({ manageUrl: null });
    const tokyo = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Tokyo',
      hour: 'numeric',
      minute: '2-digit',
    }).format(start);
    const newYork = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    }).format(start);
    expect(toVisitor[0]!.subject).toContain(tokyo);
    expect(host!.subject).toContain(newYork);
    // Guests (when the link allows one) get the visitor's zone and no secret link.
    for (const guest of sent.filter((m) => m.to === 'sam.lee@example.org')) {
      expect(guest).toMatchObject({ manageUrl: null });
      expect(guest.subject).toContain(tokyo);
    }

    // Read again, later: nothing is sent twice. The 1-hour one follows at its time.
    setNow(start - 2 * HOUR);
    expect(await reminders()).toHaveLength(sent.length);
    await moveClock(start - 30 * 60_000);
    const all = await reminders('&to=alex.morgan@example.org');
    expect(all.map((m) => m.subject.startsWith('Reminder: '))).toEqual([true, true]);
  });

  it('never reminds a cancelled booking', async () => {
    const booking = await bookStandard();
    const cancel = await api(
      'POST',
      `/api/bookings/${booking.id}/cancel`,
      {},
      { 'Booking-Token': booking.token },
    );
    expect(cancel.status).toBe(200);
    await moveClock(Date.parse(booking.startTime) - 30 * 60_000);
    expect(await reminders()).toEqual([]);
  });

  it('reminds a moved booking at its new time, not its old one', async () => {
    const booking = await bookStandard();
    const start = Date.parse(booking.startTime);
    const target = (await slotsFrom(96)).find((s) => Date.parse(s.start) >= start + 48 * HOUR);
    if (!target) throw new Error('no later slot offered');
    const later = target.start;
    const move = await api(
      'POST',
      `/api/bookings/${booking.id}/reschedule`,
      { startTime: target.start, endTime: target.end },
      { 'Booking-Token': booking.token },
    );
    expect(move.status).toBe(200);
    await moveClock(start - 30 * 60_000);
    expect(await reminders()).toEqual([]);
    await moveClock(Date.parse(later) - 23 * HOUR);
    const sent = await reminders('&to=alex.morgan@example.org');
    expect(sent.map((m) => m.startTime)).toEqual([later]);
  });

  it('sends nothing for the past when a scenario loads, nor for switched-off reminders', async () => {
    // Seeded bookings whose reminder times passed before the load are never reminded.
    await moveClock(Date.parse(NOW) + 60_000);
    expect(await reminders()).toEqual([]);
    const patch = await api('PATCH', `/api/scheduling-links/${STANDARD_ID}`, {
      reminders: [
        { minutesBefore: 1440, enabled: false },
        { minutesBefore: 60, enabled: true },
      ],
    });
    expect(patch.status).toBe(200);
    const booking = await bookStandard();
    await moveClock(Date.parse(booking.startTime) - 23 * HOUR);
    expect(await reminders('&to=alex.morgan@example.org')).toEqual([]);
  });

  it('lists the outbox newest first, with every message’s kind and filters', async () => {
    const booking = await bookStandard();
    const all = json<Message[]>(await api('GET', '/__mock/outbox'));
    const visitors = all.filter((m) => m.to !== 'jordan.lee@example.com');
    expect(visitors[0]).toMatchObject({
      kind: 'invitation',
      to: 'alex.morgan@example.org',
      bookingId: booking.id,
      startTime: booking.startTime,
    });
    expect(visitors[0]!.manageUrl).toMatch(/\/bookings\/.+\?token=/);
    // Every page's address is whole, the seeded ones (stored as paths) too.
    const pages = all.map((m) => m.manageUrl).filter((url) => url !== null);
    expect(pages.length).toBeGreaterThan(1);
    for (const url of pages) expect(url).toMatch(/^https?:\/\/[^/]+\/bookings\/.+\?token=/);
    const sorted = [...all].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
    expect(all.map((m) => m.sentAt)).toEqual(sorted.map((m) => m.sentAt));
    const mine = json<Message[]>(await api('GET', '/__mock/outbox?to=alex.morgan@example.org'));
    expect(mine.every((m) => m.to === 'alex.morgan@example.org')).toBe(true);
    expect(Object.keys(all[0]!).sort()).toEqual(
      ['bookingId', 'id', 'kind', 'manageUrl', 'sentAt', 'startTime', 'subject', 'to'].sort(),
    );
  });
});
