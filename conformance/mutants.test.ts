import { describe, expect, it } from 'vitest';
import { failuresOf, judgePass, verdictOf, type MutantRun } from './mutants';

const run = (over: Partial<MutantRun>): MutantRun => ({
  name: 'buffer-ignored',
  rule: 'a slot inside a meeting’s buffer is refused',
  family: 'buffer',
  applied: true,
  failures: [{ operationId: 'bookSlot', name: '409 at a meeting’s end (the buffer)' }],
  ...over,
});
const clean = { failures: [] };

describe('the mutation pass', () => {
  it('holds when every rule-break is killed, and names the check that caught each', () => {
    const result = judgePass(
      [run({}), run({ name: 'time-off-ignored', family: 'time off' })],
      clean,
    );
    expect(result.ok).toBe(true);
    expect(result.lines.at(-1)).toBe('2 of 2 killed');
    expect(result.lines[1]).toMatch(
      /^KILLED +buffer-ignored \(buffer: .*\) by bookSlot: 409 at a meeting’s end/,
    );
  });

  it('fails on a survivor: a rule-break that changed answers while the kit passed', () => {
    const result = judgePass([run({}), run({ name: 'notice-ignored', failures: [] })], clean);
    expect(verdictOf(run({ failures: [] }))).toBe('survived');
    expect(result.ok).toBe(false);
    expect(result.lines).toContainEqual(
      expect.stringMatching(/^SURVIVED +notice-ignored .* the kit passed$/),
    );
    expect(result.lines.at(-1)).toBe('1 of 2 killed');
  });

  it('reports a rule-break that does not apply, and does not count it killed even when the kit failed', () => {
    const idle = run({ name: 'holds-ignored', applied: false });
    expect(verdictOf(idle)).toBe('does not apply');
    const result = judgePass([run({}), idle], clean);
    expect(result.ok).toBe(false);
    expect(result.killed).toBe(1);
    expect(result.lines).toContainEqual(
      expect.stringMatching(
        /^DOES NOT APPLY holds-ignored .*never changed an answer \(the kit failed elsewhere/,
      ),
    );
  });

  it('counts nothing when the kit fails without any rule-break, or a server never ran', () => {
    expect(judgePass([run({})], { failures: [{ operationId: 'bookSlot', name: 'x' }] }).ok).toBe(
      false,
    );
    const result = judgePass([run({ error: 'the server did not start' })], clean);
    expect(result.ok).toBe(false);
    expect(result.lines[1]).toMatch(/^NO RUN/);
  });

  it('takes failed and skipped checks from a kit report, not passed ones', () => {
    const results = [
      { operationId: 'a', name: 'passes', outcome: 'pass' as const },
      { operationId: 'b', name: 'fails', outcome: 'fail' as const },
      { operationId: 'c', name: 'skipped', outcome: 'skip' as const },
    ];
    expect(failuresOf({ results, crash: null })).toEqual([
      { operationId: 'b', name: 'fails' },
      { operationId: 'c', name: 'skipped' },
    ]);
  });
});
