/**
 * The link dialog's team fields: the kind (Collective or Round robin, each with a line saying
 * what it does) and the hosts, the team's members to tick, each with a priority for round robin.
 */
import { Checkbox, Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { TEAM_KIND_LABELS } from '../../../domain/team-words';
import {
  KIND_HINTS,
  PRIORITY_OPTIONS,
  teamLinkValues,
  type DraftTeam,
  type TeamLinkValues,
} from '../team-link-form';
import type { LinkDraft } from '../link-form';

/** The fields' values for a draft (null for a host's own link) and whether they were edited. */
export function useTeamLinkValues(draft: LinkDraft, userId: string) {
  const [initial] = useState(() => (draft.team ? teamLinkValues(draft.team, draft, userId) : null));
  const [values, setValues] = useState<TeamLinkValues | null>(initial);
  return { values, setValues, dirty: JSON.stringify(values) !== JSON.stringify(initial) };
}

export function TeamLinkFields({
  team,
  values,
  error,
  onChange,
}: {
  team: DraftTeam;
  values: TeamLinkValues;
  error?: string | undefined;
  onChange: (next: TeamLinkValues) => void;
}) {
  const nameOf = (id: string) => team.members.find((m) => m.id === id)?.name ?? id;
  const roundRobin = values.kind === 'round_robin';
  const setMember = (userId: string, change: Partial<TeamLinkValues['members'][number]>) =>
    onChange({
      ...values,
      members: values.members.map((m) => (m.userId === userId ? { ...m, ...change } : m)),
    });
  return (
    <Stack gap="md">
      <Radio.Group
        label="Kind"
        value={values.kind}
        onChange={(kind) => onChange({ ...values, kind: kind as TeamLinkValues['kind'] })}
      >
        <Stack gap="xs" mt={6}>
          {(['collective', 'round_robin'] as const).map((kind) => (
            <Radio
              key={kind}
              value={kind}
              label={TEAM_KIND_LABELS[kind]}
              description={KIND_HINTS[kind]}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Checkbox.Group
        label="Hosts"
        description={`Members of ${team.name}. Each one's own hours and calendars apply.`}
        value={values.members.filter((m) => m.checked).map((m) => m.userId)}
        onChange={(ids) =>
          onChange({
            ...values,
            members: values.members.map((m) => ({ ...m, checked: ids.includes(m.userId) })),
          })
        }
        error={error}
      >
        <Stack gap="xs" mt={6}>
          {values.members.map((member) => (
            <Group key={member.userId} gap="md" justify="space-between" wrap="wrap" mih={36}>
              <Checkbox value={member.userId} label={nameOf(member.userId)} />
              {roundRobin && member.checked ? (
                <NativeSelect
                  aria-label={`Priority of ${nameOf(member.userId)}`}
                  size="xs"
                  data={PRIORITY_OPTIONS}
                  value={member.priority}
                  onChange={(event) =>
                    setMember(member.userId, {
                      priority: event.currentTarget.value as typeof member.priority,
                    })
                  }
                />
              ) : null}
            </Group>
          ))}
        </Stack>
        {roundRobin ? (
          <Text size="xs" c="gray.7" mt={6}>
            Priority decides first; then the fewest bookings in 30 days, the least recently booked,
            and this order.
          </Text>
        ) : null}
      </Checkbox.Group>
    </Stack>
  );
}
