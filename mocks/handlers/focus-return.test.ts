/**
 * Focus time keeps its hours: a block moved or dropped for a high-priority booking returns to its
 * place when that booking goes (cancelled by either side, or moved away), if the place is free.
 * Over scenario `focus-week`, with its six hours applied.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { db } from '../db';
import { api, json } from '../test/helpers';
import { useScenario } from '../node';

type FocusWeek = components['schemas']['FocusWeek'];
type FocusProposals = components['schemas']['FocusProposals'];
type FocusBlock = components['schemas']['FocusBlock'];
type Booking = components['schemas']['Booking'];

const NOW = '2027-03-01T13:00:00.000Z';
const WEEK = '2027-03-01';
const HIGH = '/api/scheduling-links/jordan-lee/high-priority';
const MIN = 60_000;
const minutes = (s: { startTime: string; endTime: string }) =>
  (Date.parse(s.endTime) - Date.parse(s.startTime)) / MIN;
const plannedMinutes = (w: FocusWeek) =>
  w.blocks.filter((b) => b.status === 'planned').reduce((sum, b) => sum + minutes(b), 0);
/** The high-priority link books from Tuesday (Monday's times are inside its notice). */
const TUESDAY = Date.parse('2027-03-02T05:00:00.000Z');
const bookable = (w: FocusWeek) => w.blocks.filter((b) => Date.parse(b.startTime) >= TUESDAY);
const places = (w: FocusWeek) =>
  w.blocks.map((b) => ({ id: b.id, status: b.status, startTime: b.startTime, endTime: b.endTime }));

beforeEach(async () => {
  await useScenario('focus-week', NOW);
});

async function applyProposal(): Promise<FocusWeek> {
  const proposal = json<FocusProposals>(
    await api('POST', '/api/focus/proposals', { weekStartDate: WEEK }),
  );
  const applied = await api(
    'POST',
    '/api/focus/blocks',
    {
      weekStartDate: WEEK,
      blocks: proposal.proposals.map(({ goalIndex, startTime, endTime }) => ({
        goalIndex,
        startTime,
        endTime,
      })),
    },
    { 'if-match': `"${proposal.version}"` },
  );
  expect(applied.status).toBe(201);
  return json<FocusWeek>(applied);
}

const readWeek = async () => json<FocusWeek>(await api('GET', `/api/focus?weekStartDate=${WEEK}`));

/** A 30-minute high-priority booking at the start of `block`. */
async function bookInside(block: FocusBlock, name = 'Riley Chen'): Promise<Booking> {
  const booked = await api('POST', `${HIGH}/book`, {
    title: `Urgent with ${name}`,
    description: '',
    startTime: block.startTime,
    endTime: new Date(Date.parse(block.startTime) + 30 * MIN).toISOString(),
    attendeeEmail: 'riley.chen@example.org',
    attendeeName: name,
  });
  expect(booked.status, `${block.startTime} ${JSON.stringify(booked.body)}`).toBe(201);
  return json<Booking>(booked);
}

async function visitorCancels(booking: Booking) {
  const cancelled = await api(
    'POST',
    `/api/bookings/${booking.id}/cancel`,
    {},
    { 'booking-token': booking.token },
  );
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
}

describe('focus time keeps its hours', () => {
  it('book and cancel high-priority times again and again: the week keeps its minutes and its blocks their places', async () => {
    const start = await applyProposal();
    expect(plannedMinutes(start)).toBe(360);
    for (let round = 0; round < 3; round++) {
      for (const block of bookable(start)) {
        const booking = await bookInside(block);
        // Moved, or dropped when the week has no other free stretch of its length.
        const during = (await readWeek()).blocks.find((b) => b.id === block.id)!;
        expect(during.status === 'dropped' || during.startTime !== block.startTime).toBe(true);
        await visitorCancels(booking);
        const after = await readWeek();
        expect(plannedMinutes(after), `round ${round}, ${block.startTime}`).toBe(360);
        expect(places(after)).toEqual(places(start));
      }
    }
    const back = (await readWeek()).blocks.find((b) => b.id === bookable(start)[0]!.id)!;
    expect(back.notice).toMatch(/^The booking that took its time is gone: ".*" \(.*\) is back at /);
    const told = db.invitations.findMany((q) => q.where({ to: 'jordan.lee@example.com' }));
    expect(told.some((m) => m.subject.startsWith('Focus time back: Focus: '))).toBe(true);
  });

  it('brings a dropped block back when the booking that dropped it is cancelled by the host', async () => {
    const start = await applyProposal();
    const block = [...bookable(start)].sort((a, b) => minutes(b) - minutes(a))[0]!;
    // The rest of the week fills up, up to the block's buffers: no room to move it.
    const wall = (id: string, startTime: string, endTime: string) =>
      db.meetings.create({
        id,
        userId: 'usr_jordan_lee',
        calendarEmail: 'jordan.lee@example.com',
        title: 'Offsite',
        description: '',
        startTime,
        endTime,
        source: 'calendar',
        attendees: [],
      });
    await wall('evt_before', NOW, new Date(Date.parse(block.startTime) - 15 * MIN).toISOString());
    await wall(
      'evt_after',
      new Date(Date.parse(block.endTime) + 15 * MIN).toISOString(),
      '2027-03-08T05:00:00.000Z',
    );
    const booking = await bookInside(block);
    expect((await readWeek()).blocks.find((b) => b.id === block.id)!.status).toBe('dropped');
    const cancelled = await api('POST', `/api/host/bookings/${booking.id}/cancel`, {});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const back = (await readWeek()).blocks.find((b) => b.id === block.id)!;
    expect(back).toMatchObject({
      status: 'planned',
      startTime: block.startTime,
      endTime: block.endTime,
    });
  });

  it('returns a block when its booking moves away, and the booking takes its new time', async () => {
    const start = await applyProposal();
    const [first, second] = bookable(start) as [FocusBlock, FocusBlock];
    const booking = await bookInside(first);
    const rescheduled = await api(
      'POST',
      `/api/bookings/${booking.id}/reschedule`,
      {
        startTime: second.startTime,
        endTime: new Date(Date.parse(second.startTime) + 30 * MIN).toISOString(),
      },
      { 'booking-token': booking.token },
    );
    expect(rescheduled.status, JSON.stringify(rescheduled.body)).toBe(200);
    const after = await readWeek();
    expect(after.blocks.find((b) => b.id === first.id)!.startTime).toBe(first.startTime);
    const away = after.blocks.find((b) => b.id === second.id)!;
    expect(away.status === 'dropped' || away.startTime !== second.startTime).toBe(true);
  });

  it('keeps a block where it went while its place is taken by something else', async () => {
    const start = await applyProposal();
    const first = bookable(start)[0]!;
    const booking = await bookInside(first);
    const moved = (await readWeek()).blocks.find((b) => b.id === first.id)!;
    // Another calendar's event arrives over the block's place.
    await db.meetings.create({
      id: 'evt_arrived',
      userId: 'usr_jordan_lee',
      calendarEmail: 'jordan.lee@example.com',
      title: 'Dentist',
      description: '',
      startTime: first.startTime,
      endTime: first.endTime,
      source: 'calendar',
      attendees: [],
    });
    await visitorCancels(booking);
    const after = await readWeek();
    expect(after.blocks.find((b) => b.id === first.id)!.startTime).toBe(moved.startTime);
    expect(plannedMinutes(after)).toBe(360);
  });
});
