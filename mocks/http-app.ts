/**
 * The mock backend as an Express app: the contract's MSW handlers and `/__mock/*` control routes,
 * plus the backend's browser navigations served with real HTML, as the real backend does with
 * Google in between:
 *   GET  /auth/google/web                302 -> /auth/google/web/consent       (contract handler)
 *   GET  /auth/google/calendar           302 -> /auth/google/calendar/consent  (contract handler)
 *   GET  /auth/google/{flow}/consent     the consent form ("Google")
 *   POST /auth/google/callback  checks the OAuth `state` against the browser's state cookie
 *                               (403, no session, when missing or different), sets the session
 *                               cookie, 302 -> /preferences (or ?connected=true)
 *
 * `mocks/server.ts` runs it as `npm run mock:server`; the conformance kit's own tests run it
 * in-process, also over deliberately broken handler sets.
 */
import { framingHeaders } from '../src/embed/framing';
import express, { type Express, type Request as ExpressRequest } from 'express';
import type { RequestHandler } from 'msw';
import { CLIENT_COOKIE_HEADER, sessionCookie } from './auth';
import { sessionCookieName } from './security';
import { renderConsentPage } from './consent/consent-html';
import {
  clearedOAuthStateCookie,
  cookieIn,
  OAUTH_STATE_REFUSED,
  oauthStateCookieName,
  oauthStateMatches,
} from './oauth-state';
import { ConsentRequestSchema, performConsent } from './consent/consent-logic';
import { db, type UserRecord } from './db';
import { apiError } from './errors';
import { validate } from '../src/domain/api-schemas';
import { handlers } from './handlers';
import { exactPaths, methodNotAllowed, mswMiddleware, securityGate } from './http-gate';
import { rateLimiter } from './rate-limit';
import { CLIENT_ADDRESS_HEADER } from './handlers/hold-limits';

function cookieValue(req: ExpressRequest, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function signedInUser(req: ExpressRequest): UserRecord | null {
  const token = cookieValue(req, sessionCookieName());
  if (!token) return null;
  const session = db.sessions.findFirst((q) => q.where({ token }));
  return session ? (db.users.findFirst((q) => q.where({ id: session.userId })) ?? null) : null;
}

function accounts() {
  return db.users
    .all()
    .map((u) => ({ name: u.name, email: u.email }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The refused callback's page: what happened and a link that starts the flow again. */
function refusedPage(flow: 'web' | 'calendar'): string {
  const start = flow === 'calendar' ? '/auth/google/calendar' : '/auth/google/web';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign-in not verified — Slotwise</title></head>
<body><main><h1>Sign-in not verified</h1><p role="alert">${OAUTH_STATE_REFUSED}</p>
<p><a href="${start}">Start again</a></p></main></body></html>`;
}

/** The mock backend as an Express app over the given MSW handlers (the contract's by default). */
export function createMockApp(
  handlerList: readonly RequestHandler[] = handlers,
  /** `securityGate: false` only for the kit's breakage test (a server without the rules). */
  options: { securityGate?: boolean } = {},
): Express {
  const app = express();
  app.disable('x-powered-by');
  // The framing policy (docs/embed.md, "Framing policy"): only /book/* and /embed.js may be framed.
  app.use((req, res, next) => {
    res.set(framingHeaders(req.path));
    next();
  });

  app.get(['/auth/google/web/consent', '/auth/google/calendar/consent'], (req, res) => {
    const flow = req.path.startsWith('/auth/google/calendar') ? 'calendar' : 'web';
    const user = signedInUser(req);
    const state = typeof req.query.state === 'string' ? req.query.state : '';
    // Opened without a state (a bookmark, say): start the flow properly.
    if (!state) {
      const prompt = typeof req.query.prompt === 'string' ? req.query.prompt : '';
      const start = `/auth/google/${flow}`;
      res.redirect(302, prompt ? `${start}?prompt=${encodeURIComponent(prompt)}` : start);
      return;
    }
    res.type('html').send(
      renderConsentPage({
        flow,
        accounts: accounts(),
        signedIn: user ? { name: user.name, email: user.email } : null,
        state,
      }),
    );
  });

  app.post('/auth/google/callback', express.urlencoded({ extended: false }), async (req, res) => {
    const form = (req.body ?? {}) as Record<string, string | undefined>;
    const flow = form.flow === 'calendar' ? 'calendar' : 'web';
    // The state is single-use: cleared once the flow ends (cancelled, refused or done); a form
    // with an error is shown again with the same state.
    const bound = cookieIn(req.headers.cookie ?? '', oauthStateCookieName());
    if (form.action === 'cancel') {
      res.setHeader('Set-Cookie', clearedOAuthStateCookie());
      res.redirect(302, flow === 'calendar' ? '/preferences' : '/');
      return;
    }
    const chosen = form.email === '__other__' ? (form.otherEmail ?? '') : (form.email ?? '');
    const user = signedInUser(req);
    const parsed = validate(ConsentRequestSchema, {
      flow,
      grantScopes: form.grantScopes === 'on',
      ...(flow === 'calendar'
        ? { email: user?.email ?? chosen, connectEmail: chosen }
        : { email: chosen }),
    });
    const render = (status: number, error: string) =>
      res
        .status(status)
        .type('html')
        .send(
          renderConsentPage({
            flow,
            accounts: accounts(),
            signedIn: user ? { name: user.name, email: user.email } : null,
            state: bound ?? '',
            error,
          }),
        );
    // Login CSRF: a state missing, or not the one bound to this browser, signs nobody in.
    if (!oauthStateMatches(bound, form.state)) {
      res.setHeader('Set-Cookie', clearedOAuthStateCookie());
      res.status(403).type('html').send(refusedPage(flow));
      return;
    }
    if (!parsed.success) {
      render(400, parsed.error);
      return;
    }
    const outcome = await performConsent(parsed.output, user);
    if (!outcome.ok) {
      render(outcome.status, outcome.error);
      return;
    }
    res.setHeader(
      'Set-Cookie',
      outcome.sessionToken
        ? [clearedOAuthStateCookie(), sessionCookie(outcome.sessionToken)]
        : [clearedOAuthStateCookie()],
    );
    res.redirect(302, outcome.redirectTo);
  });

  // MSW's cookie jar would replay cookies of earlier answers to every client of this process:
  // hand the handlers the client's own Cookie header instead (see mocks/auth.ts).
  app.use((req, _res, next) => {
    req.headers[CLIENT_COOKIE_HEADER] = req.headers.cookie ?? '';
    // The socket's address, for the hold bounds (mocks/handlers/hold-limits.ts); never the client's.
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? '';
    next();
  });
  if (options.securityGate !== false) app.use(securityGate());
  app.use(exactPaths(handlerList));
  // The anonymous booking calls' per-link limit (mocks/rate-limit.ts; QA switch there).
  app.use(rateLimiter());
  app.use(mswMiddleware(handlerList));
  app.use(methodNotAllowed(handlerList));
  app.use((req, res) => {
    res.status(404).json(apiError('not_found', `No mock for ${req.method} ${req.path}`));
  });
  return app;
}
