// Debian's Chromium, never a downloaded browser, and the flags it runs with: the one place for
// everything that starts it (the e2e tests and the stories' tests through playwright.config.ts and
// vitest.config.ts, the latency, Lighthouse and planner benchmarks). As root it needs
// --no-sandbox; the other flags keep it from calling home on a machine whose network is closed.

/** The browser: CHROMIUM_PATH, else Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Playwright's launch options. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
