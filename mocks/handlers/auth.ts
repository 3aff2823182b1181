/** Contract tag `auth`: the session, the scopes and the two Google navigations. */
import { hostHttp } from './handler';
import {
  clearedSessionCookie,
  endSession,
  hasRequiredScopes,
  sessionToken,
  sessionUser,
} from '../auth';
import { newOAuthState, oauthStateCookie } from '../oauth-state';
import { hostSlugPrefix } from '../security';
import { invalid } from '../errors';
import { calendarStatus, http, latency, NOT_AUTHENTICATED } from './shared';
import { ruleBroken } from '../rule-breaks';

/**
 * Where the mock sends the browser instead of Google's consent screen: a page under the same
 * `/auth/google/{flow}` prefix, so a dev proxy that forwards `/auth` reaches it too.
 */
export const consentPath = (flow: 'web' | 'calendar') => `/auth/google/${flow}/consent`;

/**
 * 302 to the consent page with a fresh OAuth `state` in its address, bound to the browser by the
 * short-lived state cookie (mocks/oauth-state.ts); the callback compares the two.
 */
function toConsent(request: Request, flow: 'web' | 'calendar', prompt: string | null) {
  const state = newOAuthState();
  const location = new URL(consentPath(flow), request.url);
  if (prompt) location.searchParams.set('prompt', prompt);
  location.searchParams.set('state', state);
  return { Location: location.href, 'Set-Cookie': oauthStateCookie(state) };
}

export const authHandlers = [
  hostHttp.get('/api/auth/me', async ({ response, user }) => {
    return response(200).json({
      id: user.id,
      name: user.name,
      email: user.email,
      picture: user.picture,
      hasRequiredScopes: hasRequiredScopes(user),
      calendarStatus: calendarStatus(user.id),
      slugPrefix: hostSlugPrefix(user),
    });
  }),

  http.post('/api/auth/logout', async ({ request, cookies, response }) => {
    await latency();
    const headers = { 'Set-Cookie': clearedSessionCookie() };
    const token = sessionToken(request, cookies);
    if (!token || !sessionUser(request, cookies))
      return response(401).json(NOT_AUTHENTICATED, { headers });
    if (!ruleBroken('logout-keeps-session')) endSession(token);
    return response(204).empty({ headers });
  }),

  hostHttp.get('/api/auth/scopes', async ({ response, user }) => {
    return response(200).json({
      hasRequiredScopes: hasRequiredScopes(user),
      grantedScopes: [...user.grantedScopes],
    });
  }),

  // Full-page navigations. In the browser the worker never sees them (MSW lets navigations
  // through) and `mocks/browser.ts` renders the consent page instead; the mock HTTP server and
  // the tests reach these handlers, which answer like the real backend: 302 to "Google".
  // `Location` is absolute (the contract's `format: uri`), on the server's own origin.
  http.get('/auth/google/web', ({ request, query, response }) => {
    const prompt = query.get('prompt');
    if (prompt !== null && prompt !== 'consent' && prompt !== 'select_account') {
      return response(400).json(invalid('prompt must be consent or select_account'));
    }
    return response(302).empty({ headers: toConsent(request, 'web', prompt) });
  }),

  http.get('/auth/google/calendar', ({ request, cookies, response }) => {
    const user = sessionUser(request, cookies);
    if (!user) return response(401).json(NOT_AUTHENTICATED);
    return response(302).empty({ headers: toConsent(request, 'calendar', null) });
  }),
];
