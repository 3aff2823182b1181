import { describe, expect, it } from 'vitest';
import {
  civilDateOf,
  civilDateOfWallClock,
  lastOfMonth,
  mondaysBetween,
  startOfDay,
  toWallClockDate,
  visibleDates,
  wallClockMidnight,
  wallClockTime,
  weekAt,
  weekOf,
} from './week';
import { addDays, dayOfWeek, mondayOf } from './civil-date';
import { isCivilDate } from './date-time';
import { zoneAbbreviation } from './time-text';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

function expectWeek(date: string, zone: string, start: string, end: string, hours: number) {
  const week = weekOf(date, zone);
  expect(iso(week.start)).toBe(start);
  expect(iso(week.end)).toBe(end);
  expect((week.end + 1 - week.start) / HOUR).toBe(hours);
  return week;
}

describe('civil dates', () => {
  it('accepts only existing dates written YYYY-MM-DD', () => {
    expect(isCivilDate('2026-03-08')).toBe(true);
    expect(isCivilDate('2028-02-29')).toBe(true);
    expect(isCivilDate('2026-02-29')).toBe(false);
    expect(isCivilDate('2026-13-01')).toBe(false);
    expect(isCivilDate('2026-3-8')).toBe(false);
    expect(isCivilDate('0099-01-01')).toBe(false);
    expect(isCivilDate(20260308)).toBe(false);
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(lastOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(lastOfMonth('2026-12-05')).toBe('2026-12-31');
  });

  it('starts every week on Monday', () => {
    expect(dayOfWeek('2026-03-08')).toBe(0);
    expect(mondayOf('2026-03-08')).toBe('2026-03-02'); // a Sunday belongs to the week before
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(mondayOf('2026-03-14')).toBe('2026-03-09');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});

describe('weekOf: Monday 00:00 to Sunday 23:59:59.999 on the zone wall clock', () => {
  it('America/New_York, the spring-forward week (Sunday 2026-03-08) lasts 167 hours', () => {
    const week = expectWeek(
      '2026-03-05',
      'America/New_York',
      '2026-03-02T05:00:00.000Z',
      '2026-03-09T03:59:59.999Z',
      167,
    );
    expect(week).toMatchObject({ monday: '2026-03-02', sunday: '2026-03-08' });
    // Every day of that week asked from the Sunday gives the same week.
    expect(weekOf('2026-03-08', 'America/New_York')).toEqual(week);
  });

  it('America/New_York, the fall-back week (Sunday 2026-11-01) lasts 169 hours', () => {
    expectWeek(
      '2026-11-01',
      'America/New_York',
      '2026-10-26T04:00:00.000Z',
      '2026-11-02T04:59:59.999Z',
      169,
    );
    // The week after is the contract's example range.
    expectWeek(
      '2026-11-04',
      'America/New_York',
      '2026-11-02T05:00:00.000Z',
      '2026-11-09T04:59:59.999Z',
      168,
    );
  });

  it('Europe/London, both DST weeks of 2026', () => {
    expectWeek(
      '2026-03-29',
      'Europe/London',
      '2026-03-23T00:00:00.000Z',
      '2026-03-29T22:59:59.999Z',
      167,
    );
    expectWeek(
      '2026-10-21',
      'Europe/London',
      '2026-10-18T23:00:00.000Z',
      '2026-10-25T23:59:59.999Z',
      169,
    );
  });

  it('Asia/Kolkata (+05:30, no DST): the week starts the Sunday before at 18:30 UTC', () => {
    expectWeek(
      '2026-11-04',
      'Asia/Kolkata',
      '2026-11-01T18:30:00.000Z',
      '2026-11-08T18:29:59.999Z',
      168,
    );
  });

  it('Pacific/Auckland, southern hemisphere: DST ends in April and starts in September', () => {
    expectWeek(
      '2026-04-01',
      'Pacific/Auckland',
      '2026-03-29T11:00:00.000Z',
      '2026-04-05T11:59:59.999Z',
      169,
    );
    expectWeek(
      '2026-09-24',
      'Pacific/Auckland',
      '2026-09-20T12:00:00.000Z',
      '2026-09-27T10:59:59.999Z',
      167,
    );
  });

  it('a day whose midnight is skipped starts when the clock jumps', () => {
    // America/Santiago jumps from 2026-09-06 00:00 to 01:00; America/Havana on 2026-03-08.
    expect(iso(startOfDay('2026-09-06', 'America/Santiago'))).toBe('2026-09-06T04:00:00.000Z');
    expect(iso(startOfDay('2026-03-08', 'America/Havana'))).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(weekOf('2026-09-09', 'America/Santiago').start)).toBe('2026-09-07T03:00:00.000Z');
  });

  it('weekAt reads the instant on the zone wall clock', () => {
    // Sunday 23:30 in New York is already Monday in UTC.
    const sundayNight = Date.parse('2026-03-09T03:30:00.000Z');
    expect(weekAt(sundayNight, 'America/New_York').monday).toBe('2026-03-02');
    expect(weekAt(sundayNight, 'UTC').monday).toBe('2026-03-09');
    expect(civilDateOf(sundayNight, 'Asia/Kolkata')).toBe('2026-03-09');
  });
});

describe('visible dates of each calendar view', () => {
  it('covers the day, the week, the work week, the month grid and the agenda', () => {
    expect(visibleDates('day', '2026-03-08')).toEqual({ from: '2026-03-08', to: '2026-03-08' });
    expect(visibleDates('week', '2026-03-08')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(visibleDates('work_week', '2026-03-08')).toEqual({
      from: '2026-03-02',
      to: '2026-03-06',
    });
    // February 2026 runs Sunday 1st to Saturday 28th: the grid is Monday Jan 26 to Sunday Mar 1.
    expect(visibleDates('month', '2026-02-14')).toEqual({ from: '2026-01-26', to: '2026-03-01' });
    expect(visibleDates('agenda', '2026-03-08')).toEqual({ from: '2026-03-08', to: '2026-04-07' });
  });

  it('lists the Mondays of the weeks a range touches', () => {
    expect(mondaysBetween('2026-03-08', '2026-03-08')).toEqual(['2026-03-02']);
    expect(mondaysBetween('2026-01-26', '2026-03-01')).toEqual([
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
    ]);
  });
});

describe('wall-clock (floating) dates', () => {
  it('keeps the local reading across a DST change, so nothing shifts by an hour', () => {
    const zone = 'America/New_York';
    // 11:00 on the Friday before and 11:00 on the Monday after the spring-forward Sunday.
    expect(toWallClockDate(Date.parse('2026-03-06T16:00:00.000Z'), zone).toISOString()).toBe(
      '2026-03-06T11:00:00.000Z',
    );
    expect(toWallClockDate(Date.parse('2026-03-09T15:00:00.000Z'), zone).toISOString()).toBe(
      '2026-03-09T11:00:00.000Z',
    );
    // The repeated 01:30 of the fall-back day reads 01:30 both times.
    expect(toWallClockDate(Date.parse('2026-11-01T05:30:00.000Z'), zone).toISOString()).toBe(
      '2026-11-01T01:30:00.000Z',
    );
    expect(toWallClockDate(Date.parse('2026-11-01T06:30:00.000Z'), zone).toISOString()).toBe(
      '2026-11-01T01:30:00.000Z',
    );
  });

  it('round-trips civil dates', () => {
    expect(wallClockMidnight('2026-03-08').toISOString()).toBe('2026-03-08T00:00:00.000Z');
    expect(civilDateOfWallClock(new Date('2026-03-08T23:59:00.000Z'))).toBe('2026-03-08');
    expect(wallClockTime(Date.parse('2026-03-09T03:30:00.000Z'), 'America/New_York')).toEqual({
      date: '2026-03-08',
      hour: 23,
      minute: 30,
    });
  });
});

describe('zoneAbbreviation', () => {
  it('names the zone as the browser does', () => {
    expect(zoneAbbreviation(Date.parse('2026-01-10T12:00:00Z'), 'America/New_York')).toBe('EST');
    expect(zoneAbbreviation(Date.parse('2026-07-10T12:00:00Z'), 'America/New_York')).toBe('EDT');
    expect(zoneAbbreviation(Date.parse('2026-07-10T12:00:00Z'), 'Asia/Kolkata')).toBe('GMT+5:30');
    expect(zoneAbbreviation(Date.parse('2026-07-10T12:00:00Z'), 'UTC')).toBe('UTC');
    expect(zoneAbbreviation(0, 'Not/AZone')).toBe('Not/AZone');
  });
});
