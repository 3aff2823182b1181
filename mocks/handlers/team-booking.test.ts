/**
 * A team link's bookings through the real handlers, on the team of scenario `team`
 * (`mocks/test/team-fixture.ts`), QA clock Monday 1 March 2027, 8:00 AM New York. On Tuesday
 * 2 March Jordan works 14:00-22:00 UTC, Noor 9:00-17:00 UTC and Priya 4:30-13:30 UTC.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { setNow } from '../clock';
import { db } from '../db';
import { JORDAN } from '../scenarios/people';
import { api, json, type Call } from '../test/helpers';
import {
  INTRO,
  KICKOFF,
  NOOR,
  setIntroPriority,
  TEAM_NOW,
  loadTeamFixture,
} from '../test/team-fixture';

type Schemas = components['schemas'];
type Booking = Schemas['Booking'];

const MIN = 60_000;
const at = (iso: string, minutes = 30) => ({
  startTime: iso,
  endTime: new Date(Date.parse(iso) + minutes * MIN).toISOString(),
});
/** Tuesday 2 March 2027, 10:00 AM New York: Jordan and Noor are free, Priya's day is over. */
const TUE_10_NY = '2027-03-02T15:00:00.000Z';

let visitors = 0;
function book(path: string, iso: string, extra: Record<string, unknown> = {}): Promise<Call> {
  visitors += 1;
  return api('POST', `${path}/book`, {
    title: 'Intro',
    description: '',
    attendeeName: `Visitor ${visitors}`,
    attendeeEmail: `visitor${visitors}@example.org`,
    ...at(iso),
    ...extra,
  });
}

const code = (call: Call) => (call.body as { code?: string }).code;
const hostIds = (call: Call) => (json<Booking>(call).hosts ?? []).map((h) => h.id);
const record = (call: Call) => {
  const found = db.bookings.findFirst((q) => q.where({ id: json<Booking>(call).id }));
  if (!found) throw new Error('booking not stored');
  return found;
};
/** The booking's meeting in each calendar it is in, by host id. */
const calendarsOf = (bookingStart: string) =>
  db.meetings
    .findMany((q) => q.where((m) => m.startTime === bookingStart && m.source === 'booking'))
    .map((m) => m.userId)
    .sort();

beforeEach(async () => {
  await loadTeamFixture();
});

describe('a collective booking', () => {
  it('is with every host, in each calendar, the first host the organizer', async () => {
    const call = await book(KICKOFF.path, '2027-03-02T14:00:00.000Z');
    expect(call.status).toBe(201);
    expect(hostIds(call)).toEqual([JORDAN.id, NOOR.id]);
    expect(record(call).hostUserId).toBe(JORDAN.id);
    expect(record(call).assignment ?? null).toBeNull();
    expect(calendarsOf('2027-03-02T14:00:00.000Z')).toEqual([JORDAN.id, NOOR.id].sort());
    // The time is gone for the next visitor.
    const again = await book(KICKOFF.path, '2027-03-02T14:00:00.000Z');
    expect(again.status).toBe(409);
    expect(code(again)).toBe('slot_taken');
  });

  it('is refused when one host is busy (Noor at her Board review)', async () => {
    // Wednesday 3 March, 10:00 AM New York = 3:00 PM London.
    const call = await book(KICKOFF.path, '2027-03-03T15:00:00.000Z');
    expect(call.status).toBe(409);
    expect(code(call)).toBe('slot_taken');
    expect(db.bookings.findMany((q) => q.where({ linkId: KICKOFF.id }))).toHaveLength(0);
  });
});

describe('a round-robin booking: the assignment order', () => {
  it('a tie at every rule goes by the link order, said with the places', async () => {
    const call = await book(INTRO.path, TUE_10_NY);
    expect(call.status).toBe(201);
    expect(hostIds(call)).toEqual([JORDAN.id]);
    expect(record(call).assignment).toEqual({ rule: 'link_order', detail: '1 vs 2' });
    expect(calendarsOf(TUE_10_NY)).toEqual([JORDAN.id]);
  });

  it('priority decides first', async () => {
    await setIntroPriority(NOOR.id, 'high');
    const call = await book(INTRO.path, TUE_10_NY);
    expect(hostIds(call)).toEqual([NOOR.id]);
    expect(record(call).assignment).toEqual({ rule: 'priority', detail: 'high vs medium' });
  });

  it('then the fewest bookings of the link in 30 days', async () => {
    expect(hostIds(await book(INTRO.path, '2027-03-02T14:00:00.000Z'))).toEqual([JORDAN.id]);
    const call = await book(INTRO.path, TUE_10_NY);
    expect(hostIds(call)).toEqual([NOOR.id]);
    expect(record(call).assignment).toEqual({ rule: 'fewest_recent_bookings', detail: '0 vs 1' });
  });

  it('then the least recently booked', async () => {
    const first = await book(INTRO.path, '2027-03-02T14:00:00.000Z'); // Jordan, link order
    setNow(Date.parse(TEAM_NOW) + 5 * MIN);
    const second = await book(INTRO.path, '2027-03-02T16:00:00.000Z'); // Noor, fewest
    expect([hostIds(first), hostIds(second)]).toEqual([[JORDAN.id], [NOOR.id]]);
    setNow(Date.parse(TEAM_NOW) + 10 * MIN);
    const call = await book(INTRO.path, TUE_10_NY);
    expect(hostIds(call)).toEqual([JORDAN.id]);
    expect(record(call).assignment).toEqual({
      rule: 'least_recently_booked',
      detail: `${TEAM_NOW} vs ${new Date(Date.parse(TEAM_NOW) + 5 * MIN).toISOString()}`,
    });
  });

  it('the one free member takes it, and a busy member never', async () => {
    await book(INTRO.path, TUE_10_NY); // Jordan
    const call = await book(INTRO.path, TUE_10_NY);
    expect(hostIds(call)).toEqual([NOOR.id]);
    expect(record(call).assignment).toEqual({ rule: 'only_free_member', detail: '1 free' });
    // Priya's day (4:30 AM-1:30 PM UTC) is over at 10:00 AM New York: nobody is left.
    const third = await book(INTRO.path, TUE_10_NY);
    expect(third.status).toBe(409);
    expect(code(third)).toBe('slot_taken');
  });
});

