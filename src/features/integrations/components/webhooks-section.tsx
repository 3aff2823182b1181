/**
 * Webhooks: "New webhook" (URL and events), the signing secret shown once, and each subscription
 * with its events, state and recent deliveries. A delivery opens to its request headers, body and
 * the endpoint's answer. Actions: send a test event, redeliver, rotate the secret, disable or
 * enable, delete.
 */
import {
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { WEBHOOK_EVENTS } from '../../../domain/api-schemas';
import { momentText } from '../../../domain/time-text';
import { webhookUrlProblem } from '../../../domain/webhook-url';
import {
  deliveriesQueryOptions,
  useCreateWebhook,
  useDeleteWebhook,
  useRedeliver,
  useRotateSecret,
  useSendTest,
  useUpdateWebhook,
  webhooksQueryOptions,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookSubscription,
} from '../api';
import { Dialog } from './dialog';
import { ShownOnce } from './shown-once';

const SECRET_NOTE =
  'Copy it now: it is shown only this once. Verify each delivery’s Slotwise-Signature with it.';

function NewWebhookDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['booking.created']);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setUrl('');
    setError(null);
    create.reset();
    onClose();
  };
  return (
    <Dialog opened={opened} onClose={close} title="New webhook" size="lg">
      {create.data ? (
        <Stack>
          <ShownOnce label="Signing secret" value={create.data.secret} note={SECRET_NOTE} />
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            // The mock accepts loopback endpoints; a real backend answers its own 400.
            const problem = webhookUrlProblem(url.trim(), { allowLoopback: true });
            if (problem) return setError(problem);
            if (events.length === 0) return setError('Choose at least one event');
            create.mutate(
              { url: url.trim(), events: events as WebhookEvent[] },
              { onError: (e) => setError(e instanceof Error ? e.message : String(e)) },
            );
          }}
        >
          <Stack>
            <TextInput
              label="Endpoint URL"
              placeholder="https://example.com/hooks/slotwise"
              value={url}
              error={error}
              maxLength={2000}
              onChange={(event) => setUrl(event.currentTarget.value)}
            />
            <Checkbox.Group label="Events" value={events} onChange={setEvents}>
              <Stack gap={6} mt={6}>
                {WEBHOOK_EVENTS.map((name) => (
                  <Checkbox key={name} value={name} label={name} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create webhook
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}

/** Long lines wrap: a block that scrolls sideways would need keyboard access. */
const WRAP = { whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

const statusText = (d: WebhookDelivery) => (d.status === null ? 'No answer' : String(d.status));

function DeliveryDialog({
  delivery,
  timeZone,
  onClose,
}: {
  delivery: WebhookDelivery | null;
  timeZone: string;
  onClose: () => void;
}) {
  const redeliver = useRedeliver();
  if (!delivery) return null;
  const headers = Object.entries(delivery.requestHeaders)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  return (
    <Dialog opened onClose={onClose} title={`Delivery: ${delivery.event}`} size="xl">
      <Stack gap="sm">
        <Text size="sm">
          Attempt {delivery.attempt}, sent {momentText(delivery.sentAt, timeZone)} to {delivery.url}
        </Text>
        <Title order={3} size="h5">
          Request headers
        </Title>
        <Code block style={WRAP}>
          {headers}
        </Code>
        <Title order={3} size="h5">
          Request body
        </Title>
        <Code block style={WRAP}>
          {delivery.requestBody}
        </Code>
        <Title order={3} size="h5">
          Response
        </Title>
        <Text size="sm">
          {statusText(delivery)}
          {delivery.responseTimeMs === null ? '' : ` in ${delivery.responseTimeMs} ms`}
          {delivery.error ? `: ${delivery.error}` : ''}
        </Text>
        {delivery.responseBody ? (
          <Code block style={WRAP}>
            {delivery.responseBody}
          </Code>
        ) : null}
        <Group justify="flex-end">
          <Button
            variant="light"
            loading={redeliver.isPending}
            onClick={() =>
              redeliver.mutate(
                { id: delivery.subscriptionId, deliveryId: delivery.deliveryId },
                { onSuccess: onClose },
              )
            }
          >
            Redeliver
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

function Deliveries({
  subscription,
  timeZone,
  onOpen,
}: {
  subscription: WebhookSubscription;
  timeZone: string;
  onOpen: (delivery: WebhookDelivery) => void;
}) {
  const { data: deliveries } = useQuery(deliveriesQueryOptions(subscription.id));
  if (!deliveries) return null;
  if (deliveries.length === 0) return <Text c="dimmed">No deliveries yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table highlightOnHover aria-label={`Recent deliveries to ${subscription.url}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Attempt</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Response time</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.slice(0, 10).map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>
                <Button variant="subtle" size="compact-sm" onClick={() => onOpen(d)}>
                  {d.event}
                </Button>
              </Table.Td>
              <Table.Td>{momentText(d.sentAt, timeZone)}</Table.Td>
              <Table.Td>{d.attempt}</Table.Td>
              <Table.Td>
                <Badge color={d.ok ? 'teal.9' : 'red.9'} variant="outline">
                  {statusText(d)}
                </Badge>
              </Table.Td>
              <Table.Td>{d.responseTimeMs === null ? '—' : `${d.responseTimeMs} ms`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SubscriptionCard({
  subscription,
  timeZone,
  onOpen,
}: {
  subscription: WebhookSubscription;
  timeZone: string;
  onOpen: (delivery: WebhookDelivery) => void;
}) {
  const test = useSendTest();
  const rotate = useRotateSecret();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const { id, active } = subscription;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={subscription.url}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600} style={{ wordBreak: 'break-all' }}>
            {subscription.url}
          </Text>
          <Badge color={active ? 'teal.9' : 'gray.8'} variant="outline">
            {active ? 'Active' : 'Disabled'}
          </Badge>
        </Group>
        {subscription.disabledReason ? (
          <Text size="sm" c="red.9">
            {subscription.disabledReason}
          </Text>
        ) : null}
        <Text size="sm">Events: {subscription.events.join(', ')}</Text>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            loading={test.isPending}
            onClick={() => test.mutate(id)}
          >
            Send test event
          </Button>
          <Button
            size="xs"
            variant="light"
            loading={rotate.isPending}
            onClick={() => rotate.mutate(id)}
          >
            Rotate secret
          </Button>
          <Button
            size="xs"
            variant="light"
            loading={update.isPending}
            onClick={() => update.mutate({ id, active: !active })}
          >
            {active ? 'Disable' : 'Enable'}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(id)}
          >
            Delete
          </Button>
        </Group>
        {rotate.data ? (
          <ShownOnce label="New signing secret" value={rotate.data.secret} note={SECRET_NOTE} />
        ) : null}
        <Deliveries subscription={subscription} timeZone={timeZone} onOpen={onOpen} />
      </Stack>
    </Paper>
  );
}

export function WebhooksSection({ timeZone }: { timeZone: string }) {
  const { data: subscriptions } = useQuery(webhooksQueryOptions());
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<WebhookDelivery | null>(null);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="webhooks-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="webhooks-title">
          Webhooks
        </Title>
        <Button onClick={() => setCreating(true)}>New webhook</Button>
      </Group>
      <Stack>
        {subscriptions && subscriptions.length === 0 ? (
          <Text c="dimmed">
            No webhooks yet. A webhook tells your own systems when a booking is made, moved or
            cancelled.
          </Text>
        ) : null}
        {(subscriptions ?? []).map((s) => (
          <SubscriptionCard key={s.id} subscription={s} timeZone={timeZone} onOpen={setOpened} />
        ))}
      </Stack>
      <NewWebhookDialog opened={creating} onClose={() => setCreating(false)} />
      <DeliveryDialog delivery={opened} timeZone={timeZone} onClose={() => setOpened(null)} />
    </Paper>
  );
}
