/**
 * Every message to its reader: the host is told of each new booking, request, visitor move and
 * cancel and of each expired request (in the host's zone, each kind switched off in the
 * preferences' `notifications`), the visitor's and guests' messages go in the zone and language
 * of the booking page they used, and a visitor's move on a link that requires approval asks the
 * host again. Over scenario `meeting-types`, on the test clock (`NOW`).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { generateSlots, type Slot } from '../../src/domain/slots';
import { momentText } from '../../src/domain/time-text';
import { setNow } from '../clock';
import { db } from '../db';
import { api, json, NOW, signInAs, signOut, useScenario } from '../test/helpers';

type Schemas = components['schemas'];
type Booking = Schemas['Booking'];

const STANDARD = '/api/scheduling-links/jordan-lee/standard';
const STANDARD_ID = 'lnk_jordan_standard';
const HOST = 'jordan.lee@example.com';
const VISITOR = 'alex.morgan@example.org';
const TOKYO = 'Asia/Tokyo';
const NY = 'America/New_York';
const HOUR = 3_600_000;

/** The standard link's offered slots, as a visitor in `zone` sees them. */
async function slots(zone = TOKYO): Promise<Slot[]> {
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
      visitorTimeZone: zone,
      now: NOW,
    }),
  ).flat();
}

async function book(slot: Slot, options: { lang?: string; zone?: string } = {}) {
  const call = await api(
    'POST',
    `${STANDARD}/book`,
    {
      title: 'Meeting with Alex Morgan',
      description: '',
      attendeeName: 'Alex Morgan',
      attendeeEmail: VISITOR,
      startTime: slot.start,
      endTime: slot.end,
      ...(options.zone === undefined ? {} : { timeZone: options.zone }),
    },
    options.lang ? { 'accept-language': options.lang } : {},
  );
  expect(call.status).toBe(201);
  return json<Booking>(call);
}

const token = (b: Booking) => ({ 'Booking-Token': b.token });

