import { expect, test } from '@playwright/test';
import { consent } from './helpers';

// A failed autosave is kept and retried until the server answers: the production build against
// the HTTP mock server, with the save's request failing on the way (the network dropped, then a
// 500) and then let through. Nothing is lost, and no reload is needed.
test.beforeEach(async ({ request }) => {
  await request.post(`${process.env.E2E_MOCK_SERVER_URL}/__mock/scenario`, {
    data: { id: 'default' },
  });
});

test('an autosave that fails is kept and saved once the server is back, without a reload', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await consent(page, /Jordan Lee/);
  await expect(page.getByRole('heading', { name: 'Meeting Preferences' })).toBeVisible();

  let failures = 0;
  const saves = /\/api\/user\/preferences$/;
  await page.route(saves, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    failures += 1;
    if (failures === 1) return route.abort('internetdisconnected');
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Database unavailable', code: 'internal_error' }),
    });
  });

  await page
    .getByRole('combobox', { name: 'Thursday end time' })
    .selectOption({ label: '7:00 PM' });
  const status = page.getByTestId('save-status');
  await expect(status).toContainText('Changes not saved');
  await expect(status).toContainText('Not saved yet: your change is kept and retried');
  await expect(page.getByText('Failed to save preferences. Please try again.')).toBeVisible();
  // The retry with backoff fails too (a 500): still kept, still said.
  await expect.poll(() => failures, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await expect(status).toContainText('Changes not saved');

  // The server is back: Retry now saves the kept change.
  await page.unroute(saves);
  await page.getByRole('button', { name: 'Retry now' }).click();
  await expect(status).toHaveText(/^Saved \d{1,2}:\d{2} [AP]M$/, { timeout: 10_000 });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Thursday end time' })).toHaveValue('1140');
});

test('a failed autosave is retried by itself once the network is back', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await consent(page, /Jordan Lee/);
  await expect(page.getByRole('heading', { name: 'Meeting Preferences' })).toBeVisible();

  const saves = /\/api\/user\/preferences$/;
  await page.route(saves, (route) =>
    route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await page.getByRole('checkbox', { name: 'Saturday' }).click();
  await expect(page.getByTestId('save-status')).toContainText('Changes not saved');
  await page.unroute(saves);
  // The first retry comes 2 s after the failure, with no click.
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved \d{1,2}:\d{2} [AP]M$/, {
    timeout: 10_000,
  });
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
});
