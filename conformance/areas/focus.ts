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
import { addDays, dayOfWeek, formatCivil } from '../../src/domain/civil-date';
import { engineRanges, type DayHours } from '../../src/domain/day-ranges';
import { weekAt } from '../../src/domain/week';
import { wallClock } from '../../src/domain/zone-clock';
import { withCode } from '../checker';
import { firstDifference } from '../compare';
import { preview, type Difference } from '../contract';
import { asArray, DAY, MINUTE, slugParams, type Run, type Schemas } from '../core';

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
    await linkRule(run, timezone, links);
  } finally {
    await check.expect(
      'deleteWeeklyGoals',
      'deletes the focus week’s goals (and its blocks)',
      { as: run.host, params: { id: goalsId } },
      204,
    );
  }
}

/** Next week: the standard link lists a block as busy, the high-priority link does not. */
async function linkRule(run: Run, timezone: string, links: readonly Link[]): Promise<void> {
  const check = run.checker(FILE);
  const standard = links.find((l) => l.type === 'standard');
  const high = links.find((l) => l.type === 'high_priority');
  if (!standard || !high) return;
  const week = weekAt(Date.now() + 7 * DAY, timezone).monday;
  const existing = await check.expect(
    'getWeeklyGoals',
    'next week, for the links’ rule',
    { as: run.host, query: { weekStartDate: week } },
    200,
  );
  if ((existing?.body as { id: string | null } | undefined)?.id) return;
  const saved = await check.expect(
    'saveWeeklyGoals',
    'next week needs 30 minutes',
    {
      as: run.host,
      json: { goals: ['Kit focus', '', ''], weekStartDate: week, minutesNeeded: [30, 0, 0] },
    },
    200,
  );
  const goalsId = (saved?.body as { id: string | null } | undefined)?.id;
  if (!goalsId) return;
  try {
    const proposed = await check.expect(
      'proposeFocusBlocks',
      'next week’s half hour',
      { as: run.host, json: { weekStartDate: week } },
      200,
    );
    const p = (proposed?.body as FocusProposals | undefined)?.proposals[0];
    if (!p) return;
    const applied = await check.expect(
      'applyFocusBlocks',
      'applies next week’s half hour',
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
    if (!applied) return;
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
      { as: null, params: slugParams(standard.slug), json: range },
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
    await check.expect(
      'getBusySlots',
      'the high-priority link does not list a focus block',
      { as: null, params: slugParams(high.slug), json: range },
      200,
      (a) => {
        const busy = a.body as Schemas['BusySlotsResponse'];
        // A meeting may lie there too; only a block alone must not be busy: a free time is enough.
        return busy.busySlots.length === 0 || !covers(busy)
          ? null
          : fail('$.busySlots', 'the block’s time free', busy.busySlots);
      },
    );
  } finally {
    await check.expect(
      'deleteWeeklyGoals',
      'deletes next week’s kit goals (and the block)',
      { as: run.host, params: { id: goalsId } },
      204,
    );
  }
}
