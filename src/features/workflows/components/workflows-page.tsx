import { Button } from '@mantine/core';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { workflowKeys } from '../api';
import type { WorkflowTabFilter } from '../tabs';
import { RefreshIcon } from '../../../components/signed-in/icons';
import { WorkflowDetailsModal } from './workflow-details-modal';
import { WorkflowHistory } from './workflow-history';
import { WorkflowStatsCards } from './workflow-stats-cards';

/**
 * /workflows: the statistics cards, the 'Workflow History' table with its status tabs, and the
 * 'Workflow Details' dialog. The tab lives in the URL (`?status=`); the route passes it in.
 */
export function WorkflowsPage({
  tab,
  onTabChange,
}: {
  tab: WorkflowTabFilter | undefined;
  onTabChange: (tab: WorkflowTabFilter | undefined) => void;
}) {
  const queryClient = useQueryClient();
  const [details, setDetails] = useState<{ id: string | null; opened: boolean }>({
    id: null,
    opened: false,
  });
  const refreshing =
    useIsFetching({ queryKey: workflowKeys.lists }) +
      useIsFetching({ queryKey: workflowKeys.stats, exact: true }) >
    0;

  const refresh = () => {
    // The shown list and the statistics; never the access probe (its own key).
    void queryClient.refetchQueries({ queryKey: workflowKeys.lists, type: 'active' });
    void queryClient.refetchQueries({ queryKey: workflowKeys.stats, exact: true, type: 'active' });
  };
  const openDetails = useCallback((id: string) => setDetails({ id, opened: true }), []);

  return (
    <>
      <PageHeader
        title="Workflows"
        subtitle="Monitor and analyze workflow executions and their history"
        actions={
          <Button
            variant="default"
            leftSection={<RefreshIcon />}
            onClick={refresh}
            loading={refreshing}
            loaderProps={{ 'aria-hidden': true }}
          >
            Refresh
          </Button>
        }
      />
      <WorkflowStatsCards />
      <WorkflowHistory tab={tab} onTabChange={onTabChange} onView={openDetails} />
      <WorkflowDetailsModal
        workflowId={details.id}
        opened={details.opened}
        onClose={() => setDetails((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
