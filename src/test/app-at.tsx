import { useQueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { PUBLIC_PAGE_ADDRESSES } from '../app/public-pages-manifest';
import { showPublicPages } from '../app/public-pages';
import { createAppRouter } from '../app/router';
import { BookingLoading } from '../features/booking/components/booking-frame';
import { BOOT_WORDS } from '../i18n/boot-words';
import { initialLang } from '../i18n/lang';
import { memoryPlace, type MemoryPlace } from './memory-place';

/**
 * The real app started at `path` in memory, as main.tsx starts it: what component tests and
 * Storybook render, so a screen is always seen through its one mount exactly as in the browser.
 * The pages only the light start draws (the booking page, its success page, a host's page) are
 * drawn by it (src/app/public-pages.tsx), over `browser`, an address and history in memory;
 * any other address, or one the light start hands over, is the app with its router (route tree,
 * guards, loaders). It shares the QueryClient of the surrounding AppProviders.
 */
export function AppAt({ path, browser }: { path: string; browser?: MemoryPlace }) {
  const [place] = useState(() => browser ?? memoryPlace(path));
  const [light] = useState(() => drawnByLightStart(place.location.pathname));
  return light ? <PublicPagesAt browser={place} /> : <RouterAt path={path} />;
}

/** The addresses that only the light start mounts (the app's router has no route for them). */
function drawnByLightStart(pathname: string): boolean {
  const { booking, success, hosts } = PUBLIC_PAGE_ADDRESSES;
  return [booking, success, hosts].some((address) => address.test(pathname));
}

function RouterAt({ path }: { path: string }) {
  const queryClient = useQueryClient();
  const [router] = useState(() =>
    createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] })),
  );
  return <RouterProvider router={router} />;
}

/**
 * main.tsx's `showPublicPages` over `browser`. Until its first screen is ready, index.html's
 * skeleton is on screen in the browser: on the booking page that is a copy of the page's own
 * loading frame, in the visitor's language (src/i18n/boot-words.ts), which this draws in its place.
 */
function PublicPagesAt({ browser }: { browser: MemoryPlace }) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<{ screen: ReactNode } | { app: string } | null>(null);
  useEffect(() => {
    const stop = new AbortController();
    void showPublicPages({
      queryClient,
      browser,
      signal: stop.signal,
      render(screen, current) {
        if (!stop.signal.aborted && current()) setShown({ screen });
      },
      async startApp() {
        const { pathname, search, hash } = browser.location;
        if (!stop.signal.aborted) setShown({ app: pathname + search + hash });
      },
    });
    return () => stop.abort();
  }, [browser, queryClient]);
  if (shown === null) {
    return PUBLIC_PAGE_ADDRESSES.booking.test(browser.location.pathname) ? (
      <BookingLoading text={BOOT_WORDS[initialLang()].loading} />
    ) : null;
  }
  return 'app' in shown ? <RouterAt path={shown.app} /> : shown.screen;
}
