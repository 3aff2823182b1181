/**
 * The conformance kit: drives a server through every operation of the contract in the order a
 * host, a visitor and an operator would, and checks each answer (status, content type, schema,
 * business rules). `runConformance` returns the report; `cli.ts` prints it.
 *
 * Identities. The kit needs a signed-in host with the calendar scopes. Against the mock server it
 * signs one in itself through mock-only routes (a fresh account each run, through
 * `/__mock/consent`, plus the seeded operator and a user without workflow access through
 * `/__mock/session`). Against any other server pass cookies: `--session-cookie` (the host; the run
 * ends with its logout), `--operator-cookie` (workflow access; default: the host) and
 * `--no-access-cookie` (a user without workflow access, for the 403 checks; else skipped).
 *
 * What it leaves behind on a real server: one booking on the host's calendar (an invitation to
 * conformance.visitor+RUN@example.com), the host's links (created when missing, edits reverted),
 * preferences restored to what they were (the analysis timestamp stays), goals of a week two
 * years ahead saved then deleted, and an activity log that mentions all of it.
 */
import type { components } from '../src/api/schema.gen';
import {
  DEFAULT_LINK_DESCRIPTIONS,
  DEFAULT_SLUG_SUFFIXES,
  slugPrefix,
  splitSlug,
} from '../src/domain/links';
import { bookingWindow, generateSlots, type Slot } from '../src/domain/slots';
import { weekAt } from '../src/domain/week';
import { Checker, errorText, type Session } from './checker';
import { firstDifference, ordered, pick } from './compare';
import { Contract, preview, type Difference, type Operation } from './contract';
import { HOSTILE_PATH_VALUES, invalidPayloads, parseRaw, type Payload } from './fuzz';
import { cookieFrom, Http, type Answer } from './http';
import { Report } from './report';
import {
  busyWindowChecks,
  inputChecks,
  logoutTransportChecks,
  oauthStateChecks,
  protocolChecks,
  sessionCookieRule,
  slugChecks,
  transportChecks,
} from './security-checks';
import { rateLimitChecks } from './rate-limit-checks';

type Schemas = components['schemas'];
type Preferences = Schemas['Preferences'];
type PreferencesInput = Schemas['PreferencesInput'];
type Link = Schemas['SchedulingLink'];
type PublicLink = Schemas['PublicSchedulingLink'];
type BusySlots = Schemas['BusySlotsResponse'];
type Booking = Schemas['Booking'];
type Meeting = Schemas['Meeting'];
type WeeklyGoals = Schemas['WeeklyGoals'];
type CurrentUser = Schemas['CurrentUser'];
type Calendars = Schemas['ConnectedCalendars'];
type WorkflowSummary = Schemas['WorkflowSummary'];
type WorkflowDetails = Schemas['WorkflowDetails'];
type WorkflowStats = Schemas['WorkflowStats'];
type DashboardStatus = Schemas['DashboardStatus'];
type ActivityEntry = Schemas['ActivityEntry'];
type LinkType = Schemas['SchedulingLinkType'];

export const SESSION_COOKIE = 'slotwise_session';
export const DEFAULT_FUZZ_SEED = 20261122;
export const DEFAULT_FUZZ_COUNT = 25;

export interface KitOptions {
  baseUrl: string;
  /** The host's session: a cookie value, or `name=value`. */
  sessionCookie?: string;
  /** A user with workflow access (default: the host). */
  operatorCookie?: string;
  /** A user without workflow access; without it the 403 checks are skipped. */
  noAccessCookie?: string;
  /** An additional calendar of the host the kit may disconnect (forgets its tokens). */
  disconnectCalendar?: string;
  /** The fuzz pass: a fixed seed and a number of payloads per write operation; false: off. */
  fuzz?: { seed: number; perOperation: number } | false;
  contract?: Contract;
  /** Progress lines (section names). */
  log?: (line: string) => void;
}

/** The options are unusable (no session and no mock server): not a conformance failure. */
export class SetupError extends Error {}

/**
 * A session from a cookie value, or from `__Host-slotwise_session=value` (or the mock's
 * plain-http `slotwise_session=value`) as copied from devtools. A bare value is taken as the
 * contract's `__Host-slotwise_session`.
 */
export function sessionFromValue(label: string, value: string): Session {
  const trimmed = value.trim();
  const cookie =
    trimmed.startsWith(`${SESSION_COOKIE}=`) || trimmed.startsWith(`__Host-${SESSION_COOKIE}=`)
      ? trimmed
      : `__Host-${SESSION_COOKIE}=${trimmed}`;
  return { label, cookie };
}

const EDITABLE: readonly (keyof PreferencesInput)[] = [
  'timePreference',
  'timezone',
  'dayAvailability',
  'bufferTime',
  'noBufferNeeded',
];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Clock skew allowed between the server's "now" and its Date header. */
const CLOCK_TOLERANCE_MS = 2 * MINUTE;

/** The preferences the kit saves: every day open 8 to 20 in a half-hour zone, a 10-minute buffer. */
function testPreferences(): PreferencesInput {
  const day = { enabled: true, startHour: 8, endHour: 20 };
  return {
    timePreference: 'both',
    timezone: 'Asia/Kolkata',
    dayAvailability: { '0': day, '1': day, '2': day, '3': day, '4': day, '5': day, '6': day },
    bufferTime: 10,
    noBufferNeeded: false,
  };
}

function asArray<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The server's clock from an answer's Date header (second resolution), else ours. */
function serverNow(answer: Answer | null): number {
  const date = answer?.headers.get('date');
  const ms = date ? Date.parse(date) : NaN;
  return Number.isNaN(ms) ? Date.now() : ms;
}

class Run {
  readonly check: Checker;
  readonly runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  mock = false;
  host!: Session;
  operator: Session | null = null;
  /** The operator is the host by default: a 403 then means "no access", not a failure. */
  operatorIsDefault = false;
  outsider: Session | null = null;
  /** Sessions the kit opened itself (logged out at the end). */
  readonly opened: Session[] = [];
  me: CurrentUser | null = null;
  originalPreferences: Preferences | null = null;
  savedPreferences: PreferencesInput | null = null;
  links: Link[] = [];
  /** The kit sent a preferences save: they must be put back at the end. */
  preferencesTouched = false;
  /** The fixed range of the fuzz pass's snapshots. */
  snapshotRange = { from: iso(Date.now() - DAY), to: iso(Date.now() + 30 * DAY) };
  /** Link fields to put back at the end (links that existed before the run). */
  readonly restoreLinks: { id: string; body: Schemas['SchedulingLinkUpdate'] }[] = [];
  goalsWeek = '';
  booked: { slot: Slot; booking: Booking | null } | null = null;
  /** Another free slot of the standard link and its booking window, for the 409 checks. */
  spare: {
    slot: Slot;
    params: { user: string; type: string };
    range: { startDate: string; endDate: string };
  } | null = null;

  constructor(
    readonly options: KitOptions,
    readonly contract: Contract,
    readonly http: Http,
    readonly report: Report,
  ) {
    this.check = new Checker(contract, http, report);
  }

  log(line: string): void {
    this.options.log?.(line);
  }

  /** Records that the checks of these operations could not run, and why. */
  blocked(operationIds: readonly string[], reason: string): void {
    for (const id of operationIds) this.check.skip(id, 'further checks', `not run: ${reason}`);
  }

  get tz(): string {
    return this.savedPreferences?.timezone ?? this.originalPreferences?.timezone ?? 'UTC';
  }

  // ── identities ────────────────────────────────────────────────────────────────────────────

