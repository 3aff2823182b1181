/**
 * The slot checks the visitor's calls (`booking.ts`), the host's calls (`host-bookings.ts`) and
 * the writes (`booking-actions.ts`) share: whether the host's calendar can be read, the host's
 * busy time, a slot's shape, the date rules, and the slot engine's verdict with its 409 answers.
 */
import { DAY_MS } from '../../src/domain/civil-date';
import {
  bookingsPerDay,
  overrideHours,
  slotRefusal,
  type SlotRefusal,
} from '../../src/domain/date-rules';
import type { SlotInput, SlotPreferences } from '../../src/domain/slots';
import { durationsOf, durationWords } from '../../src/domain/meeting-types';
import { hasRequiredScopes } from '../auth';
import { now } from '../clock';
import { db, type BookingRecord, type LinkRecord, type UserRecord } from '../db';
import { apiError, type ErrorBody } from '../errors';
import { localParts } from '../time';
import { ruleBroken } from '../rule-breaks';
import { judgeSlot } from '../rule-breaks-slots';
import { bookingHostIds } from './booking-hosts';
import { focusBusy } from './focus-time';
import type { LinkType } from '../../src/domain/links';
import { hostPreferences, primaryCalendar, visibleMeetings } from './shared';

import { heldIntervals, SLOT_HELD } from './booking-holds';
/** Confirmed and not yet ended (a meeting in progress counts), as the host's Upcoming tab. */
export function isUpcoming(booking: BookingRecord, at: Date): boolean {
  return booking.status === 'confirmed' && Date.parse(booking.endTime) > at.getTime();
}

/** Confirmed or pending: the booking still holds its time and can change. */
export function isLive(booking: BookingRecord): boolean {
  return booking.status === 'confirmed' || booking.status === 'pending';
}

/** The booking's length in minutes. */
export function minutesOf(booking: { startTime: string; endTime: string }): number {
  return Math.round((Date.parse(booking.endTime) - Date.parse(booking.startTime)) / 60_000);
}

export const AUTH_EXPIRED_FOR_HOST = apiError(
  'calendar_auth_expired',
  'Google Calendar authentication expired for this host',
);
export const AUTH_MISSING_FOR_HOST = apiError(
  'calendar_not_connected',
  'Google Calendar authentication is missing for this host',
);
export const SLOT_TAKEN = apiError(
  'slot_taken',
  'This time slot is no longer available. Please choose another time.',
);
export const TIME_OFF = apiError(
  'time_off',
  'The host is not available on this date. Please choose another day.',
);
export const NOTICE_TOO_SHORT = apiError(
  'notice_too_short',
  'This time is too soon. Please choose a later time.',
);
export const DAILY_LIMIT_REACHED = apiError(
  'daily_limit_reached',
  'This day is fully booked. Please choose another day.',
);
/** The 409 answer of each refusal of the slot engine. */
export const REFUSALS: Readonly<Record<SlotRefusal, ErrorBody>> = {
  time_off: TIME_OFF,
  notice: NOTICE_TOO_SHORT,
  daily_limit: DAILY_LIMIT_REACHED,
  taken: SLOT_TAKEN,
};
export const BOOKING_NOT_FOUND = apiError('not_found', 'Booking not found');
export const ALREADY_CANCELLED = apiError('booking_cancelled', 'This booking is already cancelled');

/** The lock every write of a host's bookings and booked meetings takes. */
export const bookingLock = (hostId: string) => `book:${hostId}`;

/** Why the host's calendar cannot be read right now, or null when it can. */
export function calendarProblem(host: UserRecord): ErrorBody | null {
  const primary = primaryCalendar(host.id);
  if (!primary || !hasRequiredScopes(host)) return AUTH_MISSING_FOR_HOST;
  if (primary.authExpired) return AUTH_EXPIRED_FOR_HOST;
  return null;
}

export function slotPreferences(host: UserRecord): SlotPreferences {
  const p = hostPreferences(host);
  return {
    timePreference: p.timePreference,
    timezone: p.timezone,
    dayAvailability: p.dayAvailability,
    bufferTime: p.bufferTime,
    noBufferNeeded: p.noBufferNeeded,
  };
}

/**
 * Busy intervals of the host overlapping [from, to): merged, sorted, not widened. For a standard
 * link (`linkType`), the host's focus blocks are busy too; a high-priority link may
 * take their time, and the assistant moves them. Times visitors hold are busy unless
 * `holds` is 'ignore'.
 */
