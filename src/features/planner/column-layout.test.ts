import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from './calendar-events';
import {
  columnLayout,
  columnsForDayWidth,
  FOLD_COLUMN_PX,
  GAP_PX,
  MIN_EVENT_WIDTH_PX,
  type LayoutInput,
  type StyledEvent,
} from './column-layout';
import { foldOverlaps, isMoreEvent, MAX_COLUMNS, type ShownEvent } from './fold-overlaps';

const DAY = Date.UTC(2026, 10, 2);
const at = (hh: number, mm = 0) => new Date(DAY + (hh * 60 + mm) * 60_000);
function event(id: string, start: Date, end: Date): CalendarEvent {
  return { id, title: id, start, end } as CalendarEvent;
}

/** A day column of 24 hours: top and height are percentages of the day, as in the library. */
const slotMetrics: LayoutInput<ShownEvent>['slotMetrics'] = {
  getRange: (start, end) => ({
    top: ((+start - DAY) / 86_400_000) * 100,
    height: ((+end - +start) / 86_400_000) * 100,
    startDate: start,
    endDate: end,
  }),
};
const accessors = { start: (e: ShownEvent) => e.start, end: (e: ShownEvent) => e.end };
const layOut = (events: ShownEvent[]) =>
  columnLayout<ShownEvent>(isMoreEvent)({ events, slotMetrics, accessors });

