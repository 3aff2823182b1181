import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from './calendar-events';
import { foldOverlaps, isMoreEvent } from './fold-overlaps';

const at = (hh: number, mm = 0, day = 2) => new Date(Date.UTC(2026, 10, day, hh, mm));
function event(id: string, start: Date, end: Date): CalendarEvent {
  return { id, title: id, start, end } as CalendarEvent;
}

describe('foldOverlaps', () => {
  it('leaves up to three side-by-side meetings alone', () => {
    const events = [
      event('a', at(9), at(10)),
      event('b', at(9), at(10)),
      event('c', at(9, 30), at(10, 30)),
      event('d', at(11), at(12)),
    ];
    expect(foldOverlaps(events).map((e) => e.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('folds the columns beyond the second into one "+N more" when a cluster needs more than three', () => {
    const events = ['a', 'b', 'c', 'd', 'e'].map((id, i) => event(id, at(9, i * 5), at(10)));
    const shown = foldOverlaps(events);
    expect(shown.map((e) => e.title)).toEqual(['a', 'b', '+3 more']);
    const more = shown.find(isMoreEvent)!;
    expect(more.folded.map((e) => e.id)).toEqual(['c', 'd', 'e']);
    expect(more.start).toEqual(at(9, 10));
    expect(more.end).toEqual(at(10));
  });

  it('folds per day and per cluster, and every meeting is either shown or folded', () => {
    const day2 = ['a', 'b', 'c', 'd'].map((id) => event(id, at(9), at(9, 30)));
    const day3 = ['e', 'f'].map((id) => event(id, at(9, 0, 3), at(9, 30, 3)));
    const shown = foldOverlaps([...day2, ...day3]);
    const ids = shown.flatMap((e) => (isMoreEvent(e) ? e.folded.map((f) => f.id) : [e.id]));
    expect(ids.sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(shown.filter(isMoreEvent)).toHaveLength(1);
  });

  it('keeps a "+N more" inside its day when the folded meetings end at midnight', () => {
    const events = ['a', 'b', 'c', 'd', 'e'].map((id, i) => event(id, at(22, i * 5), at(0, 0, 3)));
    const more = foldOverlaps(events).find(isMoreEvent)!;
    expect(more.title).toBe('+3 more');
    expect(more.start.toISOString().slice(0, 10)).toBe(more.end.toISOString().slice(0, 10));
    expect(more.end).toEqual(at(23, 59));
  });

  it('folds from the second column on when a narrow day holds two columns', () => {
    const events = [
      event('a', at(9), at(10)),
      event('b', at(9), at(10)),
      event('c', at(11), at(12)),
      event('d', at(11), at(12)),
      event('e', at(11, 30), at(12, 30)),
    ];
    const shown = foldOverlaps(events, 2);
    // Two at once still fit; three fold all but the first column.
    expect(shown.map((e) => e.title)).toEqual(['a', 'b', 'c', '+2 more']);
    expect(shown.find(isMoreEvent)!.folded.map((e) => e.id)).toEqual(['d', 'e']);
  });

  it('folds every overlap into one "+N more" when a day holds one column', () => {
    const events = [
      event('a', at(9), at(10)),
      event('b', at(9, 30), at(10)),
      event('c', at(11), at(12)),
    ];
    const shown = foldOverlaps(events, 1);
    expect(shown.map((e) => e.title)).toEqual(['+2 more', 'c']);
  });

  it('keeps one meeting beside a "+N more" in a narrow day (one column, one kept)', () => {
    const events = [
      event('a', at(9), at(10)),
      event('b', at(9, 30), at(10)),
      event('c', at(9, 30), at(10)),
      event('d', at(11), at(12)),
    ];
    const shown = foldOverlaps(events, 1, 1);
    expect(shown.map((e) => e.title)).toEqual(['a', '+2 more', 'd']);
    expect(shown.find(isMoreEvent)!.start).toEqual(at(9, 30));
  });

  it.each([
    [1, 0],
    [1, 1],
    [2, 1],
    [2, 2],
    [3, 2],
    [3, 3],
  ])(
    'with %i columns (%i beside a fold), accounts for every meeting exactly once and draws no more columns at once',
    (maxColumns, keptColumns) => {
      const meeting = fc
        .record({
          day: fc.integer({ min: 2, max: 4 }),
          start: fc.integer({ min: 0, max: 47 }),
          halfHours: fc.integer({ min: 0, max: 6 }),
        })
        .map(({ day, start, halfHours }) => ({
          start: at(0, start * 30, day),
          end: at(0, Math.min(start * 30 + halfHours * 30, 24 * 60 - 1), day),
        }));
      fc.assert(
        fc.property(fc.array(meeting, { maxLength: 80 }), (meetings) => {
          const events = meetings.map((m, i) => event(`m${i}`, m.start, m.end));
          const shown = foldOverlaps(events, maxColumns, keptColumns);
          // The "+N more" counts add up: every meeting is shown or folded, once.
          const ids = shown.flatMap((e) => (isMoreEvent(e) ? e.folded.map((f) => f.id) : [e.id]));
          expect(ids.sort()).toEqual(events.map((e) => e.id).sort());
          for (const more of shown.filter(isMoreEvent)) {
            expect(more.title).toBe(`+${more.folded.length} more`);
          }
          // At any drawn start, no more shown events (folds included) overlap than the plan
          // has columns: `maxColumns` drawn whole, or `keptColumns` beside a fold.
          const span = (e: { start: Date; end: Date }) =>
            [+e.start, Math.max(+e.end, +e.start + 60_000)] as const;
          for (const a of shown) {
            const [at0] = span(a);
            const atOnce = shown.filter((b) => {
              const [start, end] = span(b);
              return start <= at0 && at0 < end;
            }).length;
            expect(atOnce).toBeLessThanOrEqual(Math.max(maxColumns, keptColumns + 1));
          }
        }),
        { seed: 20261124, numRuns: 200 },
      );
    },
  );
});
