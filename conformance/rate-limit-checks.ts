/**
 * [security: rate-limit] the anonymous calls' per-link limit (`docs/decisions.md#security`): every answer of
 * `getBusySlots` and `bookSlot` carries `RateLimit-Limit`, `RateLimit-Remaining` and
 * `RateLimit-Reset` (presence is the checker's, from the contract; their values here), and going
 * over the limit answers 429 with `Retry-After`. The kit provokes the 429 only when it is cheap (a
 * remaining quota of at most `CHEAP` requests), on a link the rest of the run does not use, and
 * then checks that another link of the same host is not blocked (the limit is per link), and that
 * no other spelling of the spent path (a trailing slash, `/API/…`, a word in upper case) gets
 * the call through: those are refused (404, 400) or counted with it (429).
 *
 * Left behind on a real server: the spare link's quotas spent for the kit's address until their
 * windows end (busy-slots a minute, bookings ten minutes); nothing is booked (the attempts are at a
 * past time, each a 409).
 */
import type { Checker } from './checker';
import type { Difference } from './contract';
import type { Answer, Http } from './http';
import { DAY_MS } from '../src/domain/civil-date';

/** The spent path spelt otherwise: each must be refused or limited with it, never served. */
function otherSpellings(url: string): string[] {
  const last = url.lastIndexOf('/');
  return [
    `${url}/`,
    url.replace(/^\/api\//, '/API/'),
    `${url.slice(0, last)}${url.slice(last).toUpperCase()}`,
  ];
}

/** After a 429 on `url`, each other spelling is refused (400, 404) or limited too (429). */
async function spellingsChecks(
  check: Checker,
  http: Http,
  operationId: string,
  url: string,
  json: unknown,
): Promise<void> {
  for (const other of otherSpellings(url)) {
    const answer = await http.send({ method: 'POST', url: other, cookie: null, json });
    check.verdict(
      operationId,
      `[security: rate-limit] after the 429, POST ${other} is refused or limited too`,
      [400, 404, 429].includes(answer.status)
        ? null
        : { path: 'status', expected: '400, 404 or 429', got: String(answer.status) },
    );
  }
}

/** The most requests the kit sends to provoke a 429. */
const CHEAP = 200;

function integerHeader(answer: Answer, name: string): number | null {
  const value = answer.headers.get(name);
  return value !== null && /^\d+$/.test(value.trim()) ? Number(value) : null;
}

/** The three fields are non-negative integers, Remaining ≤ Limit, Reset ≥ 0 (delta seconds). */
export function rateLimitHeadersRule(answer: Answer): Difference | null {
  const limit = integerHeader(answer, 'ratelimit-limit');
  const remaining = integerHeader(answer, 'ratelimit-remaining');
  const reset = integerHeader(answer, 'ratelimit-reset');
  const got = ['limit', 'remaining', 'reset']
    .map((n) => `RateLimit-${n}: ${answer.headers.get(`ratelimit-${n}`) ?? '(none)'}`)
    .join(', ');
  if (limit === null || remaining === null || reset === null || limit < 1)
    return {
      path: 'header ratelimit-*',
      expected: 'RateLimit-Limit ≥ 1, RateLimit-Remaining and RateLimit-Reset as integers',
      got,
    };
  if (remaining > limit)
    return { path: 'header ratelimit-remaining', expected: `at most ${limit}`, got };
  return null;
}

/** A 429: the headers, Remaining 0, and `Retry-After` in seconds (or an HTTP date). */
function tooManyRule(answer: Answer): Difference | null {
  const headers = rateLimitHeadersRule(answer);
  if (headers) return headers;
  const retry = answer.headers.get('retry-after') ?? '';
  if (!/^\d+$/.test(retry.trim()) && Number.isNaN(Date.parse(retry)))
    return {
      path: 'header retry-after',
      expected: 'seconds or an HTTP date',
      got: retry || '(none)',
    };
  return integerHeader(answer, 'ratelimit-remaining') === 0
    ? null
    : {
        path: 'header ratelimit-remaining',
        expected: '0 on a 429',
        got: answer.headers.get('ratelimit-remaining') ?? '(none)',
      };
}

export async function rateLimitChecks(
  check: Checker,
  http: Http,
  /** A link of the host the rest of the run does not call again, and one it does. */
  spare: { user: string; type: string; durationMinutes: number } | null,
  other: { user: string; type: string },
): Promise<void> {
  if (spare) await bookingLimitCheck(check, http, spare);
  const start = Date.now() + 2 * DAY_MS;
  const json = {
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + DAY_MS).toISOString(),
  };
  const name = '[security: rate-limit]';
  const target = spare ? { user: spare.user, type: spare.type } : other;
  const first = await check.expect(
    'getBusySlots',
    `${name} a 200 carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset`,
    { as: null, params: target, json },
    200,
    rateLimitHeadersRule,
  );
  const remaining = first ? integerHeader(first, 'ratelimit-remaining') : null;
  if (!first || remaining === null) return;
  if (!spare || remaining > CHEAP) {
    check.verdict(
      'getBusySlots',
      `${name} 429 not provoked (${spare ? `${remaining} requests left: too many to spend` : 'no spare link'}); headers checked`,
      null,
    );
    return;
  }
  const url = check.url(check.contract.operation('getBusySlots'), { params: target });
  for (let i = 0; i < remaining; i++) {
    const answer = await http.send({ method: 'POST', url, cookie: null, json });
    if (answer.status !== 200) break;
  }
  await check.expect(
    'getBusySlots',
    `${name} 429 with Retry-After once the quota of the link is spent`,
    { as: null, params: target, json },
    429,
    tooManyRule,
  );
  await spellingsChecks(check, http, 'getBusySlots', url, json);
  if (target.user !== other.user || target.type !== other.type)
    await check.expect(
      'getBusySlots',
      `${name} the limit is per link: another link of the host still answers`,
      { as: null, params: other, json },
      200,
      rateLimitHeadersRule,
    );
}

