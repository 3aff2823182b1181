#!/usr/bin/env node
/**
 * Interaction latency of the public booking page
 * (docs/decisions.md#the-booking-pages-steps-on-a-slow-phone), as a mid-range phone feels it: the
 * production build (mocks off) served by `vite preview` in front of `npm run mock:server`, in
 * Chromium at 375 × 812 with the CPU slowed 4x (CDP `Emulation.setCPUThrottlingRate`), timed by the
 * browser's own Event Timing entries (PerformanceObserver 'event', what INP is computed from). A
 * script that prints figures, never a test: speed is measured here, not asserted.
 *
 *   npm run latency                           # builds dist/, 3 runs
 *   npm run latency -- --runs 5               # more runs
 *   npm run latency -- --no-build --dist a --dist b   # compare two builds, runs interleaved
 *
 * Each run opens a fresh page, waits for the calendar, slows the CPU, then plays a visitor's
 * steps. For each step the figure is the longest Event Timing entry of its interactions (from the
 * input to the next paint; matched to the step by its input's time, as a slow paint's entry can
 * arrive after the next step has begun); typing steps report their slowest key:
 *
 *   pick a day · next month · 24h switch · open the zone list · search it ("tokyo", per key)
 *   · pick a slot · type a name (per key) · Back to Calendar
 *
 * and, on a second fresh page, opening the zone list about a second after the slots show
 * ("first": a wait of 1 s, then the steps' settling), while its rows may still be drawn in idle
 * batches.
 *
 * Goals: every step at most 200 ms (INP "good"); opening the zone list at most 100 ms.
 * Ports: LATENCY_PORT (default 4390, one more per extra build), LATENCY_MOCK_PORT (default 8890).
 * The build, the servers and the options are scripts/benchmark.mjs's, shared with Lighthouse's.
 */
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { benchOptions, build, median, runMain, serveBuilds } from './benchmark.mjs';
import { chromiumLaunchOptions } from './chromium.mjs';

const GOALS = { 'open the zone list': 100, 'open the zone list first': 100 };
const GOAL = 200;
const NOW = '2026-03-17T14:00:00.000Z';

/** Collects every Event Timing entry of the page (16 ms and over: the API's floor). */
const OBSERVER = () => {
  window.__latency = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__latency.push({
        name: entry.name,
        duration: entry.duration,
        startTime: entry.startTime,
        interactionId: entry.interactionId ?? 0,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/** Waits for the entries of what was just done to be reported (they come after the paint). */
async function settle(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250))),
      ),
  );
}

/**
 * Runs `action` and gives the page-clock window its inputs fall in. An entry is reported only after
 * the paint that ends it, and a slow paint can come after the next step has begun: entries are
 * matched to steps by their input's time (`startTime`), not by when they arrive (`longest`).
 */
async function measure(page, action, step = '') {
  if (process.env.LATENCY_DEBUG) console.log(`  ${step}`);
  await settle(page);
  const from = await page.evaluate(() => performance.now());
  await action();
  await settle(page);
  const to = await page.evaluate(() => performance.now());
  return { from, to };
}

/** The longest interaction entry whose input falls in `window`, in ms (0: none of 16 ms or more). */
function longest(entries, window) {
  return entries
    .filter((entry) => entry.interactionId > 0)
    .filter((entry) => entry.startTime >= window.from && entry.startTime <= window.to)
    .reduce((most, entry) => Math.max(most, entry.duration), 0);
}

