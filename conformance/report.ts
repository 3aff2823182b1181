/** What the kit found: one result per check, rendered as a per-operation table and as JUnit XML. */
import type { Contract, Difference } from './contract';

export type CookieMode = 'contract' | 'plain-http';

/** The cookie mode the run judged, and why (the report prints both). */
export interface JudgedCookieMode {
  mode: CookieMode;
  why: string;
}

export type Outcome = 'pass' | 'fail' | 'skip';

export interface CheckResult {
  operationId: string;
  /** What was checked, in words: `401 without a session`. */
  name: string;
  outcome: Outcome;
  /** `GET /api/user/preferences`, as sent. */
  request?: string;
  /** The status the server answered, when it answered. */
  status?: number;
  difference?: Difference;
  /** Why a check was skipped. */
  reason?: string;
  ms?: number;
  /** The file the check lives in (`conformance/areas/booking.ts`). */
  source?: string;
}

export interface OperationSummary {
  operationId: string;
  call: string;
  outcome: Outcome | 'not run';
  passed: number;
  failed: number;
  skipped: number;
  first?: CheckResult;
}

/** Thrown by `Report.add` to end a run at its first check that does not pass. */
export class StopRun extends Error {
  constructor() {
    super('stopped at the first check that did not pass');
  }
}

export class Report {
  readonly results: CheckResult[] = [];
  readonly startedAt = Date.now();
  finishedAt = 0;
  requests = 0;
  /** The run stopped early on an error (a malformed answer the flow could not use): its stack. */
  crash: string | null = null;
  /** Statuses seen (and accepted) per operation, to list the declared answers never exercised. */
  readonly exercised = new Map<string, Set<string>>();
  /** How the session cookie was judged (set once the run knows the server). */
  cookieMode: JudgedCookieMode | null = null;
  /**
   * The mutation pass's setting (`KitOptions.stopAtFirstFailure`): the first check that does not
   * pass ends the run (`StopRun`), and so does every check after it (the areas' clean-ups).
   */
  stopAtFirstFailure = false;
  /** The run was ended by a check that did not pass. */
  stopped = false;

  constructor(
    readonly contract: Contract,
    readonly baseUrl: string,
  ) {}

  add(result: CheckResult): void {
    this.results.push(result);
    // Produced: the server gave the declared status the check asked for, even when something
    // else of the answer (a header, the body) then failed.
    const produced =
      result.outcome === 'pass' ||
      (result.outcome === 'fail' &&
        result.difference !== undefined &&
        result.difference.path !== 'status');
    if (produced && result.status !== undefined) {
      const seen = this.exercised.get(result.operationId) ?? new Set<string>();
      seen.add(String(result.status));
      this.exercised.set(result.operationId, seen);
    }
    if (this.stopAtFirstFailure && (this.stopped || result.outcome !== 'pass')) {
      this.stopped = true;
      throw new StopRun();
    }
  }

  operations(): OperationSummary[] {
    return this.contract.operations.map((op) => {
      const mine = this.results.filter((r) => r.operationId === op.id);
      const failed = mine.filter((r) => r.outcome === 'fail');
      const passed = mine.filter((r) => r.outcome === 'pass').length;
      const skipped = mine.filter((r) => r.outcome === 'skip');
      const outcome: OperationSummary['outcome'] =
        mine.length === 0 ? 'not run' : failed.length > 0 ? 'fail' : passed > 0 ? 'pass' : 'skip';
      return {
        operationId: op.id,
        call: `${op.method} ${op.path}`,
        outcome,
        passed,
        failed: failed.length,
        skipped: skipped.length,
        first: failed[0] ?? (passed === 0 ? skipped[0] : undefined),
      };
    });
  }

  /** Declared answers (status codes) that no passing check produced, per operation. */
  unexercised(): { operationId: string; statuses: string[] }[] {
    return this.contract.operations
      .map((op) => ({
        operationId: op.id,
        statuses: op.responses
          .map((r) => r.status)
          .filter((s) => !this.exercised.get(op.id)?.has(s)),
      }))
      .filter((o) => o.statuses.length > 0);
  }

