/**
 * A team link's own fields in the link dialog: its kind (collective or round robin) and its
 * hosts, members of the team in the team's order, each with a round-robin priority. Pure.
 */
import type { components } from '../../api/schema.gen';

type Schemas = components['schemas'];
type TeamKind = Schemas['TeamKind'];
type TeamLinkHost = Schemas['TeamLinkHost'];
type TeamMemberPriority = Schemas['TeamMemberPriority'];

/** The team a draft belongs to, as the dialog needs it. */
export interface DraftTeam {
  id: string;
  name: string;
  slug: string;
  members: readonly { id: string; name: string }[];
}

/** What the kind and hosts fields hold: every member, ticked or not, with a priority. */
export interface TeamLinkValues {
  kind: TeamKind;
  members: { userId: string; checked: boolean; priority: TeamMemberPriority }[];
}

export const DEFAULT_PRIORITY: TeamMemberPriority = 'medium';

export const KIND_HINTS: Readonly<Record<TeamKind, string>> = {
  collective: 'Offers a time only when every chosen host is free; the booking is with all of them.',
  round_robin: 'Offers a time when any chosen host is free; each booking goes to one of them.',
};

export const PRIORITY_OPTIONS: { value: TeamMemberPriority; label: string }[] = [
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
];

export const NO_HOST_ERROR = 'Choose at least one host';

/**
 * The fields' starting values: a saved link's hosts ticked in its order, then the other members;
 * a new link with the host creating it ticked.
 */
export function teamLinkValues(
  team: DraftTeam,
  saved: { kind?: TeamKind; hosts?: readonly TeamLinkHost[] },
  userId: string,
): TeamLinkValues {
  const hosts = saved.hosts ?? [{ userId, priority: DEFAULT_PRIORITY }];
  const chosen = hosts.filter((host) => team.members.some((m) => m.id === host.userId));
  const others = team.members.filter((m) => !hosts.some((host) => host.userId === m.id));
  return {
    kind: saved.kind ?? 'collective',
    members: [
      ...chosen.map((host) => ({ ...host, checked: true })),
      ...others.map((m) => ({ userId: m.id, checked: false, priority: DEFAULT_PRIORITY })),
    ],
  };
}

/** What the fields send (`kind`, `hosts` in their order), or the error of the hosts field. */
export function readTeamLink(
  values: TeamLinkValues,
): { ok: true; kind: TeamKind; hosts: TeamLinkHost[] } | { ok: false; error: string } {
  const hosts = values.members
    .filter((m) => m.checked)
    .map(({ userId, priority }) => ({
      userId,
      // A collective link books every host: their priorities do not matter, and stay medium.
      priority: values.kind === 'round_robin' ? priority : DEFAULT_PRIORITY,
    }));
  return hosts.length === 0
    ? { ok: false, error: NO_HOST_ERROR }
    : { ok: true, kind: values.kind, hosts };
}

/** The kind and hosts of a saved team link, as the dialog's saved fields (none for own links). */
export function teamFieldsOf(link: { kind?: TeamKind; hosts?: TeamLinkHost[] }): {
  kind?: TeamKind;
  hosts?: TeamLinkHost[];
} {
  return link.kind === undefined ? {} : { kind: link.kind, hosts: link.hosts ?? [] };
}
