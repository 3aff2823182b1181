import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Menu,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { messageOf } from '../../../api/errors';
import { PageHeader } from '../../../components/page-header';
import { breakableText } from '../../../components/breakable-text';
import {
  bookingPath,
  DEFAULT_LINK_DURATION,
  DEFAULT_LINK_NAME,
  DEFAULT_SLUG_SUFFIXES,
  defaultDescription,
  durationLabel,
  LINK_TYPES,
  hostPrefix,
  splitSlug,
  type LinkType,
} from '../../../domain/links';
import {
  createDefaultLinks,
  schedulingLinksQueryOptions,
  useDuplicateLink,
  useSwitchLink,
  type CurrentUser,
  type SchedulingLink,
} from '../api';
import { durationWords } from '../../../domain/meeting-types';
import { DEFAULT_REMINDERS } from '../../../domain/reminders';
import { policiesSummary } from '../policy-form';
import { placesSummary } from '../../../domain/meeting-type-form';
import { LinkKindBadges } from './link-kind-badges';
import { DeleteLinkDialog } from './delete-link-dialog';
import { notify } from '../../../components/notify';
import { ClockIcon } from '../../../components/icons';
import {
  CopyIcon,
  EditIcon,
  ExternalLinkIcon,
  LinkIcon,
  PlusIcon,
  TrashIcon,
} from '../../../components/signed-in/icons';
import { StrokeIcon } from '../../../components/icons';
import { LinkDialog } from './link-dialog';
import type { LinkDraft } from '../link-form';
import {
  DEFAULT_SLOT_INTERVAL,
  DEFAULT_WINDOW_DAYS,
  slotIntervalOf,
  windowDaysOf,
} from '../../../domain/slots';
import { PreviousAddresses } from './previous-addresses';

export const TYPE_LABELS: Readonly<Record<LinkType, string>> = {
  high_priority: 'High priority',
  standard: 'Standard',
};

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

/**
 * /scheduling: the host's high-priority and standard links. A host with
 * no links gets both defaults created once. The list is read only once the user is known.
 */
