/**
 * Slots of a link with several hosts (a team link): each member's free times by the member's own
 * rules in the member's own zone, by the same generator as a one-host link, then their
 * intersection (`collective`: every member free) or their union (`round_robin`: at least one
 * member free, each slot listing the members free then, in the link's order).
 *
 * The start grid: a team link's starts are every `interval` minutes from midnight on the wall
 * clock of the link's zone (`gridTimeZone`; absent or unknown: UTC), not from each member's range
 * starts as on a one-host link, so that members in zones whose offsets differ by a quarter hour
 * (Kathmandu, +5:45) still share starts. A member offers a start when the whole slot lies in one
 * of their ranges, free of their busy times widened by their buffer, after their notice, inside
 * the booking window, on a day their date rules leave open. Zone offsets and ranges are whole
 * quarter hours, so every member's starts lie on the quarter-hour lattice of UTC; each member's
 * starts are generated on that lattice and the grid picks among them.
 */

import { slotClock, slotIntervalOf } from './rules';
import { freeStarts, groupStarts, zoneMemo, type ZoneMemo } from './generation';
import { toMs } from './input';
import type { Interval, Slot, SlotInput, SlotPreferences, TimeInput } from './types';
import { offsetAt, transitionIn, type ZoneClock } from '../zone-clock';
import { DAY_MS, MINUTE_MS } from '../civil-date';

/** Every zone offset and every range bound is a whole number of quarter hours. */
const LATTICE_MS = 15 * MINUTE_MS;

export type TeamKind = 'collective' | 'round_robin';

/** One member's own rules, in the member's own zone (`preferences.timezone`). */
export interface TeamMember {
  /** The member's id (a host id); slots name free members by it. */
  id: string;
  /**
   * Zone, weekly hours, buffer, and the am/pm preference a standard link honours in the member's
   * zone (null: Monday-Friday 9-17 UTC, buffer 15).
   */
  preferences: SlotPreferences | null;
  /** Every busy time: connected calendars, bookings from any link, focus blocks. */
  busy: Interval[];
  /** Date overrides and closed dates, by the member's local date. */
  dateAvailability?: SlotInput['dateAvailability'];
  timeOff?: SlotInput['timeOff'];
  /** The member's own minimum notice in minutes; the stricter of it and the link's applies. */
  minimumNotice?: number | null;
  /** At most this many bookings a local day (null or absent: no limit), counted in `bookingsPerDay`. */
  dailyLimit?: number | null;
  bookingsPerDay?: SlotInput['bookingsPerDay'];
}

/** The link's own settings (as on a one-host link) and its members, in the link's order. */
export interface TeamSlotInput {
  kind: TeamKind;
  members: readonly TeamMember[];
  type: SlotInput['type'];
  duration: number;
  interval?: number | null;
  windowDays?: number | null;
  /** The link's own dates; a date-only bound is read in each member's zone. */
  window?: SlotInput['window'];
  /** The link's minimum notice (null or absent: the default rules, unless a member sets one). */
  minimumNotice?: number | null;
  /** The zone whose wall clock the start grid follows (the team link's); absent or unknown: UTC. */
  gridTimeZone?: string | null;
  visitorTimeZone: string;
  now: TimeInput;
}

/** A team slot: its time, and the ids of the members free then, in the link's order. */
export interface TeamSlot extends Slot {
  hosts: string[];
}

/** Team slots keyed by YYYY-MM-DD in the visitor's zone; keys ascending; empty days omitted. */
export type TeamSlotsByDate = Record<string, TeamSlot[]>;

/** The stricter of two notices; null when neither is a number of minutes. */
function stricterNotice(a: number | null | undefined, b: number | null | undefined) {
  const ok = (n: number | null | undefined): n is number =>
    typeof n === 'number' && Number.isFinite(n) && n >= 0;
  if (ok(a) && ok(b)) return Math.max(a, b);
  return ok(a) ? a : ok(b) ? b : null;
}

/** A member's input to the one-host generator, on the quarter-hour lattice. */
function memberInput(input: TeamSlotInput, member: TeamMember): SlotInput {
  return {
    type: input.type,
    duration: input.duration,
    interval: 15,
    windowDays: input.windowDays ?? null,
    ...(input.window ? { window: input.window } : {}),
    preferences: member.preferences,
    busy: member.busy,
    visitorTimeZone: input.visitorTimeZone,
    now: input.now,
    dateAvailability: member.dateAvailability ?? {},
    timeOff: member.timeOff ?? [],
    minimumNotice: stricterNotice(input.minimumNotice, member.minimumNotice),
    dailyLimit: member.dailyLimit ?? null,
    bookingsPerDay: member.bookingsPerDay ?? {},
  };
}

