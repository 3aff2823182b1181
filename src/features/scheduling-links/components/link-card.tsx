import {
  ActionIcon,
  Badge,
  Group,
  Menu,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useId } from 'react';
import { messageOf } from '../../../api/errors';
import { breakableText } from '../../../components/breakable-text';
import { bookingPath, defaultDescription, durationLabel } from '../../../domain/links';
import { useDuplicateLink, useSwitchLink, type SchedulingLink } from '../api';
import { durationWords } from '../../../domain/meeting-types';
import { policiesSummary } from '../policy-form';
import { placesSummary } from '../../../domain/meeting-type-form';
import { LinkKindBadges } from './link-kind-badges';
import { notify } from '../../../components/notify';
import { ClockIcon, StrokeIcon } from '../../../components/icons';
import {
  CopyIcon,
  EditIcon,
  ExternalLinkIcon,
  LinkIcon,
  TrashIcon,
} from '../../../components/signed-in/icons';
import { PreviousAddresses } from './previous-addresses';
import { TYPE_LABELS, TypeBadge } from './link-type-badge';
import { TEAM_KIND_LABELS } from '../../../domain/team-words';

/** Copies the link's full address; a toast says whether it worked. */
async function copyLink(path: string) {
  try {
    const url = new URL(path, window.location.origin).toString();
    if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available');
    await navigator.clipboard.writeText(url);
    notify({
      title: 'Link copied!',
      message: 'The scheduling link has been copied to your clipboard.',
    });
  } catch {
    notify({
      title: 'Failed to copy',
      message: 'Please try copying the link manually.',
      destructive: true,
    });
  }
}

function DotsIcon() {
  return (
    <StrokeIcon size={18}>
      <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth={3} />
    </StrokeIcon>
  );
}

function PinIcon() {
  return (
    <StrokeIcon size={16}>
      <path d="M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </StrokeIcon>
  );
}

/**
 * One link: its name and description, its lengths, place and address, and its actions (copy,
 * open, edit, take bookings or not, duplicate, delete). A spec link wears its type's badge.
 */
export function LinkCard({
  link,
  spec,
  headingOrder = 2,
  onEdit,
  onDelete,
}: {
  link: SchedulingLink;
  spec: boolean;
  /** A team's cards sit under the team's heading. */
  headingOrder?: 2 | 3;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  const path = bookingPath(link.slug);
  const label = spec ? `${TYPE_LABELS[link.type].toLowerCase()} link` : `${link.name} link`;
  const description = link.customDescription?.trim()
    ? link.customDescription
    : defaultDescription(link.type);
  const durations = link.durations.length > 0 ? link.durations : [link.defaultDuration];
  const place = placesSummary(link);
  const switchLink = useSwitchLink();
  const duplicate = useDuplicateLink();

  const setActive = async (active: boolean) => {
    if (switchLink.isPending) return;
    try {
      await switchLink.mutateAsync({ link, active });
    } catch (error) {
      notify({
        title: 'Error',
        message: messageOf(error, 'Failed to update scheduling link'),
        destructive: true,
      });
      return;
    }
    notify(
      active
        ? { title: 'Link switched on', message: `${link.name} is taking bookings again.` }
        : {
            title: 'Link switched off',
            message: `${link.name} is not taking bookings; its page says so.`,
          },
    );
  };

  const copy = async () => {
    try {
      const created = await duplicate.mutateAsync(link.id);
      const where = created.teamId ? "the team's links" : 'your links';
      notify({ title: 'Link duplicated', message: `${created.name} was added to ${where}.` });
    } catch (error) {
      notify({
        title: 'Error',
        message: messageOf(error, 'Failed to duplicate scheduling link'),
        destructive: true,
      });
    }
  };

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p="lg"
      shadow="xs"
      bg={link.active ? undefined : 'gray.0'}
      style={link.active ? undefined : { borderStyle: 'dashed' }}
      data-testid={spec ? `link-card-${link.type}` : `link-card-${link.id}`}
    >
      <Stack gap="sm" h="100%">
        {/* The badges have a row of their own: beside four actions on a phone they were cut. */}
        {spec || !link.active || link.requiresApproval || link.kind ? (
          <Group gap={6} mb={-6}>
            {spec ? <TypeBadge type={link.type} /> : null}
            {link.kind ? (
              <Badge variant="light" color="violet" c="violet.9" radius="sm">
                {TEAM_KIND_LABELS[link.kind]}
              </Badge>
            ) : null}
            {link.active ? null : (
              <Badge variant="outline" color="gray.8" c="gray.9" radius="sm">
                Switched off
              </Badge>
            )}
            {link.requiresApproval ? (
              // Dark text on the light orange tint: orange text on it was 2.7:1 (AA needs 4.5).
              <Badge variant="light" color="orange" c="dark.7" radius="sm">
                Requires confirmation
              </Badge>
            ) : null}
          </Group>
        ) : null}
        <LinkKindBadges link={link} />
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title
            order={headingOrder}
            fz="lg"
            id={titleId}
            miw={0}
            style={{ overflowWrap: 'anywhere' }}
          >
            {link.name}
          </Title>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Copy link">
              <ActionIcon
                variant="subtle"
                color="gray.8"
                size="lg"
                aria-label={`Copy ${label}`}
                onClick={() => void copyLink(path)}
              >
                <CopyIcon size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Open in new tab">
              <ActionIcon
                component="a"
                href={path}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                color="gray.8"
                size="lg"
                aria-label={`Open ${label} in a new tab`}
              >
                <ExternalLinkIcon size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Edit">
              <ActionIcon
                variant="subtle"
                color="gray.8"
                size="lg"
                aria-label={`Edit ${label}`}
                onClick={onEdit}
              >
                <EditIcon size={18} />
              </ActionIcon>
            </Tooltip>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray.8"
                  size="lg"
                  aria-label={`More actions for ${label}`}
                >
                  <DotsIcon />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<CopyIcon size={16} />}
                  disabled={duplicate.isPending}
                  onClick={() => void copy()}
                >
                  Duplicate
                </Menu.Item>
                <Menu.Item leftSection={<TrashIcon size={16} />} c="red.9" onClick={onDelete}>
                  Delete
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        {link.active ? null : (
          <Text size="sm" c="gray.8">
            Switched off: visitors see that this link is not taking bookings.
          </Text>
        )}
        <Text>{description}</Text>
        <Text size="sm" c="gray.7">
          {policiesSummary(link)}
        </Text>
        <Group gap="lg" mt="auto" wrap="wrap">
          <Group gap={6} wrap="nowrap" c="gray.7">
            <ClockIcon size={16} />
            <Text size="sm" c="gray.7">
              {durations.length > 1 ? durationWords(durations) : durationLabel(durations[0]!)}
            </Text>
          </Group>
          {place === null ? null : (
            <Group gap={6} wrap="nowrap" c="gray.7" miw={0}>
              <PinIcon />
              <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {place}
              </Text>
            </Group>
          )}
          <Group gap={6} wrap="nowrap" c="gray.7" miw={0}>
            <LinkIcon size={16} />
            <Text size="sm" ff="monospace" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
              {breakableText(path, /\//)}
            </Text>
          </Group>
        </Group>
        <Switch
          label="Taking bookings"
          checked={link.active}
          onChange={(event) => void setActive(event.currentTarget.checked)}
          aria-label={`${label}: taking bookings`}
        />
        <PreviousAddresses link={link} />
      </Stack>
    </Paper>
  );
}
