/**
 * The rescheduling assistant's proposals: which new times it offers for a meeting, and why. Pure:
 * the clock is passed in, every free time comes from the one slot engine (`slots/`, with the
 * standard link's rules: its 21-day booking window and the host's time preference), so whatever
 * the engine blocks (working days and hours, the time preference, meetings and their buffers,
 * and anything it learns to block later) is never proposed.
 *
 * The rules (docs/decisions.md, "The assistant proposes"):
 *  - never a time less than MIN_LEAD_HOURS ahead, nor past the booking window's end;
 *  - the meeting keeps its length, and is not "moved" to where it already is;
 *  - free times inside the wish come first: up to `limit` of them, earliest first;
 *  - when the wish cannot be met, up to `limit` of the nearest free times instead: first the same
 *    times of day on the nearest days (one per day, either side of the wish, nearer first, the
 *    earlier day first when as near), then the other part of the wished day(s), then other times
 *    on farther days; each with its reason ("Thursday afternoon is full; Friday 2:00 PM is the
 *    nearest afternoon");
 *  - only when nothing fits in the whole booking window does it give up, saying exactly why.
 */
import {
  generateSlots,
  STANDARD_WINDOW_HOURS,
  type Interval,
  type SlotInput,
  type SlotPreferences,
} from './slots';
import {
  describeWindow,
  formatZonedMoment,
  inPartOfDay,
  NOON_HOUR,
  zonedWall,
  type PartOfDay,
} from './workflow-intent';
import { dayText, timeText, weekdayName } from './time-text';
import { HOUR_MS, MINUTES_PER_DAY, MINUTE_MS } from './civil-date';

/** No proposal starts sooner than this after now. */
export const MIN_LEAD_HOURS = 20;
/** How many times are offered at most. */
export const PROPOSAL_LIMIT = 3;

export interface Wish {
  window: { start: string; end: string };
  partOfDay: PartOfDay;
  /** IANA zone of the wish (the host's). */
  timeZone: string;
}

export interface ProposedTime {
  startTime: string;
  endTime: string;
  /** Why this time, when the wish could not be met. */
  reason?: string;
}

export interface ProposalInput {
  wish: Wish;
  /** The meeting's length in minutes (kept). */
  duration: number;
  /** Where the meeting is now (never proposed). */
  currentStart: string;
  /** The host's rules, as the booking page reads them. */
  preferences: SlotPreferences;
  /** The host's busy times, the meeting itself left out. */
  busy: Interval[];
  /** The host's time off and date overrides (no times are proposed on a day off). */
  dateRules?: Pick<SlotInput, 'timeOff' | 'dateAvailability'>;
  now: number;
  limit?: number;
}

export type Proposals =
  | { kind: 'in_wish'; times: ProposedTime[] }
  | { kind: 'nearest'; times: ProposedTime[]; unmet: string }
  | { kind: 'none'; message: string };

interface Free {
  start: number;
  end: number;
}

/**
 * Every free time the engine offers from `now` + MIN_LEAD_HOURS (or from `now`, with the
 * engine's own notice, when `lead` is false) to the window's end.
 */
function freeTimes(input: ProposalInput, busy: Interval[], lead = true): Free[] {
  const from = input.now + (lead ? MIN_LEAD_HOURS * HOUR_MS : 0);
  const byDate = generateSlots({
    type: 'standard',
    duration: input.duration,
    window: { startDate: from, endDate: input.now + STANDARD_WINDOW_HOURS * HOUR_MS },
    preferences: input.preferences,
    busy,
    visitorTimeZone: input.wish.timeZone,
    now: input.now,
    ...input.dateRules,
  });
  const current = Date.parse(input.currentStart);
  const out: Free[] = [];
  for (const key of Object.keys(byDate).sort()) {
    for (const slot of byDate[key] ?? []) {
      const start = Date.parse(slot.start);
      if (start < from || start === current) continue;
      out.push({ start, end: Date.parse(slot.end) });
    }
  }
  return out;
}

/** The wish as days and times of day, in its zone. */
interface Shape {
  firstDay: number;
  lastDay: number;
  /** A slot matches the wished times of day when it starts in [fromMin, startLimit)… */
  fromMin: number;
  startLimit: number;
  /** …and ends by endLimit (minutes after its day's midnight). */
  endLimit: number;
  singleDay: boolean;
  /** Whether the wish narrows the day further than its part of day. */
  exactTimes: boolean;
}

