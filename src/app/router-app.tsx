import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/**
 * The app with its router, at the current address, drawn into `root` (main.tsx). Loaded on its own
 * (a dynamic import), so that the public pages that start without it (the booking page, the
 * sign-in page) do not carry the router and the route tree before their first render. The address
 * is resolved first (route chunks, guards, loaders), so React's first commit draws the screen
 * itself, never an interim frame.
 */
export async function startRouterApp(
  root: Root,
  queryClient: QueryClient,
  panel: ReactNode,
  beforeRender?: Promise<unknown>,
) {
  const router = createAppRouter(queryClient);
  await Promise.all([router.load(), beforeRender]).catch((error: unknown) => console.error(error));
  // A transition: React renders the first screen in slices, leaving the page responsive.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
          {panel}
        </AppProviders>
      </StrictMode>,
    ),
  );
}
