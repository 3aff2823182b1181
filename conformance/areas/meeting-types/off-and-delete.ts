/**
 * Meeting types switched off and deleted: a switched-off link answers its page but books nothing;
 * a deletion is refused while upcoming bookings exist, unless they are cancelled with it.
 */
import { withCode } from '../../checker';
import { slugParams, type Run, type Schemas } from '../../core';
import type { Booked } from './booking';
import { holds } from './shared';

type Link = Schemas['SchedulingLink'];
type Booking = Schemas['Booking'];

const FILE = 'conformance/areas/meeting-types/off-and-delete.ts';

export async function offAndDeleteChecks(
  run: Run,
  link: Link,
  { window, first, body, booking, other }: Booked,
): Promise<void> {
  const check = run.checker(FILE);
  const params = slugParams(link.slug);
  // ---- switched off --------------------------------------------------------------------------
  const off = await check.expect(
    'updateSchedulingLink',
    'switches the link off (versioned)',
    {
      as: run.host,
      params: { id: link.id },
      headers: { 'if-match': `"${link.version}"` },
      json: { active: false },
    },
    200,
    holds({ active: false, version: link.version + 1 }),
  );
  await check.expect(
    'getPublicSchedulingLink',
    'a switched-off link still reads, saying it takes no bookings',
    { as: null, params },
    200,
    holds({ active: false }),
  );
  await check.expect(
    'getBusySlots',
    '409 link_inactive for busy times of a switched-off link',
    { as: null, params, json: window },
    409,
    withCode('link_inactive'),
  );
  await check.expect(
    'bookSlot',
    '409 link_inactive for booking a switched-off link',
    {
      as: null,
      params,
      json: {
        ...body,
        startTime: first.start,
        endTime: new Date(Date.parse(first.start) + 30 * 60_000).toISOString(),
        answers: { topic: 'x' },
      },
    },
    409,
    withCode('link_inactive'),
  );
  const version = (off?.body as Link | undefined)?.version ?? link.version;

  // ---- delete ---------------------------------------------------------------------------------
  await check.expect(
    'deleteSchedulingLink',
    '400 for a cancelBookings that is neither true nor false',
    { as: run.host, params: { id: link.id }, query: { cancelBookings: 'yes' } },
    400,
    withCode('invalid_request'),
  );
  await check.expect(
    'deleteSchedulingLink',
    '[versions] 412 for a stale If-Match, nothing deleted',
    { as: run.host, params: { id: link.id }, headers: { 'if-match': `"${version + 40}"` } },
    412,
    withCode('version_conflict'),
  );
  if (booking) {
    await check.expect(
      'deleteSchedulingLink',
      '409 link_has_bookings while upcoming bookings exist',
      { as: run.host, params: { id: link.id } },
      409,
      withCode('link_has_bookings'),
    );
  } else {
    check.skip(
      'deleteSchedulingLink',
      '409 link_has_bookings while upcoming bookings exist',
      'the booking was not made',
    );
  }
  await check.expect(
    'deleteSchedulingLink',
    '401 without a session',
    { as: null, params: { id: link.id } },
    401,
  );
  const deleted = await check.expect(
    'deleteSchedulingLink',
    'deletes with cancelBookings=true',
    {
      as: run.host,
      params: { id: link.id },
      query: { cancelBookings: 'true' },
      headers: { 'if-match': `"${version}"` },
    },
    204,
  );
  if (deleted) {
    if (booking) {
      await check.expect(
        'getBooking',
        'the deletion cancelled the upcoming booking, by the host',
        { as: null, params: { id: booking.id }, headers: { 'booking-token': booking.token } },
        200,
        holds({ status: 'cancelled', cancelledBy: 'host' }),
      );
    }
    const otherBooking = other?.body as Booking | undefined;
    if (otherBooking) {
      await check.expect(
        'getBooking',
        'every upcoming booking of the link was cancelled',
        {
          as: null,
          params: { id: otherBooking.id },
          headers: { 'booking-token': otherBooking.token },
        },
        200,
        holds({ status: 'cancelled' }),
      );
    }
    await check.expect(
      'getPublicSchedulingLink',
      'a deleted link’s address answers 404',
      { as: null, params },
      404,
    );
    await check.expect(
      'deleteSchedulingLink',
      '404 for a deleted link',
      { as: run.host, params: { id: link.id } },
      404,
    );
  }
}
