import { describe, expect, it } from 'vitest';
import { dayColumns } from './use-day-columns';

const plan = (maxColumns: number, keptColumns: number) => ({ maxColumns, keptColumns });

describe('dayColumns', () => {
  it('gives the week two columns a day at 1440 and 1280 px, wider views more', () => {
    // The calendar's width in the planner's card at 1440 and 1280 px.
    expect(dayColumns(1246)).toEqual({ day: plan(3, 3), work_week: plan(3, 2), week: plan(2, 1) });
    expect(dayColumns(1174)).toEqual({ day: plan(3, 3), work_week: plan(2, 2), week: plan(2, 1) });
  });

  it('keeps one meeting beside a fold in a narrower week, two columns on a phone day', () => {
    expect(dayColumns(1094)).toEqual({ day: plan(3, 3), work_week: plan(2, 2), week: plan(1, 1) });
    expect(dayColumns(269)).toEqual({ day: plan(2, 1), work_week: plan(1, 0), week: plan(1, 0) });
  });

  it('gives the widest plan while the width is unknown (no layout)', () => {
    expect(dayColumns(0)).toEqual({ day: plan(3, 2), work_week: plan(3, 2), week: plan(3, 2) });
  });
});
