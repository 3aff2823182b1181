import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { startLiveUpdates } from './app/live-updates';
import { createAppRouter } from './app/router';

declare global {
  interface Window {
    /** Set by index.html's boot script in builds: settles once the app's stylesheets are in. */
    __SLOTWISE_STYLES__?: Promise<unknown>;
  }
}

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
  // Other tabs' (and background) changes refetch what they affect (src/api/change-feed.ts).
  startLiveUpdates(queryClient);
  const router = createAppRouter(queryClient);
  // index.html drew a skeleton of the first screen in #root. Resolve the address first (route
  // chunks, guards, loaders) so that React's first commit replaces it with the screen itself,
  // never with an empty or interim frame.
  const booking = /^\/book\/[^/]+\/[^/]+\/?$/.test(window.location.pathname)
    ? import('./features/booking/first-load').then(async ({ bookingAddress, loadBookingData }) => {
        const address = bookingAddress(window.location.pathname);
        if (address) await loadBookingData(queryClient, address.user, address.type);
      })
    : undefined;
  await Promise.all([router.load(), booking]).catch((error: unknown) => console.error(error));
  // The built index.html loads the CSS alongside the JS, without blocking the skeleton's paint.
  await window.__SLOTWISE_STYLES__;
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

void boot();
