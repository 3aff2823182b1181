/**
 * The rules the security checks (`security-checks.ts`) judge answers by: pure functions of an
 * answer, with no request of their own. The checks that send the requests, and their
 * `[security: …]` flags, stay in `security-checks.ts`.
 */
import { preview, type Difference } from './contract';
import { sessionCookieNameIn } from './core';
import type { CookieMode } from './report';
import type { Answer } from './http';

/** Path parameters that name nothing real, so a wrongly accepted write changes nothing. */
export function harmlessParams(link: { user: string; type: string }) {
  return {
    id: 'conformance-unknown-id',
    holdId: 'conformance-unknown-hold',
    teamId: 'conformance-unknown-team',
    deliveryId: 'conformance-unknown-delivery',
    calendar: 'nobody.conformance@example.org',
    ...link,
  };
}

/**
 * [security: session-cookie] the cleared cookie of logout names the session cookie: the
 * contract's `__Host-slotwise_session` with `Secure`, or in plain-http mode (a development server
 * on http://, as the mock's `MOCK_PLAIN_HTTP=1`) `slotwise_session` without it.
 */
export function sessionCookieRule(mode: CookieMode) {
  return (answer: Answer): Difference | null => sessionCookieDifference(answer, mode);
}

function sessionCookieDifference(answer: Answer, mode: CookieMode): Difference | null {
  const name = sessionCookieNameIn(mode);
  const line = answer.headers.getSetCookie().find((c) => /slotwise_session=/.test(c)) ?? '';
  const attrs = line.split(';').map((a) => a.trim().toLowerCase());
  const missing = [
    line.startsWith(`${name}=`) ? null : `the name ${name}`,
    mode === 'plain-http' || attrs.includes('secure') ? null : 'Secure',
    attrs.includes('httponly') ? null : 'HttpOnly',
    attrs.includes('samesite=lax') ? null : 'SameSite=Lax',
    attrs.includes('path=/') ? null : 'Path=/',
    attrs.some((a) => a.startsWith('domain=')) ? 'no Domain' : null,
  ].filter((m): m is string => m !== null);
  return missing.length === 0
    ? null
    : {
        path: 'header set-cookie',
        expected: missing.join(', '),
        got: preview(line || '(none)', 120),
      };
}

/** The `state` of a Location's query, or null. */
function stateOf(answer: Answer): string | null {
  try {
    return new URL(answer.headers.get('location') ?? '').searchParams.get('state');
  } catch {
    return null;
  }
}

/**
 * [security: oauth-state] a Google navigation's Location holds a fresh `state` of at least 22
 * URL-safe characters (a new one on every call of the rule made here), bound by a short-lived
 * `HttpOnly; SameSite=Lax` cookie.
 */
export function oauthStateRule(): (what: string) => (answer: Answer) => Difference | null {
  const seen: string[] = [];
  return (what: string) =>
    (answer: Answer): Difference | null => {
      const state = stateOf(answer);
      if (!state || !/^[A-Za-z0-9_~.-]{22,}$/.test(state))
        return {
          path: 'header location',
          expected: `a state parameter of at least 22 URL-safe characters (${what})`,
          got: preview(answer.headers.get('location') ?? '(none)', 160),
        };
      if (seen.includes(state))
        return { path: 'header location', expected: 'a new state for every start', got: state };
      seen.push(state);
      const line = answer.headers.getSetCookie().find((c) => c.includes(state)) ?? '';
      const attrs = line.split(';').map((a) => a.trim().toLowerCase());
      const maxAge = Number(attrs.find((a) => a.startsWith('max-age='))?.slice(8) ?? NaN);
      const missing = [
        attrs.includes('httponly') ? null : 'HttpOnly',
        attrs.includes('samesite=lax') ? null : 'SameSite=Lax',
        attrs.includes('path=/') ? null : 'Path=/',
        maxAge > 0 && maxAge <= 3600 ? null : 'a Max-Age of at most 3600 seconds',
      ].filter((m): m is string => m !== null);
      return missing.length === 0
        ? null
        : {
            path: 'header set-cookie',
            expected: `a cookie holding the state with ${missing.join(', ')}`,
            got: preview(line || '(no cookie holds the state)', 160),
          };
    };
}
