import { createFileRoute } from '@tanstack/react-router';
import { SchedulingLinksPage } from '../../../features/scheduling-links/components/scheduling-links-page';

export const Route = createFileRoute('/_authenticated/_scoped/scheduling')({
  component: SchedulingLinksPage,
});
