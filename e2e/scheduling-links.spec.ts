import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { openScenario, signInAsJordan } from './helpers';

test('the links page shows both cards; a link is edited and saved', async ({ page }) => {
  await signInAsJordan(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Scheduling links' })
    .click();
  await expect(page).toHaveURL(/\/scheduling$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduling Links' })).toBeVisible();
  await expect(
    page.getByText('Share these links with others to let them book meetings with you'),
  ).toBeVisible();
  await expect(page.getByText('/book/jordan-lee/high-priority')).toBeVisible();
  await expect(page.getByText('/book/jordan-lee/standard')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Open standard link in a new tab' })).toHaveAttribute(
    'href',
    '/book/jordan-lee/standard',
  );
  await expectNoAxeViolations(page, '/scheduling');

  await page.getByRole('button', { name: 'Edit standard link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Scheduling Link' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('Your booking link will be: /book/jordan-lee/standard'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'edit link dialog');

  await dialog.getByLabel('Link Name').fill('Partnership chat');
  const defaultLength = dialog.getByLabel('Default Meeting Duration');
  const old = await defaultLength.evaluate(
    (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '',
  );
  await defaultLength.selectOption({ label: '1 hour' });
  // The old default stays offered until the host unticks it.
  const lengths = dialog.getByRole('group', { name: 'Lengths visitors can choose' });
  const oldChip = lengths.getByRole('checkbox', { name: old, exact: true });
  await expect(oldChip).toBeChecked();
  await lengths.getByText(old, { exact: true }).click();
  await expect(oldChip).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Scheduling link updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: 'Partnership chat' });
  await expect(card.getByText('1 hour', { exact: true })).toBeVisible();

  // Saved on the server: a reload and the public page agree.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Partnership chat' })).toBeVisible();
  await page.goto('/book/jordan-lee/standard');
  await expect(page.getByRole('heading', { level: 1, name: 'Partnership chat' })).toBeVisible();
  await expect(page.getByText('1 hour', { exact: true })).toBeVisible();
});

test('the dialog validates and shows a slug clash from the server', async ({ page }) => {
  await signInAsJordan(page);
  await page.goto('/scheduling');
  await page.getByRole('button', { name: 'Edit high priority link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Scheduling Link' });
  await dialog.getByLabel('Link Name').fill('');
  await dialog.getByLabel('URL Suffix').fill('Not Valid');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(
    dialog.getByText('URL suffix can only contain lowercase letters, numbers, and hyphens'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'link dialog with errors');

  await dialog.getByLabel('Link Name').fill('Urgent');
  await dialog.getByLabel('URL Suffix').fill('standard');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(
    dialog.getByText('The booking link /book/jordan-lee/standard is already taken'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('copying a link puts its address on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsJordan(page);
  await page.goto('/scheduling');
  await page.getByRole('button', { name: 'Copy high priority link' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  await expect(
    page.getByText('The scheduling link has been copied to your clipboard.'),
  ).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL('/book/jordan-lee/high-priority', page.url()).toString());
});

test('a new host gets both default links, once', async ({ page }) => {
  await openScenario(page, 'new-host', '/scheduling');
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduling Links' })).toBeVisible();
  await expect(page.getByText('/book/sam-rivera/high-priority')).toBeVisible();
  await expect(page.getByText('/book/sam-rivera/standard')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 2, name: '1-1 meeting' })).toHaveCount(2);
  await expect(page.getByText('Choose a slot that fits your schedule.')).toBeVisible();
  await expectNoAxeViolations(page, '/scheduling after auto-creation');

  await page.reload();
  await expect(page.getByText('/book/sam-rivera/standard')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);

  // The new link works for visitors at once.
  await page.goto('/book/sam-rivera/standard');
  await expect(page.getByText('with Sam Rivera')).toBeVisible();
});
