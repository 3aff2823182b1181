import createClient from 'openapi-fetch';
import { ApiError, NetworkError } from './errors';
import { takePrefetched } from './prefetched';
import type { paths } from './schema.gen';

/**
 * The API base URL. Empty means same origin: the browser mocks, the Vite dev/preview proxy
 * (API_PROXY_TARGET) or a backend that serves the app. Set VITE_API_BASE_URL for anything else.
 */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '';

/** Absolute address of a backend navigation such as /auth/google/web. */
export function backendUrl(path: string): string {
  return `${apiBaseUrl}${path}`;
}

/**
 * One client for every call of the contract. It always sends credentials (the session cookie)
 * and resolves `fetch` at call time, so MSW's Node interceptor (installed after import) is used.
 * A request index.html already started (the booking page's reads, see prefetched.ts) is not sent
 * twice: its response is used. Never with the mocks on, whose worker starts after the page.
 */
export const api = createClient<paths>({
  baseUrl:
    apiBaseUrl || (typeof window === 'undefined' ? 'http://localhost' : window.location.origin),
  credentials: 'include',
  fetch: (request) =>
    import.meta.env.VITE_MOCKS !== 'on' &&
    typeof window !== 'undefined' &&
    window.__SLOTWISE_PREFETCH__?.length
      ? takePrefetched(request).then((response) => response ?? globalThis.fetch(request))
      : globalThis.fetch(request),
});

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Turns openapi-fetch's `{ data, error, response }` into the spec's semantics:
 * the data on success, an ApiError on any non-success answer, a NetworkError when nothing came back.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (cause) {
    throw new NetworkError(cause);
  }
  const { response } = result;
  if (!response.ok) throw new ApiError(response.status, response.statusText, result.error);
  return result.data as T;
}
