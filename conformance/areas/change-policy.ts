/**
 * The change policy of a link (`docs/decisions.md#a-links-change-policy`): with `changeCutoffHours`, a visitor may cancel or
 * reschedule online only until that many hours before the start (409 `change_cutoff` after);
 * the host is not limited. The kit cannot move a server's clock, so it sets the longest cutoff
 * (720 hours) on a link of its own and books a slot less than 700 hours away: the booking is
 * inside the cutoff from the moment it is made. Lifting the cutoff opens changes again. What the
 * run creates it deletes.
 */
import { withCode } from '../checker';
import { bodyHolds } from '../compare';
import { freeSlots, slugParams, type Run, type Schemas } from '../core';
import { HOUR_MS } from '../../src/domain/civil-date';

type Link = Schemas['SchedulingLink'];
type PublicLink = Schemas['PublicSchedulingLink'];
type Booking = Schemas['Booking'];
type CurrentUser = Schemas['CurrentUser'];

const FILE = 'conformance/areas/change-policy.ts';

/** The answer's body holds these fields with exactly these values. */
const holds = bodyHolds;

export async function changePolicy(run: Run, { me }: { me: CurrentUser }): Promise<void> {
  const check = run.checker(FILE);
  run.log('change policy: the cutoff refuses the visitor’s changes, not the host’s');
  const slug = `${me.slugPrefix}/conformance-cutoff-${run.runId}`;
  const base = { name: 'Conformance cutoff', slug, userId: me.id };
  for (const [name, value] of [
    ['a negative cutoff', -1],
    ['a cutoff over 720 hours', 721],
    ['a cutoff in fractions of an hour', 1.5],
    ['a cutoff as text', '24'],
  ] as const) {
    await check.expect(
      'createSchedulingLink',
      `400 for ${name}`,
      { as: run.host, json: { ...base, changeCutoffHours: value } },
      400,
      withCode('invalid_request'),
    );
  }
  const made = await check.expect(
    'createSchedulingLink',
    'creates a link whose visitors may change nothing within 720 hours of the start',
    { as: run.host, json: { ...base, changeCutoffHours: 720 } },
    201,
    holds({ changeCutoffHours: 720 }),
  );
  const link = made?.body as Link | undefined;
  if (!link) return;
  try {
    const params = slugParams(link.slug);
    const pub = await check.expect(
      'getPublicSchedulingLink',
      'the public link tells the cutoff',
      { as: null, params },
      200,
      holds({ changeCutoffHours: 720 }),
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
    const before = Date.parse(page.startDate) + 700 * HOUR_MS;
    const near = busy
      ? Object.values(freeSlots(page, busy, window))
          .flat()
          .filter((s) => Date.parse(s.start) < before)
      : [];
    const [first, second, third] = [near.at(-1), near.at(-3), near.at(-5)];
    if (!first || !second || !third) {
      check.skip('cancelBooking', '409 change_cutoff inside the cutoff', 'no free slots');
      return;
    }
    const book = (slot: { start: string; end: string }, n: number) =>
      check.expect(
        'bookSlot',
        `books a slot inside the cutoff (${n})`,
        {
          as: null,
          params,
          json: {
            title: 'Conformance cutoff',
            description: 'Booked by the Slotwise conformance kit.',
            startTime: slot.start,
            endTime: slot.end,
            attendeeEmail: `conformance.cutoff+${run.runId}@example.com`,
            attendeeName: 'Conformance Kit',
          },
        },
        201,
      );
    const booked = (await book(first, 1))?.body as Booking | undefined;
    if (!booked) return;
    const own = { as: null, params: { id: booked.id }, headers: { 'booking-token': booked.token } };
    await check.expect(
      'getBooking',
      'the booking tells its change deadline and the host’s e-mail',
      own,
      200,
      holds({
        changeDeadline: new Date(Date.parse(booked.startTime) - 720 * HOUR_MS).toISOString(),
        hostEmail: me.email,
      }),
    );
    await check.expect(
      'rescheduleBooking',
      '409 change_cutoff for the visitor’s move inside the cutoff',
      { ...own, json: { startTime: second.start, endTime: second.end } },
      409,
      withCode('change_cutoff'),
    );
    await check.expect(
      'cancelBooking',
      '409 change_cutoff for the visitor’s cancel inside the cutoff',
      { ...own, json: {} },
      409,
      withCode('change_cutoff'),
    );
    await check.expect(
      'getBooking',
      'the refused changes changed nothing',
      own,
      200,
      holds({ status: 'confirmed', startTime: booked.startTime }),
    );
    await check.expect(
      'hostCancelBooking',
      'the host may still cancel inside the cutoff',
      { as: run.host, params: { id: booked.id }, json: {} },
      200,
      holds({ status: 'cancelled', cancelledBy: 'host' }),
    );

    // Lifting the cutoff opens changes again, for bookings made before too.
    const again = (await book(second, 2))?.body as Booking | undefined;
    const lifted = await check.expect(
      'updateSchedulingLink',
      'lifts the cutoff (0)',
      { as: run.host, params: { id: link.id }, json: { changeCutoffHours: 0 } },
      200,
      holds({ changeCutoffHours: 0 }),
    );
    if (!again || !lifted) return;
    const second_ = {
      as: null,
      params: { id: again.id },
      headers: { 'booking-token': again.token },
    };
    await check.expect(
      'getBooking',
      'without a cutoff the booking has no change deadline',
      second_,
      200,
      holds({ changeDeadline: null }),
    );
    await check.expect(
      'rescheduleBooking',
      'without a cutoff the visitor may move the booking',
      { ...second_, json: { startTime: third.start, endTime: third.end } },
      200,
      holds({ startTime: third.start }),
    );
    await check.expect(
      'cancelBooking',
      'without a cutoff the visitor may cancel it',
      { ...second_, json: {} },
      200,
      holds({ status: 'cancelled', cancelledBy: 'visitor' }),
    );
  } finally {
    await check.expect(
      'deleteSchedulingLink',
      'deletes the run’s cutoff link (its bookings are cancelled)',
      { as: run.host, params: { id: link.id }, query: { cancelBookings: 'true' } },
      204,
    );
  }
}
