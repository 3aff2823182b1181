/**
 * The host's bookings (contract tag `host-bookings`): the list's order, counts, search
 * and cursor pages; one booking by id; cancel and reschedule as the host, each atomic; and another
 * host's booking answering exactly like an unknown id. Runs after `manage-booking.ts`: the host
 * then has the booking the kit keeps (confirmed, moved once) and two cancelled ones. The host's
 * own cancel and reschedule of a booking are in `host-actions.ts`; the kept booking stays as it
 * was (the fuzz pass sends it invalid host cancels and reschedules).
 */
import { withCode } from '../checker';
import { firstDifference, ordered } from '../compare';
import { preview, type Difference } from '../contract';
import {
  iso,
  MINUTE,
  type BookingPage,
  type HostRead,
  type Managed,
  type Run,
  type Schemas,
} from '../core';
import type { Answer } from '../http';

type Page = Schemas['HostBookingPage'];
type HostBooking = Schemas['HostBooking'];

const FILE = 'conformance/areas/host-bookings.ts';
const OPERATIONS = [
  'listHostBookings',
  'getHostBooking',
  'hostCancelBooking',
  'hostRescheduleBooking',
] as const;

const body = <T>(a: Answer) => a.body as T;

function contains(page: Page, id: string, where: string): Difference | null {
  return page.items.some((b) => b.id === id)
    ? null
    : { path: '$.items', expected: `${id} in ${where}`, got: preview(page.items.map((b) => b.id)) };
}

/**
 * Checks the host's bookings on the `managed` booking of the booking `page`; answers that booking
 * as the host reads it, for `host-actions.ts` (null: the checks could not run).
 */
