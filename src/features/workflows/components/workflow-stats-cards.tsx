import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { workflowStatsScreenQueryOptions } from '../api';
import { completedCount } from '../format';

const numberFormat = new Intl.NumberFormat();

function StatCard({
  title,
  caption,
  value,
  pending,
}: {
  title: string;
  caption: string;
  value: number | undefined;
  pending: boolean;
}) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="lg" shadow="xs">
      <Text id={titleId} size="sm" fw={600} c="gray.8">
        {title}
      </Text>
      {pending ? (
        <Skeleton height={34} width={72} mt={6} mb={4} aria-hidden="true" />
      ) : (
        <Text fz={30} fw={700} lh={1.3} c="dark.8">
          {value === undefined ? '—' : numberFormat.format(value)}
        </Text>
      )}
      <Text size="xs" c="gray.7">
        {caption}
      </Text>
    </Paper>
  );
}

/** The four statistics cards, refetched every 60 s. */
export function WorkflowStatsCards() {
  const { data, isPending } = useQuery(workflowStatsScreenQueryOptions());
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" mb="lg" aria-busy={isPending}>
      <StatCard
        title="Total Workflows"
        caption="All workflows"
        value={data?.total}
        pending={isPending}
      />
      <StatCard
        title="Recent Activity"
        caption="Last 24 hours"
        value={data?.recentActivity}
        pending={isPending}
      />
      <StatCard
        title="Completed"
        caption="Rescheduled or rejected"
        value={data ? completedCount(data) : undefined}
        pending={isPending}
      />
      <StatCard
        title="Failed"
        caption="Ended with an error"
        value={data?.byStatus.failed ?? (data ? 0 : undefined)}
        pending={isPending}
      />
    </SimpleGrid>
  );
}
