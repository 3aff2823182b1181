// Debian's Chromium, never a downloaded browser, and the flags it runs with: the one place for
// everything that starts it (the e2e tests and the stories' tests through playwright.config.ts and
// vitest.config.ts, the latency, Lighthouse and planner benchmarks). As root it needs
// --no-sandbox; the other flags keep it from calling home on a machine whose network is closed.
import { existsSync } from 'node:fs';

/** The browser: CHROMIUM_PATH, else Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the e2e tests drive: Debian's `chromium-headless-shell` (the same Chromium
 * release, built without the windowed browser around it) where it is installed, else CHROMIUM_PATH.
 * The same e2e files used 15-23% less CPU with it (docs/decisions.md#tests). E2E_CHROMIUM_PATH
 * chooses another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const E2E_CHROMIUM_PATH =
  process.env.E2E_CHROMIUM_PATH ??
  (process.env.CHROMIUM_PATH || !existsSync(HEADLESS_SHELL) ? CHROMIUM_PATH : HEADLESS_SHELL);

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
/** Playwright's launch options for the e2e tests. */
export const e2eLaunchOptions = { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_FLAGS };
