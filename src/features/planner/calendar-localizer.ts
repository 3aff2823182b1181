import enLocale from 'dayjs/locale/en';
// Types of `localeData()`; the dayjs localizer loads the plugin itself.
import type {} from 'dayjs/plugin/localeData';
import { dayjsLocalizer, type DateLocalizer } from 'react-big-calendar';
import dayjs from '../../domain/dayjs';

/**
 * The planner's react-big-calendar localizer: the library's dayjs localizer, made to work on
 * "wall-clock" dates (see `toWallClockDate` in src/domain/week.ts) in UTC, with Monday weeks.
 *
 * Two known problems of react-big-calendar with the dayjs localizer are solved here:
 *
 * 1. The week start. The dayjs localizer ignores `culture`: it reads the first day of the week
 *    from dayjs's global locale. Changing the global locale would change every other screen, so
 *    this localizer is given its own dayjs: every date it makes carries a private copy of the
 *    English locale with `weekStart: 1`, and `localeData()` answers that locale.
 *
 * 2. DST. Given real instants in the browser's zone, the library positions an event by elapsed
 *    minutes from the day's start but draws the hour rows by wall clock, so on a DST day an event
 *    moves by up to an hour against the gutter, and the day view of a spring-forward Sunday shows
 *    3:00 AM twice. Here the calendar only ever sees floating dates whose UTC fields hold the
 *    browser's wall-clock reading, and this localizer does all its arithmetic in UTC (dayjs.utc,
 *    no timezone plugin): every day has exactly 24 hour rows and 10:00 is at the same height on
 *    every day. The few methods of the dayjs localizer that still read the browser's native
 *    offset or local fields are replaced below with UTC versions.
 */

const LOCALE = 'en-planner-monday';
dayjs.locale({ ...enLocale, name: LOCALE, weekStart: 1 }, undefined, true);

type Dayjs = typeof dayjs;

/** dayjs.utc with the Monday locale, and without `tz`, so the localizer never switches zones. */
const utcMondayDayjs = new Proxy(dayjs, {
  apply(_target, _thisArg, args: unknown[]) {
    return dayjs.utc(args[0] as Parameters<Dayjs['utc']>[0]).locale(LOCALE);
  },
  get(target, property, receiver) {
    if (property === 'tz') return undefined;
    if (property === 'localeData') return () => dayjs.utc().locale(LOCALE).localeData();
    return Reflect.get(target, property, receiver) as unknown;
  },
});

const MINUTE = 60_000;

function utcMidnight(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * A copy of `date` whose `getDay()` reads the UTC weekday. react-big-calendar's work-week view
 * drops Saturdays and Sundays with the native `getDay()`, which reads the browser's zone.
 */
function withUtcWeekday(date: Date): Date {
  const copy = new Date(+date);
  Object.defineProperty(copy, 'getDay', { value: Date.prototype.getUTCDay });
  return copy;
}

function createPlannerLocalizer(): DateLocalizer {
  const localizer = dayjsLocalizer(utcMondayDayjs as Dayjs);
  const baseRange = localizer.range.bind(localizer);
  // The typings leave out 'week', which the dayjs localizer accepts.
  const startOf = localizer.startOf.bind(localizer) as (date: Date, unit: string) => Date;
  const endOf = localizer.endOf.bind(localizer) as (date: Date, unit: string) => Date;

  const firstVisibleDay = (date: Date) => startOf(startOf(date, 'month'), 'week');
  const lastVisibleDay = (date: Date) => endOf(endOf(date, 'month'), 'week');
  const range = (start: Date, end: Date, unit?: string) =>
    baseRange(start, end, unit as Parameters<DateLocalizer['range']>[2]).map(withUtcWeekday);

  const overrides = {
    // No zone offsets at all: the dates are wall-clock readings, read in UTC.
    getTimezoneOffset: () => 0,
    getDstOffset: () => 0,
    segmentOffset: 0,
    getMinutesFromMidnight: (date: Date) => Math.floor((+date - +utcMidnight(date)) / MINUTE),
    // The library's version parses 'MM/DD/YYYY HH:mm:ss' in the browser's zone.
    merge: (date: Date | null, time: Date | null) => {
      if (date == null && time == null) return null;
      const d = date ?? new Date();
      const t = time ?? new Date();
      return new Date(
        Date.UTC(
          d.getUTCFullYear(),
          d.getUTCMonth(),
          d.getUTCDate(),
          t.getUTCHours(),
          t.getUTCMinutes(),
          t.getUTCSeconds(),
          t.getUTCMilliseconds(),
        ),
      );
    },
    startAndEndAreDateOnly: (start: Date, end: Date) =>
      +start === +utcMidnight(start) && +end === +utcMidnight(end),
    // The library's month grid has a leap-year branch that reads native local fields.
    firstVisibleDay,
    lastVisibleDay,
    visibleDays: (date: Date) => range(firstVisibleDay(date), lastVisibleDay(date), 'day'),
    range,
  };
  return Object.assign(localizer, overrides);
}

export const plannerLocalizer: DateLocalizer = createPlannerLocalizer();
