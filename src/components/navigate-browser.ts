import { backendUrl } from '../api/client';

/** The backend's full-page navigations of spec section 7 (sign-in, reconnect, connect a calendar). */
export type BackendNavigation = '/auth/google/web' | '/auth/google/calendar';

/** Leaves the SPA for a backend page. Kept in one place so tests can observe it. */
export function navigateBrowser(path: BackendNavigation): void {
  window.location.assign(backendUrl(path));
}
