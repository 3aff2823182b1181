/**
 * Sessions, cookies and Google scopes of the mock backend.
 *
 * The session is the cookie `slotwise_session` holding an opaque token (a row of `db.sessions`).
 * Where the cookie comes from depends on where the handlers run:
 * - browser worker: MSW stores the `Set-Cookie` of mocked answers in its own cookie jar
 *   (persisted in localStorage, HttpOnly included) and adds it to later same-origin requests;
 * - Vitest (`mocks/node.ts`): the same MSW jar, in memory; tests may also send a `cookie` header;
 * - HTTP mock server (`mocks/server.ts`): the real browser/curl cookie. Because MSW's jar would
 *   also replay cookies from earlier answers to *every* client of the process, `server.ts` copies
 *   the client's own `Cookie` header into `x-mock-client-cookie`, and only that header is trusted
 *   there.
 */
import { bearerToken, sessionFromBearer } from './api-keys-auth';
import { db, type UserRecord } from './db';
import { now } from './clock';
import { newId } from './random';
import {
  cookieCount,
  SESSION_MAX_AGE_SECONDS,
  sessionCookieAttributes,
  sessionCookieName,
} from './security';

/** The session cookie's name in the current mode (see `sessionCookieName`). */
export const SESSION_COOKIE = 'slotwise_session';
/** Set by `server.ts` on every request: the client's own Cookie header (possibly empty). */
export const CLIENT_COOKIE_HEADER = 'x-mock-client-cookie';

export const BASIC_SCOPES = [
  'openid',
  'https://www.googleapis.com/auth/userinfo.email',
  'https://www.googleapis.com/auth/userinfo.profile',
] as const;

/** What Slotwise needs: read events and free/busy, create events. */
export const REQUIRED_SCOPES = [
  'https://www.googleapis.com/auth/calendar.readonly',
  'https://www.googleapis.com/auth/calendar.events',
] as const;

export const FULL_SCOPES: string[] = [...BASIC_SCOPES, ...REQUIRED_SCOPES];

export function hasRequiredScopes(user: Pick<UserRecord, 'grantedScopes'>): boolean {
  return REQUIRED_SCOPES.every((scope) => user.grantedScopes.includes(scope));
}

/**
 * `Set-Cookie` value that starts a session: the contract's `__Host-slotwise_session` with
 * `Secure`, or `slotwise_session` without it in plain-http mode (`mocks/security.ts`).
 */
export function sessionCookie(token: string): string {
  return `${sessionCookieName()}=${token}; ${sessionCookieAttributes(SESSION_MAX_AGE_SECONDS)}`;
}

/** `Set-Cookie` value that removes the session cookie. */
export function clearedSessionCookie(): string {
  return `${sessionCookieName()}=; ${sessionCookieAttributes(0)}`;
}

function parseCookieHeader(header: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (name && !(name in result)) {
      try {
        result[name] = decodeURIComponent(value);
      } catch {
        result[name] = value;
      }
    }
  }
  return result;
}

/** The session token the request carries, if any. */
export function sessionToken(request: Request, cookies: Record<string, string>): string | null {
  const name = sessionCookieName();
  const clientCookie = request.headers.get(CLIENT_COOKIE_HEADER);
  // Two session cookies (one planted by a sibling subdomain, say): trust neither (401). Only
  // on the HTTP server: in process, MSW's jar adds its own cookie to an explicit header.
  if (clientCookie !== null && cookieCount(clientCookie, name) > 1) return null;
  const token = clientCookie !== null ? parseCookieHeader(clientCookie)[name] : cookies[name];
  return token ? token : null;
}

/** The signed-in user of the request, or null (no cookie, unknown token, deleted user). */
export function sessionUser(request: Request, cookies: Record<string, string>): UserRecord | null {
  // An API key decides alone: the cookie beside it is ignored (`api-keys-auth.ts`).
  if (bearerToken(request) !== null) return sessionFromBearer(request);
  const token = sessionToken(request, cookies);
  if (!token) return null;
  const session = db.sessions.findFirst((q) => q.where({ token }));
  if (!session) return null;
  return db.users.findFirst((q) => q.where({ id: session.userId })) ?? null;
}

/** Opens a session for the user and returns its token. */
export async function createSession(userId: string, token = newId('sess')): Promise<string> {
  await db.sessions.create({ token, userId, createdAt: now().toISOString() });
  return token;
}

export function endSession(token: string): void {
  db.sessions.deleteMany((q) => q.where({ token }));
}
