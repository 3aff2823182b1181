import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInAsJordan } from './helpers';

// Integrations: a webhook to the mock's built-in receiver, whose delivery of a visitor's booking
// verifies with the secret the page showed once; and a read-only API key that reads Bookings,
// cannot write, and fails once revoked.

interface Attempt {
  event: string;
  requestHeaders: Record<string, string>;
  requestBody: string;
}

/** A call made by the page (through the mock's service worker), with the given headers. */
function call(page: Page, method: string, path: string, headers: Record<string, string>) {
  return page.evaluate(
    async ({ method, path, headers }) => {
      const res = await fetch(path, {
        method,
        headers: { ...headers, 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
        credentials: 'omit',
      });
      return res.status;
    },
    { method, path, headers },
  );
}

test('a booking reaches the built-in receiver, signed with the secret shown once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsJordan(page);
  await page.getByRole('link', { name: 'Integrations' }).first().click();
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'New webhook' });
  const origin = new URL(page.url()).origin;
  await dialog.getByLabel('Endpoint URL').click();
  await dialog
    .getByLabel('Endpoint URL')
    .pressSequentially(`${origin}/__mock/webhook-receiver/crm`);
  await dialog.getByRole('button', { name: 'Create webhook' }).click();
  const secret = ((await dialog.getByText(/^whsec_/).textContent()) ?? '').trim();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9]{32,}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.goto('/book/jordan-lee/standard');
  const slot = page.getByTestId('slot-list').getByRole('button').first();
  await expect(slot).toBeVisible({ timeout: 20_000 });
  await slot.click();
  await page.getByLabel('Full Name').pressSequentially('Hook Visitor');
  await page.getByLabel('Email Address').pressSequentially('hook.visitor@example.org');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(
    page.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
  ).toBeVisible();

  const attempts = await page.evaluate(async () => {
    const res = await fetch('/__mock/webhook-deliveries');
    return (await res.json()) as Attempt[];
  });
  const delivery = attempts.find((a) => a.event === 'booking.created');
  expect(delivery).toBeDefined();
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(
    delivery!.requestHeaders['slotwise-signature'] ?? '',
  )!;
  const expected = createHmac('sha256', secret)
    .update(`${t}.${delivery!.requestBody}`)
    .digest('hex');
  expect(v1).toBe(expected);
  expect(JSON.parse(delivery!.requestBody)).toMatchObject({
    event: 'booking.created',
    data: { booking: { attendeeEmail: 'hook.visitor@example.org' } },
  });
});

test('a read-only key reads Bookings, cannot write, and fails once revoked', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsJordan(page);
  await page.goto('/integrations');
  await page.getByRole('button', { name: 'New API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await dialog.getByLabel('Name').pressSequentially('CRM sync');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const key = ((await dialog.getByText(/^sw_live_/).textContent()) ?? '').trim();
  expect(key).toMatch(/^sw_live_[A-Za-z0-9]{40}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const bearer = { authorization: `Bearer ${key}` };
  expect(await call(page, 'GET', '/api/host/bookings', bearer)).toBe(200);
  expect(await call(page, 'POST', '/api/host/bookings/bkg_any/cancel', bearer)).toBe(403);

  await page.getByRole('button', { name: 'Revoke CRM sync' }).click();
  await expect(page.getByText('Revoked')).toBeVisible();
  expect(await call(page, 'GET', '/api/host/bookings', bearer)).toBe(401);
});
