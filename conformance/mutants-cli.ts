/**
 * `npm run conformance:mutants`: the conformance kit's mutation pass (conformance/README.md,
 * "Mutation pass"). For each rule-break of mocks/rule-break-catalogue.ts it starts the mock
 * server with that rule-break switched on (`MOCK_RULE_BREAK`), runs the kit against it, and
 * requires the kit to fail; first it runs the kit against the server with none, which must pass.
 * A rule-break whose catalogue entry names an area (its likely killer) is first probed: the kit's
 * first areas and that one only (`probe` in kit.ts), ended at the first check that does not pass;
 * when that kills nothing, the whole kit runs, so a survivor's report is complete. Each probe also
 * runs against the server with none, and must pass there, or its kills would mean nothing.
 * It prints one line per rule-break and `N of M killed`, and exits 1 unless every one is killed.
 *
 * The kit never imports the mock: the catalogue comes from the bundled server itself
 * (`--list-rule-breaks`), and a rule-break's effect from the server's stderr.
 *
 * The server is bundled once (esbuild, packages left outside) so each start is quick; two run at
 * a time (`--jobs N`). The kit runs in this process, with its webhook mode (the webhook
 * rule-breaks need it), without its fuzz pass (no rule-break is about fuzzed input; `--fuzz` turns
 * it on). `--only a,b` runs some rule-breaks only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { Contract } from './contract';
import { runConformance } from './kit';
import { failuresOf, judgePass, RULE_BREAK_APPLIED, type MutantRun } from './mutants';

interface RuleBreak {
  name: string;
  rule: string;
  family: string;
  /** The kit's area likely to catch it first (a probe of kit.ts). */
  area?: string;
}

type Judged = Awaited<ReturnType<typeof judged>>;

const BUNDLE = 'node_modules/.cache/conformance-mutants/server.mjs';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, server: ChildProcess, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not answer within ${ms / 1000} s`);
}

/**
 * Runs the kit against a server with `ruleBreak` on (null: none): the whole kit, or with `probe`
 * only the first areas and that area, ended at the first check that does not pass.
 */
async function judged(ruleBreak: string | null, contract: Contract, fuzz: boolean, probe?: string) {
  const port = await freePort();
  const server = spawn(process.execPath, [BUNDLE], {
    env: {
      ...process.env,
      MOCK_PORT: String(port),
      MOCK_RULE_BREAK: ruleBreak ?? '',
      MOCK_WORKFLOW_TICK_MS: process.env.MOCK_WORKFLOW_TICK_MS ?? '10000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitFor(`${baseUrl}/__mock/state`, server, 60_000);
    const report = await runConformance({
      baseUrl,
      contract,
      fuzz: fuzz && !probe ? undefined : false,
      webhooks: true,
      ...(probe ? { probe, stopAtFirstFailure: true } : {}),
    });
    // The server writes the line before its answer; give the pipe a moment to deliver it.
    const line = `${RULE_BREAK_APPLIED} ${ruleBreak}`;
    for (let i = 0; ruleBreak !== null && i < 20 && !stderr.includes(line); i++)
      await new Promise((r) => setTimeout(r, 50));
    return {
      applied: ruleBreak !== null && stderr.includes(line),
      failures: failuresOf(report),
      crash: report.crash,
    };
  } catch (error) {
    return {
      applied: false,
      failures: [],
      error: `${error instanceof Error ? error.message : String(error)}${stderr ? `: ${stderr.trim().slice(-300)}` : ''}`,
    };
  } finally {
    server.kill('SIGTERM');
  }
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      jobs: { type: 'string', default: '2' },
      only: { type: 'string' },
      fuzz: { type: 'boolean', default: false },
    },
  });
  const jobs = Math.max(1, Number(values.jobs) || 2);
  const only = values.only?.split(',').filter(Boolean);
  mkdirSync('node_modules/.cache/conformance-mutants', { recursive: true });
  await build({
    entryPoints: ['mocks/server.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: BUNDLE,
    logLevel: 'warning',
    plugins: [
      {
        // Node's ESM loader wants the file name of a package without `exports` (dayjs's plugins).
        name: 'dayjs-plugin-extension',
        setup(b) {
          b.onResolve({ filter: /^dayjs\/plugin\/[A-Za-z]+$/ }, (a) => ({
            path: `${a.path}.js`,
            external: true,
          }));
        },
      },
    ],
  });
  const RULE_BREAKS = JSON.parse(
    execFileSync(process.execPath, [BUNDLE, '--list-rule-breaks'], { encoding: 'utf8' }),
  ) as RuleBreak[];
  const unknown = only?.filter((n) => !RULE_BREAKS.some((b) => b.name === n)) ?? [];
  if (unknown.length) {
    console.error(`conformance:mutants: unknown rule-break ${unknown.join(', ')}`);
    return 2;
  }
  const catalogue = only ? RULE_BREAKS.filter((b) => only.includes(b.name)) : RULE_BREAKS;
  const started = Date.now();
  const contract = Contract.load();

  // The runs with no rule-break first in the queue (the whole kit, then each probe the catalogue
  // names: a kill in a probe counts only if the probe passes without it), then the catalogue.
  const probes = [...new Set(catalogue.flatMap((b) => (b.area ? [b.area] : [])))];
  const queue: (RuleBreak | { probe?: string })[] = [
    {},
    ...probes.map((probe) => ({ probe })),
    ...catalogue,
  ];
  const runs = new Map<string, MutantRun>();
  const baselines: Judged[] = [];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const t = Date.now();
      if (!('name' in next)) {
        const result = await judged(null, contract, values.fuzz ?? false, next.probe);
        baselines.push(result);
        const failed = result.error ?? `${result.failures.length} failed`;
        console.error(
          `· (no rule-break${next.probe ? `, ${next.probe} first` : ''}): ${failed}, ${seconds(t)}`,
        );
        continue;
      }
      // The likely killer first, stopped at its first failure; the whole kit when it kills nothing.
      let result = next.area ? await judged(next.name, contract, false, next.area) : null;
      const probed = result !== null && result.applied && result.failures.length > 0;
      if (!probed) result = await judged(next.name, contract, values.fuzz ?? false);
      runs.set(next.name, { ...next, ...(result as Judged) });
      const verdict = result?.applied ? `${result.failures.length} failed` : 'not applied';
      const how = probed ? `, stopped in ${next.area}` : next.area ? ', the whole kit' : '';
      console.error(`· ${next.name}: ${verdict}${how}, ${seconds(t)}`);
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  const baseline = {
    failures: baselines.flatMap((b) => b.failures),
    crash: baselines.find((b) => b.crash)?.crash ?? null,
    error: baselines.find((b) => b.error !== undefined)?.error,
  };
  const result = judgePass(
    catalogue.map((b) => runs.get(b.name) as MutantRun),
    baselines.length ? baseline : { failures: [], error: 'not run' },
  );
  console.log(result.lines.join('\n'));
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s, ${jobs} at a time)`);
  return result.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
