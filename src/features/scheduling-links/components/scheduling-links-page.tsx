import { Alert, Button, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../api/errors';
import { PageHeader } from '../../../components/page-header';
import {
  DEFAULT_LINK_DURATION,
  DEFAULT_LINK_NAME,
  DEFAULT_SLUG_SUFFIXES,
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
import { DEFAULT_REMINDERS } from '../../../domain/reminders';
import { DeleteLinkDialog } from './delete-link-dialog';
import { notify } from '../../../components/notify';
import { PlusIcon } from '../../../components/signed-in/icons';
import { LinkDialog } from './link-dialog';
import type { LinkDraft } from '../link-form';
import { DEFAULT_SLOT_INTERVAL, DEFAULT_WINDOW_DAYS } from '../../../domain/slots';
import { LinkCard } from './link-card';
import { draftOf, extraDraft } from '../link-drafts';
import { TeamLinks } from './team-links';
import { MissingLinkCard } from './link-type-badge';

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
          <Button leftSection={<PlusIcon size={16} />} onClick={() => setDraft(extraDraft())}>
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
      <TeamLinks user={user} />
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
