import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app itself has rendered: index.html draws a boot skeleton (`.sw-boot`) in
 * #root, and the mock backend answers only once the app has started and replaced it.
 */
export async function waitForApp(page: Page, timeout?: number) {
  await page.locator('#root > :not(.sw-boot)').first().waitFor({ state: 'attached', timeout });
}

/** Loads a named scenario (fresh, reset) through the `?scenario=` switch and lands on `path`. */
export async function openScenario(page: Page, scenario: string, path = '/') {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}scenario=${scenario}`);
  // Seeding a large scenario (busy-week: 300 meetings, 3,034 workflows) and storing it for every
  // tab happens before the app starts: on a loaded machine that can outlast an assertion's wait.
  await waitForApp(page, 20_000);
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
