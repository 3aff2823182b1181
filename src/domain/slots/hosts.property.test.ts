import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { freeHostsAt, generateTeamSlots, type TeamMember, type TeamSlotInput } from '.';
import type { DayAvailability } from '../preferences';
import type { TimeRange } from '../day-ranges';
import { civilDateOfDay, DAY_MS, MINUTE_MS } from '../civil-date';
import { zoneOffset } from '../zone-clock';

// Team slots against a brute-force reference that knows nothing of the engine: for every start on
// the grid it walks each member minute by minute (the member's wall clock, their ranges, their
// busy times widened by their buffer, their days off, the notice and the booking window), then
// takes the intersection (collective) or the union (round robin). Members in New York, London,
// Kolkata and a 45-minute zone; the clock around both March 2027 DST changes (US 14 March, EU
// 28 March).

const ZONES = ['America/New_York', 'Europe/London', 'Asia/Kolkata', 'Asia/Kathmandu'] as const;
const FORTY_FIVE = ['Asia/Kathmandu', 'Australia/Eucla'] as const;
const QUARTER = 15 * MINUTE_MS;

interface MemberSpec {
  zone: string;
  /** Per weekday ('0'-'6'), the day's ranges in minutes, sorted, not overlapping. */
  days: Record<string, TimeRange[]>;
  buffer: number;
  busy: { start: number; end: number }[];
  timeOff: { startDate: string; endDate: string }[];
}

/**
 * Up to two ranges on quarter hours (they may touch), early hours included (DST gaps); or one long
 * range, so that members in distant zones often overlap and intersections are not empty.
 */
const rangesArb: fc.Arbitrary<TimeRange[]> = fc.oneof(
  fc.uniqueArray(fc.integer({ min: 0, max: 96 }), { minLength: 0, maxLength: 4 }).map((points) => {
    const q = [...points].sort((a, b) => a - b).map((p) => p * 15);
    const out: TimeRange[] = [];
    for (let i = 0; i + 1 < q.length; i += 2) out.push({ start: q[i]!, end: q[i + 1]! });
    return out;
  }),
  fc
    .record({ start: fc.integer({ min: 0, max: 32 }), hours: fc.integer({ min: 12, max: 16 }) })
    .map(({ start, hours }) => [
      { start: start * 15, end: Math.min(1440, start * 15 + hours * 60) },
    ]),
);

function memberArb(zone: fc.Arbitrary<string>, from: number): fc.Arbitrary<MemberSpec> {
  return fc.record({
    zone,
    days: fc.record({
      '0': rangesArb,
      '1': rangesArb,
      '2': rangesArb,
      '3': rangesArb,
      '4': rangesArb,
      '5': rangesArb,
      '6': rangesArb,
    }),
    buffer: fc.constantFrom(0, 5, 15),
    busy: fc.array(
      fc
        .record({ at: fc.integer({ min: 0, max: 6 * 288 }), len: fc.integer({ min: 1, max: 24 }) })
        .map(({ at, len }) => ({
          start: from + at * 5 * MINUTE_MS,
          end: from + (at + len) * 5 * MINUTE_MS,
        })),
      { maxLength: 6 },
    ),
    timeOff: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }).map((d) =>
      d === undefined
        ? []
        : [
            {
              startDate: civilDateOfDay(Math.floor(from / DAY_MS) + d),
              endDate: civilDateOfDay(Math.floor(from / DAY_MS) + d),
            },
          ],
    ),
  });
}

function toMember(spec: MemberSpec, i: number): TeamMember {
  const dayAvailability: Record<string, DayAvailability> = {};
  for (const [key, ranges] of Object.entries(spec.days)) {
    const first = ranges[0];
    dayAvailability[key] = first
      ? { enabled: true, startHour: first.start / 60, endHour: first.end / 60, ranges }
      : { enabled: false, startHour: 9, endHour: 17 };
  }
  return {
    id: `m${i}`,
    preferences: {
      timePreference: 'both',
      timezone: spec.zone,
      dayAvailability,
      bufferTime: spec.buffer,
      noBufferNeeded: false,
    },
    busy: spec.busy.map((b) => ({
      start: new Date(b.start).toISOString(),
      end: new Date(b.end).toISOString(),
    })),
    timeOff: spec.timeOff,
  };
}

/** A zone's offset at t, read at the quarter hour (every offset change here is on one). */
function offsetReader(zone: string): (t: number) => number {
  const cache = new Map<number, number>();
  return (t) => {
    const q = Math.floor(t / QUARTER) * QUARTER;
    let o = cache.get(q);
    if (o === undefined) {
      o = zoneOffset(q, zone);
      cache.set(q, o);
    }
    return o;
  };
}

interface Case {
  kind: 'collective' | 'round_robin';
  members: MemberSpec[];
  now: number;
  windowDays: number;
  duration: number;
  interval: 15 | 30 | 60;
  notice: number | null;
  grid: string;
}

