import { backendUrl } from '../api/client';

/** The backend's full-page navigations (sign-in, reconnect, connect a calendar). */
export type BackendNavigation = '/auth/google/web' | '/auth/google/calendar';

/** Fired before leaving the SPA; a listener may cancel it (Storybook and component tests do). */
export const NAVIGATE_EVENT = 'slotwise:navigate';

/** Leaves the SPA for a backend page, unless a listener cancels the NAVIGATE_EVENT. */
export function navigateBrowser(path: BackendNavigation): void {
  const url = backendUrl(path);
  const proceed = window.dispatchEvent(
    new CustomEvent(NAVIGATE_EVENT, { detail: { url }, cancelable: true }),
  );
  if (proceed) window.location.assign(url);
}

/** Records backend navigations instead of performing them; returns the list and a stop function. */
export function captureNavigations(): { urls: string[]; stop: () => void } {
  const urls: string[] = [];
  const listener = (event: Event) => {
    event.preventDefault();
    urls.push((event as CustomEvent<{ url: string }>).detail.url);
  };
  window.addEventListener(NAVIGATE_EVENT, listener);
  return { urls, stop: () => window.removeEventListener(NAVIGATE_EVENT, listener) };
}
