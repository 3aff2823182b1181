/**
 * Focus time keeps its hours (contract tag `goals`, `getFocusWeek`'s rules):
 *
 * - a time a visitor holds (`createSlotHold`) is busy for focus time: a block over it is 409
 *   `focus_time_taken`;
 * - a block a high-priority booking moved (or dropped) returns to its place when that booking
 *   is cancelled, its place being free again.
 *
 * Next week (inside the links' booking windows), only when the host saved no goals for it: the
 * kit saves one goal, applies one block, and deletes the goals (and so the block) again; its
 * hold is released and its booking cancelled.
 */
import { addDays, parseCivil } from '../../../src/domain/civil-date';
import { zonedInstant } from '../../../src/domain/zone-clock';
import { withCode } from '../../checker';
import { iso, MINUTE, type Run, type Schemas } from '../../core';
import { blockOf, fail } from './rules';
import { cancelKitBooking, linkSlots, nextWeekGoals, type Params } from './setup';

type FocusWeek = Schemas['FocusWeek'];
type FocusProposals = Schemas['FocusProposals'];
type Booking = Schemas['Booking'];
type Link = Schemas['SchedulingLink'];
type PublicLink = Schemas['PublicSchedulingLink'];

const FILE = 'conformance/areas/focus/hours.ts';
const OPERATIONS = [
  'createSlotHold',
  'applyFocusBlocks',
  'bookSlot',
  'cancelBooking',
  'getFocusWeek',
] as const;

export async function focusHours(
  run: Run,
  { timezone, links }: { timezone: string; links: readonly Link[] },
): Promise<void> {
  const check = run.checker(FILE);
  const standard = links.find((l) => l.type === 'standard');
  const high = links.find((l) => l.type === 'high_priority');
  if (!standard || !high) return;
  run.log('focus time keeps its hours');
  const set = await nextWeekGoals(
    run,
    check,
    { timezone, standard, high },
    {
      purpose: 'next week, for focus time’s hours',
      linkRead: () => 'a link, for focus time’s hours',
      operations: OPERATIONS,
      goals: (length) => ({
        name: `next week’s goal needs ${length} minutes`,
        goals: ['Kit focus hours', '', ''],
        minutesNeeded: [length, 0, 0],
      }),
    },
  );
  if (!set) return;
  const { week, standardPub, highPub, standardParams, highParams, length, goalsId } = set;
  try {
    await heldIsBusy(run, { week, timezone, standardPub, standardParams });
    await blockReturns(run, { week, length, highPub, highParams });
  } finally {
    await check.expect(
      'deleteWeeklyGoals',
      'deletes next week’s kit goal (and its block)',
      { as: run.host, params: { id: goalsId } },
      204,
    );
  }
}

/** A visitor holds a free standard time of next week: a focus block over it is refused. */
async function heldIsBusy(
  run: Run,
  {
    week,
    timezone,
    standardPub,
    standardParams,
  }: {
    week: string;
    timezone: string;
    standardPub: PublicLink;
    standardParams: Params;
  },
): Promise<void> {
  const check = run.checker(FILE);
  const name = 'a time a visitor holds is busy for focus time: 409 focus_time_taken';
  // The week on the host's clock: a block must lie in it.
  const weekFrom = zonedInstant(parseCivil(week), 0, timezone);
  const weekTo = zonedInstant(parseCivil(addDays(week, 7)), 0, timezone);
  const slots = await linkSlots(
    check,
    standardPub,
    standardParams,
    'standard',
    'the standard link’s free times',
  );
  // On a half hour, so a 30-minute block can start with it.
  const slot = slots.find(
    (s) =>
      Date.parse(s.start) >= weekFrom &&
      Date.parse(s.start) < weekTo &&
      (Date.parse(s.start) / MINUTE) % 30 === 0,
  );
  if (!slot) {
    check.skip('applyFocusBlocks', name, 'the standard link offers no time next week');
    return;
  }
  const held = await check.expect(
    'createSlotHold',
    'holds a free time of next week',
    { as: null, params: standardParams, json: { startTime: slot.start } },
    201,
  );
  const holdId = (held?.body as { id?: string } | undefined)?.id;
  if (!holdId) return;
  try {
    const start = Date.parse(slot.start);
    await check.expect(
      'applyFocusBlocks',
      name,
      {
        as: run.host,
        json: {
          weekStartDate: week,
          blocks: [{ goalIndex: 0, startTime: iso(start), endTime: iso(start + 30 * MINUTE) }],
        },
        headers: { 'If-Match': '"0"' },
      },
      409,
      withCode('focus_time_taken'),
    );
  } finally {
    await check.expect(
      'releaseSlotHold',
      'releases the kit’s hold',
      { as: null, params: { holdId } },
      204,
    );
  }
}