export function SchedulingLinksPage({ user }: { user: CurrentUser | null | undefined }) {
  const queryClient = useQueryClient();
  const links = useQuery({ ...schedulingLinksQueryOptions(), enabled: Boolean(user) });
  const [draft, setDraft] = useState<LinkDraft | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const autoCreate = useMutation({
    mutationFn: (host: CurrentUser) => createDefaultLinks(queryClient, host),
    onError: (error) =>
      notify({
        title: 'Error',
        message: messageOf(error, 'Failed to create scheduling link'),
        destructive: true,
      }),
  });
  const { mutate: runAutoCreate } = autoCreate;

  // Once per visit: StrictMode's second effect run and a failed attempt do not create again
  // (the request pair itself is also shared, see createDefaultLinks).
  const attempted = useRef(false);
  const empty = links.data?.length === 0;
  useEffect(() => {
    if (!user || !empty || attempted.current) return;
    attempted.current = true;
    runAutoCreate(user);
  }, [user, empty, runAutoCreate]);

  const header = (
    <PageHeader
      title="Scheduling Links"
      subtitle="Share these links with others to let them book meetings with you"
    />
  );

  if (!user || links.isPending) {
    return (
      <>
        {header}
        <Status label="Loading scheduling links..." />
      </>
    );
  }

  if (links.isError) {
    return (
      <>
        {header}
        <Alert color="red" variant="light" title="Failed to load scheduling links" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{messageOf(links.error, 'Please try again.')}</Text>
            <Button variant="default" size="xs" onClick={() => void links.refetch()}>
              Try Again
            </Button>
          </Stack>
        </Alert>
      </>
    );
  }

  if (links.data.length === 0) {
    return (
      <>
        {header}
        {autoCreate.isError ? (
          <Alert
            color="red"
            variant="light"
            title="Your scheduling links could not be created"
            role="alert"
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                {messageOf(autoCreate.error, 'Failed to create scheduling link')}
              </Text>
              <Button variant="default" size="xs" onClick={() => autoCreate.mutate(user)}>
                Try Again
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Status label="Creating your scheduling links..." />
        )}
      </>
    );
  }

  const ownPrefix = hostPrefix(user);
  // The spec links come first in the list (high priority, standard); every other link is an
  // extra meeting type, in the list's order (oldest first, a new one last).
  const specLinks = new Map<LinkType, SchedulingLink>();
  for (const link of links.data) if (!specLinks.has(link.type)) specLinks.set(link.type, link);
  const specIds = new Set([...specLinks.values()].map((link) => link.id));
  const extras = links.data.filter((link) => !specIds.has(link.id));
  const deleting = links.data.find((link) => link.id === deletingId) ?? null;
  const dialogPrefix = (link: LinkDraft | null) => {
    const saved = link?.id ? links.data.find((item) => item.id === link.id) : undefined;
    return (saved && splitSlug(saved.slug).prefix) || ownPrefix;
  };
  const cardOf = (link: SchedulingLink, spec: boolean) => (
    <LinkCard
      key={link.id}
      link={link}
      spec={spec}
      onEdit={() => setDraft(draftOf(link))}
      onDelete={() => setDeletingId(link.id)}
    />
  );

  return (
    <>
      <PageHeader
        title="Scheduling Links"
        subtitle="Share these links with others to let them book meetings with you"
        actions={
          <Button
            leftSection={<PlusIcon size={16} />}
            onClick={() =>
              setDraft({
                type: 'standard',
                extra: true,
                name: '',
                slugSuffix: '',
                defaultDuration: DEFAULT_LINK_DURATION,
                customDescription: null,
                minimumNotice: null,
                dailyLimit: null,
                slotInterval: DEFAULT_SLOT_INTERVAL,
                bookingWindowDays: DEFAULT_WINDOW_DAYS.standard,
                durations: [DEFAULT_LINK_DURATION],
                location: null,
                questions: [],
                maxGuests: 0,
                changeCutoffHours: 0,
                reminders: DEFAULT_REMINDERS.map((r) => ({ ...r })),
              })
            }
          >
            New link
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {LINK_TYPES.map((type) => {
          const link = specLinks.get(type);
          return link ? (
            cardOf(link, true)
          ) : (
            <MissingLinkCard
              key={type}
              type={type}
              onCreate={() =>
                setDraft({
                  type,
                  name: DEFAULT_LINK_NAME,
                  slugSuffix: DEFAULT_SLUG_SUFFIXES[type],
                  defaultDuration: DEFAULT_LINK_DURATION,
                  customDescription: null,
                  minimumNotice: null,
                  dailyLimit: null,
                  slotInterval: DEFAULT_SLOT_INTERVAL,
                  bookingWindowDays: DEFAULT_WINDOW_DAYS[type],
                  durations: [DEFAULT_LINK_DURATION],
                  location: null,
                  questions: [],
                  maxGuests: 0,
                  changeCutoffHours: 0,
                  reminders: DEFAULT_REMINDERS.map((r) => ({ ...r })),
                })
              }
            />
          );
        })}
        {extras.map((link) => cardOf(link, false))}
      </SimpleGrid>
      <LinkDialog
        draft={draft}
        prefix={dialogPrefix(draft)}
        userId={user.id}
        onClose={() => setDraft(null)}
      />
      <DeleteLinkDialog link={deleting} onClose={() => setDeletingId(null)} />
    </>
  );
}

/** The dialog's starting values for a saved link (edit mode). */
function draftOf(link: SchedulingLink): LinkDraft {
  return {
    id: link.id,
    type: link.type,
    name: link.name,
    slugSuffix: splitSlug(link.slug).suffix,
    defaultDuration: link.defaultDuration,
    customDescription: link.customDescription,
    minimumNotice: link.minimumNotice ?? null,
    dailyLimit: link.dailyLimit ?? null,
    slotInterval: slotIntervalOf(link.slotInterval),
    bookingWindowDays: windowDaysOf(link.type, link.bookingWindowDays),
    durations: link.durations.length > 0 ? link.durations : [link.defaultDuration],
    location: link.location,
    locations: link.locations,
    secret: link.secret,
    singleUse: link.singleUse,
    usedAt: link.usedAt,
    questions: link.questions,
    maxGuests: link.maxGuests,
    requiresApproval: link.requiresApproval,
    changeCutoffHours: link.changeCutoffHours,
    reminders: link.reminders,
    version: link.version,
  };
}

function Status({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden="true" />
        <Text>{label}</Text>
      </Stack>
    </Center>
  );
}

function TypeBadge({ type }: { type: LinkType }) {
  return (
    <Badge
      variant="light"
      color={type === 'high_priority' ? 'grape' : 'blue'}
      // The light variant's text (shade 6) is under 4.5:1 at badge size: use shade 9.
      c={type === 'high_priority' ? 'grape.9' : 'blue.9'}
      radius="sm"
    >
      {TYPE_LABELS[type]}
    </Badge>
  );
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
function LinkCard({
  link,
  spec,
  onEdit,
  onDelete,
}: {
  link: SchedulingLink;
  spec: boolean;
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
      notify({ title: 'Link duplicated', message: `${created.name} was added to your links.` });
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
        {spec || !link.active || link.requiresApproval ? (
          <Group gap={6} mb={-6}>
            {spec ? <TypeBadge type={link.type} /> : null}
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
          <Title order={2} fz="lg" id={titleId} miw={0} style={{ overflowWrap: 'anywhere' }}>
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

/** Stands in for a type the host has no link of (for example after a failed creation). */
function MissingLinkCard({ type, onCreate }: { type: LinkType; onCreate: () => void }) {
  const titleId = useId();
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p="lg"
      style={{ borderStyle: 'dashed' }}
      data-testid={`link-card-${type}`}
    >
      <Stack gap="sm" align="flex-start">
        <TypeBadge type={type} />
        <Title order={2} fz="lg" id={titleId}>
          No {TYPE_LABELS[type].toLowerCase()} link yet
        </Title>
        <Text c="gray.7">{defaultDescription(type)}</Text>
        <Button variant="outline" leftSection={<PlusIcon size={16} />} onClick={onCreate}>
          Create {TYPE_LABELS[type].toLowerCase()} link
        </Button>
      </Stack>
    </Paper>
  );
}
