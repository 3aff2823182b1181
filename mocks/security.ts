/**
 * The mock backend's security rules (`docs/decisions.md#security`) that are not plain validation:
 * whose slug prefix is whose. The contract states them; conformance/README.md lists them with the
 * kit flags that check each.
 */
import { slugPrefix } from '../src/domain/links';
import { SLUG_SEGMENT_MAX_LENGTH } from '../src/domain/api-schemas';
import { db, type LinkRecord, type TeamRecord, type UserRecord } from './db';
import { apiError, type ErrorBody } from './errors';
import { ruleBroken } from './rule-breaks';

/** The host's own slug prefix: fixed at account creation; derived from the name for seeds. */
export function hostSlugPrefix(user: Pick<UserRecord, 'name'> & { slugPrefix?: string }): string {
  return user.slugPrefix ?? slugPrefix(user.name).slice(0, SLUG_SEGMENT_MAX_LENGTH);
}

/** The teams that are not deleted. */
export function liveTeams(): TeamRecord[] {
  return db.teams.findMany((q) => q.where((t) => !t.deletedAt));
}

/**
 * Whether a link still holds its addresses (its slug and previous slugs, deleted or not): every
 * link but those of a deleted team, whose slug is free again with theirs (docs/teams.md).
 */
export function holdsAddresses(link: Pick<LinkRecord, 'teamId'>): boolean {
  const teamId = link.teamId;
  if (!teamId) return true;
  return !db.teams.findFirst((q) => q.where({ id: teamId }))?.deletedAt;
}

/** A prefix for a new account named `name` that no account, link or team has: `jordan-lee`, `-2`, … */
export function uniqueSlugPrefix(name: string): string {
  const taken = new Set(db.users.all().map((u) => hostSlugPrefix(u)));
  for (const link of db.links.all()) {
    if (holdsAddresses(link)) taken.add(link.slug.split('/')[0] ?? '');
  }
  // A team's slug is in the same namespace: `/book/{team slug}/…` (docs/teams.md).
  for (const team of liveTeams()) taken.add(team.slug);
  const base = slugPrefix(name).slice(0, SLUG_SEGMENT_MAX_LENGTH - 4);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Null when `slug` starts with the host's own prefix, else the 403 message. */
export function foreignPrefix(user: UserRecord, slug: string): string | null {
  const own = hostSlugPrefix(user);
  return slug.split('/')[0] === own ? null : `The slug prefix must be your own: ${own}`;
}

// ---------------------------------------------------------------------------------------------
// The HTTP server's gate: what runs before any handler sees a request (mocks/http-app.ts)
// ---------------------------------------------------------------------------------------------

/** Request bodies above this size answer 413 before they are read further (never parsed). */
export const MAX_BODY_BYTES = 64 * 1024;
export const TOO_LARGE = apiError(
  'payload_too_large',
  `The request body must be at most ${MAX_BODY_BYTES} bytes`,
);

/**
 * The one switch for plain `http://127.0.0.1` development (`MOCK_PLAIN_HTTP=1` for
 * `npm run mock:server`; always on in the browser worker and in Vitest, where no real cookie
 * exists). Browsers refuse `Secure` and `__Host-` cookies on plain http, so the mock then sets
 * `slotwise_session` without `Secure`. Everything else (413, 415, Origin, duplicate cookies,
 * 405) holds in both modes.
 */
export const securityMode = { plainHttp: true };

/** The contract's session cookie, and the name the mock uses in plain-http mode. */
export const SECURE_SESSION_COOKIE = '__Host-slotwise_session';
export const PLAIN_SESSION_COOKIE = 'slotwise_session';
/** Session lifetime: 14 days from sign-in (the cookie's Max-Age; see docs/decisions.md). */
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

export function sessionCookieName(): string {
  return securityMode.plainHttp ? PLAIN_SESSION_COOKIE : SECURE_SESSION_COOKIE;
}

/** `Set-Cookie` attributes of the session cookie in the current mode. */
export function sessionCookieAttributes(maxAge: number): string {
  const secure = securityMode.plainHttp ? '' : '; Secure';
  return `Path=/; Max-Age=${maxAge}; HttpOnly${secure}; SameSite=Lax`;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * The contract's exemptions from the Origin rule, and no more: the public booking calls (no
 * session, so nothing to forge; any site may link to a booking page), and a booking's own cancel
 * and reschedule, which carry its secret token in a header instead of a cookie. Holds are not
 * among them: a foreign page gets 403 (the embed's booking page is framed on the app's own
 * origin, so its holds carry that Origin).
 */
const PUBLIC_WRITE =
  /^\/api\/(scheduling-links\/[^/]+\/[^/]+\/(book|busy-slots)|bookings\/[^/]+\/(cancel|reschedule))$/;

interface GateRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** `http://host:port` as the client addressed the server. */
  ownOrigin: string;
}

/** Origins allowed besides the server's own: `MOCK_ALLOWED_ORIGINS` (comma-separated). */
export function allowedOrigins(): string[] {
  const env = typeof process !== 'undefined' ? process.env.MOCK_ALLOWED_ORIGINS : undefined;
  return (env ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
}

function header(req: GateRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** How many cookies named `name` the Cookie header carries. */
export function cookieCount(cookieHeader: string, name: string): number {
  return cookieHeader.split(';').filter((part) => part.split('=')[0]?.trim() === name).length;
}

/**
 * The answer the gate gives instead of the handlers, or null to let the request through.
 * Order: 413 (declared size), 415 (content type), 403 (foreign Origin on a signed-in write).
 */
export function gate(req: GateRequest): { status: number; body: ErrorBody } | null {
  if (!req.path.startsWith('/api/')) return null;
  const write = WRITE_METHODS.has(req.method);
  const length = Number(header(req, 'content-length') ?? '0');
  if (length > MAX_BODY_BYTES) {
    return { status: 413, body: TOO_LARGE };
  }
  const type = header(req, 'content-type');
  const chunked = header(req, 'transfer-encoding') !== undefined;
  if (write && (type !== undefined || length > 0 || chunked)) {
    const mediaType = (type ?? '').split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json') {
      return {
        status: 415,
        body: apiError(
          'unsupported_media_type',
          'Request bodies must be JSON: send Content-Type: application/json',
        ),
      };
    }
  }
  const origin = header(req, 'origin');
  if (write && origin !== undefined && !PUBLIC_WRITE.test(req.path)) {
    const allowed =
      origin === req.ownOrigin ||
      allowedOrigins().includes(origin) ||
      ruleBroken('foreign-origin-allowed');
    if (!allowed) {
      return {
        status: 403,
        body: apiError('foreign_origin', `Requests from ${origin} are not allowed`),
      };
    }
  }
  return null;
}
