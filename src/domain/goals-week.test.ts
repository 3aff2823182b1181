import { describe, expect, it } from 'vitest';
import { goalsWeekStart } from './goals-week';
import { weekAt, weekOf } from './week';
import { addDays } from './civil-date';
import { isWeekStart } from './date-time';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

/**
 * Every 15 minutes from two hours before the planner's week of `monday` in `zone` to two hours
 * after it: the goals week of "today" is the week the planner shows for today, its own Monday
 * inside the week and the neighbouring Monday outside it.
 */
function expectWeekAgrees(monday: string, zone: string, hours: number) {
  const week = weekOf(monday, zone);
  expect(week.monday).toBe(monday);
  expect((week.end + 1 - week.start) / HOUR).toBe(hours);
  for (let t = week.start - 2 * HOUR; t <= week.end + 2 * HOUR; t += HOUR / 4) {
    const goals = goalsWeekStart(undefined, t, zone);
    expect(goals, new Date(t).toISOString()).toBe(weekAt(t, zone).monday);
  }
  for (const [t, expected] of [
    [week.start - 1, addDays(monday, -7)],
    [week.start, monday],
    [week.end, monday],
    [week.end + 1, addDays(monday, 7)],
  ] as const) {
    expect(goalsWeekStart(undefined, t, zone), new Date(t).toISOString()).toBe(expected);
  }
}

describe('goalsWeekStart: the goals week of the week the planner shows', () => {
  it('is the Monday of the shown date, as YYYY-MM-DD, whatever the clock says', () => {
    const now = at('2030-01-01T00:00:00Z');
    for (let day = 0; day < 7; day++) {
      const date = addDays('2026-10-26', day);
      for (const zone of ['America/New_York', 'Pacific/Auckland', 'Asia/Kolkata']) {
        expect(goalsWeekStart(date, now, zone)).toBe('2026-10-26');
        expect(goalsWeekStart(date, now, zone)).toBe(weekOf(date, zone).monday);
      }
    }
    // A Sunday belongs to the week before; years and months roll over.
    expect(goalsWeekStart('2026-11-01', now, 'UTC')).toBe('2026-10-26');
    expect(goalsWeekStart('2027-01-01', now, 'UTC')).toBe('2026-12-28');
    expect(isWeekStart(goalsWeekStart('2028-02-29', now, 'UTC'))).toBe(true);
  });

  it('without a shown date, reads today on the zone’s wall clock, not in UTC', () => {
    // 2026-11-02T04:30Z is Sunday 23:30 in New York (EST), Monday in UTC.
    expect(goalsWeekStart(undefined, at('2026-11-02T04:30:00Z'), 'America/New_York')).toBe(
      '2026-10-26',
    );
    expect(goalsWeekStart(undefined, at('2026-11-02T05:00:00Z'), 'America/New_York')).toBe(
      '2026-11-02',
    );
    // Monday 00:00 in Auckland (NZDT, +13) is still Sunday in UTC.
    expect(goalsWeekStart(undefined, at('2026-11-01T11:00:00Z'), 'Pacific/Auckland')).toBe(
      '2026-11-02',
    );
    expect(goalsWeekStart(undefined, at('2026-11-01T10:59:59.999Z'), 'Pacific/Auckland')).toBe(
      '2026-10-26',
    );
    // Kolkata is +05:30: Monday starts at 18:30 UTC on Sunday.
    expect(goalsWeekStart(undefined, at('2026-11-01T18:30:00Z'), 'Asia/Kolkata')).toBe(
      '2026-11-02',
    );
    expect(goalsWeekStart(undefined, at('2026-11-01T18:29:59.999Z'), 'Asia/Kolkata')).toBe(
      '2026-10-26',
    );
    expect(goalsWeekStart(undefined, new Date('2026-11-04T12:00:00Z'), 'UTC')).toBe('2026-11-02');
  });

  it('agrees with the planner’s week in New York, across the fall-back week (169 h)', () => {
    expectWeekAgrees('2026-10-26', 'America/New_York', 169);
    expectWeekAgrees('2026-11-02', 'America/New_York', 168);
    // Spring forward (167 h).
    expectWeekAgrees('2026-03-02', 'America/New_York', 167);
  });

  it('agrees with the planner’s week in Pacific/Auckland, both DST weeks', () => {
    expectWeekAgrees('2026-03-30', 'Pacific/Auckland', 169);
    expectWeekAgrees('2026-09-21', 'Pacific/Auckland', 167);
    expectWeekAgrees('2026-11-02', 'Pacific/Auckland', 168);
  });

  it('agrees with the planner’s week in Asia/Kolkata (+05:30, no DST)', () => {
    expectWeekAgrees('2026-10-26', 'Asia/Kolkata', 168);
    expectWeekAgrees('2026-11-02', 'Asia/Kolkata', 168);
  });

  it('agrees where midnight is skipped (America/Santiago, 2026-09-06)', () => {
    expectWeekAgrees('2026-08-31', 'America/Santiago', 167);
    expectWeekAgrees('2026-09-07', 'America/Santiago', 168);
  });

  it('always names a Monday the contract accepts', () => {
    for (let t = at('2026-01-01T00:00:00Z'); t < at('2027-01-01T00:00:00Z'); t += 7 * HOUR) {
      for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata']) {
        expect(isWeekStart(goalsWeekStart(undefined, t, zone))).toBe(true);
      }
    }
  });
});

describe('isWeekStart: a real calendar date that is a Monday', () => {
  it.each([
    ['2026-11-02', true],
    ['2027-03-01', true],
    ['2028-02-28', true],
    ['2026-11-03', false], // a Tuesday
    ['2026-11-01', false], // a Sunday
    ['2027-02-29', false], // no such day (would roll over to Monday 2027-03-01)
    ['2027-02-30', false],
    ['2026-13-02', false],
    ['2026-11-2', false],
    ['2026-11-02T05:00:00Z', false],
    ['2026-11-02T00:00:00.000Z', false],
    [' 2026-11-02', false],
    ['', false],
    [20261102, false],
    [null, false],
  ])('%j -> %s', (value, ok) => {
    expect(isWeekStart(value)).toBe(ok);
  });
});
