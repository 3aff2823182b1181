/**
 * The assistant's focus plan for the weekly goals: blocks a person would plan. Pure; the week,
 * its free cells and their rules are `focus-planner.ts`.
 *
 * - **Fewest, longest blocks.** A goal's need is cut into the fewest blocks of at most 2 hours,
 *   as even as the half hours allow (3 hours: two of 1 h 30 min; 5 hours: 2 h, 1 h 30, 1 h 30),
 *   so nothing is left as a 30-minute tail when the week has room. A block goes to a free
 *   stretch long enough for it first; only when the week has none is it cut to the longest
 *   stretch there is (an hour or more before anything shorter), and the goal is marked as split
 *   by the week (`splitByWeek`), which the proposal says.
 * - **The goal's own words.** "morning(s)" or "afternoon(s)" in a goal's text (not both) keeps
 *   its blocks to that part of the day on the host's clock (noon splits them), before the
 *   host's `timePreference`; a goal is never given the other part while its own has room.
 * - **Spread.** A goal's blocks go to different days while it can, and each to the day with the
 *   least focus time so far (ties: the earliest). Goals take turns, one block each, so all of
 *   them progress.
 */
import type { CivilDate } from './civil-date';
import {
  availabilityCells,
  FOCUS_MAX_BLOCK_MINUTES,
  FOCUS_MIN_BLOCK_MINUTES,
  FOCUS_STEP_MINUTES,
  freeCells,
  minutesOf,
  NOON_MINUTES,
  runsOf,
  type Cell,
  type FocusSpan,
  type FocusWeek,
  type Span,
} from './focus-planner';
import type { TimePreference } from './preferences';
import { weekdayName } from './time-text';

export interface GoalNeed {
  /** The goal's text ('' for a blank slot). */
  title: string;
  /** Minutes the goal needs this week (0: none). */
  minutesNeeded: number;
}

export interface FocusProposal extends FocusSpan {
  /** Why this time, in words. */
  reason: string;
}

export interface FocusPlan {
  proposals: FocusProposal[];
  /** Per goal, the minutes still missing after the proposals (0 when all fit). */
  shortMinutes: number[];
  /**
   * Per goal, true when the week's free time forced its time into smaller pieces than the
   * fewest blocks of up to 2 hours (no free stretch was long enough).
   */
  splitByWeek: boolean[];
}

/** A block is at least this long wherever the week allows. */
export const FOCUS_GOOD_BLOCK_MINUTES = 60;

type Part = 'am' | 'pm';
const PART_WORD = { am: 'morning', pm: 'afternoon' } as const;

/** The part of the day a goal's text asks for: 'morning(s)' or 'afternoon(s)', not both. */
export function goalPart(title: string): Part | null {
  const morning = /\bmornings?\b/i.test(title);
  const afternoon = /\bafternoons?\b/i.test(title);
  if (morning === afternoon) return null;
  return morning ? 'am' : 'pm';
}

/**
 * The fewest blocks of at most 2 hours for `minutes` (a multiple of 30 from 30 up), as even as
 * the half hours allow, longest first: 180 → [90, 90], 150 → [90, 60], 300 → [120, 90, 90].
 */
export function blockLengths(minutes: number): number[] {
  const cells = Math.floor(minutes / FOCUS_STEP_MINUTES);
  if (cells <= 0) return [];
  const count = Math.ceil((cells * FOCUS_STEP_MINUTES) / FOCUS_MAX_BLOCK_MINUTES);
  const base = Math.floor(cells / count);
  const extra = cells % count;
  return Array.from({ length: count }, (_, i) => (base + (i < extra ? 1 : 0)) * FOCUS_STEP_MINUTES);
}

const inPart = (cell: Cell, part: Part) =>
  part === 'am' ? cell.minute < NOON_MINUTES : cell.minute >= NOON_MINUTES;
const inPreference = (cell: Cell, preference: TimePreference) =>
  preference === 'both' || inPart(cell, preference);

interface Choice {
  run: Cell[];
  /** Minutes of the block placed there. */
  length: number;
  inGoalPart: boolean;
  inPreferred: boolean;
}

/** A goal's wishes for its next block. */
interface Wish {
  length: number;
  part: Part | null;
  /** Days the goal already has a block on. */
  days: ReadonlySet<CivilDate>;
}

