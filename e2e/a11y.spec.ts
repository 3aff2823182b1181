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
  await signInAsJordan(page);
  for (const [path, heading] of [
    ['/preferences', 'Meeting Preferences'],
    ['/meetings', 'Weekly Planner'],
    ['/scheduling', 'Scheduling Links'],
    ['/analytics', 'Analytics'],
    ['/workflows', 'Workflows'],
  ] as const) {
    await page.goto(path);
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
