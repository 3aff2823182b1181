// What the latency and Lighthouse benchmarks share (scripts/interaction-latency.mjs,
// scripts/lighthouse.mjs): their common options, the production build, serving one or more builds
// with `vite preview` in front of the mock server, and the median of the runs. Servers are
// children in their own process groups, stopped when the script exits.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The options both take: `--runs N` (default 3), `--no-build`, `--dist DIR` (repeatable, default
 * dist; several compare builds, which must be built first). `more` adds a script's own options,
 * each taking one value: `{ '--json': (options, value) => … }`, with their defaults in `defaults`.
 */
export function benchOptions(argv, more = {}, defaults = {}) {
  const options = { runs: 3, build: true, dists: [], ...defaults };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[(i += 1)];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--runs') options.runs = Number(value());
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--dist') options.dists.push(value());
    else if (arg in more) more[arg](options, value());
    else throw new Error(`Unknown option ${arg}`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs must be >= 1');
  if (options.dists.length === 0) options.dists.push('dist');
  if (options.build && options.dists.length > 1) {
    throw new Error('Comparing builds: build them first and pass --no-build');
  }
  return options;
}

/** The production build (mocks off) into `dist`. */
export function build(dist) {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build --outDir ${dist} failed`);
}

const children = [];
/** A server as a child process, its output kept for the error that says why it did not start. */
function start(command, args, env) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  children.push(child);
  child.output = () => output;
  return child;
}
process.on('exit', () => {
  for (const child of children) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
});
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

async function waitFor(url, child, what) {
  // Up to 3 minutes: on a loaded 2-core machine Vite alone can take a minute to start.
  for (let i = 0; i < 1800; i += 1) {
    if (child.exitCode !== null) throw new Error(`${what} exited:\n${child.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${what} did not answer on ${url}:\n${child.output()}`);
}

/**
 * The mock server on `mockPort` (`npm run mock:server`, with `mockEnv`), and each build of
 * `dists` served by `vite preview` in front of it, from `basePort` on (one port per build).
 * Resolves with the builds' origins once every server answers.
 */
export async function serveBuilds({ dists, mockPort, basePort, mockEnv = {} }) {
  const mock = start('npx', ['tsx', 'mocks/server.ts'], {
    MOCK_PORT: String(mockPort),
    MOCK_SCENARIO: 'default',
    MOCK_WORKFLOW_TICK_MS: '0',
    ...mockEnv,
  });
  await waitFor(`http://127.0.0.1:${mockPort}/__mock/state`, mock, 'The mock server');
  const targets = [];
  for (const [index, dist] of dists.entries()) {
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`No build in ${dist}`);
    const port = basePort + index;
    const preview = start(
      'npx',
      ['vite', 'preview', '--outDir', dist, '--port', String(port), '--strictPort'],
      { API_PROXY_TARGET: `http://127.0.0.1:${mockPort}`, VITE_MOCKS: 'off' },
    );
    await waitFor(`http://127.0.0.1:${port}/`, preview, `vite preview of ${dist}`);
    targets.push({ dist, origin: `http://127.0.0.1:${port}` });
  }
  return targets;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Runs `main`, then exits, which stops the servers (an error: its message, and exit code 1). */
export function runMain(main) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
