/**
 * Holds, bounded (contract `createSlotHold`, "Hold bounds"): what one visitor and one address may
 * hold of a link, how often they may ask, and how long a time stays held however it is re-held.
 *
 * - **A visitor** is a chain of holds: a hold made with `replacesHoldId` belongs to the visitor of
 *   the hold it replaces (`visitor`, the chain's first hold's id). Anything else is a new visitor.
 *   A visitor has one live hold per link: a new one ends the previous one.
 * - **An address** is the client's IP address: the HTTP mock server passes the socket's address to
 *   the handlers in `CLIENT_ADDRESS_HEADER` (set on every request, a client's own value replaced).
 *   The browser worker and Vitest have no address: every tab and test is the one address `local`.
 *   At most `HOLDS_PER_ADDRESS` live holds per link come from one address: a third ends the oldest.
 * - **One extension in all**: a hold of a time this visitor or address held a moment ago (live, or
 *   ended less than `HOLD_MEMORY_MS` ago) continues that hold's count (`heldSince`): it ends at
 *   most `HOLD_TOTAL_MS` after the time was first held, and counts as the extension once it runs
 *   past the first 10 minutes; when the total is spent it is refused (409 `hold_not_extendable`).
 *   Released and replaced holds therefore stay in `db.holds`, ended, for `HOLD_MEMORY_MS`.
 * - **Rate**: per visitor here (`VISITOR_HOLD_LIMIT`, in every mode); per address and link on the
 *   HTTP server (`mocks/rate-limit.ts`, `createSlotHold`). Both answer 429 with the RateLimit
 *   headers.
 */
import { HOLD_MS, HOLD_TOTAL_MS, reheldTimes, type HoldTimes } from '../../src/domain/slot-hold';
import { db, type HoldRecord } from '../db';
import { apiError, type ErrorBody } from '../errors';
import { RATE_LIMITED_MESSAGE, rateLimitMode, type RateLimitPolicy } from '../rate-limit';

/** Set by `mocks/http-app.ts` on every request: the client's socket address. */
export const CLIENT_ADDRESS_HEADER = 'x-mock-client-address';
/** The one address of the browser worker and of Vitest. */
export const LOCAL_ADDRESS = 'local';
export const HOLDS_PER_ADDRESS = 2;
/** How long an ended hold is remembered: a re-hold in that time continues its count. */
export const HOLD_MEMORY_MS = HOLD_MS;
/** Holds one visitor may make, whatever the link. */
export const VISITOR_HOLD_LIMIT: RateLimitPolicy = { limit: 10, windowSeconds: 60 };

export const HOLD_SPENT = apiError(
  'hold_not_extendable',
  'This time was held for you as long as it can be. Book it now or choose another time.',
);

export function addressOf(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || LOCAL_ADDRESS;
}

const addressKey = (h: HoldRecord) => h.address ?? LOCAL_ADDRESS;
const visitorKey = (h: HoldRecord) => h.visitor ?? h.id;
const sinceOf = (h: HoldRecord) => Date.parse(h.heldSince ?? h.createdAt);
const live = (h: HoldRecord, at: number) => at < Date.parse(h.expiresAt);

/** Forgets holds ended more than `HOLD_MEMORY_MS` ago. */
export async function forgetOldHolds(at: number): Promise<void> {
  await db.holds.deleteMany((q) => q.where((h) => Date.parse(h.expiresAt) + HOLD_MEMORY_MS <= at));
}

/** Ends a hold at `at` (released or replaced): it holds nothing, but is remembered a while. */
export async function endHoldAt(hold: HoldRecord, at: number): Promise<void> {
  if (!live(hold, at)) return;
  await db.holds.update((q) => q.where({ id: hold.id }), {
    data(h) {
      h.expiresAt = new Date(at).toISOString();
    },
  });
}

export interface RateRefusal {
  error: ErrorBody;
  headers: Record<string, string>;
}

/** 429 when the visitor made `VISITOR_HOLD_LIMIT` holds in the window already. */
export function visitorRateRefusal(visitor: string | null, at: number): RateRefusal | null {
  if (visitor === null || !rateLimitMode.enabled) return null;
  const windowMs = VISITOR_HOLD_LIMIT.windowSeconds * 1000;
  const recent = db.holds
    .findMany((q) => q.where((h) => visitorKey(h) === visitor))
    .map((h) => Date.parse(h.createdAt))
    .filter((t) => t > at - windowMs)
    .sort((a, b) => a - b);
  if (recent.length < VISITOR_HOLD_LIMIT.limit) return null;
  const reset = Math.max(1, Math.ceil((recent[0]! + windowMs - at) / 1000));
  return {
    error: apiError('rate_limited', RATE_LIMITED_MESSAGE(VISITOR_HOLD_LIMIT, reset)),
    headers: {
      'RateLimit-Limit': String(VISITOR_HOLD_LIMIT.limit),
      'RateLimit-Remaining': '0',
      'RateLimit-Reset': String(reset),
      'Retry-After': String(reset),
    },
  };
}

/**
 * The visitor of a new hold: the replaced hold's, when it is of the same link; else none yet
 * (the new hold starts a chain of its own).
 */
export function visitorOf(replaced: HoldRecord | null, linkId: string): string | null {
  return replaced && replaced.linkId === linkId ? visitorKey(replaced) : null;
}

export interface NewHold {
  linkId: string;
  visitor: string | null;
  address: string;
  start: number;
  end: number;
}

/**
 * The new hold's times under "one extension in all": continuing the count of this visitor's or
 * address's hold of an overlapping time of the link, or fresh. Null: the count is spent.
 */
export function boundedTimes(
  hold: NewHold,
  at: number,
): (HoldTimes & { heldSince: string }) | null {
  const earlier = db.holds.findMany((q) =>
    q.where(
      (h) =>
        h.linkId === hold.linkId &&
        Date.parse(h.startTime) < hold.end &&
        Date.parse(h.endTime) > hold.start &&
        ((hold.visitor !== null && visitorKey(h) === hold.visitor) ||
          addressKey(h) === hold.address),
    ),
  );
  const since = Math.min(at, ...earlier.map(sinceOf));
  const times = reheldTimes(
    since,
    at,
    earlier.some((h) => h.extended),
  );
  return times && { ...times, heldSince: new Date(since).toISOString() };
}

/**
 * Before the new hold is stored: the visitor's other live holds of the link end, and the
 * address's oldest ones so that with the new one it holds at most `HOLDS_PER_ADDRESS`.
 */
export async function makeRoomFor(hold: NewHold, at: number): Promise<void> {
  const mine = db.holds.findMany((q) => q.where((h) => h.linkId === hold.linkId && live(h, at)));
  if (hold.visitor !== null) {
    for (const h of mine.filter((h) => visitorKey(h) === hold.visitor)) await endHoldAt(h, at);
  }
  const fromAddress = db.holds
    .findMany((q) =>
      q.where((h) => h.linkId === hold.linkId && live(h, at) && addressKey(h) === hold.address),
    )
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  for (const h of fromAddress.slice(0, Math.max(0, fromAddress.length - HOLDS_PER_ADDRESS + 1))) {
    await endHoldAt(h, at);
  }
}

/** `HOLD_TOTAL_MS` from `heldSince`: the latest a held time may be held. */
export function holdBudgetEnd(hold: HoldRecord): number {
  return sinceOf(hold) + HOLD_TOTAL_MS;
}
