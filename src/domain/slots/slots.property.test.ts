import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  generateSlots,
  isSlotAvailable,
  type Interval,
  type SlotInput,
  type SlotPreferences,
} from '.';
import type { DayAvailability } from '../preferences';
import type { LinkType } from '../links';

// Random inputs against a brute-force reference that knows nothing of the engine's internals: it
// walks every 15-minute UTC instant (which covers every local quarter hour of the zones below,
// including +5:30, +5:45, +9:30/+10:30 and Lord Howe's half-hour DST) and judges each one from its
// wall-clock reading in the host zone. A day's ranges (several, on quarter hours, up to midnight)
// cover the instants from the first one at which the host's clock reads the range's start to the
// first one at which it reads its end; starts lie on the range's start plus whole intervals.

const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'Pacific/Auckland',
  'America/Los_Angeles',
  'Australia/Adelaide',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
] as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR_START = Date.UTC(2026, 0, 1);
const YEAR_END = Date.UTC(2027, 0, 1);

// 2026 transitions in the zones above, so that many runs have a DST change in their window.
const TRANSITIONS = [
  '2026-03-08T07:00:00Z', // America/New_York spring
  '2026-11-01T06:00:00Z', // America/New_York fall
  '2026-03-08T10:00:00Z', // America/Los_Angeles spring
  '2026-11-01T09:00:00Z', // America/Los_Angeles fall
  '2026-03-29T01:00:00Z', // Europe/London spring
  '2026-10-25T01:00:00Z', // Europe/London fall
  '2026-04-04T14:00:00Z', // Pacific/Auckland fall
  '2026-09-26T14:00:00Z', // Pacific/Auckland spring
  '2026-04-04T16:30:00Z', // Australia/Adelaide fall
  '2026-10-03T16:30:00Z', // Australia/Adelaide spring
  '2026-04-04T15:00:00Z', // Australia/Lord_Howe fall (half an hour)
  '2026-10-03T15:30:00Z', // Australia/Lord_Howe spring (half an hour)
].map((s) => Date.parse(s));

// ---- reference ------------------------------------------------------------------------------

interface Wall {
  date: string;
  minutes: number;
  dow: number;
}
const fmtCache = new Map<string, Intl.DateTimeFormat>();
const wallCache = new Map<string, Wall>();
function wall(t: number, zone: string): Wall {
  const key = `${zone}|${t}`;
  const hit = wallCache.get(key);
  if (hit) return hit;
  if (wallCache.size > 200_000) wallCache.clear();
  const w = computeWall(t, zone);
  wallCache.set(key, w);
  return w;
}
function computeWall(t: number, zone: string): Wall {
  let f = fmtCache.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('sv-SE', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    fmtCache.set(zone, f);
  }
  const s = f.format(new Date(t)); // "YYYY-MM-DD HH:mm"
  const date = s.slice(0, 10);
  return {
    date,
    minutes: Number(s.slice(11, 13)) * 60 + Number(s.slice(14, 16)),
    dow: new Date(`${date}T00:00:00Z`).getUTCDay(),
  };
}

const labelCache = new Map<string, Intl.DateTimeFormat>();
function visitorLabel(t: number, zone: string): string {
  let f = labelCache.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    labelCache.set(zone, f);
  }
  return f.format(new Date(t)).replace(/\s+/gu, ' ');
}

const REF_DEFAULTS: SlotPreferences = {
  timePreference: 'both',
  timezone: 'UTC',
  dayAvailability: {
    '1': { enabled: true, startHour: 9, endHour: 17 },
    '2': { enabled: true, startHour: 9, endHour: 17 },
    '3': { enabled: true, startHour: 9, endHour: 17 },
    '4': { enabled: true, startHour: 9, endHour: 17 },
    '5': { enabled: true, startHour: 9, endHour: 17 },
  },
  bufferTime: 15,
  noBufferNeeded: false,
};

