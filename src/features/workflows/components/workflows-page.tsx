import { PageHeader } from '../../../components/page-header';

/** /workflows. The statistics, history table and details dialog land with their own issue. */
export function WorkflowsPage() {
  return (
    <PageHeader
      title="Workflows"
      subtitle="Monitor and analyze workflow executions and their history"
    />
  );
}
