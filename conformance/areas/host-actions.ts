/**
 * The host's own actions on a booking (contract tag `host-bookings`, after the reads in
 * `host-bookings.ts`): the kit books one more slot, moves it as the host (a clash first: 409,
 * nothing changes), then cancels it as the host; each step is checked from the busy times and
 * from the visitor's own page.
 */
import type { Slot } from '../../src/domain/slots';
import { withCode } from '../checker';
import { firstDifference } from '../compare';
import {
  freedAndTaken,
  freeSlots,
  iso,
  MINUTE,
  type BookingPage,
  type HostKept,
  type HostRead,
  type Run,
  type Schemas,
} from '../core';
import type { Answer } from '../http';

type Booking = Schemas['Booking'];

const FILE = 'conformance/areas/host-actions.ts';

const body = <T>(a: Answer) => a.body as T;

/**
 * Books a slot of the booking `page`, moves it and cancels it as the host, clashing first with
 * the booking the host `read`; answers that booking (still confirmed) with the slot the moved one
 * left free (null: the checks could not run).
 */
export async function hostActions(
  run: Run,
  { page, read }: { page: BookingPage | null; read: HostRead | null },
): Promise<HostKept | null> {
  // Without the kept booking `host-bookings.ts` has reported these operations as not run.
  if (!page || !read) return null;
  const check = run.checker(FILE);
  const host = run.host;
  const keptBooking = read.booking;
  const { params, range, pub } = page;
  const busy = await check.expect(
    'getBusySlots',
    'busy times for the host’s checks',
    { as: null, params, json: range },
    200,
  );
  const free = busy
    ? Object.values(freeSlots(pub, busy, range))
        .map((day) => day.at(-1))
        .filter((slot): slot is Slot => slot !== undefined)
    : [];
  const [from, to] = free;
  if (!from || !to || !keptBooking) {
    run.blocked(
      check,
      ['hostCancelBooking', 'hostRescheduleBooking'],
      'fewer than two free days left in the standard window',
    );
    return null;
  }
  const made = await check.expect(
    'bookSlot',
    '201 for the host’s checks',
    {
      as: null,
      params,
      json: {
        title: `${pub.name} with Host Check`,
        description: 'Booked by the Slotwise conformance kit.',
        startTime: from.start,
        endTime: from.end,
        attendeeEmail: `conformance.visitor+host-${run.runId}@example.com`,
        attendeeName: 'Host Check',
      },
    },
    201,
  );
  const booked = made ? body<Booking>(made) : null;
  if (!booked) {
    run.blocked(
      check,
      ['hostCancelBooking', 'hostRescheduleBooking'],
      'the booking for the host’s checks failed',
    );
    return null;
  }
  const own = { id: booked.id };
  await check.expect(
    'hostRescheduleBooking',
    '409 into a taken slot (the kept booking’s), nothing changes',
    {
      as: host,
      params: own,
      json: { startTime: keptBooking.startTime, endTime: keptBooking.endTime },
    },
    409,
    withCode('slot_taken'),
  );
  await check.expect(
    'getHostBooking',
    'unchanged after the 409',
    { as: host, params: own },
    200,
    (a) => firstDifference({ startTime: from.start, rescheduledAt: null }, a.body),
  );
  await check.expect(
    'hostRescheduleBooking',
    '400 for a length other than the link’s duration',
    {
      as: host,
      params: own,
      json: { startTime: to.start, endTime: iso(Date.parse(to.end) + 30 * MINUTE) },
    },
    400,
  );
  await check.expect(
    'hostRescheduleBooking',
    '200 into a free slot: where it was, when and by whom it moved',
    { as: host, params: own, json: { startTime: to.start, endTime: to.end } },
    200,
    (a) =>
      firstDifference(
        {
          id: booked.id,
          startTime: to.start,
          status: 'confirmed',
          rescheduledBy: 'host',
          rescheduledFrom: { startTime: from.start, endTime: from.end },
        },
        a.body,
      ),
  );
  await check.expect(
    'getBusySlots',
    'after the host’s reschedule the old slot is free and the new one busy',
    { as: null, params, json: range },
    200,
    freedAndTaken(from, to),
  );
  await check.expect(
    'getBooking',
    'the visitor’s own page shows the host’s new time',
    { as: null, params: own, headers: { 'booking-token': booked.token } },
    200,
    (a) => firstDifference({ startTime: to.start, rescheduledBy: 'host' }, a.body),
  );
  await check.expect(
    'hostCancelBooking',
    '400 for a reason with a line break (nothing cancelled)',
    { as: host, params: own, json: { reason: 'Sorry\nreally' } },
    400,
  );
  await check.expect(
    'hostCancelBooking',
    '200 cancels with the reason, as the host',
    { as: host, params: own, json: { reason: 'Conformance host check' } },
    200,
    (a) =>
      firstDifference(
        { status: 'cancelled', cancelledBy: 'host', cancelReason: 'Conformance host check' },
        a.body,
      ),
  );
  await check.expect(
    'getBusySlots',
    'after the host’s cancel the slot is free',
    { as: null, params, json: range },
    200,
    freedAndTaken(to, null),
  );
  await check.expect(
    'getBooking',
    'the visitor’s own page says the host cancelled',
    { as: null, params: own, headers: { 'booking-token': booked.token } },
    200,
    (a) => firstDifference({ status: 'cancelled', cancelledBy: 'host' }, a.body),
  );
  await check.expect(
    'hostCancelBooking',
    '409 when already cancelled',
    { as: host, params: own, json: {} },
    409,
    withCode('booking_cancelled'),
  );
  await check.expect(
    'hostRescheduleBooking',
    '409 for a cancelled booking',
    { as: host, params: own, json: { startTime: from.start, endTime: from.end } },
    409,
    withCode('booking_cancelled'),
  );
  return { id: read.id, free: from };
}