interface Case {
  input: SlotInput;
  nowMs: number;
  /** For the reference: ISO bounds as instants, date-only bounds as host-local dates. */
  window:
    | { kind: 'none' }
    | { kind: 'iso'; start: number; end: number }
    | { kind: 'date'; start: string; end: string };
}

function hostPrefs(c: Case): SlotPreferences {
  return c.input.preferences ?? REF_DEFAULTS;
}
function bufferOf(p: SlotPreferences): number {
  return p.noBufferNeeded ? 0 : p.bufferTime * MINUTE;
}

/** The reference's own reading of a day's ranges: given ones (else the hours), ordered, overlaps joined. */
function refRanges(avail: DayAvailability): { start: number; end: number }[] {
  const given =
    avail.ranges && avail.ranges.length > 0
      ? avail.ranges
      : [{ start: avail.startHour * 60, end: avail.endHour * 60 }];
  const sorted = given.filter((r) => r.end > r.start).sort((a, b) => a.start - b.start);
  const out: { start: number; end: number }[] = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && r.start < last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

/** The first 15-minute instant at which the zone's clock reads `minutes` of `date`, or later. */
const boundCache = new Map<string, number>();
function firstReading(date: string, minutes: number, zone: string): number {
  const key = `${zone}|${date}|${minutes}`;
  const hit = boundCache.get(key);
  if (hit !== undefined) return hit;
  const midnight = Date.parse(`${date}T00:00:00Z`);
  let t = midnight - 15 * HOUR;
  for (; ; t += 15 * MINUTE) {
    const w = wall(t, zone);
    if (w.date > date || (w.date === date && w.minutes >= minutes)) break;
  }
  boundCache.set(key, t);
  return t;
}

function intervalOf(input: SlotInput): number {
  return input.interval ?? 30;
}

/** Does [t, t+dur) lie inside one range of the host-local day of t, on that range's grid? */
function insideDayWindow(t: number, dur: number, p: SlotPreferences, interval = 30): boolean {
  const w = wall(t, p.timezone);
  const avail = p.dayAvailability[String(w.dow)];
  if (!avail || !avail.enabled) return false;
  return refRanges(avail).some(
    (r) =>
      firstReading(w.date, r.start, p.timezone) <= t &&
      t + dur <= firstReading(w.date, r.end, p.timezone) &&
      (((w.minutes - r.start) % interval) + interval) % interval === 0,
  );
}

function insideBookingWindow(c: Case, t: number, dur: number): boolean {
  const { input, nowMs } = c;
  const p = hostPrefs(c);
  const today = wall(nowMs, p.timezone).date;
  const day = wall(t, p.timezone).date;
  const horizon = nowMs + horizonDays(input) * DAY;
  if (input.type === 'high_priority' ? day < today : day <= today) return false;
  if (t + dur > horizon) return false;
  if (c.window.kind === 'iso' && (t < c.window.start || t + dur > c.window.end)) return false;
  if (c.window.kind === 'date') {
    if (day < c.window.start) return false;
    if (wall(t + dur - 1, p.timezone).date > c.window.end) return false;
  }
  return true;
}

function overlapsBusy(t: number, dur: number, busy: Interval[], buffer: number): boolean {
  return busy.some(
    (b) => Date.parse(String(b.start)) - buffer < t + dur && Date.parse(String(b.end)) + buffer > t,
  );
}

function horizonDays(input: SlotInput): number {
  return input.windowDays ?? (input.type === 'high_priority' ? 14 : 21);
}

function reference(c: Case): number[] {
  const { input, nowMs } = c;
  const p = hostPrefs(c);
  const dur = input.duration * MINUTE;
  const buffer = bufferOf(p);
  const today = wall(nowMs, p.timezone).date;
  const out: number[] = [];
  const first = Math.floor((nowMs - DAY) / (15 * MINUTE)) * 15 * MINUTE;
  const horizon = nowMs + horizonDays(input) * DAY;
  for (let t = first; t + dur <= horizon; t += 15 * MINUTE) {
    if (t < nowMs + 30 * MINUTE) continue;
    if (c.window.kind === 'iso' && (t < c.window.start || t + dur > c.window.end)) continue;
    const w = wall(t, p.timezone);
    if (input.type === 'high_priority' && w.date === today && t < nowMs + 2 * HOUR) continue;
    if (input.type === 'standard' && p.timePreference !== 'both') {
      if (w.minutes < 12 * 60 !== (p.timePreference === 'am')) continue;
    }
    if (!insideBookingWindow(c, t, dur)) continue;
    if (!insideDayWindow(t, dur, p, intervalOf(input))) continue;
    if (overlapsBusy(t, dur, input.busy, buffer)) continue;
    out.push(t);
  }
  return out;
}

// ---- generators -----------------------------------------------------------------------------

const nowArb = fc.oneof(
  fc.integer({ min: YEAR_START, max: YEAR_END - 1 }),
  fc.integer({ min: 0, max: 365 * 96 - 1 }).map((i) => YEAR_START + i * 15 * MINUTE),
  fc
    .tuple(fc.constantFrom(...TRANSITIONS), fc.integer({ min: -20 * 96, max: 96 }))
    .map(([t, q]) => t + q * 15 * MINUTE),
);

const quarter = (min: number, max: number) =>
  fc.integer({ min: min / 15, max: max / 15 }).map((q) => q * 15);

/** 1 to 3 quarter-hour ranges, in any order, which may overlap (the engine joins them) or end at midnight. */
const rangesArb = fc.array(
  fc.oneof(
    quarter(0, 1425).chain((start) =>
      quarter(start + 15, Math.min(1440, start + 600)).map((end) => ({ start, end })),
    ),
    quarter(0, 1425).map((start) => ({ start, end: 1440 })),
  ),
  { minLength: 1, maxLength: 3 },
);

const dayArb: fc.Arbitrary<DayAvailability> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      enabled: fc.boolean(),
      startHour: fc.integer({ min: 0, max: 23 }),
      endHour: fc.integer({ min: 0, max: 23 }),
    }),
  },
  // plain working days and DST-sensitive night windows more often than chance would give them
  {
    weight: 2,
    arbitrary: fc.constantFrom<DayAvailability>(
      { enabled: true, startHour: 9, endHour: 17 },
      { enabled: true, startHour: 0, endHour: 5 },
      { enabled: true, startHour: 1, endHour: 4 },
      { enabled: true, startHour: 0, endHour: 13 },
      {
        enabled: true,
        startHour: 9,
        endHour: 12,
        ranges: [
          { start: 540, end: 720 },
          { start: 810, end: 1035 },
        ],
      },
      // around 1-3 AM, where DST changes happen in most zones, and a range to midnight
      {
        enabled: true,
        startHour: 1,
        endHour: 1,
        ranges: [
          { start: 45, end: 90 },
          { start: 90, end: 165 },
          { start: 1290, end: 1440 },
        ],
      },
    ),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      enabled: fc.boolean(),
      startHour: fc.integer({ min: 0, max: 23 }),
      endHour: fc.integer({ min: 0, max: 23 }),
      ranges: rangesArb,
    }),
  },
);