/**
 * Applies the proposed block, books a high-priority time inside it and cancels the booking: the
 * block is back at its place, planned.
 */
async function blockReturns(
  run: Run,
  {
    week,
    length,
    highPub,
    highParams,
  }: {
    week: string;
    length: number;
    highPub: PublicLink;
    highParams: Params;
  },
): Promise<void> {
  const check = run.checker(FILE);
  const name =
    'a block a high-priority booking moved returns to its place when the booking is cancelled';
  const proposed = await check.expect(
    'proposeFocusBlocks',
    'next week’s block',
    { as: run.host, json: { weekStartDate: week } },
    200,
  );
  const p = (proposed?.body as FocusProposals | undefined)?.proposals.find(
    (x) => x.goalIndex === 0,
  );
  if (!p) {
    check.skip('getFocusWeek', name, 'no block proposed for next week');
    return;
  }
  const applied = await check.expect(
    'applyFocusBlocks',
    'applies next week’s block',
    {
      as: run.host,
      json: {
        weekStartDate: week,
        blocks: [{ goalIndex: 0, startTime: p.startTime, endTime: p.endTime }],
      },
      headers: { 'If-Match': '"0"' },
    },
    201,
  );
  const block = (applied?.body as FocusWeek | undefined)?.blocks[0];
  if (!block) return;
  const slots = await linkSlots(
    check,
    highPub,
    highParams,
    'high_priority',
    'the high-priority link’s free times, the block’s included',
  );
  const inside = slots.find(
    (s) =>
      Date.parse(block.startTime) <= Date.parse(s.start) &&
      Date.parse(s.end) <= Date.parse(block.endTime),
  );
  if (!inside) {
    check.skip('getFocusWeek', name, 'the high-priority link offers no time inside the block');
    return;
  }
  const made = await check.expect(
    'bookSlot',
    'books a high-priority time inside the block',
    {
      as: null,
      params: highParams,
      json: {
        title: 'Focus hours with Conformance Kit',
        description: 'Booked by the Slotwise conformance kit.',
        startTime: inside.start,
        endTime: inside.end,
        attendeeEmail: `conformance.focus-hours+${run.runId}@example.com`,
        attendeeName: 'Conformance Kit',
      },
    },
    201,
  );
  const booking = made?.body as Booking | undefined;
  if (!booking) return;
  await cancelKitBooking(check, booking, 'cancels the high-priority booking');
  // `length` minutes, at its place, planned again.
  await check.expect(
    'getFocusWeek',
    name,
    { as: run.host, query: { weekStartDate: week } },
    200,
    (a) => {
      const found = blockOf(a.body as FocusWeek, block.id);
      if (!('b' in found)) return found;
      const { b, path } = found;
      if (b.status !== 'planned') return fail(`${path}.status`, 'planned', b.status);
      if (Date.parse(b.startTime) !== Date.parse(block.startTime))
        return fail(`${path}.startTime`, `its place, ${block.startTime}`, b.startTime);
      if (Date.parse(b.endTime) - Date.parse(b.startTime) !== length * MINUTE)
        return fail(`${path}.endTime`, `${length} minutes after its start`, b.endTime);
      return null;
    },
  );
}
