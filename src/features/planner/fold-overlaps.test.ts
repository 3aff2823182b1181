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
});
