#!/usr/bin/env node
/**
 * The planner benchmark (docs/decisions.md#planner-and-workflows-at-real-density): how long the
 * week view of `busy-week` (300 meetings) and the month view of `busy-month` (1,000 meetings) take
 * to draw in Chromium. A script that prints figures, never a test: speed is measured here, not
 * asserted.
 *
 *   npm run bench:planner                 # builds the e2e app (mocks in the browser), serves it
 *   npm run bench:planner -- --runs 9     # more runs (default 7); the median is reported
 *   npm run bench:planner -- --no-build   # reuse dist-bench/
 *   BENCH_URL=http://127.0.0.1:4273 npm run bench:planner   # an app already served
 *
 * Each run opens a fresh page at 1440 × 900 in America/New_York, loads the scenario and waits
 * until its meetings are fetched; then, with the data cached, it times each change from the click
 * to the next animation frame after the calendar holds the new view's events:
 *
 * - week, first render: Day → Week on busy-week's week (300 meetings, folded into "+N more");
 * - next week and back: → the next week, then ← busy-week's week again (both weeks cached);
 * - month: Week → Month on busy-month's month (1,000 meetings in the month's weeks).
 *
 * The targets are 150 ms for each week figure and 300 ms for the month.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { median } from './benchmark.mjs';
import { chromiumLaunchOptions } from './chromium.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 7;
const BUILD = !args.includes('--no-build');
const PORT = Number(process.env.BENCH_PORT ?? 4273);
const OUT_DIR = 'dist-bench';
const TARGETS = { week: 150, next: 150, back: 150, month: 300 };

async function waitForServer(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function serve() {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: () => {} };
  if (BUILD) {
    console.log(`Building the e2e app into ${OUT_DIR}/ …`);
    const build = spawnSync(
      'npx',
      [
        'vite',
        'build',
        '--mode',
        'e2e',
        '--outDir',
        OUT_DIR,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { stdio: 'inherit' },
    );
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const preview = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--mode',
      'e2e',
      '--outDir',
      OUT_DIR,
      '--port',
      String(PORT),
      '--strictPort',
    ],
    { stdio: 'ignore', detached: true },
  );
  const url = `http://127.0.0.1:${PORT}`;
  await waitForServer(url);
  return {
    url,
    stop: () => {
      try {
        process.kill(-preview.pid);
      } catch {
        // already gone
      }
    },
  };
}

/**
 * In the page: runs `act`, then resolves with the milliseconds until the animation frame after
 * `ready()` first holds. `act` and `ready` are given as source, since they run in the browser.
 */
function timeInPage(page, act, ready) {
  return page.evaluate(
    async ({ act, ready }) => {
      const doAct = new Function(act);
      const isReady = new Function(`return (${ready});`);
      const started = performance.now();
      doAct();
      await new Promise((resolve) => {
        const check = () => (isReady() ? resolve() : requestAnimationFrame(check));
        check();
      });
      await new Promise((resolve) => requestAnimationFrame(() => resolve()));
      return performance.now() - started;
    },
    { act, ready },
  );
}

const TIME_EVENTS = `document.querySelectorAll('.rbc-time-view .rbc-event').length`;
const RANGE = `document.querySelector('[data-testid="calendar-range"]')?.textContent`;
const clickView = (view) =>
  `document.querySelector('input[type="radio"][value="${view}"]').click();`;
const clickButton = (label) => `document.querySelector('[aria-label="${label}"]').click();`;

async function loaded(page) {
  await page.getByRole('heading', { level: 1, name: 'Weekly Planner' }).waitFor();
  await page.getByText('Loading meetings...').waitFor({ state: 'detached' });
}

