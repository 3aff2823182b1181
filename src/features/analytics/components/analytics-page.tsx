import { PageHeader } from '../../../components/page-header';

/** /analytics. The cards and panels land with their own issue. */
export function AnalyticsPage() {
  return (
    <PageHeader title="Analytics" subtitle="Insights into your meeting patterns and productivity" />
  );
}
