/**
 * Approval per link (`docs/decisions.md#approval-per-link`): on a link that `requiresApproval` a booking is a pending request
 * that holds its time until the host accepts it (confirmed) or declines it (the time is free
 * again); answering a request that is no longer pending is 409 `booking_not_pending`. The kit
 * makes a link of its own and deletes it, with its bookings, at the end.
 */
import { withCode } from '../checker';
import type { Difference } from '../contract';
import { freeSlots, slugParams, type Run, type Schemas } from '../core';
import type { Answer } from '../http';

type Link = Schemas['SchedulingLink'];
type PublicLink = Schemas['PublicSchedulingLink'];
type Booking = Schemas['Booking'];
type CurrentUser = Schemas['CurrentUser'];

const FILE = 'conformance/areas/approval.ts';

/** The answer's body holds these fields with these values (compared as JSON). */
const holds =
  (expected: Record<string, unknown>) =>
  (answer: Answer): Difference | null => {
    const body = (answer.body ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(expected)) {
      if (JSON.stringify(body[key]) !== JSON.stringify(value)) {
        return {
          path: `$.${key}`,
          expected: JSON.stringify(value),
          got: JSON.stringify(body[key]),
        };
      }
    }
    return null;
  };

/** The busy times answered cover [start, end). */
const covers = (slot: { start: string; end: string }, yes: boolean) => (answer: Answer) => {
  const busy = ((answer.body ?? {}) as { busySlots?: { start: string; end: string }[] }).busySlots;
  const covered = (busy ?? []).some(
    (b) =>
      Date.parse(b.start) <= Date.parse(slot.start) && Date.parse(b.end) >= Date.parse(slot.end),
  );
  return covered === yes
    ? null
    : {
        path: '$.busySlots',
        expected: yes ? `busy over ${slot.start}` : `free at ${slot.start}`,
        got: JSON.stringify(busy ?? null),
      };
};

export async function approval(run: Run, { me }: { me: CurrentUser }): Promise<void> {
  const check = run.checker(FILE);
  run.log('approval: a pending booking holds its time, a decline frees it, accept confirms');
  const slug = `${me.slugPrefix}/conformance-approval-${run.runId}`;
  const made = await check.expect(
    'createSchedulingLink',
    'creates a link that requires approval',
    {
      as: run.host,
      json: { name: 'Conformance approval', slug, userId: me.id, requiresApproval: true },
    },
    201,
    holds({ requiresApproval: true }),
  );
  const link = made?.body as Link | undefined;
  if (!link) return;
  try {
    const params = slugParams(link.slug);
    const pub = await check.expect(
      'getPublicSchedulingLink',
      'the public link tells it requires approval',
      { as: null, params },
      200,
      holds({ requiresApproval: true }),
    );
    const page = pub?.body as PublicLink | undefined;
    if (!page) return;
    const window = { startDate: page.startDate, endDate: page.endDate };
    const busy = await check.expect(
      'getBusySlots',
      'busy times of the link',
      { as: null, params, json: window },
      200,
    );
    const free = busy ? Object.values(freeSlots(page, busy, window)).flat() : [];
    // Far apart, so that one's buffer does not touch the other.
    const [first, second] = [free.at(-1), free.at(-9)];
    if (!first || !second) {
      check.skip('acceptHostBooking', 'a pending booking is accepted', 'no free slots');
      return;
    }
    const book = (slot: { start: string; end: string }, n: number) =>
      check.expect(
        'bookSlot',
        `books a request on the approval link (${n}): pending`,
        {
          as: null,
          params,
          json: {
            title: 'Conformance approval',
            description: 'Booked by the Slotwise conformance kit.',
            startTime: slot.start,
            endTime: slot.end,
            attendeeEmail: `conformance.approval+${run.runId}@example.com`,
            attendeeName: 'Conformance Kit',
          },
        },
        201,
        holds({ status: 'pending' }),
      );
    const pending = (await book(first, 1))?.body as Booking | undefined;
    if (!pending) return;
    const own = {
      as: null,
      params: { id: pending.id },
      headers: { 'booking-token': pending.token },
    };
    await check.expect(
      'getBooking',
      'the visitor’s page says pending',
      own,
      200,
      holds({ status: 'pending' }),
    );
    await check.expect(
      'getBusySlots',
      'a pending booking holds its time',
      { as: null, params, json: window },
      200,
      covers(first, true),
    );
    await check.expect(
      'listHostBookings',
      'the host lists it under pending',
      { as: run.host, query: { status: 'pending' } },
      200,
      (answer) => {
        const body = answer.body as Schemas['HostBookingPage'] | undefined;
        return body?.items.some((b) => b.id === pending.id && b.status === 'pending')
          ? null
          : { path: '$.items', expected: `${pending.id} pending`, got: 'absent' };
      },
    );
    await check.expect(
      'acceptHostBooking',
      'accepting confirms it',
      { as: run.host, params: { id: pending.id }, json: {} },
      200,
      holds({ status: 'confirmed', startTime: pending.startTime }),
    );
    await check.expect(
      'acceptHostBooking',
      '409 booking_not_pending for a second accept',
      { as: run.host, params: { id: pending.id }, json: {} },
      409,
      withCode('booking_not_pending'),
    );
    await check.expect(
      'getBooking',
      'the visitor’s page says confirmed',
      own,
      200,
      holds({ status: 'confirmed' }),
    );

    const declined = (await book(second, 2))?.body as Booking | undefined;
    if (!declined) return;
    await check.expect(
      'getBusySlots',
      'the second request holds its time',
      { as: null, params, json: window },
      200,
      covers(second, true),
    );
    await check.expect(
      'declineHostBooking',
      'declining it, with a reason',
      { as: run.host, params: { id: declined.id }, json: { reason: 'Not this week, sorry.' } },
      200,
      holds({ status: 'declined', cancelledBy: 'host', cancelReason: 'Not this week, sorry.' }),
    );
    await check.expect(
      'getBusySlots',
      'a decline frees the time',
      { as: null, params, json: window },
      200,
      covers(second, false),
    );
    await check.expect(
      'acceptHostBooking',
      '404 for an unknown booking',
      { as: run.host, params: { id: `bkg_unknown_${run.runId}` }, json: {} },
      404,
      withCode('not_found'),
    );
    await check.expect(
      'declineHostBooking',
      '400 for a reason that is not text',
      { as: run.host, params: { id: declined.id }, json: { reason: 42 } },
      400,
      withCode('invalid_request'),
    );
    await check.expect(
      'declineHostBooking',
      '404 for an unknown booking',
      { as: run.host, params: { id: `bkg_unknown_${run.runId}` }, json: {} },
      404,
      withCode('not_found'),
    );
    await check.expect(
      'acceptHostBooking',
      '400 for a body with fields',
      { as: run.host, params: { id: declined.id }, json: { note: 'x' } },
      400,
      withCode('invalid_request'),
    );
    await check.expect(
      'declineHostBooking',
      '409 booking_not_pending for a second decline',
      { as: run.host, params: { id: declined.id }, json: {} },
      409,
      withCode('booking_not_pending'),
    );
  } finally {
    await check.expect(
      'deleteSchedulingLink',
      'deletes the run’s approval link (its bookings are cancelled)',
      { as: run.host, params: { id: link.id }, query: { cancelBookings: 'true' } },
      204,
    );
  }
}
