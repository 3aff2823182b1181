/**
 * API keys as credentials (contract "API keys"): `Authorization: Bearer sw_live_…` on the host's
 * own `/api/…` operations. A request that carries one is judged by the key alone, the session
 * cookie ignored. Two parts:
 * - `apiKeyGate`, run before the handlers: 401 for a wrong, revoked or expired key, 429 over the
 *   key's rate, 403 `session_required` on the key operations, 403 `read_only_key` on a write of a
 *   `read` key, before any body is read; the public operations ignore the header;
 * - `sessionFromBearer`, which `sessionUser` (`auth.ts`) asks instead of the cookie: the key's
 *   host, or null.
 * Keys never reach `/__mock/…` nor the sign-in navigations.
 */
import { http, HttpResponse } from 'msw';
import { now } from './clock';
import { db, type ApiKeyRecord, type UserRecord } from './db';
import { apiError } from './errors';
import { operationFor, type OperationId } from './faults/operations';
import { rateLimitMode } from './rate-limit';
import { sha256Hex } from './sha256';

export const API_KEY_PREFIX = 'sw_live_';
/** Calls per key per window. */
export const API_KEY_RATE = { limit: 120, windowSeconds: 60 } as const;

/** Operations that need no session: they ignore an `Authorization` header. */
const PUBLIC_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>([
  'startGoogleSignIn',
  'getPublicSchedulingLink',
  'listHostPublicLinks',
  'getBusySlots',
  'bookSlot',
  'createSlotHold',
  'releaseSlotHold',
  'extendSlotHold',
  'getBooking',
  'cancelBooking',
  'rescheduleBooking',
]);

/** Operations only the session may call. */
const SESSION_ONLY: ReadonlySet<OperationId> = new Set<OperationId>([
  'listApiKeys',
  'createApiKey',
  'revokeApiKey',
]);

/** The bearer token of the request, when it sends `Authorization: Bearer …` to an `/api/` path. */
export function bearerToken(request: Request): string | null {
  if (!new URL(request.url).pathname.startsWith('/api/')) return null;
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer[ ]+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export function hashApiKey(secret: string): string {
  return sha256Hex(secret);
}

/** The key's record when it is known, unrevoked and unexpired at `at`. */
export function validKey(secret: string, at = now().getTime()): ApiKeyRecord | null {
  if (!secret.startsWith(API_KEY_PREFIX)) return null;
  const hash = hashApiKey(secret);
  const key = db.apiKeys.findFirst((q) => q.where({ hash }));
  if (!key || key.revokedAt !== null) return null;
  if (key.expiresAt !== null && Date.parse(key.expiresAt) <= at) return null;
  return key;
}

/** The host a request's API key acts for, or null (no key, or not a valid one). */
export function sessionFromBearer(request: Request): UserRecord | null {
  const token = bearerToken(request);
  const key = token ? validKey(token) : null;
  return key ? (db.users.findFirst((q) => q.where({ id: key.userId })) ?? null) : null;
}

const windows = new Map<string, { start: number; used: number }>();

/** Forgets every key's window (tests). */
export function resetApiKeyRates(): void {
  windows.clear();
}

/** Seconds to wait when the key is over its rate, else null (the call is counted). */
function overRate(keyId: string): number | null {
  if (!rateLimitMode.enabled) return null;
  const at = Date.now();
  const windowMs = API_KEY_RATE.windowSeconds * 1000;
  const current = windows.get(keyId);
  if (!current || at - current.start >= windowMs) {
    windows.set(keyId, { start: at, used: 1 });
    return null;
  }
  if (current.used >= API_KEY_RATE.limit)
    return Math.max(1, Math.ceil((current.start + windowMs - at) / 1000));
  current.used++;
  return null;
}

const INVALID_KEY = apiError('not_authenticated', 'Invalid, revoked or expired API key');
const READ_ONLY = apiError('read_only_key', 'This API key is read-only');
const SESSION_REQUIRED = apiError(
  'session_required',
  'API keys are managed from the signed-in app, not with an API key',
);

async function markUsed(key: ApiKeyRecord, at: Date): Promise<void> {
  // Once a minute at most: every call writing the record would be a write per read.
  if (key.lastUsedAt && at.getTime() - Date.parse(key.lastUsedAt) < 60_000) return;
  await db.apiKeys.update((q) => q.where({ id: key.id }), {
    data(k) {
      k.lastUsedAt = at.toISOString();
    },
  });
}

/** Judges the API key of a request before any handler runs (see the module comment). */
export const apiKeyGate = http.all(/\/api\//, async ({ request }) => {
  const token = bearerToken(request);
  if (token === null) return;
  const url = new URL(request.url);
  const operation = operationFor(request.method, url.pathname);
  if (operation === null || PUBLIC_OPERATIONS.has(operation)) return;
  const at = now();
  const key = validKey(token, at.getTime());
  if (!key) return HttpResponse.json(INVALID_KEY, { status: 401 });
  const wait = overRate(key.id);
  if (wait !== null) {
    const error = `Too many requests for this API key: at most ${API_KEY_RATE.limit} every ${API_KEY_RATE.windowSeconds} seconds. Try again in ${wait} seconds.`;
    return HttpResponse.json(apiError('rate_limited', error), {
      status: 429,
      headers: { 'Retry-After': String(wait) },
    });
  }
  if (SESSION_ONLY.has(operation)) return HttpResponse.json(SESSION_REQUIRED, { status: 403 });
  const method = request.method.toUpperCase();
  if (key.scope === 'read' && method !== 'GET' && method !== 'HEAD')
    return HttpResponse.json(READ_ONLY, { status: 403 });
  await markUsed(key, at);
});
