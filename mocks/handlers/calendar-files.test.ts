/**
 * The calendar files a booking's messages carry (`mocks/handlers/booking-ics.ts`), read as a
 * person's mail program reads them from the outbox (`GET /__mock/outbox`): every file of a booking
 * has its UID, each change's files the next SEQUENCE, an update is a REQUEST and an ending a
 * CANCEL, so a calendar updates or removes the one event instead of adding a second. Over the
 * team fixture (`mocks/test/team-fixture.ts`, signed in as Jordan Lee), Tuesday 2 March 2027.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { db, restore, snapshot } from '../db';
import { JORDAN, PRIYA } from '../scenarios/people';
import { api, json, signInAs, type Call } from '../test/helpers';
import { INTRO, KICKOFF, loadTeamFixture, NOOR } from '../test/team-fixture';

type Booking = components['schemas']['Booking'];

interface Sent {
  kind: string;
  to: string;
  subject: string;
  bookingId: string;
  ics?: string;
}

const VISITOR = 'alex.morgan@example.org';
const GUEST = 'sam.guest@example.org';
const MIN = 60_000;
/** Tuesday 2 March 2027, 10:00 AM and 11:00 AM New York: Jordan and Noor are both free. */
const TUE_10_NY = '2027-03-02T15:00:00.000Z';
const TUE_11_NY = '2027-03-02T16:00:00.000Z';
const at = (iso: string) => ({
  startTime: iso,
  endTime: new Date(Date.parse(iso) + 30 * MIN).toISOString(),
});

