/**
 * The visitor's move keeps or replaces the answers and guests: left out, the booking keeps its
 * own; sent, they are checked exactly like a new booking's and stored, and the updated invitation
 * and the host's message carry them; refused, nothing changes. Over scenario `meeting-types`.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { generateSlots } from '../../src/domain/slots';
import { api, json, NOW, signInAs, signOut, useScenario } from '../test/helpers';

type Schemas = components['schemas'];
type ErrorBody = Schemas['Error'];
type Managed = Schemas['ManagedBooking'];

const OFFICE = '/api/scheduling-links/jordan-lee/office-hours';
const alex = { attendeeName: 'Alex Morgan', attendeeEmail: 'alex.morgan@example.org' };

async function officeSlots() {
  const link = json<Schemas['PublicSchedulingLink']>(await api('GET', OFFICE));
  const busy = json<Schemas['BusySlotsResponse']>(
    await api('POST', `${OFFICE}/busy-slots`, { startDate: link.startDate, endDate: link.endDate }),
  );
  const slots = generateSlots({
    type: link.type,
    duration: link.defaultDuration,
    interval: link.slotInterval,
    windowDays: link.bookingWindowDays,
    window: { startDate: link.startDate, endDate: link.endDate },
    preferences: { ...busy.preferences, timePreference: link.preferences.timePreference },
    busy: busy.busySlots,
    visitorTimeZone: 'America/New_York',
    now: NOW,
  });
  return Object.values(slots)
    .flat()
    .map((s) => ({ startTime: s.start, endTime: s.end }));
}

let booking: Schemas['Booking'];
let later: { startTime: string; endTime: string };

function move(body: object) {
  return api('POST', `/api/bookings/${booking.id}/reschedule`, body, {
    'Booking-Token': booking.token,
  });
}

async function ownPage(): Promise<Managed> {
  return json<Managed>(
    await api('GET', `/api/bookings/${booking.id}`, undefined, { 'Booking-Token': booking.token }),
  );
}

async function outbox() {
  return json<{ invitations: { to: string; subject: string; body: string }[] }>(
    await api('GET', '/__mock/state'),
  ).invitations;
}

beforeEach(async () => {
  await useScenario('meeting-types', NOW);
  await signOut();
  const slots = await officeSlots();
  const first = slots[0]!;
  later = slots[slots.length - 1]!;
  const call = await api('POST', `${OFFICE}/book`, {
    title: 'Office hours with Alex Morgan',
    description: '',
    ...alex,
    ...first,
    answers: { topic: 'Hiring plan' },
    guests: ['sam.lee@example.org'],
  });
  expect(call.status).toBe(201);
  booking = json<Schemas['Booking']>(call);
});

describe('the visitor’s move and the answers and guests', () => {
  it('keeps the answers and guests when the move leaves them out', async () => {
    const moved = await move(later);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(json<Managed>(moved)).toMatchObject({
      startTime: later.startTime,
      answers: [{ questionId: 'topic', value: 'Hiring plan' }],
      guests: ['sam.lee@example.org'],
    });
    const updated = (await outbox()).filter((i) => /Updated invitation/.test(i.subject));
    expect(updated.map((i) => i.to).sort()).toEqual([alex.attendeeEmail, 'sam.lee@example.org']);
  });

  it('replaces them when given: stored, on the updated invitation, the host’s message and the meeting', async () => {
    const moved = await move({
      ...later,
      answers: { topic: 'Budget review' },
      guests: ['kim.park@example.org'],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const page = await ownPage();
    expect(page).toMatchObject({
      startTime: later.startTime,
      answers: [
        { questionId: 'topic', label: 'What would you like to discuss?', value: 'Budget review' },
      ],
      guests: ['kim.park@example.org'],
    });
    const sent = await outbox();
    const updated = sent.filter((i) => /Updated invitation/.test(i.subject));
    expect(updated.map((i) => i.to).sort()).toEqual([alex.attendeeEmail, 'kim.park@example.org']);
    const toHost = sent.filter((i) => i.to === 'jordan.lee@example.com').at(-1);
    expect(toHost?.body).toContain('Budget review');
    expect(toHost?.body).toContain('kim.park@example.org');
    // The host's view of the booking, and the meeting's attendees, carry the new guests.
    await signInAs('jordan.lee@example.com');
    const hostView = json<Schemas['HostBooking']>(
      await api('GET', `/api/host/bookings/${booking.id}`),
    );
    expect(hostView.guests).toEqual(['kim.park@example.org']);
    expect(hostView.answers[0]?.value).toBe('Budget review');
  });

  it('replaces only what is given: new guests keep the answers; [] removes the guests', async () => {
    const moved = await move({ ...later, guests: [] });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(json<Managed>(moved)).toMatchObject({
      answers: [{ questionId: 'topic', value: 'Hiring plan' }],
      guests: [],
    });
  });

  it.each([
    [{ answers: {} }, 'answers.topic', 'What would you like to discuss? is required'],
    [
      { answers: { topic: 'x', budget: 'y' } },
      'answers.budget',
      'This link asks no question "budget"',
    ],
    [
      { guests: ['a@example.org', 'b@example.org', 'c@example.org'] },
      'guests',
      'At most 2 guests can be added',
    ],
    [{ guests: ['not-an-email'] }, 'guests[0]', undefined],
    [{ guests: [alex.attendeeEmail] }, 'guests[0]', undefined],
    [
      { guests: ['jordan.lee@example.com'] },
      'guests[0]',
      'jordan.lee@example.com is the host’s own address: the host is in the meeting already',
    ],
  ])('refuses %j as a new booking would (%s), and nothing changes', async (extra, field, error) => {
    const before = await outbox();
    const refused = await move({ ...later, ...extra });
    expect(refused.status).toBe(400);
    const body = refused.body as ErrorBody;
    expect(body).toMatchObject({ code: 'invalid_request', field });
    if (error) expect(body.error).toBe(error);
    // The same body on a new booking gives the same error.
    const fresh = await api('POST', `${OFFICE}/book`, {
      title: 'Office hours with Alex Morgan',
      description: '',
      ...alex,
      ...later,
      answers: { topic: 'Hiring plan' },
      ...extra,
    });
    expect(fresh.body).toEqual(body);
    const page = await ownPage();
    expect(page).toMatchObject({
      startTime: booking.startTime,
      answers: [{ questionId: 'topic', value: 'Hiring plan' }],
      guests: ['sam.lee@example.org'],
    });
    expect(page.rescheduledAt).toBeNull();
    expect(await outbox()).toEqual(before);
  });
});
