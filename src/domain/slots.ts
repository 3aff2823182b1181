/**
 * Slot generation for the public booking page.
 *
 * Pure: no React, no I/O, and the clock is passed in (`now`). The same function serves the booking
 * page and the mock booking handler, which re-checks a requested slot with `isSlotAvailable`.
 *
 * How it works, per host-local calendar day inside the booking window:
 *  1. the day's window is `dayAvailability[dayOfWeek]` (Sunday = '0') in the HOST's timezone, each
 *     end built from the calendar date and the wall-clock hour (never "previous day + 24 h"), so
 *     DST days are 23 or 25 hours long where they should be;
 *  2. candidate starts are the instants inside that window, clipped to the booking window and the
 *     notice rules, whose host-local wall time is on a :00 or :30 boundary; stepping is done in
 *     epoch milliseconds, per stretch of constant UTC offset, so a DST shift inside the window
 *     (e.g. a 0-5 window on a spring-forward day) still lands on local :00/:30;
 *  3. a candidate is dropped when it overlaps a busy interval widened by the buffer on both sides;
 *     the widened intervals are sorted and merged once, then scanned with a single forward pointer
 *     (candidates are generated in increasing order), so the cost is O(B log B + S);
 *  4. slots are grouped by the date of their start in the VISITOR's timezone.
 *
 * Time-zone arithmetic is the zone clock's (`zone-clock.ts`): wall times resolve by its
 * 'compatible' rule (a repeated time takes its earlier instant, a skipped time is read with the
 * offset before the gap: 02:30 on a New York spring-forward day becomes 03:30 EDT), and an
 * unknown or empty zone is read as UTC (`slotClock`).
 *
 * The engine lives in five files behind this one: `slot-types.ts` (inputs, outputs, constants),
 * `slot-input.ts` (reading instants and bounds), `slot-rules.ts` (booking window, notice and date
 * rules), `busy-merge.ts` (busy intervals) and `slot-generation.ts` (candidates and grouping); `slot-lookup.ts` reads a generated list.
 */

export * from './slot-types';
export {
  bookingWindow,
  dayClosure,
  earliestStart,
  localDateOf,
  slotIntervalOf,
  windowDaysOf,
} from './slot-rules';
export { generateSlots, isSlotAvailable } from './slot-generation';
export { findSlot, withoutTaken } from './slot-lookup';
export { slotsOfLink } from './link-slots';
