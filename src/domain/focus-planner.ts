/**
 * Focus time for the weekly goals (docs/decisions.md#focus-time-for-the-weekly-goals): the pure
 * planner's week. It cuts the week into free cells, checks a block a host places or moves, and
 * finds a new home for a block a booking took; `focus-plan.ts` proposes the blocks. No I/O, no
 * React; the clock is an argument.
 *
 * Time is cut into 30-minute cells of the host's wall clock inside their weekly availability
 * (built per calendar day through the zone clock, so DST days have the cells they really have).
 * A day's availability is its ranges (docs/decisions.md#several-ranges-a-day), read as the slot
 * engine reads them (`engineRanges`): a cell lies on the half hours of the host's clock wholly
 * inside one range, so a range from 1:30 PM to 5:15 PM holds 1:30 to 5:00 PM and a lunch gap holds
 * none. A cell is free when it has not begun, lies clear of every meeting and every time a visitor
 * holds (each widened by the buffer: a held time becomes a meeting), and holds no other focus
 * block. A block is 30 minutes to 2 hours of contiguous free cells of one range (ranges that only
 * touch stay apart, as they do for the booking page).
 */
import { addDays, dayOfWeek, parseCivil, type CivilDate } from './civil-date';
import { engineRanges } from './day-ranges';
import type { DayAvailability, TimePreference } from './preferences';
import { zonedInstant } from './zone-clock';

export const FOCUS_STEP_MINUTES = 30;
export const FOCUS_MIN_BLOCK_MINUTES = 30;
export const FOCUS_MAX_BLOCK_MINUTES = 120;
/** A goal needs at most 20 hours a week, in half hours. */
export const GOAL_MAX_MINUTES = 1200;
/** Noon on the host's clock splits the morning from the afternoon (as the slot engine's am/pm). */
export const NOON_MINUTES = 12 * 60;
const STEP_MS = FOCUS_STEP_MINUTES * 60_000;

/** Instants in epoch milliseconds, end exclusive. */
export interface Span {
  start: number;
  end: number;
}

export interface FocusSpan extends Span {
  goalIndex: number;
}

/** The week and the host's rules the planner works in. */
export interface FocusWeek {
  /** The week's Monday, a date in the host's zone. */
  weekStartDate: CivilDate;
  timeZone: string;
  /**
   * The weekly hours, keyed '0' (Sunday) to '6'; a missing day is closed. A day's `ranges` when it
   * has any, else its one range `startHour` to `endHour` (`engineRanges`).
   */
  dayAvailability: Readonly<Record<string, DayAvailability>>;
  /**
   * Host-local dates whose hours (and ranges) replace their weekday's (date overrides, time off
   * as closed).
   */
  dateAvailability?: Readonly<Record<string, DayAvailability>>;
  timePreference: TimePreference;
  /** Minutes kept free around every meeting (0 when no buffer is needed). */
  bufferMinutes: number;
  /** The host's meetings (not widened). */
  meetings: readonly Span[];
  /** Times visitors hold right now (not widened): busy as meetings are. */
  held?: readonly Span[];
  /** Focus blocks already on the calendar this week. */
  blocks: readonly FocusSpan[];
  now: number;
}

export interface Cell extends Span {
  date: CivilDate;
  /** Minutes after local midnight of its date. */
  minute: number;
  /** Its range: the date and the range's start ('2027-03-01@810'); a block keeps to one. */
  range: string;
}

/** Every 30-minute cell of the week's availability, in order, past ones included. */
export function availabilityCells(
  week: Pick<FocusWeek, 'weekStartDate' | 'timeZone' | 'dayAvailability' | 'dateAvailability'>,
): Cell[] {
  const cells: Cell[] = [];
  const seen = new Set<number>();
  for (let offset = 0; offset < 7; offset++) {
    const date = addDays(week.weekStartDate, offset);
    const hours =
      week.dateAvailability?.[date] ?? week.dayAvailability[String(dayOfWeek(date))] ?? null;
    if (!hours?.enabled) continue;
    const fields = parseCivil(date);
    for (const hoursRange of engineRanges(hours)) {
      const range = `${date}@${hoursRange.start}`;
      const first = Math.ceil(hoursRange.start / FOCUS_STEP_MINUTES) * FOCUS_STEP_MINUTES;
      const last = hoursRange.end - FOCUS_STEP_MINUTES;
      for (let minute = first; minute <= last; minute += FOCUS_STEP_MINUTES) {
        const start = zonedInstant(fields, minute, week.timeZone);
        const end = zonedInstant(fields, minute + FOCUS_STEP_MINUTES, week.timeZone);
        // A wall time skipped or repeated by a DST change is not a whole half hour: no cell.
        if (end - start !== STEP_MS || seen.has(start)) continue;
        seen.add(start);
        cells.push({ start, end, date, minute, range });
      }
    }
  }
  return cells.sort((a, b) => a.start - b.start);
}

export const minutesOf = (s: Span) => Math.round((s.end - s.start) / 60_000);
const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** Why a cell cannot hold focus time, or null when it is free. */
function cellProblem(cell: Span, week: FocusWeek, blocks: readonly Span[]): FocusRefusal | null {
  if (cell.start < week.now) return 'past';
  const buffer = week.bufferMinutes * 60_000;
  for (const m of week.meetings) {
    if (overlaps(cell, { start: m.start - buffer, end: m.end + buffer })) return 'busy';
  }
  for (const h of week.held ?? []) {
    if (overlaps(cell, { start: h.start - buffer, end: h.end + buffer })) return 'held';
  }
  for (const b of blocks) if (overlaps(cell, b)) return 'focus';
  return null;
}

