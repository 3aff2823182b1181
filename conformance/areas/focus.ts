/**
 * Focus time for the weekly goals (issue 44; contract tag `goals`): a goal's time need, the
 * proposal's rules (inside the weekly availability, clear of meetings and their buffer, 30 minutes
 * to 2 hours on half hours, the need met or said short), applying with the week's version, the
 * blocks among the meetings (`kind: focus`), moving and deleting with a block's version, and the
 * standard link treating a block as busy while the high-priority link does not.
 *
 * "Inside the weekly availability" is inside one of the day's ranges (issue 41; the date's
 * override when it has one), as the booking page reads them.
 *
 * The rules run in a week two years and two weeks ahead (nothing of the host's is there); the
 * links' check needs a week inside their booking windows, next week, and runs only when the host
 * saved no goals for it (the kit creates them and deletes them again).
 */
import { addDays, dayOfWeek, formatCivil, parseCivil } from '../../src/domain/civil-date';
import { engineRanges, type DayHours } from '../../src/domain/day-ranges';
import { weekAt } from '../../src/domain/week';
import { wallClock, zonedInstant } from '../../src/domain/zone-clock';
import { withCode } from '../checker';
import { firstDifference } from '../compare';
import { preview, type Difference } from '../contract';
import {
  asArray,
  DAY,
  freeSlots,
  iso,
  MINUTE,
  serverNow,
  slugParams,
  type Run,
  type Schemas,
  type Undo,
} from '../core';

type FocusWeek = Schemas['FocusWeek'];
type FocusProposals = Schemas['FocusProposals'];
type FocusBlock = Schemas['FocusBlock'];
type Meeting = Schemas['Meeting'];
type Preferences = Schemas['Preferences'];
type Link = Schemas['SchedulingLink'];

const FILE = 'conformance/areas/focus.ts';
const NEEDS = [120, 90, 0];
const GOALS = ['Kit focus one', 'Kit focus two', ''];

const fail = (path: string, expected: string, got: unknown): Difference => ({
  path,
  expected,
  got: preview(got),
});
const minutesOf = (s: { startTime: string; endTime: string }) =>
  (Date.parse(s.endTime) - Date.parse(s.startTime)) / MINUTE;

/** Why a proposed block breaks the proposal's rules, or null. */
function proposalProblem(
  p: FocusProposals['proposals'][number],
  index: number,
  prefs: Preferences,
  meetings: readonly Meeting[],
): Difference | null {
  const at = `$.proposals[${index}]`;
  const minutes = minutesOf(p);
  if (minutes < 30 || minutes > 120 || minutes % 30 !== 0)
    return fail(at, '30 minutes to 2 hours in half hours', `${minutes} minutes`);
  const start = wallClock(Date.parse(p.startTime), prefs.timezone);
  const end = wallClock(Date.parse(p.endTime) - 1, prefs.timezone);
  // The date's override, else its weekday: its ranges (issue 41), else startHour to endHour.
  const date = formatCivil(start);
  const override = (prefs.dateOverrides ?? []).find((o) => o.date === date);
  const day: (DayHours & { enabled: boolean }) | undefined =
    override ??
    (prefs.dayAvailability as Record<string, (DayHours & { enabled: boolean }) | undefined>)[
      String(dayOfWeek(start))
    ];
  if (start.minute % 30 !== 0) return fail(at, 'a start on the half hour', p.startTime);
  const from = start.hour * 60 + start.minute;
  const to = end.hour * 60 + end.minute + 1;
  const inside =
    !!day?.enabled &&
    formatCivil(end) === date &&
    engineRanges(day).some((r) => r.start <= from && to <= r.end);
  if (!inside) return fail(at, 'inside the weekly availability', `${p.startTime} – ${p.endTime}`);
  const buffer = (prefs.noBufferNeeded ? 0 : prefs.bufferTime) * MINUTE;
  for (const m of meetings) {
    if (m.kind === 'focus') continue;
    const clash =
      Date.parse(p.startTime) < Date.parse(m.endTime) + buffer &&
      Date.parse(m.startTime) - buffer < Date.parse(p.endTime);
    if (clash) return fail(at, 'clear of every meeting and its buffer', m.id);
  }
  if (!p.reason.trim()) return fail(`${at}.reason`, 'a reason', p.reason);
  return null;
}

