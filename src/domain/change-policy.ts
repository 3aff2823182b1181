/**
 * A link's change policy (docs/decisions.md#a-links-change-policy): visitors may cancel or
 * reschedule a booking online until `changeCutoffHours` before its start. Elapsed hours, not
 * wall-clock ones: "24 hours before" a 9:00 AM meeting on the day the clocks go back is 10:00 AM
 * the day before. 0 sets no cutoff, so a booking can be changed until it ends, as before the policy
 * existed. Pure: the mock's handlers and the booking's own page use the same arithmetic.
 */

import { HOUR_MS } from './civil-date';

/** The longest cutoff a host can set: 30 days. */
export const MAX_CHANGE_CUTOFF_HOURS = 720;

/** The instant after which online changes are closed, or null when the link sets no cutoff. */
export function changeDeadline(startTime: string, cutoffHours: number): string | null {
  if (cutoffHours <= 0) return null;
  return new Date(Date.parse(startTime) - cutoffHours * HOUR_MS).toISOString();
}

/** True once `at` has reached the deadline: the visitor can no longer change the booking online. */
export function changesClosed(deadline: string | null, at: number): boolean {
  return deadline !== null && at >= Date.parse(deadline);
}