function shapeOf(wish: Wish): Shape {
  const start = Date.parse(wish.window.start);
  const end = Date.parse(wish.window.end);
  const a = zonedWall(start, wish.timeZone);
  const b = zonedWall(end - 1, wish.timeZone);
  const singleDay = a.dayNum === b.dayNum;
  const partFrom = wish.partOfDay === 'pm' ? NOON_HOUR * 60 : 0;
  const partTo = wish.partOfDay === 'am' ? NOON_HOUR * 60 : MINUTES_PER_DAY;
  if (!singleDay)
    return {
      firstDay: a.dayNum,
      lastDay: b.dayNum,
      fromMin: partFrom,
      startLimit: partTo,
      endLimit: Number.POSITIVE_INFINITY,
      singleDay,
      exactTimes: false,
    };
  const endMin = zonedWall(end, wish.timeZone).dayNum > a.dayNum ? MINUTES_PER_DAY : b.minutes + 1;
  const fromMin = Math.max(partFrom, a.minutes);
  const endLimit = endMin >= MINUTES_PER_DAY ? Number.POSITIVE_INFINITY : endMin;
  return {
    firstDay: a.dayNum,
    lastDay: b.dayNum,
    fromMin,
    startLimit: Math.min(
      partTo,
      endLimit === Number.POSITIVE_INFINITY ? MINUTES_PER_DAY : endLimit,
    ),
    endLimit,
    singleDay,
    exactTimes: fromMin > partFrom || endLimit !== Number.POSITIVE_INFINITY,
  };
}

function inWish(slot: Free, wish: Wish): boolean {
  return (
    slot.start >= Date.parse(wish.window.start) &&
    slot.end <= Date.parse(wish.window.end) &&
    inPartOfDay(slot.start, wish.partOfDay, wish.timeZone)
  );
}

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

const PART_NOUN: Record<PartOfDay, string> = { am: 'morning', pm: 'afternoon', any: '' };

/** "Thursday afternoon", "Thursday 3:00 PM – 4:30 PM", "Mon, Nov 9 – Fri, Nov 13 afternoons". */
export function wishPhrase(wish: Wish): string {
  const zone = wish.timeZone;
  const start = Date.parse(wish.window.start);
  const end = Date.parse(wish.window.end);
  const shape = shapeOf(wish);
  if (shape.singleDay) {
    const day = weekdayName(start, zone);
    if (shape.exactTimes) return `${day} ${timeText(start, zone)} – ${timeText(end, zone)}`;
    return wish.partOfDay === 'any' ? day : `${day} ${PART_NOUN[wish.partOfDay]}`;
  }
  const days = `${dayText(start, zone)} – ${dayText(end - 1, zone)}`;
  return wish.partOfDay === 'any' ? days : `${days} ${PART_NOUN[wish.partOfDay]}s`;
}

function dayAndTime(ms: number, wishDay: number, timeZone: string): string {
  const day = zonedWall(ms, timeZone).dayNum;
  // A weekday alone names one day only within three days either side of the wish.
  return Math.abs(day - wishDay) <= 3
    ? `${weekdayName(ms, timeZone)} ${timeText(ms, timeZone)}`
    : formatZonedMoment(ms, timeZone);
}

// ---------------------------------------------------------------------------------------------
// Why the wish is not met, why nothing is free
// ---------------------------------------------------------------------------------------------

function hourText(hour: number): string {
  const h = ((hour + 11) % 12) + 1;
  return `${h}:00 ${hour < 12 || hour === 24 ? 'AM' : 'PM'}`;
}

/** Why no free time lies inside the wish: the first rule that rules it out. */
function unmetCause(input: ProposalInput, shape: Shape): string {
  const { wish, now, preferences } = input;
  const lead = now + MIN_LEAD_HOURS * HOUR_MS;
  if (Date.parse(wish.window.start) >= now + STANDARD_WINDOW_HOURS * HOUR_MS)
    return `is beyond the ${STANDARD_WINDOW_HOURS / 24}-day booking window`;
  const openInWish = freeTimes(input, []).some((slot) => inWish(slot, wish));
  if (openInWish) return 'is full';
  const openSooner = freeTimes(input, [], false).some((slot) => inWish(slot, wish));
  if (openSooner || Date.parse(wish.window.end) <= lead)
    return `is less than ${MIN_LEAD_HOURS} hours ahead (the earliest is ${formatZonedMoment(lead, wish.timeZone)})`;
  const days: number[] = [];
  for (let d = shape.firstDay; d <= shape.lastDay; d++) days.push((((d + 4) % 7) + 7) % 7);
  const rules = days.map((dow) => preferences.dayAvailability[String(dow)]);
  const plural = shape.singleDay ? 'is not a working day' : 'are not working days';
  if (rules.every((r) => !r?.enabled)) return plural;
  const pref = preferences.timePreference;
  if ((pref === 'am' && wish.partOfDay === 'pm') || (pref === 'pm' && wish.partOfDay === 'am'))
    return `is outside your time preference (${pref === 'am' ? 'mornings' : 'afternoons'} only)`;
  const open = rules.filter((r) => r?.enabled);
  const outsideHours = open.every(
    (r) => !r || r.endHour * 60 <= shape.fromMin || r.startHour * 60 >= shape.startLimit,
  );
  if (outsideHours) {
    const r = open[0]!;
    return `is outside your working hours (${hourText(r.startHour)} – ${hourText(r.endHour)})`;
  }
  return 'is outside your availability';
}

