/**
 * The mock backend in Node (Vitest): the same handlers as the browser worker and the HTTP mock
 * server, through MSW's request interception. `vitest.setup.ts` starts `server`.
 *
 * Cookies: MSW keeps the `Set-Cookie` of mocked answers in its own cookie jar and sends them back
 * with later requests to the same origin, like a browser. `useScenario()` goes through the
 * `/__mock/scenario` control route so the jar ends up holding exactly the scenario's session (or
 * none for a signed-out scenario).
 */
import { setupServer } from 'msw/node';
import { setNow } from './clock';
import { meta } from './db';
import { clearFaults } from './faults/faults';
import { handlers } from './handlers';
import { DEFAULT_SCENARIO } from './scenarios';

export const server = setupServer(...handlers);

/** The origin requests in tests go to: the DOM's (happy-dom) or http://localhost (node). */
export function mockOrigin(): string {
  if (typeof location !== 'undefined' && location.origin && location.origin !== 'null')
    return location.origin;
  return 'http://localhost';
}

/** A fetch against the mock origin (paths are resolved against `mockOrigin()`). */
export function mockFetch(path: string, init?: RequestInit): Promise<Response> {
  return fetch(new URL(path, mockOrigin()), { credentials: 'include', ...init });
}

/**
 * Loads a scenario for a test: freezes the mock clock at `now` (default: the real clock, not
 * frozen), reseeds the database relative to it, and sets the cookie jar to the scenario's
 * session (or clears it). Needs `server.listen()` (vitest.setup.ts does it).
 */
export async function useScenario(
  id: string = DEFAULT_SCENARIO,
  now?: Date | string | number,
): Promise<{ sessionToken: string | null; now: string }> {
  meta.latencyMs = 0;
  // A test's faults never leak into the next one.
  clearFaults();
  setNow(now ?? null);
  const res = await mockFetch('/__mock/scenario', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id }),
  });
  if (!res.ok) throw new Error(`Could not load scenario ${id}: ${res.status} ${await res.text()}`);
  const state = (await res.json()) as { sessionToken: string | null; now: string };
  return { sessionToken: state.sessionToken, now: state.now };
}

/** Signs a seeded account in (the cookie jar keeps the session); returns the token. */
export async function signInAs(email: string): Promise<string> {
  const res = await mockFetch('/__mock/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!res.ok) throw new Error(`Could not sign in ${email}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { token: string };
  return body.token;
}

/** Ends whatever session the cookie jar holds (and clears the cookie). */
export async function signOut(): Promise<void> {
  await mockFetch('/api/auth/logout', { method: 'POST' });
}

export { handlers };
