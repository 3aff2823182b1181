/**
 * A booking's own page (contract tag `booking`): reading a booking with its secret token
 * (`Booking-Token` header), cancelling and rescheduling it, and `bookSlot`'s Idempotency-Key.
 * Runs after `book-slot.ts`, on the booking it made and on a second one made here:
 *
 * - a wrong, missing or unknown token or id is a 404 that reveals nothing (the same body);
 * - a retry with the same Idempotency-Key and body answers the same booking, not a 409;
 * - a reschedule into a taken slot is a 409 and the booking is unchanged; a reschedule into a
 *   free one moves it (the old slot frees, the new one is busy, the same token shows the new time);
 * - a cancelled booking's slot is bookable again.
 *
 * It leaves the first booking confirmed (the fuzz pass sends invalid cancels and reschedules to it)
 * and cancels the others it made.
 */
import type { Slot } from '../../src/domain/slots';
import { withCode } from '../checker';
import { firstDifference } from '../compare';
import { preview, type Difference } from '../contract';
import {
  freedAndTaken,
  freeSlots,
  iso,
  MINUTE,
  type Booked,
  type BookingPage,
  type Managed,
  type Run,
  type Schemas,
  type Spare,
} from '../core';
import type { Answer } from '../http';
import { rescheduleDetailsChecks } from '../reschedule-details-checks';

type Booking = Schemas['Booking'];
type ManagedBooking = Schemas['ManagedBooking'];

const FILE = 'conformance/areas/manage-booking.ts';
const OPERATIONS = ['getBooking', 'cancelBooking', 'rescheduleBooking'] as const;

const tokenHeader = (token: string) => ({ 'booking-token': token });

/** The same token with its last character changed: right length, wrong secret. */
function wrongToken(token: string): string {
  const last = token.at(-1) === 'a' ? 'b' : 'a';
  return `${token.slice(0, -1)}${last}`;
}

/**
 * Checks a booking's own page on the `booked` booking of the `page` (avoiding the `spare` slot's
 * day); answers the booking it leaves confirmed, with its token (null: the checks could not run).
 */
