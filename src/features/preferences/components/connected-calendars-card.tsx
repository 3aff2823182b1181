import { ActionIcon, Badge, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { breakableText } from '../../../components/breakable-text';
import { ConfirmDialog } from '../../../components/signed-in/confirm-dialog';
import type { ConnectedCalendars } from '../api';
import { CalendarIcon } from '../../../components/icons';
import { PlusIcon, TrashIcon } from '../../../components/signed-in/icons';
import { SectionCard } from '../../../components/signed-in/section-card';

/**
 * The primary calendar ('Primary Calendar', marked when its authorisation expired), each
 * additional one ('Personal Calendar') with a remove button that asks first and then shows its
 * own spinner, and the dashed 'Connect Calendar' tile.
 */
export function ConnectedCalendarsCard({
  calendars,
  loading,
  removing,
  onRemove,
  onConnect,
}: {
  calendars: ConnectedCalendars | undefined;
  loading: boolean;
  removing: readonly string[];
  onRemove: (email: string) => void;
  onConnect: () => void;
}) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const reconnect = calendars?.primary.status === 'reconnect_required';
  return (
    <SectionCard
      title="Connected Calendars"
      description="Busy times in every connected calendar are kept free, so you are never double-booked."
      icon={<CalendarIcon size={18} />}
    >
      {loading ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="gray.7">
            Loading calendars...
          </Text>
        </Group>
      ) : null}
      {calendars ? (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          <CalendarRow
            email={calendars.primary.email}
            label="Primary Calendar"
            problem={reconnect ? 'Needs reconnection' : undefined}
          />
          {calendars.additional.map(({ email }) => (
            <CalendarRow key={email} email={email} label="Personal Calendar">
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove ${email}`}
                loading={removing.includes(email)}
                onClick={() => setConfirming(email)}
              >
                <TrashIcon size={18} />
              </ActionIcon>
            </CalendarRow>
          ))}
        </Stack>
      ) : null}
      <ConfirmDialog
        opened={confirming !== null}
        title="Remove this calendar?"
        cancelLabel="Keep calendar"
        confirmLabel="Remove calendar"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) onRemove(confirming);
          setConfirming(null);
        }}
      >
        Busy times in {confirming} will no longer be kept free, so visitors may book over them. You
        can connect it again later.
      </ConfirmDialog>
      <UnstyledButton
        onClick={onConnect}
        p="md"
        style={{
          border: '2px dashed var(--mantine-color-gray-4)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        <Group gap="xs" justify="center">
          <Text component="span" c="violet.8" display="flex">
            <PlusIcon size={18} />
          </Text>
          <Text fw={600} c="violet.8">
            Connect Calendar
          </Text>
        </Group>
      </UnstyledButton>
    </SectionCard>
  );
}

function CalendarRow({
  email,
  label,
  problem,
  children,
}: {
  email: string;
  label: string;
  /** A short warning shown beside the label, such as an expired authorisation. */
  problem?: string;
  children?: ReactNode;
}) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      p="sm"
      style={{
        border: `1px solid var(--mantine-color-${problem ? 'red-4' : 'gray-3'})`,
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Text component="span" c="gray.7" display="flex">
          <CalendarIcon size={18} />
        </Text>
        <Stack gap={0} miw={0}>
          {/* Long addresses wrap after the @ or the dots rather than being cut off. */}
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {breakableText(email)}
          </Text>
          <Group gap="xs">
            <Text size="xs" c="gray.7">
              {label}
            </Text>
            {problem ? (
              <Badge color="red" variant="light" size="sm" c="red.9">
                {problem}
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Group>
      {children}
    </Group>
  );
}