export async function hostBookings(
  run: Run,
  { page, managed }: { page: BookingPage | null; managed: Managed | null },
): Promise<HostRead | null> {
  const check = run.checker(FILE);
  run.log('the host’s bookings: list, cancel, reschedule');
  const host = run.host;
  const unknown = { id: `bkg_unknown_${run.runId}` };

  const unknownAnswer = await check.expect(
    'getHostBooking',
    '404 for an unknown id',
    { as: host, params: unknown },
    404,
  );
  await check.expect(
    'hostCancelBooking',
    '404 for an unknown id',
    { as: host, params: unknown, json: {} },
    404,
  );
  await check.expect(
    'hostRescheduleBooking',
    '404 for an unknown id',
    {
      as: host,
      params: unknown,
      json: { startTime: iso(Date.now() + 86_400_000), endTime: iso(Date.now() + 88_200_000) },
    },
    404,
  );
  for (const [query, what] of [
    [{ status: 'later' }, 'an unknown status'],
    [{ limit: 0 }, 'a limit of 0'],
    [{ limit: 101 }, 'a limit over 100'],
    [{ cursor: '!not-a-cursor!' }, 'a cursor that is not one'],
  ] as const) {
    await check.expect(
      'listHostBookings',
      `400 for ${what}`,
      { as: host, query },
      400,
      withCode('invalid_request'),
    );
  }

  const kept = managed;
  if (!kept || !page) {
    run.blocked(check, OPERATIONS, 'no booking of the host to list (bookSlot failed)');
    return null;
  }

  // The list: order, counts, pages.
  const upcoming = await check.expect(
    'listHostBookings',
    'the upcoming tab holds the kept booking, soonest first, with every tab’s count',
    { as: host, query: { status: 'upcoming', limit: 100 } },
    200,
    (a) => {
      const p = body<Page>(a);
      return (
        contains(p, kept.id, 'upcoming') ??
        ordered(p.items, 'startTime', 'asc') ??
        (p.total === p.counts.upcoming
          ? null
          : {
              path: '$.total',
              expected: `counts.upcoming (${p.counts.upcoming})`,
              got: String(p.total),
            })
      );
    },
  );
  await check.expect(
    'listHostBookings',
    'the cancelled tab lists cancelled bookings only, latest cancellation first',
    { as: host, query: { status: 'cancelled', limit: 100 } },
    200,
    (a) => {
      const p = body<Page>(a);
      const wrong = p.items.find((b) => b.status !== 'cancelled');
      if (wrong) return { path: '$.items', expected: 'cancelled only', got: wrong.status };
      if (p.items.length < 2)
        return {
          path: '$.items',
          expected: 'the two bookings the kit cancelled',
          got: String(p.items.length),
        };
      return ordered(p.items, 'cancelledAt', 'desc');
    },
  );
  const all = upcoming ? body<Page>(upcoming).items.map((b) => b.id) : [];
  const walked: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i <= all.length; i++) {
    const answer: Answer | null = await check.expect(
      'listHostBookings',
      'pages of one booking follow each other (limit 1, cursor)',
      { as: host, query: { status: 'upcoming', limit: 1, ...(cursor ? { cursor } : {}) } },
      200,
      (a) =>
        body<Page>(a).items.length <= 1
          ? null
          : {
              path: '$.items',
              expected: 'at most 1 (limit)',
              got: String(body<Page>(a).items.length),
            },
    );
    if (!answer) break;
    const p = body<Page>(answer);
    walked.push(...p.items.map((b) => b.id));
    cursor = p.nextCursor;
    if (!cursor) break;
    if (i === 0) {
      await check.expect(
        'listHostBookings',
        '400 for a cursor of another status',
        { as: host, query: { status: 'past', cursor } },
        400,
      );
    }
  }
  check.verdict(
    'listHostBookings',
    'the pages hold every booking once, in the order of the whole list',
    JSON.stringify(walked) === JSON.stringify(all)
      ? null
      : { path: '$.items', expected: preview(all), got: preview(walked) },
  );

  const keptRead = await check.expect(
    'getHostBooking',
    '200: the host’s own booking',
    { as: host, params: { id: kept.id } },
    200,
    (a) => {
      const read = body<HostBooking>(a);
      // The kit's booking sent no zone: a server may leave `visitorTimeZone` out or give null,
      // never a zone of its own making.
      if (read.visitorTimeZone !== undefined && read.visitorTimeZone !== null)
        return {
          path: '$.visitorTimeZone',
          expected: 'null or absent (bookSlot sent no timeZone)',
          got: read.visitorTimeZone,
        };
      return firstDifference({ id: kept.id, status: 'confirmed' }, a.body);
    },
  );
  const keptBooking = keptRead ? body<HostBooking>(keptRead) : null;
  if (keptBooking) {
    const email = keptBooking.attendeeEmail;
    await check.expect(
      'listHostBookings',
      'search by the visitor’s e-mail, in capitals, finds the booking',
      { as: host, query: { q: email.toUpperCase() } },
      200,
      (a) => contains(body<Page>(a), kept.id, `the search for ${email}`),
    );
    await check.expect(
      'listHostBookings',
      'a search that matches nobody: no items, every count 0',
      { as: host, query: { q: `nobody-${run.runId}` } },
      200,
      (a) =>
        firstDifference(
          { items: [], total: 0, counts: { upcoming: 0, past: 0, cancelled: 0 } },
          a.body,
        ),
    );
  }

  // Another host: 404 exactly like an unknown id, and nothing in their list.
  const sameAsUnknown = (a: Answer): Difference | null =>
    unknownAnswer && a.text !== unknownAnswer.text
      ? {
          path: '$',
          expected: `the unknown id's answer ${preview(unknownAnswer.text)}`,
          got: preview(a.text),
        }
      : null;
  const outsider = run.outsider;
  if (outsider) {
    await check.expect(
      'getHostBooking',
      '404 for another host’s booking, the same answer as an unknown id',
      { as: outsider, params: { id: kept.id } },
      404,
      sameAsUnknown,
    );
    await check.expect(
      'hostCancelBooking',
      '404 for another host’s booking (nothing cancelled)',
      { as: outsider, params: { id: kept.id }, json: { reason: 'Not mine' } },
      404,
      sameAsUnknown,
    );
    await check.expect(
      'hostRescheduleBooking',
      '404 for another host’s booking (nothing moved)',
      {
        as: outsider,
        params: { id: kept.id },
        json: {
          startTime: keptBooking?.startTime ?? iso(Date.now()),
          endTime: keptBooking?.endTime ?? iso(Date.now() + 30 * MINUTE),
        },
      },
      404,
      sameAsUnknown,
    );
    await check.expect(
      'listHostBookings',
      'another host’s list does not hold the booking',
      { as: outsider, query: { status: 'upcoming', limit: 100 } },
      200,
      (a) =>
        body<Page>(a).items.some((b) => b.id === kept.id)
          ? { path: '$.items', expected: `no ${kept.id}`, got: 'found' }
          : null,
    );
    await check.expect(
      'getHostBooking',
      'unchanged after another host’s attempts',
      { as: host, params: { id: kept.id } },
      200,
      (a) => firstDifference({ status: 'confirmed', startTime: keptBooking?.startTime }, a.body),
    );
  } else {
    check.skip(
      'getHostBooking',
      'another host’s booking',
      'not run: no second account (--no-access-cookie)',
    );
  }

  return { id: kept.id, booking: keptBooking };
}
