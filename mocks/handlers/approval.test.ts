/**
 * Approval per link (`docs/decisions.md#approval-per-link`): on a link that `requiresApproval` a
 * booking is a pending request that holds its time until the host accepts or declines it, or until
 * it expires 24 hours after it was made. Over scenario `meeting-types`, on the test clock (`NOW`,
 * moved with `setNow`).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { generateSlots } from '../../src/domain/slots';
import { setNow } from '../clock';
import { db } from '../db';
import { api, json, NOW, signInAs, signOut, useScenario } from '../test/helpers';

type Schemas = components['schemas'];
type Booking = Schemas['Booking'];
type Managed = Schemas['ManagedBooking'];
type HostBooking = Schemas['HostBooking'];

const STANDARD = '/api/scheduling-links/jordan-lee/standard';
const STANDARD_ID = 'lnk_jordan_standard';
const HOUR = 3_600_000;

interface Message {
  to: string;
  subject: string;
  body: string;
  bookingId: string;
  kind?: string;
  startTime?: string | null;
  manageUrl?: string | null;
  sentAt: string;
}

/** The standard link's first offered slot, with the busy times the visitor is told. */
async function firstSlot() {
  const link = json<Schemas['PublicSchedulingLink']>(await api('GET', STANDARD));
  const busy = json<Schemas['BusySlotsResponse']>(
    await api('POST', `${STANDARD}/busy-slots`, {
      startDate: link.startDate,
      endDate: link.endDate,
    }),
  );
  const slot = Object.values(
    generateSlots({
      type: link.type,
      duration: link.defaultDuration,
      interval: link.slotInterval,
      windowDays: link.bookingWindowDays,
      window: { startDate: link.startDate, endDate: link.endDate },
      preferences: { ...busy.preferences, timePreference: link.preferences.timePreference },
      busy: busy.busySlots,
      visitorTimeZone: 'America/New_York',
      now: NOW,
    }),
  ).flat()[0];
  if (!slot) throw new Error('no slot offered');
  return { slot, busy: busy.busySlots };
}

async function book(slot: { start: string; end: string }, name = 'Alex Morgan') {
  return api('POST', `${STANDARD}/book`, {
    title: `Meeting with ${name}`,
    description: '',
    attendeeName: name,
    attendeeEmail: `${name.toLowerCase().replace(' ', '.')}@example.org`,
    startTime: slot.start,
    endTime: slot.end,
    guests: [],
  });
}

async function requireApproval(on = true) {
  const call = await api('PATCH', `/api/scheduling-links/${STANDARD_ID}`, {
    requiresApproval: on,
  });
  expect(call.status).toBe(200);
  expect(json<Schemas['SchedulingLink']>(call).requiresApproval).toBe(on);
}

/** The messages recorded for the booking (the outbox is `db.invitations`), oldest first. */
function outbox(bookingId: string): Promise<Message[]> {
  return Promise.resolve(
    db.invitations
      .findMany((q) => q.where({ bookingId }))
      .sort((a, b) => a.sentAt.localeCompare(b.sentAt)),
  );
}

function readOwn(booking: Booking) {
  return api('GET', `/api/bookings/${booking.id}`, undefined, {
    'Booking-Token': booking.token,
  }).then((c) => json<Managed>(c));
}

/** Is [start, end) inside one of the busy intervals? */
function covered(busy: { start: string; end: string }[], slot: { start: string; end: string }) {
  return busy.some(
    (b) =>
      Date.parse(b.start) <= Date.parse(slot.start) && Date.parse(b.end) >= Date.parse(slot.end),
  );
}

beforeEach(async () => {
  setNow(NOW);
  await useScenario('meeting-types', NOW);
  await signInAs('jordan.lee@example.com');
});

describe('a link without approval (the default)', () => {
  it('reads false and books confirmed at once, as before', async () => {
    const links = json<Schemas['SchedulingLink'][]>(await api('GET', '/api/scheduling-links'));
    expect(links.every((l) => l.requiresApproval === false)).toBe(true);
    expect(json<Schemas['PublicSchedulingLink']>(await api('GET', STANDARD)).requiresApproval).toBe(
      false,
    );
    const { slot } = await firstSlot();
    const booked = json<Booking>(await book(slot));
    expect(booked.status).toBe('confirmed');
    const messages = await outbox(booked.id);
    // The visitor's invitation, and the host's message of a new booking.
    expect(messages.map((m) => [m.kind, m.to]).sort()).toEqual([
      ['invitation', 'alex.morgan@example.org'],
      ['notice', 'jordan.lee@example.com'],
    ]);
  });
});