function chooseRun(
  free: readonly Cell[],
  preference: TimePreference,
  load: ReadonlyMap<CivilDate, number>,
  wish: Wish,
): Choice | null {
  let best: { choice: Choice; key: number[] } | null = null;
  for (const whole of runsOf(free)) {
    // The whole stretch and its morning and afternoon stretches.
    const options = [
      whole,
      ...runsOf(whole.filter((c) => inPart(c, 'am'))),
      ...runsOf(whole.filter((c) => inPart(c, 'pm'))),
    ];
    for (const run of options) {
      const first = run[0];
      if (!first) continue;
      const length = Math.min(run.length * FOCUS_STEP_MINUTES, wish.length);
      const inGoalPart = wish.part === null || run.every((c) => inPart(c, wish.part!));
      const inPreferred = run.every((c) => inPreference(c, preference));
      const key = [
        inGoalPart ? 0 : 1,
        // Long enough for the block, else an hour or more, else what there is.
        length >= wish.length ? 0 : length >= FOCUS_GOOD_BLOCK_MINUTES ? 1 : 2,
        -length,
        inPreferred ? 0 : 1,
        wish.days.has(first.date) ? 1 : 0,
        load.get(first.date) ?? 0,
        first.start,
      ];
      if (!best || lexLess(key, best.key))
        best = { choice: { run, length, inGoalPart, inPreferred }, key };
    }
  }
  return best?.choice ?? null;
}

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    if (a[i]! !== b[i]!) return a[i]! < b[i]!;
  }
  return false;
}

/**
 * Proposes focus blocks for what each goal still needs this week (its need less the minutes of
 * its blocks already planned, past ones included), by the rules of the file's comment.
 */
export function planFocus(week: FocusWeek, goals: readonly GoalNeed[]): FocusPlan {
  const remaining = goals.map((goal, index) => {
    if (goal.title.trim() === '' || goal.minutesNeeded <= 0) return 0;
    const planned = week.blocks
      .filter((b) => b.goalIndex === index)
      .reduce((sum, b) => sum + minutesOf(b), 0);
    return Math.max(0, goal.minutesNeeded - planned);
  });
  // Each goal's blocks to place, longest first.
  const queues = remaining.map((r) => blockLengths(r));
  const splitByWeek = goals.map(() => false);
  const taken: Span[] = [...week.blocks];
  const load = new Map<CivilDate, number>();
  const goalDays = goals.map(() => new Set<CivilDate>());
  const cells = availabilityCells(week);
  const dateOf = (t: number) => cells.find((c) => c.start <= t && t < c.end)?.date;
  for (const b of week.blocks) {
    const date = dateOf(b.start);
    if (!date) continue;
    load.set(date, (load.get(date) ?? 0) + minutesOf(b));
    goalDays[b.goalIndex]?.add(date);
  }
  const proposals: FocusProposal[] = [];
  for (let placed = true; placed;) {
    placed = false;
    for (let index = 0; index < goals.length; index++) {
      const queue = queues[index]!;
      const want = queue[0];
      if (want === undefined || want < FOCUS_MIN_BLOCK_MINUTES) continue;
      const part = goalPart(goals[index]!.title);
      const choice = chooseRun(freeCells(week, taken), week.timePreference, load, {
        length: want,
        part,
        days: goalDays[index]!,
      });
      if (!choice) {
        queue.length = 0;
        continue;
      }
      const first = choice.run[0]!;
      const block = {
        goalIndex: index,
        start: first.start,
        end: first.start + choice.length * 60_000,
      };
      queue.shift();
      if (choice.length < want) {
        // No stretch long enough: the rest goes back as a smaller piece.
        splitByWeek[index] = true;
        queue.unshift(want - choice.length);
      }
      taken.push(block);
      load.set(first.date, (load.get(first.date) ?? 0) + choice.length);
      goalDays[index]!.add(first.date);
      remaining[index] = (remaining[index] ?? 0) - choice.length;
      proposals.push({ ...block, reason: reasonFor(week, first, choice, part, load) });
      placed = true;
    }
  }
  // A need under 30 minutes left over (only when an odd need met a full week) is still short.
  return {
    proposals: proposals.sort((a, b) => a.start - b.start),
    shortMinutes: remaining.map((r) => Math.max(0, r)),
    splitByWeek,
  };
}

function reasonFor(
  week: FocusWeek,
  first: Cell,
  choice: Choice,
  goalWants: Part | null,
  load: ReadonlyMap<CivilDate, number>,
): string {
  const day = weekdayName(first.start, week.timeZone);
  const part = first.minute < NOON_MINUTES ? 'morning' : 'afternoon';
  const lightest = Math.min(...[...load.values()]);
  const spread =
    (load.get(first.date) ?? 0) <= lightest
      ? 'the lightest day so far'
      : 'the day with the most room left';
  if (goalWants !== null) {
    return choice.inGoalPart
      ? `${day} ${part} is free (the goal asks for the ${part}), ${spread}`
      : `No free ${PART_WORD[goalWants]} left, so ${day} ${part}, ${spread}`;
  }
  if (week.timePreference === 'both') return `${day} ${part} is free, ${spread}`;
  if (choice.inPreferred) return `${day} ${part} is free (you prefer the ${part}), ${spread}`;
  return `No free ${PART_WORD[week.timePreference]} left, so ${day} ${part}, ${spread}`;
}
