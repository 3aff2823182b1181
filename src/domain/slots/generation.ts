/**
 * Slot generation: candidate starts per range of each host-local day, from the range's start and
 * then every interval, checked against the merged busy intervals, then grouped and labelled by the
 * visitor's local date.
 */

import { mergeBusy } from './busy-merge';
import { engineRanges, type TimeRange } from '../day-ranges';
import { toMs } from './input';
import { inTimeOff, prepare, type Context } from './rules';
import {
  AM_PM_CUTOFF_HOUR,
  HIGH_PRIORITY_SAME_DAY_LEAD_MINUTES,
  MIN_NOTICE_MINUTES,
  type Slot,
  type SlotInput,
  type SlotsByDate,
  type TimeInput,
} from './types';
import {
  dayNumAt,
  instantAt,
  offsetAt,
  offsetPieces,
  transitionIn,
  type ZoneClock,
} from '../zone-clock';
import { civilDateOfDay, DAY_MS, HOUR_MS, MINUTE_MS } from '../civil-date';
import type { DayAvailability } from '../preferences';

const DAY_KEYS = ['0', '1', '2', '3', '4', '5', '6'];

/**
 * The first instant at which the host's clock reads `minutes` after the start of local day
 * `dayNum` or later: the time itself, its earlier instant when it is repeated, and the end of the
 * gap when the clock skips it (a range from 2:30 on a spring-forward day starts at 3:00).
 */
function rangeBound(clock: ZoneClock, dayNum: number, minutes: number): number {
  const t = instantAt(clock, dayNum, minutes);
  if (t + offsetAt(clock, t) === dayNum * DAY_MS + minutes * MINUTE_MS) return t;
  const before = t - 3 * HOUR_MS;
  return transitionIn(clock, before, t, offsetAt(clock, before));
}

// ---------------------------------------------------------------------------------------------
// Candidate generation
// ---------------------------------------------------------------------------------------------

type Piece = { from: number; to: number; offset: number };

/**
 * What the generator reads from a host zone's clock (each day's probe, the instants of range
 * bounds, a window's stretches of constant offset, an instant's day), kept by a caller that runs
 * several hosts of one zone: their zone's readings are the same for all of them.
 */
export interface ZoneMemo {
  probes: Map<number, number>;
  bounds: Map<number, number>;
  pieces: Map<string, Piece[]>;
  days: Map<number, number>;
}

export function zoneMemo(): ZoneMemo {
  return { probes: new Map(), bounds: new Map(), pieces: new Map(), days: new Map() };
}

function memo<K, V>(map: Map<K, V>, key: K, read: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = read();
    map.set(key, value);
  }
  return value;
}

