import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { parseSearch } from '../domain/search-params';
import { currentUserQueryOptions } from '../features/session/api';
import type { BrowserPlace } from '../features/booking/public-booking';
import { PUBLIC_PAGE_ADDRESSES, type PublicPageId } from './public-pages-manifest';

/**
 * The public pages a visitor arrives on, drawn without the router and the route tree (main.tsx):
 * the booking page, its success page and the signed-out sign-in page. Each loads only its own
 * chunk, so their first render carries some 30 KB of gzip JS less. They move between each other
 * by `navigate` (the booking page to its success page, and Back); any other address is the app
 * with its router, which then takes over.
 */

/**
 * Pushes an address of the app into the history and shows it; with `replace`, the page shown
 * renames its own address (the same screen: nothing is shown again).
 */
export type Navigate = (address: string, options?: { replace?: boolean }) => void;

/** The visitor's language's words, loaded beside the page's own chunk (src/i18n/lang.ts). */
const loadVisitorLang = () =>
  import('../i18n/lang').then((i18n) => i18n.loadLang(i18n.initialLang()));

/**
 * The screen for the current address when it is a public page (src/app/public-pages-manifest.ts),
 * with its reads done so that the first render is the page itself; null for any other address (or
 * a signed-in visitor on `/`, whom the app's route sends on to the preferences).
 */
export async function publicScreen(
  queryClient: QueryClient,
  navigate: Navigate,
  browser: BrowserPlace = window,
): Promise<ReactNode | null> {
  const { pathname, search } = browser.location;
  if (PUBLIC_PAGE_ADDRESSES.success.test(pathname)) {
    const [{ BookingSuccessPage }, { bookingSuccessSearchSchema }] = await Promise.all([
      import('../features/booking/components/booking-success-page'),
      import('../features/booking/booking-search'),
      loadVisitorLang(),
    ]);
    return <BookingSuccessPage booked={bookingSuccessSearchSchema(parseSearch(search))} />;
  }
  const address = PUBLIC_PAGE_ADDRESSES.booking.exec(pathname);
  if (address) {
    const [{ BookingPage, historyAddress, bookingAddress, loadBookingData }] = await Promise.all([
      import('../features/booking/public-booking'),
      loadVisitorLang(),
    ]);
    const booking = bookingAddress(address);
    if (!booking) return null;
    await loadBookingData(queryClient, booking.user, booking.type);
    return (
      <BookingPage
        key={pathname}
        user={booking.user}
        type={booking.type}
        address={historyAddress(navigate, browser)}
      />
    );
  }
  const hosts = PUBLIC_PAGE_ADDRESSES.hosts.exec(pathname);
  if (hosts) {
    const [{ HostPage }, { hostPageAddress, loadHostPageData }] = await Promise.all([
      import('../features/booking/components/host-page'),
      import('../features/booking/host-page-api'),
      loadVisitorLang(),
    ]);
    const user = hostPageAddress(hosts);
    if (user === null) return null;
    await loadHostPageData(queryClient, user);
    return <HostPage key={pathname} user={user} navigate={navigate} />;
  }
  if (PUBLIC_PAGE_ADDRESSES.signIn.test(pathname)) {
    const [{ LoginPage }, user] = await Promise.all([
      import('../features/session/components/login-page'),
      queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null),
    ]);
    return user ? null : <LoginPage />;
  }
  return null;
}

/** The pages `publicScreen` draws: exactly the manifest's (one more or one less is a type error). */
type Drawn = 'success' | 'booking' | 'signIn' | 'hosts';
/** Fails to compile unless `Drawn` and the manifest's pages are the same set. */
export type DrawsEveryPublicPage = Same<Drawn, PublicPageId>;
type Same<A extends B, B extends C, C = A> = [A, B, C];

/**
 * Shows the public page at the current address and follows the visitor between public pages
 * (`navigate`, Back and Forward), until an address is not one: then `startApp` takes over for
 * good. Of two quick moves (Back, then Forward), the later one is shown: `render` is told, through
 * `current()`, whether its screen is still the one to draw.
 */
export function showPublicPages({
  queryClient,
  render,
  startApp,
  signal,
  browser = window,
}: {
  queryClient: QueryClient;
  render: (screen: ReactNode, current: () => boolean) => Promise<void> | void;
  startApp: () => Promise<void>;
  /** Stops following the history (tests). */
  signal?: AbortSignal;
  /** The address and the history: the browser's, or one in memory (tests and stories). */
  browser?: BrowserPlace;
}): Promise<void> {
  let shown: string | null = null;
  let latest = 0;
  const show = async (): Promise<void> => {
    shown = browser.location.pathname;
    const call = ++latest;
    const current = () => call === latest;
    const screen = await publicScreen(queryClient, navigate, browser).catch((error: unknown) => {
      console.error(error);
      return null;
    });
    if (!current()) return;
    if (screen === null) {
      browser.removeEventListener('popstate', back);
      return startApp();
    }
    await render(screen, current);
  };
  function navigate(address: string, options?: { replace?: boolean }) {
    if (options?.replace) {
      browser.history.replaceState(browser.history.state, '', address);
      shown = browser.location.pathname;
      return;
    }
    browser.history.pushState(null, '', address);
    // A new page starts at its top, as the router's scroll restoration does.
    window.scrollTo(0, 0);
    void show();
  }
  // Back and Forward between public pages (a page's own search changes are its own business).
  function back() {
    if (browser.location.pathname !== shown) void show();
  }
  browser.addEventListener('popstate', back, { signal });
  return show();
}
