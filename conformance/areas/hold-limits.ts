/**
 * Holds, bounded (`createSlotHold`, "Bounds"): from one address (the kit's) at most 2 live holds
 * per link, a third ending the oldest; one extension in all however a time is re-held; a
 * visitor's (a `replacesHoldId` chain's) holds limited per minute, over it 429 with the RateLimit
 * headers; a hold good only on its own link; the host's reschedule never held off by a hold, the
 * holder's booking then 409 `slot_taken`.
 *
 * The kit cannot move a server's clock: the 20-minute total is checked as "a re-held time that
 * used its extension is `extended` and ends no later than the extended hold did". On two links of
 * its own; what the run creates it deletes (the links, their bookings cancelled).
 */
import { withCode } from '../checker';
import type { Difference } from '../contract';
import { freeSlots, overlaps, slugParams, type Run, type Schemas } from '../core';
import type { Answer } from '../http';
import type { Slot } from '../../src/domain/slots';
import { rateLimitHeadersRule } from '../rate-limit-checks';

type Link = Schemas['SchedulingLink'];
type PublicLink = Schemas['PublicSchedulingLink'];
type SlotHold = Schemas['SlotHold'];
type CurrentUser = Schemas['CurrentUser'];

const FILE = 'conformance/areas/hold-limits.ts';
/** Slots this far apart: no buffer of one touches another. */
const APART_MS = 3 * 3_600_000;
/** The contract's per-visitor limit: holds per minute. */
const VISITOR_LIMIT = 10;

const busyAre =
  (held: Slot[], free: Slot[]) =>
  (answer: Answer): Difference | null => {
    const busy = (answer.body as Schemas['BusySlotsResponse']).busySlots;
    const wrongBusy = free.find((s) => overlaps(busy, s));
    if (wrongBusy) return { path: '$.busySlots', expected: `${wrongBusy.start} free`, got: 'busy' };
    const wrongFree = held.find((s) => !overlaps(busy, s));
    if (wrongFree) return { path: '$.busySlots', expected: `${wrongFree.start} held`, got: 'free' };
    return null;
  };

const holdRule =
  (check: (hold: SlotHold) => string | null) =>
  (answer: Answer): Difference | null => {
    const problem = check(answer.body as SlotHold);
    return problem ? { path: '$', expected: problem, got: JSON.stringify(answer.body) } : null;
  };

