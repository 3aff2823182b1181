/**
 * How the host's screens name a team link's kind and why a round-robin booking went to its host
 * (the contract's `TeamKind` and `BookingAssignment`). Pure.
 */
import type { components } from '../api/schema.gen';

type Schemas = components['schemas'];
type TeamKind = Schemas['TeamKind'];
type BookingAssignment = Schemas['BookingAssignment'];

export const TEAM_KIND_LABELS: Readonly<Record<TeamKind, string>> = {
  collective: 'Collective',
  round_robin: 'Round robin',
};

export const ASSIGNMENT_RULE_WORDS: Readonly<Record<BookingAssignment['rule'], string>> = {
  only_free_member: 'the only free member',
  priority: 'priority',
  fewest_recent_bookings: 'fewest bookings in 30 days',
  least_recently_booked: 'least recently booked',
  link_order: 'order in the link',
  kept_on_reschedule: 'kept on reschedule',
  reassigned: 'reassigned',
};

/** The rule in words, then its figures: "fewest bookings in 30 days: 2 vs 3". */
export function assignmentReason({ rule, detail }: BookingAssignment): string {
  const words = ASSIGNMENT_RULE_WORDS[rule];
  const figures = detail.trim();
  return figures === '' ? words : `${words}: ${figures}`;
}

/** "Noor Haddad, Priya Shah": the booking's hosts other than the one reading it, in its order. */
export function otherHostNames(hosts: readonly { id: string; name: string }[], selfId: string) {
  return hosts
    .filter((host) => host.id !== selfId)
    .map((host) => host.name)
    .join(', ');
}