export async function focus(
  run: Run,
  { timezone, links }: { timezone: string; links: readonly Link[] },
  undo: Undo,
): Promise<void> {
  const check = run.checker(FILE);
  run.log('focus time');
  const week = weekAt(Date.now() + 744 * DAY, timezone).monday;
  const range = {
    startDate: new Date(Date.parse(`${week}T00:00:00Z`) - DAY).toISOString(),
    endDate: new Date(Date.parse(`${addDays(week, 7)}T00:00:00Z`) + DAY).toISOString(),
  };

  await check.expect(
    'getFocusWeek',
    '400 for a weekStartDate that is not a Monday',
    { as: run.host, query: { weekStartDate: addDays(week, 2) } },
    400,
  );
  await check.expect(
    'proposeFocusBlocks',
    '400 for a weekStartDate that is not a Monday',
    { as: run.host, json: { weekStartDate: addDays(week, 1) } },
    400,
  );
  for (const [what, minutesNeeded] of [
    ['15 minutes', [15, 0, 0]],
    ['over 20 hours', [1230, 0, 0]],
    ['two needs', [60, 60]],
    ['time for a blank goal', [60, 60, 30]],
  ] as const) {
    await check.expect(
      'saveWeeklyGoals',
      `400 for a time need of ${what}`,
      { as: run.host, json: { goals: GOALS, weekStartDate: week, minutesNeeded } },
      400,
    );
  }
  const saved = await check.expect(
    'saveWeeklyGoals',
    'saves each goal’s time need',
    { as: run.host, json: { goals: GOALS, weekStartDate: week, minutesNeeded: NEEDS } },
    200,
    (a) => firstDifference({ minutesNeeded: NEEDS }, a.body),
  );
  const goalsId = (saved?.body as Schemas['WeeklyGoals'] | undefined)?.id;
  if (!goalsId) return;
  try {
    await check.expect(
      'saveWeeklyGoals',
      'a save without time needs keeps them',
      {
        as: run.host,
        json: { goals: GOALS, weekStartDate: week },
        headers: { 'If-Match': `"${(saved?.body as { version: number }).version}"` },
      },
      200,
      (a) => firstDifference({ minutesNeeded: NEEDS }, a.body),
    );
    await check.expect(
      'getFocusWeek',
      'a week without blocks',
      { as: run.host, query: { weekStartDate: week } },
      200,
      (a) =>
        firstDifference(
          { weekStartDate: week, version: 0, minutesNeeded: NEEDS, blocks: [] },
          a.body,
        ),
    );
    const prefsAnswer = await check.expect(
      'getPreferences',
      'the rules the proposal keeps',
      { as: run.host },
      200,
    );
    const prefs = prefsAnswer?.body as Preferences | undefined;
    const meetingsAnswer = await check.expect(
      'listMeetings',
      'the week’s meetings',
      { as: run.host, query: range },
      200,
    );
    const meetings = asArray<Meeting>(meetingsAnswer?.body);
    const proposed = await check.expect(
      'proposeFocusBlocks',
      'proposes blocks inside the availability, clear of meetings and buffers, the need met or short',
      { as: run.host, json: { weekStartDate: week } },
      200,
      (a) => {
        const p = a.body as FocusProposals;
        if (p.version !== 0) return fail('$.version', '0', p.version);
        for (let g = 0; g < 3; g++) {
          const got = p.proposals
            .filter((x) => x.goalIndex === g)
            .reduce((s, x) => s + minutesOf(x), 0);
          if (got + (p.shortMinutes[g] ?? 0) !== NEEDS[g])
            return fail(`$.shortMinutes[${g}]`, `${NEEDS[g]} minutes planned or short`, got);
        }
        if (!prefs) return null;
        for (const [i, x] of p.proposals.entries()) {
          const problem = proposalProblem(x, i, prefs, meetings);
          if (problem) return problem;
        }
        return null;
      },
    );
    const proposal = proposed?.body as FocusProposals | undefined;
    const first = proposal?.proposals[0];
    if (!proposal || !first) return;
    const blocks = proposal.proposals.map(({ goalIndex, startTime, endTime }) => ({
      goalIndex,
      startTime,
      endTime,
    }));
    await check.expect(
      'applyFocusBlocks',
      '400 for a block of a blank goal',
      {
        as: run.host,
        json: { weekStartDate: week, blocks: [{ ...blocks[0], goalIndex: 2 }] },
        headers: { 'If-Match': '"0"' },
      },
      400,
    );
    const applied = await check.expect(
      'applyFocusBlocks',
      'applies the proposal',
      {
        as: run.host,
        json: { weekStartDate: week, blocks },
        headers: { 'If-Match': `"${proposal.version}"` },
      },
      201,
      (a) => {
        const w = a.body as FocusWeek;
        if (w.version !== 1) return fail('$.version', '1', w.version);
        if (w.blocks.length !== blocks.length)
          return fail('$.blocks', `${blocks.length} blocks`, w.blocks.length);
        const bad = w.blocks.find(
          (b) => b.status !== 'planned' || b.title !== `Focus: ${GOALS[b.goalIndex]}`,
        );
        return bad ? fail('$.blocks', 'planned blocks titled "Focus: {goal}"', bad) : null;
      },
    );
    const appliedWeek = applied?.body as FocusWeek | undefined;
    await check.expect(
      'applyFocusBlocks',
      '[versions] 412 for a stale version, nothing applied',
      {
        as: run.host,
        json: { weekStartDate: week, blocks: [blocks[0]] },
        headers: { 'If-Match': '"0"' },
      },
      412,
      withCode('version_conflict'),
    );
    await check.expect(
      'applyFocusBlocks',
      '409 focus_time_taken for a block over another',
      {
        as: run.host,
        json: { weekStartDate: week, blocks: [blocks[0]] },
        headers: { 'If-Match': '"1"' },
      },
      409,
      withCode('focus_time_taken'),
    );
    await check.expect(
      'listMeetings',
      'lists the blocks as kind focus with their goal; other meetings kind meeting',
      { as: run.host, query: range },
      200,
      (a) => {
        const all = asArray<Meeting>(a.body);
        const focusMeetings = all.filter((m) => m.kind === 'focus');
        if (focusMeetings.length !== blocks.length)
          return fail('$', `${blocks.length} focus meetings`, focusMeetings.length);
        const bad = focusMeetings.find(
          (m) => typeof m.goalIndex !== 'number' || m.title !== `Focus: ${GOALS[m.goalIndex]}`,
        );
        if (bad) return fail('$', 'focus meetings with goalIndex and "Focus: {goal}"', bad);
        const other = all.find((m) => m.kind !== 'focus' && m.kind !== 'meeting');
        return other ? fail('$', 'kind meeting on every other meeting', other) : null;
      },
    );
    const block = appliedWeek?.blocks[0] as FocusBlock | undefined;
    if (!block) return;
    await check.expect(
      'moveFocusBlock',
      '[versions] 412 for a stale version',
      {
        as: run.host,
        params: { id: block.id },
        json: { startTime: block.startTime, endTime: block.endTime },
        headers: { 'If-Match': `"${block.version + 3}"` },
      },
      412,
      withCode('version_conflict'),
    );
    await check.expect(
      'moveFocusBlock',
      '400 for a block of 3 hours',
      {
        as: run.host,
        params: { id: block.id },
        json: {
          startTime: block.startTime,
          endTime: new Date(Date.parse(block.startTime) + 180 * MINUTE).toISOString(),
        },
        headers: { 'If-Match': `"${block.version}"` },
      },
      400,
    );
    const other = appliedWeek?.blocks[1];
    if (other)
      await check.expect(
        'moveFocusBlock',
        '409 focus_time_taken over another block',
        {
          as: run.host,
          params: { id: block.id },
          json: {
            startTime: other.startTime,
            endTime: new Date(Date.parse(other.startTime) + 30 * MINUTE).toISOString(),
          },
          headers: { 'If-Match': `"${block.version}"` },
        },
        409,
        withCode('focus_time_taken'),
      );
    const moved = await check.expect(
      'moveFocusBlock',
      'shortens a block to its first half hour',
      {
        as: run.host,
        params: { id: block.id },
        json: {
          startTime: block.startTime,
          endTime: new Date(Date.parse(block.startTime) + 30 * MINUTE).toISOString(),
        },
        headers: { 'If-Match': `"${block.version}"` },
      },
      200,
      (a) => {
        const b = a.body as FocusBlock;
        return b.version > block.version && minutesOf(b) === 30
          ? null
          : fail('$', 'the block, 30 minutes, its version grown', b);
      },
    );
    const movedVersion = (moved?.body as FocusBlock | undefined)?.version ?? block.version + 1;
    await check.expect(
      'deleteFocusBlock',
      'deletes a block',
      { as: run.host, params: { id: block.id }, headers: { 'If-Match': `"${movedVersion}"` } },
      204,
    );
    await check.expect(
      'deleteFocusBlock',
      '404 once deleted',
      { as: run.host, params: { id: block.id }, headers: { 'If-Match': `"${movedVersion}"` } },
      404,
    );
    await check.expect(
      'moveFocusBlock',
      '404 for a deleted block',
      {
        as: run.host,
        params: { id: block.id },
        json: { startTime: block.startTime, endTime: block.endTime },
        headers: { 'If-Match': `"${movedVersion}"` },
      },
      404,
    );
    if (other)
      await check.expect(
        'deleteFocusBlock',
        '[versions] 412 for a stale version, nothing deleted',
        {
          as: run.host,
          params: { id: other.id },
          headers: { 'If-Match': `"${other.version + 3}"` },
        },
        412,
        withCode('version_conflict'),
      );
    await nextWeekRules(run, timezone, links, undo);
  } finally {
    await check.expect(
      'deleteWeeklyGoals',
      'deletes the focus week’s goals (and its blocks)',
      { as: run.host, params: { id: goalsId } },
      204,
    );
  }
}

