/**
 * The workflow engine's calendar work: a free time for a workflow without a request read (the
 * next business day at the same local hour), whether a time is still free, and moving the
 * meeting (and its booking) once the host approved.
 */
import type { MeetingRecord } from '../db';
import { newId } from '../random';
import { civilDate, localParts } from '../time';
import type { EngineStore } from './engine-store';
import { isHighPriority } from './intent';
import { returnFocusTime, yieldFocusTime } from '../handlers/focus-yield';
import { addDays } from '../../src/domain/civil-date';
import { zonedInstant } from '../../src/domain/zone-clock';

/** How far ahead the engine looks for a free time. */
export const SLOT_SEARCH_DAYS = 14;
export const NO_FREE_SLOT = `No free slots found in the next ${SLOT_SEARCH_DAYS} days`;

export type Slot = { startTime: string; endTime: string };

export function ms(value: Date | number | string): number {
  return new Date(value).getTime();
}

export function iso(value: number): string {
  return new Date(value).toISOString();
}

export function hostZone(store: EngineStore, userId: string): string {
  return store.preferences.findFirst((q) => q.where({ userId }))?.timezone ?? 'UTC';
}

function overlapsAnother(store: EngineStore, meeting: MeetingRecord, start: number, end: number) {
  return store.meetings
    .all()
    .some(
      (m) =>
        m.userId === meeting.userId &&
        m.id !== meeting.id &&
        ms(m.startTime) < end &&
        ms(m.endTime) > start,
    );
}

/**
 * A free time for `meeting`: the next business day (Mon–Fri in the host's zone) after the later
 * of the meeting and `now`, at the meeting's local start time, not overlapping another meeting of
 * the host; null when none within SLOT_SEARCH_DAYS.
 */
export function findFreeSlot(
  store: EngineStore,
  meeting: MeetingRecord,
  now: Date | number,
): Slot | null {
  const nowMs = ms(now);
  const start = ms(meeting.startTime);
  const length = Math.max(0, ms(meeting.endTime) - start);
  const zone = hostZone(store, meeting.userId);
  const local = localParts(start, zone);
  const minutes = local.hour * 60 + local.minute;
  const from = civilDate(Math.max(start, nowMs), zone);
  for (let day = 1; day <= SLOT_SEARCH_DAYS; day++) {
    const date = addDays(from, day);
    const candidate = zonedInstant(date, minutes, zone);
    const dow = localParts(candidate, zone).dow;
    if (dow === 0 || dow === 6 || candidate <= nowMs) continue;
    if (overlapsAnother(store, meeting, candidate, candidate + length)) continue;
    return { startTime: iso(candidate), endTime: iso(candidate + length) };
  }
  return null;
}

export function isFree(
  store: EngineStore,
  meeting: MeetingRecord,
  slot: Slot,
  nowMs: number,
): boolean {
  const start = ms(slot.startTime);
  return start > nowMs && !overlapsAnother(store, meeting, start, ms(slot.endTime));
}

/** Moves the meeting (and its booking, if it came from one) to `slot`. */
export async function moveMeeting(
  store: EngineStore,
  meeting: MeetingRecord,
  slot: Slot,
  at: number,
): Promise<void> {
  await store.meetings.update((q) => q.where({ id: meeting.id }), {
    data(m) {
      m.startTime = slot.startTime;
      m.endTime = slot.endTime;
    },
  });
  const booking = store.bookings.findFirst((q) => q.where({ meetingId: meeting.id }));
  if (booking) {
    await store.bookings.update(booking, {
      data(b) {
        b.startTime = slot.startTime;
        b.endTime = slot.endTime;
      },
    });
  }
  // A high-priority meeting moved over focus time: the blocks move on.
  const host = store.users.findFirst((q) => q.where({ id: meeting.userId }));
  if (booking && host && isHighPriority(store, meeting))
    await yieldFocusTime(host, { start: ms(slot.startTime), end: ms(slot.endTime) }, booking.id);
  // The time it left is free: blocks moved or dropped for a booking go back to their place.
  if (booking && host) await returnFocusTime(host, booking.id);
  await store.activities.create({
    id: newId('act'),
    userId: meeting.userId,
    type: 'meeting_rescheduled',
    message: `Rescheduled "${meeting.title}" to ${slot.startTime}`,
    createdAt: iso(at),
  });
}
