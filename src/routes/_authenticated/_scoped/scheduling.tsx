import { createFileRoute } from '@tanstack/react-router';
import { SchedulingLinksPage } from '../../../features/scheduling-links/components/scheduling-links-page';

export const Route = createFileRoute('/_authenticated/_scoped/scheduling')({
  component: SchedulingRoute,
});

/** The host comes from the session guard, so the links are requested only once it is known. */
function SchedulingRoute() {
  const { user } = Route.useRouteContext();
  return <SchedulingLinksPage user={user} />;
}