function noneMessage(input: ProposalInput, openIgnoringMeetings: boolean): string {
  const zone = input.wish.timeZone;
  const window = {
    start: new Date(input.now + MIN_LEAD_HOURS * HOUR_MS).toISOString(),
    end: new Date(input.now + STANDARD_WINDOW_HOURS * HOUR_MS).toISOString(),
  };
  const buffer = input.preferences.noBufferNeeded ? 0 : input.preferences.bufferTime;
  const why = openIgnoringMeetings
    ? `every open time is taken by meetings${buffer > 0 ? ` and their ${buffer}-minute buffers` : ''}`
    : `no working hours are open then (working days, hours and time preference)`;
  return `No free ${input.duration} minutes anywhere in the booking window, ${describeWindow(window, zone)}, from ${MIN_LEAD_HOURS} hours ahead: ${why}`;
}

// ---------------------------------------------------------------------------------------------
// The proposals
// ---------------------------------------------------------------------------------------------

interface Ranked {
  slot: Free;
  rank: number;
  closeness: number;
  bucket: string;
  reason: string;
}

/** What the assistant offers for the wish (see the module comment). */
export function proposeNewTimes(input: ProposalInput): Proposals {
  const limit = input.limit ?? PROPOSAL_LIMIT;
  const { wish } = input;
  const zone = wish.timeZone;
  const free = freeTimes(input, input.busy);
  const inside = free.filter((slot) => inWish(slot, wish));
  if (inside.length > 0)
    return {
      kind: 'in_wish',
      times: inside.slice(0, limit).map((s) => ({
        startTime: new Date(s.start).toISOString(),
        endTime: new Date(s.end).toISOString(),
      })),
    };

  const openIgnoringMeetings = (free.length > 0 ? free : freeTimes(input, [])).length > 0;
  if (free.length === 0) return { kind: 'none', message: noneMessage(input, openIgnoringMeetings) };

  const shape = shapeOf(wish);
  const unmet = `${wishPhrase(wish)} ${unmetCause(input, shape)}`;
  const sameNoun = shape.exactTimes
    ? 'day with that time free'
    : wish.partOfDay === 'any'
      ? 'free time'
      : PART_NOUN[wish.partOfDay];
  const otherNoun = shape.exactTimes
    ? 'free time that day'
    : wish.partOfDay === 'am'
      ? 'afternoon'
      : wish.partOfDay === 'pm'
        ? 'morning'
        : 'free time';

  const ranked: Ranked[] = free.map((slot) => {
    const w = zonedWall(slot.start, zone);
    const endMinutes = w.minutes + Math.round((slot.end - slot.start) / MINUTE_MS);
    const sameTimes =
      w.minutes >= shape.fromMin && w.minutes < shape.startLimit && endMinutes <= shape.endLimit;
    const before = w.dayNum < shape.firstDay;
    const distance = before
      ? shape.firstDay - w.dayNum
      : w.dayNum > shape.lastDay
        ? w.dayNum - shape.lastDay
        : 0;
    const closeness =
      w.minutes < shape.fromMin
        ? shape.fromMin - w.minutes
        : w.minutes >= shape.startLimit
          ? w.minutes - shape.startLimit + 1
          : 0;
    const when = dayAndTime(slot.start, shape.firstDay, zone);
    let rank: number;
    let reason: string;
    if (distance === 0) {
      rank = 1.5;
      reason = `${when} is the nearest ${otherNoun}`;
    } else if (sameTimes) {
      rank = distance;
      reason = `${when} is the nearest ${before ? 'earlier ' : ''}${sameNoun}`;
    } else {
      rank = distance + 1.5;
      reason = `${when} is the nearest free time`;
    }
    return {
      slot,
      rank,
      closeness,
      bucket: `${w.dayNum}:${sameTimes ? 'same' : 'other'}`,
      reason: `${unmet}; ${reason}`,
    };
  });
  ranked.sort(
    (a, b) => a.rank - b.rank || a.closeness - b.closeness || a.slot.start - b.slot.start,
  );
  const seen = new Set<string>();
  const times: ProposedTime[] = [];
  for (const r of ranked) {
    if (seen.has(r.bucket)) continue;
    seen.add(r.bucket);
    times.push({
      startTime: new Date(r.slot.start).toISOString(),
      endTime: new Date(r.slot.end).toISOString(),
      reason: r.reason,
    });
    if (times.length >= limit) break;
  }
  return { kind: 'nearest', times, unmet };
}

/** The earliest instant a proposal may start at `now`. */
export function earliestProposal(now: number): number {
  return now + MIN_LEAD_HOURS * HOUR_MS;
}
