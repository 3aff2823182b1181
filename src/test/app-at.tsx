import { useQueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { createAppRouter } from '../app/router';

/**
 * The real app (route tree, guards, loaders) started at `path` in memory: what component tests
 * and Storybook render, so a screen is always seen through its route exactly as in the browser.
 * It shares the QueryClient of the surrounding AppProviders.
 */
export function AppAt({ path }: { path: string }) {
  const queryClient = useQueryClient();
  const [router] = useState(() =>
    createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] })),
  );
  return <RouterProvider router={router} />;
}
