import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

// E2E_PORT_OFFSET shifts all three ports, so several checkouts can run their e2e suites at once.
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const MOCKED_PORT = 4173 + OFFSET; // the app with the browser mocks (a production-like build, mode "e2e")
const MOCK_SERVER_PORT = 8787 + OFFSET; // `npm run mock:server`
const REAL_PORT = 4174 + OFFSET; // the production build (mocks off) proxied to the mock server
process.env.E2E_MOCK_SERVER_URL = `http://127.0.0.1:${MOCK_SERVER_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // A hang guard, not a speed check (speed is measured in scripts, never asserted): on the
  // 2-core CI machine the multi-tab and whole-journey tests take 20-28 s, so 30 s failed them on
  // a slow run. Each expect still waits at most 7 s unless it says otherwise.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
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
      use: { baseURL: `http://127.0.0.1:${REAL_PORT}` },
    },
  ],
  webServer: [
    {
      command: `npx vite build --mode e2e --outDir dist-e2e --emptyOutDir && npx vite preview --mode e2e --outDir dist-e2e --port ${MOCKED_PORT} --strictPort`,
      url: `http://127.0.0.1:${MOCKED_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: `npx tsx mocks/server.ts`,
      // Plain http on 127.0.0.1: the session cookie without Secure (mocks/README.md "Security").
      env: { MOCK_PORT: String(MOCK_SERVER_PORT), MOCK_SCENARIO: 'default', MOCK_PLAIN_HTTP: '1' },
      url: `http://127.0.0.1:${MOCK_SERVER_PORT}/__mock/state`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx vite build --outDir dist-real --emptyOutDir && npx vite preview --outDir dist-real --port ${REAL_PORT} --strictPort`,
      env: { API_PROXY_TARGET: `http://127.0.0.1:${MOCK_SERVER_PORT}`, VITE_MOCKS: 'off' },
      url: `http://127.0.0.1:${REAL_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
