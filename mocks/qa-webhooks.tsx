/**
 * The QA panel's webhook deliveries, beside the outbox: the latest attempts the mock made
 * (`GET /__mock/webhook-deliveries`), each with its event, answer, attempt and time.
 */
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { mockControl } from './control-client';
import { usePolled } from './use-polled';

const readDeliveries = () => mockControl.webhookDeliveries();

export function QaWebhooks({
  onError,
  shown = 5,
}: {
  onError: (message: string | null) => void;
  shown?: number;
}) {
  const [deliveries] = usePolled(readDeliveries, onError);
  return (
    <Stack gap={6} component="section" aria-label="Webhook deliveries">
      <Title order={2} size="xs">
        Webhook deliveries
      </Title>
      {deliveries && deliveries.length === 0 ? (
        <Text size="xs" c="gray.7">
          No webhook sent yet.
        </Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {(deliveries ?? []).slice(0, shown).map((d) => (
            <li key={d.id}>
              <Group gap={6} wrap="nowrap">
                <Badge size="xs" variant="light" color={d.ok ? 'green' : 'red'}>
                  {d.status ?? 'no answer'}
                </Badge>
                <Text size="xs" fw={600} truncate>
                  {d.event} · attempt {d.attempt}
                </Text>
              </Group>
              <Text size="xs" c="gray.7" truncate>
                {d.url}
              </Text>
              <Text size="xs" c="gray.7">
                Sent {d.sentAt.slice(0, 16).replace('T', ' ')} UTC
                {d.nextAttemptAt ? ` · next ${d.nextAttemptAt.slice(11, 16)} UTC` : ''}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
