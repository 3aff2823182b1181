/**
 * Preferences' rule on new time off: a range the host adds may not end before today in the
 * host's zone (the zone being saved). Ranges already stored (by id) stay, even once passed, so a
 * host with old time off can still save anything else.
 */
import { newTimeOffProblem, todayIn } from '../../src/domain/date-rules';
import type { TimeOff } from '../../src/domain/preferences';
import { now } from '../clock';
import { db } from '../db';

export function newTimeOffInPast(
  userId: string,
  timeOff: readonly TimeOff[] | undefined,
  timezone: string,
): { field: string; message: string } | null {
  if (!timeOff) return null;
  const stored = db.preferences.findFirst((q) => q.where({ userId }));
  const kept = new Set((stored?.timeOff ?? []).map((r) => r.id));
  const today = todayIn(timezone, now().getTime());
  for (const [i, range] of timeOff.entries()) {
    if (kept.has(range.id)) continue;
    const message = newTimeOffProblem(range, today);
    if (message) return { field: `timeOff[${i}].endDate`, message };
  }
  return null;
}
