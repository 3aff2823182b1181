import { notifications } from '@mantine/notifications';
import type { Preview } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState, type ReactNode } from 'react';
import { AppProviders } from '../src/app/providers';
// The signed-in screens' component CSS, which the app loads with its layout (src/app/styles-app.ts).
import '../src/app/styles-app';
// index.html inlines the booking header's CSS; Storybook's own page does not have it.
import '../src/boot/booking-header.css';
import { createQueryClient } from '../src/app/query-client';
import { configure } from 'storybook/test';
import { loadLang } from '../src/i18n/lang';

// Play functions wait for what they assert. On a cold first open, Storybook's Vite compiles the
// app's modules (the router, the screen's lazy route) as the story asks for them, and a screen can
// take several seconds to appear: Testing Library's default of 1 s for findBy… and waitFor failed
// there ("Unable to find role=heading…") and passed on the next open. A story that is right
// passes as soon as its screen is there; only a failing one waits the whole time.
configure({ asyncUtilTimeout: 10_000 });

/**
 * A fresh query cache per story, so no story sees another's data. Toasts stay until closed: a
 * story's screenshot, taken once the screen is still, then never depends on how long the machine
 * took to get there (a toast closes after 5 s in the app).
 */
function StoryProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient} toastAutoClose={false}>
      {children}
    </AppProviders>
  );
}

const preview: Preview = {
  // Each story's network is MSW; a story adds its handlers in beforeEach({ msw }): the mock
  // backend's own over seeded data (`seedBackend`, mocks/test/story-backend.ts), with at most
  // the one failure or wait the story shows in front.
  loaders: [
    mswLoader(async () => {
      // A story's API is its own handlers. Any other API request answers 501 at once, rather
      // than falling through to the dev server (whose index.html made it fail, at whatever
      // moment the server answered: screenshots need the same screen every time).
      const worker = setupWorker(
        http.all('*/api/*', () =>
          HttpResponse.json(
            { error: 'No handler for this request in this story' },
            { status: 501 },
          ),
        ),
      );
      await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: './mockServiceWorker.js' },
      });
      return worker;
    }),
  ],
  beforeEach() {
    // The toast store is module-global: no story starts with another's toasts.
    notifications.clean();
    notifications.cleanQueue();
    // What the app keeps in the browser (the visitor's language, zone, clock and typed details)
    // would carry one story's choices into the next, whatever order the runner takes: every
    // story starts with none, in English, unless its own beforeEach sets some.
    for (const storage of [window.localStorage, window.sessionStorage]) {
      Object.keys(storage)
        .filter((key) => key.startsWith('slotwise:'))
        .forEach((key) => storage.removeItem(key));
    }
    void loadLang('en');
  },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    // The frames a story picks with `globals: { viewport: { value: 'phone' } }`. Without one, a
    // story fills the runner's window (1280 px wide, vitest.config.ts).
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