/** The free cells of the week (see the file's comment), in order. */
export function freeCells(week: FocusWeek, blocks: readonly Span[] = week.blocks): Cell[] {
  return availabilityCells(week).filter((cell) => cellProblem(cell, week, blocks) === null);
}

/** Runs of contiguous free cells of one range (so of one date). */
export function runsOf(cells: readonly Cell[]): Cell[][] {
  const runs: Cell[][] = [];
  for (const cell of cells) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && last.end === cell.start && last.range === cell.range) run.push(cell);
    else runs.push([cell]);
  }
  return runs;
}

export type FocusRefusal =
  /** Not 30 minutes to 2 hours, or not on the half hour. */
  | 'shape'
  /** Not inside one range of the week's availability (or not in this week). */
  | 'outside_availability'
  | 'past'
  /** Over a meeting or its buffer. */
  | 'busy'
  /** Over a time a visitor holds, or its buffer. */
  | 'held'
  /** Over another focus block. */
  | 'focus';

/** Why `span` cannot be a focus block of the week (the other blocks as `week.blocks`), or null. */
export function focusRefusal(week: FocusWeek, span: Span): FocusRefusal | null {
  const minutes = (span.end - span.start) / 60_000;
  if (
    !Number.isInteger(minutes) ||
    minutes < FOCUS_MIN_BLOCK_MINUTES ||
    minutes > FOCUS_MAX_BLOCK_MINUTES ||
    minutes % FOCUS_STEP_MINUTES !== 0
  )
    return 'shape';
  const cells = new Map(availabilityCells(week).map((c) => [c.start, c]));
  const range = cells.get(span.start)?.range;
  for (let t = span.start; t < span.end; t += STEP_MS) {
    const cell = cells.get(t);
    if (!cell || cell.end !== t + STEP_MS || cell.range !== range) return 'outside_availability';
    const problem = cellProblem(cell, week, week.blocks);
    if (problem) return problem;
  }
  return null;
}

/**
 * The new home of a block a high-priority booking took: the first free time of the same length
 * at or after where it was, else the first one earlier in the week (never in the past), else
 * null (the week has no room: the block is dropped). `week.meetings` holds the new booking;
 * `week.blocks` the other blocks.
 */
export function relocateBlock(week: FocusWeek, block: Span): Span | null {
  const length = minutesOf(block);
  const cellsNeeded = Math.max(1, Math.round(length / FOCUS_STEP_MINUTES));
  const runs = runsOf(freeCells(week));
  const starts: number[] = [];
  for (const run of runs) {
    for (let i = 0; i + cellsNeeded <= run.length; i++) starts.push(run[i]!.start);
  }
  const start = starts.find((s) => s >= block.start) ?? starts[0];
  return start === undefined ? null : { start, end: start + length * 60_000 };
}

export interface GoalFocusTotals {
  needed: number;
  /** Minutes of the goal's blocks this week. */
  planned: number;
  /** Minutes of them already behind us. */
  done: number;
  /** Needed but not planned. */
  short: number;
}

/** Per goal: the time needed, planned, already behind us, and short (all in minutes). */
export function goalFocusTotals(
  minutesNeeded: readonly number[],
  blocks: readonly FocusSpan[],
  now: number,
): GoalFocusTotals[] {
  return minutesNeeded.map((needed, index) => {
    const own = blocks.filter((b) => b.goalIndex === index);
    const planned = own.reduce((sum, b) => sum + minutesOf(b), 0);
    const done = own.reduce(
      (sum, b) => sum + Math.max(0, Math.round((Math.min(b.end, now) - b.start) / 60_000)),
      0,
    );
    return { needed, planned, done, short: Math.max(0, needed - planned) };
  });
}

/** '2 h', '1 h 30 min', '30 min', '0 min'. */
export function minutesText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

export interface FocusSummary {
  /** Minutes all goals need this week. */
  needed: number;
  /** Minutes of the planned blocks. */
  planned: number;
  /** Of every block applied this week, the share (0 to 1) never moved nor dropped; null: none. */
  keptShare: number | null;
}

/** The analytics card's figures from a week's blocks (dropped ones included). */
export function focusSummary(
  minutesNeeded: readonly number[],
  blocks: readonly {
    startTime: string;
    endTime: string;
    status: 'planned' | 'dropped';
    moves: number;
  }[],
): FocusSummary {
  const length = (b: { startTime: string; endTime: string }) =>
    Math.round((Date.parse(b.endTime) - Date.parse(b.startTime)) / 60_000);
  const applied = blocks.reduce((sum, b) => sum + length(b), 0);
  const kept = blocks
    .filter((b) => b.status === 'planned' && b.moves === 0)
    .reduce((sum, b) => sum + length(b), 0);
  return {
    needed: minutesNeeded.reduce((sum, m) => sum + m, 0),
    planned: blocks.filter((b) => b.status === 'planned').reduce((sum, b) => sum + length(b), 0),
    keptShare: applied === 0 ? null : kept / applied,
  };
}