/** Whether instant t is on the grid: `stepMs` divides its wall time on the grid's clock. */
function gridTest(clock: ZoneClock, stepMs: number): (t: number) => boolean {
  // The grid clock's offset is looked up once per stretch of constant offset (t ascending).
  let pieceFrom = Infinity;
  let pieceTo = -Infinity;
  let off = 0;
  return (t) => {
    if (t < pieceFrom || t >= pieceTo) {
      off = offsetAt(clock, t);
      pieceFrom = t;
      const ahead = t + DAY_MS;
      pieceTo = offsetAt(clock, ahead) === off ? ahead : transitionIn(clock, t, ahead, off);
    }
    return (((t + off) % stepMs) + stepMs) % stepMs === 0;
  };
}

interface Tally {
  /** Grid starts (ascending) at which the link offers a slot. */
  starts: number[];
  /** For each of `starts`, the indexes of the members free then, ascending. */
  free: number[][];
  durationMs: number;
}

/** Each member's free starts in [from, to] (default: the booking window), met on the grid. */
function tally(input: TeamSlotInput, from?: number, to?: number): Tally | null {
  const n = input.members.length;
  if (n === 0) return null;
  const perMember: number[][] = [];
  let durationMs = NaN;
  let lo = Infinity;
  let hi = -Infinity;
  // Members of one zone share its offsets (one zone clock lookup per day, not per member).
  const memos = new Map<string, ZoneMemo>();
  for (const member of input.members) {
    const named = member.preferences?.timezone;
    const zone = typeof named === 'string' ? named.trim() : '';
    let memo = memos.get(zone);
    if (!memo) {
      memo = zoneMemo();
      memos.set(zone, memo);
    }
    const free = freeStarts(memberInput(input, member), from, to, memo);
    if (!free) return null;
    durationMs = free.ctx.durationMs;
    const s = free.starts;
    perMember.push(s);
    if (s.length > 0) {
      lo = Math.min(lo, s[0] as number);
      hi = Math.max(hi, s[s.length - 1] as number);
    }
  }
  const out: Tally = { starts: [], free: [], durationMs };
  if (lo > hi) return out;

  // One cell per lattice instant from lo to hi; the grid's cells are marked once.
  const base = Math.floor(lo / LATTICE_MS) * LATTICE_MS;
  const size = Math.floor((hi - base) / LATTICE_MS) + 1;
  const onGrid = gridTest(
    slotClock(input.gridTimeZone),
    slotIntervalOf(input.interval) * MINUTE_MS,
  );
  const grid = new Uint8Array(size);
  for (let k = 0; k < size; k++) grid[k] = onGrid(base + k * LATTICE_MS) ? 1 : 0;

  const count = new Uint16Array(size);
  const union = input.kind === 'round_robin';
  const who: (number[] | undefined)[] = union ? new Array(size) : [];
  for (let i = 0; i < n; i++) {
    for (const t of perMember[i] as number[]) {
      const k = (t - base) / LATTICE_MS;
      if (!Number.isInteger(k) || grid[k] !== 1) continue;
      count[k] = (count[k] as number) + 1;
      if (union) {
        const list = who[k];
        if (list) list.push(i);
        else who[k] = [i];
      }
    }
  }
  const all = Array.from({ length: n }, (_, i) => i);
  for (let k = 0; k < size; k++) {
    const c = count[k] as number;
    if (union ? c > 0 : c === n) {
      out.starts.push(base + k * LATTICE_MS);
      out.free.push(union ? (who[k] as number[]) : all);
    }
  }
  return out;
}

/**
 * The team link's slots, grouped by the visitor's local date: for `collective` the times at which
 * every member is free, for `round_robin` those at which at least one is; each slot lists the
 * members free then (for `collective`, all of them).
 */
export function generateTeamSlots(input: TeamSlotInput): TeamSlotsByDate {
  const t = tally(input);
  if (!t || t.starts.length === 0) return {};
  const ids = input.members.map((m) => m.id);
  return groupStarts(
    t.starts,
    t.durationMs,
    slotClock(input.visitorTimeZone),
    (start, end, label, i) => ({
      start,
      end,
      label,
      hosts: (t.free[i] as number[]).map((m) => ids[m] as string),
    }),
  );
}

/**
 * The members who may take exactly this slot (its start on the grid, its length the link's), in
 * the link's order: for `round_robin` every member free then, for `collective` all of them when
 * every one is free; else none. The booking check re-runs this before accepting a booking.
 */
export function freeHostsAt(input: TeamSlotInput, start: TimeInput, end: TimeInput): string[] {
  const s = toMs(start);
  const e = toMs(end);
  if (Number.isNaN(s) || Number.isNaN(e)) return [];
  const t = tally(input, s, e);
  if (!t || t.starts.length !== 1 || t.starts[0] !== s || e - s !== t.durationMs) return [];
  return (t.free[0] as number[]).map((m) => input.members[m]?.id as string);
}
