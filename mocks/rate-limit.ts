/**
 * The per-link rate limit of the two anonymous calls (`docs/decisions.md#security`), on the HTTP
 * mock server only (`mocks/http-app.ts`): the browser worker and Vitest serve one visitor and have
 * no address.
 *
 * Key: the visitor's IP address + the operation + the link's id (its slug resolved as the
 * handlers resolve it, previous slugs included, so a renamed link keeps its count), on paths
 * taken exactly (`exactPaths` of `mocks/http-gate.ts` refuses `…/book/` and `/API/…` first).
 * Fixed windows. What counts is work done for the visitor: answers 2xx and 409 (a booking attempt on a
 * taken slot). Refusals that cost nothing (400, 404, 413, 415, 429) do not count, so a visitor
 * who mistypes is not locked out, and the kit's fuzz pass (hundreds of invalid bodies) neither.
 *
 * Every answer of a limited call carries `RateLimit-Limit`, `RateLimit-Remaining` and
 * `RateLimit-Reset` (IETF draft-ietf-httpapi-ratelimit-headers, the three-field form; see
 * docs/decisions.md); a 429 adds `Retry-After`. QA turns the limit off with
 * `MOCK_RATE_LIMIT=off` or `POST /__mock/rate-limit {"enabled": false}`; headers are then not
 * sent either.
 */
import type { RequestHandler as ExpressHandler } from 'express';
import { apiError } from './errors';
import { ruleBroken } from './rule-breaks';
import { linkHoldingSlug } from './handlers/shared';

export interface RateLimitPolicy {
  /** Counted answers allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** The documented limits (conformance/README.md, "Security rules", contract `getBusySlots` and `bookSlot`). */
export const RATE_LIMITS: Record<'getBusySlots' | 'bookSlot' | 'createSlotHold', RateLimitPolicy> =
  {
    /** A visitor paging through weeks asks once per week shown. */
    getBusySlots: { limit: 60, windowSeconds: 60 },
    /** Each booking sends an invitation e-mail. */
    bookSlot: { limit: 10, windowSeconds: 600 },
    /** Each hold keeps the time from everyone else (hold bounds: mocks/handlers/hold-limits.ts). */
    createSlotHold: { limit: 30, windowSeconds: 600 },
  };

/** The QA switch (`MOCK_RATE_LIMIT=off`, `POST /__mock/rate-limit`). */
export const rateLimitMode = { enabled: true };

const windows = new Map<string, { start: number; used: number }>();

/** Forgets every window (the switch and scenario loads call it). */
export function resetRateLimits(): void {
  windows.clear();
}

const LIMITED = /^\/api\/scheduling-links\/([^/]+)\/([^/]+)\/(book|busy-slots|holds)$/;

const POLICIES: Record<string, RateLimitPolicy> = {
  book: RATE_LIMITS.bookSlot,
  'busy-slots': RATE_LIMITS.getBusySlots,
  holds: RATE_LIMITS.createSlotHold,
};

/** The operation each limited path is, so the count follows the operation and the link. */
const OPERATIONS: Record<string, string> = {
  book: 'bookSlot',
  'busy-slots': 'getBusySlots',
  holds: 'createSlotHold',
};

/** A counted answer: the server did work for it. */
const counts = (status: number) => (status >= 200 && status < 300) || status === 409;

export const RATE_LIMITED_MESSAGE = (policy: RateLimitPolicy, retryAfter: number) =>
  `Too many requests for this booking link: at most ${policy.limit} every ${policy.windowSeconds} seconds. Try again in ${retryAfter} seconds.`;

export function rateLimiter(now: () => number = Date.now): ExpressHandler {
  return (req, res, next) => {
    const match = req.method === 'POST' ? LIMITED.exec(req.path) : null;
    if (!match || !rateLimitMode.enabled) {
      next();
      return;
    }
    const policy = POLICIES[match[3]!]!;
    const slug = `${match[1]}/${match[2]}`;
    // An unknown slug keys on itself: it answers 404, which does not count.
    const link = linkHoldingSlug(slug)?.id ?? `slug:${slug}`;
    const operation = OPERATIONS[match[3]!]!;
    const key = `${req.ip ?? ''} ${operation} ${link}`;
    const at = now();
    let window = windows.get(key);
    if (!window || at >= window.start + policy.windowSeconds * 1000) {
      window = { start: at, used: 0 };
      windows.set(key, window);
    }
    const current = window;
    const reset = Math.max(1, Math.ceil((current.start + policy.windowSeconds * 1000 - at) / 1000));
    const headers = (remaining: number) => ({
      'RateLimit-Limit': String(policy.limit),
      'RateLimit-Remaining': String(Math.max(0, remaining)),
      'RateLimit-Reset': String(reset),
    });
    if (current.used >= policy.limit && !ruleBroken('rate-limit-off')) {
      res.set({ ...headers(0), 'Retry-After': String(reset) });
      res.status(429).json(apiError('rate_limited', RATE_LIMITED_MESSAGE(policy, reset)));
      return;
    }
    // Counted when the status is known: just before the head goes out.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
    res.writeHead = ((...args: unknown[]) => {
      const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
      if (counts(status)) current.used++;
      // A handler's own 429 (the per-visitor hold limit) keeps its own RateLimit headers.
      if (!res.headersSent && status !== 429) res.set(headers(policy.limit - current.used));
      return writeHead(...args);
    }) as typeof res.writeHead;
    next();
  };
}
