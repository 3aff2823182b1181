import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { renderApp } from './app/providers';
import { createQueryClient } from './app/query-client';
import { startLiveUpdates } from './app/live-updates';
import { showPublicPages } from './app/public-pages';

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

  // A public page (the booking page, its success page, the sign-in page) is drawn without the
  // router (src/app/public-pages.tsx); any other address starts the app with its router, which
  // then keeps the screen for good. index.html drew a skeleton of the first screen in #root:
  // React's first commit replaces it with the screen itself, never with an interim frame.
  await showPublicPages({
    queryClient,
    async render(screen, current) {
      // The built index.html loads the CSS alongside the JS, without blocking the skeleton's paint.
      await window.__SLOTWISE_STYLES__;
      if (!current()) return;
      renderApp(
        root,
        queryClient,
        <>
          {screen}
          {panel}
        </>,
      );
    },
    async startApp() {
      const { startRouterApp } = await import('./app/router-app');
      await startRouterApp(root, queryClient, panel, window.__SLOTWISE_STYLES__);
    },
  });
}

void boot();
