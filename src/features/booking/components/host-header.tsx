import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { initials } from '../../../domain/initials';
import { durationText, useLang } from '../../../i18n/lang';
import type { PublicLink } from '../api';
import { zoneLabel } from '../calendar-dates';
import { ClockIcon, GlobeIcon } from '../../../components/icons';

/**
 * The booking page's header: the host's picture (initials when there is none or
 * it fails to load), 'with {host name}', the meeting name, its description (the custom one if
 * set, otherwise the default), the duration, and the visitor's time zone with its UTC offset.
 */
export function HostHeader({
  link,
  timeZone,
  now,
}: {
  link: PublicLink;
  timeZone: string;
  now: number;
}) {
  const description = link.customDescription?.trim() ? link.customDescription : link.description;
  const { messages, locale } = useLang();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="header">
      {/* The text takes at least 12rem beside the picture: with large text it moves below it
          rather than pushing the page sideways. */}
      <Group gap="md" wrap="wrap" align="flex-start">
        <Avatar
          src={link.host.picture ?? undefined}
          alt={link.host.name}
          size="lg"
          color="violet"
          radius="xl"
        >
          {initials(link.host.name)}
        </Avatar>
        <Stack gap={6} miw={0} style={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}>
          <Text c="gray.7">{messages.page.with(link.host.name)}</Text>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {link.name}
          </Title>
          <Text>{description}</Text>
          <Group gap="lg" wrap="wrap" mt={4}>
            <Group gap={6} wrap="nowrap" c="gray.7">
              <ClockIcon />
              <Text size="sm" c="gray.7">
                {durationText(link.defaultDuration, messages, locale)}
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap" c="gray.7">
              <GlobeIcon />
              <Text size="sm" c="gray.7" data-testid="visitor-time-zone">
                {zoneLabel(timeZone, now)}
              </Text>
            </Group>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
