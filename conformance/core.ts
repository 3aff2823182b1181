/**
 * The kit's shared core: the options, the run's context (who is signed in, what the run found and
 * changed), and the helpers every area uses. The areas (`areas/*.ts`, one per contract tag) import
 * this module and never each other; `kit.ts` runs them in order.
 *
 * Identities. The kit needs a signed-in host with the calendar scopes. Against the mock server it
 * signs one in itself through mock-only routes (a fresh account each run, through
 * `/__mock/consent`, plus the seeded operator and a user without workflow access through
 * `/__mock/session`). Against any other server pass cookies: `--session-cookie` (the host; the run
 * ends with its logout), `--operator-cookie` (workflow access; default: the host) and
 * `--no-access-cookie` (a user without workflow access, for the 403 checks; else skipped).
 */
import type { components } from '../src/api/schema.gen';
import { splitSlug } from '../src/domain/links';
import { generateSlots, type Slot, type SlotsByDate } from '../src/domain/slots';
import { Checker, errorText, type Session } from './checker';
import type { Contract, Difference } from './contract';
import { cookieFrom, type Answer, type Http } from './http';
import type { Report } from './report';

export type Schemas = components['schemas'];
type Preferences = Schemas['Preferences'];
type PreferencesInput = Schemas['PreferencesInput'];
type Link = Schemas['SchedulingLink'];
type PublicLink = Schemas['PublicSchedulingLink'];
type Booking = Schemas['Booking'];
type CurrentUser = Schemas['CurrentUser'];

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
  /**
   * How the session cookie is judged: `contract` (`__Host-slotwise_session`, `Secure`) or
   * `plain-http` (`slotwise_session` without `Secure`, the mock server's `MOCK_PLAIN_HTTP=1`).
   * Unset: the mode the mock server reports in `/__mock/state`, else `contract`.
   */
  cookieMode?: CookieMode;
  /** Progress lines (section names). */
  log?: (line: string) => void;
}

export type CookieMode = 'contract' | 'plain-http';

/** The cookie mode the run judged, and why (the report prints both). */
export interface JudgedCookieMode {
  mode: CookieMode;
  why: string;
}

/** The session cookie's name in a mode. */
export function sessionCookieNameIn(mode: CookieMode): string {
  return mode === 'plain-http' ? SESSION_COOKIE : `__Host-${SESSION_COOKIE}`;
}

/** The options are unusable (no session and no mock server): not a conformance failure. */
export class SetupError extends Error {}

/**
 * A session from a cookie value, or from `__Host-slotwise_session=value` (or the mock's
 * plain-http `slotwise_session=value`) as copied from devtools. A bare value is taken as the
 * cookie of the judged mode (`__Host-slotwise_session` in contract mode).
 */
export function sessionFromValue(
  label: string,
  value: string,
  mode: CookieMode = 'contract',
): Session {
  const trimmed = value.trim();
  const cookie =
    trimmed.startsWith(`${SESSION_COOKIE}=`) || trimmed.startsWith(`__Host-${SESSION_COOKIE}=`)
      ? trimmed
      : `${sessionCookieNameIn(mode)}=${trimmed}`;
  return { label, cookie };
}

/** The preferences fields a host edits (what the kit saves, compares and puts back). */
export const EDITABLE: readonly (keyof PreferencesInput)[] = [
  'timePreference',
  'timezone',
  'dayAvailability',
  'bufferTime',
  'noBufferNeeded',
  'timeOff',
  'dateOverrides',
];

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Where the security checks live (`security-checks.ts`), for the report's rows. */
export const SECURITY_CHECKS = 'conformance/security-checks.ts';

/** Clock skew allowed between the server's "now" and its Date header. */
export const CLOCK_TOLERANCE_MS = 2 * MINUTE;

export function asArray<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The server's clock from an answer's Date header (second resolution), else ours. */
export function serverNow(answer: Answer | null): number {
  const date = answer?.headers.get('date');
  const ms = date ? Date.parse(date) : NaN;
  return Number.isNaN(ms) ? Date.now() : ms;
}

