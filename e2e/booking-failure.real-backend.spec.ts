import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { WIDTHS } from './visitor';

// A failed or offline booking, on the production build against the HTTP mock server (the
// browser's own network, which Playwright can fail or cut: page.route and context.setOffline).
test.beforeEach(async ({ request }) => {
  await request.post(`${process.env.E2E_MOCK_SERVER_URL}/__mock/scenario`, {
    data: { id: 'default' },
  });
});

const BOOK_CALL = /\/api\/scheduling-links\/jordan-lee\/standard\/book$/;

async function toDetails(page: Page) {
  await page.goto('/book/jordan-lee/standard');
  await page.getByTestId('slot-list').getByRole('button').first().click();
  await expect(page.getByRole('heading', { name: 'Enter Your Details' })).toBeVisible();
  await page.getByLabel('Full Name').pressSequentially('Fay Failure');
  await page.getByLabel('Email Address').pressSequentially('fay.failure@example.org');
}

for (const failure of ['a 500', 'a 502', 'a dropped request'] as const) {
  test(`${failure}: the booking's failure is announced beside the e-mail, which is fine; the details are kept and the retry books`, async ({
    page,
  }) => {
    let failing = true;
    await page.route(BOOK_CALL, async (route) => {
      if (!failing) return route.continue();
      if (failure === 'a dropped request') return route.abort('connectionreset');
      return route.fulfill({
        status: failure === 'a 500' ? 500 : 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Upstream failed', code: 'internal' }),
      });
    });
    await toDetails(page);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Booking failed. Please try again.');
    await expect(alert).toContainText('Your details are fine and kept');
    const email = page.getByLabel('Email Address');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('fay.failure@example.org');
    await expect(page.getByLabel('Full Name')).toHaveValue('Fay Failure');
    await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeFocused();

    failing = false;
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
    ).toBeFocused();
  });
}

test('offline: a message while the booking waits, and it completes once the network is back', async ({
  page,
  context,
}) => {
  await toDetails(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const waiting = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText(
    'Your booking will be sent as soon as the connection is back',
  );
  await expect(page.getByRole('button', { name: 'Booking...' })).toBeFocused();
  await expect(page.getByLabel('Full Name')).toHaveValue('Fay Failure');
  await context.setOffline(false);
  await expect(
    page.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
  ).toBeVisible();
});

for (const width of WIDTHS) {
  test(`the failure and offline states have no axe violation at ${width} px`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.route(BOOK_CALL, (route) => route.fulfill({ status: 500, body: '' }));
    await toDetails(page);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByRole('alert')).toContainText('Booking failed. Please try again.');
    await expectNoAxeViolations(page, `booking failed at ${width} px`);
    await page.unroute(BOOK_CALL);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await expectNoAxeViolations(page, `booking offline at ${width} px`);
    await context.setOffline(false);
    await expect(
      page.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
    ).toBeVisible();
  });
}
