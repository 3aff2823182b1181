/**
 * The slot engine: which times a link offers, for one host or for several. Its one entry point;
 * import it as `src/domain/slots` (ESLint forbids reaching into its files from outside).
 *
 * Pure: no React, no I/O, and the clock is passed in (`now`). The booking page, the host's
 * reschedule dialog, the mock's booking check (`isSlotAvailable`), the assistant's search and the
 * conformance kit all read free times through it.
 *
 * One host (`generateSlots`), per host-local calendar day inside the booking window:
 *  1. the booking window: high_priority from the host's today, standard from the host's tomorrow,
 *     a link with its own minimum notice from today, to now + the window's days × 24 h, clipped
 *     to the link's own start and end dates;
 *  2. the day's date rules: time off and a full day (daily limit) close it; a date override's
 *     hours replace the weekday's (`dayAvailability`, Sunday = '0');
 *  3. the day's ranges (several a day, in minutes after the host's midnight), each bound built
 *     from the calendar date and the wall-clock time, so DST days are 23 or 25 hours long;
 *  4. candidate starts: each range's start and then every `interval` minutes (15, 30 or 60) by
 *     the host's wall clock, the whole slot inside the range, after the notice (the link's own,
 *     else 30 minutes, and 2 hours for a high-priority link's today), am/pm judged in the host's
 *     zone for a standard link;
 *  5. a candidate overlapping a busy interval widened by the buffer on both sides is dropped (the
 *     intervals are merged once and scanned with one forward pointer: O(B log B + S));
 *  6. slots are grouped and labelled by the date and time of their start in the VISITOR's zone.
 *
 * Several hosts (`generateTeamSlots`, `freeHostsAt`): each member by the same generator with
 * their own rules in their own zone, then the intersection (collective) or the union (round
 * robin, each slot naming its free members), on a grid of starts that follows the team link's
 * zone (see `hosts.ts`). `assignMember` picks a round-robin booking's member and says which rule
 * decided.
 *
 * Time-zone arithmetic is the zone clock's (`zone-clock.ts`): wall times resolve by its
 * 'compatible' rule (a repeated time takes its earlier instant, a skipped time is read with the
 * offset before the gap: 02:30 on a New York spring-forward day becomes 03:30 EDT), and an
 * unknown or empty zone is read as UTC (`slotClock`). The hours a day has come from
 * `day-ranges.ts` and the date rules' shapes from `date-rules.ts`, outside the engine.
 *
 * Files: `types.ts` (inputs, outputs, constants), `input.ts` (reading instants and bounds),
 * `rules.ts` (booking window, notice, date rules), `busy-merge.ts` (busy intervals),
 * `generation.ts` (candidates and grouping), `lookup.ts` (reading a generated list),
 * `link-slots.ts` (a public link's page), `team-link-slots.ts` (a team link's page, loaded apart),
 * `hosts.ts` (several hosts), `assignment.ts` (round robin's choice). A reader's summary of the
 * rules: docs/slots.md.
 */

export * from './types';
export {
  bookingWindow,
  dayClosure,
  earliestStart,
  localDateOf,
  slotIntervalOf,
  windowDaysOf,
} from './rules';
export { generateSlots, isSlotAvailable } from './generation';
export { findSlot, withoutTaken } from './lookup';
export { slotsOfLink } from './link-slots';
export { teamMembersOf, teamSlotsOfLink } from './team-link-slots';
export {
  generateTeamSlots,
  freeHostsAt,
  type TeamKind,
  type TeamMember,
  type TeamSlot,
  type TeamSlotInput,
  type TeamSlotsByDate,
} from './hosts';
export {
  assignMember,
  bookingHistory,
  RECENT_BOOKINGS_DAYS,
  type Assignment,
  type AssignmentCandidate,
  type AssignmentRule,
  type MemberPriority,
} from './assignment';