export function busyIntervals(
  host: UserRecord,
  from: number,
  to: number,
  exceptMeetingId?: string,
  linkType?: LinkType,
  holds: 'count' | 'ignore' | 'held' | { except: string } = 'count',
): { start: number; end: number }[] {
  // 'held': a booking with the visitor's own hold. Holds aside, and focus blocks aside too: a
  // block stored over a held time yields to the booking (focus-yield.ts moves it afterwards).
  const intervals = visibleMeetings(host.id, from, to)
    .filter((m) => m.id !== exceptMeetingId)
    .map((m) => ({ start: Date.parse(m.startTime), end: Date.parse(m.endTime) }))
    .concat(linkType === 'standard' && holds !== 'held' ? focusBusy(host.id, from, to) : [])
    .concat(
      holds === 'ignore' || holds === 'held'
        ? []
        : heldIntervals(host.id, from, to, now().getTime(), holds),
    )
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: { start: number; end: number }[] = [];
  for (const interval of intervals) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** Why these times can never be a slot of this link (400), or null. */
export function slotShapeProblem(
  link: LinkRecord,
  host: UserRecord,
  startTime: string,
  endTime: string,
): string | null {
  const start = Date.parse(startTime);
  const end = Date.parse(endTime);
  const durations = durationsOf(link);
  if (!durations.some((d) => end - start === d * 60_000) && !ruleBroken('duration-unchecked')) {
    return `The meeting must last ${durationWords(durations)}`;
  }
  const local = localParts(start, slotPreferences(host).timezone);
  if (local.minute % 15 !== 0 || local.second !== 0 || start % 1000 !== 0) {
    return 'Meetings must start on a quarter hour';
  }
  return null;
}

/**
 * The host's date rules and the link's own rules, as the slot engine takes them: time off, date
 * overrides, minimum notice, and the daily limit with the link's confirmed bookings per host-local
 * day (the booking being moved, `exceptBookingId`, not counted).
 */
export function dateRules(
  link: LinkRecord,
  host: UserRecord,
  exceptBookingId?: string,
): Pick<
  SlotInput,
  'timeOff' | 'dateAvailability' | 'minimumNotice' | 'dailyLimit' | 'bookingsPerDay'
> {
  const prefs = hostPreferences(host);
  const dailyLimit = link.dailyLimit ?? null;
  const counted =
    dailyLimit === null
      ? []
      : db.bookings.findMany((q) =>
          q.where(
            (b) =>
              b.linkId === link.id &&
              (b.status === 'confirmed' || b.status === 'pending') &&
              b.id !== exceptBookingId &&
              // A team link's limit is each member's own: only the bookings they are a host of.
              (!link.teamId || bookingHostIds(b).includes(host.id)),
          ),
        );
  return {
    timeOff: prefs.timeOff,
    dateAvailability: overrideHours(prefs.dateOverrides),
    minimumNotice: link.minimumNotice ?? null,
    dailyLimit,
    bookingsPerDay: bookingsPerDay(counted, prefs.timezone),
  };
}

/**
 * The slot engine's verdict at `at`: null when the slot is offered, else the 409 answer saying
 * why (time off, notice, daily limit, or taken). Call under the host's lock.
 */
export function slotRefusalAt(
  link: LinkRecord,
  host: UserRecord,
  startTime: string,
  endTime: string,
  at: Date,
  except?: { meetingId: string; bookingId: string },
  holds: 'count' | 'ignore' | 'held' = 'count',
): ErrorBody | null {
  const refusal = engineRefusal(link, host, startTime, endTime, at, except, holds);
  // Free but for a visitor's hold: say so (`slot_held`), not "taken".
  if (refusal === 'taken' && holds === 'count') {
    const unheld = engineRefusal(link, host, startTime, endTime, at, except, 'ignore');
    if (unheld === null) return ruleBroken('holds-ignored') ? null : SLOT_HELD;
  }
  if (refusal !== null && refusal !== 'taken' && ruleBroken('refusals-all-slot-taken'))
    return SLOT_TAKEN;
  return refusal === null ? null : REFUSALS[refusal];
}

function engineRefusal(
  link: LinkRecord,
  host: UserRecord,
  startTime: string,
  endTime: string,
  at: Date,
  except: { meetingId: string; bookingId: string } | undefined,
  holds: 'count' | 'ignore' | 'held',
): SlotRefusal | null {
  const start = Date.parse(startTime);
  const end = Date.parse(endTime);
  return judgeSlot(
    {
      type: link.type,
      // The slot the visitor chose: its own length, one of the link's durations.
      duration: Math.round((end - start) / 60_000),
      interval: link.slotInterval,
      windowDays: link.bookingWindowDays,
      preferences: slotPreferences(host),
      busy: busyIntervals(host, start - DAY_MS, end + DAY_MS, except?.meetingId, link.type, holds),
      visitorTimeZone: 'UTC',
      now: at,
      ...dateRules(link, host, except?.bookingId),
    },
    (input) => slotRefusal(input, startTime, endTime),
  );
}