describe('concurrency', () => {
  it('20 visitors at one round-robin time with 2 free members: 2 bookings, 2 members', async () => {
    const calls = await Promise.all(Array.from({ length: 20 }, () => book(INTRO.path, TUE_10_NY)));
    const booked = calls.filter((c) => c.status === 201);
    expect(booked).toHaveLength(2);
    expect(booked.flatMap(hostIds).sort()).toEqual([JORDAN.id, NOOR.id].sort());
    const refused = calls.filter((c) => c.status !== 201);
    expect(refused.map((c) => `${c.status} ${code(c)}`)).toEqual(
      Array.from({ length: 18 }, () => '409 slot_taken'),
    );
    // Each member's calendar holds the time once.
    expect(calendarsOf(TUE_10_NY)).toEqual([JORDAN.id, NOOR.id].sort());
  });

  it('round-robin and collective bookings of the same hosts at once never double-book', async () => {
    const slot = '2027-03-02T14:00:00.000Z';
    const calls = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(i % 2 === 0 ? INTRO.path : KICKOFF.path, slot)),
    );
    const booked = calls.filter((c) => c.status === 201);
    // Either the collective booking took Jordan and Noor, or two intro calls took one each.
    const hosts = booked.flatMap(hostIds).sort();
    expect(hosts).toEqual([JORDAN.id, NOOR.id].sort());
    expect(calendarsOf(slot)).toEqual(hosts);
    expect(calls.filter((c) => c.status !== 201).every((c) => code(c) === 'slot_taken')).toBe(true);
  });

  it('a host booked on their own link is busy for the team link', async () => {
    const own = await api('POST', '/api/scheduling-links/jordan-lee/standard/book', {
      title: 'Chat',
      description: '',
      attendeeName: 'Alex Morgan',
      attendeeEmail: 'alex.morgan@example.org',
      ...at(TUE_10_NY),
    });
    expect(own.status).toBe(201);
    const call = await book(INTRO.path, TUE_10_NY);
    expect(hostIds(call)).toEqual([NOOR.id]);
  });
});

describe("a round-robin link's daily limit", () => {
  it("is each member's own: a member at the limit passes the day's next booking on", async () => {
    const link = db.links.findFirst((q) => q.where({ id: INTRO.id }));
    if (!link) throw new Error('no intro link');
    await db.links.update(link, {
      data(l) {
        l.dailyLimit = 1;
      },
    });
    const first = await book(INTRO.path, TUE_10_NY);
    expect(first.status).toBe(201);
    expect(hostIds(first)).toEqual([JORDAN.id]);
    // 11:00 AM New York: Jordan has had his one; Noor is free and has none.
    const second = await book(INTRO.path, '2027-03-02T16:00:00.000Z');
    expect(second.status).toBe(201);
    expect(hostIds(second)).toEqual([NOOR.id]);
    // 11:30 AM: both have had theirs, and Priya's day is over.
    const third = await book(INTRO.path, '2027-03-02T16:30:00.000Z');
    expect(third.status).toBe(409);
  });
});

describe("an invitation's calendar file", () => {
  it('is organized by the assigned host, with the other hosts, the visitor and the guests', async () => {
    const link = db.links.findFirst((q) => q.where({ id: KICKOFF.id }));
    if (!link) throw new Error('no kickoff link');
    await db.links.update(link, {
      data(l) {
        l.maxGuests = 2;
      },
    });
    const call = await book(KICKOFF.path, '2027-03-02T14:00:00.000Z', {
      guests: ['guest.one@example.org'],
    });
    expect(call.status).toBe(201);
    const sent = db.invitations.findMany((q) =>
      q.where((m) => m.bookingId === json<Booking>(call).id && m.kind === 'invitation'),
    );
    const visitor = sent.find((m) => m.to === json<Booking>(call).attendeeEmail);
    const guest = sent.find((m) => m.to === 'guest.one@example.org');
    const people = (ics: string | undefined) =>
      (ics ?? '')
        .replace(/\r\n /g, '')
        .split('\r\n')
        .filter((l) => /^(ORGANIZER|ATTENDEE)/.test(l))
        .map((l) => `${l.split(/[;:]/)[0]} ${l.split(':mailto:')[1]}`);
    expect(people(visitor?.ics)).toEqual([
      `ORGANIZER ${JORDAN.email}`,
      `ATTENDEE ${NOOR.email}`,
      `ATTENDEE ${json<Booking>(call).attendeeEmail}`,
      'ATTENDEE guest.one@example.org',
    ]);
    expect(people(guest?.ics)).toEqual(people(visitor?.ics));
    // The visitor's file links their booking's page; the guest's keeps that secret out.
    expect(visitor?.ics).toContain('URL:');
    expect(guest?.ics).not.toContain('URL:');
  });
});
