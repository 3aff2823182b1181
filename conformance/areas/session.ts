/**
 * Session (contract tag `auth`): every guarded operation answers 401 without a session, Google
 * sign-in redirects, the signed-in host and its scopes, and sign-out at the end of the run.
 */
import { firstDifference } from '../compare';
import { SESSION_COOKIE, SetupError, SECURITY_CHECKS, type Run, type Schemas } from '../core';
import { logoutTransportChecks } from '../security-checks';
import { sessionCookieRule } from '../security-rules';

type CurrentUser = Schemas['CurrentUser'];

const FILE = 'conformance/areas/session.ts';

/** Every operation that needs a session answers 401 without one, driven by the contract. */
export async function withoutSession(run: Run): Promise<void> {
  const check = run.checker(FILE);
  run.log('without a session');
  const params: Record<string, string> = {
    id: 'conformance-unknown-id',
    calendar: 'someone@example.org',
    deliveryId: 'conformance-unknown-delivery',
    teamId: 'conformance-unknown-team',
    user: 'jordan-lee',
    type: 'standard',
  };
  for (const op of run.contract.operations) {
    if (op.public) continue;
    const json = run.contract.requestExample(op);
    await check.expect(
      op.id,
      '401 without a session',
      {
        as: null,
        params,
        query: op.id === 'getWeeklyGoals' ? { weekStartDate: '2026-11-02' } : {},
        json,
      },
      401,
    );
  }
  await check.expect(
    'getCurrentUser',
    '401 for an unknown session id',
    { as: null, cookie: `__Host-${SESSION_COOKIE}=conformance-not-a-session-${run.runId}` },
    401,
  );
}

/** Signs in and checks the session; answers the signed-in host (null: nothing else can run). */
export async function auth(run: Run): Promise<CurrentUser | null> {
  const check = run.checker(FILE);
  run.log('sign-in and session');
  await check.expect('startGoogleSignIn', '302 to the consent screen', { as: null }, 302);
  for (const prompt of ['consent', 'select_account']) {
    await check.expect(
      'startGoogleSignIn',
      `302 with prompt=${prompt}`,
      { as: null, query: { prompt } },
      302,
    );
  }
  await check.expect(
    'startGoogleSignIn',
    '400 for an unknown prompt',
    { as: null, query: { prompt: 'always' } },
    400,
  );

  const me = await check.expect(
    'getCurrentUser',
    'the signed-in host',
    { as: run.host },
    200,
    (a) => {
      const user = a.body as CurrentUser;
      return user.hasRequiredScopes
        ? null
        : {
            path: '$.hasRequiredScopes',
            expected: 'true (the kit needs a host with the calendar scopes)',
            got: 'false',
          };
    },
  );
  const user = (me?.body as CurrentUser | undefined) ?? null;
  const last = run.report.results[run.report.results.length - 1];
  if (!user && run.options.sessionCookie && last?.status === 401) {
    throw new SetupError(
      `The session given with --session-cookie is not valid on ${run.http.baseUrl} (getCurrentUser answered 401): it is spent (every run ends with logout), expired, or not a ${SESSION_COOKIE} value. Sign in again and pass the new cookie.`,
    );
  }
  await check.expect('getScopes', 'agrees with getCurrentUser', { as: run.host }, 200, (a) =>
    user
      ? firstDifference(
          user.hasRequiredScopes,
          (a.body as Schemas['ScopesResult']).hasRequiredScopes,
          '/hasRequiredScopes',
        )
      : null,
  );
  return user;
}

/** Ends the host's session (the report's last checks), then the sessions the kit opened. */
export async function logout(run: Run): Promise<void> {
  const check = run.checker(FILE);
  run.log('sign-out');
  await logoutTransportChecks(run.checker(SECURITY_CHECKS), run.host);
  await check.expect(
    'logout',
    '204 ends the session',
    { as: run.host },
    204,
    sessionCookieRule(run.cookieMode.mode),
  );
  await check.expect('getCurrentUser', '401 after logout', { as: run.host }, 401);
  for (const session of run.opened) {
    if (session === run.host) continue;
    await run.http.send({ method: 'POST', url: '/api/auth/logout', cookie: session.cookie });
  }
}
