import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from '../../domain/dayjs';
import { civilDateOfWallClock, toWallClockDate, wallClockMidnight } from '../../domain/week';
import { plannerLocalizer as localizer } from './calendar-localizer';

const days = (dates: Date[]) => dates.map(civilDateOfWallClock);
// The dayjs localizer's own methods take units its typings leave out ('week').
const startOf = localizer.startOf as (date: Date, unit: string) => Date;
const endOf = localizer.endOf as (date: Date, unit: string) => Date;

// The browser in New York: nothing the calendar shows may depend on the native zone.
const savedZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = savedZone;
});

describe('plannerLocalizer: weeks start on Monday', () => {
  it('answers Monday as the first day, whatever culture is asked for', () => {
    expect(localizer.startOfWeek('en')).toBe(1);
    expect(localizer.startOfWeek('en-US')).toBe(1);
  });

  it('builds the week view range Monday to Sunday (as Week.range does)', () => {
    for (const date of ['2026-03-02', '2026-03-05', '2026-03-08']) {
      const shown = wallClockMidnight(date);
      const range = localizer.range(startOf(shown, 'week'), endOf(shown, 'week'));
      expect(days(range)).toEqual([
        '2026-03-02',
        '2026-03-03',
        '2026-03-04',
        '2026-03-05',
        '2026-03-06',
        '2026-03-07',
        '2026-03-08',
      ]);
    }
  });

  it('keeps Monday to Friday in the work week, even where the native weekday differs', () => {
    const shown = wallClockMidnight('2026-03-05');
    // WorkWeek.range filters with the native getDay(); 2026-03-02T00:00Z is Sunday in New York.
    const workWeek = localizer
      .range(startOf(shown, 'week'), endOf(shown, 'week'))
      .filter((d) => [6, 0].indexOf(d.getDay()) === -1);
    expect(days(workWeek)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
    ]);
  });

  it('starts the month grid on a Monday, leap years included', () => {
    for (const [date, first, last] of [
      ['2028-02-10', '2028-01-31', '2028-03-05'],
      ['2026-03-08', '2026-02-23', '2026-04-05'],
      ['2026-06-15', '2026-06-01', '2026-07-05'],
    ] as const) {
      const visible = localizer.visibleDays(wallClockMidnight(date), localizer);
      expect(visible.length % 7).toBe(0);
      expect(civilDateOfWallClock(visible[0]!)).toBe(first);
      expect(civilDateOfWallClock(visible.at(-1)!)).toBe(last);
    }
  });

  it('leaves the app-wide dayjs locale alone (its weeks still start on Sunday)', () => {
    expect(dayjs.utc('2026-03-05').startOf('week').format('YYYY-MM-DD')).toBe('2026-03-01');
    expect(dayjs.locale()).toBe('en');
  });
});

describe('plannerLocalizer: DST-free wall-clock days', () => {
  const dayBounds = (date: string) => {
    const day = wallClockMidnight(date);
    return [startOf(day, 'day'), endOf(day, 'day')] as const;
  };

  it('gives every day 24 hours, the DST Sundays of New York included', () => {
    for (const date of ['2026-03-08', '2026-11-01', '2026-03-05']) {
      const [min, max] = dayBounds(date);
      expect(localizer.getTotalMin(min, max)).toBe(24 * 60 - 1);
      expect(localizer.getDstOffset(min, max)).toBe(0);
      expect(localizer.getMinutesFromMidnight(min)).toBe(0);
    }
  });

  it('draws one slot per hour, none repeated, on the spring-forward day', () => {
    const [min] = dayBounds('2026-03-08');
    const labels = Array.from({ length: 24 }, (_, hour) =>
      localizer.format(localizer.getSlotDate(min, 0, hour * 60), 'LT'),
    );
    expect(new Set(labels).size).toBe(24);
    expect(labels.slice(0, 4)).toEqual(['12:00 AM', '1:00 AM', '2:00 AM', '3:00 AM']);
  });

  it('shows a meeting at its wall-clock time before and after the change', () => {
    const zone = 'America/New_York';
    const friday = toWallClockDate(Date.parse('2026-03-06T15:00:00.000Z'), zone);
    const sunday = toWallClockDate(Date.parse('2026-03-08T14:00:00.000Z'), zone);
    expect(localizer.format(friday, 'LT')).toBe('10:00 AM');
    expect(localizer.format(sunday, 'LT')).toBe('10:00 AM');
    expect(localizer.getMinutesFromMidnight(friday)).toBe(600);
    expect(localizer.getMinutesFromMidnight(sunday)).toBe(600);
  });

  it('merges a date and a time without reading the native zone', () => {
    const merged = localizer.merge(
      wallClockMidnight('2026-03-08'),
      new Date('2026-01-01T02:30:00.000Z'),
    );
    expect(merged?.toISOString()).toBe('2026-03-08T02:30:00.000Z');
  });
});
