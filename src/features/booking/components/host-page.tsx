import { Anchor, Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { initials } from '../../../domain/initials';
import { bookingPath } from '../../../domain/links';
import { durationText, useLang, usePageWords } from '../../../i18n/lang';
import { enHosts } from '../../../i18n/messages/en-hosts';
import { publicLinkQueryOptions } from '../api';
import { BookingFrame, BookingLoading, LinkNotFound } from './booking-frame';
import { hostLinksQueryOptions, slugParts, type PublicLinkSummary } from '../host-page-api';

/**
 * `/hosts/{user}`: a host's public page, as Calendly's page at a host's name: the links the host
 * lists (switched on, not secret, not a used single-use link), each with its name, lengths and
 * description and a way to its booking page. The host's name and picture come from the first
 * link's public page. A prefix with no host and a host with nothing listed answer the same empty
 * list (the contract tells nobody which prefixes exist): both are the public pages' not-found.
 */
export function HostPage({
  user,
  navigate,
}: {
  user: string;
  /** Moves to another public page (the booking page) without loading the app again. */
  navigate: (address: string) => void;
}) {
  const { messages } = useLang();
  const words = usePageWords('hosts', enHosts);
  const links = useQuery(hostLinksQueryOptions(user));
  const first = links.data?.[0];
  const firstLink = first ? slugParts(first.slug) : null;
  const host = useQuery({
    ...publicLinkQueryOptions(firstLink?.user ?? '', firstLink?.type ?? ''),
    enabled: firstLink !== null,
  });
  const hostName = host.data?.host.name ?? null;
  useDocumentTitle(words.title(hostName ?? words.headingNoName));

  if (links.isPending) return <BookingLoading text={messages.page.loading} />;
  if (links.isError) {
    return (
      <BookingFrame>
        <Paper withBorder radius="lg" p="xl" ta="center" role="alert">
          <Stack gap="sm" align="center">
            <Title order={1} fz={24}>
              {words.failed}
            </Title>
            <Button variant="default" onClick={() => void links.refetch()}>
              {words.retry}
            </Button>
          </Stack>
        </Paper>
      </BookingFrame>
    );
  }
  if (links.data.length === 0) return <LinkNotFound />;

  return (
    <BookingFrame>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            {hostName ? (
              <Avatar src={host.data?.host.picture ?? null} alt="" size="lg" color="violet">
                {initials(hostName)}
              </Avatar>
            ) : null}
            <Stack gap={2} miw={0}>
              <Title order={1} fz={24} style={{ overflowWrap: 'anywhere' }}>
                {hostName ? words.heading(hostName) : words.headingNoName}
              </Title>
              <Text c="gray.7">{words.intro}</Text>
            </Stack>
          </Group>
          <Stack component="ul" gap="sm" m={0} p={0} aria-label={words.listLabel}>
            {links.data.map((link) => (
              <LinkItem key={link.slug} link={link} navigate={navigate} />
            ))}
          </Stack>
        </Stack>
      </Paper>
    </BookingFrame>
  );
}

/** One listed link: its name (the way to its booking page), lengths and description. */
function LinkItem({
  link,
  navigate,
}: {
  link: PublicLinkSummary;
  navigate: (address: string) => void;
}) {
  const { messages, locale } = useLang();
  const words = usePageWords('hosts', enHosts);
  const address = bookingPath(link.slug);
  const durations = link.durations.length > 0 ? link.durations : [link.defaultDuration];
  const lengths = new Intl.ListFormat(locale, { type: 'disjunction' }).format(
    durations.map((minutes) => durationText(minutes, messages, locale)),
  );
  // A plain click stays in the public pages; a click with a modifier opens a tab as usual.
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(address);
  };
  return (
    <Paper component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 240px' }}>
          <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {link.name}
          </Title>
          <Text size="sm" c="gray.7">
            {lengths}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {link.description}
          </Text>
        </Stack>
        <Anchor
          href={address}
          onClick={follow}
          aria-label={words.bookLabel(link.name)}
          fw={600}
          c="violet.8"
        >
          {words.book}
        </Anchor>
      </Group>
    </Paper>
  );
}
