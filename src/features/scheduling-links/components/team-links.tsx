/**
 * The host's teams below their own links: one section per team (`listTeams`), headed by its name
 * and members, with its team links as cards, a "New team link" and a "Delete team" button. Any
 * member edits, copies and deletes a team link in the same dialogs as their own links, and
 * deletes the team once its links are gone. A host in no team sees nothing here.
 */
import {
  Alert,
  Avatar,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { messageOf } from '../../../api/errors';
import { PlusIcon, TrashIcon } from '../../../components/signed-in/icons';
import { initials } from '../../../domain/initials';
import { teamsQueryOptions, type Team } from '../teams-api';
import type { CurrentUser, SchedulingLink } from '../api';
import type { LinkDraft } from '../link-form';
import type { DraftTeam } from '../team-link-form';
import { DeleteLinkDialog } from './delete-link-dialog';
import { DeleteTeamDialog } from './delete-team-dialog';
import { LinkCard } from './link-card';
import { LinkDialog } from './link-dialog';
import { draftOf, extraDraft } from '../link-drafts';

function draftTeam(team: Team): DraftTeam {
  return { id: team.id, name: team.name, slug: team.slug, members: team.members };
}

export function TeamLinks({ user }: { user: CurrentUser }) {
  const teams = useQuery(teamsQueryOptions());
  const [draft, setDraft] = useState<LinkDraft | null>(null);
  const [deleting, setDeleting] = useState<SchedulingLink | null>(null);
  const [deletingTeamId, setDeletingTeamId] = useState<string | null>(null);
  if (teams.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        title="Your teams could not be loaded"
        role="alert"
        mt="xl"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{messageOf(teams.error, 'Please try again.')}</Text>
          <Button variant="default" size="xs" onClick={() => void teams.refetch()}>
            Try Again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const deletingTeam = teams.data?.find((team) => team.id === deletingTeamId) ?? null;
  // One shape whether or not teams are listed: the dialogs stay mounted when the last team goes,
  // so its dialog still closes and moves the focus.
  return (
    <div>
      {(teams.data ?? []).map((team) => (
        <TeamSection
          key={team.id}
          team={team}
          onCreate={() => setDraft({ ...extraDraft(), team: draftTeam(team) })}
          onEdit={(link) =>
            setDraft({
              ...draftOf(link),
              team: draftTeam(team),
              ...(link.kind ? { kind: link.kind } : {}),
              ...(link.hosts ? { hosts: link.hosts } : {}),
            })
          }
          onDelete={setDeleting}
          onDeleteTeam={() => setDeletingTeamId(team.id)}
        />
      ))}
      <LinkDialog
        draft={draft}
        prefix={draft?.team?.slug ?? ''}
        userId={user.id}
        onClose={() => setDraft(null)}
      />
      <DeleteLinkDialog link={deleting} onClose={() => setDeleting(null)} />
      <DeleteTeamDialog team={deletingTeam} onClose={() => setDeletingTeamId(null)} />
    </div>
  );
}

/** One team: its name, its members (small avatars and names), its links and "New team link". */
export function TeamSection({
  team,
  onCreate,
  onEdit,
  onDelete,
  onDeleteTeam,
}: {
  team: Team;
  onCreate: () => void;
  onEdit: (link: SchedulingLink) => void;
  onDelete: (link: SchedulingLink) => void;
  onDeleteTeam: () => void;
}) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md" mt="xl">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={6} miw={0}>
          <Title order={2} fz="xl" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {team.name}
          </Title>
          <Group
            gap="sm"
            wrap="wrap"
            component="ul"
            m={0}
            p={0}
            aria-label="Members"
            style={{ listStyle: 'none' }}
          >
            {team.members.map((member) => (
              <Group key={member.id} gap={6} wrap="nowrap" component="li">
                <Avatar src={member.picture} alt="" size="sm" radius="xl" color="violet">
                  <span aria-hidden="true">{initials(member.name)}</span>
                </Avatar>
                <Text size="sm" c="gray.8">
                  {member.name}
                </Text>
              </Group>
            ))}
          </Group>
        </Stack>
        <Group gap="sm" wrap="wrap">
          <Button leftSection={<PlusIcon size={16} />} variant="light" onClick={onCreate}>
            New team link<VisuallyHidden> for {team.name}</VisuallyHidden>
          </Button>
          <Button
            leftSection={<TrashIcon size={16} />}
            variant="subtle"
            color="red"
            // Mantine's red text on white is 3.3:1 (WCAG AA needs 4.5): its darkest shade.
            c="red.9"
            onClick={onDeleteTeam}
          >
            Delete team<VisuallyHidden> {team.name}</VisuallyHidden>
          </Button>
        </Group>
      </Group>
      {team.links.length === 0 ? (
        <Text c="gray.7">
          No team links yet. A team link books every chosen member at once, or one of them in turn.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {team.links.map((link) => (
            <LinkCard
              key={link.id}
              link={link}
              spec={false}
              headingOrder={3}
              onEdit={() => onEdit(link)}
              onDelete={() => onDelete(link)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