/** The reference: start ISO -> the ids of the members free then, for every start offered. */
function reference(c: Case): Map<string, string[]> {
  const windowEnd = c.now + c.windowDays * DAY_MS;
  const durMs = c.duration * MINUTE_MS;
  const gridOffset = offsetReader(c.grid);
  const stepMs = c.interval * MINUTE_MS;
  const readers = c.members.map((m) => offsetReader(m.zone));
  /** Where member i's wall clock puts minute t: its local date and the index of its range, or null. */
  const place = (i: number, t: number): string | null => {
    const m = c.members[i]!;
    const wall = t + readers[i]!(t);
    const dayNum = Math.floor(wall / DAY_MS);
    const minute = (wall - dayNum * DAY_MS) / MINUTE_MS;
    const dow = String((((dayNum + 4) % 7) + 7) % 7);
    const date = civilDateOfDay(dayNum);
    if (m.timeOff.some((r) => r.startDate <= date && date <= r.endDate)) return null;
    const index = (m.days[dow] ?? []).findIndex((r) => r.start <= minute && minute < r.end);
    return index < 0 ? null : `${date}#${index}`;
  };
  const free = (i: number, t: number): boolean => {
    const m = c.members[i]!;
    const today = civilDateOfDay(Math.floor((c.now + readers[i]!(c.now)) / DAY_MS));
    const startDate = civilDateOfDay(Math.floor((t + readers[i]!(t)) / DAY_MS));
    if (
      c.notice === null
        ? startDate <= today || t < c.now + 30 * MINUTE_MS
        : t < c.now + c.notice * MINUTE_MS
    )
      return false;
    if (t + durMs > windowEnd) return false;
    const buf = m.buffer * MINUTE_MS;
    const first = place(i, t);
    if (first === null) return false;
    for (let x = t; x < t + durMs; x += MINUTE_MS) {
      if (place(i, x) !== first) return false;
      if (m.busy.some((b) => b.start - buf <= x && x < b.end + buf)) return false;
    }
    return true;
  };
  const out = new Map<string, string[]>();
  const from = Math.floor((c.now - DAY_MS) / MINUTE_MS) * MINUTE_MS;
  for (let t = from; t + durMs <= windowEnd; t += MINUTE_MS) {
    const wall = t + gridOffset(t);
    if (((wall % stepMs) + stepMs) % stepMs !== 0) continue;
    const ids = c.members.flatMap((_, i) => (free(i, t) ? [`m${i}`] : []));
    const offered = c.kind === 'collective' ? ids.length === c.members.length : ids.length > 0;
    if (offered) out.set(new Date(t).toISOString(), ids);
  }
  return out;
}

function engine(c: Case): TeamSlotInput {
  return {
    kind: c.kind,
    members: c.members.map(toMember),
    type: 'standard',
    duration: c.duration,
    interval: c.interval,
    windowDays: c.windowDays,
    minimumNotice: c.notice,
    gridTimeZone: c.grid,
    visitorTimeZone: 'America/New_York',
    now: c.now,
  };
}

/** Both March changes: the clock from a few days before each. */
const NOW_BASES = [Date.parse('2027-03-11T00:00:00Z'), Date.parse('2027-03-25T00:00:00Z')];

const caseArb: fc.Arbitrary<Case> = fc
  .record({
    base: fc.constantFrom(...NOW_BASES),
    offset: fc.integer({ min: 0, max: 4 * 288 }),
  })
  .chain(({ base, offset }) => {
    const now = base + offset * 5 * MINUTE_MS;
    const zone = fc.constantFrom<string>(...ZONES, ...FORTY_FIVE);
    return fc.record({
      kind: fc.constantFrom('collective' as const, 'round_robin' as const),
      members: fc.array(memberArb(zone, now - DAY_MS), { minLength: 1, maxLength: 4 }),
      now: fc.constant(now),
      windowDays: fc.integer({ min: 1, max: 4 }),
      duration: fc.constantFrom(15, 30, 45, 60),
      interval: fc.constantFrom(15 as const, 30 as const, 60 as const),
      notice: fc.option(fc.constantFrom(0, 20, 90, 600), { nil: null }),
      grid: zone,
    });
  });

describe('team slots against a minute-by-minute reference', () => {
  it('offers exactly the reference times, naming exactly the free members', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const slots = generateTeamSlots(engine(c));
        const got = new Map<string, string[]>();
        for (const list of Object.values(slots)) for (const s of list) got.set(s.start, s.hosts);
        expect([...got.entries()]).toEqual([...reference(c).entries()]);
      }),
      { numRuns: 40 },
    );
  });

  it('the booking check names the members the list names, and no one off the list', () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: 0, max: 10_000 }), (c, pick) => {
        const input = engine(c);
        const all = Object.values(generateTeamSlots(input)).flat();
        const slot = all[pick % Math.max(1, all.length)];
        if (slot) expect(freeHostsAt(input, slot.start, slot.end)).toEqual(slot.hosts);
        // A start the list does not offer, on the quarter hour: nobody.
        const offered = new Set(all.map((s) => s.start));
        const t = Math.floor(c.now / QUARTER) * QUARTER + (pick % 200) * QUARTER;
        const start = new Date(t).toISOString();
        if (!offered.has(start)) {
          expect(
            freeHostsAt(input, start, new Date(t + c.duration * MINUTE_MS).toISOString()),
          ).toEqual([]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a round-robin link offers the union of its members, a collective link their intersection', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const each = c.members.map(
          (_, i) =>
            new Set(
              Object.values(
                generateTeamSlots({ ...engine(c), members: [toMember(c.members[i]!, i)] }),
              )
                .flat()
                .map((s) => s.start),
            ),
        );
        const starts = (kind: Case['kind']) =>
          Object.values(generateTeamSlots({ ...engine(c), kind }))
            .flat()
            .map((s) => s.start);
        const union = [...new Set(each.flatMap((s) => [...s]))].sort();
        const intersection = union.filter((s) => each.every((set) => set.has(s)));
        expect(starts('round_robin')).toEqual(union);
        expect(starts('collective')).toEqual(intersection);
      }),
      { numRuns: 40 },
    );
  });
});
