import enLocale from 'dayjs/locale/en';
// Types of `localeData()`; the dayjs localizer loads the plugin itself.
import type {} from 'dayjs/plugin/localeData';
import { dayjsLocalizer, type DateLocalizer } from 'react-big-calendar';
import dayjs from '../../domain/dayjs';
import { DAY_MS, MINUTE_MS } from '../../domain/civil-date';

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

const dayStart = (date: Date) => Math.floor(+date / DAY_MS) * DAY_MS;
const minuteOf = (date: Date) => Math.floor(+date / MINUTE_MS) * MINUTE_MS;

/**
 * The instant of `date` cut to `unit` in UTC, for the units plain arithmetic answers exactly on
 * wall-clock dates (no zones, every day 24 hours); null for the others (week, month, year…).
 */
function truncate(date: Date, unit: string | undefined): number | null {
  switch (unit?.toLowerCase()) {
    case undefined:
    case 'milliseconds':
    case 'millisecond':
      return +date;
    case 'minutes':
    case 'minute':
      return minuteOf(date);
    case 'day':
    case 'd':
      return dayStart(date);
    default:
      return null;
  }
}

/**
 * Light versions of the methods react-big-calendar calls for every event and slot (comparisons,
 * day spans, sorting, range tests), in plain millisecond arithmetic instead of building dayjs
 * objects: the same answers on wall-clock dates, without thousands of allocations for a busy
 * week. Other units fall back to the dayjs localizer.
 */
function lightMethods(base: DateLocalizer) {
  type Compare = (a: Date, b: Date, unit?: string) => boolean;
  const compare =
    (fallback: Compare, test: (a: number, b: number) => boolean): Compare =>
    (a, b, unit) => {
      const ta = truncate(a, unit);
      const tb = truncate(b, unit);
      return ta === null || tb === null ? fallback(a, b, unit) : test(ta, tb);
    };
  const eq = compare(base.eq.bind(base) as Compare, (a, b) => a === b);
  const diffBase = base.diff.bind(base) as (a: Date, b: Date, unit?: string) => number;
  const addBase = base.add.bind(base) as (date: Date, adder: number, unit?: string) => Date;
  const startOfBase = base.startOf.bind(base) as (date: Date, unit?: string) => Date;
  const daySpan = (start: Date, end: Date) => Math.trunc((+end - +start) / DAY_MS);
  return {
    eq,
    neq: (a: Date, b: Date, unit?: string) => !eq(a, b, unit),
    gt: compare(base.gt.bind(base) as Compare, (a, b) => a > b),
    lt: compare(base.lt.bind(base) as Compare, (a, b) => a < b),
    min: (a: Date, b: Date) => new Date(Math.min(+a, +b)),
    max: (a: Date, b: Date) => new Date(Math.max(+a, +b)),
    startOf: (date: Date, unit?: string) => {
      const cut = truncate(date, unit);
      return cut === null ? startOfBase(date, unit) : new Date(cut);
    },
    add: (date: Date, adder: number, unit?: string) => {
      switch (unit?.toLowerCase()) {
        case 'minutes':
        case 'minute':
          return new Date(+date + adder * MINUTE_MS);
        case 'day':
        case 'd':
          return new Date(+date + adder * DAY_MS);
        default:
          return addBase(date, adder, unit);
      }
    },
    diff: (a: Date, b: Date, unit = 'day') => {
      switch (unit.toLowerCase()) {
        case 'minutes':
        case 'minute':
          return Math.trunc((+b - +a) / MINUTE_MS);
        case 'day':
        case 'd':
          return daySpan(a, b);
        default:
          return diffBase(a, b, unit);
      }
    },
    getSlotDate: (date: Date, minutesFromMidnight: number, offset: number) =>
      new Date(dayStart(date) + (minutesFromMidnight + offset) * MINUTE_MS),
    getTotalMin: (start: Date, end: Date) => Math.trunc((+end - +start) / MINUTE_MS),
    isSameDate: (a: Date, b: Date) => dayStart(a) === dayStart(b),
    continuesPrior: (start: Date, first: Date) => dayStart(start) < dayStart(first),
    continuesAfter: (_start: Date, end: Date, last: Date) => minuteOf(end) >= minuteOf(last),
    daySpan,
    sortEvents: ({
      evtA: { start: aStart, end: aEnd, allDay: aAllDay },
      evtB: { start: bStart, end: bEnd, allDay: bAllDay },
    }: {
      evtA: { start: Date; end: Date; allDay?: boolean };
      evtB: { start: Date; end: Date; allDay?: boolean };
    }) =>
      dayStart(aStart) - dayStart(bStart) ||
      daySpan(bStart, bEnd) - daySpan(aStart, aEnd) ||
      Number(!!bAllDay) - Number(!!aAllDay) ||
      +aStart - +bStart ||
      +aEnd - +bEnd,
    inEventRange: ({
      event: { start, end },
      range: { start: rangeStart, end: rangeEnd },
    }: {
      event: { start: Date; end: Date };
      range: { start: Date; end: Date };
    }) => {
      const startOfDay = dayStart(start);
      const startsBeforeEnd = startOfDay <= dayStart(rangeEnd);
      // A zero-length event counts when it ends exactly at the range's start.
      const endsAfterStart =
        startOfDay !== minuteOf(end)
          ? minuteOf(end) > minuteOf(rangeStart)
          : minuteOf(end) >= minuteOf(rangeStart);
      return startsBeforeEnd && endsAfterStart;
    },
  };
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
    ...lightMethods(localizer),
    // No zone offsets at all: the dates are wall-clock readings, read in UTC.
    getTimezoneOffset: () => 0,
    getDstOffset: () => 0,
    segmentOffset: 0,
    getMinutesFromMidnight: (date: Date) => Math.floor((+date - +utcMidnight(date)) / MINUTE_MS),
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