type Booking = Schemas['Booking'];
type PublicLink = Schemas['PublicSchedulingLink'];
type Span = { start: number; end: number };

/** A week's meetings' range for listMeetings: a day either side, whatever the host's zone. */
const weekRangeOf = (week: string) => ({
  startDate: new Date(Date.parse(`${week}T00:00:00Z`) - DAY).toISOString(),
  endDate: new Date(Date.parse(`${addDays(week, 7)}T00:00:00Z`) + DAY).toISOString(),
});
const overlap = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
const spanOf = (s: { startTime: string; endTime: string }): Span => ({
  start: Date.parse(s.startTime),
  end: Date.parse(s.endTime),
});

/**
 * The time a block of `minutes` the kit finds free in `week` by the proposal's rules (inside the
 * availability, clear of meetings and their buffer, of `blocks` and of what has begun): the first
 * at or after `from`, else the first earlier one, else null. As the contract's "the next free
 * time of its week at the same length".
 */
function nextFreeTime(
  from: number,
  minutes: number,
  {
    week,
    prefs,
    meetings,
    blocks,
    now,
  }: {
    week: string;
    prefs: Preferences;
    meetings: readonly Meeting[];
    blocks: readonly Span[];
    now: number;
  },
): number | null {
  const weekStart = zonedInstant(parseCivil(week), 0, prefs.timezone);
  const weekEnd = zonedInstant(parseCivil(addDays(week, 7)), 0, prefs.timezone);
  const free: number[] = [];
  for (let start = weekStart; start + minutes * MINUTE <= weekEnd; start += 30 * MINUTE) {
    const span = { start, end: start + minutes * MINUTE };
    if (start < now || blocks.some((b) => overlap(b, span))) continue;
    const candidate = { goalIndex: 0, startTime: iso(span.start), endTime: iso(span.end) };
    if (!proposalProblem({ ...candidate, reason: 'free' }, 0, prefs, meetings)) free.push(start);
  }
  return free.find((s) => s >= from) ?? free[0] ?? null;
}

