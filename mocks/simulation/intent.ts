/**
 * The mock assistant's understanding of a rescheduling request (`parsing_input`) and its search
 * for a new time inside the wish (`find_new_slots_for_selected_meeting`, approval).
 *
 * Reading the request: `parse-request.ts` (its words and date parsers: `request-words.ts`).
 * Finding the meeting it names among the host's upcoming ones: `find-meeting.ts`.
 *
 * A new time: the slot engine of the booking page (`src/domain/slots/`, high-priority rules:
 * the host's working days and hours, buffer, busy times of every connected calendar but the
 * meeting itself, 30 minutes' notice, 2 hours' lead today, 14 days ahead), clipped to the wished
 * window and filtered to the wished part of day.
 */
import {
  DEFAULT_SLOT_PREFERENCES,
  isSlotAvailable,
  type Interval,
  type SlotPreferences,
} from '../../src/domain/slots';
import {
  describeWish,
  type PartOfDay,
  type WorkflowIntent,
} from '../../src/domain/workflow-intent';
import { overrideHours } from '../../src/domain/date-rules';
import { proposeNewTimes, type Proposals } from '../../src/domain/workflow-proposals';
import { holdValid } from '../../src/domain/slot-hold';
import type { Db, MeetingRecord } from '../db';
import { findMeeting } from './find-meeting';
import { parseRequest } from './parse-request';
import { DAY_MS, MINUTE_MS } from '../../src/domain/civil-date';

export type { WorkflowIntent } from '../../src/domain/workflow-intent';

// ---------------------------------------------------------------------------------------------
// The store: the host's meetings, zone and preferences
// ---------------------------------------------------------------------------------------------

export type IntentStore = Pick<
  Db,
  'preferences' | 'meetings' | 'calendars' | 'bookings' | 'links' | 'focusBlocks'
> &
  // The visitors' holds; a test's store may have none.
  Partial<Pick<Db, 'holds'>>;

export function hostTimeZone(store: IntentStore, userId: string): string {
  return store.preferences.findFirst((q) => q.where({ userId }))?.timezone ?? 'UTC';
}

/** The host's meetings that count: those in a connected calendar (as the booking page reads). */
export function hostMeetings(store: IntentStore, userId: string): MeetingRecord[] {
  const calendars = new Set(
    store.calendars
      .all()
      .filter((c) => c.userId === userId)
      .map((c) => c.email),
  );
  return store.meetings.all().filter((m) => m.userId === userId && calendars.has(m.calendarEmail));
}

/** The host's rules as the booking page's slot engine reads them (time preference included). */
export function slotPreferences(store: IntentStore, userId: string): SlotPreferences {
  const p = store.preferences.findFirst((q) => q.where({ userId }));
  if (!p) return DEFAULT_SLOT_PREFERENCES;
  return {
    timePreference: p.timePreference,
    timezone: p.timezone,
    dayAvailability: p.dayAvailability,
    bufferTime: p.bufferTime,
    noBufferNeeded: p.noBufferNeeded,
  };
}

/** The host's time off and date overrides, as the slot engine takes them. */
export function hostDateRules(store: IntentStore, userId: string) {
  const p = store.preferences.findFirst((q) => q.where({ userId }));
  return {
    timeOff: p?.timeOff ?? [],
    dateAvailability: overrideHours(p?.dateOverrides ?? []),
  };
}

/** The wish as recorded before the meeting is known (an exact time is widened on choosing). */
export interface PendingWish {
  window: { start: string; end: string };
  partOfDay: PartOfDay;
  timeZone: string;
}

export type Understanding =
  | { ok: true; intent: WorkflowIntent; meeting: MeetingRecord }
  | { ok: false; message: string; candidates?: MeetingRecord[]; wish?: PendingWish };

/** Reads the request of host `userId` against their calendar at `now`. */
export function understandRequest(
  store: IntentStore,
  userId: string,
  text: string,
  now: number,
): Understanding {
  return understand(text, hostMeetings(store, userId), now, hostTimeZone(store, userId));
}

/**
 * The intent for `meeting` and the wish: an exact time ("at 3") becomes the meeting's length
 * from then; a wish already past fails.
 */