const prefsArb: fc.Arbitrary<SlotPreferences> = fc.record({
  timePreference: fc.constantFrom('am', 'pm', 'both'),
  timezone: fc.constantFrom(...ZONES),
  dayAvailability: fc
    .array(fc.option(dayArb, { nil: undefined, freq: 6 }), { minLength: 7, maxLength: 7 })
    .map((days) => {
      const map: Record<string, DayAvailability> = {};
      days.forEach((d, i) => {
        if (d) map[String(i)] = d;
      });
      return map;
    }),
  bufferTime: fc.oneof(fc.constantFrom(0, 15, 30), fc.integer({ min: 0, max: 120 })),
  noBufferNeeded: fc.boolean(),
});

const busyArb = (nowMs: number) =>
  fc
    .array(
      fc.record({
        from: fc.oneof(
          fc.integer({ min: -DAY, max: 22 * DAY }),
          fc.integer({ min: -96, max: 22 * 96 }).map((q) => q * 15 * MINUTE),
        ),
        len: fc.oneof(
          fc.integer({ min: 0, max: 6 * HOUR }),
          fc.integer({ min: 0, max: 16 }).map((q) => q * 15 * MINUTE),
        ),
      }),
      { maxLength: 40 },
    )
    .map((list) =>
      list.map(({ from, len }) => ({
        start: new Date(nowMs + from).toISOString(),
        end: new Date(nowMs + from + len).toISOString(),
      })),
    );

