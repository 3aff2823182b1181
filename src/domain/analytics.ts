/**
 * The Analytics screen's figures, every one computed from the host's real meetings (never fixed
 * sample numbers).
 *
 * Pure: no React, no I/O; `now` and the zone (the browser's) are passed in. Periods are read on
 * the zone's wall clock: "this month" is the calendar month holding `now`, weeks run Monday
 * 00:00 to Sunday 23:59:59.999 (see `week.ts`). A meeting belongs to the period its start falls
 * in; upcoming meetings of the period count too.
 */
import { hourLabel } from './preferences';
import {
  daysRange,
  firstOfMonth,
  lastOfMonth,
  civilDateOf,
  wallClockTime,
  weekOf,
  type InstantRange,
} from './week';
import { addDays, dayOfWeek } from './civil-date';

/** What the computation reads of a meeting (`listMeetings` items). */
export interface AnalyticsMeeting {
  startTime: string;
  endTime: string;
}

/** Time-slot bars scale against 25 meetings, weekday bars against 20. */
export const SLOT_BAR_SCALE = 25;
export const DAY_BAR_SCALE = 20;
/** How many start-time slots 'Popular Time Slots' lists. */
export const POPULAR_SLOT_COUNT = 5;

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const NO_MEETINGS_LAST_WEEK = 'No meetings last week';

export interface Bar {
  label: string;
  count: number;
  /** Bar length, 0-100: count against the scale, or against the largest count above it. */
  percent: number;
}

export interface Analytics {
  /** Meetings starting this calendar month ('Total Meetings — This month'). */
  totalThisMonth: number;
  /** Meetings starting this week (Monday to Sunday). */
  thisWeek: number;
  lastWeek: number;
  /** Rounded change from last week in percent; null when last week had no meetings. */
  weekChangePercent: number | null;
  /** '+N% from last week', '-N% from last week' or 'No meetings last week'. */
  weekChangeLabel: string;
  /** Mean length of this month's meetings, in whole minutes (0 without meetings). */
  averageDurationMinutes: number;
  /** `getDashboardMetrics.activeUsers` ('Connected Users — With Google Calendar'). */
  connectedUsers: number;
  /** This month's most frequent start hours, most frequent first (ties: earlier hour first). */
  popularSlots: Bar[];
  /** This month's meetings per weekday, Monday to Sunday. */
  byDay: Bar[];
}

/** The first and last instant each period covers. */
export interface AnalyticsPeriods {
  month: InstantRange;
  thisWeek: InstantRange;
  lastWeek: InstantRange;
  /** One range holding all three (at most 50 days: within `listMeetings`' 62-day limit). */
  fetch: InstantRange;
}

export function analyticsPeriods(now: number | Date, zone: string): AnalyticsPeriods {
  const today = civilDateOf(now, zone);
  const month = daysRange(firstOfMonth(today), lastOfMonth(today), zone);
  const thisWeek = weekOf(today, zone);
  const lastWeek = weekOf(addDays(thisWeek.monday, -7), zone);
  return {
    month,
    thisWeek: { start: thisWeek.start, end: thisWeek.end },
    lastWeek: { start: lastWeek.start, end: lastWeek.end },
    fetch: {
      start: Math.min(month.start, lastWeek.start),
      end: Math.max(month.end, thisWeek.end),
    },
  };
}

/** Bars for `counts`, scaled against `scale` or against the largest count when it exceeds it. */
export function scaleBars(
  counts: readonly { label: string; count: number }[],
  scale: number,
): Bar[] {
  const largest = counts.reduce((max, { count }) => Math.max(max, count), 0);
  const denominator = Math.max(scale, largest);
  return counts.map(({ label, count }) => ({
    label,
    count,
    percent: denominator > 0 ? Math.round((count / denominator) * 1000) / 10 : 0,
  }));
}

/** Rounded change from last week in percent; null when last week had no meetings. */
export function weekChangePercent(thisWeek: number, lastWeek: number): number | null {
  if (lastWeek <= 0) return null;
  return Math.round(((thisWeek - lastWeek) / lastWeek) * 100);
}

/** '+N% from last week' (a fall reads '-N%'); stated plainly when last week had none. */
export function weekChangeLabel(thisWeek: number, lastWeek: number): string {
  const percent = weekChangePercent(thisWeek, lastWeek);
  if (percent === null) return NO_MEETINGS_LAST_WEEK;
  return `${percent >= 0 ? '+' : ''}${percent}% from last week`;
}

/** What the screen shows before any data, and after a failed load. */
export function emptyAnalytics(connectedUsers = 0): Analytics {
  return {
    totalThisMonth: 0,
    thisWeek: 0,
    lastWeek: 0,
    weekChangePercent: null,
    weekChangeLabel: NO_MEETINGS_LAST_WEEK,
    averageDurationMinutes: 0,
    connectedUsers,
    popularSlots: [],
    byDay: scaleBars(
      WEEKDAY_NAMES.map((label) => ({ label, count: 0 })),
      DAY_BAR_SCALE,
    ),
  };
}

const within = (t: number, range: InstantRange) => t >= range.start && t <= range.end;

export function computeAnalytics({
  meetings,
  now,
  zone,
  connectedUsers = 0,
}: {
  meetings: readonly AnalyticsMeeting[];
  now: number | Date;
  zone: string;
  connectedUsers?: number;
}): Analytics {
  const periods = analyticsPeriods(now, zone);
  let thisWeek = 0;
  let lastWeek = 0;
  let totalThisMonth = 0;
  let minutesThisMonth = 0;
  let timedThisMonth = 0;
  const byHour = new Map<number, number>();
  const byWeekday = WEEKDAY_NAMES.map(() => 0);

  for (const meeting of meetings) {
    const start = Date.parse(meeting.startTime);
    const end = Date.parse(meeting.endTime);
    if (Number.isNaN(start)) continue;
    if (within(start, periods.thisWeek)) thisWeek++;
    if (within(start, periods.lastWeek)) lastWeek++;
    if (!within(start, periods.month)) continue;
    totalThisMonth++;
    if (!Number.isNaN(end) && end >= start) {
      minutesThisMonth += (end - start) / 60_000;
      timedThisMonth++;
    }
    const { date, hour } = wallClockTime(start, zone);
    byHour.set(hour, (byHour.get(hour) ?? 0) + 1);
    const mondayFirst = (dayOfWeek(date) + 6) % 7;
    byWeekday[mondayFirst] = (byWeekday[mondayFirst] ?? 0) + 1;
  }

  const popular = [...byHour.entries()]
    .sort(([hourA, countA], [hourB, countB]) => countB - countA || hourA - hourB)
    .slice(0, POPULAR_SLOT_COUNT)
    .map(([hour, count]) => ({ label: hourLabel(hour), count }));

  return {
    totalThisMonth,
    thisWeek,
    lastWeek,
    weekChangePercent: weekChangePercent(thisWeek, lastWeek),
    weekChangeLabel: weekChangeLabel(thisWeek, lastWeek),
    averageDurationMinutes: timedThisMonth > 0 ? Math.round(minutesThisMonth / timedThisMonth) : 0,
    connectedUsers,
    popularSlots: scaleBars(popular, SLOT_BAR_SCALE),
    byDay: scaleBars(
      WEEKDAY_NAMES.map((label, index) => ({ label, count: byWeekday[index] ?? 0 })),
      DAY_BAR_SCALE,
    ),
  };
}
