/**
 * A team booking after it is made, through the real handlers (`mocks/test/team-fixture.ts`,
 * signed in as Jordan Lee): holds, the visitor's reschedule, reassign, cancel, each member's
 * Bookings, and what everyone is told. Tuesday 2 March 2027 (UTC): Jordan works 14:00-22:00,
 * Noor 9:00-17:00, Priya 4:30-13:30.
 */
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { Contract } from '../../conformance/contract';
import { onBookingEvent } from '../booking-events';
import { setNow } from '../clock';
import { db } from '../db';
import { JORDAN, PRIYA, SAM } from '../scenarios/people';
import { api, json, signInAs, type Call } from '../test/helpers';
import { INTRO, KICKOFF, loadTeamFixture, NOOR } from '../test/team-fixture';

type Schemas = components['schemas'];
type Booking = Schemas['Booking'];
type HostBooking = Schemas['HostBooking'];

const MIN = 60_000;
const at = (iso: string, minutes = 30) => ({
  startTime: iso,
  endTime: new Date(Date.parse(iso) + minutes * MIN).toISOString(),
});
/** Tuesday 2 March 2027, 10:00 AM New York: Jordan and Noor are free, Priya is not. */
const TUE_10_NY = '2027-03-02T15:00:00.000Z';
/** Tuesday 2 March 2027, 5:00 AM New York: Noor and Priya work, Jordan does not. */
const TUE_5_NY = '2027-03-02T10:00:00.000Z';

function book(path: string, iso: string, extra: Record<string, unknown> = {}): Promise<Call> {
  return api('POST', `${path}/book`, {
    title: 'Intro',
    description: '',
    attendeeName: 'Alex Morgan',
    attendeeEmail: 'alex.morgan@example.org',
    guests: [],
    ...at(iso),
    ...extra,
  });
}

const contract = Contract.load(resolve(process.cwd(), 'openapi/openapi.yaml'));
/** The answer's difference from the contract's schema, or null when it conforms. */
const shape = (schema: string, call: Call) =>
  contract.check(`#/components/schemas/${schema}`, call.body);

const code = (call: Call) => (call.body as { code?: string }).code;
const stored = (id: string) => {
  const found = db.bookings.findFirst((q) => q.where({ id }));
  if (!found) throw new Error('booking not stored');
  return found;
};
/** Who has the booking's meeting in their calendar, and when. */
const calendarsOf = (bookingId: string) => {
  const b = stored(bookingId);
  return db.meetings
    .findMany((q) => q.where((m) => m.id === b.meetingId || m.id.startsWith(`${b.meetingId}-`)))
    .map((m) => `${m.userId} ${m.startTime}`)
    .sort();
};
const mail = (to: string) =>
  db.invitations.findMany((q) => q.where({ to })).map((m) => `${m.subject}\n${m.body}`);

let events: string[] = [];
let stop: () => void = () => undefined;
beforeEach(async () => {
  await loadTeamFixture();
  events = [];
  stop = onBookingEvent(async (event, b) => {
    events.push(`${event} ${b.id}`);
  });
});
afterEach(() => stop());

describe('holds on a team link', () => {
  it('keep busy the member a booking would take, and the booking with the hold goes to them', async () => {
    const hold = await api('POST', `${INTRO.path}/holds`, { startTime: TUE_10_NY });
    expect(hold.status).toBe(201);
    const holdId = (hold.body as { id: string }).id;
    expect(db.holds.findFirst((q) => q.where({ id: holdId }))?.hostUserIds).toEqual([JORDAN.id]);
    // Another visitor at the same time: Jordan is held, Noor takes it.
    const other = await book(INTRO.path, TUE_10_NY, { attendeeEmail: 'dana.white@example.org' });
    expect((json<Booking>(other).hosts ?? []).map((h) => h.id)).toEqual([NOOR.id]);
    const mine = await book(INTRO.path, TUE_10_NY, { holdId });
    expect(mine.status).toBe(201);
    expect((json<Booking>(mine).hosts ?? []).map((h) => h.id)).toEqual([JORDAN.id]);
  });
});