export async function holdLimits(run: Run, { me }: { me: CurrentUser }): Promise<void> {
  const check = run.checker(FILE);
  run.log('hold limits: two holds per address, one extension in all, own link, host first');
  const made: Link[] = [];
  try {
    for (const name of ['a', 'b']) {
      const answer = await check.expect(
        'createSchedulingLink',
        `creates hold-limits link ${name}`,
        {
          as: run.host,
          json: {
            name: `Conformance hold limits ${name}`,
            slug: `${me.slugPrefix}/conformance-hold-limits-${name}-${run.runId}`,
            userId: me.id,
          },
        },
        201,
      );
      if (!answer) return;
      made.push(answer.body as Link);
    }
    const [a, b] = made.map((l) => slugParams(l.slug)) as [
      ReturnType<typeof slugParams>,
      ReturnType<typeof slugParams>,
    ];
    const pub = await check.expect(
      'getPublicSchedulingLink',
      'link a',
      { as: null, params: a },
      200,
    );
    const page = pub?.body as PublicLink | undefined;
    if (!page) return;
    const window = { startDate: page.startDate, endDate: page.endDate };
    const read = (name: string, rule?: (answer: Answer) => Difference | null) =>
      check.expect('getBusySlots', name, { as: null, params: a, json: window }, 200, rule);
    const first = await read('busy times of link a');
    const slots: Slot[] = [];
    for (const s of first ? Object.values(freeSlots(page, first, window)).flat() : []) {
      const last = slots.at(-1);
      if (!last || Date.parse(s.start) - Date.parse(last.start) >= APART_MS) slots.push(s);
    }
    if (slots.length < 8) {
      check.skip('createSlotHold', 'holds bounded', 'fewer than 8 free slots apart');
      return;
    }
    const hold = (
      name: string,
      slot: Slot,
      extra: Record<string, unknown> = {},
      status = 201,
      rule?: (answer: Answer) => Difference | null,
      params = a,
    ) =>
      check.expect(
        'createSlotHold',
        name,
        { as: null, params, json: { startTime: slot.start, ...extra } },
        status,
        rule,
      );
    const release = (h: SlotHold | undefined) =>
      h
        ? check.expect(
            'releaseSlotHold',
            'releases a hold',
            { as: null, params: { holdId: h.id } },
            204,
          )
        : null;

    // Five quick holds from one address: the last two hold.
    const quick: (SlotHold | undefined)[] = [];
    for (const [i, slot] of slots.slice(0, 5).entries()) {
      quick.push((await hold(`quick hold ${i + 1} of 5 from one address`, slot))?.body as SlotHold);
    }
    await read(
      'at most 2 live holds per link from one address: the last two hold, the rest are free',
      busyAre(slots.slice(3, 5), slots.slice(0, 3)),
    );
    await check.expect(
      'extendSlotHold',
      'the oldest hold, ended by the third, cannot be extended',
      { as: null, params: { holdId: quick[0]?.id ?? 'hld_none' } },
      409,
      withCode('hold_not_extendable'),
    );

    // A hold is good only on its own link: link b's booking of the held time ignores it.
    const held = quick[4];
    if (held) {
      await check.expect(
        'bookSlot',
        'another link’s booking with the hold is refused: 409 slot_held (the hold is ignored)',
        {
          as: null,
          params: b,
          json: {
            title: 'Conformance hold limits',
            description: 'Booked by the Slotwise conformance kit.',
            startTime: slots[4]!.start,
            endTime: slots[4]!.end,
            attendeeEmail: `conformance.hold-limits+${run.runId}@example.com`,
            attendeeName: 'Conformance Kit',
            holdId: held.id,
          },
        },
        409,
        withCode('slot_held'),
      );
    }
    await release(quick[3]);
    await release(quick[4]);

    // One extension in all: extended, released and held again, the time is not held longer.
    const once = (await hold('holds a time', slots[5]!))?.body as SlotHold | undefined;
    const extended = once
      ? ((
          await check.expect(
            'extendSlotHold',
            'extends it once',
            { as: null, params: { holdId: once.id } },
            200,
          )
        )?.body as SlotHold | undefined)
      : undefined;
    await release(extended);
    if (extended) {
      const again = await hold(
        'held again after its extension: extended, ending no later than the extended hold',
        slots[5]!,
        {},
        201,
        holdRule((h) =>
          h.extended && Date.parse(h.expiresAt) <= Date.parse(extended.expiresAt)
            ? null
            : `extended: true, expiresAt ≤ ${extended.expiresAt}`,
        ),
      );
      const replaced = again?.body as SlotHold | undefined;
      if (replaced) {
        await hold(
          're-held with replacesHoldId: still ending no later than the extended hold',
          slots[5]!,
          { replacesHoldId: replaced.id },
          201,
          holdRule((h) =>
            Date.parse(h.expiresAt) <= Date.parse(extended.expiresAt)
              ? null
              : `expiresAt ≤ ${extended.expiresAt}`,
          ),
        ).then((answer) => release(answer?.body as SlotHold | undefined));
      }
    }

    // The host's reschedule is never held off by a visitor's hold.
    const booking = await check.expect(
      'bookSlot',
      'a visitor books link a',
      {
        as: null,
        params: a,
        json: {
          title: 'Conformance hold limits',
          description: 'Booked by the Slotwise conformance kit.',
          startTime: slots[6]!.start,
          endTime: slots[6]!.end,
          attendeeEmail: `conformance.hold-limits+${run.runId}@example.com`,
          attendeeName: 'Conformance Kit',
        },
      },
      201,
    );
    const target = (await hold('another visitor holds a time', slots[7]!))?.body as
      SlotHold | undefined;
    const booked = booking?.body as Schemas['Booking'] | undefined;
    if (booked && target) {
      await check.expect(
        'hostRescheduleBooking',
        'the host moves the booking onto the held time: 200, not slot_held',
        {
          as: run.host,
          params: { id: booked.id },
          json: { startTime: slots[7]!.start, endTime: slots[7]!.end },
        },
        200,
      );
      await check.expect(
        'bookSlot',
        'the holder’s booking is told the time went: 409 slot_taken',
        {
          as: null,
          params: a,
          json: {
            title: 'Conformance hold limits',
            description: 'Booked by the Slotwise conformance kit.',
            startTime: slots[7]!.start,
            endTime: slots[7]!.end,
            attendeeEmail: `conformance.hold-limits+${run.runId}@example.com`,
            attendeeName: 'Conformance Kit',
            holdId: target.id,
          },
        },
        409,
        withCode('slot_taken'),
      );
    }

    // A visitor's holds per minute, on link b: a chain alternating between two times.
    let previous = (
      await hold('a visitor’s first hold on link b', slots[0]!, {}, 201, undefined, b)
    )?.body as SlotHold | undefined;
    for (let i = 1; previous && i < VISITOR_LIMIT; i++) {
      previous = (
        await hold(
          `the visitor’s hold ${i + 1} of ${VISITOR_LIMIT} in a minute`,
          slots[i % 2]!,
          { replacesHoldId: previous.id },
          201,
          undefined,
          b,
        )
      )?.body as SlotHold | undefined;
    }
    if (previous) {
      await hold(
        `429 with the RateLimit headers for a visitor’s hold ${VISITOR_LIMIT + 1} in a minute`,
        slots[2]!,
        { replacesHoldId: previous.id },
        429,
        (answer) => withCode('rate_limited')(answer) ?? rateLimitHeadersRule(answer),
        b,
      );
      await release(previous);
    }
  } finally {
    for (const link of made) {
      await check.expect(
        'deleteSchedulingLink',
        'deletes a hold-limits link (its bookings are cancelled)',
        { as: run.host, params: { id: link.id }, query: { cancelBookings: 'true' } },
        204,
      );
    }
  }
}
