/**
 * A booking's hosts and each one's copy of its meeting, read from the booking record alone (no
 * other imports, so the shared views in `shared.ts` and the team writes both read them).
 */
import type { BookingRecord } from '../db-schemas';

/** Every host of a booking, the assigned one (the organizer) first. */
export function bookingHostIds(
  booking: Pick<BookingRecord, 'hostUserId' | 'hostUserIds'>,
): string[] {
  const ids = booking.hostUserIds ?? [];
  return ids.length > 0 ? [...ids] : [booking.hostUserId];
}

/**
 * The id of the booking's meeting in this host's calendar: the booking's own `meetingId` for the
 * organizer, derived from it for every other host of a collective booking.
 */
export function hostMeetingId(
  booking: Pick<BookingRecord, 'meetingId' | 'hostUserId'>,
  hostId: string,
): string {
  return hostId === booking.hostUserId ? booking.meetingId : `${booking.meetingId}-${hostId}`;
}
