/**
 * Teams: a team's name and slug, its members, and the team fields of a scheduling link (`teamId`,
 * `kind`, `hosts`). One part of `../api-schemas.ts`, whose comment gives the rules all parts share.
 */
import * as v from 'valibot';
import { charCount, plainText } from './blocks';
import { EmailSchema } from './visitor';

/** A team has at most this many members, and a team link at most this many hosts. */
export const MAX_TEAM_MEMBERS = 50;

export const TEAM_NAME_REQUIRED_MESSAGE = 'Team name is required';
export const TEAM_SLUG_MESSAGE =
  'The team slug can only contain lowercase letters, numbers, and hyphens, with a letter or a number, at most 64 characters';

export const TeamNameSchema = v.pipe(
  v.string(TEAM_NAME_REQUIRED_MESSAGE),
  v.trim(),
  v.nonEmpty(TEAM_NAME_REQUIRED_MESSAGE),
  v.check((value) => charCount(value) <= 100, 'Team name must be at most 100 characters'),
  plainText('Team name'),
);

/** The first segment of every team link's slug: the pattern of a host's slug prefix. */
export const TeamSlugSchema = v.pipe(
  v.string(TEAM_SLUG_MESSAGE),
  v.regex(/^[a-z0-9-]*[a-z0-9][a-z0-9-]*$/, TEAM_SLUG_MESSAGE),
  v.maxLength(64, TEAM_SLUG_MESSAGE),
);

function uniqueList<T>(field: string, item: v.GenericSchema<unknown, T>, max: number) {
  return v.pipe(
    v.array(item, `${field} must be a list`),
    v.maxLength(max, `${field} must have at most ${max} entries`),
    v.check((list) => new Set(list).size === list.length, `${field} must not repeat an entry`),
  );
}

const MemberEmailsSchema = (field: string) => uniqueList(field, EmailSchema, MAX_TEAM_MEMBERS - 1);

/** Body of `createTeam`. */
export const TeamInputSchema = v.strictObject({
  name: TeamNameSchema,
  slug: TeamSlugSchema,
  memberEmails: v.optional(MemberEmailsSchema('memberEmails'), []),
});
export type TeamInput = v.InferOutput<typeof TeamInputSchema>;

/** Body of `updateTeam`: at least one field; the slug never changes. */
export const TeamUpdateSchema = v.pipe(
  v.strictObject({
    name: v.optional(TeamNameSchema),
    addMemberEmails: v.optional(MemberEmailsSchema('addMemberEmails')),
    removeMemberIds: v.optional(
      uniqueList('removeMemberIds', v.string('removeMemberIds must be ids'), MAX_TEAM_MEMBERS),
    ),
    slug: v.optional(v.never('slug cannot be changed')),
  }),
  v.check(
    (body) => Object.keys(body).length > 0,
    'Give at least one of name, addMemberEmails, removeMemberIds',
  ),
);
export type TeamUpdate = v.InferOutput<typeof TeamUpdateSchema>;

export const TeamKindSchema = v.picklist(
  ['collective', 'round_robin'],
  'kind must be collective or round_robin',
);

export const TeamLinkHostsSchema = v.pipe(
  v.array(
    v.strictObject({
      userId: v.pipe(v.string('hosts[].userId must be a string'), v.maxLength(10000)),
      priority: v.optional(
        v.picklist(['high', 'medium', 'low'], 'hosts[].priority must be high, medium or low'),
        'medium',
      ),
    }),
    'hosts must be a list of {userId, priority}',
  ),
  v.minLength(1, 'hosts must name at least one member'),
  v.maxLength(MAX_TEAM_MEMBERS, `hosts must have at most ${MAX_TEAM_MEMBERS} members`),
  v.check(
    (hosts) => new Set(hosts.map((h) => h.userId)).size === hosts.length,
    'hosts must name each member once',
  ),
);
export type TeamLinkHosts = v.InferOutput<typeof TeamLinkHostsSchema>;

/** The team fields of `createSchedulingLink` (absent: a host's own link). */
export const teamLinkCreateFields = {
  teamId: v.optional(v.pipe(v.string('teamId must be a string'), v.maxLength(100))),
  kind: v.optional(TeamKindSchema),
  hosts: v.optional(TeamLinkHostsSchema),
};

/** The team fields of `updateSchedulingLink` (a team link's only). */
export const teamLinkUpdateFields = {
  kind: v.optional(TeamKindSchema),
  hosts: v.optional(TeamLinkHostsSchema),
  teamId: v.optional(v.never('teamId cannot be changed')),
};