describe('the visitor reschedules', () => {
  async function reschedule(b: Booking, iso: string) {
    return api('POST', `/api/bookings/${b.id}/reschedule`, at(iso), { 'booking-token': b.token });
  }

  it('keeps the host when free at the new time, with the assignment', async () => {
    const b = json<Booking>(await book(INTRO.path, TUE_10_NY));
    const call = await reschedule(b, '2027-03-02T16:00:00.000Z');
    expect(call.status).toBe(200);
    expect(shape('ManagedBooking', call)).toBeNull();
    expect(stored(b.id).hostUserId).toBe(JORDAN.id);
    expect(stored(b.id).assignment).toEqual({ rule: 'link_order', detail: '1 vs 2' });
    expect(calendarsOf(b.id)).toEqual([`${JORDAN.id} 2027-03-02T16:00:00.000Z`]);
    expect((json<Schemas['ManagedBooking']>(call).hosts ?? []).map((h) => h.name)).toEqual([
      'Jordan Lee',
    ]);
  });

  it('goes to another free member by the same rules when the host is not free', async () => {
    const b = json<Booking>(await book(INTRO.path, TUE_10_NY));
    const call = await reschedule(b, TUE_5_NY);
    expect(call.status).toBe(200);
    // Noor and Priya are free then, each with no booking of the link: the link's order.
    expect(stored(b.id).hostUserId).toBe(NOOR.id);
    expect(stored(b.id).hostUserIds).toEqual([NOOR.id]);
    expect(stored(b.id).assignment).toEqual({ rule: 'link_order', detail: '2 vs 3' });
    expect(calendarsOf(b.id)).toEqual([`${NOOR.id} ${TUE_5_NY}`]);
    expect(mail(JORDAN.email).some((m) => m.startsWith('Reassigned to Noor Haddad: Intro'))).toBe(
      true,
    );
    expect(mail('alex.morgan@example.org').at(-1)).toContain('Noor Haddad');
  });

  it('a collective booking is refused when a host is busy then, and nothing changes', async () => {
    const b = json<Booking>(await book(KICKOFF.path, '2027-03-02T14:00:00.000Z'));
    // Wednesday 3 March, 3:00 PM London: Noor's Board review.
    const call = await reschedule(b, '2027-03-03T15:00:00.000Z');
    expect(call.status).toBe(409);
    expect(code(call)).toBe('slot_taken');
    expect(calendarsOf(b.id)).toEqual(
      [`${JORDAN.id} 2027-03-02T14:00:00.000Z`, `${NOOR.id} 2027-03-02T14:00:00.000Z`].sort(),
    );
  });

  it('a collective booking moves in every host calendar', async () => {
    const b = json<Booking>(await book(KICKOFF.path, '2027-03-02T14:00:00.000Z'));
    const call = await reschedule(b, '2027-03-02T15:30:00.000Z');
    expect(call.status).toBe(200);
    expect(calendarsOf(b.id)).toEqual(
      [`${JORDAN.id} 2027-03-02T15:30:00.000Z`, `${NOOR.id} 2027-03-02T15:30:00.000Z`].sort(),
    );
    // Noor is told as well as Jordan.
    expect(mail(NOOR.email).some((m) => m.startsWith('Rescheduled by Alex Morgan'))).toBe(true);
  });
});

it('a host moves a collective booking in every calendar; the other host is told', async () => {
  const b = json<Booking>(await book(KICKOFF.path, '2027-03-02T14:00:00.000Z'));
  const call = await api('POST', `/api/host/bookings/${b.id}/reschedule`, at(TUE_10_NY));
  expect(call.status).toBe(200);
  expect(calendarsOf(b.id)).toEqual(
    [`${JORDAN.id} ${TUE_10_NY}`, `${NOOR.id} ${TUE_10_NY}`].sort(),
  );
  expect(mail(NOOR.email).some((m) => m.startsWith('Rescheduled by Jordan Lee: Intro'))).toBe(true);
});