/** A booking of `slot` by the kit as a visitor of the high-priority link. */
function focusBooking(run: Run, slot: { start: string; end: string }) {
  return {
    title: 'Focus rules with Conformance Kit',
    description: 'Booked by the Slotwise conformance kit.',
    startTime: slot.start,
    endTime: slot.end,
    attendeeEmail: `conformance.focus+${run.runId}@example.com`,
    attendeeName: 'Conformance Kit',
  };
}

const LINK_OPERATIONS = [
  'getBusySlots',
  'bookSlot',
  'getFocusWeek',
  'proposeFocusBlocks',
  'applyFocusBlocks',
  'updatePreferences',
] as const;

/**
 * Next week, on the host's links (issue 44's rules for them):
 *
 * - the standard link lists a block as busy, and its page (the free slots the contract's rules
 *   make of its busy times, over its whole window) offers no time overlapping it;
 * - the high-priority link does not list it; a booking it takes inside the block moves the block
 *   to the next free time of the same week at the same length, with the notice the host was told;
 * - with the week's availability cut (date overrides) to one range the length of a block, a
 *   high-priority booking inside that block drops it (`dropped`, with its notice, no longer a
 *   meeting) and the goal shows the block's length short (the proposal finds no room for it).
 *
 * Blocks are a half hour longer than the high-priority link's meetings (at most 2 hours), so a
 * booking lies inside one. Runs only when the host saved no goals for next week; puts the
 * overrides back, cancels its two bookings and deletes the goals (and so the blocks).
 */
