/**
 * The catalogue of the mock server's rule-breaks (`mocks/rule-breaks.ts`): each breaks one rule
 * of the contract the way a backend team might, and the conformance kit must catch every one
 * (`npm run conformance:mutants`). A new rule in the contract comes with its rule-break here and
 * a switch point (`ruleBroken(name)`) where the mock honours the rule.
 */
export type RuleFamily =
  | 'conflicts'
  | 'buffer'
  | 'weekly ranges'
  | 'overrides'
  | 'time off'
  | 'notice'
  | 'window'
  | 'start-interval alignment'
  | 'daily limit'
  | 'holds'
  | 'cutoffs'
  | 'approval'
  | 'guests'
  | 'questions'
  | 'durations'
  | 'versions'
  | 'idempotency'
  | 'sessions'
  | 'origins'
  | 'rate limits'
  | 'error codes'
  | 'required response fields'
  | 'DST'
  | 'half-hour zones'
  | 'webhooks'
  | 'team links';

export interface RuleBreak {
  name: string;
  family: RuleFamily;
  /** The rule it breaks, as a backend team would read it. */
  rule: string;
  /**
   * The conformance kit's area likely to catch it first (a name of `PROBES` in conformance/kit.ts):
   * the mutation pass runs that area first and stops at the first failing check; when nothing
   * fails there, it runs the whole kit.
   */
  area: string;
}

export const RULE_BREAKS: readonly RuleBreak[] = [
  // The slot engine's rules, judged when a booking or a reschedule is made.
  {
    name: 'conflicts-ignored',
    family: 'conflicts',
    rule: 'a slot overlapping a meeting is refused',
    area: 'book-slot',
  },
  {
    name: 'buffer-ignored',
    family: 'buffer',
    rule: 'a slot inside a meeting’s buffer is refused',
    area: 'buffer-hours',
  },
  {
    name: 'weekly-hours-ignored',
    family: 'weekly ranges',
    rule: 'a slot outside the weekday’s hours, or on a disabled weekday, is refused',
    area: 'buffer-hours',
  },
  {
    name: 'overrides-ignored',
    family: 'overrides',
    rule: 'a date override replaces its weekday’s hours',
    area: 'date-rules',
  },
  {
    name: 'time-off-ignored',
    family: 'time off',
    rule: 'no slot on a day of time off',
    area: 'date-rules',
  },
  {
    name: 'notice-ignored',
    family: 'notice',
    rule: 'no slot sooner than the link’s minimum notice',
    area: 'date-rules',
  },
  {
    name: 'window-ignored',
    family: 'window',
    rule: 'no slot outside the link’s booking window',
    area: 'book-slot',
  },
  {
    name: 'interval-grid-ignored',
    family: 'start-interval alignment',
    rule: 'slots start on the link’s interval grid',
    area: 'buffer-hours',
  },
  {
    name: 'daily-limit-ignored',
    family: 'daily limit',
    rule: 'at most the link’s daily limit of bookings per day',
    area: 'date-rules',
  },
  {
    name: 'fixed-utc-offset',
    family: 'DST',
    rule: 'hours are local times of each date, across DST changes',
    area: 'dst',
  },
  {
    name: 'half-hour-offset-rounded',
    family: 'half-hour zones',
    rule: 'a zone’s offset is kept to the minute (+05:30)',
    area: 'focus',
  },
  // Booking requests.
  {
    name: 'holds-ignored',
    family: 'holds',
    rule: 'a time another visitor holds is refused (409 slot_held)',
    area: 'holds',
  },
  {
    name: 'change-cutoff-ignored',
    family: 'cutoffs',
    rule: 'no visitor change inside the link’s cutoff (409 change_cutoff)',
    area: 'change-policy',
  },
  {
    name: 'approval-ignored',
    family: 'approval',
    rule: 'a booking on a link requiring approval is pending',
    area: 'approval',
  },
  {
    name: 'guest-limit-ignored',
    family: 'guests',
    rule: 'at most the link’s maxGuests guests (400)',
    area: 'meeting-types',
  },
  {
    name: 'required-answer-ignored',
    family: 'questions',
    rule: 'a required question must be answered (400)',
    area: 'meeting-types',
  },
  {
    name: 'duration-unchecked',
    family: 'durations',
    rule: 'a booking lasts one of the link’s durations (400)',
    area: 'meeting-types',
  },
  {
    name: 'idempotency-key-reuse-invalid-request',
    family: 'idempotency',
    rule: 'a reused Idempotency-Key with another body is 400 idempotency_key_reused',
    area: 'buffer-hours',
  },
  {
    name: 'idempotency-replay-books-again',
    family: 'idempotency',
    rule: 'a retry with the same Idempotency-Key and body answers the same booking',
    area: 'manage-booking',
  },
  // The host's writes and the front door.
  {
    name: 'if-match-ignored',
    family: 'versions',
    rule: 'a write naming an older version in If-Match is 412 and changes nothing',
    area: 'preferences',
  },
  {
    name: 'logout-keeps-session',
    family: 'sessions',
    rule: 'a session is gone after logout (401)',
    area: 'session',
  },
  {
    name: 'workflow-access-unchecked',
    family: 'sessions',
    rule: 'workflows need workflow access (403)',
    area: 'workflows',
  },
  {
    name: 'foreign-origin-allowed',
    family: 'origins',
    rule: 'a signed-in write from a foreign Origin is 403',
    area: 'security',
  },
  {
    name: 'rate-limit-off',
    family: 'rate limits',
    rule: 'bookSlot and getBusySlots are rate limited per visitor and link (429)',
    area: 'security',
  },
  {
    name: 'refusals-all-slot-taken',
    family: 'error codes',
    rule: 'each refusal names its own code (time_off, notice_too_short, …)',
    area: 'date-rules',
  },
  {
    name: 'booking-token-missing',
    family: 'required response fields',
    rule: 'a booking’s answer carries its token',
    area: 'book-slot',
  },
  // Team links (`mocks/handlers/team-booking-slots.ts`, `chooseTeamHosts`).
  {
    name: 'team-collective-union',
    family: 'team links',
    rule: 'a collective link books a time only when every host is free (the intersection)',
    area: 'teams',
  },
  {
    name: 'team-busy-member-assigned',
    family: 'team links',
    rule: 'a round-robin booking goes to a member free at its time, never to a busy one',
    area: 'teams',
  },
  // Webhook deliveries, judged by the kit's webhook mode (`--webhooks`).
  {
    name: 'webhook-signature-without-timestamp',
    family: 'webhooks',
    rule: 'Slotwise-Signature signs "<t>.<raw body>", not the body alone',
    area: 'webhooks',
  },
  {
    name: 'webhook-retry-missing',
    family: 'webhooks',
    rule: 'a delivery that failed is retried 1 minute, 5 minutes, … later',
    area: 'webhooks',
  },
];

export function isRuleBreakName(name: string): boolean {
  return RULE_BREAKS.some((b) => b.name === name);
}
