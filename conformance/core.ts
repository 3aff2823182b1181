/**
 * The kit's shared core: the options, the run's fixed context (`Run`: who acts, how to check),
 * the record of what to put back (`Undo`), the types areas hand each other, and the helpers every
 * area uses. The areas (`areas/*.ts`, one per contract tag) import this module and never each
 * other; `kit.ts` runs them in order, passing each what the earlier ones answered.
 *
 * Identities (`identities.ts`). The kit needs a signed-in host with the calendar scopes. Against the mock server it
 * signs one in itself through mock-only routes (a fresh account each run, through
 * `/__mock/consent`, plus the seeded operator and a user without workflow access through
 * `/__mock/session`). Against any other server pass cookies: `--session-cookie` (the host; the run
 * ends with its logout), `--operator-cookie` (workflow access; default: the host) and
 * `--no-access-cookie` (a user without workflow access, for the 403 checks; else skipped).
 */
import type { components } from '../src/api/schema.gen';
import { DAY_MS as DAY, HOUR_MS as HOUR, MINUTE_MS as MINUTE } from '../src/domain/civil-date';
import { splitSlug } from '../src/domain/links';
import { generateSlots, type Slot, type SlotsByDate } from '../src/domain/slots';
import { Checker, type Session } from './checker';
import { preview, type Contract, type Difference } from './contract';
import type { Answer, Http } from './http';
import type { CookieMode, JudgedCookieMode, Report } from './report';

export type Schemas = components['schemas'];
type Preferences = Schemas['Preferences'];
type PreferencesInput = Schemas['PreferencesInput'];
type Link = Schemas['SchedulingLink'];
type PublicLink = Schemas['PublicSchedulingLink'];
type Booking = Schemas['Booking'];

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
  /**
   * Three more hosts' sessions for the team area (its members A, B and C; the kit sets their zones
   * and hours). Without them a server other than the mock skips the area: only the mock signs in
   * hosts for the kit.
   */
  memberCookies?: readonly string[];
  /** An additional calendar of the host the kit may disconnect (forgets its tokens). */
  disconnectCalendar?: string;
  /** The fuzz pass: a fixed seed and a number of payloads per write operation; false: off. */
  fuzz?: { seed: number; perOperation: number } | false;
  /**
   * The webhook mode (`areas/webhook-mode.ts`): a loopback receiver judges the deliveries. Off by
   * default: the backend must be able to reach 127.0.0.1 and accept it as an endpoint.
   */
  webhooks?: boolean;
  contract?: Contract;
  /**
   * How the session cookie is judged: `contract` (`__Host-slotwise_session`, `Secure`) or
   * `plain-http` (`slotwise_session` without `Secure`, the mock server's `MOCK_PLAIN_HTTP=1`).
   * Unset: the mode the mock server reports in `/__mock/state`, else `contract`.
   */
  cookieMode?: CookieMode;
  /** Progress lines (section names). */
  log?: (line: string) => void;
  /**
   * The mutation pass's settings, never the CLI's: end the run at the first check that does not
   * pass (nothing is put back: the server is thrown away), and run only the first areas, up to the
   * links, then the area `probe` names (`PROBES` in kit.ts) and the sign-out.
   */
  stopAtFirstFailure?: boolean;
  probe?: string;
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

/** The areas' names for the lengths of `src/domain/civil-date.ts`. */
export { MINUTE, HOUR, DAY };
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
 * A link's free slots as a visitor in UTC sees them (the standard link's unless `type` says
 * otherwise), computed from a busy-slots answer with the contract's own rules (`bookSlot`'s
 * description in openapi/openapi.yaml), by day.
 */
export function freeSlots(
  pub: PublicLink,
  busy: Answer,
  range: { startDate: string; endDate: string },
  type: 'standard' | 'high_priority' = 'standard',
  /** The server's now (default: the answer's Date header). */
  at: number = serverNow(busy),
): SlotsByDate {
  const body = busy.body as Schemas['BusySlotsResponse'];
  return generateSlots({
    type,
    duration: pub.defaultDuration,
    interval: pub.slotInterval,
    windowDays: pub.bookingWindowDays,
    window: range,
    preferences: { ...body.preferences, timePreference: pub.preferences.timePreference },
    busy: body.busySlots,
    visitorTimeZone: 'UTC',
    now: at,
    dateAvailability: body.preferences.dateAvailability,
    minimumNotice: pub.minimumNotice,
  });
}

/** Whether any busy time overlaps the slot. */
export function overlaps(busy: Schemas['BusySlotsResponse']['busySlots'], slot: Slot): boolean {
  return busy.some(
    (b) => Date.parse(b.start) < Date.parse(slot.end) && Date.parse(b.end) > Date.parse(slot.start),
  );
}

