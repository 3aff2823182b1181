import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { signInAsJordan } from './helpers';

test('edits autosave, survive a reload, and an applied analysis replaces them', async ({
  page,
}) => {
  await signInAsJordan(page);
  await expect(page.getByRole('heading', { name: 'Meeting Preferences' })).toBeVisible();
  await expectNoAxeViolations(page, '/preferences');

  const mondayEnd = page.getByRole('combobox', { name: 'Monday end time' });
  await mondayEnd.selectOption({ label: '6:00 PM' });
  const buffer = page
    .getByRole('textbox', { name: 'Buffer time:' })
    .or(page.getByLabel('Buffer time:'));
  await buffer.fill('25');
  await expect(page.getByText(/^Saved \d{1,2}:\d{2} [AP]M$/)).toBeVisible({ timeout: 10_000 });

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Monday end time' })).toHaveValue('1080');
  await expect(page.getByLabel('Buffer time:')).toHaveValue('25');

  // The host has their own settings: the analysis proposes, and applying it is their choice.
  await page.getByRole('button', { name: 'Analyze Again' }).click();
  await page
    .getByRole('dialog', { name: 'Apply what the analysis found?' })
    .getByRole('button', { name: 'Apply changes' })
    .click();
  await expect(page.getByText('Calendar analyzed')).toBeVisible();
  await expect(
    page.getByText(/^Analyzed \d+ meetings\. Timezone and preferences updated\.$/),
  ).toBeVisible();
});

test('a calendar is connected through consent and disconnected again', async ({ page }) => {
  await signInAsJordan(page);
  await page.getByRole('button', { name: 'Connect Calendar' }).click();
  await expect(page).toHaveURL(/\/auth\/google\/calendar/);
  await page.getByRole('radio', { name: 'Use another account' }).check();
  await page.getByLabel('E-mail address of the other account').fill('jordan.family@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(
    page.getByText('Your personal calendar has been successfully connected.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/preferences$/);
  await expect(page.getByText('jordan.family@example.com')).toBeVisible();

  await page.getByRole('button', { name: 'Remove jordan.family@example.com' }).click();
  await page
    .getByRole('dialog', { name: 'Remove this calendar?' })
    .getByRole('button', { name: 'Remove calendar' })
    .click();
  await expect(page.getByText('jordan.family@example.com has been disconnected.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove jordan.family@example.com' })).toHaveCount(
    0,
  );
});
