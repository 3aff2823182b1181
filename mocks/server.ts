/**
 * The mock backend as a real HTTP server (`npm run mock:server`), for Playwright, the
 * conformance test, backend teams and the app with mocks off behind the dev proxy
 * (`VITE_MOCKS=off API_PROXY_TARGET=http://127.0.0.1:8787 npm run dev`).
 *
 * Environment:
 *   MOCK_PORT      port on 127.0.0.1 (default 8787)
 *   MOCK_SCENARIO  scenario loaded at start (default 'default')
 *   MOCK_LATENCY   artificial latency in ms (default 0)
 *   MOCK_NOW       freeze the mock clock at this ISO instant (default: the real clock)
 *   MOCK_WORKFLOW_TICK_MS  the workflow runner's interval (default 10000; 0 turns it off)
 *
 * Besides the contract's handlers and the `/__mock/*` control routes it serves the backend's
 * browser navigations with real HTML, as the real backend does with Google in between:
 *   GET  /auth/google/web                302 -> /auth/google/web/consent       (contract handler)
 *   GET  /auth/google/calendar           302 -> /auth/google/calendar/consent  (contract handler)
 *   GET  /auth/google/{flow}/consent     the consent form ("Google")
 *   POST /auth/google/callback  sets the session cookie, 302 -> /preferences (or ?connected=true)
 */
import { createMiddleware } from '@mswjs/http-middleware';
import express, { type Request as ExpressRequest } from 'express';
import { CLIENT_COOKIE_HEADER, SESSION_COOKIE, sessionCookie } from './auth';
import { now, setNow } from './clock';
import { renderConsentPage } from './consent/consent-html';
import { ConsentRequestSchema, performConsent } from './consent/consent-logic';
import { db, meta, type UserRecord } from './db';
import { validate } from '../src/domain/api-schemas';
import { handlers } from './handlers';
import { DEFAULT_SCENARIO, isScenarioId, loadScenario } from './scenarios';
import { startWorkflowRunner } from './simulation/workflow-engine';

const HOST = '127.0.0.1';
const port = Number(process.env.MOCK_PORT ?? 8787);
const scenarioId = process.env.MOCK_SCENARIO ?? DEFAULT_SCENARIO;
if (!isScenarioId(scenarioId)) {
  console.error(`Unknown MOCK_SCENARIO "${scenarioId}"`);
  process.exit(1);
}
if (process.env.MOCK_NOW) setNow(process.env.MOCK_NOW);
meta.latencyMs = Math.max(0, Number(process.env.MOCK_LATENCY ?? 0) || 0);
await loadScenario(scenarioId, { now: now() });
const workflowTickMs = Math.max(0, Number(process.env.MOCK_WORKFLOW_TICK_MS ?? 10_000) || 0);
startWorkflowRunner({ intervalMs: workflowTickMs });

function cookieValue(req: ExpressRequest, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function signedInUser(req: ExpressRequest): UserRecord | null {
  const token = cookieValue(req, SESSION_COOKIE);
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

const app = express();
app.disable('x-powered-by');

app.get(['/auth/google/web/consent', '/auth/google/calendar/consent'], (req, res) => {
  const flow = req.path.startsWith('/auth/google/calendar') ? 'calendar' : 'web';
  const user = signedInUser(req);
  res.type('html').send(
    renderConsentPage({
      flow,
      accounts: accounts(),
      signedIn: user ? { name: user.name, email: user.email } : null,
    }),
  );
});

app.post('/auth/google/callback', express.urlencoded({ extended: false }), async (req, res) => {
  const form = (req.body ?? {}) as Record<string, string | undefined>;
  const flow = form.flow === 'calendar' ? 'calendar' : 'web';
  if (form.action === 'cancel') {
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
          error,
        }),
      );
  if (!parsed.success) {
    render(400, parsed.error);
    return;
  }
  const outcome = await performConsent(parsed.output, user);
  if (!outcome.ok) {
    render(outcome.status, outcome.error);
    return;
  }
  if (outcome.sessionToken) res.setHeader('Set-Cookie', sessionCookie(outcome.sessionToken));
  res.redirect(302, outcome.redirectTo);
});

// MSW's cookie jar would replay cookies of earlier answers to every client of this process:
// hand the handlers the client's own Cookie header instead (see mocks/auth.ts).
app.use((req, _res, next) => {
  req.headers[CLIENT_COOKIE_HEADER] = req.headers.cookie ?? '';
  next();
});
app.use(createMiddleware(...handlers));
app.use((req, res) => {
  res.status(404).json({ error: `No mock for ${req.method} ${req.path}` });
});

app.listen(port, HOST, () => {
  console.log(
    `Slotwise mock server on http://${HOST}:${port}  (scenario "${meta.scenarioId}", latency ${meta.latencyMs} ms, workflow tick ${workflowTickMs ? `${workflowTickMs} ms` : 'off'})`,
  );
  console.log(`  state: http://${HOST}:${port}/__mock/state`);
});
