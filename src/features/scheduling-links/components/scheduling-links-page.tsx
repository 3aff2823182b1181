import { PageHeader } from '../../../components/page-header';

/** /scheduling. The two link cards and their dialog land with their own issue. */
export function SchedulingLinksPage() {
  return (
    <PageHeader
      title="Scheduling Links"
      subtitle="Share these links with others to let them book meetings with you"
    />
  );
}