  /** No failed check and no operation left unexercised; in strict mode, no skipped check either. */
  ok(strict = false): boolean {
    if (this.crash) return false;
    if (strict && this.results.some((r) => r.outcome === 'skip')) return false;
    return this.operations().every(
      (o) => o.outcome === 'pass' || (!strict && o.outcome === 'skip'),
    );
  }
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

export function describeDifference(d: Difference): string {
  return `${d.path}: expected ${d.expected}, got ${d.got}`;
}

const LABEL: Record<OperationSummary['outcome'], string> = {
  pass: 'PASS',
  fail: 'FAIL',
  skip: 'SKIP',
  'not run': 'NOT RUN',
};

/** The per-operation table, the failures in full, and a one-line summary. */
export function renderText(report: Report, options: { strict?: boolean } = {}): string {
  const ops = report.operations();
  const lines: string[] = [];
  const checks = report.results;
  lines.push(
    `Slotwise API conformance: ${report.baseUrl} (${report.contract.operations.length} operations of openapi/openapi.yaml)`,
  );
  if (report.cookieMode) {
    const { mode, why } = report.cookieMode;
    lines.push(
      mode === 'plain-http'
        ? `Session cookie judged in plain-http mode: slotwise_session without Secure (${why}).`
        : `Session cookie judged in contract mode: __Host-slotwise_session with Secure (${why}).`,
    );
  }
  lines.push('');
  const idWidth = Math.max(...ops.map((o) => o.operationId.length), 9);
  const callWidth = Math.max(...ops.map((o) => o.call.length), 4);
  lines.push(
    `${pad('result', 8)}${pad('operation', idWidth + 2)}${pad('call', callWidth + 2)}${pad('checks', 8)}first difference`,
  );
  for (const op of ops) {
    const count = `${op.passed}/${op.passed + op.failed}`;
    let note = '';
    if (op.outcome === 'not run') note = 'no check exercised this operation';
    else if (op.first?.outcome === 'fail' && op.first.difference)
      note = `${op.first.name}: ${describeDifference(op.first.difference)}`;
    else if (op.first?.outcome === 'skip') note = `skipped: ${op.first.reason ?? ''}`;
    else if (op.skipped > 0) note = `(${op.skipped} skipped)`;
    // Where to read the check that decided the row: its area module (`conformance/areas/…`).
    if (op.first?.source) note += ` (see ${op.first.source})`;
    lines.push(
      `${pad(LABEL[op.outcome], 8)}${pad(op.operationId, idWidth + 2)}${pad(op.call, callWidth + 2)}${pad(count, 8)}${note}`,
    );
  }

  const failures = checks.filter((c) => c.outcome === 'fail');
  if (failures.length > 0) {
    lines.push('', `Failures (${failures.length}):`);
    for (const f of failures) {
      lines.push(`  ✗ ${f.operationId}: ${f.name}`);
      if (f.request) lines.push(`      request:  ${f.request}${f.status ? ` -> ${f.status}` : ''}`);
      if (f.source) lines.push(`      checks:   ${f.source}`);
      if (f.difference) {
        lines.push(`      at:       ${f.difference.path}`);
        lines.push(`      expected: ${f.difference.expected}`);
        lines.push(`      got:      ${f.difference.got}`);
      }
    }
  }
  const skips = checks.filter((c) => c.outcome === 'skip');
  if (skips.length > 0) {
    lines.push('', `Skipped (${skips.length}${options.strict ? ', counted as failures' : ''}):`);
    for (const s of skips) lines.push(`  - ${s.operationId}: ${s.name}: ${s.reason ?? ''}`);
  }
  const unexercised = report.unexercised();
  if (unexercised.length > 0) {
    lines.push(
      '',
      'Declared answers this run did not produce (not failures; they need states the kit cannot create):',
    );
    for (const u of unexercised) lines.push(`  ${u.operationId}: ${u.statuses.join(', ')}`);
  }
  if (report.crash) {
    lines.push(
      '',
      'The run stopped early: the checks after this point did not run (the kit still restored what it changed and signed out):',
      ...report.crash.split('\n').map((l) => `  ${l}`),
    );
  }
  const count = (o: OperationSummary['outcome']) => ops.filter((x) => x.outcome === o).length;
  const seconds = ((report.finishedAt || Date.now()) - report.startedAt) / 1000;
  lines.push(
    '',
    `operations: ${count('pass')} passed, ${count('fail') + count('not run')} failed, ${count('skip')} skipped · checks: ${checks.length - failures.length - skips.length} passed, ${failures.length} failed, ${skips.length} skipped · ${report.requests} requests in ${seconds.toFixed(1)} s`,
    report.ok(options.strict) ? 'RESULT: the server honours the contract' : 'RESULT: FAIL',
  );
  return lines.map((line) => line.trimEnd()).join('\n');
}

function xml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // XML 1.0 forbids these control characters even as entities.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
  );
}

