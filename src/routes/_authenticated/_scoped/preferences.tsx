import { createFileRoute } from '@tanstack/react-router';
import { optionalBoolean } from '../../../domain/search-params';
import {
  connectedCalendarsQueryOptions,
  preferencesQueryOptions,
} from '../../../features/preferences/api';
import { PreferencesPage } from '../../../features/preferences/components/preferences-page';

/** `?connected=true` after connecting a calendar; anything else is ignored, never an error. */
const searchSchema = (search: Record<string, unknown>): { connected?: boolean } => ({
  connected: optionalBoolean(search.connected),
});

export const Route = createFileRoute('/_authenticated/_scoped/preferences')({
  validateSearch: searchSchema,
  loader: async ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(connectedCalendarsQueryOptions());
    // A failed load is only logged by the screen, which keeps its defaults.
    // Meanwhile the router shows its default spinner (kept in the main chunk, so it shows even
    // while this route's code is still loading).
    await queryClient.ensureQueryData(preferencesQueryOptions()).catch(() => undefined);
  },
  component: PreferencesRoute,
});

function PreferencesRoute() {
  const { connected } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PreferencesPage
      connected={connected === true}
      onConnectedShown={() =>
        void navigate({ search: (prev) => ({ ...prev, connected: undefined }), replace: true })
      }
    />
  );
}
