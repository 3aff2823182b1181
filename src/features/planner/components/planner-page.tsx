import { PageHeader } from '../../../components/page-header';

/** /meetings. The calendar and the weekly goals land with their own issue. */
export function PlannerPage() {
  return (
    <PageHeader
      title="Weekly Planner"
      subtitle="Plan your week with ease: track your schedule, set goals, and reflect on progress."
    />
  );
}
