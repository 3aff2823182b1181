import { createFileRoute } from '@tanstack/react-router';
import { IntegrationsPage } from '../../../features/integrations/components/integrations-page';

/** /integrations: the host's webhooks and API keys (signed in). */
export const Route = createFileRoute('/_authenticated/_scoped/integrations')({
  component: IntegrationsPage,
});