describe('a link that requires approval', () => {
  it('makes a pending request that holds its time and tells the visitor', async () => {
    await requireApproval();
    const { slot } = await firstSlot();
    const call = await book(slot);
    expect(call.status).toBe(201);
    const booked = json<Booking>(call);
    expect(booked.status).toBe('pending');
    expect((await readOwn(booked)).status).toBe('pending');
    // The time is held: not offered to the next visitor, and booking it is refused.
    const after = await firstSlot();
    expect(after.slot.start).not.toBe(slot.start);
    expect(covered(after.busy, slot)).toBe(true);
    const second = await book(slot, 'Dana White');
    expect(second.status).toBe(409);
    expect(json<Schemas['Error']>(second).code).toBe('slot_taken');
    // The visitor is told the request waits for the host; no invitation yet. (The host's
    // message of the request is the other one.)
    const messages = (await outbox(booked.id)).filter((m) => m.to !== 'jordan.lee@example.com');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      kind: 'pending',
      to: 'alex.morgan@example.org',
      startTime: slot.start,
    });
    expect(messages[0]?.manageUrl).toContain(`/bookings/${booked.id}?token=`);
    // The host's Bookings: a pending tab with its count.
    const page = json<Schemas['HostBookingPage']>(
      await api('GET', '/api/host/bookings?status=pending'),
    );
    expect(page.counts.pending).toBe(1);
    expect(page.items.map((b) => b.id)).toEqual([booked.id]);
  });

  it('accepting confirms it and sends the invitation; a second accept is 409', async () => {
    await requireApproval();
    const { slot } = await firstSlot();
    const booked = json<Booking>(await book(slot));
    setNow(Date.parse(String(NOW)) + HOUR);
    const accept = await api('POST', `/api/host/bookings/${booked.id}/accept`, {});
    expect(accept.status).toBe(200);
    expect(json<HostBooking>(accept)).toMatchObject({ status: 'confirmed', startTime: slot.start });
    expect((await readOwn(booked)).status).toBe('confirmed');
    const accepted = (await outbox(booked.id)).filter((m) => m.kind === 'accepted');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({ to: 'alex.morgan@example.org', startTime: slot.start });
    expect(accepted[0]?.subject).toMatch(/^Confirmed by Jordan Lee: Invitation:/);
    const again = await api('POST', `/api/host/bookings/${booked.id}/accept`, {});
    expect(again.status).toBe(409);
    expect(json<Schemas['Error']>(again).code).toBe('booking_not_pending');
    const decline = await api('POST', `/api/host/bookings/${booked.id}/decline`, {});
    expect(json<Schemas['Error']>(decline).code).toBe('booking_not_pending');
    // Confirmed now: still holding the time, in the Upcoming tab.
    expect(covered((await firstSlot()).busy, slot)).toBe(true);
  });

  it('declining frees the time and tells the visitor, with the reason', async () => {
    await requireApproval();
    const { slot } = await firstSlot();
    const booked = json<Booking>(await book(slot));
    const decline = await api('POST', `/api/host/bookings/${booked.id}/decline`, {
      reason: 'I am away that week.',
    });
    expect(decline.status).toBe(200);
    expect(json<HostBooking>(decline)).toMatchObject({
      status: 'declined',
      cancelledBy: 'host',
      cancelReason: 'I am away that week.',
    });
    expect((await readOwn(booked)).status).toBe('declined');
    const { slot: offered, busy } = await firstSlot();
    expect(offered.start).toBe(slot.start);
    expect(covered(busy, slot)).toBe(false);
    const declined = (await outbox(booked.id)).filter((m) => m.kind === 'declined');
    expect(declined).toHaveLength(1);
    expect(declined[0]?.body).toContain('Reason: I am away that week.');
    const page = json<Schemas['HostBookingPage']>(
      await api('GET', '/api/host/bookings?status=cancelled'),
    );
    expect(page.counts.pending).toBe(0);
    expect(page.items.map((b) => b.id)).toContain(booked.id);
    // The time can be booked again.
    expect((await book(slot, 'Dana White')).status).toBe(201);
  });

  it('expires 24 hours after it was made: the time is free and the visitor is told', async () => {
    await requireApproval();
    const { slot } = await firstSlot();
    const booked = json<Booking>(await book(slot));
    setNow(Date.parse(booked.createdAt) + 24 * HOUR - 1);
    expect((await readOwn(booked)).status).toBe('pending');
    setNow(Date.parse(booked.createdAt) + 24 * HOUR);
    await signOut();
    const read = await readOwn(booked);
    expect(read).toMatchObject({
      status: 'expired',
      cancelledAt: new Date(Date.parse(booked.createdAt) + 24 * HOUR).toISOString(),
    });
    const notices = (await outbox(booked.id)).filter((m) => m.kind === 'declined');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toMatch(/^Request expired/);
    // Sent when the expiry was seen, never dated in the past.
    expect(notices[0]?.sentAt).toBe(
      new Date(Date.parse(booked.createdAt) + 24 * HOUR).toISOString(),
    );
    await signInAs('jordan.lee@example.com');
    const accept = await api('POST', `/api/host/bookings/${booked.id}/accept`, {});
    expect(json<Schemas['Error']>(accept).code).toBe('booking_not_pending');
    // Read once more: no second notice.
    await readOwn(booked);
    expect((await outbox(booked.id)).filter((m) => m.kind === 'declined')).toHaveLength(1);
  });

  it('is tentative in the planner, and expires before any read: its meeting goes, the notice is sent', async () => {
    await requireApproval();
    const { slot } = await firstSlot();
    const booked = json<Booking>(await book(slot));
    const meetings = async () =>
      json<Schemas['Meeting'][]>(
        await api('GET', `/api/dashboard/meetings?startDate=${slot.start}&endDate=${slot.end}`),
      ).filter((m) => m.bookingId === booked.id);
    // The planner shows the request tentatively, with its booking to open.
    expect(await meetings()).toEqual([expect.objectContaining({ tentative: true })]);
    setNow(Date.parse(booked.createdAt) + 24 * HOUR);
    // The planner's read alone: no booking read came first.
    expect(await meetings()).toEqual([]);
    expect(db.bookings.findFirst((q) => q.where({ id: booked.id }))?.status).toBe('expired');
    expect((await outbox(booked.id)).filter((m) => m.kind === 'declined')).toHaveLength(1);
  });

  it('lets the visitor withdraw a pending request', async () => {
    await requireApproval();
    const { slot } = await firstSlot();
    const booked = json<Booking>(await book(slot));
    const cancel = await api(
      'POST',
      `/api/bookings/${booked.id}/cancel`,
      {},
      { 'Booking-Token': booked.token },
    );
    expect(cancel.status).toBe(200);
    expect(json<Managed>(cancel)).toMatchObject({ status: 'cancelled', cancelledBy: 'visitor' });
    expect(covered((await firstSlot()).busy, slot)).toBe(false);
    const accept = await api('POST', `/api/host/bookings/${booked.id}/accept`, {});
    expect(accept.status).toBe(409);
  });

  it('tells no guest of a request that ends before it was confirmed, whoever cancels it', async () => {
    await requireApproval();
    const link = await api('PATCH', `/api/scheduling-links/${STANDARD_ID}`, { maxGuests: 1 });
    expect(link.status).toBe(200);
    for (const by of ['visitor', 'host'] as const) {
      const { slot } = await firstSlot();
      const booked = json<Booking>(
        await api('POST', `${STANDARD}/book`, {
          title: 'Meeting with Alex Morgan',
          description: '',
          attendeeName: 'Alex Morgan',
          attendeeEmail: 'alex.morgan@example.org',
          startTime: slot.start,
          endTime: slot.end,
          guests: ['sam.rivera@example.org'],
        }),
      );
      expect(booked.status).toBe('pending');
      const cancel =
        by === 'visitor'
          ? await api(
              'POST',
              `/api/bookings/${booked.id}/cancel`,
              {},
              { 'Booking-Token': booked.token },
            )
          : await api('POST', `/api/host/bookings/${booked.id}/cancel`, {});
      expect(cancel.status).toBe(200);
      const messages = await outbox(booked.id);
      expect(messages.filter((m) => m.to === 'sam.rivera@example.org')).toEqual([]);
      // The visitor is told.
      expect(messages.filter((m) => m.to === 'alex.morgan@example.org').length).toBeGreaterThan(1);
    }
  });

  it('is copied by duplicate and switching it off changes no existing request', async () => {
    await requireApproval();
    const copy = await api('POST', `/api/scheduling-links/${STANDARD_ID}/duplicate`, {});
    expect(json<Schemas['SchedulingLink']>(copy).requiresApproval).toBe(true);
    const { slot } = await firstSlot();
    const booked = json<Booking>(await book(slot));
    await requireApproval(false);
    expect((await readOwn(booked)).status).toBe('pending');
  });
});
