/**
 * The change policy of a link (`docs/decisions.md#a-links-change-policy`): a visitor may cancel or
 * reschedule online only until `changeCutoffHours` before the start; the host may always. Over
 * scenario `meeting-types`, on the test clock (`NOW`, moved with `setNow`).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { generateSlots } from '../../src/domain/slots';
import { setNow } from '../clock';
import { api, errorOf, json, NOW, signInAs, signOut, useScenario } from '../test/helpers';

type Schemas = components['schemas'];
type Link = Schemas['SchedulingLink'];

const STANDARD = '/api/scheduling-links/jordan-lee/standard';
const STANDARD_ID = 'lnk_jordan_standard';
const HOUR = 3_600_000;

/** Books the standard link's first offered slot as a visitor; the session stays the host's. */
async function bookStandard() {
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
  const call = await api('POST', `${STANDARD}/book`, {
    title: 'Meeting with Alex Morgan',
    description: '',
    attendeeName: 'Alex Morgan',
    attendeeEmail: 'alex.morgan@example.org',
    startTime: slot.start,
    endTime: slot.end,
  });
  expect(call.status).toBe(201);
  return json<Schemas['Booking']>(call);
}

function own(booking: Schemas['Booking']) {
  return { 'Booking-Token': booking.token };
}

async function setCutoff(hours: number) {
  const call = await api('PATCH', `/api/scheduling-links/${STANDARD_ID}`, {
    changeCutoffHours: hours,
  });
  expect(call.status).toBe(200);
  return json<Link>(call);
}

beforeEach(async () => {
  await useScenario('meeting-types', NOW);
  await signInAs('jordan.lee@example.com');
});

describe('a link without a cutoff (the default)', () => {
  it('reads 0 and lets the visitor cancel minutes before the start', async () => {
    const links = json<Link[]>(await api('GET', '/api/scheduling-links'));
    expect(links.map((l) => l.changeCutoffHours)).toEqual([0, 0, 0]);
    const booking = await bookStandard();
    const page = json<Schemas['ManagedBooking']>(
      await api('GET', `/api/bookings/${booking.id}`, undefined, own(booking)),
    );
    expect(page).toMatchObject({ changeDeadline: null, hostEmail: 'jordan.lee@example.com' });
    setNow(Date.parse(booking.startTime) - 5 * 60_000);
    const cancel = await api('POST', `/api/bookings/${booking.id}/cancel`, {}, own(booking));
    expect(cancel.status).toBe(200);
  });
});

describe('a 24-hour cutoff', () => {
  it('tells the deadline on the public link and the booking, and refuses changes inside it', async () => {
    expect(await setCutoff(24)).toMatchObject({ changeCutoffHours: 24, version: 2 });
    const booking = await bookStandard();
    await signOut();
    expect(
      json<Schemas['PublicSchedulingLink']>(await api('GET', STANDARD)).changeCutoffHours,
    ).toBe(24);
    const deadline = new Date(Date.parse(booking.startTime) - 24 * HOUR).toISOString();
    const read = () =>
      api('GET', `/api/bookings/${booking.id}`, undefined, own(booking)).then((c) =>
        json<Schemas['ManagedBooking']>(c),
      );
    expect((await read()).changeDeadline).toBe(deadline);

    // At the deadline itself both the move and the cancel are refused.
    setNow(Date.parse(deadline));
    const late = { startTime: booking.startTime, endTime: booking.endTime };
    const move = await api('POST', `/api/bookings/${booking.id}/reschedule`, late, own(booking));
    expect(move.status).toBe(409);
    expect(json<Schemas['Error']>(move).code).toBe('change_cutoff');
    const cancel = await api('POST', `/api/bookings/${booking.id}/cancel`, {}, own(booking));
    expect(cancel.status).toBe(409);
    expect(json<Schemas['Error']>(cancel)).toMatchObject({ code: 'change_cutoff' });
    expect(errorOf(cancel)).toBe(
      'This booking can no longer be changed online. Please contact the host.',
    );
    // Nothing changed, nobody was told.
    expect(await read()).toMatchObject({ status: 'confirmed', startTime: booking.startTime });
    const state = json<{ invitations: { subject: string }[] }>(await api('GET', '/__mock/state'));
    expect(state.invitations.filter((i) => /cancel/i.test(i.subject))).toEqual([]);

    // The host still can.
    await signInAs('jordan.lee@example.com');
    const byHost = await api('POST', `/api/host/bookings/${booking.id}/cancel`, {
      reason: 'Sorry, I am ill.',
    });
    expect(byHost.status).toBe(200);
  });

  it('lets the visitor cancel a millisecond before the deadline', async () => {
    await setCutoff(24);
    const booking = await bookStandard();
    setNow(Date.parse(booking.startTime) - 24 * HOUR - 1);
    const cancel = await api('POST', `/api/bookings/${booking.id}/cancel`, {}, own(booking));
    expect(cancel.status).toBe(200);
  });

  it('applies the link’s current policy: lifting it opens changes again', async () => {
    await setCutoff(48);
    const booking = await bookStandard();
    setNow(Date.parse(booking.startTime) - 30 * HOUR);
    expect((await api('POST', `/api/bookings/${booking.id}/cancel`, {}, own(booking))).status).toBe(
      409,
    );
    await setCutoff(0);
    expect((await api('POST', `/api/bookings/${booking.id}/cancel`, {}, own(booking))).status).toBe(
      200,
    );
  });

  it('answers booking_cancelled, not change_cutoff, for a booking already cancelled', async () => {
    await setCutoff(24);
    const booking = await bookStandard();
    await api('POST', `/api/host/bookings/${booking.id}/cancel`, {});
    setNow(Date.parse(booking.startTime) - HOUR);
    const again = await api('POST', `/api/bookings/${booking.id}/cancel`, {}, own(booking));
    expect(json<Schemas['Error']>(again).code).toBe('booking_cancelled');
  });
});

describe('writing the cutoff', () => {
  it.each([
    ['negative', -1],
    ['over 30 days', 721],
    ['a fraction', 1.5],
    ['a string', '24'],
    ['null', null],
  ])('refuses %s with 400 and changes nothing', async (_label, value) => {
    const call = await api('PATCH', `/api/scheduling-links/${STANDARD_ID}`, {
      changeCutoffHours: value,
    });
    expect(call.status).toBe(400);
    const links = json<Link[]>(await api('GET', '/api/scheduling-links'));
    expect(links.find((l) => l.id === STANDARD_ID)).toMatchObject({
      changeCutoffHours: 0,
      version: 1,
    });
  });

  it('takes a cutoff when a link is created and when it is duplicated', async () => {
    const created = await api('POST', '/api/scheduling-links', {
      name: 'Interview',
      slug: 'jordan-lee/interview',
      userId: 'usr_jordan_lee',
      changeCutoffHours: 72,
    });
    expect(json<Link>(created)).toMatchObject({ changeCutoffHours: 72 });
    const copy = await api('POST', `/api/scheduling-links/${json<Link>(created).id}/duplicate`, {});
    expect(json<Link>(copy)).toMatchObject({ changeCutoffHours: 72 });
  });
});
