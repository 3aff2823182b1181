/**
 * Booking a slot (contract tag `booking`): a free slot computed from the busy times the visitor
 * read (`booking.ts`), the invalid bookings, the booking, and what reads it back.
 */
import { withCode } from '../checker';
import { firstDifference, pick } from '../compare';
import { preview } from '../contract';
import {
  asArray,
  freeSlots,
  HOUR,
  iso,
  MINUTE,
  type Booked,
  type BookingPage,
  type Run,
  type Schemas,
  type Spare,
} from '../core';

type BusySlots = Schemas['BusySlotsResponse'];
type Booking = Schemas['Booking'];
type Meeting = Schemas['Meeting'];

const FILE = 'conformance/areas/book-slot.ts';

/**
 * Books a free slot of the standard link's booking `page`; answers that booking and another free
 * slot of the window (`spare`, for the 409 checks of later areas).
 */
export async function bookSlot(
  run: Run,
  { page }: { page: BookingPage },
): Promise<{ booked: Booked | null; spare: Spare | null }> {
  const check = run.checker(FILE);
  const { link, pub, params, busy, range } = page;

  // A free slot, computed from the answers with the rules of the contract (`bookSlot`'s description).
  const days = Object.values(freeSlots(pub, busy, range));
  const slot = days[1]?.[0] ?? days[0]?.[0];
  if (!slot) {
    check.fail('bookSlot', 'a free slot to book', {
      path: 'getBusySlots',
      expected:
        'at least one free slot in the standard window (every day open 8–20 after updatePreferences)',
      got: `${(busy.body as BusySlots).busySlots.length} busy intervals and no free slot`,
    });
    return { booked: null, spare: null };
  }
  const lastDay = days[days.length - 1];
  const spareSlot = lastDay?.[lastDay.length - 1];
  const spare =
    spareSlot && spareSlot.start !== slot.start ? { slot: spareSlot, params, range } : null;
  const booking = {
    title: `${pub.name} with Conformance Kit`,
    description: 'Booked by the Slotwise conformance kit.',
    startTime: slot.start,
    endTime: slot.end,
    attendeeEmail: `conformance.visitor+${run.runId}@example.com`,
    attendeeName: 'Conformance Kit',
  };
  const shift = (minutes: number, endMinutes = minutes) => ({
    startTime: iso(Date.parse(slot.start) + minutes * MINUTE),
    endTime: iso(Date.parse(slot.end) + endMinutes * MINUTE),
  });
  const invalid: [string, unknown][] = [
    ['an invalid e-mail address', { ...booking, attendeeEmail: 'not-an-email' }],
    ['an empty e-mail address', { ...booking, attendeeEmail: '' }],
    ['an empty name', { ...booking, attendeeName: '' }],
    [
      'a missing name',
      pick(booking, ['title', 'description', 'startTime', 'endTime', 'attendeeEmail']),
    ],
    ['a length other than the link’s duration', { ...booking, ...shift(0, 30) }],
    ['a start off the half-hour grid', { ...booking, ...shift(10) }],
    ['a startTime that is not a date-time', { ...booking, startTime: 'next tuesday' }],
    ['an unknown field', { ...booking, phone: '+1 555 0100' }],
  ];
  for (const [what, json] of invalid) {
    await check.expect('bookSlot', `400 for ${what}`, { as: null, params, json }, 400);
  }
  await check.expect(
    'bookSlot',
    '404 for an unknown slug',
    { as: null, params: { user: `nobody-${run.runId}`, type: 'standard' }, json: booking },
    404,
  );
  await check.expect(
    'bookSlot',
    '409 outside the booking window',
    { as: null, params, json: { ...booking, ...shift(28 * 24 * 60) } },
    409,
    withCode('slot_taken'),
  );

  const booked = await check.expect(
    'bookSlot',
    '201 books a free slot',
    { as: null, params, json: booking },
    201,
    (a) =>
      firstDifference(
        {
          slug: link.slug,
          startTime: slot.start,
          endTime: slot.end,
          attendeeEmail: booking.attendeeEmail,
          attendeeName: booking.attendeeName,
          invitationSentTo: booking.attendeeEmail,
          status: 'confirmed',
        },
        a.body,
      ),
  );
  const made = { slot, booking: (booked?.body as Booking | undefined) ?? null };
  await check.expect(
    'bookSlot',
    '409 for the same slot again',
    {
      as: null,
      params,
      json: { ...booking, attendeeEmail: `second.visitor+${run.runId}@example.com` },
    },
    409,
    withCode('slot_taken'),
  );
  await check.expect(
    'getBusySlots',
    'the booked slot is busy',
    { as: null, params, json: range },
    200,
    (a) => {
      const covered = (a.body as BusySlots).busySlots.some(
        (b) =>
          Date.parse(b.start) <= Date.parse(slot.start) &&
          Date.parse(b.end) >= Date.parse(slot.end),
      );
      return covered
        ? null
        : {
            path: '$.busySlots',
            expected: `an interval covering ${slot.start} – ${slot.end}`,
            got: preview((a.body as BusySlots).busySlots, 160),
          };
    },
  );
  const meetingId = made.booking?.meetingId;
  await check.expect(
    'listMeetings',
    'lists the booked meeting',
    {
      as: run.host,
      query: {
        startDate: iso(Date.parse(slot.start) - HOUR),
        endDate: iso(Date.parse(slot.end) + HOUR),
      },
    },
    200,
    (a) => {
      const meeting = asArray<Meeting>(a.body).find((m) => m.id === meetingId);
      if (!meeting)
        return {
          path: '$',
          expected: `a meeting with id ${meetingId ?? '(the booking’s meetingId)'}`,
          got: preview(asArray<Meeting>(a.body).map((m) => m.id)),
        };
      return firstDifference(
        {
          startTime: slot.start,
          endTime: slot.end,
          ...(meeting.source ? { source: 'booking' } : {}),
        },
        meeting,
      );
    },
  );
  return { booked: made, spare };
}
