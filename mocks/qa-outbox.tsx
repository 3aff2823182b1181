/**
 * The QA panel's outbox (`docs/decisions.md#reminders-and-the-outbox`): the latest messages the
 * mock "sent" (invitations, notices, reminders, approval messages), each with its kind, recipient,
 * subject, time and, when it has one, the booking's own page.
 */
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { MockState } from './control-client';

type Message = MockState['invitations'][number];

/** "Nov 28, 14:05 UTC": the instant a message was sent, in UTC like the mock's clock. */
function sentText(iso: string): string {
  const at = new Date(iso);
  return `${at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })}, ${at.toISOString().slice(11, 16)} UTC`;
}

export function QaOutbox({
  messages,
  onRefresh,
  shown = 5,
}: {
  messages: readonly Message[] | null;
  onRefresh: () => void;
  shown?: number;
}) {
  return (
    <>
      <Group justify="space-between">
        <Title order={2} size="xs">
          Outbox
        </Title>
        <Button size="compact-xs" variant="subtle" color="dark" onClick={onRefresh}>
          Refresh outbox
        </Button>
      </Group>
      {messages && messages.length === 0 ? (
        <Text size="xs" c="gray.7">
          No messages sent yet.
        </Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Outbox">
          {(messages ?? []).slice(0, shown).map((message) => {
            const page = message.manageUrl ?? message.bookingPage;
            return (
              <li key={message.id}>
                <Group gap={6} wrap="nowrap">
                  <Badge size="xs" variant="light" color="dark" style={{ flexShrink: 0 }}>
                    {message.kind}
                  </Badge>
                  <Text size="xs" fw={600} truncate>
                    {message.to}
                  </Text>
                </Group>
                <Text size="xs" c="gray.7" lineClamp={2}>
                  {message.subject}
                </Text>
                <Text size="xs" c="gray.7">
                  Sent {sentText(message.sentAt)}
                </Text>
                {page && (
                  <Anchor
                    size="xs"
                    href={page}
                    aria-label={`Open the booking’s page: “${message.subject}”`}
                  >
                    Open the booking’s page
                  </Anchor>
                )}
              </li>
            );
          })}
        </Stack>
      )}
    </>
  );
}
