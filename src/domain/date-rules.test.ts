import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { addDays } from './civil-date';
import {
  bookingsPerDay,
  isCalendarDate,
  overrideHours,
  overrideProblem,
  publicDateAvailability,
  slotRefusal,
  timeOffProblem,
  END_BEFORE_START,
} from './date-rules';
import {
  generateSlots,
  isSlotAvailable,
  localDateOf,
  type SlotInput,
  type SlotPreferences,
} from './slots';
import type { DayAvailability } from './preferences';
import { zonedInstant } from './zone-clock';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const nineToFive: DayAvailability = { enabled: true, startHour: 9, endHour: 17 };
const everyDay = (day: DayAvailability) =>
  Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((k) => [k, day]));

function prefs(timezone: string, day: DayAvailability = nineToFive): SlotPreferences {
  return {
    timePreference: 'both',
    timezone,
    dayAvailability: everyDay(day),
    bufferTime: 0,
    noBufferNeeded: true,
  };
}

function input(over: Partial<SlotInput> & { timezone?: string }): SlotInput {
  const { timezone = 'America/New_York', ...rest } = over;
  return {
    type: 'standard',
    duration: 30,
    preferences: prefs(timezone),
    busy: [],
    visitorTimeZone: timezone,
    now: '2026-11-20T15:00:00Z',
    ...rest,
  };
}

/** Host-local dates that have at least one slot. */
function datesWithSlots(i: SlotInput): string[] {
  const zone = i.preferences?.timezone ?? 'UTC';
  const dates = new Set<string>();
  for (const list of Object.values(generateSlots(i)))
    for (const s of list) dates.add(localDateOf(s.start, zone));
  return [...dates].sort();
}

describe('time off', () => {
  it.each([
    // zone, range, dates that must have no slot, neighbours that keep theirs
    ['America/New_York', '2026-11-26', '2026-11-26', ['2026-11-26'], ['2026-11-25', '2026-11-27']],
    // crosses the New York fall-back change (2026-11-01): still exactly its days
    [
      'America/New_York',
      '2026-10-31',
      '2026-11-02',
      ['2026-10-31', '2026-11-01', '2026-11-02'],
      ['2026-10-30', '2026-11-03'],
    ],
    // crosses the London spring-forward change (2026-03-29)
    [
      'Europe/London',
      '2026-03-28',
      '2026-03-30',
      ['2026-03-28', '2026-03-29', '2026-03-30'],
      ['2026-03-27', '2026-03-31'],
    ],
    // half-hour and 45-minute zones
    [
      'Asia/Kolkata',
      '2026-11-25',
      '2026-11-26',
      ['2026-11-25', '2026-11-26'],
      ['2026-11-24', '2026-11-27'],
    ],
    ['Asia/Kathmandu', '2026-11-25', '2026-11-25', ['2026-11-25'], ['2026-11-24', '2026-11-26']],
    [
      'Australia/Adelaide',
      '2026-10-04',
      '2026-10-04',
      ['2026-10-04'],
      ['2026-10-03', '2026-10-05'],
    ],
  ] as const)('%s %s..%s blocks its days only', (zone, startDate, endDate, blocked, kept) => {
    const first = addDays(startDate, -3);
    const nowMs = Date.parse(`${first}T00:00:00Z`) - 2 * 24 * HOUR;
    const i = input({
      timezone: zone,
      visitorTimeZone: 'Pacific/Honolulu',
      now: nowMs,
      timeOff: [{ startDate, endDate }],
    });
    const dates = datesWithSlots(i);
    for (const d of blocked) expect(dates).not.toContain(d);
    for (const d of kept) expect(dates).toContain(d);
  });

  it('a range touching the booking window’s first and last days blocks just those', () => {
    // standard: from tomorrow (2026-11-21) to now + 504 h (2026-12-11 15:00Z)
    const base = input({ now: '2026-11-20T15:00:00Z' });
    const all = datesWithSlots(base);
    expect(all[0]).toBe('2026-11-21');
    expect(all.at(-1)).toBe('2026-12-11');
    const edged = datesWithSlots({
      ...base,
      timeOff: [
        { startDate: '2026-11-01', endDate: '2026-11-21' },
        { startDate: '2026-12-11', endDate: '2027-01-31' },
      ],
    });
    expect(edged[0]).toBe('2026-11-22');
    expect(edged.at(-1)).toBe('2026-12-10');
    expect(edged).toHaveLength(all.length - 2);
  });

  it('a range in the past leaves every later date alone', () => {
    const base = input({});
    expect(
      datesWithSlots({ ...base, timeOff: [{ startDate: '2026-01-01', endDate: '2026-11-20' }] }),
    ).toEqual(datesWithSlots(base));
  });
});