/** The percentage in `calc(P% ± Npx)`. */
const percent = (value: string) => Number(/calc\(([\d.]+)%/.exec(value)![1]);
const byId = (styled: StyledEvent<ShownEvent>[]) =>
  Object.fromEntries(
    styled.map((s) => [
      s.event.id,
      { left: percent(s.style.xOffset), width: percent(s.style.width) },
    ]),
  );

/** `calc(P% ± Npx)` in pixels, in a day `dayWidth` pixels wide. */
function pixels(value: string, dayWidth: number) {
  const [, p, sign, n] = /^calc\(([\d.]+)% ([+-]) ([\d.]+)px\)$/.exec(value)!;
  return (Number(p) * dayWidth) / 100 + (sign === '+' ? 1 : -1) * Number(n);
}
const omitFrom = ({ maxColumns, keptColumns }: { maxColumns: number; keptColumns: number }) => ({
  maxColumns,
  keptColumns,
});
const boxes = (styled: StyledEvent<ShownEvent>[], dayWidth: number) =>
  Object.fromEntries(
    styled.map((s) => [
      s.event.id,
      {
        left: Math.round(pixels(s.style.xOffset, dayWidth) * 100) / 100,
        width: Math.round(pixels(s.style.width, dayWidth) * 100) / 100,
      },
    ]),
  );

describe('columnLayout', () => {
  it('gives a meeting alone the whole column', () => {
    const styled = layOut([event('a', at(9), at(10)), event('b', at(10), at(11))]);
    expect(byId(styled)).toEqual({ a: { left: 0, width: 100 }, b: { left: 0, width: 100 } });
    expect(styled[0]!.style).toEqual({
      top: (9 / 24) * 100,
      height: `calc(${(3_600_000 / 86_400_000) * 100}% - 2px)`,
      width: 'calc(100% - 0px)',
      xOffset: 'calc(0% + 0px)',
    });
  });

  it('puts overlapping meetings side by side in equal columns, with a gap after the first', () => {
    const styled = layOut([
      event('a', at(9), at(10)),
      event('b', at(9), at(10)),
      event('c', at(9, 30), at(10, 30)),
    ]);
    const third = 100 / 3;
    expect(byId(styled)).toEqual({
      a: { left: 0, width: third },
      b: { left: third, width: third },
      c: { left: 2 * third, width: third },
    });
    expect(styled.find((s) => s.event.id === 'b')!.style.xOffset).toBe(`calc(${third}% + 3px)`);
  });

  it('stretches a meeting over the columns that stay free for its whole time', () => {
    const styled = layOut([
      event('long', at(9), at(12)),
      event('hour', at(9), at(10)),
      event('half', at(9), at(9, 30)),
      event('late', at(11), at(12)),
    ]);
    const third = 100 / 3;
    expect(byId(styled)).toEqual({
      long: { left: 0, width: third },
      hour: { left: third, width: third },
      half: { left: 2 * third, width: third },
      // Columns 2 and 3 are free from 11 to 12.
      late: { left: third, width: 2 * third },
    });
  });

  it('counts a zero-length meeting as one minute, like foldOverlaps', () => {
    const styled = layOut([event('a', at(9), at(9)), event('b', at(9), at(10))]);
    expect(byId(styled)).toEqual({ b: { left: 0, width: 50 }, a: { left: 50, width: 50 } });
  });

  it('draws a "+N more" after the meetings that start with it, in a narrow last column', () => {
    const events = ['a', 'b', 'c', 'd'].map((id) => event(id, at(9), at(10)));
    const shown = foldOverlaps(events);
    expect(shown.map((e) => e.title)).toEqual(['a', 'b', '+2 more']);
    // In a 300 px day: the fold is 40 px (less the gap), the meetings share the other 260.
    expect(boxes(layOut(shown), 300)).toEqual({
      a: { left: 0, width: 130 },
      b: { left: 133, width: 127 },
      'more:c': { left: 263, width: FOLD_COLUMN_PX - GAP_PX },
    });
  });

  it('gives the one meeting beside a fold all but the fold column (two columns)', () => {
    const events = ['a', 'b', 'c'].map((id) => event(id, at(9), at(10)));
    const shown = foldOverlaps(events, 2);
    expect(shown.map((e) => e.title)).toEqual(['a', '+2 more']);
    expect(boxes(layOut(shown), 160)).toEqual({
      a: { left: 0, width: 120 },
      'more:b': { left: 123, width: 37 },
    });
  });

  it('stretches a meeting over a fold column that is free for its whole time', () => {
    const shown = foldOverlaps([
      event('long', at(9), at(12)),
      ...['a', 'b', 'c'].map((id) => event(id, at(9), at(10))),
      event('late', at(11), at(12)),
    ]);
    expect(shown.map((e) => e.title)).toEqual(['long', 'a', 'late', '+2 more']);
    expect(boxes(layOut(shown), 300)).toEqual({
      long: { left: 0, width: 130 },
      a: { left: 133, width: 127 },
      'more:b': { left: 263, width: 37 },
      late: { left: 133, width: 167 },
    });
  });

  it('draws a day folded into one "+N more" across the whole day (one column)', () => {
    const shown = foldOverlaps(
      ['a', 'b', 'c'].map((id) => event(id, at(9), at(10))),
      1,
    );
    expect(shown.map((e) => e.title)).toEqual(['+3 more']);
    expect(boxes(layOut(shown), 100)).toEqual({ 'more:a': { left: 0, width: 100 } });
  });

  /** Each plan a day can get, from the narrowest day that gets it (71 px: one meeting fits). */
  const PLANS = [
    { from: 71, maxColumns: 1, keptColumns: 0 },
    { from: 111, maxColumns: 1, keptColumns: 1 },
    { from: 142, maxColumns: 2, keptColumns: 1 },
    { from: 182, maxColumns: 2, keptColumns: 2 },
    { from: 213, maxColumns: 3, keptColumns: 2 },
    { from: 253, maxColumns: 3, keptColumns: 3 },
  ];

  it('plans as many columns as keep each meeting MIN_EVENT_WIDTH_PX wide, beside a fold too', () => {
    const column = MIN_EVENT_WIDTH_PX + GAP_PX;
    expect(PLANS.map((plan) => plan.from)).toEqual([
      column,
      column + FOLD_COLUMN_PX,
      2 * column,
      2 * column + FOLD_COLUMN_PX,
      3 * column,
      3 * column + FOLD_COLUMN_PX,
    ]);
    for (const [i, { from, ...plan }] of PLANS.entries()) {
      expect(columnsForDayWidth(from)).toEqual(plan);
      if (i > 0) expect(columnsForDayWidth(from - 1)).toEqual(omitFrom(PLANS[i - 1]!));
    }
    expect(columnsForDayWidth(40)).toEqual({ maxColumns: 1, keptColumns: 0 });
    expect(columnsForDayWidth(2000)).toEqual({ maxColumns: MAX_COLUMNS, keptColumns: MAX_COLUMNS });
    // Unknown (no layout): the widest plan with a fold beside two columns, as before measuring.
    expect(columnsForDayWidth(0)).toEqual({
      maxColumns: MAX_COLUMNS,
      keptColumns: MAX_COLUMNS - 1,
    });
  });

  const meeting = fc
    .record({ start: fc.integer({ min: 0, max: 47 }), halfHours: fc.integer({ min: 0, max: 8 }) })
    .map(({ start, halfHours }) => ({
      start: at(0, start * 30),
      end: at(0, Math.min(start * 30 + halfHours * 30, 24 * 60 - 1)),
    }));

  it.each(PLANS.map((plan, i) => ({ ...plan, to: (PLANS[i + 1]?.from ?? 400) - 1 })))(
    'never draws a meeting narrower than MIN_EVENT_WIDTH_PX, nor two at once over each other, in a day of $from to $to px ($maxColumns columns, $keptColumns beside a fold)',
    ({ from, to, maxColumns, keptColumns }) => {
      const dayWidth = fc.oneof(fc.constant(from), fc.integer({ min: from, max: to }));
      fc.assert(
        fc.property(dayWidth, fc.array(meeting, { maxLength: 60 }), (width, meetings) => {
          expect(columnsForDayWidth(width)).toEqual({ maxColumns, keptColumns });
          const shown = foldOverlaps(
            meetings.map((m, i) => event(`m${i}`, m.start, m.end)),
            maxColumns,
            keptColumns,
          );
          const styled = layOut(shown);
          expect(styled).toHaveLength(shown.length);
          const drawn = styled.map((s) => {
            const left = pixels(s.style.xOffset, width);
            const start = +s.event.start;
            return {
              s,
              left,
              right: left + pixels(s.style.width, width),
              start,
              end: Math.max(+s.event.end, start + 6e4),
            };
          });
          for (const { s, left, right } of drawn) {
            const least = isMoreEvent(s.event) ? FOLD_COLUMN_PX - GAP_PX : MIN_EVENT_WIDTH_PX;
            expect(right - left).toBeGreaterThanOrEqual(least - 1e-9);
            expect(left).toBeGreaterThanOrEqual(-1e-9);
            expect(right).toBeLessThanOrEqual(width + 1e-9);
          }
          // Meetings at the same time never cover each other, and no more are drawn at any
          // moment than the plan has columns.
          const columns = Math.max(maxColumns, keptColumns + 1);
          for (const a of drawn) {
            let atOnce = 0;
            for (const b of drawn) {
              if (a.end <= b.start || b.end <= a.start || b.start > a.start) continue;
              atOnce += 1;
              if (a === b) continue;
              expect(a.right <= b.left + 1e-9 || b.right <= a.left + 1e-9).toBe(true);
            }
            expect(atOnce).toBeLessThanOrEqual(columns);
          }
        }),
        { seed: 20261123, numRuns: 200 },
      );
    },
  );
});
