import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
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
  type CurrentUser,
  type SchedulingLink,
} from '../api';
import { notify } from '../../../components/notify';
import { ClockIcon } from '../../../components/icons';
import {
  CopyIcon,
  EditIcon,
  ExternalLinkIcon,
  LinkIcon,
  PlusIcon,
} from '../../../components/signed-in/icons';
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
  const byType = new Map(links.data.map((link) => [link.type, link]));
  const dialogPrefix = (link: LinkDraft | null) => {
    const saved = link?.id ? links.data.find((item) => item.id === link.id) : undefined;
    return (saved && splitSlug(saved.slug).prefix) || ownPrefix;
  };

  return (
    <>
      {header}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {LINK_TYPES.map((type) => {
          const link = byType.get(type);
          return link ? (
            <LinkCard
              key={type}
              link={link}
              onEdit={() =>
                setDraft({
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
                  version: link.version,
                })
              }
            />
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
                })
              }
            />
          );
        })}
      </SimpleGrid>
      <LinkDialog
        draft={draft}
        prefix={dialogPrefix(draft)}
        userId={user.id}
        onClose={() => setDraft(null)}
      />
    </>
  );
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

function LinkCard({ link, onEdit }: { link: SchedulingLink; onEdit: () => void }) {
  const titleId = useId();
  const path = bookingPath(link.slug);
  const label = TYPE_LABELS[link.type].toLowerCase();
  const description = link.customDescription?.trim()
    ? link.customDescription
    : defaultDescription(link.type);

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p="lg"
      shadow="xs"
      data-testid={`link-card-${link.type}`}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={6}>
            <TypeBadge type={link.type} />
            <Title order={2} fz="lg" id={titleId}>
              {link.name}
            </Title>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Copy link">
              <ActionIcon
                variant="subtle"
                color="gray.8"
                size="lg"
                aria-label={`Copy ${label} link`}
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
                aria-label={`Open ${label} link in a new tab`}
              >
                <ExternalLinkIcon size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Edit">
              <ActionIcon
                variant="subtle"
                color="gray.8"
                size="lg"
                aria-label={`Edit ${label} link`}
                onClick={onEdit}
              >
                <EditIcon size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Text>{description}</Text>
        <Group gap="lg" mt="auto" wrap="wrap">
          <Group gap={6} wrap="nowrap" c="gray.7">
            <ClockIcon size={16} />
            <Text size="sm" c="gray.7">
              {durationLabel(link.defaultDuration)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap" c="gray.7" miw={0}>
            <LinkIcon size={16} />
            <Text size="sm" ff="monospace" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
              {breakableText(path, /\//)}
            </Text>
          </Group>
        </Group>
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
