/** /integrations: the host's webhooks and API keys, for their own programs. */
import { Container, Stack } from '@mantine/core';
import { browserTimeZone } from '../../../components/browser-time-zone';
import { PageHeader } from '../../../components/page-header';
import { ApiKeysSection } from './api-keys-section';
import { WebhooksSection } from './webhooks-section';

export function IntegrationsPage({ timeZone = browserTimeZone() }: { timeZone?: string }) {
  return (
    <Container size="xl" px={0}>
      <PageHeader
        title="Integrations"
        subtitle="Tell your own systems about bookings, and let them call Slotwise."
      />
      <Stack gap="lg">
        <WebhooksSection timeZone={timeZone} />
        <ApiKeysSection timeZone={timeZone} />
      </Stack>
    </Container>
  );
}