describe('date overrides', () => {
  it('gives one date other hours and leaves its weekday alone', () => {
    const i = input({
      dateAvailability: overrideHours([
        { date: '2026-12-02', enabled: true, startHour: 13, endHour: 15 },
        { date: '2026-12-03', enabled: false, startHour: 9, endHour: 17 },
      ]),
      visitorTimeZone: 'America/New_York',
    });
    const slots = generateSlots(i);
    expect(slots['2026-12-02']?.map((s) => s.label)).toEqual([
      '1:00 PM',
      '1:30 PM',
      '2:00 PM',
      '2:30 PM',
    ]);
    expect(slots['2026-12-03']).toBeUndefined();
    expect(slots['2026-12-09']?.[0]?.label).toBe('9:00 AM');
  });

  it('opens a date its weekday keeps closed', () => {
    const closedWeekends = {
      ...prefs('Asia/Kathmandu'),
      dayAvailability: {
        ...everyDay(nineToFive),
        '6': { enabled: false, startHour: 9, endHour: 17 },
      },
    };
    const i = input({
      preferences: closedWeekends,
      visitorTimeZone: 'Asia/Kathmandu',
      dateAvailability: { '2026-11-28': { enabled: true, startHour: 10, endHour: 11 } },
    });
    const slots = generateSlots(i);
    expect(slots['2026-11-28']?.map((s) => s.label)).toEqual(['10:00 AM', '10:30 AM']);
    expect(slots['2026-12-05']).toBeUndefined();
  });

  it('an override inside time off offers nothing', () => {
    const i = input({
      timeOff: [{ startDate: '2026-11-30', endDate: '2026-12-04' }],
      dateAvailability: { '2026-12-02': { enabled: true, startHour: 13, endHour: 15 } },
    });
    expect(generateSlots(i)['2026-12-02']).toBeUndefined();
    expect(slotRefusal(i, '2026-12-02T18:00:00Z', '2026-12-02T18:30:00Z')).toBe('time_off');
  });
});

describe('minimum notice', () => {
  it('keeps the default rules when not set: 30 minutes; 2 hours for high priority today', () => {
    const now = '2026-11-20T15:10:00Z'; // 10:10 in New York
    const hp = input({ type: 'high_priority', now });
    const today = generateSlots(hp)['2026-11-20'];
    expect(today?.[0]?.label).toBe('12:30 PM'); // 10:10 + 2 h, on the half hour
    expect(slotRefusal(hp, '2026-11-20T16:00:00Z', '2026-11-20T16:30:00Z')).toBe('notice');
  });

  it('a set notice replaces both default rules', () => {
    const now = '2026-11-20T15:10:00Z';
    const hp = input({ type: 'high_priority', now, minimumNotice: 15 });
    expect(generateSlots(hp)['2026-11-20']?.[0]?.label).toBe('10:30 AM');
    const dayAhead = input({ now, minimumNotice: 1440 });
    const dates = datesWithSlots(dayAhead);
    expect(dates[0]).toBe('2026-11-21');
    expect(generateSlots(dayAhead)['2026-11-21']?.[0]?.label).toBe('10:30 AM');
    expect(slotRefusal(dayAhead, '2026-11-21T14:00:00Z', '2026-11-21T14:30:00Z')).toBe('notice');
  });
});

describe('daily limit', () => {
  it('a full day offers no times; the next day does', () => {
    const i = input({
      dailyLimit: 3,
      bookingsPerDay: { '2026-12-01': 3, '2026-12-02': 2 },
    });
    const slots = generateSlots(i);
    expect(slots['2026-12-01']).toBeUndefined();
    expect(slots['2026-12-02']).toBeDefined();
    expect(slotRefusal(i, '2026-12-01T15:00:00Z', '2026-12-01T15:30:00Z')).toBe('daily_limit');
    expect(slotRefusal(i, '2026-12-02T15:00:00Z', '2026-12-02T15:30:00Z')).toBeNull();
  });

  it('counts by the host’s date, not the visitor’s', () => {
    // Host in Kolkata (UTC+5:30); the bookings start at 9:00 and 9:30 local on 2026-12-01, which
    // is still 2026-11-30 in Los Angeles, the visitor's zone.
    const bookings = [{ startTime: '2026-12-01T03:30:00Z' }, { startTime: '2026-12-01T04:00:00Z' }];
    const perDay = bookingsPerDay(bookings, 'Asia/Kolkata');
    expect(perDay).toEqual({ '2026-12-01': 2 });
    expect(bookingsPerDay(bookings, 'America/Los_Angeles')).toEqual({ '2026-11-30': 2 });
    const i = input({
      timezone: 'Asia/Kolkata',
      visitorTimeZone: 'America/Los_Angeles',
      dailyLimit: 2,
      bookingsPerDay: perDay,
    });
    const hostDates = datesWithSlots(i);
    expect(hostDates).not.toContain('2026-12-01');
    expect(hostDates).toContain('2026-11-30');
    expect(hostDates).toContain('2026-12-02');
  });
});

