import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { AppAt } from './app-at';
import { memoryPlace } from './memory-place';

type UserOptions = Parameters<typeof userEvent.setup>[0];

/**
 * Renders the whole app at `path` as main.tsx starts it (src/test/app-at.tsx), over the MSW node
 * server (see vitest.setup.ts). `user` sets up the returned user-event instance (`{ delay: null }`
 * under fake timers: see fake-pauses.ts). `browser` is the public pages' address and history, in
 * memory (the app with its router keeps its own).
 */
export function renderApp(path: string, { user: userOptions }: { user?: UserOptions } = {}) {
  const queryClient = createQueryClient();
  const user = userEvent.setup(userOptions);
  const browser = memoryPlace(path);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <AppAt path={path} browser={browser} />
    </AppProviders>,
  );
  return { ...view, user, queryClient, browser };
}
