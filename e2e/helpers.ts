import { expect, type Page } from '@playwright/test';
import { addDays, formatCivil, mondayOf, type CivilDate } from '../src/domain/civil-date';
import { wallClock } from '../src/domain/zone-clock';

/**
 * Waits until the app itself has rendered: index.html draws a boot skeleton (`.sw-boot`) in
 * #root, and the mock backend answers only once the app has started and replaced it.
 */
export async function waitForApp(page: Page, timeout?: number) {
  await page.locator('#root > :not(.sw-boot)').first().waitFor({ state: 'attached', timeout });
}

/**
 * The instant every e2e test's "now" starts at, unless the test sets its own: Monday 4 May 2026,
 * 9:00 AM in New York (EDT, the browser's zone), weeks away from a DST change. Tests pass on any
 * date only if none reads the real one: the mock backend and the app take "now" from the QA clock.
 */
export const E2E_NOW = e2eNow(process.env.E2E_NOW);

/**
 * `E2E_NOW=2026-05-08T23:00:00Z npm run test:e2e` runs the whole suite at another instant (a
 * Friday evening, a Sunday): no test may depend on the day it runs on.
 */
function e2eNow(given: string | undefined): string {
  if (given === undefined || given === '') return '2026-05-04T13:00:00.000Z';
  const at = Date.parse(given);
  if (Number.isNaN(at)) throw new Error(`E2E_NOW is not an instant: ${given}`);
  return new Date(at).toISOString();
}

/**
 * A day of the week the scenarios seed as "this week": Jordan's week in New York (Monday first)
 * that holds E2E_NOW, `offset` days from its Monday. A test that needs a day with meetings opens
 * it (`/meetings?date=`) rather than "today", which may be a Sunday, or already next week for a
 * viewer in London.
 */
export function hostWeekDay(offset: number): CivilDate {
  return addDays(mondayOf(formatCivil(wallClock(Date.parse(E2E_NOW), 'America/New_York'))), offset);
}

/**
 * `path` with the QA clock set to E2E_NOW, unless it sets `now=` itself. The clock runs from there
 * rather than standing still: timers, autosave retries and the workflow engine's ticks move as
 * with a real clock, while the day stays the same (a test lasts minutes, not 15 hours).
 *
 * For a test's first navigation only: the clock is stored with the mock database (mocks/browser.ts),
 * so later navigations and other tabs of the same browser context stay on it; passing `now=` again
 * would set it back to E2E_NOW.
 */
export function onE2EClock(path: string): string {
  if (/[?&]now=/.test(path)) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}now=${E2E_NOW}&clock=running`;
}

/**
 * A test's first navigation to a page of the app in mock mode, on the e2e clock (`onE2EClock`):
 * on a first visit the mock loads the default scenario, seeded relative to that clock.
 */
export async function openOnE2EClock(page: Page, path = '/') {
  await page.goto(onE2EClock(path));
  // Seeding the scenario and storing it happens before the app starts (as in openScenario).
  await waitForApp(page, 60_000);
}

/**
 * For a page of another origin that frames the app (the embed): the app's origin, same-site, shares
 * its storage with its frames there, so opening it first on the e2e clock puts the frames on it.
 */
export async function setE2EClockForFrames(page: Page) {
  await openOnE2EClock(page, '/');
}

/**
 * Loads a named scenario (fresh, reset) through the `?scenario=` switch and lands on `path`, on the
 * e2e clock unless `path` sets `now=` (a scenario with its own clock, dst-*, stops it there).
 */
export async function openScenario(page: Page, scenario: string, path = '/') {
  await page.goto(`${onE2EClock(path)}&scenario=${scenario}`);
  // Seeding a large scenario (busy-week: 300 meetings, 3,034 workflows) and storing it for every
  // tab happens before the app starts: on a loaded machine that can outlast an assertion's wait.
  await waitForApp(page, 60_000);
}

/** Walks the mock consent screen: picks an account, grants or withholds the calendar scopes. */
export async function consent(page: Page, account: RegExp, { grant = true } = {}) {
  await expect(page).toHaveURL(/\/auth\/google\/(web|calendar)/);
  await page.getByRole('radio', { name: account }).check();
  const scopes = page.getByRole('checkbox', { name: /see and edit events on your calendars/i });
  if (grant) await scopes.check();
  else await scopes.uncheck();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Signs in as Jordan Lee through the login page and the consent screen. */
export async function signInAsJordan(page: Page) {
  await openScenario(page, 'default', '/');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await consent(page, /Jordan Lee/);
  await expect(page).toHaveURL(/\/preferences$/);
}
