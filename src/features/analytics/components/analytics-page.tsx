import { Button, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { PageHeader } from '../../../components/page-header';
import { SectionCard, SectionShell } from '../../../components/signed-in/section-card';
import {
  analyticsPeriods,
  computeAnalytics,
  emptyAnalytics,
  type Bar,
} from '../../../domain/analytics';
import { civilDateOf, startOfDay } from '../../../domain/week';
import {
  analyticsMeetingsQueryOptions,
  dashboardMetricsQueryOptions,
  focusWeekQueryOptions,
  type FocusWeek,
} from '../api';
import { focusSummary, minutesText } from '../../../domain/focus-planner';
import { goalsWeekStart } from '../../../domain/goals-week';
import { browserTimeZone } from '../../../components/browser-time-zone';
import { useNow } from '../../../components/use-now';

function StatCard({
  title,
  value,
  note,
  testId,
}: {
  title: string;
  value: ReactNode;
  note: string;
  testId: string;
}) {
  const headingId = useId();
  return (
    <SectionShell headingId={headingId} testId={testId}>
      <Stack gap={4}>
        <Title order={2} fz="sm" fw={600} c="gray.7" id={headingId}>
          {title}
        </Title>
        <Text fz={30} fw={700} lh={1.2} data-testid={`${testId}-value`}>
          {value}
        </Text>
        <Text size="sm" c="gray.7" data-testid={`${testId}-note`}>
          {note}
        </Text>
      </Stack>
    </SectionShell>
  );
}

function BarPanel({ title, bars, empty }: { title: string; bars: Bar[]; empty: string }) {
  return (
    <SectionCard title={title}>
      {bars.length === 0 ? (
        <Text size="sm" c="gray.7">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {bars.map((bar) => (
            <Stack component="li" key={bar.label} gap={4} data-percent={bar.percent}>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={500}>
                  {bar.label}
                </Text>
                <Text size="sm" c="gray.7">
                  {bar.count} {bar.count === 1 ? 'meeting' : 'meetings'}
                </Text>
              </Group>
              <Progress
                value={bar.percent}
                color="violet.7"
                size="md"
                radius="xl"
                aria-hidden="true"
              />
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

/**
 * /analytics. Every figure is computed (src/domain/analytics.ts) from the host's meetings of this
 * month, last week and this week, read in one call; Connected Users comes from the metrics call.
 * A failed load is logged and the page shows its defaults.
 */
/**
 * Focus Time (docs/decisions.md#focus-time-for-the-weekly-goals): this week's focus time planned
 * against what the goals need, and the share of the applied blocks kept where they were (not
 * moved nor dropped by the assistant). Shown once the week's goals need time or hold blocks: a
 * host who never asks for focus time sees the spec's page.
 */
function FocusTimeCard({ week }: { week: FocusWeek | undefined }) {
  if (!week) return null;
  const summary = focusSummary(week.minutesNeeded, week.blocks);
  if (summary.needed === 0 && week.blocks.length === 0) return null;
  const percent =
    summary.needed === 0 ? 100 : Math.min(100, (summary.planned / summary.needed) * 100);
  return (
    <SectionCard title="Focus Time" description="This week, for your weekly goals">
      <Stack gap="xs" data-testid="focus-time">
        <Text size="sm" fw={500} data-testid="focus-time-planned">
          {minutesText(summary.planned)} planned of {minutesText(summary.needed)} needed
        </Text>
        <Progress value={percent} color="green" aria-label="Focus time planned against needed" />
        <Text size="sm" c="gray.7" data-testid="focus-time-kept">
          {summary.keptShare === null
            ? 'No focus block applied yet'
            : `${Math.round(summary.keptShare * 100)}% kept (not moved or dropped)`}
        </Text>
      </Stack>
    </SectionCard>
  );
}

export function AnalyticsPage() {
  const [zone] = useState(browserTimeZone);
  const now = useNow();
  const today = civilDateOf(now, zone);
  const focusWeek = goalsWeekStart(undefined, now, zone);
  // Periods are whole days: computed from today's start, they stay put between renders.
  const dayStart = startOfDay(today, zone);
  const periods = useMemo(() => analyticsPeriods(dayStart, zone), [dayStart, zone]);
  const meetings = useQuery(analyticsMeetingsQueryOptions(periods.fetch));
  const metrics = useQuery(dashboardMetricsQueryOptions());
  // Read here, not in its card, so that Refresh Data reloads it with the rest.
  const focus = useQuery(focusWeekQueryOptions(focusWeek));

  useEffect(() => {
    if (meetings.error) console.error('Failed to load meetings for analytics', meetings.error);
  }, [meetings.error]);
  useEffect(() => {
    if (metrics.error) console.error('Failed to load dashboard metrics', metrics.error);
  }, [metrics.error]);

  const connectedUsers = metrics.data?.activeUsers ?? 0;
  const analytics = useMemo(
    () =>
      meetings.data
        ? computeAnalytics({ meetings: meetings.data, now: dayStart, zone, connectedUsers })
        : emptyAnalytics(connectedUsers),
    [meetings.data, dayStart, zone, connectedUsers],
  );

  const loading = meetings.isPending || metrics.isPending;
  // The Focus Time card's first read does not hold the page (the card shows once it has come).
  const refreshing =
    !loading &&
    (meetings.isFetching || metrics.isFetching || (focus.isFetching && !focus.isPending));
  const refresh = () => {
    void meetings.refetch();
    void metrics.refetch();
    void focus.refetch();
  };

  return (
    <>
      <PageHeader
        title="Analytics"
        subtitle="Insights into your meeting patterns and productivity"
        actions={
          <Button
            variant="light"
            onClick={refresh}
            loading={refreshing}
            disabled={loading}
            loaderProps={{ 'aria-label': 'Refreshing data' }}
          >
            Refresh Data
          </Button>
        }
      />
      {loading ? (
        <FullPageSpinner label="Loading analytics" />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            <StatCard
              title="Total Meetings"
              value={analytics.totalThisMonth}
              note="This month"
              testId="total-meetings"
            />
            <StatCard
              title="This Week"
              value={analytics.thisWeek}
              note={analytics.weekChangeLabel}
              testId="this-week"
            />
            <StatCard
              title="Avg Duration"
              value={`${analytics.averageDurationMinutes} min`}
              note="Per meeting"
              testId="avg-duration"
            />
            <StatCard
              title="Connected Users"
              value={analytics.connectedUsers}
              note="With Google Calendar"
              testId="connected-users"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <BarPanel
              title="Popular Time Slots"
              bars={analytics.popularSlots}
              empty="No meetings this month yet."
            />
            <BarPanel
              title="Meetings by Day"
              bars={analytics.byDay}
              empty="No meetings this month yet."
            />
          </SimpleGrid>
          <FocusTimeCard week={focus.data} />
        </Stack>
      )}
    </>
  );
}