/** The `{user}/{type}` path parameters of a link's public calls: its slug's two segments. */
export function slugParams(slug: string): { user: string; type: string } {
  const { prefix, suffix } = splitSlug(slug);
  return { user: prefix, type: suffix };
}

/**
 * The standard link's free slots as a visitor in UTC sees them, computed from a busy-slots answer
 * with the contract's own rules (DESIGN section 5), by day.
 */
export function freeSlots(
  pub: PublicLink,
  busy: Answer,
  range: { startDate: string; endDate: string },
): SlotsByDate {
  const body = busy.body as Schemas['BusySlotsResponse'];
  return generateSlots({
    type: 'standard',
    duration: pub.defaultDuration,
    window: range,
    preferences: { ...body.preferences, timePreference: pub.preferences.timePreference },
    busy: body.busySlots,
    visitorTimeZone: 'UTC',
    now: serverNow(busy),
    dateAvailability: body.preferences.dateAvailability,
    minimumNotice: pub.minimumNotice,
  });
}

/** `value` is within the clock tolerance of `expected` (ms). */
export function near(
  path: string,
  value: string,
  expected: number,
  what: string,
): Difference | null {
  const got = Date.parse(value);
  return Math.abs(got - expected) <= CLOCK_TOLERANCE_MS
    ? null
    : { path, expected: `${iso(expected)} (${what}, ±2 min)`, got: value };
}

/** The run's context: shared by every area, filled in as the run goes. */
export class Run {
  readonly runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  mock = false;
  cookieMode: JudgedCookieMode = { mode: 'contract', why: 'the contract’s cookie' };
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
  /** The standard link's booking page as a visitor read it: the link, its window, its busy times. */
  page: {
    link: Link;
    pub: PublicLink;
    params: { user: string; type: string };
    range: { startDate: string; endDate: string };
    busy: Answer;
  } | null = null;
  booked: { slot: Slot; booking: Booking | null } | null = null;
  /**
   * The booking `areas/manage-booking.ts` leaves confirmed, with its token, and a free slot: the
   * fuzz pass sends it invalid cancels and reschedules.
   */
  managed: { id: string; token: string; free: Slot | null } | null = null;
  /** The booking `areas/host-bookings.ts` leaves confirmed, and a free slot: fuzzed as the host. */
  hostKept: { id: string; free: Slot } | null = null;
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
  ) {}

  /** A checker whose results name `file` (`conformance/areas/booking.ts`) as where they live. */
  checker(file: string): Checker {
    return new Checker(this.contract, this.http, this.report, file);
  }

  log(line: string): void {
    this.options.log?.(line);
  }

  /** Records that the checks of these operations could not run, and why. */
  blocked(check: Checker, operationIds: readonly string[], reason: string): void {
    for (const id of operationIds) check.skip(id, 'further checks', `not run: ${reason}`);
  }

  get tz(): string {
    return this.savedPreferences?.timezone ?? this.originalPreferences?.timezone ?? 'UTC';
  }

  /** Who the run acts as: the host, the operator and a user without workflow access. */
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
    const reported = (state.body as { cookieMode?: unknown } | null)?.cookieMode;
    this.cookieMode = this.options.cookieMode
      ? { mode: this.options.cookieMode, why: 'as --cookie-mode asked' }
      : this.mock && (reported === 'plain-http' || reported === 'contract')
        ? { mode: reported, why: 'as the mock server reports in /__mock/state' }
        : { mode: 'contract', why: 'the contract’s cookie (no --cookie-mode given)' };
    this.report.cookieMode = this.cookieMode;

    if (this.options.sessionCookie) {
      this.host = sessionFromValue('host', this.options.sessionCookie, this.cookieMode.mode);
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
      this.operator = sessionFromValue(
        'operator',
        this.options.operatorCookie,
        this.cookieMode.mode,
      );
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
      this.outsider = sessionFromValue(
        'no-access user',
        this.options.noAccessCookie,
        this.cookieMode.mode,
      );
    else if (this.mock)
      this.outsider = await signIn(
        'no-access user',
        accounts.find((a) => a.workflowAccess === false && a.hasRequiredScopes !== false)?.email,
      );
  }
}
