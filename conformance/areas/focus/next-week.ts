/**
 * Focus time next week, on the host's links (contract tag `goals`, the focus rules for links):
 *
 * - the standard link lists a block as busy, and its page (the free slots the contract's rules
 *   make of its busy times, over its whole window) offers no time overlapping it;
 * - the high-priority link does not list it; a booking it takes inside the block moves the block
 *   to the next free time of the same week at the same length, with the notice the host was told
 *   (`moved-block.ts`);
 * - with the week's availability cut (date overrides) to one range the length of a block, a
 *   high-priority booking inside that block drops it (`dropped-block.ts`).
 *
 * Blocks are a half hour longer than the high-priority link's meetings (at most 2 hours), so a
 * booking lies inside one. Runs only when the host saved no goals for next week; puts the
 * overrides back, cancels its two bookings and deletes the goals (and so the blocks).
 */
import { freeSlots, type Run, type Schemas, type Undo } from '../../core';
import { droppedByBooking } from './dropped-block';
import { movedByBooking } from './moved-block';
import { fail, LINK_OPERATIONS, minutesOf, overlap, spanOf } from './rules';
import { cancelKitBooking, linkSlots, nextWeekGoals } from './setup';

type FocusWeek = Schemas['FocusWeek'];
type FocusProposals = Schemas['FocusProposals'];
type Preferences = Schemas['Preferences'];
type Link = Schemas['SchedulingLink'];
type Booking = Schemas['Booking'];

const FILE = 'conformance/areas/focus/next-week.ts';

export async function nextWeekRules(
  run: Run,
  timezone: string,
  links: readonly Link[],
  undo: Undo,
): Promise<void> {
  const check = run.checker(FILE);
  const standard = links.find((l) => l.type === 'standard');
  const high = links.find((l) => l.type === 'high_priority');
  if (!standard || !high) return;
  const set = await nextWeekGoals(
    run,
    check,
    { timezone, standard, high },
    {
      purpose: 'next week, for the links’ rules',
      linkRead: (which) => `the ${which} link, for the focus rules`,
      operations: LINK_OPERATIONS,
      goals: (length) => ({
        name: `next week’s two goals need ${length} minutes each`,
        goals: ['Kit focus', 'Kit focus dropped', ''],
        minutesNeeded: [length, length, 0],
      }),
    },
  );
  if (!set) return;
  const { week, standardPub, highPub, standardParams, highParams, length, goalsId } = set;
  const duration = highPub.defaultDuration;
  const bookings: Booking[] = [];
  try {
    const proposed = await check.expect(
      'proposeFocusBlocks',
      'next week’s blocks',
      { as: run.host, json: { weekStartDate: week } },
      200,
    );
    const proposals = (proposed?.body as FocusProposals | undefined)?.proposals ?? [];
    const p =
      proposals.find((x) => x.goalIndex === 0 && minutesOf(x) === length) ??
      proposals.find((x) => x.goalIndex === 0);
    if (!p) {
      run.blocked(check, LINK_OPERATIONS, 'no block proposed for next week');
      return;
    }
    const applied = await check.expect(
      'applyFocusBlocks',
      'applies a block of next week',
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
    const block = (applied?.body as FocusWeek | undefined)?.blocks.find((b) => b.goalIndex === 0);
    if (!block) return;
    const range = { startDate: p.startTime, endDate: p.endTime };
    const covers = (busy: Schemas['BusySlotsResponse']) =>
      busy.busySlots.some(
        (s) =>
          Date.parse(s.start) <= Date.parse(p.startTime) &&
          Date.parse(s.end) >= Date.parse(p.endTime),
      );
    await check.expect(
      'getBusySlots',
      'the standard link lists a focus block as busy',
      { as: null, params: standardParams, json: range },
      200,
      (a) =>
        covers(a.body as Schemas['BusySlotsResponse'])
          ? null
          : fail(
              '$.busySlots',
              `busy over ${p.startTime}`,
              (a.body as Schemas['BusySlotsResponse']).busySlots,
            ),
    );
    const standardWindow = { startDate: standardPub.startDate, endDate: standardPub.endDate };
    await check.expect(
      'getBusySlots',
      'the standard link’s page never offers a time overlapping a focus block',
      { as: null, params: standardParams, json: standardWindow },
      200,
      (a) => {
        const offered = Object.values(freeSlots(standardPub, a, standardWindow)).flat();
        const over = offered.find((slot) =>
          overlap(spanOf({ startTime: slot.start, endTime: slot.end }), spanOf(block)),
        );
        return over
          ? fail('$.busySlots', `no slot over the block ${block.startTime}`, over.start)
          : null;
      },
    );
    await check.expect(
      'getBusySlots',
      'the high-priority link does not list a focus block',
      { as: null, params: highParams, json: range },
      200,
      (a) => {
        const busy = a.body as Schemas['BusySlotsResponse'];
        // A meeting may lie there too; only a block alone must not be busy: a free time is enough.
        return busy.busySlots.length === 0 || !covers(busy)
          ? null
          : fail('$.busySlots', 'the block’s time free', busy.busySlots);
      },
    );
    const prefsAnswer = await check.expect(
      'getPreferences',
      'the rules next week’s blocks keep',
      { as: run.host },
      200,
    );
    const prefs = prefsAnswer?.body as Preferences | undefined;
    if (!prefs) {
      run.blocked(check, LINK_OPERATIONS, 'the preferences could not be read');
      return;
    }
    const highSlots = (name: string) =>
      linkSlots(check, highPub, highParams, 'high_priority', name);
    const moved = await movedByBooking(run, { week, prefs, block, highSlots, highParams });
    if (moved.booking) bookings.push(moved.booking);
    const dropped = await droppedByBooking(run, {
      week,
      prefs,
      length,
      duration,
      others: moved.block ? [spanOf(moved.block)] : [spanOf(block)],
      highSlots,
      highParams,
      undo,
    });
    if (dropped) bookings.push(dropped);
  } finally {
    for (const made of bookings) {
      await cancelKitBooking(check, made, 'cancels a booking of the focus rules');
    }
    await check.expect(
      'deleteWeeklyGoals',
      'deletes next week’s kit goals (and the blocks)',
      { as: run.host, params: { id: goalsId } },
      204,
    );
  }
}
