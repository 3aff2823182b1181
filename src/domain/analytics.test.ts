import { describe, expect, it } from 'vitest';
import {
  analyticsPeriods,
  computeAnalytics,
  DAY_BAR_SCALE,
  emptyAnalytics,
  NO_MEETINGS_LAST_WEEK,
  scaleBars,
  SLOT_BAR_SCALE,
  weekChangeLabel,
} from './analytics';
import { startOfDay } from './week';
import { zoneOffset } from './zone-clock';
import { addDays } from './civil-date';

const ZONE = 'America/New_York';
/** Wednesday 2026-03-11, 11:00 EDT: this week is Mar 9-15, last week Mar 2-8 (the DST week). */
const NOW = Date.parse('2026-03-11T15:00:00.000Z');

/** A meeting at a wall time of `zone`: 'YYYY-MM-DD', 'HH:mm', minutes. */
function at(date: string, time: string, minutes = 30, zone = ZONE) {
  const guess = Date.parse(`${date}T${time}:00.000Z`);
  const start = guess - zoneOffset(guess - zoneOffset(guess, zone), zone);
  return {
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + minutes * 60_000).toISOString(),
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

describe('analyticsPeriods', () => {
  it('reads this month, this week and last week on the zone wall clock', () => {
    const periods = analyticsPeriods(NOW, ZONE);
    expect(iso(periods.month.start)).toBe('2026-03-01T05:00:00.000Z');
    expect(iso(periods.month.end)).toBe('2026-04-01T03:59:59.999Z');
    expect(iso(periods.thisWeek.start)).toBe('2026-03-09T04:00:00.000Z');
    expect(iso(periods.thisWeek.end)).toBe('2026-03-16T03:59:59.999Z');
    expect(iso(periods.lastWeek.start)).toBe('2026-03-02T05:00:00.000Z');
    expect(iso(periods.lastWeek.end)).toBe('2026-03-09T03:59:59.999Z');
    expect(iso(periods.fetch.start)).toBe('2026-03-01T05:00:00.000Z');
    expect(iso(periods.fetch.end)).toBe('2026-04-01T03:59:59.999Z');
  });

  it('needs one call of at most 62 days on every day of the year, in any zone', () => {
    for (const zone of [ZONE, 'Asia/Kolkata', 'Pacific/Auckland', 'Europe/London']) {
      for (let day = 0; day < 366; day++) {
        const now = startOfDay(addDays('2026-01-01', day), zone) + 12 * 3_600_000;
        const { fetch, month, thisWeek, lastWeek } = analyticsPeriods(now, zone);
        expect(fetch.end - fetch.start).toBeLessThanOrEqual(62 * 86_400_000);
        for (const period of [month, thisWeek, lastWeek]) {
          expect(period.start).toBeGreaterThanOrEqual(fetch.start);
          expect(period.end).toBeLessThanOrEqual(fetch.end);
        }
      }
    }
  });
});

describe('computeAnalytics', () => {
  it('gives zeros and plain statements without meetings', () => {
    const result = computeAnalytics({ meetings: [], now: NOW, zone: ZONE, connectedUsers: 3 });
    expect(result).toEqual({ ...emptyAnalytics(3) });
    expect(result.weekChangeLabel).toBe(NO_MEETINGS_LAST_WEEK);
    expect(result.byDay.map((bar) => [bar.label, bar.count, bar.percent])).toEqual([
      ['Monday', 0, 0],
      ['Tuesday', 0, 0],
      ['Wednesday', 0, 0],
      ['Thursday', 0, 0],
      ['Friday', 0, 0],
      ['Saturday', 0, 0],
      ['Sunday', 0, 0],
    ]);
    expect(result.popularSlots).toEqual([]);
  });

  it('states plainly that last week had no meetings', () => {
    const result = computeAnalytics({
      meetings: [at('2026-03-09', '09:00'), at('2026-03-10', '10:00'), at('2026-03-15', '18:00')],
      now: NOW,
      zone: ZONE,
    });
    expect(result.thisWeek).toBe(3);
    expect(result.lastWeek).toBe(0);
    expect(result.weekChangePercent).toBeNull();
    expect(result.weekChangeLabel).toBe('No meetings last week');
  });

  it('counts the weeks and the month by their wall-clock bounds', () => {
    const result = computeAnalytics({
      meetings: [
        at('2026-02-28', '10:00'), // February: neither the month nor a week
        at('2026-03-02', '00:00'), // last week's first minute
        at('2026-03-08', '23:30'), // last week's Sunday night (already Monday in UTC)
        at('2026-03-09', '00:00'), // this week's first minute
        at('2026-03-15', '23:45'), // this week's last quarter hour
        at('2026-03-16', '00:00'), // next week
        at('2026-03-31', '23:30'), // the month's last half hour
        at('2026-04-01', '00:00'), // April
      ],
      now: NOW,
      zone: ZONE,
    });
    expect(result.lastWeek).toBe(2);
    expect(result.thisWeek).toBe(2);
    expect(result.weekChangeLabel).toBe('+0% from last week');
    expect(result.totalThisMonth).toBe(6);
  });

  it('gives the change from last week, up and down', () => {
    const lastWeek = [at('2026-03-03', '09:00'), at('2026-03-04', '09:00')];
    const up = computeAnalytics({
      meetings: [
        ...lastWeek,
        at('2026-03-09', '09:00'),
        at('2026-03-10', '09:00'),
        at('2026-03-11', '09:00'),
      ],
      now: NOW,
      zone: ZONE,
    });
    expect(up.weekChangePercent).toBe(50);
    expect(up.weekChangeLabel).toBe('+50% from last week');
    const down = computeAnalytics({
      meetings: [...lastWeek, at('2026-03-05', '09:00'), at('2026-03-10', '09:00')],
      now: NOW,
      zone: ZONE,
    });
    expect(down.weekChangeLabel).toBe('-67% from last week');
    expect(weekChangeLabel(1, 3)).toBe('-67% from last week');
    expect(weekChangeLabel(0, 4)).toBe('-100% from last week');
    expect(weekChangeLabel(7, 3)).toBe('+133% from last week');
  });

  it('averages this month’s durations in whole minutes', () => {
    const result = computeAnalytics({
      meetings: [
        at('2026-03-03', '09:00', 30),
        at('2026-03-04', '09:00', 45),
        at('2026-02-20', '09:00', 240),
      ],
      now: NOW,
      zone: ZONE,
    });
    expect(result.averageDurationMinutes).toBe(38); // 37.5 rounds up; February is left out
    const invalid = computeAnalytics({
      meetings: [at('2026-03-03', '09:00', 60), { startTime: 'not a date', endTime: 'nope' }],
      now: NOW,
      zone: ZONE,
    });
    expect(invalid.totalThisMonth).toBe(1);
    expect(invalid.averageDurationMinutes).toBe(60);
  });

  it('ranks start hours by count, ties by the earlier hour, and keeps five', () => {
    const meetings = [
      ...['03', '04', '05'].map((d) => at(`2026-03-${d}`, '14:00')),
      ...['03', '04', '05'].map((d) => at(`2026-03-${d}`, '09:30')),
      ...['10', '11'].map((d) => at(`2026-03-${d}`, '10:00')),
      at('2026-03-12', '16:00'),
      at('2026-03-12', '11:15'),
      at('2026-03-12', '08:00'),
    ];
    const result = computeAnalytics({ meetings, now: NOW, zone: ZONE });
    expect(result.popularSlots.map((bar) => [bar.label, bar.count])).toEqual([
      ['9:00 AM', 3],
      ['2:00 PM', 3],
      ['10:00 AM', 2],
      ['8:00 AM', 1],
      ['11:00 AM', 1],
    ]);
    expect(result.popularSlots[0]?.percent).toBe((3 / SLOT_BAR_SCALE) * 100);
  });

  it('counts weekdays on the zone wall clock, Monday first', () => {
    const result = computeAnalytics({
      // Tuesday 21:00 in New York is Wednesday in UTC; Sunday 2026-03-08 is the DST day.
      meetings: [at('2026-03-10', '21:00'), at('2026-03-08', '10:00'), at('2026-03-09', '08:00')],
      now: NOW,
      zone: ZONE,
    });
    expect(result.byDay.map((bar) => bar.count)).toEqual([1, 1, 0, 0, 0, 0, 1]);
    expect(result.byDay[1]).toEqual({
      label: 'Tuesday',
      count: 1,
      percent: (1 / DAY_BAR_SCALE) * 100,
    });
  });
});

describe('scaleBars', () => {
  it('scales against the spec constant, or the largest value when it is larger', () => {
    expect(
      scaleBars(
        [
          { label: 'a', count: 5 },
          { label: 'b', count: 0 },
        ],
        25,
      ),
    ).toEqual([
      { label: 'a', count: 5, percent: 20 },
      { label: 'b', count: 0, percent: 0 },
    ]);
    expect(
      scaleBars(
        [
          { label: 'a', count: 40 },
          { label: 'b', count: 10 },
        ],
        20,
      ),
    ).toEqual([
      { label: 'a', count: 40, percent: 100 },
      { label: 'b', count: 10, percent: 25 },
    ]);
    expect(scaleBars([{ label: 'a', count: 1 }], 3)).toEqual([
      { label: 'a', count: 1, percent: 33.3 },
    ]);
  });
});
