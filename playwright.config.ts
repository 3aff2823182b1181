import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';

const MOCKED_PORT = 4173; // the app with the browser mocks (a production-like build, mode "e2e")
const MOCK_SERVER_PORT = 8787; // `npm run mock:server`
const REAL_PORT = 4174; // the production build (mocks off) proxied to the mock server

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
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
      testIgnore: /real-backend\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${MOCKED_PORT}` },
    },
    {
      name: 'real-backend',
      testMatch: /real-backend\.spec\.ts/,
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
      env: { MOCK_PORT: String(MOCK_SERVER_PORT), MOCK_SCENARIO: 'default' },
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
