/**
 * The mutation pass's judgement (`npm run conformance:mutants`, conformance/mutants-cli.ts):
 * for each rule-break of the mock server (mocks/rule-break-catalogue.ts), whether the kit caught
 * it, and the pass's report. Pure: the script runs the servers and the kit, this decides.
 *
 * - killed: the rule-break changed an answer (its switch said so) and the kit failed;
 * - survived: it changed an answer and the kit still passed;
 * - does not apply: its switch never changed an answer, whatever the kit said: the kit's checks
 *   never reach the rule, so the rule-break proves nothing and is not counted killed;
 * - no run: the server with the rule-break did not start, or the kit could not run.
 *
 * The pass holds only when every rule-break of the catalogue is killed and the kit passes
 * against the server with none.
 */
import type { CheckResult, Report } from './report';

/** The mock server's stderr line when a rule-break first changes an answer (mocks/rule-breaks.ts). */
export const RULE_BREAK_APPLIED = 'MOCK_RULE_BREAK applied:';

export interface MutantRun {
  name: string;
  rule: string;
  family: string;
  /** The server said the rule-break changed an answer. */
  applied: boolean;
  /** The kit's failed (and, strict, skipped) checks, and its crash, if any. */
  failures: readonly Pick<CheckResult, 'operationId' | 'name'>[];
  crash?: string | null;
  /** The run could not happen (the server did not start, the kit could not run). */
  error?: string;
}

export type MutantVerdict = 'killed' | 'survived' | 'does not apply' | 'no run';

/** What the pass needs of a kit report: its failed and skipped checks, its crash. */
export function failuresOf(report: Pick<Report, 'results' | 'crash'>): MutantRun['failures'] {
  return report.results
    .filter((r) => r.outcome !== 'pass')
    .map((r) => ({ operationId: r.operationId, name: r.name }));
}

export function verdictOf(run: MutantRun): MutantVerdict {
  if (run.error !== undefined) return 'no run';
  if (!run.applied) return 'does not apply';
  return run.failures.length > 0 || run.crash ? 'killed' : 'survived';
}

/** The check that caught it: the first failed one (and how many more). */
function caughtBy(run: MutantRun): string {
  const [first, ...rest] = run.failures;
  if (!first) return run.crash ? 'the run crashed' : '';
  return `${first.operationId}: ${first.name}${rest.length ? ` (+${rest.length} more)` : ''}`;
}

export interface PassResult {
  lines: string[];
  killed: number;
  total: number;
  ok: boolean;
}

/**
 * One line per rule-break (name, rule, verdict, by which check), then `N of M killed`. `baseline`
 * is the run with no rule-break: the kit must pass there, or no kill means anything.
 */
export function judgePass(
  runs: readonly MutantRun[],
  baseline: { failures: MutantRun['failures']; crash?: string | null; error?: string },
): PassResult {
  const lines: string[] = [];
  const baselineOk =
    baseline.error === undefined && baseline.failures.length === 0 && !baseline.crash;
  lines.push(
    baselineOk
      ? 'no rule-break: the kit passes'
      : `no rule-break: the kit FAILS (${baseline.error ?? caughtBy({ name: '', rule: '', family: '', applied: true, ...baseline })}); no kill below counts`,
  );
  let killed = 0;
  for (const run of runs) {
    const verdict = verdictOf(run);
    if (verdict === 'killed') killed++;
    const why =
      verdict === 'killed'
        ? `by ${caughtBy(run)}`
        : verdict === 'survived'
          ? 'the kit passed'
          : verdict === 'no run'
            ? (run.error ?? '')
            : run.failures.length > 0
              ? `its switch never changed an answer (the kit failed elsewhere: ${caughtBy(run)})`
              : 'its switch never changed an answer';
    lines.push(
      `${verdict === 'killed' ? 'KILLED  ' : verdict.toUpperCase().padEnd(8)} ${run.name} (${run.family}: ${run.rule}) ${why}`,
    );
  }
  const total = runs.length;
  lines.push(`${killed} of ${total} killed`);
  return { lines, killed, total, ok: baselineOk && total > 0 && killed === total };
}
