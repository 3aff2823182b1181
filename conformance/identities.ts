/**
 * Who the run acts as: the host, the operator and a user without workflow access, before any
 * area runs (`kit.ts`). Against the mock server the kit signs them in itself through mock-only
 * routes; against any other server they come from the options' cookies (see `core.ts`).
 */
import { errorText, type Session } from './checker';
import {
  asArray,
  SESSION_COOKIE,
  sessionFromValue,
  SetupError,
  type Identities,
  type KitOptions,
} from './core';
import { cookieFrom, type Http } from './http';
import type { JudgedCookieMode, Report } from './report';

type Account = { email: string; workflowAccess?: boolean; hasRequiredScopes?: boolean };

/** The server's `/__mock/state` accounts (none: not the mock server), and its cookie mode. */
async function mockState(http: Http): Promise<{ accounts: Account[]; cookieMode: unknown }> {
  const state = await http
    .send({ method: 'GET', url: '/__mock/state', cookie: null })
    .catch((error: unknown) => {
      throw new SetupError(
        `Cannot reach ${http.baseUrl}: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  const accounts =
    state.status === 200 && typeof state.body === 'object' && state.body !== null
      ? asArray<Account>((state.body as { accounts?: unknown }).accounts)
      : [];
  return { accounts, cookieMode: (state.body as { cookieMode?: unknown } | null)?.cookieMode };
}

/** Finds who the run acts as; records the judged cookie mode in the report. */
export async function identities(
  options: KitOptions,
  http: Http,
  report: Report,
  runId: string,
): Promise<Identities> {
  const { accounts, cookieMode: reported } = await mockState(http);
  const mock = accounts.length > 0;
  const cookieMode: JudgedCookieMode = options.cookieMode
    ? { mode: options.cookieMode, why: 'as --cookie-mode asked' }
    : mock && (reported === 'plain-http' || reported === 'contract')
      ? { mode: reported, why: 'as the mock server reports in /__mock/state' }
      : { mode: 'contract', why: 'the contract’s cookie (no --cookie-mode given)' };
  report.cookieMode = cookieMode;
  const opened: Session[] = [];

  let host: Session;
  if (options.sessionCookie) {
    host = sessionFromValue('host', options.sessionCookie, cookieMode.mode);
  } else if (mock) {
    // A brand-new host each run (Google sign-in as the mock emulates it), in a half-hour zone.
    const email = `conformance.${runId}@example.com`;
    const answer = await http.send({
      method: 'POST',
      url: '/__mock/consent',
      cookie: null,
      json: {
        flow: 'web',
        email,
        grantScopes: true,
        name: 'Casey Conformance',
        timezone: 'Asia/Kolkata',
      },
    });
    const cookie = cookieFrom(answer.headers, SESSION_COOKIE);
    if (!cookie)
      throw new SetupError(
        `The mock's /__mock/consent opened no session (${answer.status} ${errorText(answer)})`,
      );
    host = { label: 'host', cookie };
    opened.push(host);
  } else {
    throw new SetupError(
      `No session: ${http.baseUrl} is not the Slotwise mock server, so the kit cannot sign in by itself. Sign in to your server in a browser and pass its cookie: --session-cookie <value of ${SESSION_COOKIE}>.`,
    );
  }

  const signIn = async (label: string, email: string | undefined): Promise<Session | null> => {
    if (!email) return null;
    const answer = await http.send({
      method: 'POST',
      url: '/__mock/session',
      cookie: null,
      json: { email },
    });
    const cookie = cookieFrom(answer.headers, SESSION_COOKIE);
    if (!cookie) return null;
    const session = { label, cookie };
    opened.push(session);
    return session;
  };

  let operator: Session | null = null;
  if (options.operatorCookie)
    operator = sessionFromValue('operator', options.operatorCookie, cookieMode.mode);
  else if (mock)
    operator = await signIn('operator', accounts.find((a) => a.workflowAccess === true)?.email);
  const operatorIsDefault = !operator;
  let outsider: Session | null = null;
  if (options.noAccessCookie)
    outsider = sessionFromValue('no-access user', options.noAccessCookie, cookieMode.mode);
  else if (mock)
    outsider = await signIn(
      'no-access user',
      accounts.find((a) => a.workflowAccess === false && a.hasRequiredScopes !== false)?.email,
    );
  return {
    mock,
    cookieMode,
    host,
    operator: operator ?? host,
    operatorIsDefault,
    outsider,
    opened,
  };
}
