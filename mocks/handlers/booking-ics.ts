/**
 * The calendar file each message about a booking carries (`src/domain/ics-invitation.ts`): one
 * event per booking, UID `<bookingId>@slotwise`, organized by its assigned host, with every other
 * host of a team booking, the visitor and the guests as attendees. Its SEQUENCE is the booking's
 * `icsSequence`, which every change a calendar must follow raises by one (`nextRevision`), so the
 * files of one change (the visitor's, the guests', the other hosts') share it and each change's
 * files replace the last ones: an invitation or an update is a REQUEST, a cancel, a declined or
 * expired request and a reassign's word to the former host are a CANCEL.
 */
import { buildInvitationIcs, type IcsMethod } from '../../src/domain/ics-invitation';
import { locationWords } from '../../src/domain/meeting-types';
import { db, type BookingRecord, type UserRecord } from '../db';
import { bookingHostIds } from './booking-hosts';

/** The booking's description in its messages: the visitor's words, then the place. */
export function bookingDescription(booking: BookingRecord): string {
  return [booking.description, locationWords(booking.location ?? null)]
    .filter(Boolean)
    .join('\n\n');
}

/** Raises the booking's revision: call inside the `data` of the update that changes it. */
export function nextRevision(b: { icsSequence?: number }): void {
  b.icsSequence = (b.icsSequence ?? 0) + 1;
}

function userOf(id: string): UserRecord | undefined {
  return db.users.findFirst((q) => q.where({ id }));
}

/**
 * The booking's file as it stands. `manage`: the visitor's own page (their copy only); `alsoWith`:
 * someone no longer with it who must still be named (a reassigned booking's former host).
 */
export function bookingIcs(
  booking: BookingRecord,
  method: IcsMethod,
  stamp: string,
  {
    manage = null,
    alsoWith = [],
  }: { manage?: string | null; alsoWith?: readonly UserRecord[] } = {},
): string | undefined {
  const [organizer, ...others] = bookingHostIds(booking)
    .map(userOf)
    .filter((u) => u !== undefined);
  // A booking whose host is gone has nobody to send it for: no file (the message still goes).
  if (!organizer) return undefined;
  const description = bookingDescription(booking);
  return buildInvitationIcs(
    {
      uid: `${booking.id}@slotwise`,
      title: booking.title,
      ...(description ? { description } : {}),
      ...(manage ? { url: manage } : {}),
      start: booking.startTime,
      end: booking.endTime,
      stamp,
    },
    { name: organizer.name, email: organizer.email },
    [
      ...[...others, ...alsoWith].map((h) => ({ name: h.name, email: h.email })),
      { name: booking.attendeeName, email: booking.attendeeEmail },
      ...(booking.guests ?? []).map((email) => ({ name: null, email })),
    ],
    { method, sequence: booking.icsSequence ?? 0 },
  );
}

/** A message's `ics` field: the file, when there is one. */
export const withIcs = (ics: string | undefined): { ics?: string } => (ics ? { ics } : {});
