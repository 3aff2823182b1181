import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availabilityCells,
  focusRefusal,
  focusSummary,
  goalFocusTotals,
  minutesText,
  relocateBlock,
  type FocusSpan,
  type FocusWeek,
  type Span,
} from './focus-planner';
import { planFocus, type GoalNeed } from './focus-plan';
import { zonedInstant } from './zone-clock';
import { parseCivil } from './civil-date';
import type { DayAvailability } from './preferences';

const NY = 'America/New_York';
const MIN = 60_000;
const HOUR = 60 * MIN;
const workday: DayAvailability = { enabled: true, startHour: 9, endHour: 17 };
const closed: DayAvailability = { enabled: false, startHour: 9, endHour: 17 };
const WEEKDAYS = {
  '0': closed,
  '1': workday,
  '2': workday,
  '3': workday,
  '4': workday,
  '5': workday,
  '6': closed,
};

/** An instant on the host's clock: date 'YYYY-MM-DD', 'HH:mm'. */
const at = (date: string, time: string, zone = NY) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return zonedInstant(parseCivil(date), h * 60 + m, zone);
};
const span = (date: string, from: string, to: string, zone = NY): Span => ({
  start: at(date, from, zone),
  end: at(date, to, zone),
});

function week(overrides: Partial<FocusWeek> = {}): FocusWeek {
  return {
    weekStartDate: '2027-03-01',
    timeZone: NY,
    dayAvailability: WEEKDAYS,
    timePreference: 'both',
    bufferMinutes: 15,
    meetings: [],
    blocks: [],
    now: at('2027-03-01', '08:00'),
    ...overrides,
  };
}

const GOALS: GoalNeed[] = [
  { title: 'Ship the redesign', minutesNeeded: 120 },
  { title: 'Q2 deck', minutesNeeded: 180 },
  { title: 'Hiring', minutesNeeded: 60 },
];
const total = (spans: readonly Span[]) =>
  spans.reduce((sum, s) => sum + (s.end - s.start) / MIN, 0);

/** Every rule a planned block must keep. */
function expectValid(w: FocusWeek, blocks: readonly FocusSpan[]) {
  const buffer = w.bufferMinutes * MIN;
  const cells = new Set(availabilityCells(w).map((c) => c.start));
  blocks.forEach((block, i) => {
    const minutes = (block.end - block.start) / MIN;
    expect(minutes).toBeGreaterThanOrEqual(30);
    expect(minutes).toBeLessThanOrEqual(120);
    expect(minutes % 30).toBe(0);
    expect(block.start).toBeGreaterThanOrEqual(w.now);
    for (let t = block.start; t < block.end; t += 30 * MIN) expect(cells.has(t)).toBe(true);
    for (const m of w.meetings) {
      const clear = block.end <= m.start - buffer || block.start >= m.end + buffer;
      expect(clear).toBe(true);
    }
    for (const other of [...w.blocks, ...blocks.slice(i + 1)]) {
      expect(block.end <= other.start || block.start >= other.end).toBe(true);
    }
  });
}

