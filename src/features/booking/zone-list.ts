/**
 * The zone picker's list, made before it is needed. Some 400 zones each need a formatter of their
 * own to read their offset (kept by the zone clock once made), and making them took most of a
 * second on a slowed phone when the list was first opened. Once the picker has loaded,
 * `warmZoneList` makes each zone's option for the current minute a few at a time while the page is
 * idle (each slice well under the 50 ms a long task starts at); the picker then draws the whole
 * list, hidden, and opening it only shows it. Opened sooner, it shows the common zones at once and
 * the rest when made (`hurryZoneList`). Loaded with the picker, never before.
 */

import {
  canonicalTimeZone,
  LEGACY_ZONES,
  zoneOption,
  zoneOptions,
  type ZoneOption,
} from '../../domain/time-zones';
import { zoneAnswers, type ZoneQuery } from '../../domain/zone-search';
import { formatTime, type ClockFormat } from '../../domain/time-text';

/** The old names of each zone, for the search ("calcutta" finds Kolkata). */
let legacyByZone: Map<string, string> | null = null;
export function legacyNames(zone: string): string {
  if (!legacyByZone) {
    legacyByZone = new Map();
    for (const [from, to] of Object.entries(LEGACY_ZONES)) {
      legacyByZone.set(to, `${legacyByZone.get(to) ?? ''} ${from}`);
    }
  }
  return legacyByZone.get(zone) ?? '';
}

/** A search of no words: every zone answers it, and each zone's search words are made (kept). */
const NO_WORDS: ZoneQuery = { kind: 'words', words: [] };

/** Every zone the browser knows (legacy names included; `zoneOptions` maps them). */
export function supportedTimeZones(): string[] {
  try {
    const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
    return intl.supportedValuesOf?.('timeZone') ?? [];
  } catch {
    return [];
  }
}

/** Each zone's option at one minute, made once (the warming makes them a few at a time). */
let made: { minute: number; options: Map<string, ZoneOption> } = { minute: -1, options: new Map() };
function madeOption(zone: string, minute: number): ZoneOption {
  if (made.minute !== minute) made = { minute, options: new Map() };
  let option = made.options.get(zone);
  if (!option) {
    option = zoneOption(zone, minute);
    made.options.set(zone, option);
  }
  return option;
}

/**
 * The wall-clock time `offsetMinutes` east of UTC at `minute`, in the page's locale: one UTC
 * formatter serves every zone, and the some 40 offsets in use are each written once per minute.
 */
let times: { key: string; byOffset: Map<number, string> } = { key: '', byOffset: new Map() };
export function localTime(
  minute: number,
  offsetMinutes: number,
  clock: ClockFormat,
  locale?: string,
): string {
  const key = `${minute} ${clock} ${locale ?? ''}`;
  if (times.key !== key) times = { key, byOffset: new Map() };
  let time = times.byOffset.get(offsetMinutes);
  if (time === undefined) {
    const at = new Date(minute + offsetMinutes * 60_000).toISOString();
    time = formatTime(at, 'UTC', clock, locale);
    times.byOffset.set(offsetMinutes, time);
  }
  return time;
}

let last: { key: string; options: ZoneOption[] } | null = null;

/** Every zone at `minute`, `current` included, in the picker's order; the last answer is kept. */
export function zoneList(current: string, minute: number): ZoneOption[] {
  const key = `${current} ${minute}`;
  if (last?.key !== key) {
    last = { key, options: zoneOptions(supportedTimeZones(), current, minute, madeOption) };
  }
  return last.options;
}

interface IdleDeadline {
  timeRemaining: () => number;
  didTimeout?: boolean;
}

/**
 * Calls `run` the next time the page is idle: the browser's idle callback, or a short timer where
 * there is none (Safari). Gives the canceller.
 */
export function nextIdle(run: (deadline: IdleDeadline) => void): () => void {
  // No page any more (a test's document torn down while a slice waited): nothing to run.
  if (typeof window === 'undefined') return () => {};
  const page = window as unknown as {
    requestIdleCallback?: (
      callback: (deadline: IdleDeadline) => void,
      options?: { timeout: number },
    ) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  if (page.requestIdleCallback && page.cancelIdleCallback) {
    // The timeout: a page never idle (always drawing) still gets its turn.
    const id = page.requestIdleCallback(run, { timeout: 2000 });
    return () => page.cancelIdleCallback?.(id);
  }
  const id = setTimeout(() => run({ timeRemaining: () => 8 }), 50);
  return () => clearTimeout(id);
}

/** The next slice of the list's making: at idle time, or at once when the list is hurried. */
function whenIdle(callback: (deadline: IdleDeadline) => void): void {
  if (typeof window === 'undefined') return;
  if (hurried) setTimeout(() => callback({ timeRemaining: () => 8 }), 0);
  else nextIdle(callback);
}

let warming = false;
let hurried = false;
let warm = false;
const onWarm = new Set<() => void>();

/** Whether every zone's option is made (`zoneList` is then little more than a sort). */
export const isZoneListWarm = () => warm;

/** Calls `done` once every zone's option is made (at once if it is); gives the unsubscriber. */
export function whenZoneListWarm(done: () => void): () => void {
  if (warm) {
    done();
    return () => {};
  }
  onWarm.add(done);
  return () => onWarm.delete(done);
}

/**
 * The list was opened before the page was idle long enough: the slices go on at once, still a
 * few milliseconds each (the page paints between them).
 */
export function hurryZoneList(): void {
  if (warm || hurried) return;
  hurried = true;
  resume?.();
}

/** Schedules the next slice, superseding one already waiting for idle time (when hurried). */
let resume: (() => void) | null = null;

/**
 * Makes every zone's option (its formatter first) and its search words while the page is idle,
 * a few at a time.
 * Once per page: a later call does nothing (a list for another zone or minute is then quick).
 */
export function warmZoneList(minute: number): void {
  if (warming || typeof window === 'undefined') return;
  warming = true;
  const zones = supportedTimeZones();
  let next = 0;
  const slice = (deadline: IdleDeadline) => {
    // Some 6 ms of work per slice, and only while the browser says it has time to spare: on a
    // phone 4x slower (as Lighthouse counts it) a slice stays under a long task's 50 ms.
    const until = performance.now() + 6;
    const spare = () => deadline.didTimeout === true || deadline.timeRemaining() > 4;
    while (next < zones.length && performance.now() < until && spare()) {
      try {
        const option = madeOption(canonicalTimeZone(zones[next] ?? 'UTC'), minute);
        zoneAnswers(NO_WORDS, option.zone, option.offsetMinutes, legacyNames(option.zone));
      } catch {
        // a name this browser lists but cannot format: zoneOptions leaves it out
      }
      next += 1;
    }
    if (next < zones.length) return resume?.();
    warm = true;
    resume = null;
    for (const done of onWarm) done();
    onWarm.clear();
  };
  let generation = 0;
  resume = () => {
    const mine = (generation += 1);
    whenIdle((deadline) => {
      if (mine === generation) slice(deadline);
    });
  };
  resume();
}