  async identities(): Promise<void> {
    const state = await this.http
      .send({ method: 'GET', url: '/__mock/state', cookie: null })
      .catch((error: unknown) => {
        throw new SetupError(
          `Cannot reach ${this.http.baseUrl}: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    const accounts =
      state.status === 200 && typeof state.body === 'object' && state.body !== null
        ? asArray<{ email: string; workflowAccess?: boolean; hasRequiredScopes?: boolean }>(
            (state.body as { accounts?: unknown }).accounts,
          )
        : [];
    this.mock = accounts.length > 0;

    if (this.options.sessionCookie) {
      this.host = sessionFromValue('host', this.options.sessionCookie);
    } else if (this.mock) {
      // A brand-new host each run (Google sign-in as the mock emulates it), in a half-hour zone.
      const email = `conformance.${this.runId}@example.com`;
      const answer = await this.http.send({
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
      this.host = { label: 'host', cookie };
      this.opened.push(this.host);
    } else {
      throw new SetupError(
        `No session: ${this.http.baseUrl} is not the Slotwise mock server, so the kit cannot sign in by itself. Sign in to your server in a browser and pass its cookie: --session-cookie <value of ${SESSION_COOKIE}>.`,
      );
    }

    const signIn = async (label: string, email: string | undefined): Promise<Session | null> => {
      if (!email) return null;
      const answer = await this.http.send({
        method: 'POST',
        url: '/__mock/session',
        cookie: null,
        json: { email },
      });
      const cookie = cookieFrom(answer.headers, SESSION_COOKIE);
      if (!cookie) return null;
      const session = { label, cookie };
      this.opened.push(session);
      return session;
    };

    if (this.options.operatorCookie)
      this.operator = sessionFromValue('operator', this.options.operatorCookie);
    else if (this.mock)
      this.operator = await signIn(
        'operator',
        accounts.find((a) => a.workflowAccess === true)?.email,
      );
    if (!this.operator) {
      this.operator = this.host;
      this.operatorIsDefault = true;
    }
    if (this.options.noAccessCookie)
      this.outsider = sessionFromValue('no-access user', this.options.noAccessCookie);
    else if (this.mock)
      this.outsider = await signIn(
        'no-access user',
        accounts.find((a) => a.workflowAccess === false && a.hasRequiredScopes !== false)?.email,
      );
  }

  // ── no session ────────────────────────────────────────────────────────────────────────────

  /** Every operation that needs a session answers 401 without one, driven by the contract. */
  async withoutSession(): Promise<void> {
    this.log('without a session');
    const params: Record<string, string> = {
      id: 'conformance-unknown-id',
      calendar: 'someone@example.org',
      user: 'jordan-lee',
      type: 'standard',
    };
    for (const op of this.contract.operations) {
      if (op.public) continue;
      const json = this.contract.requestExample(op);
      await this.check.expect(
        op.id,
        '401 without a session',
        {
          as: null,
          params,
          query: op.id === 'getWeeklyGoals' ? { weekStartDate: '2026-11-02T05:00:00.000Z' } : {},
          json,
        },
        401,
      );
    }
    await this.check.expect(
      'getCurrentUser',
      '401 for an unknown session id',
      { as: null, cookie: `__Host-${SESSION_COOKIE}=conformance-not-a-session-${this.runId}` },
      401,
    );
  }

  // ── auth ──────────────────────────────────────────────────────────────────────────────────

  async auth(): Promise<void> {
    this.log('sign-in and session');
    await this.check.expect('startGoogleSignIn', '302 to the consent screen', { as: null }, 302);
    for (const prompt of ['consent', 'select_account']) {
      await this.check.expect(
        'startGoogleSignIn',
        `302 with prompt=${prompt}`,
        { as: null, query: { prompt } },
        302,
      );
    }
    await this.check.expect(
      'startGoogleSignIn',
      '400 for an unknown prompt',
      { as: null, query: { prompt: 'always' } },
      400,
    );

    const me = await this.check.expect(
      'getCurrentUser',
      'the signed-in host',
      { as: this.host },
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
    this.me = (me?.body as CurrentUser | undefined) ?? null;
    const last = this.report.results[this.report.results.length - 1];
    if (!this.me && this.options.sessionCookie && last?.status === 401) {
      throw new SetupError(
        `The session given with --session-cookie is not valid on ${this.http.baseUrl} (getCurrentUser answered 401): it is spent (every run ends with logout), expired, or not a ${SESSION_COOKIE} value. Sign in again and pass the new cookie.`,
      );
    }
    await this.check.expect(
      'getScopes',
      'agrees with getCurrentUser',
      { as: this.host },
      200,
      (a) =>
        this.me
          ? firstDifference(
              this.me.hasRequiredScopes,
              (a.body as Schemas['ScopesResult']).hasRequiredScopes,
              '/hasRequiredScopes',
            )
          : null,
    );
  }

  // ── preferences ───────────────────────────────────────────────────────────────────────────

  async preferences(): Promise<void> {
    this.log('preferences');
    const original = await this.check.expect(
      'getPreferences',
      'the host’s preferences',
      { as: this.host },
      200,
    );
    this.originalPreferences = (original?.body as Preferences | undefined) ?? null;

    const analysed = await this.check.expect(
      'analyzeCalendar',
      'analyses and stores',
      { as: this.host },
      200,
      (a) => {
        const result = a.body as Schemas['AnalysisResult'];
        return result.lastAnalyzedAt === null
          ? { path: '$.lastAnalyzedAt', expected: 'the time of this analysis', got: 'null' }
          : null;
      },
    );
    const analysis = analysed?.body as Schemas['AnalysisResult'] | undefined;
    if (analysis) {
      await this.check.expect(
        'getPreferences',
        'reads back the stored analysis',
        { as: this.host },
        200,
        (a) =>
          firstDifference(
            pick(analysis, [...EDITABLE, 'totalMeetingsAnalyzed', 'lastAnalyzedAt']),
            a.body,
          ),
      );
    }

    const saved = testPreferences();
    this.preferencesTouched = true;
    const stored = await this.check.expect(
      'updatePreferences',
      'saves and answers the stored preferences',
      { as: this.host, json: saved },
      200,
      (a) => {
        const stored = a.body as Preferences;
        return (
          firstDifference(saved, stored) ??
          (analysis
            ? firstDifference(pick(analysis, ['totalMeetingsAnalyzed', 'lastAnalyzedAt']), stored)
            : null)
        );
      },
    );
    if (!stored) {
      this.blocked(
        ['bookSlot', 'getBusySlots'],
        'the test preferences could not be saved (updatePreferences failed)',
      );
      return;
    }
    this.savedPreferences = saved;
    await this.check.expect(
      'getPreferences',
      'saved preferences read back equal',
      { as: this.host },
      200,
      (a) => firstDifference(saved, a.body),
    );

    // Spec section 5 and the contract's closed objects: each answered 400, nothing stored.
    const day = (over: Record<string, unknown>) => ({
      ...saved,
      dayAvailability: { ...saved.dayAvailability, ...over },
    });
    const { ['3']: _dropped, ...sixDays } = saved.dayAvailability;
    const invalid: [string, unknown][] = [
      ['bufferTime above 120', { ...saved, bufferTime: 121 }],
      ['negative bufferTime', { ...saved, bufferTime: -1 }],
      ['non-numeric bufferTime', { ...saved, bufferTime: '15' }],
      ['fractional bufferTime', { ...saved, bufferTime: 7.5 }],
      ['empty bufferTime', { ...saved, bufferTime: null }],
      ['an unknown time zone', { ...saved, timezone: 'Mars/Olympus_Mons' }],
      ['a missing weekday', { ...saved, dayAvailability: sixDays }],
      ['startHour 24', day({ '1': { enabled: true, startHour: 24, endHour: 17 } })],
      ['negative endHour', day({ '2': { enabled: true, startHour: 9, endHour: -1 } })],
      ['an unknown timePreference', { ...saved, timePreference: 'evening' }],
      [
        'a missing field',
        pick(saved, ['timePreference', 'timezone', 'dayAvailability', 'bufferTime']),
      ],
      ['the read-only slackId', { ...saved, slackId: 'U123' }],
    ];
    for (const [what, json] of invalid) {
      await this.check.expect('updatePreferences', `400 for ${what}`, { as: this.host, json }, 400);
    }
    await this.check.expect(
      'updatePreferences',
      '400 for malformed JSON',
      { as: this.host, raw: '{"timePreference":' },
      400,
    );
    await this.check.expect(
      'getPreferences',
      'unchanged after the rejected saves',
      { as: this.host },
      200,
      (a) => firstDifference(saved, a.body),
    );
  }

  // ── calendars ─────────────────────────────────────────────────────────────────────────────

  async calendars(): Promise<void> {
    this.log('calendars');
    const listed = await this.check.expect(
      'getConnectedCalendars',
      'the primary calendar is the host’s account',
      { as: this.host },
      200,
      (a) =>
        this.me && (a.body as Calendars).primary.email.toLowerCase() !== this.me.email.toLowerCase()
          ? {
              path: '$.primary.email',
              expected: this.me.email,
              got: (a.body as Calendars).primary.email,
            }
          : null,
    );
    await this.check.expect(
      'connectAdditionalCalendar',
      '302 to the consent screen',
      { as: this.host },
      302,
    );
    const calendars = listed?.body as Calendars | undefined;
    if (calendars) {
      await this.check.expect(
        'disconnectCalendar',
        '400 for the primary calendar',
        { as: this.host, params: { calendar: calendars.primary.email } },
        400,
      );
    }
    await this.check.expect(
      'disconnectCalendar',
      '400 for a value that is not an e-mail address',
      { as: this.host, params: { calendar: 'not-an-email' } },
      400,
    );
    await this.check.expect(
      'disconnectCalendar',
      '404 for a calendar that is not connected',
      { as: this.host, params: { calendar: `nobody.${this.runId}@example.org` } },
      404,
    );

    let extra = this.options.disconnectCalendar ?? null;
    if (!extra && this.mock && this.me) {
      // The mock's consent page connects an additional calendar, as Google would after consent.
      extra = `conformance.${this.runId}@example.org`;
      await this.http.send({
        method: 'POST',
        url: '/__mock/consent',
        cookie: this.host.cookie,
        json: { flow: 'calendar', email: this.me.email, connectEmail: extra, grantScopes: true },
      });
      await this.check.expect(
        'getConnectedCalendars',
        'lists a newly connected calendar',
        { as: this.host },
        200,
        (a) =>
          (a.body as Calendars).additional.some((c) => c.email === extra)
            ? null
            : {
                path: '$.additional',
                expected: `to include ${extra}`,
                got: preview((a.body as Calendars).additional),
              },
      );
    }
    if (!extra) {
      this.check.skip(
        'disconnectCalendar',
        '200 answers the remaining calendars',
        'disconnecting forgets a real calendar’s tokens; pass --disconnect-calendar EMAIL to allow it',
      );
      return;
    }
    const email = extra;
    await this.check.expect(
      'disconnectCalendar',
      '200 answers the remaining calendars',
      { as: this.host, params: { calendar: email } },
      200,
      (a) =>
        (a.body as Calendars).additional.some((c) => c.email === email)
          ? {
              path: '$.additional',
              expected: `without ${email}`,
              got: preview((a.body as Calendars).additional),
            }
          : null,
    );
    await this.check.expect(
      'disconnectCalendar',
      '404 once disconnected',
      { as: this.host, params: { calendar: email } },
      404,
    );
  }

  // ── dashboard ─────────────────────────────────────────────────────────────────────────────

  async dashboard(): Promise<void> {
    this.log('dashboard');
    await this.check.expect('getDashboardMetrics', 'metrics', { as: this.host }, 200);
    await this.check.expect(
      'getDashboardStatus',
      'status agrees with the services',
      { as: this.host },
      200,
      (a) => {
        const s = a.body as DashboardStatus;
        const states = Object.values(s.services);
        const expected = states.every((x) => x === 'up')
          ? 'ok'
          : states.every((x) => x === 'down')
            ? 'down'
            : 'degraded';
        return s.status === expected ? null : { path: '$.status', expected, got: s.status };
      },
    );
    await this.check.expect(
      'listActivity',
      'newest first, at most 20 by default',
      { as: this.host },
      200,
      (a) => {
        const items = asArray<ActivityEntry>(a.body);
        return items.length > 20
          ? { path: '$', expected: 'at most 20 entries', got: `${items.length}` }
          : ordered(items, 'createdAt', 'desc');
      },
    );
    await this.check.expect(
      'listActivity',
      'limit=3 gives at most 3',
      { as: this.host, query: { limit: 3 } },
      200,
      (a) =>
        asArray(a.body).length > 3
          ? { path: '$', expected: 'at most 3 entries', got: `${asArray(a.body).length}` }
          : null,
    );
    for (const limit of ['0', '101', 'many']) {
      await this.check.expect(
        'listActivity',
        `400 for limit=${limit}`,
        { as: this.host, query: { limit } },
        400,
      );
    }

    const now = Date.now();
    await this.check.expect(
      'listMeetings',
      'the current week, earliest first',
      { as: this.host },
      200,
      (a) => ordered(asArray(a.body), 'startTime', 'asc'),
    );
    const start = iso(now - 7 * DAY);
    const end = iso(now + 7 * DAY);
    await this.check.expect(
      'listMeetings',
      'meetings overlapping a range',
      { as: this.host, query: { startDate: start, endDate: end } },
      200,
      (a) => {
        const items = asArray<Meeting>(a.body);
        const outside = items.findIndex(
          (m) =>
            Date.parse(m.endTime) < Date.parse(start) || Date.parse(m.startTime) > Date.parse(end),
        );
        return outside >= 0
          ? {
              path: `$[${outside}]`,
              expected: `a meeting overlapping ${start} – ${end}`,
              got: preview(items[outside]),
            }
          : ordered(items, 'startTime', 'asc');
      },
    );
    await this.check.expect(
      'listMeetings',
      '400 for startDate without endDate',
      { as: this.host, query: { startDate: start } },
      400,
    );
    await this.check.expect(
      'listMeetings',
      '400 for endDate before startDate',
      { as: this.host, query: { startDate: end, endDate: start } },
      400,
    );
    await this.check.expect(
      'listMeetings',
      '400 for a range over 62 days',
      { as: this.host, query: { startDate: start, endDate: iso(now + 60 * DAY) } },
      400,
    );
  }

  async connectionTests(): Promise<void> {
    this.log('connection tests');
    // [security: operator-only] connection tests spend the backend's keys: operators only.
    const operator = this.operator ?? this.host;
    const outsider = this.outsider ?? (this.operatorIsDefault ? null : this.host);
    for (const [id, service] of [
      ['testSlackConnection', 'slack'],
      ['testGoogleConnection', 'google'],
      ['testOpenAIConnection', 'openai'],
    ] as const) {
      if (outsider && outsider !== operator)
        await this.check.expect(id, '403 without operator rights', { as: outsider }, 403);
      else this.check.skip(id, '403 without operator rights', 'no user without operator rights');
      await this.check.expect(id, `reports on ${service}`, { as: operator }, 200, (a) =>
        firstDifference(service, (a.body as Schemas['ConnectionTestResult']).service, '/service'),
      );
    }
  }

  // ── goals ─────────────────────────────────────────────────────────────────────────────────

  async goals(): Promise<void> {
    this.log('weekly goals');
    // A week two years ahead, so the host's real goals are never touched.
    const week = iso(weekAt(Date.now() + 730 * DAY, this.tz).start);
    this.goalsWeek = week;
    await this.check.expect('getWeeklyGoals', '400 without weekStartDate', { as: this.host }, 400);
    await this.check.expect(
      'getWeeklyGoals',
      '400 for a weekStartDate that is not a date-time',
      { as: this.host, query: { weekStartDate: 'next-monday' } },
      400,
    );
    const before = await this.check.expect(
      'getWeeklyGoals',
      'a week',
      { as: this.host, query: { weekStartDate: week } },
      200,
    );
    const leftover = (before?.body as WeeklyGoals | undefined)?.id;
    if (leftover) {
      // An earlier run stopped half-way: start clean.
      await this.check.expect(
        'deleteWeeklyGoals',
        'removes a leftover set',
        { as: this.host, params: { id: leftover } },
        204,
      );
    }

    const long = 'g'.repeat(101);
    const invalid: [string, unknown][] = [
      ['three blank goals', { goals: ['', '   ', ''], weekStartDate: week }],
      ['a goal over 100 characters', { goals: [long, '', ''], weekStartDate: week }],
      ['two goals', { goals: ['One', 'Two'], weekStartDate: week }],
      ['four goals', { goals: ['One', 'Two', 'Three', 'Four'], weekStartDate: week }],
      ['a missing weekStartDate', { goals: ['One', '', ''] }],
      [
        'a weekStartDate that is not a date-time',
        { goals: ['One', '', ''], weekStartDate: 'soon' },
      ],
      ['goals that are not strings', { goals: [1, 2, 3], weekStartDate: week }],
    ];
    for (const [what, json] of invalid) {
      await this.check.expect('saveWeeklyGoals', `400 for ${what}`, { as: this.host, json }, 400);
    }
    await this.check.expect(
      'getWeeklyGoals',
      'nothing stored by the rejected saves',
      { as: this.host, query: { weekStartDate: week } },
      200,
      (a) => firstDifference({ id: null, goals: [] }, a.body),
    );

    const sent = ['  Ship the conformance kit  ', '', 'Book one slot through the API'];
    const expected = { goals: sent.map((g) => g.trim()), weekStartDate: week };
    const saved = await this.check.expect(
      'saveWeeklyGoals',
      'saves three trimmed goals',
      { as: this.host, json: { goals: sent, weekStartDate: week } },
      200,
      (a) => {
        const goals = a.body as WeeklyGoals;
        return (
          firstDifference(expected, goals) ??
          (goals.id === null ? { path: '$.id', expected: 'the saved set’s id', got: 'null' } : null)
        );
      },
    );
    const set = saved?.body as WeeklyGoals | undefined;
    if (!set?.id) return;
    await this.check.expect(
      'getWeeklyGoals',
      'saved goals read back equal',
      { as: this.host, query: { weekStartDate: week } },
      200,
      (a) => firstDifference({ ...expected, id: set.id }, a.body),
    );
    await this.check.expect(
      'listAllWeeklyGoals',
      'includes the saved week, newest first',
      { as: this.host },
      200,
      (a) => {
        const all = asArray<WeeklyGoals>(a.body);
        return all.some((g) => g.id === set.id)
          ? ordered(all, 'weekStartDate', 'desc')
          : { path: '$', expected: `a set with id ${set.id}`, got: preview(all.map((g) => g.id)) };
      },
    );
    await this.check.expect(
      'deleteWeeklyGoals',
      'deletes the set',
      { as: this.host, params: { id: set.id } },
      204,
    );
    await this.check.expect(
      'deleteWeeklyGoals',
      '404 once deleted',
      { as: this.host, params: { id: set.id } },
      404,
    );
    await this.check.expect(
      'getWeeklyGoals',
      'the deleted week is empty again',
      { as: this.host, query: { weekStartDate: week } },
      200,
      (a) => firstDifference({ id: null, goals: [], updatedAt: null }, a.body),
    );
  }

  // ── links ─────────────────────────────────────────────────────────────────────────────────

  async schedulingLinks(): Promise<void> {
    this.log('scheduling links');
    const me = this.me;
    if (!me) return;
    const initial = await this.check.expect(
      'listSchedulingLinks',
      'the host’s links',
      { as: this.host },
      200,
    );
    this.links = asArray<Link>(initial?.body);
    const prefix =
      me.slugPrefix ?? (this.links[0] ? splitSlug(this.links[0].slug).prefix : slugPrefix(me.name));
    const missing = (['high_priority', 'standard'] as const).filter(
      (t) => !this.links.some((l) => l.type === t),
    );
    const base = {
      name: '1-1 meeting',
      customDescription: null,
      defaultDuration: 30,
      slug: `${prefix}/conformance-${this.runId}`,
      userId: me.id,
      type: missing[0] ?? 'standard',
    };
    const invalid: [string, unknown][] = [
      ['a suffix with capitals and spaces', { ...base, slug: `${prefix}/Bad Suffix!` }],
      ['an empty suffix', { ...base, slug: `${prefix}/` }],
      ['an empty name', { ...base, name: '' }],
      ['defaultDuration 4', { ...base, defaultDuration: 4 }],
      ['defaultDuration 481', { ...base, defaultDuration: 481 }],
      ['a fractional defaultDuration', { ...base, defaultDuration: 30.5 }],
      [
        'a missing type',
        pick(base, ['name', 'customDescription', 'defaultDuration', 'slug', 'userId']),
      ],
      ['an unknown type', { ...base, type: 'vip' }],
      ['an unknown field', { ...base, color: 'blue' }],
    ];
    for (const [what, json] of invalid) {
      await this.check.expect(
        'createSchedulingLink',
        `400 for ${what}`,
        { as: this.host, json },
        400,
      );
    }
    if (missing.length > 0) {
      await this.check.expect(
        'createSchedulingLink',
        '403 for another user’s id',
        { as: this.host, json: { ...base, userId: `usr_not_${this.runId}` } },
        403,
      );
    } else {
      this.check.skip(
        'createSchedulingLink',
        '403 for another user’s id',
        'the host already has both link types, so the contract leaves open whether 403 or 409 comes first: sign in a fresh host to exercise it',
      );
    }

    const create = async (type: LinkType): Promise<void> => {
      let slug = `${prefix}/${DEFAULT_SLUG_SUFFIXES[type]}`;
      const taken = await this.http.send({
        method: 'GET',
        url: this.check.url(this.contract.operation('getPublicSchedulingLink'), {
          params: slugParams(slug),
        }),
        cookie: null,
      });
      if (taken.status === 200) slug = `${slug}-${this.runId}`;
      const body = { ...base, type, slug };
      const created = await this.check.expect(
        'createSchedulingLink',
        `201 creates the ${type} link`,
        { as: this.host, json: body },
        201,
        (a) => firstDifference({ ...body }, a.body),
      );
      if (created) this.links.push(created.body as Link);
    };

    // A pure slug clash needs a link type the host lacks at that moment (else the type clashes too).
    const slugClash = async (): Promise<boolean> => {
      const free = (['high_priority', 'standard'] as const).find(
        (t) => !this.links.some((l) => l.type === t),
      );
      const taken = this.links[0];
      if (!free || !taken) return false;
      await this.check.expect(
        'createSchedulingLink',
        '409 for a taken slug',
        { as: this.host, json: { ...base, type: free, slug: taken.slug } },
        409,
      );
      return true;
    };
    let clashed = await slugClash();
    if (missing.includes('high_priority')) await create('high_priority');
    if (!clashed) clashed = await slugClash();
    if (missing.includes('standard')) await create('standard');
    if (!clashed) {
      this.check.skip(
        'createSchedulingLink',
        '409 for a taken slug',
        'the host already has both link types, so any second link clashes on its type as well (the slug clash is checked on update)',
      );
    }
    if (missing.length === 0) {
      this.check.skip(
        'createSchedulingLink',
        '201 creates a link',
        'the host already has both link types (one per type; links cannot be deleted): sign in a fresh host to exercise it',
      );
    }
    await this.check.expect(
      'createSchedulingLink',
      '409 for a second link of a type',
      {
        as: this.host,
        json: { ...base, type: 'high_priority', slug: `${prefix}/conformance-dup-${this.runId}` },
      },
      409,
    );
    await this.check.expect(
      'listSchedulingLinks',
      'one link per type',
      { as: this.host },
      200,
      (a) => {
        const links = asArray<Link>(a.body);
        for (const type of ['high_priority', 'standard'] as const) {
          const count = links.filter((l) => l.type === type).length;
          if (count !== 1)
            return { path: '$', expected: `exactly one ${type} link`, got: `${count}` };
        }
        return null;
      },
    );

    const standard = this.links.find((l) => l.type === 'standard');
    const highPriority = this.links.find((l) => l.type === 'high_priority');
    if (!standard || !highPriority) return;
    this.restoreLinks.push({
      id: standard.id,
      body: {
        name: standard.name,
        customDescription: standard.customDescription,
        defaultDuration: standard.defaultDuration,
        slug: standard.slug,
      },
    });
    const change = {
      name: 'Conformance check',
      customDescription: 'Checked by the conformance kit.',
      defaultDuration: 45,
    };
    await this.check.expect(
      'updateSchedulingLink',
      'updates name, description and duration',
      { as: this.host, params: { id: standard.id }, json: change },
      200,
      (a) =>
        firstDifference(
          { ...change, id: standard.id, slug: standard.slug, type: 'standard' },
          a.body,
        ),
    );
    await this.check.expect(
      'getPublicSchedulingLink',
      'shows the updated link',
      { as: null, params: slugParams(standard.slug) },
      200,
      (a) => firstDifference(change, a.body),
    );
    await this.check.expect(
      'updateSchedulingLink',
      'null clears the custom description',
      { as: this.host, params: { id: standard.id }, json: { customDescription: null } },
      200,
      (a) => firstDifference({ customDescription: null, name: change.name }, a.body),
    );
    const invalid2: [string, unknown][] = [
      ['an empty body', {}],
      ['a type change', { type: 'high_priority' }],
      ['a userId', { userId: me.id }],
      ['defaultDuration 0', { defaultDuration: 0 }],
      ['an invalid slug', { slug: 'Not A/Slug' }],
      ['an empty name', { name: '' }],
    ];
    for (const [what, json] of invalid2) {
      await this.check.expect(
        'updateSchedulingLink',
        `400 for ${what}`,
        { as: this.host, params: { id: standard.id }, json },
        400,
      );
    }
    await this.check.expect(
      'updateSchedulingLink',
      '404 for an unknown id',
      { as: this.host, params: { id: `lnk_unknown_${this.runId}` }, json: { name: 'x' } },
      404,
    );
    const foreign = await this.foreignLink();
    if (foreign) {
      await this.check.expect(
        'updateSchedulingLink',
        '404 for another host’s link',
        { as: this.host, params: { id: foreign.id }, json: { name: 'Taken over' } },
        404,
      );
    } else {
      this.check.skip(
        'updateSchedulingLink',
        '404 for another host’s link',
        'no second host with links: pass --operator-cookie or --no-access-cookie of another host',
      );
    }
    await slugChecks(this.check, {
      host: this.host,
      prefix: splitSlug(standard.slug).prefix,
      otherPrefix: foreign ? splitSlug(foreign.slug).prefix : null,
      create: missing.length > 0 ? base : null,
      link: standard,
      runId: this.runId,
    });
    await this.check.expect(
      'updateSchedulingLink',
      '409 for a slug taken by another link',
      { as: this.host, params: { id: standard.id }, json: { slug: highPriority.slug } },
      409,
    );
    await this.restoreLinkFields();
    this.links = this.links.map((l) => {
      const restored = this.restoreLinks.find((r) => r.id === l.id);
      return restored ? { ...l, ...restored.body } : l;
    });
  }

  /** A link of another user (the operator or the no-access user, when they are someone else). */
  async foreignLink(): Promise<Link | null> {
    for (const session of [this.outsider, this.operatorIsDefault ? null : this.operator]) {
      if (!session) continue;
      const answer = await this.http.send({
        method: 'GET',
        url: '/api/scheduling-links',
        cookie: session.cookie,
      });
      const link = asArray<Link>(answer.body).find(
        (l) => typeof l.id === 'string' && l.userId !== this.me?.id,
      );
      if (link) return link;
    }
    return null;
  }

  async restoreLinkFields(): Promise<void> {
    for (const { id, body } of this.restoreLinks) {
      await this.check.expect(
        'updateSchedulingLink',
        'puts the link’s fields back',
        { as: this.host, params: { id }, json: body },
        200,
        (a) => firstDifference(body, a.body),
      );
    }
  }

  // ── public booking ────────────────────────────────────────────────────────────────────────

  async booking(): Promise<void> {
    this.log('public booking');
    const me = this.me;
    const prefs = this.savedPreferences;
    if (!me || !prefs) return;
    if (this.links.length === 0) {
      this.blocked(
        ['getPublicSchedulingLink', 'getBusySlots', 'bookSlot'],
        'the host has no links (listSchedulingLinks or createSchedulingLink failed)',
      );
    }
    const publicLinks = new Map<LinkType, PublicLink>();
    for (const link of this.links) {
      const answer = await this.check.expect(
        'getPublicSchedulingLink',
        `the ${link.type} link, its window by type`,
        { as: null, params: slugParams(link.slug) },
        200,
        (a) => {
          const pub = a.body as PublicLink;
          const expectedWindow = bookingWindow(link.type, serverNow(a), prefs.timezone);
          return (
            firstDifference(
              {
                slug: link.slug,
                type: link.type,
                defaultDuration: link.defaultDuration,
                name: link.name,
                customDescription: link.customDescription,
                description: DEFAULT_LINK_DESCRIPTIONS[link.type],
                host: { name: me.name },
                owner: { name: me.name, email: me.email },
                preferences: { timePreference: prefs.timePreference },
              },
              pub,
            ) ??
            near(
              '$.startDate',
              pub.startDate,
              expectedWindow.start.getTime(),
              `start of ${link.type === 'high_priority' ? 'today' : 'tomorrow'} in ${prefs.timezone}`,
            ) ??
            near(
              '$.endDate',
              pub.endDate,
              expectedWindow.end.getTime(),
              `now + ${link.type === 'high_priority' ? 336 : 504} h`,
            )
          );
        },
      );
      if (answer) publicLinks.set(link.type, answer.body as PublicLink);
    }
    await this.check.expect(
      'getPublicSchedulingLink',
      '404 for an unknown slug',
      { as: null, params: { user: `nobody-${this.runId}`, type: 'standard' } },
      404,
    );
    await this.check.expect(
      'getPublicSchedulingLink',
      '404 for a malformed slug',
      { as: null, params: { user: 'NOT A HOST', type: 'x!' } },
      404,
    );

    const link = this.links.find((l) => l.type === 'standard');
    const pub = publicLinks.get('standard');
    if (!link || !pub) {
      this.blocked(['getBusySlots', 'bookSlot'], 'the standard link could not be read');
      return;
    }
    const params = slugParams(link.slug);
    const range = { startDate: pub.startDate, endDate: pub.endDate };

    const busyRule = (a: Answer): Difference | null => {
      const body = a.body as BusySlots;
      const from = Date.parse(range.startDate);
      const to = Date.parse(range.endDate);
      for (let i = 0; i < body.busySlots.length; i++) {
        const slot = body.busySlots[i];
        const prev = body.busySlots[i - 1];
        if (!slot) continue;
        // [security: busy-window] nothing outside the asked range (here: the booking window).
        if (
          Date.parse(slot.start) < from - CLOCK_TOLERANCE_MS ||
          Date.parse(slot.end) > to + CLOCK_TOLERANCE_MS
        )
          return {
            path: `$.busySlots[${i}]`,
            expected: `an interval inside ${range.startDate} – ${range.endDate}`,
            got: preview(slot),
          };
        if (prev && Date.parse(slot.start) < Date.parse(prev.end))
          return {
            path: `$.busySlots[${i}].start`,
            expected: `at or after ${prev.end} (sorted, merged)`,
            got: slot.start,
          };
      }
      return firstDifference(
        pick(prefs, ['bufferTime', 'noBufferNeeded', 'timezone', 'dayAvailability']),
        body.preferences,
        '/preferences',
      );
    };
    const busy = await this.check.expect(
      'getBusySlots',
      'busy times over the booking window, with the host’s preferences',
      { as: null, params, json: range },
      200,
      busyRule,
    );
    const highPriority = this.links.find((l) => l.type === 'high_priority');
    const hpPublic = publicLinks.get('high_priority');
    if (highPriority && hpPublic) {
      await this.check.expect(
        'getBusySlots',
        'busy times over the high-priority window',
        {
          as: null,
          params: slugParams(highPriority.slug),
          json: { startDate: hpPublic.startDate, endDate: hpPublic.endDate },
        },
        200,
      );
    }
    await busyWindowChecks(this.check, params, range);
    await this.check.expect(
      'getBusySlots',
      '400 for endDate before startDate',
      { as: null, params, json: { startDate: range.endDate, endDate: range.startDate } },
      400,
    );
    await this.check.expect(
      'getBusySlots',
      '400 for a range over 62 days',
      {
        as: null,
        params,
        json: { startDate: range.startDate, endDate: iso(Date.parse(range.startDate) + 63 * DAY) },
      },
      400,
    );
    await this.check.expect(
      'getBusySlots',
      '400 for a missing endDate',
      { as: null, params, json: { startDate: range.startDate } },
      400,
    );
    await this.check.expect(
      'getBusySlots',
      '400 for a startDate that is not a date-time',
      { as: null, params, json: { startDate: 'tomorrow', endDate: range.endDate } },
      400,
    );
    await this.check.expect(
      'getBusySlots',
      '404 for an unknown slug',
      { as: null, params: { user: `nobody-${this.runId}`, type: 'standard' }, json: range },
      404,
    );
    if (!busy) {
      this.blocked(['bookSlot'], 'busy-slots of the standard link could not be read');
      return;
    }

    // A free slot, computed from the answers with the rules of the contract (DESIGN section 5).
    const busyBody = busy.body as BusySlots;
    const slotsByDay = generateSlots({
      type: 'standard',
      duration: pub.defaultDuration,
      window: range,
      preferences: { ...busyBody.preferences, timePreference: pub.preferences.timePreference },
      busy: busyBody.busySlots,
      visitorTimeZone: 'UTC',
      now: serverNow(busy),
    });
    const days = Object.values(slotsByDay);
    const slot = days[1]?.[0] ?? days[0]?.[0];
    if (!slot) {
      this.check.fail('bookSlot', 'a free slot to book', {
        path: 'getBusySlots',
        expected:
          'at least one free slot in the standard window (every day open 8–20 after updatePreferences)',
        got: `${busyBody.busySlots.length} busy intervals and no free slot`,
      });
      return;
    }
    const lastDay = days[days.length - 1];
    const spare = lastDay?.[lastDay.length - 1];
    if (spare && spare.start !== slot.start) this.spare = { slot: spare, params, range };
    const booking = {
      title: `${pub.name} with Conformance Kit`,
      description: 'Booked by the Slotwise conformance kit.',
      startTime: slot.start,
      endTime: slot.end,
      attendeeEmail: `conformance.visitor+${this.runId}@example.com`,
      attendeeName: 'Conformance Kit',
    };
    const shift = (minutes: number, endMinutes = minutes) => ({
      startTime: iso(Date.parse(slot.start) + minutes * MINUTE),
      endTime: iso(Date.parse(slot.end) + endMinutes * MINUTE),
    });
    const invalid: [string, unknown][] = [
      ['an invalid e-mail address', { ...booking, attendeeEmail: 'not-an-email' }],
      ['an empty e-mail address', { ...booking, attendeeEmail: '' }],
      ['an empty name', { ...booking, attendeeName: '' }],
      [
        'a missing name',
        pick(booking, ['title', 'description', 'startTime', 'endTime', 'attendeeEmail']),
      ],
      ['a length other than the link’s duration', { ...booking, ...shift(0, 30) }],
      ['a start off the half-hour grid', { ...booking, ...shift(10) }],
      ['a startTime that is not a date-time', { ...booking, startTime: 'next tuesday' }],
      ['an unknown field', { ...booking, phone: '+1 555 0100' }],
    ];
    for (const [what, json] of invalid) {
      await this.check.expect('bookSlot', `400 for ${what}`, { as: null, params, json }, 400);
    }
    await this.check.expect(
      'bookSlot',
      '404 for an unknown slug',
      { as: null, params: { user: `nobody-${this.runId}`, type: 'standard' }, json: booking },
      404,
    );
    await this.check.expect(
      'bookSlot',
      '409 outside the booking window',
      { as: null, params, json: { ...booking, ...shift(28 * 24 * 60) } },
      409,
    );

    const booked = await this.check.expect(
      'bookSlot',
      '201 books a free slot',
      { as: null, params, json: booking },
      201,
      (a) =>
        firstDifference(
          {
            slug: link.slug,
            startTime: slot.start,
            endTime: slot.end,
            attendeeEmail: booking.attendeeEmail,
            attendeeName: booking.attendeeName,
            invitationSentTo: booking.attendeeEmail,
            status: 'confirmed',
          },
          a.body,
        ),
    );
    this.booked = { slot, booking: (booked?.body as Booking | undefined) ?? null };
    await this.check.expect(
      'bookSlot',
      '409 for the same slot again',
      {
        as: null,
        params,
        json: { ...booking, attendeeEmail: `second.visitor+${this.runId}@example.com` },
      },
      409,
    );
    await this.check.expect(
      'getBusySlots',
      'the booked slot is busy',
      { as: null, params, json: range },
      200,
      (a) => {
        const covered = (a.body as BusySlots).busySlots.some(
          (b) =>
            Date.parse(b.start) <= Date.parse(slot.start) &&
            Date.parse(b.end) >= Date.parse(slot.end),
        );
        return covered
          ? null
          : {
              path: '$.busySlots',
              expected: `an interval covering ${slot.start} – ${slot.end}`,
              got: preview((a.body as BusySlots).busySlots, 160),
            };
      },
    );
    const meetingId = this.booked.booking?.meetingId;
    await this.check.expect(
      'listMeetings',
      'lists the booked meeting',
      {
        as: this.host,
        query: {
          startDate: iso(Date.parse(slot.start) - HOUR),
          endDate: iso(Date.parse(slot.end) + HOUR),
        },
      },
      200,
      (a) => {
        const meeting = asArray<Meeting>(a.body).find((m) => m.id === meetingId);
        if (!meeting)
          return {
            path: '$',
            expected: `a meeting with id ${meetingId ?? '(the booking’s meetingId)'}`,
            got: preview(asArray<Meeting>(a.body).map((m) => m.id)),
          };
        return firstDifference(
          {
            startTime: slot.start,
            endTime: slot.end,
            ...(meeting.source ? { source: 'booking' } : {}),
          },
          meeting,
        );
      },
    );
  }

  // ── an expired Google grant (mock only) ──────────────────────────────────────────────────────

  /**
   * The 409s that need the host's Google authorisation to have expired. Only the mock can be put
   * in that state on request (`/__mock/calendar-auth`); against another server these answers are
   * listed as not exercised.
   */
  async expiredGrant(): Promise<void> {
    if (!this.mock || !this.spare) return;
    this.log('an expired Google authorisation (mock only)');
    const { slot, params, range } = this.spare;
    const mentionsAuth = (a: Answer): Difference | null =>
      /authentication|expired|google/i.test(errorText(a))
        ? null
        : {
            path: '$.error',
            expected:
              'a message mentioning authentication, expired or Google (the page matches these words)',
            got: errorText(a),
          };
    const expire = (expired: boolean) =>
      this.http.send({
        method: 'POST',
        url: '/__mock/calendar-auth',
        cookie: this.host.cookie,
        json: { expired },
      });
    const expired = await expire(true);
    if (expired.status !== 200) return;
    try {
      await this.calendarStatusIs('reconnect_required');
      await this.check.expect(
        'analyzeCalendar',
        '409 when the calendar cannot be read',
        { as: this.host },
        409,
        (a) =>
          errorText(a).includes('Google Calendar not connected')
            ? null
            : {
                path: '$.error',
                expected:
                  'a message containing "Google Calendar not connected" (the app matches it)',
                got: errorText(a),
              },
      );
      await this.check.expect(
        'getBusySlots',
        '409 when the host’s calendar cannot be read',
        { as: null, params, json: range },
        409,
        mentionsAuth,
      );
      await this.check.expect(
        'bookSlot',
        '409 for a free slot when the host’s calendar cannot be read',
        {
          as: null,
          params,
          json: {
            title: 'Conformance Kit',
            description: '',
            startTime: slot.start,
            endTime: slot.end,
            attendeeEmail: `conformance.visitor+${this.runId}@example.com`,
            attendeeName: 'Conformance Kit',
          },
        },
        409,
        mentionsAuth,
      );
    } finally {
      await expire(false);
    }
    await this.check.expect(
      'getBusySlots',
      'answers again once the grant is repaired',
      { as: null, params, json: range },
      200,
    );
    await this.calendarStatusIs('connected');
  }

  /** The session and the primary calendar both report the grant's state (the app's banner). */
  private async calendarStatusIs(status: 'connected' | 'reconnect_required'): Promise<void> {
    const field = (at: string, got: unknown): Difference | null =>
      got === status
        ? null
        : { path: at, expected: JSON.stringify(status), got: JSON.stringify(got) };
    await this.check.expect(
      'getCurrentUser',
      `calendarStatus is ${status}`,
      { as: this.host },
      200,
      (a) => field('$.calendarStatus', (a.body as { calendarStatus?: unknown }).calendarStatus),
    );
    await this.check.expect(
      'getConnectedCalendars',
      `the primary calendar's status is ${status}`,
      { as: this.host },
      200,
      (a) =>
        field('$.primary.status', (a.body as { primary?: { status?: unknown } }).primary?.status),
    );
  }

  // ── workflows ─────────────────────────────────────────────────────────────────────────────

  async workflows(): Promise<void> {
    this.log('workflows');
    const operator = this.operator;
    if (!operator) return;
    if (this.operatorIsDefault) {
      const probe = await this.http.send({
        method: 'GET',
        url: '/api/dashboard/workflows-stats',
        cookie: operator.cookie,
      });
      if (probe.status === 403) {
        for (const id of ['getWorkflowStats', 'listWorkflows', 'getWorkflowDetails']) {
          this.check.skip(
            id,
            '200 for a user with workflow access',
            'the host has no workflow access: pass --operator-cookie of a user who has',
          );
        }
        await this.forbidden(this.host, 'conformance-unknown');
        return;
      }
    }
    const statsAnswer = await this.check.expect(
      'getWorkflowStats',
      'total is the sum of byStatus',
      { as: operator },
      200,
      (a) => {
        const stats = a.body as WorkflowStats;
        const sum = Object.values(stats.byStatus).reduce((x: number, y) => x + (y ?? 0), 0);
        return sum === stats.total
          ? null
          : { path: '$.total', expected: `${sum} (the sum of byStatus)`, got: `${stats.total}` };
      },
    );
    const listed = await this.check.expect(
      'listWorkflows',
      'newest first, at most 100 by default',
      { as: operator },
      200,
      (a) => {
        const items = asArray<WorkflowSummary>(a.body);
        return items.length > 100
          ? { path: '$', expected: 'at most 100', got: `${items.length}` }
          : ordered(items, 'createdAt', 'desc');
      },
    );
    await this.check.expect(
      'listWorkflows',
      "an understood intent names the workflow's meeting and a window that starts before it ends",
      { as: operator },
      200,
      (a) => {
        for (const [i, w] of asArray<WorkflowSummary>(a.body).entries()) {
          const intent = w.context.intent;
          if (!intent) continue;
          if (intent.meetingId !== w.context.meetingId)
            return {
              path: `$[${i}].context.intent.meetingId`,
              expected: String(w.context.meetingId),
              got: intent.meetingId,
            };
          if (!(Date.parse(intent.window.start) < Date.parse(intent.window.end)))
            return {
              path: `$[${i}].context.intent.window`,
              expected: 'start before end',
              got: `${intent.window.start} – ${intent.window.end}`,
            };
        }
        return null;
      },
    );
    await this.check.expect(
      'listWorkflows',
      'status=failed lists only failed ones',
      { as: operator, query: { status: 'failed' } },
      200,
      (a) => {
        const wrong = asArray<WorkflowSummary>(a.body).findIndex((w) => w.status !== 'failed');
        return wrong >= 0
          ? {
              path: `$[${wrong}].status`,
              expected: 'failed',
              got: String(asArray<WorkflowSummary>(a.body)[wrong]?.status),
            }
          : null;
      },
    );
    await this.check.expect(
      'listWorkflows',
      'limit=2 gives at most 2',
      { as: operator, query: { limit: 2 } },
      200,
      (a) =>
        asArray(a.body).length > 2
          ? { path: '$', expected: 'at most 2', got: `${asArray(a.body).length}` }
          : null,
    );
    await this.workflowPages(operator, (statsAnswer?.body as WorkflowStats | undefined)?.total);
    for (const [what, query] of [
      ['limit=0', { limit: 0 }],
      ['limit=1001', { limit: 1001 }],
      ['page=0', { page: 0 }],
      ['an unknown status', { status: 'sleeping' }],
    ] as const) {
      await this.check.expect('listWorkflows', `400 for ${what}`, { as: operator, query }, 400);
    }
    const first = asArray<WorkflowSummary>(listed?.body)[0];
    if (first) {
      await this.check.expect(
        'getWorkflowDetails',
        'the workflow and its events in order',
        { as: operator, params: { id: first.id } },
        200,
        (a) => {
          const details = a.body as WorkflowDetails;
          if (details.workflow.id !== first.id)
            return { path: '$.workflow.id', expected: first.id, got: details.workflow.id };
          if (details.eventCount !== details.events.length)
            return {
              path: '$.eventCount',
              expected: `${details.events.length} (the number of events)`,
              got: `${details.eventCount}`,
            };
          return ordered(details.events, 'timestamp', 'asc');
        },
      );
    } else {
      this.check.skip(
        'getWorkflowDetails',
        '200 for a listed workflow',
        'the server lists no workflows',
      );
    }
    await this.check.expect(
      'getWorkflowDetails',
      '404 for an unknown id',
      { as: operator, params: { id: `wf-unknown-${this.runId}` } },
      404,
    );
    if (this.outsider) await this.forbidden(this.outsider, first?.id ?? 'conformance-unknown');
    else {
      for (const id of ['getWorkflowStats', 'listWorkflows', 'getWorkflowDetails']) {
        this.check.skip(
          id,
          '403 without workflow access',
          'pass --no-access-cookie of a user without workflow access',
        );
      }
    }
  }

  /**
   * Pagination of listWorkflows: `X-Total-Count` equals the statistics' total, page 2 continues
   * page 1 in order without repeating it, and a page past the last is empty.
   */
  private async workflowPages(operator: Session, statsTotal: number | undefined): Promise<void> {
    const totalOf = (a: Answer) => {
      const header = a.headers.get('x-total-count');
      return header !== null && /^\d+$/.test(header) ? Number(header) : null;
    };
    const page1 = await this.check.expect(
      'listWorkflows',
      'X-Total-Count is the statistics total',
      { as: operator, query: { limit: 2 } },
      200,
      (a) => {
        const total = totalOf(a);
        if (total === null)
          return {
            path: 'X-Total-Count',
            expected: 'an integer',
            got: String(a.headers.get('x-total-count')),
          };
        if (statsTotal !== undefined && total !== statsTotal)
          return {
            path: 'X-Total-Count',
            expected: `${statsTotal} (stats total)`,
            got: `${total}`,
          };
        return null;
      },
    );
    const firstPage = asArray<WorkflowSummary>(page1?.body);
    await this.check.expect(
      'listWorkflows',
      'page=2 continues page 1, newest first, without repeats',
      { as: operator, query: { limit: 2, page: 2 } },
      200,
      (a) => {
        const items = asArray<WorkflowSummary>(a.body);
        const total = page1 ? totalOf(page1) : null;
        const expected = total === null ? null : Math.max(0, Math.min(2, total - 2));
        if (expected !== null && items.length !== expected)
          return { path: '$', expected: `${expected} items`, got: `${items.length}` };
        const repeated = items.findIndex((w) => firstPage.some((f) => f.id === w.id));
        if (repeated >= 0)
          return {
            path: `$[${repeated}].id`,
            expected: 'not on page 1',
            got: String(items[repeated]?.id),
          };
        return ordered([...firstPage, ...items], 'createdAt', 'desc');
      },
    );
    await this.check.expect(
      'listWorkflows',
      'a page past the last is empty',
      { as: operator, query: { limit: 1000, page: 1_000_000 } },
      200,
      (a) =>
        asArray(a.body).length > 0
          ? { path: '$', expected: 'no items', got: `${asArray(a.body).length}` }
          : null,
    );
  }

  async forbidden(session: Session, workflowId: string): Promise<void> {
    await this.check.expect(
      'getWorkflowStats',
      '403 without workflow access',
      { as: session },
      403,
    );
    await this.check.expect('listWorkflows', '403 without workflow access', { as: session }, 403);
    await this.check.expect(
      'getWorkflowDetails',
      '403 without workflow access',
      { as: session, params: { id: workflowId } },
      403,
    );
  }

  // ── fuzz ──────────────────────────────────────────────────────────────────────────────────

  /** What the fuzz pass must not change: the host's data as every read operation shows it. */
  async snapshot(): Promise<Record<string, unknown>> {
    const read = async (url: string) => {
      const answer = await this.http.send({ method: 'GET', url, cookie: this.host.cookie });
      return answer.status === 200 ? answer.body : `read failed: ${answer.status}`;
    };
    const { from, to } = this.snapshotRange;
    const preferences = await read('/api/user/preferences');
    const meetings = await read(`/api/dashboard/meetings?startDate=${from}&endDate=${to}`);
    return {
      preferences:
        typeof preferences === 'object' && preferences !== null
          ? pick(preferences as Record<string, unknown>, [
              ...EDITABLE,
              'totalMeetingsAnalyzed',
              'lastAnalyzedAt',
            ])
          : preferences,
      calendars: await read('/api/user/connected-calendars'),
      links: await read('/api/scheduling-links'),
      goals: await read('/api/goals/user/all'),
      // Only bookings: events of real calendars may change on their own during a run.
      bookings: Array.isArray(meetings)
        ? (meetings as Meeting[]).filter((m) => m.source === 'booking')
        : meetings,
    };
  }

  async fuzz(seed: number, perOperation: number): Promise<void> {
    this.log(`fuzz (seed ${seed}, ${perOperation} payloads per write operation)`);
    const me = this.me;
    const prefs = this.savedPreferences;
    const standard = this.links.find((l) => l.type === 'standard');
    if (!me || !prefs || !standard) {
      this.check.skip(
        'updatePreferences',
        'fuzz',
        'not run: the test preferences or the standard link are missing',
      );
      return;
    }
    const params = slugParams(standard.slug);
    const slot = this.booked?.slot;
    const start = slot ? Date.parse(slot.start) + 7 * DAY : Date.now() + 3 * DAY;
    const targets: {
      id: string;
      valid: unknown;
      params?: Record<string, string>;
      as: Session | null;
    }[] = [
      { id: 'updatePreferences', valid: prefs, as: this.host },
      {
        id: 'saveWeeklyGoals',
        valid: { goals: ['One', 'Two', 'Three'], weekStartDate: this.goalsWeek },
        as: this.host,
      },
      {
        id: 'createSchedulingLink',
        valid: {
          name: 'Fuzz',
          customDescription: null,
          defaultDuration: 30,
          slug: `${splitSlug(standard.slug).prefix}/fuzz-${this.runId}`,
          userId: me.id,
          type: 'standard',
        },
        as: this.host,
      },
      {
        id: 'updateSchedulingLink',
        valid: { name: 'Fuzzed', customDescription: 'x', defaultDuration: 45, slug: standard.slug },
        params: { id: standard.id },
        as: this.host,
      },
      {
        id: 'getBusySlots',
        valid: { startDate: iso(Date.now()), endDate: iso(Date.now() + DAY) },
        params,
        as: null,
      },
      {
        id: 'bookSlot',
        valid: {
          title: 'Fuzz',
          description: '',
          startTime: iso(start),
          endTime: iso(start + standard.defaultDuration * MINUTE),
          attendeeEmail: 'fuzz@example.com',
          attendeeName: 'Fuzz',
        },
        params,
        as: null,
      },
    ];
    let before = await this.snapshot();
    for (const [index, target] of targets.entries()) {
      const op = this.contract.operation(target.id);
      const payloads = invalidPayloads(
        target.valid,
        (p: Payload) => {
          if (p.raw === undefined) return this.contract.checkRequest(op, p.json) !== null;
          const parsed = parseRaw(p.raw);
          return !parsed.ok || this.contract.checkRequest(op, parsed.value) !== null;
        },
        seed + index,
        perOperation,
      );
      await this.fuzzOne(
        target.id,
        payloads.map((p) => ({
          label: p.label,
          call: { as: target.as, params: target.params, json: p.json, raw: p.raw },
        })),
      );
      before = await this.unchanged(target.id, before);
    }
    // Path parameters of the writes that take one.
    const hostile = HOSTILE_PATH_VALUES.slice(
      0,
      Math.max(1, Math.min(HOSTILE_PATH_VALUES.length, perOperation)),
    );
    const pathTargets: [string, string, unknown][] = [
      ['disconnectCalendar', 'calendar', undefined],
      ['deleteWeeklyGoals', 'id', undefined],
      ['updateSchedulingLink', 'id', { name: 'Fuzzed' }],
    ];
    for (const [id, param, json] of pathTargets) {
      await this.fuzzOne(
        id,
        hostile.map((value) => ({
          label: `path ${param} = ${preview(value, 24)}`,
          call: { as: this.host, params: { [param]: value }, json },
        })),
      );
      before = await this.unchanged(id, before);
    }
  }

  async fuzzOne(
    id: string,
    cases: {
      label: string;
      call: Parameters<Checker['url']>[1] & { as: Session | null; json?: unknown; raw?: string };
    }[],
  ): Promise<void> {
    const op = this.contract.operation(id);
    let first: Difference | null = null;
    let sent = 0;
    for (const { label, call } of cases) {
      const url = this.check.url(op, call);
      let answer: Answer;
      try {
        answer = await this.http.send({
          method: op.method,
          url,
          cookie: call.as?.cookie ?? null,
          json: call.json,
          raw: call.raw,
        });
      } catch (error) {
        first ??= {
          path: `payload: ${label}`,
          expected: '4xx with {error}',
          got: error instanceof Error ? error.message : String(error),
        };
        continue;
      }
      sent++;
      const size = (call.raw ?? JSON.stringify(call.json) ?? '').length;
      const allowed = accepted(op, call.json !== undefined || call.raw !== undefined, size);
      const errorBody =
        allowed.includes(answer.status) && answer.contentType === 'application/json'
          ? this.contract.check('#/components/schemas/Error', answer.body)
          : { path: '$', expected: '', got: '' };
      if (errorBody) {
        first ??= {
          path: `payload: ${label}`,
          expected: `${allowed.join(' or ')} with an {error} JSON body`,
          got: `${answer.status} ${answer.contentType ?? '(no type)'} ${preview(answer.text, 80)}`,
        };
      }
    }
    this.report.requests = this.http.requests;
    this.check.verdict(id, `fuzz: ${sent} invalid inputs rejected with {error}`, first);
  }

  async unchanged(id: string, before: Record<string, unknown>): Promise<Record<string, unknown>> {
    const after = await this.snapshot();
    this.check.verdict(id, 'fuzz: the data reads back unchanged', firstDifference(before, after));
    return after;
  }

  // ── the end ───────────────────────────────────────────────────────────────────────────────

  /** Puts back what the run changed: the link fields, then the preferences. */
  async restore(): Promise<void> {
    this.log('restoring the host’s data');
    await this.restoreLinkFields();
    if (!this.preferencesTouched) return;
    const original = this.originalPreferences;
    const body = original ? (pick(original, EDITABLE) as PreferencesInput) : null;
    const invalid = body
      ? this.contract.check('#/components/schemas/PreferencesInput', body, 'request')
      : { path: '$', expected: 'the preferences read at the start', got: 'nothing' };
    if (!body || invalid) {
      const why = invalid ?? { path: '$', expected: 'usable preferences', got: 'nothing' };
      this.check.fail('updatePreferences', 'restores the original preferences', {
        path: why.path,
        expected: 'the original preferences, to put them back',
        got: `none usable (${why.expected}, got ${why.got}): the host's preferences stay as the kit saved them`,
      });
      return;
    }
    await this.check.expect(
      'updatePreferences',
      'restores the original preferences',
      { as: this.host, json: body },
      200,
      (a) => firstDifference(body, a.body),
    );
  }

  /** The security rules every write and path must hold (README "For backend teams"). */
  async security(): Promise<void> {
    this.log('security rules');
    const standard = this.links.find((l) => l.type === 'standard');
    const link = standard ? slugParams(standard.slug) : { user: 'jordan-lee', type: 'standard' };
    this.preferencesTouched = true;
    await transportChecks(this.check, this.contract, this.host, link, {
      saveWeeklyGoals: { goals: ['Conformance', '', ''], weekStartDate: this.goalsWeek },
    });
    await protocolChecks(this.check, this.http, this.host, link);
    await inputChecks(this.check, this.host, link);
    await oauthStateChecks(this.check, this.host);
    const spare = this.links.find((l) => l.type !== 'standard');
    await rateLimitChecks(
      this.check,
      this.http,
      spare ? { ...slugParams(spare.slug), durationMinutes: spare.defaultDuration } : null,
      link,
    );
  }

  async logout(): Promise<void> {
    this.log('sign-out');
    await logoutTransportChecks(this.check, this.host);
    await this.check.expect(
      'logout',
      '204 ends the session',
      { as: this.host },
      204,
      sessionCookieRule,
    );
    await this.check.expect('getCurrentUser', '401 after logout', { as: this.host }, 401);
    for (const session of this.opened) {
      if (session === this.host) continue;
      await this.http.send({ method: 'POST', url: '/api/auth/logout', cookie: session.cookie });
    }
  }
}

/**
 * The statuses a fuzzed request may get: an invalid body is a 400 (the contract's rule; a 413 is
 * tolerated for bodies over 100 kB); a hostile path value any 4xx the operation declares.
 */
function accepted(op: Operation, hasBody: boolean, size: number): number[] {
  if (hasBody && !op.path.includes('{id}') && !op.path.includes('{calendar}'))
    return size > 100_000 ? [400, 413] : [400];
  return op.responses.map((r) => Number(r.status)).filter((s) => s >= 400 && s < 500);
}

/** The `{user}/{type}` path parameters of a link's public calls: its slug's two segments. */
function slugParams(slug: string): { user: string; type: string } {
  const { prefix, suffix } = splitSlug(slug);
  return { user: prefix, type: suffix };
}

/** `value` is within the clock tolerance of `expected` (ms). */
function near(path: string, value: string, expected: number, what: string): Difference | null {
  const got = Date.parse(value);
  return Math.abs(got - expected) <= CLOCK_TOLERANCE_MS
    ? null
    : { path, expected: `${iso(expected)} (${what}, ±2 min)`, got: value };
}

/** Runs the whole kit against `options.baseUrl` and answers the report. */
export async function runConformance(options: KitOptions): Promise<Report> {
  const contract = options.contract ?? Contract.load();
  const http = new Http(options.baseUrl);
  const report = new Report(contract, http.baseUrl);
  const run = new Run(options, contract, http, report);
  await run.identities();
  try {
    await run.withoutSession();
    await run.auth();
    // Without the signed-in host nothing else can run: the table shows the rest as NOT RUN.
    if (run.me) {
      await run.preferences();
      await run.calendars();
      await run.dashboard();
      await run.connectionTests();
      await run.goals();
      await run.schedulingLinks();
      await run.booking();
      await run.expiredGrant();
      await run.workflows();
      await run.security();
      const fuzz = options.fuzz ?? { seed: DEFAULT_FUZZ_SEED, perOperation: DEFAULT_FUZZ_COUNT };
      if (fuzz) await run.fuzz(fuzz.seed, fuzz.perOperation);
    }
  } catch (error) {
    if (error instanceof SetupError) throw error;
    // An answer the flow could not use (or a bug of the kit): report it, then still clean up.
    report.crash = error instanceof Error ? (error.stack ?? error.message) : String(error);
  } finally {
    if (run.me) {
      await run.restore().catch((error: unknown) => {
        report.crash ??= `restoring failed: ${String(error)}`;
      });
      await run.logout().catch((error: unknown) => {
        report.crash ??= `logout failed: ${String(error)}`;
      });
    }
    report.requests = http.requests;
    report.finishedAt = Date.now();
  }
  return report;
}
