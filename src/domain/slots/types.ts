/** The slot engine's inputs and outputs, its constants and the hosts' default hours. */

import type { LinkType } from '../links';
import type { DayAvailability, TimePreference } from '../preferences';

export interface SlotPreferences {
  timePreference: TimePreference;
  /** IANA zone of the host. An unknown zone is treated as UTC. */
  timezone: string;
  /** Keyed by day index '0'-'6', Sunday = '0'. A missing day is disabled. */
  dayAvailability: Record<string, DayAvailability>;
  /** Minutes kept free before and after each busy interval (default 15). */
  bufferTime: number;
  noBufferNeeded: boolean;
}

/** An instant: an ISO string (one without an offset is read as UTC), a Date or epoch milliseconds. */
export type TimeInput = string | Date | number;

export interface Interval {
  start: TimeInput;
  end: TimeInput;
}

export interface Slot {
  /** ISO 8601 UTC, e.g. 2026-03-09T14:00:00.000Z */
  start: string;
  end: string;
  /** Start time in the visitor's zone, formatted 'h:mm A' (e.g. '9:00 AM'). */
  label: string;
}

/** Slots keyed by YYYY-MM-DD in the visitor's zone; keys ascending; days without slots omitted. */
export type SlotsByDate = Record<string, Slot[]>;

export interface SlotInput {
  type: LinkType;
  /** Slot length in minutes (the link's defaultDuration). */
  duration: number;
  /**
   * Minutes between start times, counted from each range's start (the link's slotInterval: 15,
   * 30 or 60). null, absent or unreadable: 30.
   */
  interval?: number | null;
  /**
   * The booking window's length in days (the link's bookingWindowDays): it ends at now + this
   * many × 24 h. null, absent or unreadable: 14 for high_priority, 21 for standard.
   */
  windowDays?: number | null;
  /**
   * The link's availability window; the booking window is clipped to it. A date-only bound
   * ('2026-03-10') means that whole day in the host's zone: startDate from its 00:00, endDate up
   * to the end of that day. A bound that cannot be read yields no slots at all.
   */
  window?: { startDate: TimeInput; endDate: TimeInput };
  /** null: Monday-Friday 9-17, UTC, buffer 15, no am/pm preference. */
  preferences: SlotPreferences | null;
  busy: Interval[];
  /** IANA zone of the visitor (grouping and labels). An unknown zone is treated as UTC. */
  visitorTimeZone: string;
  now: TimeInput;
  /**
   * Host-local dates ('YYYY-MM-DD') whose hours replace their weekday's: date overrides, and on
   * the public page every closed date (time off, full days) as `enabled: false`.
   */
  dateAvailability?: Readonly<Record<string, DayAvailability>>;
  /** Ranges of whole host-local days ('YYYY-MM-DD', both ends included) without any slot. */
  timeOff?: readonly { startDate: string; endDate: string }[];
  /**
   * No slot starts sooner than this many minutes after `now`, today included (same-day with
   * notice: a standard link with a notice offers today too). null or absent: the default rules,
   * 30 minutes, standard from tomorrow, and 2 hours for a high-priority link's slots today.
   */
  minimumNotice?: number | null;
  /** At most this many bookings of the link per host-local day (null or absent: no limit). */
  dailyLimit?: number | null;
  /** The link's bookings per host-local date ('YYYY-MM-DD'), counted against `dailyLimit`. */
  bookingsPerDay?: Readonly<Record<string, number>>;
}

/** The default minutes between start times (a link's slotInterval when it sets none). */
export const SLOT_STEP_MINUTES = 30;
export const DEFAULT_SLOT_INTERVAL: SlotInterval = 30;
/** The intervals a link may choose, in minutes. */
export type SlotInterval = 15 | 30 | 60;
export const SLOT_INTERVALS: readonly SlotInterval[] = [15, 30, 60];
/** A link's booking window, in days: 1 to 60; defaults 14 (high priority) and 21 (standard). */
export const MIN_WINDOW_DAYS = 1;
export const MAX_WINDOW_DAYS = 60;
export const DEFAULT_WINDOW_DAYS: Readonly<Record<LinkType, number>> = {
  high_priority: 14,
  standard: 21,
};
export const MIN_NOTICE_MINUTES = 30;
export const HIGH_PRIORITY_SAME_DAY_LEAD_MINUTES = 120;
export const DEFAULT_BUFFER_MINUTES = 15;
export const AM_PM_CUTOFF_HOUR = 12;
export const HIGH_PRIORITY_WINDOW_HOURS = 336;
export const STANDARD_WINDOW_HOURS = 504;

const workday: DayAvailability = { enabled: true, startHour: 9, endHour: 17 };
const weekend: DayAvailability = { enabled: false, startHour: 9, endHour: 17 };

/** Used when the host has no preferences: Monday-Friday 9-17 in UTC, 15-minute buffer. */
export const DEFAULT_SLOT_PREFERENCES: Readonly<SlotPreferences> = Object.freeze({
  timePreference: 'both',
  timezone: 'UTC',
  dayAvailability: Object.freeze({
    '0': weekend,
    '1': workday,
    '2': workday,
    '3': workday,
    '4': workday,
    '5': workday,
    '6': weekend,
  }),
  bufferTime: DEFAULT_BUFFER_MINUTES,
  noBufferNeeded: false,
});
