import { createFileRoute, notFound } from '@tanstack/react-router';
import { workflowAccessQueryOptions } from '../../features/workflows/api';
import { WorkflowsPage } from '../../features/workflows/components/workflows-page';

/** The route exists only for users whose workflow statistics call succeeds. */
export const Route = createFileRoute('/_authenticated/workflows')({
  beforeLoad: async ({ context }) => {
    const hasAccess = await context.queryClient.ensureQueryData(workflowAccessQueryOptions());
    if (!hasAccess) throw notFound();
  },
  component: WorkflowsPage,
});
