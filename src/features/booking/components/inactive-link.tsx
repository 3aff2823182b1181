import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { PublicLink } from '../api';
import { CalendarIcon, MailIcon } from '../../../components/icons';
import { useMessages } from '../../../i18n/lang';

/**
 * A switched-off link (docs/decisions.md#meeting-types): the page names the host and says the link takes no bookings
 * now, with their e-mail; no calendar. `justNow`: it was switched off while the visitor booked
 * (409 `link_inactive`), so the page also says nothing was booked.
 */
export function InactiveLink({ link, justNow }: { link: PublicLink; justNow: boolean }) {
  const text = useMessages().page;
  const host = link.host.name.trim() || text.connectionOwner;
  return (
    <Paper withBorder radius="lg" p="xl" role={justNow ? 'alert' : undefined}>
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon size={48} radius="xl" color="gray" variant="light" aria-hidden="true">
          <CalendarIcon size={24} />
        </ThemeIcon>
        <Title order={2} fz={22}>
          {text.inactiveTitle}
        </Title>
        <Text maw={520}>{text.inactiveText(host)}</Text>
        {justNow ? (
          <Text maw={520} fw={600}>
            {text.inactiveNothing}
          </Text>
        ) : null}
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
