/**
 * The held time (`docs/decisions.md#a-held-time`): a visitor who picks a time holds it (`createSlotHold`) for 10
 * minutes; meanwhile no other visitor is offered it (`getBusySlots`), may hold it or book it (409
 * `slot_held`), while the holder's own `getBusySlots` (with `holdId`) still offers it and their
 * booking with `holdId` succeeds and consumes the hold. A hold is extended once (`extendSlotHold`,
 * then 409 `hold_not_extendable`); release (`releaseSlotHold`) is idempotent and frees the time.
 *
 * The kit cannot move a server's clock, so it does not wait 10 minutes for a hold to expire: it
 * checks that release frees the time instead, and that the extension moves `expiresAt` by exactly
 * 10 minutes. Expiry itself (an expired hold frees the time and cannot be extended) is checked by
 * the mock's handler tests on a fixed clock (`mocks/handlers/holds.test.ts`) and by the pure
 * rules' tests (`src/domain/slot-hold.test.ts`). On a link of its own; what the run creates it
 * deletes.
 */
import { withCode } from '../checker';
import { firstDifference } from '../compare';
import type { Difference } from '../contract';
import { freeSlots, slugParams, type Run, type Schemas } from '../core';
import type { Answer } from '../http';

type Link = Schemas['SchedulingLink'];
type PublicLink = Schemas['PublicSchedulingLink'];
type SlotHold = Schemas['SlotHold'];
type CurrentUser = Schemas['CurrentUser'];

const FILE = 'conformance/areas/holds.ts';
const HOLD_MS = 10 * 60_000;

/** The time starting at `start` is offered (`offered`) or not by this busy-slots answer. */
const offers =
  (
    page: PublicLink,
    window: { startDate: string; endDate: string },
    start: string,
    offered: boolean,
  ) =>
  (answer: Answer): Difference | null => {
    const starts = Object.values(freeSlots(page, answer, window))
      .flat()
      .map((s) => Date.parse(s.start));
    return starts.includes(Date.parse(start)) === offered
      ? null
      : {
          path: '$.busySlots',
          expected: `${start} ${offered ? 'offered' : 'busy (held)'}`,
          got: offered ? 'busy' : 'offered',
        };
  };

/** The answer's body has these fields (compared with `firstDifference`). */
const has =
  (expected: Record<string, unknown>) =>
  (answer: Answer): Difference | null => {
    const body = (answer.body ?? {}) as Record<string, unknown>;
    const picked = Object.fromEntries(Object.keys(expected).map((k) => [k, body[k]]));
    return firstDifference(expected, picked);
  };

export async function holds(run: Run, { me }: { me: CurrentUser }): Promise<void> {
  const check = run.checker(FILE);
  run.log('holds: a held time is hidden from other visitors until released or booked');
  const slug = `${me.slugPrefix}/conformance-holds-${run.runId}`;
  const made = await check.expect(
    'createSchedulingLink',
    'creates a link for the holds',
    { as: run.host, json: { name: 'Conformance holds', slug, userId: me.id } },
    201,
  );
  const link = made?.body as Link | undefined;
  if (!link) return;
  try {
    const params = slugParams(link.slug);
    const pub = await check.expect(
      'getPublicSchedulingLink',
      'the public link',
      { as: null, params },
      200,
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
    const slots = busy ? Object.values(freeSlots(page, busy, window)).flat() : [];
    const slot = slots.at(-1);
    if (!slot) {
      check.skip('createSlotHold', 'holds a free time', 'no free slots');
      return;
    }
    const attempt = (name: string, holdId?: string, status = 201) =>
      check.expect(
        'bookSlot',
        name,
        {
          as: null,
          params,
          json: {
            title: 'Conformance holds',
            description: 'Booked by the Slotwise conformance kit.',
            startTime: slot.start,
            endTime: slot.end,
            attendeeEmail: `conformance.holds+${run.runId}@example.com`,
            attendeeName: 'Conformance Kit',
            ...(holdId === undefined ? {} : { holdId }),
          },
        },
        status,
        status === 409 ? withCode('slot_held') : undefined,
      );
    const holdIt = (name: string, status = 201, extended = false) =>
      check.expect(
        'createSlotHold',
        name,
        { as: null, params, json: { startTime: slot.start } },
        status,
        status === 409
          ? withCode('slot_held')
          : has({ startTime: slot.start, endTime: slot.end, extended }),
      );
    await check.expect(
      'createSlotHold',
      '400 for a start that is not an instant',
      { as: null, params, json: { startTime: 'tomorrow at ten' } },
      400,
      withCode('invalid_request'),
    );
    await check.expect(
      'createSlotHold',
      '404 for an unknown link',
      {
        as: null,
        params: slugParams(`${me.slugPrefix}/conformance-missing-${run.runId}`),
        json: { startTime: slot.start },
      },
      404,
    );
    const first = (await holdIt('holds a free time for 10 minutes'))?.body as SlotHold | undefined;
    if (!first) return;
    const readBusy = (name: string, offered: boolean, holdId?: string) =>
      check.expect(
        'getBusySlots',
        name,
        { as: null, params, json: { ...window, ...(holdId ? { holdId } : {}) } },
        200,
        offers(page, window, slot.start, offered),
      );
    await readBusy('a held time is busy for another visitor', false);
    await readBusy('the holder still sees their own held time (holdId)', true, first.id);
    await holdIt('409 slot_held for another visitor’s hold of the held time', 409);
    await attempt('409 slot_held for another visitor’s booking of the held time', undefined, 409);

    await check.expect(
      'extendSlotHold',
      'extends the hold once, 10 minutes later',
      { as: null, params: { holdId: first.id } },
      200,
      has({
        id: first.id,
        extended: true,
        expiresAt: new Date(Date.parse(first.expiresAt) + HOLD_MS).toISOString(),
      }),
    );
    await check.expect(
      'extendSlotHold',
      '409 hold_not_extendable for a second extension',
      { as: null, params: { holdId: first.id } },
      409,
      withCode('hold_not_extendable'),
    );

    await check.expect(
      'releaseSlotHold',
      'releases the hold',
      { as: null, params: { holdId: first.id } },
      204,
    );
    await readBusy('a released hold frees the time', true);
    await check.expect(
      'releaseSlotHold',
      'releasing again is 204 too (idempotent)',
      { as: null, params: { holdId: first.id } },
      204,
    );

    // Held again by the same address, it continues the extended hold (one extension in all).
    const second = (await holdIt('holds the freed time again, its extension used', 201, true))
      ?.body as SlotHold | undefined;
    if (!second) return;
    await attempt('the holder books the held time with its holdId', second.id);
    await check.expect(
      'extendSlotHold',
      'the booking consumed the hold: 409 hold_not_extendable',
      { as: null, params: { holdId: second.id } },
      409,
      withCode('hold_not_extendable'),
    );
  } finally {
    await check.expect(
      'deleteSchedulingLink',
      'deletes the run’s holds link (its bookings are cancelled)',
      { as: run.host, params: { id: link.id }, query: { cancelBookings: 'true' } },
      204,
    );
  }
}