/**
 * The booking limit, on the spare link: attempts at a slot in the past (well-formed, so each is a
 * counted 409 and nothing is booked) until the quota is spent, then a 429. Only when cheap.
 */
async function bookingLimitCheck(
  check: Checker,
  http: Http,
  spare: { user: string; type: string; durationMinutes: number },
): Promise<void> {
  const params = { user: spare.user, type: spare.type };
  const start = Date.parse('2020-01-06T15:00:00.000Z');
  const json = {
    title: 'Conformance rate limit',
    description: '',
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + spare.durationMinutes * 60_000).toISOString(),
    attendeeEmail: 'conformance.visitor@example.com',
    attendeeName: 'Conformance Kit',
  };
  const first = await check.expect(
    'bookSlot',
    '[security: rate-limit] a 409 (counted) carries the RateLimit headers',
    { as: null, params, json },
    409,
    rateLimitHeadersRule,
  );
  const remaining = first ? integerHeader(first, 'ratelimit-remaining') : null;
  if (!first || remaining === null) return;
  if (remaining > CHEAP) {
    check.verdict(
      'bookSlot',
      `[security: rate-limit] 429 not provoked (${remaining} requests left: too many to spend); headers checked`,
      null,
    );
    return;
  }
  const url = check.url(check.contract.operation('bookSlot'), { params });
  for (let i = 0; i < remaining; i++) {
    const answer = await http.send({ method: 'POST', url, cookie: null, json });
    if (answer.status !== 409) break;
  }
  await check.expect(
    'bookSlot',
    '[security: rate-limit] 429 with Retry-After once the quota of the link is spent',
    { as: null, params, json },
    429,
    tooManyRule,
  );
  await spellingsChecks(check, http, 'bookSlot', url, json);
}
