/**
 * One check = one request and its verdict. The checker sends the call, then compares the answer
 * with the contract in a fixed order and records the first difference:
 *
 * 1. an answer at all, and never 5xx;
 * 2. the expected status, and a status the operation declares;
 * 3. the declared content type (exactly `application/json`), a JSON body where one is declared,
 *    none on 204;
 * 4. the body against the declared schema (JSON Schema 2020-12);
 * 5. the declared headers (`Location` an absolute URI, `Set-Cookie` present);
 * 6. the check's own business rule, if any.
 */
import { preview, type Contract, type Difference, type Operation } from './contract';
import type { Answer, Http } from './http';
import type { CheckResult, Report } from './report';

export interface Session {
  /** Who this is, for the report (`host`, `operator`, `no-access user`). */
  label: string;
  /** `slotwise_session=…` */
  cookie: string;
}

export interface Call {
  params?: Record<string, string>;
  /** A list gives the parameter once per value (`?a=1&a=2`: the repeated-parameter checks). */
  query?: Record<string, string | number | readonly (string | number)[] | undefined>;
  /** null: no session. */
  as: Session | null;
  /** A raw Cookie header instead of a session (an unknown session id, for instance). */
  cookie?: string;
  json?: unknown;
  raw?: string;
  /** Extra request headers (security checks). */
  headers?: Record<string, string>;
}

/** A business rule over an answer whose shape already passed: a difference, or null. */
export type Rule = (answer: Answer) => Difference | null | undefined;

export function errorText(answer: Answer): string {
  const body = answer.body;
  if (typeof body === 'object' && body !== null && 'error' in body) {
    return preview((body as { error: unknown }).error, 100);
  }
  return answer.text ? preview(answer.text, 100) : '(empty body)';
}

/** A rule: the error answer carries this `code` (see `ErrorCode` in the contract). */
export function withCode(expected: string): Rule {
  return (answer) => {
    const body = answer.body;
    const code =
      typeof body === 'object' && body !== null && 'code' in body
        ? (body as { code: unknown }).code
        : undefined;
    return code === expected
      ? null
      : { path: '$.code', expected, got: code === undefined ? '(none)' : preview(code) };
  };
}

export class Checker {
  private codeStatuses: Map<string, number> | undefined;

  constructor(
    readonly contract: Contract,
    readonly http: Http,
    readonly report: Report,
    /** The file these checks live in, named by the report (`conformance/areas/booking.ts`). */
    readonly source?: string,
  ) {}

  private add(result: CheckResult): void {
    this.report.add(this.source ? { ...result, source: this.source } : result);
  }

