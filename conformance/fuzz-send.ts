/**
 * How the fuzz pass sends and judges (`fuzz-pass.ts` runs it): the host's data it must not
 * change (a snapshot of every read), one verdict per operation for a batch of invalid inputs
 * (4xx with an `{error}` body), and the statuses a fuzzed request may get.
 */
import type { Checker, Session } from './checker';
import { firstDifference, pick } from './compare';
import { preview, type Difference, type Operation } from './contract';
import { EDITABLE, type Run, type Schemas } from './core';
import type { Answer } from './http';

type Meeting = Schemas['Meeting'];

/** What the fuzz pass must not change: the host's data as every read operation shows it. */
export async function snapshot(run: Run): Promise<Record<string, unknown>> {
  const read = async (url: string) => {
    const answer = await run.http.send({ method: 'GET', url, cookie: run.host.cookie });
    return answer.status === 200 ? answer.body : `read failed: ${answer.status}`;
  };
  const { from, to } = run.snapshotRange;
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

export async function fuzzOne(
  run: Run,
  check: Checker,
  id: string,
  cases: {
    label: string;
    call: Parameters<Checker['url']>[1] & {
      as: Session | null;
      json?: unknown;
      raw?: string;
      headers?: Record<string, string>;
    };
  }[],
  /** What the inputs are about, when the operation is fuzzed more than once. */
  what?: string,
): Promise<void> {
  const op = run.contract.operation(id);
  let first: Difference | null = null;
  let sent = 0;
  for (const { label, call } of cases) {
    const url = check.url(op, call);
    let answer: Answer;
    try {
      answer = await run.http.send({
        method: op.method,
        url,
        cookie: call.as?.cookie ?? null,
        json: call.json,
        raw: call.raw,
        headers: call.headers,
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
    // The error body the operation declares for that status (a 412 adds `current` to it).
    const schema =
      run.contract.declared(op, answer.status)?.schemaPointer ?? '#/components/schemas/Error';
    const errorBody =
      allowed.includes(answer.status) && answer.contentType === 'application/json'
        ? run.contract.check(schema, answer.body)
        : { path: '$', expected: '', got: '' };
    if (errorBody) {
      first ??= {
        path: `payload: ${label}`,
        expected: `${allowed.join(' or ')} with an {error} JSON body`,
        got: `${answer.status} ${answer.contentType ?? '(no type)'} ${preview(answer.text, 80)}`,
      };
    }
  }
  run.report.requests = run.http.requests;
  check.verdict(
    id,
    `fuzz: ${sent} invalid inputs rejected with {error}${what ? ` (${what})` : ''}`,
    first,
  );
}

export async function unchanged(
  run: Run,
  check: Checker,
  id: string,
  before: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const after = await snapshot(run);
  check.verdict(id, 'fuzz: the data reads back unchanged', firstDifference(before, after));
  return after;
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
/** One write the pass fuzzes: its valid request, and malformed values written by hand. */
export interface Target {
  id: string;
  /** A valid body: the generated payloads mutate it (undefined: only the hand-written cases). */
  valid: unknown;
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  as: Session | null;
  /** Each replaces the valid body's top-level fields with `json`, or the query or headers. */
  cases?: {
    label: string;
    json?: Record<string, unknown>;
    query?: Record<string, string>;
    headers?: Record<string, string>;
  }[];
  /** Names the verdict when the operation is fuzzed more than once. */
  what?: string;
}
