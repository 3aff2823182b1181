#!/usr/bin/env node
// Lighthouse benchmark of the public pages (a benchmark, never a CI gate: the scores are noisy).
// Builds the production app (mocks off), serves it with `vite preview` in front of the mock
// server, runs Lighthouse 12 with its default mobile settings (Moto G Power emulation, simulated
// slow 4G, 4x CPU slowdown) on each page N times and prints the medians.
//
// Usage: npm run lighthouse [-- options]
//   --runs N          runs per page (default 3)
//   --no-build        serve the existing build instead of building
//   --dist DIR        the build to serve (default dist). Repeat it to compare builds: the runs
//                     are interleaved (page by page, build by build) so machine load hits all alike.
//   --json FILE       also write every run's figures to FILE
//   --page PATH       only this page (repeatable), e.g. --page /book/jordan-lee/standard
//
// Lighthouse 12 is installed on first use into node_modules/.cache/slotwise-lighthouse, outside the
// app's dependency tree (its dependencies break `npm ls` on Node 20). Chromium: CHROME_PATH, else
// scripts/chromium.mjs's, with its flags. The build, the servers and the options --runs, --no-build
// and --dist are scripts/benchmark.mjs's, shared with the latency script. Ports: LIGHTHOUSE_PORT (default 4290; one more per extra build; not 4190,
// which fetch refuses as a 'bad port') and
// LIGHTHOUSE_MOCK_PORT (default 8790).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { benchOptions, build, median, runMain, serveBuilds } from './benchmark.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const LIGHTHOUSE_VERSION = '12.8.2';
const PAGES = [
  { name: '/', path: '/' },
  { name: '/book/jordan-lee/standard', path: '/book/jordan-lee/standard' },
  {
    // The address the booking page navigates to after a booking.
    name: '/book/success',
    path:
      '/book/success?id=bk_1&title=Standard%20meeting%20with%20Ada&start=2026-11-24T15%3A00%3A00.000Z' +
      '&end=2026-11-24T15%3A30%3A00.000Z&tz=America%2FNew_York',
  },
];
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

function parseArgs(argv) {
  const options = benchOptions(
    argv,
    {
      '--json': (options, file) => (options.json = file),
      '--page': (options, page) => options.pages.push(page),
    },
    { json: null, pages: [] },
  );
  const unknown = options.pages.filter((name) => !PAGES.some((page) => page.name === name));
  if (unknown.length > 0)
    throw new Error(`Unknown page ${unknown[0]}: one of ${PAGES.map((p) => p.name).join(', ')}`);
  return options;
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** Lighthouse's CLI, installed into a tool folder on first use. */
function lighthouseCli() {
  const dir = resolve('node_modules/.cache/slotwise-lighthouse');
  const cli = join(dir, 'node_modules/lighthouse/cli/index.js');
  const pkg = join(dir, 'node_modules/lighthouse/package.json');
  if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).version === LIGHTHOUSE_VERSION) {
    return cli;
  }
  console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${dir} ...`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
  run('npm', [
    'install',
    '--prefix',
    dir,
    '--no-audit',
    '--no-fund',
    '--save-exact',
    `lighthouse@${LIGHTHOUSE_VERSION}`,
  ]);
  return cli;
}

function lighthouse(cli, url) {
  const result = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--max-wait-for-load=60000',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH },
    },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}:\n${result.stderr}`);
  const report = JSON.parse(result.stdout);
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: report.categories.performance.score,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    bytes: audit('total-byte-weight'),
  };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const cli = lighthouseCli();
  if (options.build) build(options.dists[0]);
  const targets = await serveBuilds({
    dists: options.dists,
    mockPort: Number(process.env.LIGHTHOUSE_MOCK_PORT ?? 8790),
    basePort: Number(process.env.LIGHTHOUSE_PORT ?? 4290),
  });

  const pages =
    options.pages.length > 0 ? PAGES.filter((page) => options.pages.includes(page.name)) : PAGES;
  const results = [];
  for (let runIndex = 0; runIndex < options.runs; runIndex += 1) {
    for (const page of pages) {
      for (const target of targets) {
        const figures = lighthouse(cli, target.origin + page.path);
        results.push({ dist: target.dist, page: page.name, run: runIndex + 1, ...figures });
        console.log(
          `run ${runIndex + 1} ${target.dist} ${page.name}: ${Math.round(figures.score * 100)}` +
            ` (FCP ${Math.round(figures.fcp)} ms, LCP ${Math.round(figures.lcp)} ms,` +
            ` TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)})`,
        );
      }
    }
  }

  const rows = [];
  for (const target of targets) {
    for (const page of pages) {
      const runs = results.filter((r) => r.dist === target.dist && r.page === page.name);
      const m = (key) => median(runs.map((r) => r[key]));
      rows.push({
        ...(targets.length > 1 ? { build: target.dist } : {}),
        page: page.name,
        performance: m('score').toFixed(2),
        'FCP s': (m('fcp') / 1000).toFixed(2),
        'LCP s': (m('lcp') / 1000).toFixed(2),
        'TBT ms': Math.round(m('tbt')),
        CLS: m('cls').toFixed(3),
        'SI s': (m('si') / 1000).toFixed(2),
        'transfer KB': (m('bytes') / 1024).toFixed(0),
      });
    }
  }
  console.log(`\nLighthouse ${LIGHTHOUSE_VERSION}, mobile, median of ${options.runs} runs:`);
  console.table(rows);
  if (options.json) writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`);
}

runMain(main);
