import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';

async function boot() {
  const root = createRoot(document.getElementById('root')!);
  // With VITE_MOCKS=off this branch is removed at build time: a production build carries no mock code.
  let panel: ReactNode = null;
  if (import.meta.env.VITE_MOCKS === 'on') {
    const { startBrowserMocks } = await import('../mocks/browser');
    const mocks = await startBrowserMocks();
    if (mocks.takeover) {
      // A full-page navigation to a backend-only page (the mock consent screen) was asked for.
      root.render(<StrictMode>{mocks.takeover}</StrictMode>);
      return;
    }
    panel = mocks.panel;
  }
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        {panel}
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
