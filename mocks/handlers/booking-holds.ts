/**
 * The times visitors hold while they fill in the booking form, as the slot checks see them:
 * the valid holds of a host, the visitor's own hold of a time, and the end of a hold.
 */
import { holdValid } from '../../src/domain/slot-hold';
import { db, type HoldRecord } from '../db';
import { apiError } from '../errors';

export const SLOT_HELD = apiError(
  'slot_held',
  'Someone else is booking this time. Please choose another time.',
);

/** The host's holds valid at `at`, overlapping [from, to); a team link's hold keeps each of its hosts. */
export function validHolds(hostId: string, at: number, from = -Infinity, to = Infinity) {
  return db.holds.findMany((q) =>
    q.where(
      (h) =>
        (h.hostUserId === hostId || (h.hostUserIds ?? []).includes(hostId)) &&
        holdValid(h, at) &&
        Date.parse(h.endTime) > from &&
        Date.parse(h.startTime) < to,
    ),
  );
}

/** The valid holds of the host overlapping [from, to) as intervals; `except`: the caller's own. */
export function heldIntervals(
  hostId: string,
  from: number,
  to: number,
  at: number,
  holds: 'count' | { except: string },
) {
  const except = holds === 'count' ? null : holds.except;
  return validHolds(hostId, at, from, to)
    .filter((h) => h.id !== except)
    .map((h) => ({
      start: Date.parse(h.startTime),
      end: Date.parse(h.endTime),
    }));
}

/**
 * The visitor's hold of exactly [startTime, endTime) on this link, valid at `at`, or null
 * (unknown, ended, another time's or another link's hold: as if none was sent). A hold is good
 * only on its own link.
 */
export function heldFor(
  holdId: string | undefined,
  linkId: string,
  startTime: string,
  endTime: string,
  at: Date,
): HoldRecord | null {
  if (holdId === undefined) return null;
  const hold = db.holds.findFirst((q) => q.where({ id: holdId }));
  if (!hold || hold.linkId !== linkId || !holdValid(hold, at.getTime())) return null;
  const same =
    Date.parse(hold.startTime) === Date.parse(startTime) &&
    Date.parse(hold.endTime) === Date.parse(endTime);
  return same ? hold : null;
}

/** The caller's own hold of this link for `getBusySlots`: another link's hold is not theirs here. */
export function ownHoldExcept(
  holdId: string | undefined,
  linkId: string,
): 'count' | { except: string } {
  if (holdId === undefined) return 'count';
  const hold = db.holds.findFirst((q) => q.where({ id: holdId }));
  return hold && hold.linkId === linkId ? { except: hold.id } : 'count';
}

/** Ends a hold (released, or consumed by its booking); nothing when there is none. */
export async function endHold(id: string): Promise<void> {
  await db.holds.deleteMany((q) => q.where({ id }));
}