async function weekRun(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    timezoneId: 'America/New_York',
    locale: 'en-US',
  });
  const page = await context.newPage();
  try {
    await page.goto(`${url}/meetings?scenario=busy-week&view=day`);
    await loaded(page);
    await page.locator('.rbc-time-view .rbc-event').first().waitFor();

    const week = await timeInPage(
      page,
      clickView('week'),
      `document.querySelectorAll('.rbc-time-header .rbc-header').length === 7 && ${TIME_EVENTS} > 0`,
    );
    const busyCount = await page.locator('.rbc-time-view .rbc-event').count();
    const busyRange = await page.getByTestId('calendar-range').textContent();

    // Fetch the next week once, so both directions are timed with the data cached.
    await page.getByRole('button', { name: 'Next week' }).click();
    await loaded(page);
    await page.waitForFunction(`${RANGE} !== ${JSON.stringify(busyRange)}`);
    await page.waitForTimeout(300);
    const nextRange = await page.getByTestId('calendar-range').textContent();
    const nextCount = await page.locator('.rbc-time-view .rbc-event').count();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.waitForFunction(`${TIME_EVENTS} === ${busyCount}`);
    await page.waitForTimeout(300);

    const next = await timeInPage(
      page,
      clickButton('Next week'),
      `${RANGE} === ${JSON.stringify(nextRange)} && ${TIME_EVENTS} === ${nextCount}`,
    );
    await page.waitForTimeout(300);
    const back = await timeInPage(
      page,
      clickButton('Previous week'),
      `${RANGE} === ${JSON.stringify(busyRange)} && ${TIME_EVENTS} === ${busyCount}`,
    );
    return { week, next, back, busyCount, nextCount };
  } finally {
    await context.close();
  }
}

async function monthRun(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    timezoneId: 'America/New_York',
    locale: 'en-US',
  });
  const page = await context.newPage();
  try {
    // Open the month once, so its five or six weeks are fetched; then time Week → Month cached.
    await page.goto(`${url}/meetings?scenario=busy-month&view=month`);
    await loaded(page);
    await page.locator('.rbc-month-view .rbc-event').first().waitFor();
    await page.evaluate(clickView('week'));
    await page.locator('.rbc-time-view').waitFor();
    await page.waitForTimeout(300);
    const month = await timeInPage(
      page,
      clickView('month'),
      `document.querySelectorAll('.rbc-month-view .rbc-event').length > 0`,
    );
    const shown = await page.locator('.rbc-month-view .rbc-event').count();
    return { month, shown };
  } finally {
    await context.close();
  }
}

const server = await serve();
const browser = await chromium.launch(chromiumLaunchOptions);
const samples = { week: [], next: [], back: [], month: [] };
try {
  // One warm-up of each (JIT, caches), not counted.
  await weekRun(browser, server.url);
  await monthRun(browser, server.url);
  for (let run = 1; run <= RUNS; run++) {
    const w = await weekRun(browser, server.url);
    const m = await monthRun(browser, server.url);
    samples.week.push(w.week);
    samples.next.push(w.next);
    samples.back.push(w.back);
    samples.month.push(m.month);
    console.log(
      `run ${run}: week ${w.week.toFixed(0)} ms (${w.busyCount} events drawn), next ${w.next.toFixed(0)} ms, back ${w.back.toFixed(0)} ms, month ${m.month.toFixed(0)} ms (${m.shown} events drawn)`,
    );
  }
} finally {
  await browser.close();
  server.stop();
}

const LABELS = {
  week: 'busy-week, week view, first render (Day → Week)',
  next: 'busy-week, to the next week',
  back: 'busy-week, back to the busy week',
  month: 'busy-month, month view, 1,000 meetings (Week → Month)',
};
console.log(
  `\nMedian of ${RUNS} runs (min–max), Chromium, ${cpus().length} CPUs, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}:`,
);
for (const key of Object.keys(samples)) {
  const values = samples[key];
  const m = median(values);
  const verdict = m <= TARGETS[key] ? 'within' : 'OVER';
  console.log(
    `  ${LABELS[key]}: ${m.toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}), ${verdict} the ${TARGETS[key]} ms target`,
  );
}
