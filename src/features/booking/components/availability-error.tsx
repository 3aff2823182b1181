import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { PublicLink } from '../api';
import { isCalendarConnectionError } from '../booking-form';
import { CalendarIcon, MailIcon } from '../../../components/icons';
import { useMessages } from '../../../i18n/lang';

/**
 * The availability load error: a host calendar that cannot be read (by its
 * code, or a message mentioning authentication, expired or google) must be reconnected, so the
 * visitor gets the owner's e-mail; anything else is shown as it is.
 */
export function AvailabilityError({
  link,
  message,
  code,
}: {
  link: PublicLink;
  message: string;
  /** The contract's error `code`, when the answer had one. */
  code?: string | undefined;
}) {
  const text = useMessages().page;
  if (isCalendarConnectionError({ code, message })) {
    const owner = link.owner.name.trim() || text.connectionOwner;
    return (
      <Paper withBorder radius="lg" p="xl" role="alert">
        <Stack gap="sm" align="center" ta="center">
          <ThemeIcon size={48} radius="xl" color="orange" variant="light" aria-hidden="true">
            <CalendarIcon size={24} />
          </ThemeIcon>
          <Title order={2} fz={22}>
            {text.connectionTitle}
          </Title>
          <Text maw={520}>{text.connectionText(owner)}</Text>
          <Text size="sm" c="gray.7">
            <MailIcon size={14} /> {text.contact}{' '}
            <Anchor href={`mailto:${link.owner.email}`} fw={600}>
              {link.owner.email}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="lg" p="xl" role="alert">
      <Stack gap="sm" align="center" ta="center">
        <Title order={2} fz={22}>
          {text.unableTitle}
        </Title>
        <Text maw={520}>{message || text.unableText}</Text>
      </Stack>
    </Paper>
  );
}