/**
 * A busy-slots answer's check after a booking moved or was cancelled: `freed` is free again and
 * `taken` (when given) is busy.
 */
export function freedAndTaken(freed: Slot, taken: Slot | null) {
  return (a: Answer): Difference | null => {
    const slots = (a.body as Schemas['BusySlotsResponse']).busySlots;
    if (overlaps(slots, freed))
      return { path: '$.busySlots', expected: `${freed.start} free`, got: preview(slots) };
    if (taken && !overlaps(slots, taken))
      return { path: '$.busySlots', expected: `${taken.start} busy`, got: preview(slots) };
    return null;
  };
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

/** The standard link's booking page as a visitor read it: the link, its window, its busy times. */
export interface BookingPage {
  link: Link;
  pub: PublicLink;
  params: { user: string; type: string };
  range: { startDate: string; endDate: string };
  busy: Answer;
}

/** The slot `areas/book-slot.ts` booked, and the booking it answered (null: the booking failed). */
export interface Booked {
  slot: Slot;
  booking: Booking | null;
}

/** Another free slot of the standard link and its booking window, for the 409 checks. */
export interface Spare {
  slot: Slot;
  params: { user: string; type: string };
  range: { startDate: string; endDate: string };
}

/**
 * The booking `areas/manage-booking.ts` leaves confirmed, with its token, and a free slot: the
 * fuzz pass sends it invalid cancels and reschedules.
 */
export interface Managed {
  id: string;
  token: string;
  free: Slot | null;
}

/**
 * What `areas/host-bookings.ts` gives `areas/host-actions.ts`: the id of the booking the kit
 * keeps, and that booking as its host reads it (null: the read failed).
 */
export interface HostRead {
  id: string;
  booking: Schemas['HostBooking'] | null;
}

/** The booking `areas/host-actions.ts` leaves confirmed, and a free slot: fuzzed as the host. */
export interface HostKept {
  id: string;
  free: Slot;
}

/** What `areas/preferences.ts` gives: the test preferences it saved (null: not saved), the zone. */
export interface SavedPreferences {
  saved: PreferencesInput | null;
  /** The host's zone: the saved preferences', else the original's, else UTC. */
  timezone: string;
}

/**
 * What the run changed and must put back at the end (`kit.ts` restores it even after a crash).
 * Only the areas that change the host's data take it.
 */
export class Undo {
  /** Link fields to put back (links that existed before the run). */
  readonly linkFields: { id: string; body: Schemas['SchedulingLinkUpdate'] }[] = [];
  /** The preferences read at the start. */
  originalPreferences: Preferences | null = null;
  /** The kit sent a preferences save: they must be put back at the end. */
  preferencesTouched = false;
}

/** A new run's id: it names what the run creates (slugs, e-mail addresses). */
export function newRunId(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Who the run acts as: found by `identities.ts` before any area runs, then fixed. */
export interface Identities {
  /** The server is the Slotwise mock server (it answered `/__mock/state`). */
  mock: boolean;
  cookieMode: JudgedCookieMode;
  host: Session;
  /** A user with workflow access (the host when none was given or found). */
  operator: Session | null;
  /** The operator is the host by default: a 403 then means "no access", not a failure. */
  operatorIsDefault: boolean;
  /** A user without workflow access (null: the 403 checks are skipped). */
  outsider: Session | null;
  /** Sessions the kit opened itself (logged out at the end). */
  opened: readonly Session[];
}

/**
 * The run's fixed context, shared by every area: the options, the contract, the HTTP client, the
 * report, and who the run acts as. Nothing in it changes once the areas run. What the areas find
 * (the signed-in user, the links, the booking page, the bookings they keep) is not here: each
 * area takes it as an argument and answers what it gives (`kit.ts` wires them in order).
 */
export class Run {
  readonly mock: boolean;
  readonly cookieMode: JudgedCookieMode;
  readonly host: Session;
  readonly operator: Session | null;
  readonly operatorIsDefault: boolean;
  readonly outsider: Session | null;
  readonly opened: readonly Session[];
  /** The fixed range of the fuzz pass's snapshots. */
  readonly snapshotRange = { from: iso(Date.now() - DAY), to: iso(Date.now() + 30 * DAY) };

  constructor(
    readonly options: KitOptions,
    readonly contract: Contract,
    readonly http: Http,
    readonly report: Report,
    readonly runId: string,
    who: Identities,
  ) {
    this.mock = who.mock;
    this.cookieMode = who.cookieMode;
    this.host = who.host;
    this.operator = who.operator;
    this.operatorIsDefault = who.operatorIsDefault;
    this.outsider = who.outsider;
    this.opened = who.opened;
  }

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
}
