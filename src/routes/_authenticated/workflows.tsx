import { createFileRoute, notFound } from '@tanstack/react-router';
import { optionalChoice } from '../../domain/search-params';
import { workflowAccessQueryOptions } from '../../features/workflows/api';
import { WorkflowsPage } from '../../features/workflows/components/workflows-page';
import { WORKFLOW_TAB_FILTERS, type WorkflowTabFilter } from '../../features/workflows/tabs';

/** `?status=processing|waiting|completed|failed` is the history tab; anything else is All. */
const searchSchema = (search: Record<string, unknown>): { status?: WorkflowTabFilter } => ({
  status: optionalChoice(search.status, WORKFLOW_TAB_FILTERS),
});

/** The route exists only for users whose workflow statistics call succeeds. */
export const Route = createFileRoute('/_authenticated/workflows')({
  validateSearch: searchSchema,
  beforeLoad: async ({ context }) => {
    const hasAccess = await context.queryClient.ensureQueryData(workflowAccessQueryOptions());
    if (!hasAccess) throw notFound();
  },
  component: WorkflowsRoute,
});

function WorkflowsRoute() {
  const { status } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WorkflowsPage
      tab={status}
      onTabChange={(tab) => void navigate({ search: (prev) => ({ ...prev, status: tab }) })}
    />
  );
}
