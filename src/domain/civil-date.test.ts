import { describe, expect, it } from 'vitest';
import { addDays, DAY_MS, HOUR_MS, MINUTE_MS, MINUTES_PER_DAY, mondayOf } from './civil-date';

describe('the lengths and the day arithmetic', () => {
  it('writes a minute, an hour and a day of a clock once', () => {
    expect(MINUTE_MS).toBe(60_000);
    expect(HOUR_MS).toBe(3_600_000);
    expect(DAY_MS).toBe(86_400_000);
    expect(MINUTES_PER_DAY).toBe(1440);
  });

  it('adds days across months, years and DST changes, in the form it is given', () => {
    expect(addDays('2026-11-24', 7)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays({ y: 2026, m: 11, d: 30 }, 1)).toEqual({ y: 2026, m: 12, d: 1 });
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
  });

  it('refuses what is not a calendar date', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});