export async function manageBooking(
  run: Run,
  { page, booked, spare }: { page: BookingPage | null; booked: Booked | null; spare: Spare | null },
): Promise<Managed | null> {
  const check = run.checker(FILE);
  run.log('a booking’s own page: cancel, reschedule, Idempotency-Key');

  // Unknown ids: 404 without any booking (also against a server whose bookSlot is broken).
  const unknown = { id: `bkg_unknown_${run.runId}` };
  const someToken = tokenHeader(`tkn_${'0'.repeat(48)}`);
  const unknownAnswer = await check.expect(
    'getBooking',
    '404 for an unknown id',
    { as: null, params: unknown, headers: someToken },
    404,
  );
  await check.expect(
    'cancelBooking',
    '404 for an unknown id',
    { as: null, params: unknown, headers: someToken, json: {} },
    404,
  );
  await check.expect(
    'rescheduleBooking',
    '404 for an unknown id',
    {
      as: null,
      params: unknown,
      headers: someToken,
      json: { startTime: iso(Date.now() + 86_400_000), endTime: iso(Date.now() + 88_200_000) },
    },
    404,
  );

  const first = booked?.booking;
  if (!first?.token || !booked || !page) {
    run.blocked(check, OPERATIONS, 'no booking with a token (bookSlot failed)');
    return null;
  }
  const firstSlot = booked.slot;
  const { params, range, pub } = page;
  const own = { id: first.id };
  const right = tokenHeader(first.token);
  const sameAsUnknown = (a: Answer): Difference | null =>
    unknownAnswer && a.text !== unknownAnswer.text
      ? {
          path: '$',
          expected: `the unknown id's answer ${preview(unknownAnswer.text)} (nothing revealed)`,
          got: preview(a.text),
        }
      : null;

  await check.expect(
    'getBooking',
    '200 with the token: the booking, without its token',
    { as: null, params: own, headers: right },
    200,
    (a) =>
      firstDifference(
        {
          id: first.id,
          slug: first.slug,
          startTime: first.startTime,
          endTime: first.endTime,
          attendeeEmail: first.attendeeEmail,
          status: 'confirmed',
          cancelledAt: null,
        },
        a.body,
      ),
  );
  await check.expect(
    'getBooking',
    '404 for a wrong token, the same answer as an unknown id',
    { as: null, params: own, headers: tokenHeader(wrongToken(first.token)) },
    404,
    sameAsUnknown,
  );
  await check.expect(
    'getBooking',
    '404 without a token, the same answer as an unknown id',
    { as: null, params: own },
    404,
    sameAsUnknown,
  );
  await check.expect(
    'cancelBooking',
    '404 for a wrong token (nothing cancelled)',
    { as: null, params: own, headers: tokenHeader(wrongToken(first.token)), json: {} },
    404,
  );

  // Two more free slots, from the busy times as they are now.
  const busy = await check.expect(
    'getBusySlots',
    'busy times for the reschedule checks',
    { as: null, params, json: range },
    200,
  );
  const free = busy
    ? Object.values(freeSlots(pub, busy, range))
        .map((day) => day[0])
        .filter((slot): slot is Slot => slot !== undefined)
        .filter(
          (slot) =>
            slot.start.slice(0, 10) !== firstSlot.start.slice(0, 10) &&
            slot.start.slice(0, 10) !== spare?.slot.start.slice(0, 10),
        )
    : [];
  const [taken, target] = free;
  if (!taken || !target) {
    run.blocked(check, OPERATIONS, 'fewer than two free days left in the standard window');
    return null;
  }
  const booking = (slot: Slot, who: string) => ({
    title: `${pub.name} with ${who}`,
    description: 'Booked by the Slotwise conformance kit.',
    startTime: slot.start,
    endTime: slot.end,
    attendeeEmail: `conformance.visitor+${who.toLowerCase().replace(/\W+/g, '-')}-${run.runId}@example.com`,
    attendeeName: who,
  });

  // Idempotency-Key: a retry answers the same booking.
  const key = `conformance-${run.runId}`;
  const second = booking(taken, 'Second Visitor');
  const made = await check.expect(
    'bookSlot',
    '201 with an Idempotency-Key',
    { as: null, params, json: second, headers: { 'idempotency-key': key } },
    201,
  );
  const secondBooking = made?.body as Booking | undefined;
  await check.expect(
    'bookSlot',
    'a retry with the same Idempotency-Key and body answers the same booking (201, not 409)',
    { as: null, params, json: second, headers: { 'idempotency-key': key } },
    201,
    (a) =>
      firstDifference(
        { id: secondBooking?.id, token: secondBooking?.token, startTime: taken.start },
        a.body,
      ),
  );
  await check.expect(
    'bookSlot',
    '400 idempotency_key_reused for the same Idempotency-Key with another body',
    {
      as: null,
      params,
      json: { ...second, attendeeName: 'Someone Else' },
      headers: { 'idempotency-key': key },
    },
    400,
    withCode('idempotency_key_reused'),
  );
  if (!secondBooking?.token) {
    run.blocked(check, OPERATIONS, 'the second booking failed');
    return null;
  }

  // Reschedule: into a taken slot (409, unchanged), then into a free one.
  await check.expect(
    'rescheduleBooking',
    '409 into a taken slot',
    { as: null, params: own, headers: right, json: { startTime: taken.start, endTime: taken.end } },
    409,
    withCode('slot_taken'),
  );
  await check.expect(
    'getBooking',
    'unchanged after the 409',
    { as: null, params: own, headers: right },
    200,
    (a) => firstDifference({ startTime: firstSlot.start, status: 'confirmed' }, a.body),
  );
  await check.expect(
    'rescheduleBooking',
    '400 for a length other than the link’s duration',
    {
      as: null,
      params: own,
      headers: right,
      json: { startTime: target.start, endTime: iso(Date.parse(target.end) + 30 * MINUTE) },
    },
    400,
  );
  await rescheduleDetailsChecks(check, { own, right, from: firstSlot, to: target });
  await check.expect(
    'rescheduleBooking',
    '200 into a free slot',
    {
      as: null,
      params: own,
      headers: right,
      json: { startTime: target.start, endTime: target.end },
    },
    200,
    (a) =>
      firstDifference(
        { id: first.id, startTime: target.start, endTime: target.end, status: 'confirmed' },
        a.body,
      ),
  );
  await check.expect(
    'getBooking',
    'the same token shows the new time after a reschedule',
    { as: null, params: own, headers: right },
    200,
    (a) => firstDifference({ startTime: target.start, endTime: target.end }, a.body),
  );
  await check.expect(
    'getBusySlots',
    'after a reschedule the old slot is free and the new one busy',
    { as: null, params, json: range },
    200,
    freedAndTaken(firstSlot, target),
  );

  // Cancel the second booking: its slot is bookable again.
  const secondId = { id: secondBooking.id };
  const secondToken = tokenHeader(secondBooking.token);
  await check.expect(
    'cancelBooking',
    '400 for a reason with a line break',
    { as: null, params: secondId, headers: secondToken, json: { reason: 'Sorry\nreally' } },
    400,
  );
  await check.expect(
    'cancelBooking',
    '200 cancels, with the reason',
    { as: null, params: secondId, headers: secondToken, json: { reason: 'Conformance check' } },
    200,
    (a) =>
      firstDifference({ status: 'cancelled', cancelReason: 'Conformance check' }, a.body) ??
      ((a.body as ManagedBooking).cancelledAt === null
        ? { path: '$.cancelledAt', expected: 'a date-time', got: 'null' }
        : null),
  );
  await check.expect(
    'cancelBooking',
    '409 when already cancelled',
    { as: null, params: secondId, headers: secondToken, json: {} },
    409,
    withCode('booking_cancelled'),
  );
  await check.expect(
    'rescheduleBooking',
    '409 for a cancelled booking',
    {
      as: null,
      params: secondId,
      headers: secondToken,
      json: { startTime: taken.start, endTime: taken.end },
    },
    409,
    withCode('booking_cancelled'),
  );
  await check.expect(
    'getBooking',
    'a cancelled booking reads as cancelled',
    { as: null, params: secondId, headers: secondToken },
    200,
    (a) => firstDifference({ status: 'cancelled' }, a.body),
  );
  const again = await check.expect(
    'bookSlot',
    'a cancelled booking’s slot is bookable again',
    { as: null, params, json: booking(taken, 'Third Visitor') },
    201,
  );
  const third = again?.body as Booking | undefined;
  if (third?.token) {
    // Leave only the first booking behind.
    await check.expect(
      'cancelBooking',
      '200 cancels without a reason',
      { as: null, params: { id: third.id }, headers: tokenHeader(third.token), json: {} },
      200,
      (a) => firstDifference({ status: 'cancelled', cancelReason: null }, a.body),
    );
  }
  return { id: first.id, token: first.token, free: free[2] ?? null };
}
