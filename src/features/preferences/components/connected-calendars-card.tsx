import { ActionIcon, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ConnectedCalendars } from '../api';
import { CalendarIcon, PlusIcon, TrashIcon } from './icons';
import { SectionCard } from './section-card';

/**
 * The primary calendar ('Primary Calendar'), each additional one ('Personal Calendar') with a
 * remove button showing its own spinner, and the dashed 'Connect Calendar' tile.
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
  return (
    <SectionCard
      title="Connected Calendars"
      description="Busy times in every connected calendar are kept free, so you are never double-booked."
      icon={<CalendarIcon />}
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
          <CalendarRow email={calendars.primary.email} label="Primary Calendar" />
          {calendars.additional.map(({ email }) => (
            <CalendarRow key={email} email={email} label="Personal Calendar">
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove ${email}`}
                loading={removing.includes(email)}
                onClick={() => onRemove(email)}
              >
                <TrashIcon />
              </ActionIcon>
            </CalendarRow>
          ))}
        </Stack>
      ) : null}
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
            <PlusIcon />
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
  children,
}: {
  email: string;
  label: string;
  children?: ReactNode;
}) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      p="sm"
      style={{
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Text component="span" c="gray.7" display="flex">
          <CalendarIcon />
        </Text>
        <Stack gap={0} miw={0}>
          <Text fw={500} truncate>
            {email}
          </Text>
          <Text size="xs" c="gray.7">
            {label}
          </Text>
        </Stack>
      </Group>
      {children}
    </Group>
  );
}
