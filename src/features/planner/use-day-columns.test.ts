import { describe, expect, it } from 'vitest';
import { dayColumns } from './use-day-columns';

describe('dayColumns', () => {
  it('gives the week two columns a day at 1440 and 1280 px, three to a day or work week', () => {
    // The calendar's width in the planner's card at 1440 and 1280 px.
    expect(dayColumns(1246)).toEqual({ day: 3, work_week: 3, week: 2 });
    expect(dayColumns(1174)).toEqual({ day: 3, work_week: 2, week: 2 });
  });

  it('gives a narrow week one column, a phone day two', () => {
    expect(dayColumns(900)).toEqual({ day: 3, work_week: 2, week: 1 });
    expect(dayColumns(269)).toEqual({ day: 2, work_week: 1, week: 1 });
  });

  it('gives the most columns while the width is unknown (no layout)', () => {
    expect(dayColumns(0)).toEqual({ day: 3, work_week: 3, week: 3 });
  });
});