export function intentFor(
  meeting: MeetingRecord,
  wish: PendingWish,
  now: number,
): { ok: true; intent: WorkflowIntent } | { ok: false; message: string } {
  const start = Date.parse(wish.window.start);
  let end = Date.parse(wish.window.end);
  if (end === start) end = start + (Date.parse(meeting.endTime) - Date.parse(meeting.startTime));
  const window = { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
  if (end <= now)
    return {
      ok: false,
      message: `When to? ${describeWish(window, wish.partOfDay, wish.timeZone)} has already passed`,
    };
  return {
    ok: true,
    intent: {
      meetingId: meeting.id,
      meetingTitle: meeting.title,
      window: { start: new Date(Math.max(start, now)).toISOString(), end: window.end },
      partOfDay: wish.partOfDay,
      timeZone: wish.timeZone,
    },
  };
}

/** Reads `text` against `meetings` (the host's) at `now` in the host's zone. */
export function understand(
  text: string,
  meetings: readonly MeetingRecord[],
  now: number,
  timeZone: string,
): Understanding {
  const parsed = parseRequest(text, now, timeZone);
  const wish: PendingWish = {
    window: {
      start: new Date(parsed.wish.start).toISOString(),
      end: new Date(parsed.wish.end).toISOString(),
    },
    partOfDay: parsed.wish.partOfDay,
    timeZone,
  };
  const found = findMeeting(parsed, meetings, now, timeZone);
  if (!found.ok) {
    if (!found.candidates) return { ok: false, message: found.message };
    // The wish must still be ahead for the first candidate's length at least.
    const check = intentFor(found.candidates[0]!, wish, now);
    if (!check.ok) return check;
    return { ok: false, message: found.message, candidates: found.candidates, wish };
  }
  const read = intentFor(found.meeting, wish, now);
  return read.ok ? { ok: true, intent: read.intent, meeting: found.meeting } : read;
}

// ---------------------------------------------------------------------------------------------
// New times
// ---------------------------------------------------------------------------------------------

export interface FoundSlot {
  startTime: string;
  endTime: string;
  reason?: string;
}

/**
 * Whether the meeting was booked through the host's high-priority link: such a meeting may take
 * focus time, as a high-priority booking does; any other meeting may not.
 */
export function isHighPriority(store: IntentStore, meeting: MeetingRecord): boolean {
  const booking = store.bookings.findFirst((q) =>
    q.where({ meetingId: meeting.id, status: 'confirmed' }),
  );
  if (!booking) return false;
  return store.links.findFirst((q) => q.where({ id: booking.linkId }))?.type === 'high_priority';
}

/**
 * The host's busy times around now, the meeting itself left out; focus blocks by its priority;
 * the times visitors hold.
 */
function busyFor(store: IntentStore, meeting: MeetingRecord, now: number): Interval[] {
  const from = now - DAY_MS;
  const focus = isHighPriority(store, meeting)
    ? []
    : store.focusBlocks
        .findMany((q) => q.where({ userId: meeting.userId, status: 'planned' }))
        .filter((b) => Date.parse(b.endTime) > from)
        .map((b) => ({ start: b.startTime, end: b.endTime }));
  // A time a visitor holds while booking is not the assistant's to offer.
  const held = (store.holds?.findMany((q) => q.where({ hostUserId: meeting.userId })) ?? [])
    .filter((h) => holdValid(h, now))
    .map((h) => ({ start: h.startTime, end: h.endTime }));
  return hostMeetings(store, meeting.userId)
    .filter((m) => m.id !== meeting.id && Date.parse(m.endTime) > from)
    .map((m) => ({ start: m.startTime, end: m.endTime }))
    .concat(focus, held);
}

function meetingMinutes(meeting: MeetingRecord): number {
  const length = Date.parse(meeting.endTime) - Date.parse(meeting.startTime);
  return Math.max(1, Math.round(length / MINUTE_MS));
}

/**
 * What the assistant offers for `meeting` and the intent's wish (`proposeNewTimes`, the one slot
 * engine): free times inside the wish, else the nearest ones with their reasons, else why none.
 */
export function proposalsFor(
  store: IntentStore,
  meeting: MeetingRecord,
  intent: WorkflowIntent,
  now: number,
): Proposals {
  const preferences = slotPreferences(store, meeting.userId);
  return proposeNewTimes({
    wish: {
      window: intent.window,
      partOfDay: intent.partOfDay,
      timeZone: intent.timeZone ?? preferences.timezone,
    },
    duration: meetingMinutes(meeting),
    currentStart: meeting.startTime,
    preferences,
    busy: busyFor(store, meeting, now),
    dateRules: hostDateRules(store, meeting.userId),
    now,
  });
}

/** Whether `slot` is still free for `meeting` at `now`, by the slot engine's own check. */
export function stillFree(
  store: IntentStore,
  meeting: MeetingRecord,
  slot: { startTime: string; endTime: string },
  now: number,
): boolean {
  const preferences = slotPreferences(store, meeting.userId);
  return isSlotAvailable(
    {
      type: 'standard',
      duration: meetingMinutes(meeting),
      preferences,
      busy: busyFor(store, meeting, now),
      visitorTimeZone: preferences.timezone,
      now,
      ...hostDateRules(store, meeting.userId),
    },
    slot.startTime,
    slot.endTime,
  );
}

/** The failure when nothing fits: the meeting, then why (`proposeNewTimes`). */
export function noSlotMessage(intent: WorkflowIntent, why: string): string {
  return `No free time for '${intent.meetingTitle}': ${why}`;
}
