import { expect, test, type Page, type Route } from '@playwright/test';

// The production build's first paint on the public booking page (index.html's boot script and
// src/boot/booking-header.ts): the header is drawn from the prefetched link before the app's JS
// has run, and the app then takes over without a pixel of it changing.
test.beforeEach(async ({ request }) => {
  await request.post(`${process.env.E2E_MOCK_SERVER_URL}/__mock/scenario`, {
    data: { id: 'default' },
  });
});

/** Holds the app's entry script until `release()`: the page shows only what index.html draws. */
async function holdApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const VISITORS = [
  {
    name: 'on a phone in New York',
    width: 375,
    timezoneId: 'America/New_York',
    zone: 'New York (America) · UTC-05:00',
  },
  // Chromium reports Kolkata by its legacy name, Asia/Calcutta: the header shows the current one.
  {
    name: 'on a desktop in Kolkata',
    width: 1440,
    timezoneId: 'Asia/Kolkata',
    zone: 'Kolkata (Asia) · UTC+05:30',
  },
] as const;

for (const visitor of VISITORS) {
  test.describe(`a visitor ${visitor.name}`, () => {
    test.use({ viewport: { width: visitor.width, height: 900 }, timezoneId: visitor.timezoneId });

    test('sees whom and what they are booking before the app has loaded, and the app takes over in place', async ({
      page,
    }) => {
      const release = await holdApp(page);
      await page.goto('/book/jordan-lee/standard');
      const header = page.locator('main header');
      await expect(page.getByRole('heading', { level: 1, name: '1-1 meeting' })).toBeVisible();
      await expect(header.getByText('with Jordan Lee')).toBeVisible();
      await expect(header.getByText('30 minutes')).toBeVisible();
      await expect(header.getByText(visitor.zone)).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Loading booking page...');
      // Nothing of the app has run yet.
      await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toHaveCount(0);
      const before = { box: await header.boundingBox(), pixels: await header.screenshot() };

      release();
      await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
      await expect(page.getByText('Loading booking page...')).toHaveCount(0);
      const after = { box: await header.boundingBox(), pixels: await header.screenshot() };
      expect(after.box).toEqual(before.box);
      if (!after.pixels.equals(before.pixels)) {
        await test
          .info()
          .attach('header drawn by index.html', { body: before.pixels, contentType: 'image/png' });
        await test
          .info()
          .attach('header drawn by the app', { body: after.pixels, contentType: 'image/png' });
      }
      expect(
        after.pixels.equals(before.pixels),
        'the header looks the same before and after the app',
      ).toBe(true);
    });
  });
}

test('a link that does not exist gets no early header, and the app says so', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/book/jordan-lee/no-such-link');
  await expect(page.getByRole('status')).toHaveText('Loading booking page...');
  await expect(page.locator('main header')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Booking Link Not Found' })).toBeVisible();
});

test('a link name or host name is drawn as text, never as markup', async ({ page }) => {
  await page.route(/\/api\/scheduling-links\/jordan-lee\/standard$/, async (route) => {
    const response = await route.fetch();
    const link = (await response.json()) as {
      name: string;
      host: { name: string; picture: string | null };
    };
    link.name = '<img src=x onerror="window.__injected=1">Intro';
    link.host = { name: 'Zoë <b>Brien</b> O’Neil', picture: null };
    await route.fulfill({ response, json: link });
  });
  const release = await holdApp(page);
  await page.goto('/book/jordan-lee/standard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '<img src=x onerror="window.__injected=1">Intro',
  );
  await expect(page.getByText('with Zoë <b>Brien</b> O’Neil')).toBeVisible();
  await expect(page.locator('main header').getByText('ZO', { exact: true })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
});
