import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { GlobeIcon } from '../../../components/icons';
import { RefreshIcon } from '../../../components/signed-in/icons';
import { SectionCard } from '../../../components/signed-in/section-card';

/** The stored time zone and a button that sends the browser's current one. */
export function TimezoneCard({
  timezone,
  refreshing,
  onRefresh,
}: {
  timezone: string;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <SectionCard title="Timezone" icon={<GlobeIcon size={18} />}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{timezone}</Text>
          <Text size="sm" c="gray.7">
            Detected automatically from your browser
          </Text>
        </Stack>
        <ActionIcon
          variant="light"
          size="lg"
          aria-label="Refresh timezone"
          loading={refreshing}
          onClick={onRefresh}
        >
          <RefreshIcon size={18} />
        </ActionIcon>
      </Group>
    </SectionCard>
  );
}
