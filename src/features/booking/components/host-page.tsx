import {
  Anchor,
  Avatar,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { PRODUCT_NAME, PRODUCT_SITE_URL } from '../../../components/logo';
import { useDocumentTitle } from '../../../components/use-document-title';
import { durationText, useLang, usePageWords } from '../../../i18n/lang';
import { enHosts } from '../../../i18n/messages/en-hosts';
import {
  hostLinksQueryOptions,
  hostOfLinkQueryOptions,
  useLoaded,
  type PublicLinkSummary,
} from '../host-page-api';
import { LanguageMenu } from './language-menu';

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
  const links = useLoaded(hostLinksQueryOptions(user));
  const first = links.data?.[0]?.slug ?? null;
  const host = useLoaded({ ...hostOfLinkQueryOptions(first ?? ''), enabled: first !== null });
  const hostName = host.data?.name ?? null;
  const notFound = links.data?.length === 0;
  useDocumentTitle(
    notFound
      ? `${messages.page.notFound} · ${PRODUCT_NAME}`
      : words.title(hostName ?? words.headingNoName),
  );

  if (links.data === undefined && !links.error) {
    return (
      <HostFrame>
        <Center py="xl" role="status">
          <Stack align="center" gap="sm">
            <Loader aria-hidden="true" />
            <Text>{messages.page.loading}</Text>
          </Stack>
        </Center>
      </HostFrame>
    );
  }
  if (links.data === undefined) {
    return (
      <HostFrame>
        <Paper withBorder radius="lg" p="xl" ta="center" role="alert">
          <Stack gap="sm" align="center">
            <Title order={1} fz={24}>
              {words.failed}
            </Title>
            <Button variant="default" onClick={links.retry}>
              {words.retry}
            </Button>
          </Stack>
        </Paper>
      </HostFrame>
    );
  }
  if (notFound) {
    return (
      <HostFrame>
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Stack gap="xs" align="center">
            <Title order={1} fz={24}>
              {messages.page.notFound}
            </Title>
            <Text>{messages.page.notFoundText}</Text>
          </Stack>
        </Paper>
      </HostFrame>
    );
  }

  return (
    <HostFrame>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            {hostName ? (
              <Avatar
                src={host.data?.picture ?? null}
                name={hostName}
                alt=""
                size="lg"
                color="violet"
              />
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
    </HostFrame>
  );
}

/**
 * The public pages' frame (as the booking page's: grey page, a column, 'Powered by' and the
 * language menu), drawn here: the booking page's own frame lives in its chunk, which this page
 * does not load.
 */
function HostFrame({ children }: { children: ReactNode }) {
  const text = useLang().messages.page;
  return (
    <Box
      component="main"
      mih="100vh"
      p={{ base: 'xs', sm: 'md' }}
      bg="gray.0"
      style={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start' }}
    >
      <Stack w="100%" maw={880} gap="md" py="md">
        {children}
        <Stack gap="xs" component="footer">
          <Text size="sm" c="gray.7" ta="center">
            {text.poweredBy}{' '}
            <Anchor href={PRODUCT_SITE_URL} target="_blank" rel="noopener noreferrer" fw={600}>
              {PRODUCT_NAME}
            </Anchor>
          </Text>
          <LanguageMenu />
        </Stack>
      </Stack>
    </Box>
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
  // A link's booking page is `/book/{slug}` (the contract's `PublicLinkSummary.slug`).
  const address = `/book/${link.slug}`;
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