async function nextWeekRules(
  run: Run,
  timezone: string,
  links: readonly Link[],
  undo: Undo,
): Promise<void> {
  const check = run.checker(FILE);
  const standard = links.find((l) => l.type === 'standard');
  const high = links.find((l) => l.type === 'high_priority');
  if (!standard || !high) return;
  const week = weekAt(Date.now() + 7 * DAY, timezone).monday;
  const existing = await check.expect(
    'getWeeklyGoals',
    'next week, for the links’ rules',
    { as: run.host, query: { weekStartDate: week } },
    200,
  );
  if ((existing?.body as { id: string | null } | undefined)?.id) return;
  const standardParams = slugParams(standard.slug);
  const highParams = slugParams(high.slug);
  const readPub = async (params: { user: string; type: string }, which: string) =>
    (
      await check.expect(
        'getPublicSchedulingLink',
        `the ${which} link, for the focus rules`,
        { as: null, params },
        200,
      )
    )?.body as PublicLink | undefined;
  const standardPub = await readPub(standardParams, 'standard');
  const highPub = await readPub(highParams, 'high-priority');
  if (!standardPub || !highPub) {
    run.blocked(check, LINK_OPERATIONS, 'a link could not be read as a visitor');
    return;
  }
  const duration = highPub.defaultDuration;
  const length = Math.min(120, Math.ceil(duration / 30) * 30 + 30);
  const saved = await check.expect(
    'saveWeeklyGoals',
    `next week’s two goals need ${length} minutes each`,
    {
      as: run.host,
      json: {
        goals: ['Kit focus', 'Kit focus dropped', ''],
        weekStartDate: week,
        minutesNeeded: [length, length, 0],
      },
    },
    200,
  );
  const goalsId = (saved?.body as { id: string | null } | undefined)?.id;
  if (!goalsId) return;
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
    const highWindow = { startDate: highPub.startDate, endDate: highPub.endDate };
    const highSlots = async (name: string) => {
      const busy = await check.expect(
        'getBusySlots',
        name,
        { as: null, params: highParams, json: highWindow },
        200,
      );
      return busy
        ? Object.values(freeSlots(highPub, busy, highWindow, 'high_priority')).flat()
        : [];
    };
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
      await check.expect(
        'cancelBooking',
        'cancels a booking of the focus rules',
        {
          as: null,
          params: { id: made.id },
          headers: { 'booking-token': made.token },
          json: { reason: 'Conformance kit clean-up' },
        },
        200,
      );
    }
    await check.expect(
      'deleteWeeklyGoals',
      'deletes next week’s kit goals (and the blocks)',
      { as: run.host, params: { id: goalsId } },
      204,
    );
  }
}

