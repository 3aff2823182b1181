import { expect, test, type Page } from '@playwright/test';
import { openScenario } from './helpers';

// A link the host creates is there the moment its creation is answered: opened at once, it shows;
// back on Scheduling Links it is still listed (the leader stores a write before it answers).

async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.pressSequentially(text);
}

test('a link created and opened at once is there, and still listed afterwards', async ({
  page,
}) => {
  await openScenario(page, 'policies', '/scheduling');
  await page.getByRole('button', { name: 'New link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Scheduling Link' });
  await typeInto(page, 'Link Name', 'Quick chat');
  await typeInto(page, 'URL Suffix', 'quick-chat');
  await dialog.getByRole('button', { name: 'Create' }).click();
  const card = page.getByRole('article', { name: 'Quick chat' });
  await expect(card.getByText('/book/jordan-lee/quick-chat')).toBeVisible();

  // At once, as a person pasting the new address.
  await page.goto('/book/jordan-lee/quick-chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick chat' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduling Links' })).toBeVisible();
  await expect(card.getByText('/book/jordan-lee/quick-chat')).toBeVisible();
});
