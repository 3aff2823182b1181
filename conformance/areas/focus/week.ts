/**
 * Focus time in a week of its own (contract tag `goals`): a goal's time need, the proposal's
 * rules (inside the weekly availability, clear of meetings and their buffer, 30 minutes to 2
 * hours on half hours, the need met or said short), applying with the week's version, the blocks
 * among the meetings (`kind: focus`), and moving and deleting with a block's version.
 *
 * The week is two years and two weeks ahead (nothing of the host's is there); the goals the kit
 * saves are deleted again (and so their blocks). Then the rules on the host's links, next week
 * (`next-week.ts`).
 */
import { addDays } from '../../../src/domain/civil-date';
import { weekAt } from '../../../src/domain/week';
import { withCode } from '../../checker';
import { firstDifference } from '../../compare';
import { asArray, DAY, MINUTE, type Run, type Schemas, type Undo } from '../../core';
import { nextWeekRules } from './next-week';
import { fail, minutesOf, proposalProblem, weekRangeOf } from './rules';

type FocusWeek = Schemas['FocusWeek'];
type FocusProposals = Schemas['FocusProposals'];
type FocusBlock = Schemas['FocusBlock'];
type Meeting = Schemas['Meeting'];
type Preferences = Schemas['Preferences'];
type Link = Schemas['SchedulingLink'];

const FILE = 'conformance/areas/focus/week.ts';
const NEEDS = [120, 90, 0];
const GOALS = ['Kit focus one', 'Kit focus two', ''];

export async function focus(
  run: Run,
  { timezone, links }: { timezone: string; links: readonly Link[] },
  undo: Undo,
): Promise<void> {
  const check = run.checker(FILE);
  run.log('focus time');
  const week = weekAt(Date.now() + 744 * DAY, timezone).monday;
  const range = weekRangeOf(week);

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