/** Start instants (ascending, distinct) of the free slots lying entirely inside [from, to]. */
function collectStarts(
  ctx: Context,
  from: number,
  to: number,
  zone: ZoneMemo = zoneMemo(),
): number[] {
  const out: number[] = [];
  const windowFrom = Math.max(from, ctx.windowStart);
  const windowTo = Math.min(to, ctx.windowEnd);
  const dur = ctx.durationMs;
  const step = ctx.stepMs;
  if (!(windowFrom + dur <= windowTo)) return out;

  const busy = mergeBusy(ctx.busy, ctx.bufferMs, windowFrom, windowTo);
  let p = 0;

  const minStart = ctx.nowMs + (ctx.noticeMs ?? MIN_NOTICE_MINUTES * MINUTE_MS);
  const sameDayMinStart = ctx.nowMs + HIGH_PRIORITY_SAME_DAY_LEAD_MINUTES * MINUTE_MS;
  const firstDay = memo(zone.days, windowFrom, () => dayNumAt(ctx.host, windowFrom));
  const lastDay = memo(zone.days, windowTo, () => dayNumAt(ctx.host, windowTo));
  let last = -Infinity;

  // Fast path: all of local day n lies between the instants probe(n) and probe(n + 3) whatever
  // the offset (-12 h..+14 h). When the offset is the same at both probes, the day has no
  // transition (zones never change offset twice within three days), so its wall times convert
  // with that one offset. Probes are shared by neighbouring days: about one Intl call a day.
  const probe = (n: number): number =>
    memo(zone.probes, n, () => offsetAt(ctx.host, n * DAY_MS - 14 * HOUR_MS));
  const bound = (n: number, minutes: number): number =>
    memo(zone.bounds, n * 1440 + minutes, () => rangeBound(ctx.host, n, minutes));

  // A day's date key is written only when a date rule may need it; a weekday's ranges are read
  // once per call, not once per date.
  const dated =
    ctx.timeOff.length > 0 ||
    ctx.dailyLimit !== null ||
    Object.keys(ctx.dateAvailability).length > 0;
  const rangesOfDay = new Map<DayAvailability, TimeRange[]>();
  const oneWindow: Piece[] = [{ from: 0, to: 0, offset: 0 }];

  for (let dayNum = firstDay; dayNum <= lastDay; dayNum++) {
    const dow = (((dayNum + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday; Sunday = 0
    // Date rules, by the host-local date: time off, then a full day, then the date's own hours.
    const dateKey = dated ? civilDateOfDay(dayNum) : '';
    if (ctx.timeOff.length > 0 && inTimeOff(ctx.timeOff, dateKey)) continue;
    if (ctx.dailyLimit !== null && (ctx.bookingsPerDay[dateKey] ?? 0) >= ctx.dailyLimit) continue;
    const avail =
      (dated ? ctx.dateAvailability[dateKey] : undefined) ??
      ctx.dayAvailability[DAY_KEYS[dow] as string];
    if (!avail || avail.enabled !== true) continue;
    let ranges = rangesOfDay.get(avail);
    if (!ranges) {
      ranges = engineRanges(avail);
      rangesOfDay.set(avail, ranges);
    }

    const dayWall = dayNum * DAY_MS;
    const dayOffset = probe(dayNum);
    const uniform = dayOffset === probe(dayNum + 3);
    for (const range of ranges) {
      // The range, from the calendar date and the wall-clock times (DST-safe).
      const rangeStart = uniform
        ? dayWall + range.start * MINUTE_MS - dayOffset
        : bound(dayNum, range.start);
      const rangeEnd = uniform
        ? dayWall + range.end * MINUTE_MS - dayOffset
        : bound(dayNum, range.end);

      let lo = Math.max(rangeStart, windowFrom, minStart);
      // high_priority today: the window starts at the later of the day's start and now, and
      // today's slots need 2 hours of lead time (which implies the former), unless the link sets
      // its own minimum notice, which then replaces both default rules.
      if (ctx.noticeMs === null && ctx.type === 'high_priority' && dayNum === ctx.todayNum) {
        lo = Math.max(lo, sameDayMinStart);
      }
      const hi = Math.min(rangeEnd, windowTo);
      const lastStart = hi - dur;
      if (lo > lastStart) continue;

      // Starts are the range's start and every interval after it, by the host's wall clock.
      const anchor = dayWall + range.start * MINUTE_MS;
      let pieces = oneWindow;
      if (uniform) {
        const only = oneWindow[0] as Piece;
        only.from = lo;
        only.to = lastStart + 1;
        only.offset = dayOffset;
      } else {
        pieces = memo(zone.pieces, `${lo}:${lastStart}`, () =>
          offsetPieces(ctx.host, lo, lastStart + 1),
        );
      }
      for (const piece of pieces) {
        const off = piece.offset;
        // First instant of this piece whose host-local wall time is on the range's grid.
        let t = anchor - off + Math.ceil((piece.from + off - anchor) / step) * step;
        for (; t < piece.to; t += step) {
          if (ctx.type === 'standard' && ctx.timePreference !== 'both') {
            // am/pm is judged in the HOST's zone, not the viewer's: the viewer's zone would let a
            // visitor abroad book the host's afternoon under a 'Morning (AM)' preference
            // (docs/decisions.md). high_priority links ignore am/pm.
            const isAm = t + off - dayWall < AM_PM_CUTOFF_HOUR * HOUR_MS;
            if (isAm !== (ctx.timePreference === 'am')) continue;
          }
          const end = t + dur;
          while (p < busy.length && (busy.ends[p] as number) <= t) p++;
          if (p < busy.length && (busy.starts[p] as number) < end) continue; // overlaps busy+buffer
          if (t > last) {
            out.push(t);
            last = t;
          }
        }
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/**
 * Instant -> ISO 8601 UTC with milliseconds, as Date#toISOString gives it, but with the date part
 * computed once per day (toISOString costs about a microsecond, a third of the whole budget).
 */
function makeIsoFormatter(): (t: number) => string {
  let cachedDay = NaN;
  let cachedDate = '';
  return (t) => {
    const day = Math.floor(t / DAY_MS);
    if (day !== cachedDay) {
      cachedDay = day;
      cachedDate = civilDateOfDay(day);
    }
    let rest = t - day * DAY_MS;
    const h = Math.floor(rest / HOUR_MS);
    rest -= h * HOUR_MS;
    const m = Math.floor(rest / MINUTE_MS);
    rest -= m * MINUTE_MS;
    const sec = Math.floor(rest / 1000);
    const ms = rest - sec * 1000;
    return `${cachedDate}T${pad2(h)}:${pad2(m)}:${pad2(sec)}.${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z`;
  };
}

/**
 * Slots of the given start instants (ascending), grouped by the visitor's local date of their
 * start; `make` builds each (from its ISO start and end, its label and its index in `starts`).
 */
export function groupStarts<S extends Slot>(
  starts: readonly number[],
  durationMs: number,
  visitor: ZoneClock,
  make: (start: string, end: string, label: string, index: number) => S,
): Record<string, S[]> {
  const iso = makeIsoFormatter();
  const groups = new Map<string, S[]>();
  let keyDay = NaN;
  let key = '';
  // The visitor's offset is looked up once per stretch of constant offset, not once per slot.
  let pieceFrom = Infinity;
  let pieceTo = -Infinity;
  let off = 0;
  for (let i = 0; i < starts.length; i++) {
    const t = starts[i] as number;
    if (t < pieceFrom || t >= pieceTo) {
      off = offsetAt(visitor, t);
      pieceFrom = t;
      const ahead = t + DAY_MS;
      pieceTo = offsetAt(visitor, ahead) === off ? ahead : transitionIn(visitor, t, ahead, off);
    }
    const wall = t + off;
    const dayNum = Math.floor(wall / DAY_MS);
    const minuteOfDay = Math.floor((wall - dayNum * DAY_MS) / MINUTE_MS);
    const h = Math.floor(minuteOfDay / 60);
    const label = `${h % 12 === 0 ? 12 : h % 12}:${pad2(minuteOfDay % 60)} ${h < 12 ? 'AM' : 'PM'}`;
    if (dayNum !== keyDay) {
      keyDay = dayNum;
      key = civilDateOfDay(dayNum);
    }
    const slot = make(iso(t), iso(t + durationMs), label, i);
    const list = groups.get(key);
    if (list) list.push(slot);
    else groups.set(key, [slot]);
  }

  const result: Record<string, S[]> = {};
  for (const key of [...groups.keys()].sort()) {
    const list = groups.get(key);
    if (list) result[key] = list;
  }
  return result;
}

/**
 * The start instants (epoch ms, ascending) of the free slots of [from, to] (default: the whole
 * booking window), with the normalised context they were made from; null when the input cannot
 * be read. The one generator behind `generateSlots`, `isSlotAvailable` and the hosts' slots.
 */
export function freeStarts(
  input: SlotInput,
  from?: number,
  to?: number,
  /** The host zone's readings, kept for the next host of the same zone. */
  zone?: ZoneMemo,
): { starts: number[]; ctx: Context } | null {
  const ctx = prepare(input);
  if (!ctx) return null;
  return {
    starts: collectStarts(ctx, from ?? ctx.windowStart, to ?? ctx.windowEnd, zone),
    ctx,
  };
}

/** Free slots grouped by the visitor's local date of their start. */
export function generateSlots(input: SlotInput): SlotsByDate {
  const free = freeStarts(input);
  if (!free) return {};
  return groupStarts(free.starts, free.ctx.durationMs, free.ctx.visitor, (start, end, label) => ({
    start,
    end,
    label,
  }));
}

/**
 * True iff exactly this slot (same start instant, length = duration) is among the slots that
 * generateSlots would offer for this input. Used to re-check a booking before accepting it.
 */
export function isSlotAvailable(input: SlotInput, startIso: TimeInput, endIso: TimeInput): boolean {
  const start = toMs(startIso);
  const end = toMs(endIso);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  const ctx = prepare(input);
  if (!ctx || end - start !== ctx.durationMs) return false;
  // Restricting the search to the slot itself leaves only this start possible; alignment is by
  // each range's start on the host's wall clock, not by the search's bounds, so the answer
  // equals generateSlots' one.
  const starts = collectStarts(ctx, start, end);
  return starts.length === 1 && starts[0] === start;
}
