/**
 * Teams in the mock backend's database (valibot, Standard Schema): a team of hosts whose links
 * (records of `links` with a `teamId`) book one member (round robin) or all of them (collective).
 * The whole database's schema: `db-schemas.ts`. The rules: `docs/slots.md`.
 */
import * as v from 'valibot';

export const teamSchema = v.object({
  id: v.string(),
  /** The first segment of the team's links' slugs; shares the namespace of hosts' prefixes. */
  slug: v.string(),
  name: v.string(),
  /** Host ids, in the order they joined. */
  memberIds: v.array(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  /** Grows with every change of the team; 1 when created. */
  version: v.number(),
  /**
   * When a member deleted it (it had no links left), else null. The record stays for the past
   * bookings of its links, which still name it; its slug, and its links' addresses, are free.
   */
  deletedAt: v.optional(v.nullable(v.string()), null),
});

export type TeamRecord = v.InferOutput<typeof teamSchema>;

/** A team link's host: a member of its team, with their round-robin priority. */
export const teamLinkHostSchema = v.object({
  userId: v.string(),
  priority: v.picklist(['high', 'medium', 'low']),
});

/** Why a round-robin booking went to its host (the contract's `BookingAssignment`). */
export const assignmentSchema = v.object({
  rule: v.picklist([
    'only_free_member',
    'priority',
    'fewest_recent_bookings',
    'least_recently_booked',
    'link_order',
    'kept_on_reschedule',
    'reassigned',
  ]),
  detail: v.string(),
});

export const TEAM_SCHEMAS = { teams: teamSchema };