/** The file's lines, unfolded (a line starting with a space continues the one before). */
const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
const field = (ics: string, name: string) =>
  lines(ics)
    .filter((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`))
    .map((l) => l.slice(l.indexOf(':') + 1));
/** What a calendar needs to tell updates apart: method, UID, sequence and status. */
const head = (ics: string | undefined) =>
  ics
    ? `${field(ics, 'METHOD')[0]} ${field(ics, 'UID')[0]} ${field(ics, 'SEQUENCE')[0]} ${field(ics, 'STATUS')[0]}`
    : '(no file)';

/** The messages to `to` about the booking, oldest first. */
async function mailOf(to: string, bookingId: string): Promise<Sent[]> {
  const all = json<Sent[]>(await api('GET', `/__mock/outbox?to=${encodeURIComponent(to)}`));
  return all.filter((m) => m.bookingId === bookingId).reverse();
}

async function setLink(id: string, change: { maxGuests?: number; requiresApproval?: boolean }) {
  const call = await api('PATCH', `/api/scheduling-links/${id}`, change);
  expect(call.status).toBe(200);
}

function book(path: string, iso: string, guests: string[] = []): Promise<Call> {
  return api('POST', `${path}/book`, {
    title: 'Intro',
    description: 'Plans; budget, dates',
    attendeeName: 'Alex Morgan',
    attendeeEmail: VISITOR,
    guests,
    ...at(iso),
  });
}

beforeEach(async () => {
  await loadTeamFixture();
});

describe('the calendar files of one booking', () => {
  it('book, reschedule, cancel: one UID, SEQUENCE 0, 1, 2, REQUEST, REQUEST, CANCEL', async () => {
    await setLink(KICKOFF.id, { maxGuests: 1 });
    const booked = await book(KICKOFF.path, TUE_10_NY, [GUEST]);
    expect(booked.status).toBe(201);
    const b = json<Booking>(booked);
    const token = { 'booking-token': b.token };
    const moved = await api('POST', `/api/bookings/${b.id}/reschedule`, at(TUE_11_NY), token);
    expect(moved.status).toBe(200);
    const cancelled = await api('POST', `/api/bookings/${b.id}/cancel`, {}, token);
    expect(cancelled.status).toBe(200);

    const uid = `${b.id}@slotwise`;
    const visitor = await mailOf(VISITOR, b.id);
    expect(visitor.map((m) => [m.subject.split(':')[0], head(m.ics)])).toEqual([
      ['Invitation', `REQUEST ${uid} 0 CONFIRMED`],
      ['Updated invitation', `REQUEST ${uid} 1 CONFIRMED`],
      ['Cancelled', `CANCEL ${uid} 2 CANCELLED`],
    ]);
    // The update carries the new time; the cancel the time it removes.
    expect(field(visitor[1]!.ics!, 'DTSTART')).toEqual(['20270302T160000Z']);
    expect(field(visitor[2]!.ics!, 'DTSTART')).toEqual(['20270302T160000Z']);
    // The guest's files follow the same event.
    const guest = await mailOf(GUEST, b.id);
    expect(guest.map((m) => head(m.ics))).toEqual([
      `REQUEST ${uid} 0 CONFIRMED`,
      `REQUEST ${uid} 1 CONFIRMED`,
      `CANCEL ${uid} 2 CANCELLED`,
    ]);
    // Noor, the other host, is an attendee: her messages carry the same files; Jordan organizes.
    const noor = await mailOf(NOOR.email, b.id);
    expect(noor.map((m) => head(m.ics))).toEqual([
      `REQUEST ${uid} 0 CONFIRMED`,
      `REQUEST ${uid} 1 CONFIRMED`,
      `CANCEL ${uid} 2 CANCELLED`,
    ]);
    expect((await mailOf(JORDAN.email, b.id)).every((m) => m.ics === undefined)).toBe(true);
    const cancel = visitor[2]!.ics!;
    expect(field(cancel, 'ORGANIZER')).toEqual([`mailto:${JORDAN.email}`]);
    expect(field(cancel, 'ATTENDEE')).toEqual([
      `mailto:${NOOR.email}`,
      `mailto:${VISITOR}`,
      `mailto:${GUEST}`,
    ]);
    expect(field(cancel, 'DESCRIPTION')[0]).toContain('Plans\\; budget\\, dates');
    for (const line of cancel.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(cancel.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(db.bookings.findFirst((q) => q.where({ id: b.id }))?.icsSequence).toBe(2);
  });

  it('a host’s move and cancel send the next revisions, to the visitor and the other host', async () => {
    const b = json<Booking>(await book(KICKOFF.path, TUE_10_NY));
    expect((await api('POST', `/api/host/bookings/${b.id}/reschedule`, at(TUE_11_NY))).status).toBe(
      200,
    );
    expect(
      (await api('POST', `/api/host/bookings/${b.id}/cancel`, { reason: 'Travel' })).status,
    ).toBe(200);
    const uid = `${b.id}@slotwise`;
    expect((await mailOf(VISITOR, b.id)).map((m) => head(m.ics))).toEqual([
      `REQUEST ${uid} 0 CONFIRMED`,
      `REQUEST ${uid} 1 CONFIRMED`,
      `CANCEL ${uid} 2 CANCELLED`,
    ]);
    const noor = await mailOf(NOOR.email, b.id);
    expect(noor.map((m) => m.subject.split(':')[0])).toEqual([
      'New booking',
      'Rescheduled by Jordan Lee',
      'Cancelled by Jordan Lee',
    ]);
    expect(noor.map((m) => head(m.ics))).toEqual([
      `REQUEST ${uid} 0 CONFIRMED`,
      `REQUEST ${uid} 1 CONFIRMED`,
      `CANCEL ${uid} 2 CANCELLED`,
    ]);
  });

  it('a reassign updates the visitor’s event to the new host and removes the former host’s', async () => {
    const b = json<Booking>(await book(INTRO.path, TUE_10_NY));
    const call = await api('POST', `/api/host/bookings/${b.id}/reassign`, { hostId: NOOR.id });
    expect(call.status).toBe(200);
    const uid = `${b.id}@slotwise`;
    const visitor = await mailOf(VISITOR, b.id);
    expect(visitor.map((m) => head(m.ics))).toEqual([
      `REQUEST ${uid} 0 CONFIRMED`,
      `REQUEST ${uid} 1 CONFIRMED`,
    ]);
    const update = visitor[1]!;
    expect(update.subject).toMatch(/^Updated invitation: Intro @/);
    expect(field(update.ics!, 'ORGANIZER')).toEqual([`mailto:${NOOR.email}`]);
    // Its time did not change: the message says nothing of a move.
    const stored = db.invitations.findFirst((q) => q.where({ subject: update.subject }));
    expect(stored?.body).not.toMatch(/moved your meeting/);
    const former = (await mailOf(JORDAN.email, b.id)).at(-1)!;
    expect(former.subject).toMatch(/^Reassigned to Noor Haddad: Intro/);
    expect(head(former.ics)).toBe(`CANCEL ${uid} 1 CANCELLED`);
    expect(field(former.ics!, 'ATTENDEE')).toContain(`mailto:${JORDAN.email}`);
  });

  it('an older saved database loads: its bookings start at revision 0', async () => {
    const b = json<Booking>(await book(KICKOFF.path, TUE_10_NY));
    const saved = snapshot();
    for (const record of saved.bookings) delete (record as { icsSequence?: number }).icsSequence;
    await restore(saved);
    await signInAs(JORDAN.email);
    expect(db.bookings.findFirst((q) => q.where({ id: b.id }))?.icsSequence).toBe(0);
    expect((await api('POST', `/api/host/bookings/${b.id}/cancel`, {})).status).toBe(200);
    expect(head((await mailOf(VISITOR, b.id)).at(-1)?.ics)).toBe(
      `CANCEL ${b.id}@slotwise 1 CANCELLED`,
    );
  });
});

describe('a request on a team link', () => {
  it('accepted by one host: the visitor’s invitation names both hosts and carries the event', async () => {
    await setLink(KICKOFF.id, { requiresApproval: true });
    const b = json<Booking>(await book(KICKOFF.path, TUE_10_NY));
    const [pending] = await mailOf(VISITOR, b.id);
    expect(pending?.subject).toMatch(/^Request received: Intro @/);
    expect(pending?.ics).toBeUndefined();
    await signInAs(NOOR.email);
    expect((await api('POST', `/api/host/bookings/${b.id}/accept`, {})).status).toBe(200);
    const accepted = (await mailOf(VISITOR, b.id)).at(-1)!;
    expect(accepted.subject).toMatch(
      /^Confirmed by Jordan Lee and Noor Haddad: Invitation: Intro @/,
    );
    const body = db.invitations.findFirst((q) => q.where({ subject: accepted.subject }))?.body;
    expect(body).toContain('Jordan Lee and Noor Haddad has scheduled');
    expect(head(accepted.ics)).toBe(`REQUEST ${b.id}@slotwise 0 CONFIRMED`);
  });

  it('declined: the visitor is told by the team, with the file that removes the event', async () => {
    await setLink(KICKOFF.id, { requiresApproval: true });
    const b = json<Booking>(await book(KICKOFF.path, TUE_10_NY));
    await signInAs(NOOR.email);
    expect((await api('POST', `/api/host/bookings/${b.id}/decline`, {})).status).toBe(200);
    const declined = (await mailOf(VISITOR, b.id)).at(-1)!;
    expect(declined.subject).toMatch(/^Declined by Jordan Lee and Noor Haddad: /);
    expect(head(declined.ics)).toBe(`CANCEL ${b.id}@slotwise 1 CANCELLED`);
  });
});

describe('the hosts of a team link as guests', () => {
  const ownAddress = (email: string) =>
    `${email} is the host’s own address: the host is in the meeting already`;

  it('refuses every host of a collective link, not only its creator; nothing is booked', async () => {
    await setLink(KICKOFF.id, { maxGuests: 2 });
    for (const host of [JORDAN.email, NOOR.email.toUpperCase()]) {
      const call = await book(KICKOFF.path, TUE_10_NY, ['ok@example.org', host]);
      expect(call.status).toBe(400);
      expect(call.body).toMatchObject({
        code: 'invalid_request',
        field: 'guests[1]',
        error: ownAddress(host),
      });
    }
    expect(db.bookings.findMany((q) => q.where({ linkId: KICKOFF.id }))).toEqual([]);
  });

  it('lets the creator of a team link who is not one of its hosts be a guest', async () => {
    const link = db.links.findFirst((q) => q.where({ id: KICKOFF.id }));
    await db.links.update(link!, {
      data(l) {
        l.hosts = [{ userId: NOOR.id, priority: 'medium' }];
        l.maxGuests = 1;
      },
    });
    const call = await book(KICKOFF.path, TUE_10_NY, [JORDAN.email]);
    expect(call.status).toBe(201);
    expect(json<Booking>(call).guests).toEqual([JORDAN.email]);
    const refused = await book(KICKOFF.path, TUE_11_NY, [NOOR.email]);
    expect(refused.body).toMatchObject({ field: 'guests[0]', error: ownAddress(NOOR.email) });
  });

  it('refuses every member of a round-robin link, on a booking and on the visitor’s move', async () => {
    await setLink(INTRO.id, { maxGuests: 1 });
    const refused = await book(INTRO.path, TUE_10_NY, [PRIYA.email]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'guests[0]', error: ownAddress(PRIYA.email) });
    const b = json<Booking>(await book(INTRO.path, TUE_10_NY, ['ok@example.org']));
    const move = await api(
      'POST',
      `/api/bookings/${b.id}/reschedule`,
      { ...at(TUE_11_NY), guests: [NOOR.email] },
      { 'booking-token': b.token },
    );
    expect(move.status).toBe(400);
    expect(move.body).toMatchObject({ field: 'guests[0]', error: ownAddress(NOOR.email) });
    expect(db.bookings.findFirst((q) => q.where({ id: b.id }))?.guests).toEqual(['ok@example.org']);
  });
});
