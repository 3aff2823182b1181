import { expect, test } from '@playwright/test';
import { consent } from './helpers';

// The production build (mocks off, no mock code) talks to `npm run mock:server` through the
// preview proxy: the swap to a real backend is configuration only.
test.beforeEach(async ({ request }) => {
  await request.post(`${process.env.E2E_MOCK_SERVER_URL}/__mock/scenario`, {
    data: { id: 'default' },
  });
});

test('the production build signs in against an HTTP backend', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // The consent screen now comes from the server itself, as a real backend's would.
  await consent(page, /Jordan Lee/);
  await expect(page).toHaveURL(/\/preferences$/);
  await expect(page.getByRole('heading', { name: 'Meeting Preferences' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'QA panel' })).toHaveCount(0);
  const workers = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistrations()).length,
  );
  expect(workers).toBe(0);

  await page.getByRole('button', { name: 'Account menu for Jordan Lee' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
});

test('the public booking page reads a link from the HTTP backend', async ({ page }) => {
  await page.goto('/book/jordan-lee/standard');
  await expect(page.getByText('with Jordan Lee')).toBeVisible();
});
