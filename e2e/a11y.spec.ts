import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { openScenario, signInAsJordan } from './helpers';

test('public pages have no axe violations', async ({ page }) => {
  await openScenario(page, 'default', '/');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expectNoAxeViolations(page, 'login');

  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expectNoAxeViolations(page, 'mock consent');

  for (const [path, text] of [
    ['/no/such/page', '404 Page Not Found'],
    ['/book/success', 'Meeting Scheduled Successfully!'],
    ['/book/jordan-lee', 'Invalid booking URL'],
    ['/book/nobody/standard', 'Booking Link Not Found'],
    ['/book/jordan-lee/standard', 'with Jordan Lee'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(text)).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
});

test('signed-in pages have no axe violations', async ({ page }) => {
  // Signing in lands on /preferences; the other pages are reached by the main navigation, as a
  // person would: a reload of each checks nothing the scan needs.
  await signInAsJordan(page);
  for (const [path, link, heading] of [
    ['/preferences', null, 'Meeting Preferences'],
    ['/meetings', 'Planner', 'Weekly Planner'],
    ['/scheduling', 'Scheduling links', 'Scheduling Links'],
    ['/analytics', 'Analytics', 'Analytics'],
    ['/workflows', 'Workflows', 'Workflows'],
  ] as const) {
    if (link !== null) {
      await page
        .getByRole('navigation', { name: 'Main' })
        .filter({ visible: true })
        .getByRole('link', { name: link })
        .click();
    }
    await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
  await page.getByRole('button', { name: 'Account menu for Jordan Lee' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expectNoAxeViolations(page, 'avatar menu open');
});

test('the access issue page has no axe violations', async ({ page }) => {
  await openScenario(page, 'missing-scopes', '/access-issue');
  await expect(page.getByRole('heading', { name: 'Permissions missing' })).toBeVisible();
  await page.getByRole('button', { name: /Why do I need this\?/ }).click();
  await expectNoAxeViolations(page, '/access-issue');
});