  url(op: Operation, call: Pick<Call, 'params' | 'query'>): string {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = call.params?.[name];
      if (value === undefined) throw new Error(`${op.id}: no value for path parameter ${name}`);
      return encodeURIComponent(value);
    });
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (Array.isArray(value)) for (const one of value) query.append(key, String(one));
      else if (value !== undefined) query.set(key, String(value));
    }
    const search = query.toString();
    return search ? `${path}?${search}` : path;
  }

  /**
   * Sends the call and checks the answer. Returns the answer when its status and shape are what
   * the contract declares (even if the business rule failed), else null.
   */
  async expect(
    operationId: string,
    name: string,
    call: Call,
    status: number,
    rule?: Rule,
  ): Promise<Answer | null> {
    const op = this.contract.operation(operationId);
    const url = this.url(op, call);
    const request = `${op.method} ${url}`;
    const base: Omit<CheckResult, 'outcome'> = { operationId, name, request };
    let answer: Answer;
    try {
      answer = await this.http.send({
        method: op.method,
        url,
        cookie: call.cookie ?? call.as?.cookie ?? null,
        json: call.json,
        raw: call.raw,
        headers: call.headers,
      });
    } catch (error) {
      this.add({
        ...base,
        outcome: 'fail',
        difference: {
          path: 'request',
          expected: 'an answer',
          got: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        },
      });
      return null;
    }
    this.report.requests = this.http.requests;
    const shape = this.compare(op, answer, status);
    const difference = shape ?? rule?.(answer) ?? null;
    this.add({
      ...base,
      status: answer.status,
      ms: answer.ms,
      outcome: difference ? 'fail' : 'pass',
      ...(difference ? { difference } : {}),
    });
    // The flow goes on only with an answer of the expected status and a valid shape (a failed
    // business rule still gives a well-formed answer).
    return shape ? null : answer;
  }

  /** The first difference between an answer and what the contract declares for it. */
  compare(op: Operation, answer: Answer, status: number): Difference | null {
    if (answer.status >= 500) {
      return {
        path: 'status',
        expected: String(status),
        got: `${answer.status} ${errorText(answer)}`,
      };
    }
    if (answer.status !== status) {
      return {
        path: 'status',
        expected: String(status),
        got: `${answer.status}${answer.status >= 400 ? ` ${errorText(answer)}` : ''}`,
      };
    }
    const declared = this.contract.declared(op, answer.status);
    if (!declared) {
      return {
        path: 'status',
        expected: `one of the declared ${op.responses.map((r) => r.status).join(', ')}`,
        got: String(answer.status),
      };
    }
    if (declared.contentType === 'application/json') {
      if (answer.contentType !== 'application/json') {
        return {
          path: 'header content-type',
          expected: 'application/json',
          got: answer.contentType ?? '(none)',
        };
      }
      if (answer.body === undefined) {
        return { path: '$', expected: 'a JSON body', got: preview(answer.text) || '(empty body)' };
      }
      if (declared.schemaPointer) {
        const difference = this.contract.check(declared.schemaPointer, answer.body);
        if (difference) return difference;
      }
      if (answer.status >= 400) {
        const difference = this.codeMatchesStatus(answer);
        if (difference) return difference;
      }
    } else if (answer.status === 204 && answer.text !== '') {
      return { path: '$', expected: 'no body (204)', got: preview(answer.text) };
    }
    for (const header of declared.headers) {
      const value = answer.headers.get(header);
      if (header === 'set-cookie' ? answer.headers.getSetCookie().length === 0 : value === null) {
        return { path: `header ${header}`, expected: 'present', got: '(none)' };
      }
      if (header === 'location' && value !== null && !URL.canParse(value)) {
        return { path: 'header location', expected: 'an absolute URI', got: preview(value) };
      }
    }
    return null;
  }

  /** An error's `code` must be one the contract lists for this status (`ErrorCode`). */
  private codeMatchesStatus(answer: Answer): Difference | null {
    const statuses = (this.codeStatuses ??= this.contract.errorCodeStatuses());
    const body = answer.body;
    if (statuses.size === 0 || typeof body !== 'object' || body === null || !('code' in body)) {
      return null;
    }
    const code = String((body as { code: unknown }).code);
    const expected = statuses.get(code);
    if (expected === undefined || expected === answer.status) return null;
    const codes = [...statuses].filter(([, status]) => status === answer.status).map(([c]) => c);
    return {
      path: '$.code',
      expected: `a code of status ${answer.status} (${codes.join(', ') || 'none listed'})`,
      got: `${code} (a ${expected} code)`,
    };
  }

  pass(operationId: string, name: string): void {
    this.add({ operationId, name, outcome: 'pass' });
  }

  fail(operationId: string, name: string, difference: Difference): void {
    this.add({ operationId, name, outcome: 'fail', difference });
  }

  /** Records a rule checked across several answers: pass when `difference` is null. */
  verdict(operationId: string, name: string, difference: Difference | null | undefined): void {
    if (difference) this.fail(operationId, name, difference);
    else this.pass(operationId, name);
  }

  skip(operationId: string, name: string, reason: string): void {
    this.add({ operationId, name, outcome: 'skip', reason });
  }
}
