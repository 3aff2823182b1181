/**
 * Meeting types on the public page: the page tells durations, place, questions and guests; a
 * visitor books a chosen length with answers and a guest; each missing or invalid answer is a
 * 400 naming its field; no public call carries a booking's answers or guests.
 */
import { withCode } from '../../checker';
import { freeSlots, slugParams, type Run, type Schemas } from '../../core';
import type { Slot } from '../../../src/domain/slots';
import type { Answer } from '../../http';
import { holds, namesField, QUESTIONS, without } from './shared';

type Link = Schemas['SchedulingLink'];
type PublicLink = Schemas['PublicSchedulingLink'];
type Booking = Schemas['Booking'];

const FILE = 'conformance/areas/meeting-types/booking.ts';

/** What the later checks take; null: nothing more can run (no page, no free times). */
export interface Booked {
  window: { startDate: string; endDate: string };
  first: Slot;
  /** The booking's body, its answers apart. */
  body: Record<string, unknown>;
  booking: Booking | undefined;
  other: Answer | null;
}

export async function bookingChecks(run: Run, link: Link): Promise<Booked | null> {
  const check = run.checker(FILE);
  const params = slugParams(link.slug);
  const pub = await check.expect(
    'getPublicSchedulingLink',
    'the public link tells durations, place, questions and guests',
    { as: null, params },
    200,
    holds({ active: true, durations: [30, 60], location: { kind: 'video' }, maxGuests: 1 }),
  );
  const page = pub?.body as PublicLink | undefined;
  if (!page) return null;
  const window = { startDate: page.startDate, endDate: page.endDate };
  const busy = await check.expect(
    'getBusySlots',
    'busy times of a meeting type',
    { as: null, params, json: window },
    200,
  );
  const long = busy ? Object.values(freeSlots({ ...page, defaultDuration: 60 }, busy, window)) : [];
  const first = long.at(-1)?.at(-1);
  const second = long.at(-2)?.at(-1) ?? long.at(-1)?.at(0);
  if (!first || !second || first.start === second.start) {
    check.skip('bookSlot', 'books a chosen duration with answers and a guest', 'no free slots');
    return null;
  }
  const visitorEmail = `conformance.types+${run.runId}@example.com`;
  const guest = `conformance.guest+${run.runId}@example.com`;
  const body = {
    title: 'Conformance types',
    description: 'Booked by the Slotwise conformance kit.',
    startTime: first.start,
    endTime: first.end,
    attendeeEmail: visitorEmail,
    attendeeName: 'Conformance Kit',
  };
  const answer = `Conformance answer ${run.runId}`;
  for (const [name, extra, field] of [
    ['a missing required answer', {}, 'answers.topic'],
    ['a blank required answer', { answers: { topic: '  ' } }, 'answers.topic'],
    ['a choice that is not an option', { answers: { topic: 'x', size: '50' } }, 'answers.size'],
    ['an answer to no question', { answers: { topic: 'x', other: 'y' } }, 'answers.other'],
    [
      'more guests than the link allows',
      { answers: { topic: 'x' }, guests: ['a@example.org', 'b@example.org'] },
      'guests',
    ],
    ['a bad guest e-mail', { answers: { topic: 'x' }, guests: ['not-an-email'] }, 'guests[0]'],
    ['the visitor as a guest', { answers: { topic: 'x' }, guests: [visitorEmail] }, 'guests[0]'],
    [
      'a phone number the link does not ask',
      { answers: { topic: 'x' }, phone: '+1 555 0100' },
      'phone',
    ],
  ] as const) {
    await check.expect(
      'bookSlot',
      `400 naming the field for ${name}`,
      { as: null, params, json: { ...body, ...extra } },
      400,
      namesField(field),
    );
  }
  const me = await check.expect(
    'getCurrentUser',
    'the host, for their address',
    { as: run.host },
    200,
  );
  const hostEmail = (me?.body as { email?: unknown } | undefined)?.email;
  if (typeof hostEmail === 'string')
    await check.expect(
      'bookSlot',
      '400 naming the field for the host’s own address as a guest',
      { as: null, params, json: { ...body, answers: { topic: 'x' }, guests: [hostEmail] } },
      400,
      namesField('guests[0]'),
    );
  await check.expect(
    'bookSlot',
    '400 for a length that is not one of the durations',
    {
      as: null,
      params,
      json: {
        ...body,
        endTime: new Date(Date.parse(first.start) + 45 * 60_000).toISOString(),
        answers: { topic: 'x' },
      },
    },
    400,
    withCode('invalid_request'),
  );
  const booked = await check.expect(
    'bookSlot',
    'books 60 minutes with answers and a guest; a video address of its own',
    {
      as: null,
      params,
      json: { ...body, duration: 60, answers: { topic: answer, size: '11+' }, guests: [guest] },
    },
    201,
    (a) => {
      const b = a.body as Booking;
      const wrong = holds({
        duration: 60,
        guests: [guest],
        answers: [
          { questionId: 'topic', label: QUESTIONS[0].label, value: answer },
          { questionId: 'size', label: QUESTIONS[1].label, value: '11+' },
        ],
      })(a);
      if (wrong) return wrong;
      return b.location?.kind === 'video'
        ? null
        : { path: '$.location', expected: 'a video address', got: JSON.stringify(b.location) };
    },
  );
  const booking = booked?.body as Booking | undefined;
  const other = await check.expect(
    'bookSlot',
    'another video booking gets another meeting address',
    {
      as: null,
      params,
      json: {
        ...body,
        startTime: second.start,
        endTime: second.end,
        duration: 60,
        attendeeEmail: `conformance.types2+${run.runId}@example.com`,
        answers: { topic: 'Second' },
      },
    },
    201,
    (a) => {
      const mine = (booking?.location as { url?: string } | null)?.url;
      const theirs = ((a.body as Booking).location as { url?: string } | null)?.url;
      return mine && theirs && mine !== theirs
        ? null
        : { path: '$.location.url', expected: `other than ${mine}`, got: String(theirs) };
    },
  );
  if (booking) {
    await check.expect(
      'getBooking',
      'the booking’s own page shows its place, answers and guests',
      { as: null, params: { id: booking.id }, headers: { 'booking-token': booking.token } },
      200,
      holds({ location: booking.location, answers: booking.answers, guests: [guest] }),
    );
    await check.expect(
      'getHostBooking',
      'the host sees the answers and the guests',
      { as: run.host, params: { id: booking.id } },
      200,
      holds({ location: booking.location, answers: booking.answers, guests: [guest] }),
    );
    await check.expect(
      'getPublicSchedulingLink',
      'no public call carries a booking’s answers or guests',
      { as: null, params },
      200,
      (a) => without(answer)(a) ?? without(guest)(a),
    );
    await check.expect(
      'getBusySlots',
      'busy times carry no answers or guests',
      { as: null, params, json: window },
      200,
      (a) => without(answer)(a) ?? without(guest)(a),
    );
  }
  return { window, first, body, booking, other };
}
