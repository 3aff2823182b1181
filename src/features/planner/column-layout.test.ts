import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from './calendar-events';
import { columnLayout, type LayoutInput, type StyledEvent } from './column-layout';
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

  it('draws a "+N more" after the meetings that start with it, in the last column', () => {
    const events = ['a', 'b', 'c', 'd'].map((id) => event(id, at(9), at(10)));
    const shown = foldOverlaps(events);
    expect(shown.map((e) => e.title)).toEqual(['a', 'b', '+2 more']);
    const third = 100 / 3;
    expect(byId(layOut(shown))).toEqual({
      a: { left: 0, width: third },
      b: { left: third, width: third },
      'more:c': { left: 2 * third, width: third },
    });
  });

  it('never draws a folded day narrower than one of MAX_COLUMNS columns (no slivers)', () => {
    const meeting = fc
      .record({ start: fc.integer({ min: 0, max: 47 }), halfHours: fc.integer({ min: 0, max: 8 }) })
      .map(({ start, halfHours }) => ({
        start: at(0, start * 30),
        end: at(0, Math.min(start * 30 + halfHours * 30, 24 * 60 - 1)),
      }));
    fc.assert(
      fc.property(fc.array(meeting, { maxLength: 60 }), (meetings) => {
        const shown = foldOverlaps(meetings.map((m, i) => event(`m${i}`, m.start, m.end)));
        const styled = layOut(shown);
        expect(styled).toHaveLength(shown.length);
        for (const s of styled) {
          expect(percent(s.style.width)).toBeGreaterThanOrEqual(100 / MAX_COLUMNS - 1e-9);
          expect(percent(s.style.xOffset) + percent(s.style.width)).toBeLessThanOrEqual(100 + 1e-9);
        }
      }),
      { seed: 20261123, numRuns: 300 },
    );
  });
});