type WindowSpec = Case['window'];
const windowArb = (nowMs: number, zone: string): fc.Arbitrary<WindowSpec> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant<WindowSpec>({ kind: 'none' }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: -2 * DAY, max: 20 * DAY }), fc.integer({ min: 0, max: 25 * DAY }))
        .map(([a, len]): WindowSpec => ({ kind: 'iso', start: nowMs + a, end: nowMs + a + len })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: -2, max: 20 }), fc.integer({ min: 0, max: 10 }))
        .map(([a, len]): WindowSpec => ({
          kind: 'date',
          start: wall(nowMs + a * DAY, zone).date,
          end: wall(nowMs + (a + len) * DAY, zone).date,
        })),
    },
  );

const caseArb: fc.Arbitrary<Case> = fc
  .record({
    nowMs: nowArb,
    type: fc.constantFrom<LinkType>('high_priority', 'standard'),
    duration: fc.oneof(fc.constantFrom(15, 30, 45, 60, 90, 120), fc.integer({ min: 5, max: 480 })),
    preferences: fc.option(prefsArb, { nil: null, freq: 8 }),
    visitorTimeZone: fc.constantFrom(...ZONES),
    interval: fc.constantFrom<number | undefined>(undefined, 15, 30, 60),
    windowDays: fc.oneof(
      { weight: 3, arbitrary: fc.constant<number | undefined>(undefined) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 30 }) },
    ),
  })
  .chain((base) =>
    fc
      .tuple(busyArb(base.nowMs), windowArb(base.nowMs, base.preferences?.timezone ?? 'UTC'))
      .map(([busy, window]): Case => ({
        nowMs: base.nowMs,
        window,
        input: {
          type: base.type,
          duration: base.duration,
          ...(base.interval === undefined ? {} : { interval: base.interval }),
          ...(base.windowDays === undefined ? {} : { windowDays: base.windowDays }),
          preferences: base.preferences,
          busy,
          visitorTimeZone: base.visitorTimeZone,
          now: new Date(base.nowMs).toISOString(),
          ...(window.kind === 'iso'
            ? {
                window: {
                  startDate: new Date(window.start).toISOString(),
                  endDate: new Date(window.end).toISOString(),
                },
              }
            : window.kind === 'date'
              ? { window: { startDate: window.start, endDate: window.end } }
              : {}),
        },
      })),
  );

const RUNS = { numRuns: 200, seed: 20_260_301 } as const;
// The brute-force reference walks ~2,000 instants per run; give the runs room on a busy CI box.
const TIMEOUT = 60_000;

// ---- properties -----------------------------------------------------------------------------