/**
 * A high-priority booking inside `block` (one of the link's free slots there): the block moves to
 * the next free time of its week, at its length, and carries the host's notice. Answers the
 * booking (to cancel) and the block where it went.
 */
async function movedByBooking(
  run: Run,
  {
    week,
    prefs,
    block,
    highSlots,
    highParams,
  }: {
    week: string;
    prefs: Preferences;
    block: FocusBlock;
    highSlots: (name: string) => Promise<{ start: string; end: string }[]>;
    highParams: { user: string; type: string };
  },
): Promise<{ booking: Booking | null; block: FocusBlock | null }> {
  const check = run.checker(FILE);
  const name =
    'a high-priority booking inside a block moves it to the next free time of its week, at its length, and tells the host';
  const was = spanOf(block);
  const slots = await highSlots('the high-priority link’s free times, a focus block’s included');
  const inside = slots.find(
    (s) => was.start <= Date.parse(s.start) && Date.parse(s.end) <= was.end,
  );
  if (!inside) {
    check.skip('getFocusWeek', name, 'the high-priority link offers no time inside the block');
    return { booking: null, block: null };
  }
  const made = await check.expect(
    'bookSlot',
    'books a high-priority slot inside a focus block',
    { as: null, params: highParams, json: focusBooking(run, inside) },
    201,
  );
  const booking = (made?.body as Booking | undefined) ?? null;
  if (!booking) return { booking, block: null };
  const weekRange = weekRangeOf(week);
  const listed = await check.expect(
    'listMeetings',
    'next week’s meetings, the booking among them',
    { as: run.host, query: weekRange },
    200,
  );
  const meetings = asArray<Meeting>(listed?.body);
  const read = await check.expect(
    'getFocusWeek',
    name,
    { as: run.host, query: { weekStartDate: week } },
    200,
    (a) => {
      const w = a.body as FocusWeek;
      const at = w.blocks.findIndex((b) => b.id === block.id);
      const b = w.blocks[at];
      if (!b) return fail('$.blocks', `the block ${block.id}`, w.blocks);
      const path = `$.blocks[${at}]`;
      if (b.status !== 'planned') return fail(`${path}.status`, 'planned', b.status);
      if (b.weekStartDate !== week) return fail(`${path}.weekStartDate`, week, b.weekStartDate);
      if (minutesOf(b) !== minutesOf(block))
        return fail(path, `${minutesOf(block)} minutes, as before`, `${minutesOf(b)} minutes`);
      if (overlap(spanOf(b), spanOf(booking)))
        return fail(`${path}.startTime`, `clear of the booking ${booking.startTime}`, b.startTime);
      if (b.moves !== block.moves + 1)
        return fail(`${path}.moves`, String(block.moves + 1), b.moves);
      if (b.version <= block.version)
        return fail(`${path}.version`, `above ${block.version}`, b.version);
      if (!b.notice?.trim()) return fail(`${path}.notice`, 'the words the host was told', b.notice);
      const expected = nextFreeTime(was.start, minutesOf(block), {
        week,
        prefs,
        meetings,
        blocks: meetings
          .filter((m) => m.kind === 'focus' && m.id !== block.id)
          .map((m) => spanOf(m)),
        now: serverNow(a),
      });
      if (expected === null) return fail(`${path}.status`, 'dropped: no free time left', b.status);
      return Date.parse(b.startTime) === expected
        ? null
        : fail(`${path}.startTime`, `the next free time, ${iso(expected)}`, b.startTime);
    },
  );
  const after = (read?.body as FocusWeek | undefined)?.blocks.find((b) => b.id === block.id);
  if (after)
    await check.expect(
      'listMeetings',
      'lists the moved block at its new time',
      { as: run.host, query: weekRange },
      200,
      (a) => {
        const m = asArray<Meeting>(a.body).find((x) => x.id === block.id);
        return m?.kind === 'focus' && m.startTime === after.startTime
          ? null
          : fail('$', `the focus meeting ${block.id} at ${after.startTime}`, m);
      },
    );
  return { booking, block: after ?? null };
}