describe('planFocus', () => {
  it('plans exactly what each goal needs when the week has room, spread over the days', () => {
    const w = week({
      meetings: [span('2027-03-01', '09:00', '10:00'), span('2027-03-02', '13:00', '14:30')],
    });
    const plan = planFocus(w, GOALS);
    expectValid(w, plan.proposals);
    expect(plan.shortMinutes).toEqual([0, 0, 0]);
    for (const [index, goal] of GOALS.entries()) {
      expect(total(plan.proposals.filter((p) => p.goalIndex === index))).toBe(goal.minutesNeeded);
    }
    // Six hours in blocks of at most two: spread over at least three days, never piled on one.
    const days = new Set(plan.proposals.map((p) => new Date(p.start).toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(3);
    expect(plan.proposals.every((p) => p.reason.length > 0)).toBe(true);
  });

  it('keeps clear of a meeting and its buffer', () => {
    // Monday has a single free hour between meetings: 10:15 to 11:15 is inside both buffers.
    const w = week({
      weekStartDate: '2027-03-01',
      dayAvailability: { ...WEEKDAYS, '2': closed, '3': closed, '4': closed, '5': closed },
      meetings: [span('2027-03-01', '09:00', '10:00'), span('2027-03-01', '11:30', '17:00')],
    });
    const plan = planFocus(w, [{ title: 'Write', minutesNeeded: 120 }]);
    // 10:00 + 15 min buffer → the first whole half hour is 10:30; 11:30 − 15 → ends by 11:00.
    expect(plan.proposals).toEqual([
      expect.objectContaining({ start: at('2027-03-01', '10:30'), end: at('2027-03-01', '11:00') }),
    ]);
    expect(plan.shortMinutes).toEqual([90]);
  });

  it('prefers the morning for an AM host and says so', () => {
    const w = week({ timePreference: 'am' });
    const plan = planFocus(w, [{ title: 'Write', minutesNeeded: 240 }]);
    expectValid(w, plan.proposals);
    for (const p of plan.proposals) {
      expect(p.start).toBeLessThan(
        at(new Date(p.start - 5 * HOUR).toISOString().slice(0, 10), '12:00'),
      );
      expect(p.reason).toMatch(/you prefer the morning/);
    }
  });

  it('falls back to the afternoon when no morning is free', () => {
    const mornings = ['01', '02', '03', '04', '05'].map((d) =>
      span(`2027-03-${d}`, '09:00', '12:00'),
    );
    const w = week({ timePreference: 'am', meetings: mornings, bufferMinutes: 0 });
    const plan = planFocus(w, [{ title: 'Write', minutesNeeded: 60 }]);
    expect(plan.proposals).toHaveLength(1);
    expect(plan.proposals[0]!.reason).toMatch(/^No free morning left/);
    expectValid(w, plan.proposals);
  });

  it('counts blocks already planned and never overlaps them', () => {
    const existing = [{ goalIndex: 0, ...span('2027-03-02', '09:00', '11:00') }];
    const w = week({ blocks: existing });
    const plan = planFocus(w, GOALS);
    expect(plan.proposals.filter((p) => p.goalIndex === 0)).toEqual([]);
    expectValid(w, plan.proposals);
  });

  it('plans nothing in the past and nothing for blank goals or goals without time', () => {
    const w = week({ now: at('2027-03-05', '16:00') });
    const plan = planFocus(w, [
      { title: '', minutesNeeded: 60 },
      { title: 'No time', minutesNeeded: 0 },
      { title: 'Late', minutesNeeded: 120 },
    ]);
    expect(plan.proposals).toEqual([
      expect.objectContaining({ goalIndex: 2, start: at('2027-03-05', '16:00') }),
    ]);
    expect(plan.shortMinutes).toEqual([0, 0, 60]);
  });

  it('keeps to the ranges of a split day: nothing over the lunch gap, nothing past 5:00 PM', () => {
    // Monday 9:00 AM–12:00 PM and 1:30 PM–5:15 PM (two ranges); every other day closed.
    const split: DayAvailability = {
      enabled: true,
      startHour: 9,
      endHour: 12,
      ranges: [
        { start: 9 * 60, end: 12 * 60 },
        { start: 13 * 60 + 30, end: 17 * 60 + 15 },
      ],
    };
    const w = week({
      dayAvailability: {
        ...WEEKDAYS,
        '1': split,
        '2': closed,
        '3': closed,
        '4': closed,
        '5': closed,
      },
    });
    // Half hours wholly inside a range: 9:00 to 11:30, then 1:30 to 4:30 PM (4:30–5:00 is the
    // last; 5:00–5:30 would pass 5:15).
    expect(availabilityCells(w).map((c) => c.start)).toEqual(
      ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']
        .concat(['13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30'])
        .map((t) => at('2027-03-01', t)),
    );
    const plan = planFocus(w, [{ title: 'Deep work', minutesNeeded: 10 * 60 }]);
    expectValid(w, plan.proposals);
    const lunch = span('2027-03-01', '12:00', '13:30');
    const morning = span('2027-03-01', '09:00', '12:00');
    const afternoon = span('2027-03-01', '13:30', '17:15');
    for (const p of plan.proposals) {
      expect(p.end <= lunch.start || p.start >= lunch.end).toBe(true);
      const inside = (r: Span) => r.start <= p.start && p.end <= r.end;
      expect(inside(morning) || inside(afternoon)).toBe(true);
    }
    // All 6 h 30 min of the day is planned; the rest of the need is short.
    expect(total(plan.proposals)).toBe(390);
    expect(plan.shortMinutes).toEqual([600 - 390]);
    // A block over the gap, or past the last range's end, is refused; one inside is not.
    expect(focusRefusal(w, span('2027-03-01', '11:30', '12:30'))).toBe('outside_availability');
    expect(focusRefusal(w, span('2027-03-01', '12:30', '14:00'))).toBe('outside_availability');
    expect(focusRefusal(w, span('2027-03-01', '16:30', '17:30'))).toBe('outside_availability');
    expect(focusRefusal(w, span('2027-03-01', '13:30', '15:30'))).toBeNull();
  });

  it('keeps a block to one range when ranges touch, and reads a date override’s ranges', () => {
    const touching: DayAvailability = {
      enabled: true,
      startHour: 9,
      endHour: 12,
      ranges: [
        { start: 9 * 60, end: 12 * 60 },
        { start: 12 * 60, end: 13 * 60 },
      ],
    };
    const w = week({
      dayAvailability: { ...WEEKDAYS, '1': touching },
      // Tuesday's override: 10:00 to 11:30 AM and 2:15 to 3:45 PM only.
      dateAvailability: {
        '2027-03-02': {
          enabled: true,
          startHour: 10,
          endHour: 11,
          ranges: [
            { start: 10 * 60, end: 11 * 60 + 30 },
            { start: 14 * 60 + 15, end: 15 * 60 + 45 },
          ],
        },
      },
    });
    expect(focusRefusal(w, span('2027-03-01', '11:30', '12:30'))).toBe('outside_availability');
    expect(focusRefusal(w, span('2027-03-01', '12:00', '13:00'))).toBeNull();
    expect(
      availabilityCells(w)
        .filter((c) => c.date === '2027-03-02')
        .map((c) => c.start),
    ).toEqual(['10:00', '10:30', '11:00', '14:30', '15:00'].map((t) => at('2027-03-02', t)));
    const plan = planFocus(w, GOALS);
    expectValid(w, plan.proposals);
    for (const p of plan.proposals) {
      expect(p.start < at('2027-03-01', '12:00') && p.end > at('2027-03-01', '12:00')).toBe(false);
    }
  });

  it('works in a DST week (New York springs forward on Sunday 14 March 2027)', () => {
    const dst = week({
      weekStartDate: '2027-03-08',
      now: at('2027-03-08', '08:00'),
      dayAvailability: { ...WEEKDAYS, '0': { enabled: true, startHour: 0, endHour: 5 } },
    });
    const cells = availabilityCells(dst).filter((c) => c.date === '2027-03-14');
    // 00:00 to 05:00 on the change day holds 4 hours, not 5: 2:00 to 3:00 never happens.
    expect(cells).toHaveLength(8);
    const plan = planFocus(dst, [{ title: 'Deep work', minutesNeeded: 20 * 60 }]);
    expectValid(dst, plan.proposals);
    expect(total(plan.proposals)).toBe(20 * 60);
    for (const p of plan.proposals) expect(focusRefusal({ ...dst, blocks: [] }, p)).toBeNull();
  });

  it('property: never over a meeting, a buffer or outside availability; the total meets the need when it fits', () => {
    const zones = [NY, 'Asia/Kolkata', 'Europe/London'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.constantFrom('2027-03-01', '2027-03-08', '2027-03-29', '2027-10-25'),
        fc.constantFrom('am', 'pm', 'both' as const),
        fc.constantFrom(0, 15, 30),
        fc.array(
          fc.record({
            day: fc.integer({ min: 0, max: 6 }),
            from: fc.integer({ min: 14, max: 36 }),
            len: fc.integer({ min: 1, max: 6 }),
          }),
          { maxLength: 12 },
        ),
        fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 3, maxLength: 3 }),
        (zone, monday, pref, buffer, raw, halves) => {
          const meetings = raw.map(({ day, from, len }) => {
            const date = new Date(Date.parse(`${monday}T00:00:00Z`) + day * 86_400_000)
              .toISOString()
              .slice(0, 10);
            const start = zonedInstant(parseCivil(date), from * 30, zone);
            return { start, end: start + len * 30 * MIN };
          });
          const w = week({
            weekStartDate: monday,
            timeZone: zone,
            timePreference: pref as 'am' | 'pm' | 'both',
            bufferMinutes: buffer,
            meetings,
            now: zonedInstant(parseCivil(monday), 0, zone),
          });
          const goals = halves.map((h, i) => ({ title: `Goal ${i + 1}`, minutesNeeded: h * 30 }));
          const plan = planFocus(w, goals);
          expectValid(w, plan.proposals);
          goals.forEach((goal, index) => {
            const got = total(plan.proposals.filter((p) => p.goalIndex === index));
            expect(got + (plan.shortMinutes[index] ?? 0)).toBe(goal.minutesNeeded);
          });
          // When something is short, no free half hour is left anywhere in the week.
          if (plan.shortMinutes.some((s) => s > 0)) {
            const left = planFocus({ ...w, blocks: plan.proposals }, [
              { title: 'More', minutesNeeded: 30 },
            ]);
            expect(left.proposals).toEqual([]);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('relocateBlock', () => {
  it('moves a block a booking took to the next free time at the same length', () => {
    const block = { goalIndex: 1, ...span('2027-03-02', '10:00', '12:00') };
    const booking = span('2027-03-02', '10:30', '11:00');
    const w = week({ meetings: [booking], blocks: [] });
    const moved = relocateBlock(w, block);
    // 11:00 + 15 min buffer: 11:30 to 13:30 is the next free two hours.
    expect(moved).toEqual(span('2027-03-02', '11:30', '13:30'));
  });

  it('takes earlier free time when nothing is left after, and drops when the week is full', () => {
    const block = { goalIndex: 0, ...span('2027-03-05', '15:00', '17:00') };
    const fullAfter = week({
      meetings: [span('2027-03-05', '14:00', '17:00')],
      dayAvailability: { ...WEEKDAYS, '2': closed, '3': closed, '4': closed },
      now: at('2027-03-01', '08:00'),
    });
    expect(relocateBlock(fullAfter, block)).toEqual(span('2027-03-01', '09:00', '11:00'));
    const full = week({
      meetings: [span('2027-03-01', '08:00', '18:00')],
      dayAvailability: { ...WEEKDAYS, '2': closed, '3': closed, '4': closed, '5': closed },
    });
    expect(relocateBlock(full, block)).toBeNull();
  });

  it('property: after a high-priority booking inside a block, moving keeps the week total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom('2027-03-01', '2027-03-08'),
        (pick, offset, monday) => {
          const w = week({ weekStartDate: monday, now: at(monday, '08:00') });
          const plan = planFocus(w, GOALS);
          const taken = plan.proposals[pick % plan.proposals.length]!;
          const bookingStart = Math.min(taken.start + offset * 30 * MIN, taken.end - 30 * MIN);
          const booking = { start: bookingStart, end: bookingStart + 30 * MIN };
          const others = plan.proposals.filter((p) => p !== taken);
          const after = { ...w, meetings: [booking], blocks: others };
          const moved = relocateBlock(after, taken);
          expect(moved).not.toBeNull();
          const blocks = [...others, { goalIndex: taken.goalIndex, ...moved! }];
          expect(total(blocks)).toBe(total(plan.proposals));
          expectValid({ ...after, blocks: [] }, blocks);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('focusRefusal', () => {
  const w = week({ meetings: [span('2027-03-02', '10:00', '11:00')] });
  it.each([
    ['shape', span('2027-03-02', '13:00', '13:15')],
    ['shape', span('2027-03-02', '13:00', '15:30')],
    ['outside_availability', span('2027-03-02', '16:30', '17:30')],
    ['outside_availability', span('2027-03-06', '10:00', '11:00')],
    ['busy', span('2027-03-02', '11:00', '12:00')],
    ['past', span('2027-03-01', '09:00', '10:00')],
  ] as const)('refuses %s', (refusal, s) => {
    expect(focusRefusal({ ...w, now: at('2027-03-01', '09:30') }, s)).toBe(refusal);
  });
  it('refuses a block over another and accepts a free one', () => {
    const other = { goalIndex: 0, ...span('2027-03-03', '09:00', '10:00') };
    expect(focusRefusal({ ...w, blocks: [other] }, span('2027-03-03', '09:30', '10:30'))).toBe(
      'focus',
    );
    expect(focusRefusal({ ...w, blocks: [other] }, span('2027-03-03', '10:00', '12:00'))).toBe(
      null,
    );
  });
});

describe('goalFocusTotals and minutesText', () => {
  it('says needed, planned, behind us and short per goal', () => {
    const blocks = [
      { goalIndex: 0, ...span('2027-03-01', '09:00', '10:00') },
      { goalIndex: 0, ...span('2027-03-02', '09:00', '10:00') },
      { goalIndex: 2, ...span('2027-03-01', '10:00', '11:00') },
    ];
    expect(goalFocusTotals([120, 60, 90], blocks, at('2027-03-01', '10:30'))).toEqual([
      { needed: 120, planned: 120, done: 60, short: 0 },
      { needed: 60, planned: 0, done: 0, short: 60 },
      { needed: 90, planned: 60, done: 30, short: 30 },
    ]);
    expect([0, 30, 60, 90, 1200].map(minutesText)).toEqual([
      '0 min',
      '30 min',
      '1 h',
      '1 h 30 min',
      '20 h',
    ]);
  });
});

describe('focusSummary', () => {
  const block = (startTime: string, minutes: number, status: 'planned' | 'dropped', moves = 0) => ({
    startTime,
    endTime: new Date(Date.parse(startTime) + minutes * MIN).toISOString(),
    status,
    moves,
  });
  it('sums planned against needed and the share of applied time kept', () => {
    expect(
      focusSummary(
        [120, 180, 60],
        [
          block('2027-03-01T14:00:00.000Z', 120, 'planned'),
          block('2027-03-02T14:00:00.000Z', 120, 'planned', 1),
          block('2027-03-03T14:00:00.000Z', 60, 'dropped'),
          block('2027-03-04T14:00:00.000Z', 60, 'planned'),
        ],
      ),
    ).toEqual({ needed: 360, planned: 300, keptShare: 180 / 360 });
    expect(focusSummary([0, 0, 0], [])).toEqual({ needed: 0, planned: 0, keptShare: null });
  });
});
