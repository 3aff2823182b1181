import { expect, test } from '@playwright/test';
import { openScenario } from './helpers';

test('?scenario= loads a scenario that persists across reloads', async ({ page }) => {
  await openScenario(page, 'new-host', '/preferences');
  await expect(page.getByRole('heading', { name: 'Meeting Preferences' })).toBeVisible();
  await expect(page).not.toHaveURL(/scenario=/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Meeting Preferences' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'QA panel' });
  await expect(panel).toContainText('new-host');
});

test('the QA panel switches and resets scenarios', async ({ page }) => {
  await openScenario(page, 'new-host', '/preferences');
  const panel = page.getByRole('region', { name: 'QA panel' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('new-host');
  // Collapsed by default, so it never covers the product; the choice is remembered.
  await panel.getByRole('button', { name: 'Expand the QA panel' }).click();

  // Switch to the signed-out default scenario: the host is sent to the login page.
  await panel.getByRole('combobox', { name: /scenario/i }).selectOption('default');
  await panel.getByRole('button', { name: /load/i }).click();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'QA panel' })).toContainText('default');

  // Reset keeps the same scenario.
  await page
    .getByRole('region', { name: 'QA panel' })
    .getByRole('button', { name: /reset/i })
    .click();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'QA panel' })).toContainText('default');
});