describe('generateSlots properties', () => {
  it(
    'every slot obeys every rule',
    () => {
      fc.assert(
        fc.property(caseArb, (c) => {
          const { input, nowMs } = c;
          const p = hostPrefs(c);
          const dur = input.duration * MINUTE;
          const buffer = bufferOf(p);
          const result = generateSlots(input);
          const keys = Object.keys(result);
          expect(keys).toEqual([...keys].sort());

          let prev = -Infinity;
          for (const key of keys) {
            const slots = result[key] ?? [];
            expect(slots.length).toBeGreaterThan(0);
            for (const slot of slots) {
              const t = Date.parse(slot.start);
              // sorted, no duplicates
              expect(t).toBeGreaterThan(prev);
              prev = t;
              // length == duration
              expect(Date.parse(slot.end) - t).toBe(dur);
              // notice
              expect(t).toBeGreaterThanOrEqual(nowMs + 30 * MINUTE);
              // on a quarter hour of the host's wall clock
              expect(wall(t, p.timezone).minutes % 15).toBe(0);
              // inside one of the host's ranges, on its grid, and inside the booking window
              expect(insideDayWindow(t, dur, p, intervalOf(input))).toBe(true);
              expect(insideBookingWindow(c, t, dur)).toBe(true);
              // clear of every busy interval widened by the buffer
              expect(overlapsBusy(t, dur, input.busy, buffer)).toBe(false);
              // grouped by the visitor's date; labelled in the visitor's zone
              expect(wall(t, input.visitorTimeZone).date).toBe(key);
              expect(slot.label).toBe(visitorLabel(t, input.visitorTimeZone));
            }
          }
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'offers exactly the slots the brute-force reference finds',
    () => {
      fc.assert(
        fc.property(caseArb, (c) => {
          const got = Object.values(generateSlots(c.input))
            .flat()
            .map((s) => Date.parse(s.start));
          expect(got.map((t) => new Date(t).toISOString())).toEqual(
            reference(c).map((t) => new Date(t).toISOString()),
          );
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'isSlotAvailable agrees with generateSlots, including for slots it does not offer',
    () => {
      fc.assert(
        fc.property(
          caseArb,
          fc.array(fc.integer({ min: 0, max: 23 * 96 }), { maxLength: 30 }),
          (c, probes) => {
            const dur = c.input.duration * MINUTE;
            const offered = new Set(
              Object.values(generateSlots(c.input))
                .flat()
                .map((s) => Date.parse(s.start)),
            );
            for (const t of offered) {
              expect(
                isSlotAvailable(
                  c.input,
                  new Date(t).toISOString(),
                  new Date(t + dur).toISOString(),
                ),
              ).toBe(true);
              expect(
                isSlotAvailable(
                  c.input,
                  new Date(t).toISOString(),
                  new Date(t + dur + 15 * MINUTE).toISOString(),
                ),
              ).toBe(false);
            }
            const base = Math.floor((c.nowMs - DAY) / (15 * MINUTE)) * 15 * MINUTE;
            for (const q of probes) {
              const t = base + q * 15 * MINUTE;
              expect(
                isSlotAvailable(
                  c.input,
                  new Date(t).toISOString(),
                  new Date(t + dur).toISOString(),
                ),
              ).toBe(offered.has(t));
            }
          },
        ),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'busy order and representation do not matter',
    () => {
      /** The same instant written with a UTC offset, with or without (sub)milliseconds. */
      const withOffset = (t: number, offsetMin: number, style: number): string => {
        const sign = offsetMin < 0 ? '-' : '+';
        const abs = Math.abs(offsetMin);
        const zone = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
        const local = new Date(t + offsetMin * MINUTE).toISOString().slice(0, 23);
        const body =
          style === 0 && t % 1000 === 0 ? local.slice(0, 19) : style === 1 ? `${local}000` : local;
        return `${body}${zone}`;
      };
      fc.assert(
        fc.property(
          caseArb,
          fc.integer(),
          fc.array(
            fc.tuple(fc.constantFrom(-480, -300, 0, 330, 345, 780), fc.integer({ min: 0, max: 2 })),
            { minLength: 1 },
          ),
          (c, salt, offsets) => {
            const shuffled = c.input.busy
              .map((b, i) => ({ b, k: Math.imul(i + 1, salt | 1) >>> 0 }))
              .sort((x, y) => x.k - y.k)
              .map(({ b }, i): Interval => {
                const [off, style] = offsets[i % offsets.length] ?? [0, 0];
                const start = Date.parse(String(b.start));
                const end = Date.parse(String(b.end));
                if (i % 3 === 0) return { start: new Date(start), end };
                if (i % 3 === 1)
                  return {
                    start: withOffset(start, off, style),
                    end: withOffset(end, -off, style),
                  };
                return b;
              });
            expect(generateSlots({ ...c.input, busy: shuffled })).toEqual(generateSlots(c.input));
          },
        ),
        RUNS,
      );
    },
    TIMEOUT,
  );
});
