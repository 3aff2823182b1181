#!/usr/bin/env node
// `npm test`: every check the project has, with a summary. Steps run two at a time (the CI
// machine has two cores), each after the steps it needs; each step's output is kept in
// test-results/steps/<step>.log and printed whole when the step ends, so outputs never mix.
// Stops at the first failure unless --keep-going is given. --only=a,b runs the named steps alone
// (with none of their prerequisites).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOGS = 'test-results/steps';
/** How many cores the run may keep busy: a step takes `cores` of them while it runs. */
const CORES = Number(process.env.TEST_CORES ?? 2);

/**
 * Each step: its name, its command, what it needs first, how many cores it keeps busy, and
 * whether it runs apart from the e2e suite (`apart`: the story tests, whose screenshots and play
 * functions want a machine that is not also driving two browsers). The order is the order of
 * preference when several are ready: the longest chain (the builds, then e2e) first, the rest
 * fills the other core. The unit runs take the other core beside the e2e suite: their waits are
 * hang guards sized for that (vitest.setup.ts), never speed assertions.
 */
const steps = [
  // The two apps the e2e tests drive, built once: the production build (mocks off: the budgets
  // and the real-backend project read it) and the build with the browser mocks (mode e2e).
  // Types are checked by `typecheck`, so the build is `vite build` alone.
  { name: 'production build', command: 'npx vite build', cores: 1 },
  {
    name: 'e2e build (mocks on)',
    command: 'npx vite build --mode e2e --outDir dist-e2e --emptyOutDir',
    cores: 1,
  },
  {
    name: 'e2e (Playwright, Chromium)',
    command: 'npm run test:e2e',
    needs: ['production build', 'e2e build (mocks on)'],
    env: { E2E_PREBUILT: '1' },
    // Two Playwright workers, mostly waiting on the browser and the mock's latency: about one
    // core between them, leaving the other for the steps without timing-sensitive tests.
    cores: 1,
  },
  { name: 'bundle budgets', command: 'npm run budgets', needs: ['production build'], cores: 1 },
  { name: 'format', command: 'npm run format:check', cores: 1 },
  { name: 'typecheck', command: 'npm run typecheck', cores: 1 },
  { name: 'lint', command: 'npm run lint', cores: 1 },
  { name: 'contract lint', command: 'npm run lint:api', cores: 1 },
  {
    name: 'contract security lint (Spectral OWASP)',
    command: 'npm run lint:security',
    cores: 1,
  },
  { name: 'contract drift', command: 'npm run check:api-drift', cores: 1 },
  // The unit and component tests run twice, never on the machine's own date: 40 days ahead
  // here, 400 days ahead below (libfaketime, which `.ci/run` installs). No test may depend on
  // today's date, and a third run on today's added nothing but 300-800 s of a core.
  {
    name: 'unit and component tests, clock +40 days',
    command: 'npm run test:unit:later -- +40d',
    cores: 1,
  },
  // The kit's own tests (servers in this process, plain Node), on the machine's clock.
  { name: 'conformance kit tests', command: 'npx vitest run --project conformance', cores: 1 },
  // The story tests start as soon as the e2e suite is over (the longest step left); the
  // far-ahead run goes beside them on the other core.
  { name: 'story tests (Chromium)', command: 'npm run test:stories', cores: 1, apart: true },
  {
    name: 'unit and component tests, clock +400 days',
    command: 'npm run test:unit:later -- +400d',
    cores: 1,
  },
  { name: 'conformance kit vs mock server', command: 'npm run conformance:mock', cores: 1 },
  // Every rule-break of the mock server (mocks/rule-break-catalogue.ts) must fail the kit.
  {
    name: 'conformance mutation pass',
    command: 'npm run conformance:mutants -- --jobs 1',
    cores: 1,
  },
  { name: 'storybook build', command: 'npm run build-storybook -- --quiet', cores: 1 },
];

const E2E = 'e2e (Playwright, Chromium)';
const isApart = (name) => steps.find((s) => s.name === name)?.apart === true;
const keepGoing = process.argv.includes('--keep-going');
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const chosen = only ? steps.filter((s) => only.includes(s.name)) : steps;
if (only && chosen.length !== only.length) {
  console.error(`Unknown step in --only. Steps: ${steps.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
mkdirSync(LOGS, { recursive: true });

const started = Date.now();
const seconds = (from) => Math.round((Date.now() - from) / 1000);
const results = new Map(); // name -> { result, seconds, from, to }
const running = new Map(); // name -> child
let stopping = false;

const logFile = (name) => join(LOGS, `${name.replace(/[^a-z0-9+]+/gi, '-').toLowerCase()}.log`);
const busyCores = () => [...running.keys()].reduce((n, name) => n + coresOf(name), 0);
const coresOf = (name) => Math.min(CORES, chosen.find((s) => s.name === name)?.cores ?? 1);
const ready = (step) =>
  !results.has(step.name) &&
  !running.has(step.name) &&
  (step.needs ?? []).every((need) => !chosen.some((s) => s.name === need) || done(need));
const done = (name) => results.get(name)?.result === 'pass';

function start(step) {
  const from = Date.now();
  const file = logFile(step.name);
  const out = createWriteStream(file);
  console.log(`▶ ${step.name}: ${step.command}  (+${seconds(started)} s)`);
  const child = spawn(step.command, {
    shell: true,
    detached: true, // its own process group, so a stop ends the whole tree
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', ...step.env },
  });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  running.set(step.name, child);
  child.on('close', (status) => {
    out.end(() => {
      running.delete(step.name);
      const result = status === 0 ? 'pass' : stopping ? 'stopped' : 'FAIL';
      results.set(step.name, {
        result,
        seconds: seconds(from),
        from: seconds(started) - seconds(from),
        to: seconds(started),
      });
      console.log(`\n━━ ${step.name}: ${step.command}`);
      process.stdout.write(readFileSync(file, 'utf8'));
      console.log(`━━ ${step.name}: ${result} in ${seconds(from)} s (log: ${file})\n`);
      if (result === 'FAIL' && !keepGoing) stopAll();
      schedule();
    });
  });
}

function stopAll() {
  stopping = true;
  for (const child of running.values()) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

function schedule() {
  if (!stopping) {
    for (const step of chosen) {
      if (!ready(step)) continue;
      // A step wider than what is free waits, unless nothing runs (it then takes the machine).
      if (running.size > 0 && busyCores() + coresOf(step.name) > CORES) continue;
      if (step.apart && running.has(E2E)) continue;
      if (step.name === E2E && [...running.keys()].some((name) => isApart(name))) continue;
      if (running.size > 0 && busyCores() >= CORES) break;
      start(step);
    }
  }
  if (running.size === 0) finish();
}

function finish() {
  const rows = chosen.map((step) => {
    const r = results.get(step.name);
    return {
      step: step.name,
      result: r?.result ?? (stopping ? 'not run' : 'blocked'),
      seconds: r?.seconds ?? 0,
      'from–to (s)': r ? `${r.from}–${r.to}` : '',
    };
  });
  console.log('');
  console.table(rows);
  const passed = rows.filter((r) => r.result === 'pass').length;
  console.log(
    `steps: ${passed} passed, ${rows.length - passed} failed or not run; ${seconds(started)} s in all`,
  );
  process.exit(passed === rows.length ? 0 : 1);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
schedule();
