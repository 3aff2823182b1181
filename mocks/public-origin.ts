/**
 * The public origin of every link a message carries (a booking's manage link with its token,
 * "book again"): configuration, never the request. A `Host`, `X-Forwarded-Host` or `Forwarded`
 * header is the client's to write, and the due-work sweep that runs before any request would
 * otherwise put other visitors' secret links on whatever site that request named
 * (docs/backend-rules.md, "Public origin").
 *
 * - The HTTP mock server: `MOCK_PUBLIC_ORIGIN`, else its own listen address (`mocks/server.ts`).
 * - The browser mock: the page's own origin (`self.location.origin`).
 * - Vitest: the test DOM's origin, else `http://localhost` (the origin `mocks/node.ts` fetches).
 */

let configured: string | null = null;

/** `https://app.example` from a configured value; throws on anything but a bare http(s) origin. */
export function parsePublicOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Public origin "${value}" is not a URL`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare || value.endsWith('//'))
    throw new Error(`Public origin "${value}" must be an http(s) origin, without path or query`);
  return url.origin;
}

/** Sets the configured origin (null: back to the default of the place the mock runs in). */
export function setPublicOrigin(value: string | null): void {
  configured = value === null ? null : parsePublicOrigin(value);
}

/** The origin links in messages are built on. */
export function publicOrigin(): string {
  if (configured) return configured;
  const here = (globalThis as { location?: { origin?: string } }).location?.origin;
  return here && here !== 'null' ? here : 'http://localhost';
}