describe('reassign', () => {
  const reassign = (id: string, hostId: string) =>
    api('POST', `/api/host/bookings/${id}/reassign`, { hostId });

  it('gives a round-robin booking to a free member; the visitor and both hosts are told', async () => {
    const b = json<Booking>(await book(INTRO.path, TUE_10_NY));
    events = [];
    const call = await reassign(b.id, NOOR.id);
    expect(call.status).toBe(200);
    expect(shape('HostBooking', call)).toBeNull();
    const view = json<HostBooking>(call);
    expect(view.hosts?.map((h) => h.id)).toEqual([NOOR.id]);
    expect(view.assignment).toEqual({ rule: 'reassigned', detail: 'by Jordan Lee' });
    expect(view.team).toEqual({
      id: 'team_customer_success',
      name: 'Customer Success',
      kind: 'round_robin',
    });
    expect(calendarsOf(b.id)).toEqual([`${NOOR.id} ${TUE_10_NY}`]);
    expect(mail('alex.morgan@example.org').at(-1)).toContain('Noor Haddad');
    expect(mail(JORDAN.email).at(-1)).toMatch(/^Reassigned to Noor Haddad: Intro/);
    expect(mail(NOOR.email).at(-1)).toMatch(/^New booking: Intro with Alex Morgan/);
    expect(events).toEqual([`booking.rescheduled ${b.id}`]);
  });

  it('refuses a member who is busy then (409), one not of the link or the host already (400)', async () => {
    const b = json<Booking>(await book(INTRO.path, TUE_10_NY));
    const busy = await reassign(b.id, PRIYA.id);
    expect([busy.status, code(busy)]).toEqual([409, 'slot_taken']);
    const stranger = await reassign(b.id, SAM.id);
    expect([stranger.status, code(stranger)]).toEqual([400, 'invalid_request']);
    const same = await reassign(b.id, JORDAN.id);
    expect([same.status, code(same)]).toEqual([400, 'invalid_request']);
    expect(stored(b.id).hostUserId).toBe(JORDAN.id);
    expect(calendarsOf(b.id)).toEqual([`${JORDAN.id} ${TUE_10_NY}`]);
  });

  it('refuses a collective booking (400) and an unknown one (404)', async () => {
    const b = json<Booking>(await book(KICKOFF.path, TUE_10_NY));
    expect((await reassign(b.id, NOOR.id)).status).toBe(400);
    expect((await reassign('bkg_unknown', NOOR.id)).status).toBe(404);
  });
});

