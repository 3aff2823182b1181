/**
 * OAuth `state` (`docs/decisions.md#security`): the start of a Google flow (`GET /auth/google/web`,
 * `GET /auth/google/calendar`) issues an unguessable value, sends it to "Google" in the consent
 * URL and binds it to the browser with a short-lived cookie; the callback refuses to sign anyone
 * in unless the value it gets back equals the cookie's. A page on another site can then not
 * finish a sign-in (or connect a calendar) in the visitor's browser with the attacker's account
 * (login CSRF). The state is single-use: the callback clears the cookie whatever the outcome.
 */
import { CLIENT_COOKIE_HEADER } from './auth';
import { securityMode } from './security';

/** How long a started sign-in may take: 10 minutes, then the person starts again. */
export const OAUTH_STATE_MAX_AGE_SECONDS = 600;
export const SECURE_OAUTH_STATE_COOKIE = '__Host-slotwise_oauth_state';
export const PLAIN_OAUTH_STATE_COOKIE = 'slotwise_oauth_state';

/** The state cookie's name in the current mode (plain http drops `__Host-`, like the session). */
export function oauthStateCookieName(): string {
  return securityMode.plainHttp ? PLAIN_OAUTH_STATE_COOKIE : SECURE_OAUTH_STATE_COOKIE;
}

/** 256 random bits, base64url (43 characters). */
export function newOAuthState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `Set-Cookie` value binding `state` to the browser (`''` and Max-Age 0 clear it). */
export function oauthStateCookie(state: string, maxAge = OAUTH_STATE_MAX_AGE_SECONDS): string {
  const secure = securityMode.plainHttp ? '' : '; Secure';
  return `${oauthStateCookieName()}=${state}; Path=/; Max-Age=${maxAge}; HttpOnly${secure}; SameSite=Lax`;
}

export const clearedOAuthStateCookie = () => oauthStateCookie('', 0);

/** The value of cookie `name` in a Cookie header (the first one), or null. */
export function cookieIn(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}

/**
 * The state bound to the browser that sent `request`: its own Cookie header on the HTTP server
 * (see mocks/auth.ts), MSW's jar in the browser worker and in Vitest.
 */
export function boundOAuthState(request: Request, cookies: Record<string, string>): string | null {
  const clientCookie = request.headers.get(CLIENT_COOKIE_HEADER);
  if (clientCookie !== null) return cookieIn(clientCookie, oauthStateCookieName());
  return cookies[oauthStateCookieName()] || null;
}

/**
 * States already used. Single use is also why the callback clears the cookie, but MSW's jar
 * (browser worker, Vitest) keeps only one `Set-Cookie` of an answer that carries two, so the
 * `/__mock/consent` success sets the session cookie alone and relies on this list instead.
 */
const consumed = new Set<string>();

/**
 * The state came back and equals the bound one (both present, compared in constant time, not
 * used before). A matching state is consumed.
 */
export function oauthStateMatches(bound: string | null, returned: unknown): boolean {
  if (!bound || typeof returned !== 'string' || returned.length !== bound.length) return false;
  let diff = 0;
  for (let i = 0; i < bound.length; i++) diff |= bound.charCodeAt(i) ^ returned.charCodeAt(i);
  if (diff !== 0 || consumed.has(bound)) return false;
  consumed.add(bound);
  return true;
}

/** The message of the refused callback (403, no session). */
export const OAUTH_STATE_REFUSED =
  'This sign-in could not be verified: it was not started in this browser, or it took longer than 10 minutes. Start again.';
