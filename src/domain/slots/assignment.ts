/**
 * Who takes a round-robin booking: among the members free at its time, the one with
 *  1. the highest priority (high, then medium, then low);
 *  2. then the fewest bookings of this link in the last 30 days;
 *  3. then the least recently booked (never booked first);
 *  4. then the first in the link's order.
 * The answer names the rule that decided, with its figures (the chosen member's against the
 * runner-up's), so the host's view can say why: "fewest bookings in 30 days: 2 vs 3". Pure and
 * deterministic: the same candidates give the same member, in any order they are passed.
 */

import { toMs } from './input';
import type { TimeInput } from './types';
import { DAY_MS } from '../civil-date';

export type MemberPriority = 'high' | 'medium' | 'low';

/** The bookings counted by the second rule: those of the last this many days. */
export const RECENT_BOOKINGS_DAYS = 30;

export interface AssignmentCandidate {
  /** The member's id (a host id). */
  id: string;
  priority: MemberPriority;
  /** Bookings of this link in the last 30 days (see `bookingHistory`). */
  recentBookings: number;
  /** The member's last booking of this link; null when never booked. */
  lastBookedAt: TimeInput | null;
  /** The member's place in the link's list of members, 0 first. */
  order: number;
}

export type AssignmentRule =
  | 'only_free_member'
  | 'priority'
  | 'fewest_recent_bookings'
  | 'least_recently_booked'
  | 'link_order';

export interface Assignment {
  memberId: string;
  rule: AssignmentRule;
  /**
   * The rule's figures, the chosen member's first: '1 free' (only_free_member), 'high vs medium'
   * (priority), '2 vs 3' (fewest_recent_bookings), 'never vs 2027-03-01T15:00:00.000Z' or two
   * instants (least_recently_booked, ISO UTC), '1 vs 2' (link_order, 1 first).
   */
  detail: string;
}

const RANK: Readonly<Record<MemberPriority, number>> = { high: 0, medium: 1, low: 2 };

/** A priority the engine can read; anything else counts as medium. */
function rankOf(priority: MemberPriority): number {
  return RANK[priority] ?? RANK.medium;
}

/** The last booking's instant, or -Infinity for never (never booked sorts first). */
function lastOf(c: AssignmentCandidate): number {
  const t = c.lastBookedAt === null ? NaN : toMs(c.lastBookedAt);
  return Number.isNaN(t) ? -Infinity : t;
}

function lastText(t: number): string {
  return t === -Infinity ? 'never' : new Date(t).toISOString();
}

/** The rules in order: each compares two candidates (negative: the first goes first). */
const RULES: readonly {
  rule: AssignmentRule;
  compare: (a: AssignmentCandidate, b: AssignmentCandidate) => number;
  detail: (a: AssignmentCandidate, b: AssignmentCandidate) => string;
}[] = [
  {
    rule: 'priority',
    compare: (a, b) => rankOf(a.priority) - rankOf(b.priority),
    detail: (a, b) => `${a.priority} vs ${b.priority}`,
  },
  {
    rule: 'fewest_recent_bookings',
    compare: (a, b) => a.recentBookings - b.recentBookings,
    detail: (a, b) => `${a.recentBookings} vs ${b.recentBookings}`,
  },
  {
    rule: 'least_recently_booked',
    compare: (a, b) => {
      const x = lastOf(a);
      const y = lastOf(b);
      return x === y ? 0 : x < y ? -1 : 1;
    },
    detail: (a, b) => `${lastText(lastOf(a))} vs ${lastText(lastOf(b))}`,
  },
  {
    rule: 'link_order',
    compare: (a, b) => a.order - b.order,
    detail: (a, b) => `${a.order + 1} vs ${b.order + 1}`,
  },
];

/**
 * The member who takes the booking among `free` (the members free at its time) and the rule that
 * chose them; null when no member is free. Members with the same place in the link's order are
 * told apart by their ids, so the answer never depends on the order of `free`.
 */
export function assignMember(free: readonly AssignmentCandidate[]): Assignment | null {
  const compare = (a: AssignmentCandidate, b: AssignmentCandidate): number => {
    for (const r of RULES) {
      const c = r.compare(a, b);
      if (c !== 0) return c;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
  const sorted = [...free].sort(compare);
  const [first, second] = sorted;
  if (!first) return null;
  if (!second) return { memberId: first.id, rule: 'only_free_member', detail: '1 free' };
  const decider = RULES.find((r) => r.compare(first, second) !== 0) ?? RULES[RULES.length - 1];
  const rule = decider as (typeof RULES)[number];
  return { memberId: first.id, rule: rule.rule, detail: rule.detail(first, second) };
}

/**
 * A member's figures for the second and third rules from the instants of their bookings of the
 * link: how many fall in the 30 days up to `now` ((now - 30 days, now]), and the latest of them
 * up to `now` (null: none).
 */
export function bookingHistory(
  bookedAt: readonly TimeInput[],
  now: TimeInput,
): { recentBookings: number; lastBookedAt: string | null } {
  const nowMs = toMs(now);
  const since = nowMs - RECENT_BOOKINGS_DAYS * DAY_MS;
  let recent = 0;
  let last = -Infinity;
  for (const at of bookedAt) {
    const t = toMs(at);
    if (Number.isNaN(t) || t > nowMs) continue;
    if (t > since) recent++;
    if (t > last) last = t;
  }
  return { recentBookings: recent, lastBookedAt: last === -Infinity ? null : lastText(last) };
}
