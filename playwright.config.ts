import { defineConfig, devices } from '@playwright/test';
import { e2eLaunchOptions } from './scripts/chromium.mjs';

// E2E_PORT_OFFSET shifts all three ports, so several checkouts can run their e2e suites at once.
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const MOCKED_PORT = 4173 + OFFSET; // the app with the browser mocks (a production-like build, mode "e2e")
const MOCK_SERVER_PORT = 8787 + OFFSET; // `npm run mock:server`
const REAL_PORT = 4174 + OFFSET; // the production build (mocks off) proxied to the mock server
process.env.E2E_MOCK_SERVER_URL = `http://127.0.0.1:${MOCK_SERVER_PORT}`;

// E2E_PREBUILT=1 (set by `npm test`, which builds both apps once in its build step): serve
// dist-e2e and dist as they are, rather than building them again here.
const PREBUILT = process.env.E2E_PREBUILT === '1';
const build = (command: string) => (PREBUILT ? '' : `${command} && `);

export default defineConfig({
  testDir: 'e2e',
  // Files run side by side, each file's tests in order in one worker: every browser context has
  // its own mock database, and the files that share the HTTP mock server (the real-backend
  // project) run one at a time. Two workers: the CI machine has two cores, and four kept both
  // fully busy, with hang-guard timeouts in the heaviest tests (axe over every signed-in page).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A failed test runs once more, recording its trace (below); the run fails all the same, even
  // when that second try passes (failOnFlakyTests): a retry explains, never excuses.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // A failed test's trace (open with `npx playwright show-trace <dir>/trace.zip`) and screenshot.
  outputDir: 'test-results/e2e',
  // A hang guard, not a speed check (speed is measured in scripts, never asserted): on the
  // 2-core CI machine, with two workers and other steps beside them, the multi-tab and
  // whole-journey tests take 20-40 s. Each expect waits at most 15 s unless it says otherwise: a
  // wait for what a person would see, which a passing test never sits out.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: e2eLaunchOptions,
    // A failed test's second try records a trace: its DOM snapshots, network and console, not a
    // screencast (E2E_TRACE_SCREENSHOTS adds it). A passing test records nothing: recording every
    // test cost 15% of the suite's CPU (snapshots) and 40% more with the screencast.
    trace: {
      mode: 'on-first-retry',
      screenshots: Boolean(process.env.E2E_TRACE_SCREENSHOTS),
      snapshots: true,
      sources: true,
    },
    screenshot: 'only-on-failure',
    timezoneId: 'America/New_York',
    locale: 'en-US',
  },
  projects: [
    {
      name: 'mocked',
      testIgnore: /real-backend.*\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${MOCKED_PORT}` },
    },
    {
      name: 'real-backend',
      testMatch: /real-backend.*\.spec\.ts/,
      // One HTTP mock server for the project, each file loading its own scenario: one at a time.
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${REAL_PORT}` },
    },
  ],
  webServer: [
    {
      command: `${build('npx vite build --mode e2e --outDir dist-e2e --emptyOutDir')}npx vite preview --mode e2e --outDir dist-e2e --port ${MOCKED_PORT} --strictPort`,
      url: `http://127.0.0.1:${MOCKED_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: `npx tsx mocks/server.ts`,
      // Plain http on 127.0.0.1: the session cookie without Secure (mocks/README.md "Security").
      // Links in messages on the app's address (the production build's, which proxies to it).
      env: {
        MOCK_PORT: String(MOCK_SERVER_PORT),
        MOCK_SCENARIO: 'default',
        MOCK_PLAIN_HTTP: '1',
        MOCK_PUBLIC_ORIGIN: `http://127.0.0.1:${REAL_PORT}`,
      },
      url: `http://127.0.0.1:${MOCK_SERVER_PORT}/__mock/state`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The production build (mocks off): `npm run build`'s dist, which the budgets check too.
      command: `${build('npx vite build --outDir dist --emptyOutDir')}npx vite preview --outDir dist --port ${REAL_PORT} --strictPort`,
      env: { API_PROXY_TARGET: `http://127.0.0.1:${MOCK_SERVER_PORT}`, VITE_MOCKS: 'off' },
      url: `http://127.0.0.1:${REAL_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