describe('what a visitor may see', () => {
  it('closed dates look alike whatever the reason, with no note', () => {
    const seen = publicDateAvailability(
      {
        timeOff: [{ startDate: '2026-11-30', endDate: '2026-12-01' }],
        dateOverrides: [
          { date: '2026-12-02', enabled: true, startHour: 13, endHour: 15 },
          { date: '2026-12-03', enabled: false, startHour: 10, endHour: 12 },
          { date: '2026-12-01', enabled: true, startHour: 8, endHour: 9 },
        ],
        dailyLimit: 3,
        bookingsPerDay: { '2026-12-04': 3, '2026-12-07': 1 },
      },
      '2026-11-29',
      '2026-12-08',
    );
    const closed = { enabled: false, startHour: 0, endHour: 0 };
    expect(seen).toEqual({
      '2026-11-30': closed,
      '2026-12-01': closed,
      '2026-12-02': { enabled: true, startHour: 13, endHour: 15 },
      '2026-12-03': closed,
      '2026-12-04': closed,
    });
  });
});

describe('checks of what a host types', () => {
  it.each([
    [{ startDate: '2026-11-30', endDate: '2026-12-04' }, null],
    [{ startDate: '2026-11-30', endDate: '2026-11-30' }, null],
    [{ startDate: '2026-12-04', endDate: '2026-11-30' }, END_BEFORE_START],
    [{ startDate: '2026-02-30', endDate: '2026-03-01' }, 'Choose the days'],
  ])('time off %j', (range, problem) => {
    expect(timeOffProblem(range)).toBe(problem);
  });

  it('an override with hours needs its end after its start', () => {
    expect(overrideProblem({ date: '2026-12-02', enabled: true, startHour: 15, endHour: 13 })).toBe(
      'End time must be after start time',
    );
    expect(
      overrideProblem({ date: '2026-12-02', enabled: false, startHour: 15, endHour: 13 }),
    ).toBeNull();
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

const ZONES = [
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Adelaide',
  'Pacific/Auckland',
] as const;
// Starts near DST changes of the zones above, so that many runs cross one.
const NOWS = [
  '2026-10-25T12:00:00Z',
  '2026-03-01T12:00:00Z',
  '2026-03-22T12:00:00Z',
  '2026-09-20T12:00:00Z',
  '2026-03-30T12:00:00Z',
  '2026-06-10T12:00:00Z',
] as const;

const clocks = new Map<string, Intl.DateTimeFormat>();
/** 'HH:mm' in the zone (a formatter per zone, made once). */
function wallClock(zone: string): Intl.DateTimeFormat {
  let fmt = clocks.get(zone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(zone, fmt);
  }
  return fmt;
}

const date = (nowIso: string, offset: number) => addDays(nowIso.slice(0, 10), offset);

const arbitraryCase = fc
  .record({
    zone: fc.constantFrom(...ZONES),
    visitor: fc.constantFrom(...ZONES, 'UTC', 'Pacific/Honolulu'),
    now: fc.constantFrom(...NOWS),
    type: fc.constantFrom('standard' as const, 'high_priority' as const),
    duration: fc.constantFrom(30, 45, 60),
    ranges: fc.array(fc.tuple(fc.integer({ min: -3, max: 25 }), fc.integer({ min: 0, max: 6 })), {
      maxLength: 3,
    }),
    overrides: fc.array(
      fc.record({
        offset: fc.integer({ min: -1, max: 24 }),
        enabled: fc.boolean(),
        startHour: fc.integer({ min: 0, max: 22 }),
        length: fc.integer({ min: 1, max: 6 }),
      }),
      { maxLength: 4 },
    ),
    notice: fc.option(fc.constantFrom(0, 45, 120, 1440, 2880), { nil: null }),
    limit: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    counts: fc.array(fc.tuple(fc.integer({ min: 0, max: 22 }), fc.integer({ min: 0, max: 4 })), {
      maxLength: 5,
    }),
  })
  .map((c) => {
    const timeOff = c.ranges.map(([from, len]) => ({
      startDate: date(c.now, from),
      endDate: date(c.now, from + len),
    }));
    const dateAvailability: Record<string, DayAvailability> = {};
    for (const o of c.overrides) {
      dateAvailability[date(c.now, o.offset)] = {
        enabled: o.enabled,
        startHour: o.startHour,
        endHour: Math.min(23, o.startHour + o.length),
      };
    }
    const bookingsPerDay: Record<string, number> = {};
    for (const [offset, n] of c.counts) bookingsPerDay[date(c.now, offset)] = n;
    const i: SlotInput = {
      type: c.type,
      duration: c.duration,
      preferences: prefs(c.zone),
      busy: [],
      visitorTimeZone: c.visitor,
      now: c.now,
      timeOff,
      dateAvailability,
      minimumNotice: c.notice,
      dailyLimit: c.limit,
      bookingsPerDay,
    };
    return { c, i };
  });

describe('properties (DST weeks, half-hour and 45-minute zones)', () => {
  it('no slot lies on a day off or a full day, starts before the notice, or leaves the date’s hours', () => {
    fc.assert(
      fc.property(arbitraryCase, ({ c, i }) => {
        const nowMs = Date.parse(c.now);
        for (const list of Object.values(generateSlots(i))) {
          for (const slot of list) {
            const start = Date.parse(slot.start);
            const key = localDateOf(start, c.zone);
            for (const r of i.timeOff ?? [])
              expect(key >= r.startDate && key <= r.endDate).toBe(false);
            if (c.limit !== null) expect(i.bookingsPerDay?.[key] ?? 0).toBeLessThan(c.limit);
            if (c.notice !== null) expect(start).toBeGreaterThanOrEqual(nowMs + c.notice * MINUTE);
            else expect(start).toBeGreaterThanOrEqual(nowMs + 30 * MINUTE);
            const hours = i.dateAvailability?.[key] ?? nineToFive;
            expect(hours.enabled).toBe(true);
            const wall = wallClock(c.zone).format(start);
            const [h, m] = wall.split(':').map(Number) as [number, number];
            expect(h * 60 + m).toBeGreaterThanOrEqual(hours.startHour * 60);
            // The slot ends by the instant the date's end hour comes (every window ends by
            // 23:00, the same day). Instants, not wall minutes: on a day the clocks go back, an
            // hour's window holds two real hours (02:00-03:00 in Auckland on 5 April 2026).
            const [y, mo, d] = key.split('-').map(Number) as [number, number, number];
            const endsBy = zonedInstant({ y, m: mo, d }, hours.endHour * 60, c.zone);
            expect(Date.parse(slot.end)).toBeLessThanOrEqual(endsBy);
            expect(Date.parse(slot.end) - start).toBe(c.duration * MINUTE);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('removing the date rules only adds slots, and the booking check agrees with the list', () => {
    fc.assert(
      fc.property(arbitraryCase, ({ c, i }) => {
        const plain: SlotInput = { ...i, timeOff: [], dailyLimit: null, dateAvailability: {} };
        const withRules = Object.values(generateSlots(i)).flat();
        const without = new Set(
          Object.values(generateSlots({ ...plain, minimumNotice: i.minimumNotice }))
            .flat()
            .map((s) => s.start),
        );
        const overridden = new Set(Object.keys(i.dateAvailability ?? {}));
        for (const s of withRules) {
          if (!overridden.has(localDateOf(s.start, c.zone)))
            expect(without.has(s.start)).toBe(true);
          expect(isSlotAvailable(i, s.start, s.end)).toBe(true);
          expect(slotRefusal(i, s.start, s.end)).toBeNull();
        }
      }),
      { numRuns: 40 },
    );
  });

  it('a refused slot of a plain day is refused for the rule that closes it', () => {
    fc.assert(
      fc.property(arbitraryCase, ({ c, i }) => {
        const plain: SlotInput = { ...i, timeOff: [], dailyLimit: null, dateAvailability: {} };
        const offered = new Set(
          Object.values(generateSlots(i))
            .flat()
            .map((s) => s.start),
        );
        for (const s of Object.values(generateSlots(plain)).flat()) {
          if (offered.has(s.start)) continue;
          const key = localDateOf(s.start, c.zone);
          const reason = slotRefusal(i, s.start, s.end);
          const off = (i.timeOff ?? []).some((r) => key >= r.startDate && key <= r.endDate);
          if (off) expect(reason).toBe('time_off');
          else if (c.limit !== null && (i.bookingsPerDay?.[key] ?? 0) >= c.limit)
            expect(reason).toBe('daily_limit');
          else expect(reason).not.toBeNull();
        }
      }),
      { numRuns: 30 },
    );
  });
});
