import { Center, Group, Loader, Pagination, Tabs, Text, Title } from '@mantine/core';
import { SectionShell } from '../../../components/signed-in/section-card';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { WORKFLOW_TABS } from '../../../domain/workflow-status';
import { WORKFLOWS_PAGE_SIZE, workflowListQueryOptions } from '../api';
import { ALL_TAB, isWorkflowTabFilter, statusForTab, type WorkflowTabFilter } from '../tabs';
import { WorkflowTable } from './workflow-table';

const numberFormat = new Intl.NumberFormat();

/** Names for the arrow buttons of the pagination (they show only an icon). */
const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

function HistoryBody({
  tab,
  onView,
  labelledBy,
}: {
  tab: WorkflowTabFilter | undefined;
  onView: (id: string) => void;
  labelledBy: string;
}) {
  const [requestedPage, setPage] = useState(1);
  const { data, error, isPending, isPlaceholderData } = useQuery(
    workflowListQueryOptions(statusForTab(tab), requestedPage),
  );
  if (isPending) {
    return (
      <Center py="xl" role="status">
        <Group gap="sm">
          <Loader size="sm" aria-hidden="true" />
          <Text c="gray.7">Loading workflows...</Text>
        </Group>
      </Center>
    );
  }
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / WORKFLOWS_PAGE_SIZE));
  // A refetch may shrink the list under the page being read: go to the last page there is.
  if (data && !isPlaceholderData && requestedPage > pages) setPage(pages);
  const page = Math.min(requestedPage, pages);
  const rows = data?.workflows ?? [];
  const first = (page - 1) * WORKFLOWS_PAGE_SIZE;
  return (
    <>
      {error ? (
        <Text c="red.8" py="md" role="alert">
          Error loading workflows: {error.message}
        </Text>
      ) : null}
      {data && total === 0 ? (
        <Text c="gray.7" ta="center" py="xl">
          No workflows found
        </Text>
      ) : null}
      {data && total > 0 ? (
        <div aria-busy={isPlaceholderData}>
          <WorkflowTable workflows={rows} onView={onView} labelledBy={labelledBy} />
          <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
            <Text size="sm" c="gray.7" aria-live="polite">
              {rows.length > 0
                ? `Showing ${numberFormat.format(first + 1)}–${numberFormat.format(first + rows.length)} of ${numberFormat.format(total)}`
                : `${numberFormat.format(total)} workflows`}
            </Text>
            {pages > 1 ? (
              <Pagination
                component="nav"
                aria-label="Workflow history pages"
                total={pages}
                value={page}
                onChange={setPage}
                size="sm"
                siblings={1}
                boundaries={1}
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
                getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
              />
            ) : null}
          </Group>
        </div>
      ) : null}
    </>
  );
}

/** The 'Workflow History' card: status tabs (kept in the URL), the table, pagination. */
export function WorkflowHistory({
  tab,
  onTabChange,
  onView,
}: {
  tab: WorkflowTabFilter | undefined;
  onTabChange: (tab: WorkflowTabFilter | undefined) => void;
  onView: (id: string) => void;
}) {
  const headingId = useId();
  const active = tab ?? ALL_TAB;
  return (
    <SectionShell headingId={headingId}>
      <Title order={2} fz="lg" id={headingId} mb="md">
        Workflow History
      </Title>
      <Tabs
        value={active}
        onChange={(value) => onTabChange(isWorkflowTabFilter(value) ? value : undefined)}
        keepMounted={false}
      >
        <Tabs.List aria-label="Filter by status" mb="md">
          {WORKFLOW_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {WORKFLOW_TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {t.value === active ? (
              // A new tab starts on page 1.
              <HistoryBody key={t.value} tab={tab} onView={onView} labelledBy={headingId} />
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </SectionShell>
  );
}