/** JUnit XML: one testsuite per operation, one testcase per check. */
export function renderJUnit(report: Report, options: { strict?: boolean } = {}): string {
  const ops = report.operations();
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const crashed = report.crash ? 1 : 0;
  const total = report.results.length + ops.filter((o) => o.outcome === 'not run').length + crashed;
  const failures =
    report.results.filter((r) => r.outcome === 'fail' || (options.strict && r.outcome === 'skip'))
      .length +
    ops.filter((o) => o.outcome === 'not run').length +
    crashed;
  const skipped = options.strict ? 0 : report.results.filter((r) => r.outcome === 'skip').length;
  const seconds = ((report.finishedAt || Date.now()) - report.startedAt) / 1000;
  out.push(
    `<testsuites name="slotwise-conformance" tests="${total}" failures="${failures}" skipped="${skipped}" time="${seconds.toFixed(3)}">`,
  );
  for (const op of ops) {
    const mine = report.results.filter((r) => r.operationId === op.operationId);
    const opFailures =
      mine.filter((r) => r.outcome === 'fail' || (options.strict && r.outcome === 'skip')).length +
      (op.outcome === 'not run' ? 1 : 0);
    const opSkipped = options.strict ? 0 : mine.filter((r) => r.outcome === 'skip').length;
    out.push(
      `  <testsuite name="${xml(op.operationId)}" tests="${Math.max(mine.length, 1)}" failures="${opFailures}" skipped="${opSkipped}">`,
    );
    if (op.outcome === 'not run') {
      out.push(
        `    <testcase classname="conformance.${xml(op.operationId)}" name="exercised"><failure message="no check exercised this operation"/></testcase>`,
      );
    }
    for (const r of mine) {
      const time = r.ms !== undefined ? ` time="${(r.ms / 1000).toFixed(3)}"` : '';
      const open = `    <testcase classname="conformance.${xml(op.operationId)}" name="${xml(r.name)}"${time}>`;
      if (r.outcome === 'pass') {
        out.push(`${open}</testcase>`);
      } else if (r.outcome === 'skip' && !options.strict) {
        out.push(`${open}<skipped message="${xml(r.reason ?? '')}"/></testcase>`);
      } else {
        const message =
          r.outcome === 'skip'
            ? `skipped: ${r.reason ?? ''}`
            : r.difference
              ? describeDifference(r.difference)
              : 'failed';
        const detail = [
          r.request ? `request: ${r.request}${r.status ? ` -> ${r.status}` : ''}` : '',
          r.source ? `checks: ${r.source}` : '',
          r.difference ? `at: ${r.difference.path}` : '',
          r.difference ? `expected: ${r.difference.expected}` : '',
          r.difference ? `got: ${r.difference.got}` : '',
        ]
          .filter(Boolean)
          .join('\n');
        out.push(`${open}<failure message="${xml(message)}">${xml(detail)}</failure></testcase>`);
      }
    }
    out.push('  </testsuite>');
  }
  if (report.crash) {
    out.push(
      '  <testsuite name="run" tests="1" failures="1" skipped="0">',
      `    <testcase classname="conformance.run" name="completes"><failure message="the run stopped early">${xml(report.crash)}</failure></testcase>`,
      '  </testsuite>',
    );
  }
  out.push('</testsuites>', '');
  return out.join('\n');
}