/** The booking's messages to `to`, oldest first. */
function messagesTo(bookingId: string, to: string) {
  return db.invitations
    .findMany((q) => q.where({ bookingId }))
    .filter((m) => m.to === to)
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

async function requireApproval() {
  const call = await api('PATCH', `/api/scheduling-links/${STANDARD_ID}`, {
    requiresApproval: true,
  });
  expect(call.status).toBe(200);
}

async function switchOff(notifications: Schemas['HostNotifications']) {
  const prefs = json<Schemas['Preferences']>(await api('GET', '/api/user/preferences'));
  const { timePreference, timezone, dayAvailability, bufferTime, noBufferNeeded } = prefs;
  const call = await api(
    'PUT',
    '/api/user/preferences',
    { timePreference, timezone, dayAvailability, bufferTime, noBufferNeeded, notifications },
    { 'If-Match': `"${prefs.version}"` },
  );
  expect(call.status).toBe(200);
  return json<Schemas['Preferences']>(call);
}

beforeEach(async () => {
  setNow(NOW);
  await useScenario('meeting-types', NOW);
  await signInAs(HOST);
});

describe('the host is told', () => {
  it('of a new booking, in the host’s zone, with the visitor’s own time and the way to Bookings', async () => {
    const [slot] = await slots();
    const booked = await book(slot!, { zone: TOKYO });
    const [message, ...more] = messagesTo(booked.id, HOST);
    expect(more).toEqual([]);
    const when = momentText(slot!.start, NY);
    expect(message?.subject).toBe(
      `New booking: Meeting with Alex Morgan with Alex Morgan @ ${when}`,
    );
    expect(message?.subject).toMatch(/ E[SD]T$/);
    expect(message?.body).toContain(`Alex Morgan (${VISITOR}) booked "Meeting with Alex Morgan"`);
    expect(message?.body).toContain(
      `Alex Morgan's time: ${momentText(slot!.start, TOKYO)} (${TOKYO})`,
    );
    expect(message?.body).toMatch(new RegExp(`https?://[^/]+/bookings\\?booking=${booked.id}`));
  });

  it('of a request, with its expiry and the way to answer it in Bookings', async () => {
    await requireApproval();
    const [slot] = await slots();
    const booked = await book(slot!);
    expect(booked.status).toBe('pending');
    const [message] = messagesTo(booked.id, HOST);
    expect(message?.subject).toBe(
      `Request to confirm: Meeting with Alex Morgan with Alex Morgan @ ${momentText(slot!.start, NY)}`,
    );
    const expiry = Math.min(Date.parse(booked.createdAt) + 24 * HOUR, Date.parse(slot!.start));
    expect(message?.body).toContain(`before ${momentText(expiry, NY)}`);
    expect(message?.body).toContain(`/bookings?status=pending&booking=${booked.id}`);
  });

  it('of a visitor’s move, from the old time to the new', async () => {
    const all = await slots();
    const booked = await book(all[0]!);
    const to = all[4]!;
    const moved = await api(
      'POST',
      `/api/bookings/${booked.id}/reschedule`,
      { startTime: to.start, endTime: to.end },
      token(booked),
    );
    expect(moved.status).toBe(200);
    const [, message] = messagesTo(booked.id, HOST);
    expect(message?.subject).toBe(
      `Rescheduled by Alex Morgan: Meeting with Alex Morgan @ ${momentText(to.start, NY)}`,
    );
    expect(message?.body).toContain(
      `moved "Meeting with Alex Morgan" from ${momentText(all[0]!.start, NY)} to ${momentText(to.start, NY)}`,
    );
  });

  it('of a visitor’s cancel and of an expired request', async () => {
    const all = await slots();
    const booked = await book(all[0]!);
    await api('POST', `/api/bookings/${booked.id}/cancel`, { reason: 'Sick' }, token(booked));
    expect(messagesTo(booked.id, HOST).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^New booking:/),
      `Cancelled by Alex Morgan: Meeting with Alex Morgan @ ${momentText(all[0]!.start, NY)}`,
    ]);
    await requireApproval();
    const request = await book(all[2]!);
    setNow(Date.parse(request.createdAt) + 24 * HOUR);
    await signOut();
    await api('GET', STANDARD);
    const subjects = messagesTo(request.id, HOST).map((m) => m.subject);
    expect(subjects).toEqual([
      expect.stringMatching(/^Request to confirm:/),
      `Request expired: Meeting with Alex Morgan with Alex Morgan @ ${momentText(all[2]!.start, NY)}`,
    ]);
  });

  it('only of the kinds the host leaves on (absent = on), and the switches round-trip', async () => {
    const before = json<Schemas['Preferences']>(await api('GET', '/api/user/preferences'));
    expect(before.notifications).toBeUndefined();
    const saved = await switchOff({ newBooking: false, cancel: false });
    expect(saved.notifications).toEqual({ newBooking: false, cancel: false });
    const all = await slots();
    const booked = await book(all[0]!);
    await api('POST', `/api/bookings/${booked.id}/cancel`, {}, token(booked));
    expect(messagesTo(booked.id, HOST)).toEqual([]);
    // The visitor is told all the same.
    expect(messagesTo(booked.id, VISITOR).length).toBe(2);
    const bad = await api('PUT', '/api/user/preferences', {
      ...saved,
      notifications: { newBooking: 'no' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('every message in its reader’s zone and language', () => {
  it('the invitation and the updated one carry the time the Tokyo visitor saw, the zone named', async () => {
    const all = await slots(TOKYO);
    const booked = await book(all[0]!, { zone: TOKYO });
    const [invitation] = messagesTo(booked.id, VISITOR);
    expect(invitation?.subject).toBe(
      `Invitation: Meeting with Alex Morgan @ ${momentText(all[0]!.start, TOKYO)}`,
    );
    expect(invitation?.subject).toMatch(/GMT\+9$/);
    await api(
      'POST',
      `/api/bookings/${booked.id}/reschedule`,
      { startTime: all[3]!.start, endTime: all[3]!.end },
      token(booked),
    );
    const updated = messagesTo(booked.id, VISITOR).at(-1);
    expect(updated?.subject).toBe(
      `Updated invitation: Meeting with Alex Morgan @ ${momentText(all[3]!.start, TOKYO)}`,
    );
  });

  it('a booking without the visitor’s zone (older pages) speaks the host’s', async () => {
    const [slot] = await slots(NY);
    const booked = await book(slot!);
    expect(messagesTo(booked.id, VISITOR)[0]?.subject).toContain(momentText(slot!.start, NY));
  });

  it('approval messages and reminders go in the language the visitor booked in', async () => {
    await requireApproval();
    const all = await slots(TOKYO);
    const booked = await book(all[0]!, { zone: TOKYO, lang: 'ja' });
    const [pending] = messagesTo(booked.id, VISITOR);
    const when = momentText(all[0]!.start, TOKYO, 'ja-JP');
    expect(pending?.subject).toBe(`リクエストを受け付けました: Meeting with Alex Morgan @ ${when}`);
    const accepted = await api('POST', `/api/host/bookings/${booked.id}/accept`, {});
    expect(accepted.status).toBe(200);
    expect(messagesTo(booked.id, VISITOR).at(-1)?.subject).toBe(
      `Jordan Leeさんが確定: 招待状: Meeting with Alex Morgan @ ${when}`,
    );
    // The 1-hour reminder, once the clock passes it.
    setNow(Date.parse(all[0]!.start) - HOUR + 1000);
    await api('GET', '/__mock/outbox');
    const reminder = messagesTo(booked.id, VISITOR).find((m) => m.kind === 'reminder');
    expect(reminder?.subject).toBe(`リマインダー: Meeting with Alex Morgan @ ${when}`);
    expect(reminder?.body).toMatch(/(1|24)時間後、/);
    // The host's reminder stays in English, in the host's zone.
    const hosts = messagesTo(booked.id, HOST).find((m) => m.kind === 'reminder');
    expect(hosts?.subject).toBe(
      `Reminder: Meeting with Alex Morgan @ ${momentText(all[0]!.start, NY)}`,
    );
  });
});

describe('approval on a visitor’s move', () => {
  it('a confirmed booking moved on an approval link waits for the host again, holding the new time', async () => {
    const all = await slots();
    const booked = await book(all[0]!);
    await requireApproval();
    setNow(Date.parse(NOW) + HOUR);
    const to = all[4]!;
    const call = await api(
      'POST',
      `/api/bookings/${booked.id}/reschedule`,
      { startTime: to.start, endTime: to.end },
      token(booked),
    );
    expect(call.status).toBe(200);
    expect(json<Schemas['ManagedBooking']>(call).status).toBe('pending');
    const stored = db.bookings.findFirst((q) => q.where({ id: booked.id }));
    expect(stored?.requestedAt).toBe(new Date(Date.parse(NOW) + HOUR).toISOString());
    // The new time is held (busy for others), the old one free again.
    const busy = json<Schemas['BusySlotsResponse']>(
      await api('POST', `${STANDARD}/busy-slots`, { startDate: all[0]!.start, endDate: to.end }),
    ).busySlots;
    const covers = (s: Slot) =>
      busy.some(
        (b) => Date.parse(b.start) <= Date.parse(s.start) && Date.parse(b.end) >= Date.parse(s.end),
      );
    expect(covers(to)).toBe(true);
    // No updated invitation: the visitor is told it waits, the host asked to confirm it.
    expect(messagesTo(booked.id, VISITOR).map((m) => m.kind)).toEqual(['invitation', 'pending']);
    const host = messagesTo(booked.id, HOST).at(-1);
    expect(host?.subject).toBe(
      `Request moved by Alex Morgan: Meeting with Alex Morgan @ ${momentText(to.start, NY)}`,
    );
    // Its 24 hours start at the move.
    expect(host?.body).toContain(`before ${momentText(Date.parse(NOW) + 25 * HOUR, NY)}`);
  });

  it('a moved pending request tells the host', async () => {
    await requireApproval();
    const all = await slots();
    const booked = await book(all[0]!);
    const call = await api(
      'POST',
      `/api/bookings/${booked.id}/reschedule`,
      { startTime: all[4]!.start, endTime: all[4]!.end },
      token(booked),
    );
    expect(call.status).toBe(200);
    expect(messagesTo(booked.id, HOST).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Request to confirm:/),
      `Request moved by Alex Morgan: Meeting with Alex Morgan @ ${momentText(all[4]!.start, NY)}`,
    ]);
  });
});