/**
 * Cuts next week to one range of `length` minutes (date overrides: the other dates closed),
 * applies the second goal's block there and books a high-priority slot inside it: the week has
 * no room left, so the block is dropped, the host told, and the goal shows `length` short. Puts
 * the overrides back. Answers the booking (to cancel), or null.
 */
async function droppedByBooking(
  run: Run,
  {
    week,
    prefs,
    length,
    duration,
    others,
    highSlots,
    highParams,
    undo,
  }: {
    week: string;
    prefs: Preferences;
    length: number;
    duration: number;
    others: readonly Span[];
    highSlots: (name: string) => Promise<{ start: string; end: string }[]>;
    highParams: { user: string; type: string };
    undo: Undo;
  },
): Promise<Booking | null> {
  const check = run.checker(FILE);
  const zone = prefs.timezone;
  const buffer = (prefs.noBufferNeeded ? 0 : prefs.bufferTime) * MINUTE;
  const slots = await highSlots('the high-priority link’s free times next week');
  const listed = await check.expect(
    'listMeetings',
    'next week’s meetings, before the week is cut',
    { as: run.host, query: weekRangeOf(week) },
    200,
  );
  // Busy for a block: the meetings and their buffer, and the other blocks.
  const taken = [
    ...asArray<Meeting>(listed?.body)
      .filter((m) => m.kind !== 'focus')
      .map((m) => ({
        start: Date.parse(m.startTime) - buffer,
        end: Date.parse(m.endTime) + buffer,
      })),
    ...others,
  ];
  // A slot starting on a half hour of the host's clock, with a block's length from there that
  // lies in one day and keeps clear of the meetings, their buffer and the other blocks.
  const slot = slots.find((s) => {
    const start = wallClock(Date.parse(s.start), zone);
    const minute = start.hour * 60 + start.minute;
    const span = { start: Date.parse(s.start), end: Date.parse(s.start) + length * MINUTE };
    return (
      weekAt(span.start, zone).monday === week &&
      minute % 30 === 0 &&
      minute + length <= 24 * 60 &&
      !taken.some((t) => overlap(t, span))
    );
  });
  if (!slot || duration > length) {
    run.blocked(check, LINK_OPERATIONS, 'no free high-priority time next week for a block');
    return null;
  }
  const startWall = wallClock(Date.parse(slot.start), zone);
  const date = formatCivil(startWall);
  const first = startWall.hour * 60 + startWall.minute;
  const dates = [0, 1, 2, 3, 4, 5, 6].map((i) => addDays(week, i));
  const editable = {
    timePreference: prefs.timePreference,
    timezone: prefs.timezone,
    dayAvailability: prefs.dayAvailability,
    bufferTime: prefs.bufferTime,
    noBufferNeeded: prefs.noBufferNeeded,
  };
  const dateOverrides = [
    ...prefs.dateOverrides.filter((o) => !dates.includes(o.date)),
    ...dates.map((d) =>
      d === date
        ? {
            date: d,
            enabled: true,
            startHour: Math.min(23, Math.ceil(first / 60)),
            endHour: Math.min(23, Math.floor((first + length) / 60)),
            ranges: [{ start: first, end: first + length }],
          }
        : { date: d, enabled: false, startHour: 9, endHour: 17 },
    ),
  ].sort((a, b) => a.date.localeCompare(b.date));
  undo.preferencesTouched = true;
  const cut = await check.expect(
    'updatePreferences',
    `cuts next week to one range of ${length} minutes`,
    { as: run.host, json: { ...editable, timeOff: prefs.timeOff, dateOverrides } },
    200,
  );
  let booking: Booking | null = null;
  try {
    if (!cut) return null;
    const place = { start: Date.parse(slot.start), end: Date.parse(slot.start) + length * MINUTE };
    const proposed = await check.expect(
      'proposeFocusBlocks',
      'proposes the week’s one free range for the second goal',
      { as: run.host, json: { weekStartDate: week } },
      200,
      (a) => {
        const own = (a.body as FocusProposals).proposals.filter((x) => x.goalIndex === 1);
        const at = own[0];
        return own.length === 1 && at && Date.parse(at.startTime) === place.start
          ? null
          : fail('$.proposals', `one block of the second goal at ${iso(place.start)}`, own);
      },
    );
    const proposal = proposed?.body as FocusProposals | undefined;
    const p = proposal?.proposals.find((x) => x.goalIndex === 1);
    if (!proposal || !p) return null;
    const applied = await check.expect(
      'applyFocusBlocks',
      'applies the block of the week’s last free range',
      {
        as: run.host,
        json: {
          weekStartDate: week,
          blocks: [{ goalIndex: 1, startTime: p.startTime, endTime: p.endTime }],
        },
        headers: { 'If-Match': `"${proposal.version}"` },
      },
      201,
    );
    const block = (applied?.body as FocusWeek | undefined)?.blocks.find(
      (b) => b.goalIndex === 1 && b.startTime === p.startTime,
    );
    if (!block) return null;
    const made = await check.expect(
      'bookSlot',
      'books a high-priority slot inside the week’s last free range',
      { as: null, params: highParams, json: focusBooking(run, slot) },
      201,
    );
    booking = (made?.body as Booking | undefined) ?? null;
    if (!booking) return null;
    await check.expect(
      'getFocusWeek',
      'with no room left in the week, the block is dropped, the host told, the goal short',
      { as: run.host, query: { weekStartDate: week } },
      200,
      (a) => {
        const w = a.body as FocusWeek;
        const at = w.blocks.findIndex((b) => b.id === block.id);
        const b = w.blocks[at];
        if (!b) return fail('$.blocks', `the block ${block.id}, dropped`, w.blocks);
        const path = `$.blocks[${at}]`;
        if (b.status !== 'dropped') return fail(`${path}.status`, 'dropped', b.status);
        if (b.version <= block.version)
          return fail(`${path}.version`, `above ${block.version}`, b.version);
        if (!b.notice?.trim())
          return fail(`${path}.notice`, 'the words the host was told', b.notice);
        const planned = w.blocks
          .filter((x) => x.goalIndex === 1 && x.status === 'planned')
          .reduce((sum, x) => sum + minutesOf(x), 0);
        const short = (w.minutesNeeded[1] ?? 0) - planned;
        return short === length
          ? null
          : fail('$.minutesNeeded[1]', `${length} minutes needed and none planned`, short);
      },
    );
    await check.expect(
      'proposeFocusBlocks',
      'finds no room for the dropped time: the goal’s shortfall',
      { as: run.host, json: { weekStartDate: week } },
      200,
      (a) => {
        const p2 = a.body as FocusProposals;
        if (p2.proposals.some((x) => x.goalIndex === 1))
          return fail('$.proposals', 'nothing for the second goal', p2.proposals);
        return p2.shortMinutes[1] === length
          ? null
          : fail('$.shortMinutes[1]', String(length), p2.shortMinutes[1]);
      },
    );
    await check.expect(
      'listMeetings',
      'a dropped block is no longer among the meetings',
      { as: run.host, query: weekRangeOf(week) },
      200,
      (a) => {
        const still = asArray<Meeting>(a.body).find((m) => m.id === block.id);
        return still ? fail('$', `no meeting ${block.id}`, still) : null;
      },
    );
    return booking;
  } finally {
    await check.expect(
      'updatePreferences',
      'puts next week’s overrides back',
      {
        as: run.host,
        json: { ...editable, timeOff: prefs.timeOff, dateOverrides: prefs.dateOverrides },
      },
      200,
      (a) => firstDifference({ dateOverrides: prefs.dateOverrides }, a.body),
    );
  }
}
