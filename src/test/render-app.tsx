import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { AppAt } from './app-at';

/** Renders the whole app at `path`, over the MSW node server (see vitest.setup.ts). */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <AppAt path={path} />
    </AppProviders>,
  );
  return { ...view, user, queryClient };
}