/** A fresh booking page, its calendar and slots shown, the CPU then slowed 4x. */
async function openBookingPage(browser, origin) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    timezoneId: 'America/New_York',
    locale: 'en-US',
  });
  await context.addInitScript(OBSERVER);
  // The page's Date starts at NOW (the mock server's clock) and runs on. Not Playwright's clock:
  // it fakes performance.now() too, and the steps' windows would then miss their entries.
  await context.addInitScript((start) => {
    const RealDate = Date;
    const offset = RealDate.parse(start) - RealDate.now();
    class ShiftedDate extends RealDate {
      constructor(...args) {
        super(...(args.length > 0 ? args : [RealDate.now() + offset]));
      }
      static now() {
        return RealDate.now() + offset;
      }
    }
    globalThis.Date = ShiftedDate;
  }, NOW);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${origin}/book/jordan-lee/standard`);
  await page.getByRole('heading', { name: 'Select Date & Time' }).waitFor();
  await page.getByTestId('slot-list').getByRole('button').first().waitFor();
  await page.getByRole('combobox', { name: 'Time zone' }).waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/**
 * A visitor who goes for the zone box first, about a second after the slots show: the list may
 * still be drawn in its idle batches then (later steps find it whole).
 */
async function visitZoneFirst(browser, origin) {
  const { context, page } = await openBookingPage(browser, origin);
  await page.waitForTimeout(1000);
  // The closed list's rows are in the page (hidden): how many were drawn when the visitor clicked,
  // so that a run where the list was already whole is told apart (it measured the later case).
  const drawnAtClick = await page.evaluate(countOptions);
  const span = await measure(
    page,
    async () => {
      await page.getByRole('combobox', { name: 'Time zone' }).click();
      await page.getByRole('listbox').waitFor();
    },
    'open the zone list first',
  );
  // The open list draws the rest in later renders: the count once it holds still for a second.
  let total = await page.evaluate(countOptions);
  for (let waited = 0; waited < 15_000; waited += 1000) {
    await page.waitForTimeout(1000);
    const now = await page.evaluate(countOptions);
    if (now === total) break;
    total = now;
  }
  const figures = await figuresOf(context, page, { 'open the zone list first': span });
  return { figures, drawnAtClick, total };
}

/** The zone list's rows in the page, drawn so far (the list is hidden while closed). */
const countOptions = () => document.querySelectorAll('[role="option"]').length;

async function visit(browser, origin) {
  const { context, page } = await openBookingPage(browser, origin);

  const figures = {};
  const days = page.getByRole('button', { name: /has available times$/, pressed: false });
  figures['pick a day'] = await measure(
    page,
    async () => {
      const target = days.nth(1);
      const name = await target.getAttribute('aria-label');
      await target.click();
      await page.getByRole('button', { name, pressed: true }).waitFor();
    },
    'pick a day',
  );
  const next = page.getByRole('button', { name: 'Next month' });
  // The month's title (the calendar's live region) names the month shown.
  const title = page.locator('main section p[aria-live="polite"]').first();
  figures['next month'] = await measure(
    page,
    async () => {
      const before = await title.textContent();
      await next.click();
      await page.waitForFunction(
        (text) =>
          document.querySelector('main section p[aria-live="polite"]')?.textContent !== text,
        before,
      );
    },
    'next month',
  );
  await page.getByRole('button', { name: 'Previous month' }).click();
  // At 375 × 812 the switch sits at the page's bottom edge, and this headless Chromium presents no
  // frame for a change drawn only there: the entry stayed open until the next step's frame and
  // read 1–4 s whatever the page did. Centred first, as a visitor's thumb brings it up.
  await page
    .getByRole('button', { name: '24h' })
    .evaluate((button) => button.scrollIntoView({ block: 'center' }));
  figures['24h switch'] = await measure(
    page,
    async () => {
      await page.getByRole('button', { name: '24h' }).click();
      await page.getByRole('button', { name: '24h', pressed: true }).waitFor();
    },
    '24h switch',
  );
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  figures['open the zone list'] = await measure(
    page,
    async () => {
      await zone.click();
      await page.getByRole('listbox').waitFor();
    },
    'open the zone list',
  );
  // The old picker left the caret inside its label: select it, so both builds search "tokyo".
  await zone.press('Control+A');
  figures['search the zone list'] = await measure(
    page,
    async () => {
      await zone.pressSequentially('tokyo', { delay: 50 });
      await page.getByRole('option', { name: /^Tokyo \(Asia\)/ }).waitFor();
    },
    'search the zone list',
  );
  await zone.press('Escape');
  await zone.blur();
  figures['pick a slot'] = await measure(
    page,
    async () => {
      await page.getByTestId('slot-list').getByRole('button').first().click();
      await page.getByRole('heading', { name: 'Enter Your Details' }).waitFor();
    },
    'pick a slot',
  );
  figures['type a name'] = await measure(
    page,
    async () => {
      await page.getByLabel('Full Name').pressSequentially('Alex Visitor', { delay: 50 });
    },
    'type a name',
  );
  figures['Back to Calendar'] = await measure(
    page,
    async () => {
      await page.getByRole('button', { name: 'Back to Calendar' }).click();
      await page.getByRole('heading', { name: 'Select Date & Time' }).waitFor();
    },
    'Back to Calendar',
  );
  return figuresOf(context, page, figures);
}

/** Each step's figure from its window, once the last entries are in; closes the page. */
async function figuresOf(context, page, windows) {
  // The last entries arrive after their paint: wait for them, then give each step its own.
  await page.waitForTimeout(2000);
  await settle(page);
  const entries = await page.evaluate(() => window.__latency);
  await context.close();
  return Object.fromEntries(
    Object.entries(windows).map(([step, span]) => [step, longest(entries, span)]),
  );
}

async function main() {
  const options = benchOptions(process.argv.slice(2));
  if (options.build) build(options.dists[0]);
  const targets = await serveBuilds({
    dists: options.dists,
    mockPort: Number(process.env.LATENCY_MOCK_PORT ?? 8890),
    basePort: Number(process.env.LATENCY_PORT ?? 4390),
    mockEnv: {
      // A fixed Tuesday (its three-week window reaches April) for the server and the browser: the
      // same month, days and slots whatever the date (late in a month the real clock left one
      // open day and no next month to move to).
      MOCK_NOW: NOW,
      MOCK_PLAIN_HTTP: '1',
    },
  });

  const browser = await chromium.launch(chromiumLaunchOptions);
  const results = [];
  for (let run = 1; run <= options.runs; run += 1) {
    for (const target of targets) {
      const steps = await visit(browser, target.origin);
      const first = await visitZoneFirst(browser, target.origin);
      const figures = { ...steps, ...first.figures };
      results.push({ dist: target.dist, figures, early: first.drawnAtClick < first.total });
      console.log(
        `run ${run} ${target.dist}: ` +
          Object.entries(figures)
            .map(([step, ms]) => `${step} ${Math.round(ms)}`)
            .join(', ') +
          ` (zone rows drawn at the first click: ${first.drawnAtClick} of ${first.total})`,
      );
    }
  }
  await browser.close();

  console.log(
    `\nCPU 4x slower, 375 × 812, ${options.runs} runs, load average ${loadavg()[0].toFixed(1)}`,
  );
  const steps = Object.keys(results[0].figures);
  const rows = steps.map((step) => {
    const row = { step, goal: `${GOALS[step] ?? GOAL} ms` };
    for (const target of targets) {
      const values = results.filter((r) => r.dist === target.dist).map((r) => r.figures[step]);
      row[`${target.dist} median`] = Math.round(median(values));
      row[`${target.dist} range`] =
        `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
    }
    return row;
  });
  console.table(rows);
  for (const target of targets) {
    const mine = results.filter((r) => r.dist === target.dist);
    const early = mine.filter((r) => r.early).length;
    console.log(
      `${target.dist}: the zone list was still being drawn at the first click in ${early} of ${mine.length} runs` +
        (early < mine.length ? ' (the other runs opened a whole list)' : ''),
    );
  }
}

// The servers are children with open pipes: exit explicitly, which stops them.
runMain(main);