describe('cancel and Bookings', () => {
  it('a host cancels a collective booking for everyone; each host is told', async () => {
    const b = json<Booking>(await book(KICKOFF.path, '2027-03-02T14:00:00.000Z'));
    const call = await api('POST', `/api/host/bookings/${b.id}/cancel`, { reason: 'Travel' });
    expect(call.status).toBe(200);
    expect(stored(b.id).status).toBe('cancelled');
    expect(calendarsOf(b.id)).toEqual([]);
    expect(mail(NOOR.email).some((m) => m.startsWith('Cancelled by Jordan Lee: Intro'))).toBe(true);
    expect(mail(JORDAN.email).some((m) => m.startsWith('Cancelled by'))).toBe(false);
    expect(mail('alex.morgan@example.org').at(-1)).toContain('Jordan Lee and Noor Haddad');
  });

  it('each member sees the team bookings they are in, with the other hosts', async () => {
    const kickoff = json<Booking>(await book(KICKOFF.path, '2027-03-02T14:00:00.000Z'));
    await book(INTRO.path, TUE_10_NY); // Jordan
    const intro = json<Booking>(await book(INTRO.path, TUE_10_NY)); // Noor
    const list = async () =>
      json<{ items: HostBooking[] }>(await api('GET', '/api/host/bookings')).items.filter((i) =>
        i.slug.startsWith('customer-success/'),
      );
    const listed = await api('GET', '/api/host/bookings');
    expect(contract.check('#/components/schemas/HostBookingPage', listed.body)).toBeNull();
    const jordans = await list();
    expect(jordans.map((i) => i.id)).not.toContain(intro.id);
    expect(jordans.find((i) => i.id === kickoff.id)?.hosts?.map((h) => h.name)).toEqual([
      'Jordan Lee',
      'Noor Haddad',
    ]);
    await signInAs(NOOR.email);
    const noors = await list();
    expect(noors.map((i) => i.id).sort()).toEqual([kickoff.id, intro.id].sort());
    const view = noors.find((i) => i.id === intro.id);
    expect(view?.assignment).toEqual({ rule: 'only_free_member', detail: '1 free' });
    expect(view?.team?.kind).toBe('round_robin');
    // Noor, a host of it, may open and cancel the collective booking too.
    expect((await api('GET', `/api/host/bookings/${kickoff.id}`)).status).toBe(200);
    expect((await api('POST', `/api/host/bookings/${kickoff.id}/cancel`, {})).status).toBe(200);
    expect(calendarsOf(kickoff.id)).toEqual([]);
    expect(mail(JORDAN.email).some((m) => m.startsWith('Cancelled by Noor Haddad: Intro'))).toBe(
      true,
    );
  });

  it('the invitation names every host of a collective booking', async () => {
    const call = await book(KICKOFF.path, '2027-03-02T14:00:00.000Z');
    expect(shape('Booking', call)).toBeNull();
    const b = json<Booking>(call);
    expect(b.hosts?.map((h) => h.name)).toEqual(['Jordan Lee', 'Noor Haddad']);
    expect(mail('alex.morgan@example.org').at(-1)).toContain('Jordan Lee and Noor Haddad');
    expect(mail(NOOR.email).at(-1)).toMatch(/^New booking: Intro with Alex Morgan/);
  });
});

it('any host answers a collective request; declined, it leaves every calendar', async () => {
  const link = db.links.findFirst((q) => q.where({ id: KICKOFF.id }));
  if (!link) throw new Error('no kickoff link');
  await db.links.update(link, {
    data(l) {
      l.requiresApproval = true;
    },
  });
  const b = json<Booking>(await book(KICKOFF.path, '2027-03-02T14:00:00.000Z'));
  expect(b.status).toBe('pending');
  expect(calendarsOf(b.id)).toHaveLength(2);
  await signInAs(NOOR.email);
  const call = await api('POST', `/api/host/bookings/${b.id}/decline`, { reason: 'Busy' });
  expect(call.status).toBe(200);
  expect(stored(b.id).status).toBe('declined');
  expect(calendarsOf(b.id)).toEqual([]);
});

it("a collective booking shows in each host's calendar as that booking", async () => {
  const b = json<Booking>(await book(KICKOFF.path, '2027-03-02T14:00:00.000Z'));
  await signInAs(NOOR.email);
  const week = { startDate: '2027-03-01T00:00:00.000Z', endDate: '2027-03-07T00:00:00.000Z' };
  const meetings = json<{ startTime: string; bookingId?: string | null }[]>(
    await api('GET', `/api/dashboard/meetings?${new URLSearchParams(week)}`),
  );
  expect(meetings.filter((m) => m.bookingId === b.id).map((m) => m.startTime)).toEqual([
    '2027-03-02T14:00:00.000Z',
  ]);
});

it('reminders go to every host, and name every host to the visitor', async () => {
  const b = json<Booking>(await book(KICKOFF.path, '2027-03-02T14:00:00.000Z'));
  setNow(Date.parse(b.startTime) - 59 * MIN);
  await api('GET', '/api/host/bookings'); // the sweep runs before every request
  const reminders = (to: string) => mail(to).filter((m) => m.startsWith('Reminder: '));
  expect(reminders(NOOR.email)).toHaveLength(1);
  expect(reminders(JORDAN.email)).toHaveLength(1);
  expect(reminders(NOOR.email)[0]).toContain('Alex Morgan and Jordan Lee');
  expect(reminders('alex.morgan@example.org')[0]).toContain('Jordan Lee and Noor Haddad');
});
