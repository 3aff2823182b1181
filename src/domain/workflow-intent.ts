/**
 * What the rescheduling assistant understood from a request (`context.intent` of a workflow), and
 * how it reads in words. Pure: Intl only, no clock.
 *
 * The window is a span of instants; `partOfDay` narrows it on every day it covers (am: starts
 * before noon, pm: starts from noon, in the host's zone). Both the workflow details dialog and the
 * mock assistant's messages use these words, so they always agree.
 */

import type { components } from '../api/schema.gen';
import { isValidTimeZone, wallClock } from './zone-clock';
import { dayNumber, dayOfWeek } from './civil-date';
import { dayText, timeText, zoneAbbreviation } from './time-text';

/** What the assistant understood (the contract's, generated); `timeZone` absent means UTC. */
export type WorkflowIntent = components['schemas']['WorkflowIntent'];
export type PartOfDay = WorkflowIntent['partOfDay'];

/** Noon: a slot starting before it is a morning slot (the slot engine's AM_PM_CUTOFF_HOUR). */
export const NOON_HOUR = 12;

export const PART_OF_DAY_TEXT: Record<PartOfDay, string> = {
  am: 'Morning (before noon)',
  pm: 'Afternoon (from noon)',
  any: 'Any time of day',
};

/** The zone the words are in: a missing or unknown zone reads as UTC (this module's fallback). */
function safeZone(timeZone: string | undefined): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

export interface Wall {
  key: string;
  /** Days since 1970-01-01 of the civil date in the zone. */
  dayNum: number;
  /** Minutes after the civil day's midnight. */
  minutes: number;
  /** 0 = Sunday. */
  dow: number;
}

/** The civil date and wall-clock time of an instant in a zone. */
export function zonedWall(ms: number, timeZone?: string): Wall {
  return wall(ms, safeZone(timeZone));
}

function wall(ms: number, timeZone: string): Wall {
  const w = wallClock(ms, timeZone);
  const dayNum = dayNumber(w);
  return {
    key: `${w.y}-${w.m}-${w.d}`,
    dayNum,
    dow: dayOfWeek(w),
    minutes: w.hour * 60 + w.minute,
  };
}

/** The zone's short name and its name: 'EST, America/New_York' ('UTC' alone). */
function zoneText(ms: number, timeZone: string): string {
  const name = zoneAbbreviation(ms, timeZone);
  return name !== timeZone ? `${name}, ${timeZone}` : timeZone;
}

/** "Tue, Nov 10, 2:00 PM" in the zone. */
export function formatZonedMoment(iso: string | number, timeZone?: string): string {
  const zone = safeZone(timeZone);
  const ms = typeof iso === 'number' ? iso : Date.parse(iso);
  return `${dayText(ms, zone)}, ${timeText(ms, zone)}`;
}

/**
 * The window in words, in its zone: "Tue, Nov 10", "Mon, Nov 9 – Fri, Nov 13",
 * "Thu, Nov 5, from 2:00 PM", "Thu, Nov 5, 3:00 – 3:30 PM", followed by the zone
 * ("(EST, America/New_York)"). An unreadable window reads "Unknown window".
 */
export function describeWindow(window: { start: string; end: string }, timeZone?: string): string {
  const zone = safeZone(timeZone);
  const start = Date.parse(window.start);
  const end = Date.parse(window.end);
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return 'Unknown window';
  const a = wall(start, zone);
  const b = wall(end, zone);
  const zoneSuffix = ` (${zoneText(start, zone)})`;
  const endsAtMidnight = b.minutes === 0;
  let text: string;
  if (a.minutes === 0 && endsAtMidnight) {
    // Whole days: the last day is the one before the end.
    const lastDay = end - 1;
    text =
      b.dayNum - a.dayNum <= 1
        ? dayText(start, zone)
        : `${dayText(start, zone)} – ${dayText(lastDay, zone)}`;
  } else if (a.key === b.key) {
    text = `${dayText(start, zone)}, ${timeText(start, zone)} – ${timeText(end, zone)}`;
  } else if (endsAtMidnight && b.dayNum - a.dayNum === 1) {
    text = `${dayText(start, zone)}, from ${timeText(start, zone)}`;
  } else {
    const until = endsAtMidnight ? dayText(end - 1, zone) : formatZonedMoment(end, zone);
    text = `${formatZonedMoment(start, zone)} – ${until}`;
  }
  return `${text}${zoneSuffix}`;
}

/** "next Tuesday afternoon"-style summary: "Tue, Nov 10 (EST, America/New_York), afternoons". */
export function describeWish(
  window: { start: string; end: string },
  partOfDay: PartOfDay,
  timeZone?: string,
): string {
  const when = describeWindow(window, timeZone);
  if (partOfDay === 'am') return `${when}, mornings (before noon)`;
  if (partOfDay === 'pm') return `${when}, afternoons (from noon)`;
  return when;
}

/** Whether a slot starting at `startMs` lies in the part of day, in the zone. */
export function inPartOfDay(startMs: number, partOfDay: PartOfDay, timeZone?: string): boolean {
  if (partOfDay === 'any') return true;
  const isAm = wall(startMs, safeZone(timeZone)).minutes < NOON_HOUR * 60;
  return partOfDay === 'am' ? isAm : !isAm;
}
