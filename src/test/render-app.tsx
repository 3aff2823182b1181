import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { AppAt } from './app-at';

type UserOptions = Parameters<typeof userEvent.setup>[0];

/**
 * Renders the whole app at `path`, over the MSW node server (see vitest.setup.ts). `user` sets up
 * the returned user-event instance (`{ delay: null }` under fake timers: see fake-pauses.ts).
 */
export function renderApp(path: string, { user: userOptions }: { user?: UserOptions } = {}) {
  const queryClient = createQueryClient();
  const user = userEvent.setup(userOptions);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <AppAt path={path} />
    </AppProviders>,
  );
  return { ...view, user, queryClient };
}
