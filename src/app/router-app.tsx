import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { renderApp } from './providers';
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
  renderApp(
    root,
    queryClient,
    <>
      <RouterProvider router={router} />
      {panel}
    </>,
  );
}
