import { Anchor, Box, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { PRODUCT_NAME, PRODUCT_SITE_URL } from '../../../components/logo';
import { isEmbedded } from '../embed-bridge';
import { useLang } from '../../../i18n/lang';
import { LanguageMenu } from './language-menu';

/** The public booking pages' frame and the states drawn in it before a link's page can be. */

/** The frame's footer, memoized: the page's every step and choice draws the frame again. */
const BookingFooter = memo(function BookingFooter() {
  const text = useLang().messages.page;
  return (
    <Stack gap="xs" component="footer">
      <Text size="sm" c="gray.7" ta="center">
        {text.poweredBy}{' '}
        <Anchor href={PRODUCT_SITE_URL} target="_blank" rel="noopener noreferrer" fw={600}>
          {PRODUCT_NAME}
        </Anchor>
      </Text>
      <LanguageMenu />
    </Stack>
  );
});

export function BookingFrame({ children }: { children: ReactNode }) {
  // Embed mode: no outer background or margins, and no full-viewport height (the frame follows
  // the content's height). The column starts at the top, not centred: index.html's skeleton draws
  // the header there before the app arrives, and it must not move when the page's full height is
  // known (as Calendly's page, the card keeps a fixed top margin).
  const embedded = isEmbedded();
  return (
    <Box
      mih={embedded ? undefined : '100vh'}
      p={embedded ? 0 : { base: 'xs', sm: 'md' }}
      bg={embedded ? undefined : 'gray.0'}
      component="main"
      style={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start' }}
    >
      <Stack w="100%" maw={880} gap="md" py={embedded ? 0 : 'md'}>
        {children}
        <BookingFooter />
      </Stack>
    </Box>
  );
}

export function InvalidBookingUrl() {
  const text = useLang().messages.page;
  useDocumentTitle(`${text.invalidUrl} · ${PRODUCT_NAME}`);
  return (
    <BookingFrame>
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Title order={1} fz={24}>
          {text.invalidUrl}
        </Title>
      </Paper>
    </BookingFrame>
  );
}

/** A public page with nothing to show: a title and a line in the page's frame (and the tab). */
export function NotFoundCard({
  title,
  text,
  documentTitle,
}: {
  title: string;
  text: string;
  documentTitle: string;
}) {
  useDocumentTitle(documentTitle);
  return (
    <BookingFrame>
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Stack gap="xs" align="center">
          <Title order={1} fz={24}>
            {title}
          </Title>
          <Text>{text}</Text>
        </Stack>
      </Paper>
    </BookingFrame>
  );
}

export function LinkNotFound() {
  const text = useLang().messages.page;
  return (
    <NotFoundCard
      title={text.notFound}
      text={text.notFoundText}
      documentTitle={`${text.notFound} · ${PRODUCT_NAME}`}
    />
  );
}

/** A booking page that is still loading: a spinner and what it waits for, in the page's frame. */
export function BookingLoading({ text }: { text: string }) {
  return (
    <BookingFrame>
      <Center py="xl" role="status">
        <Stack align="center" gap="sm">
          <Loader aria-hidden="true" />
          <Text>{text}</Text>
        </Stack>
      </Center>
    </BookingFrame>
  );
}
