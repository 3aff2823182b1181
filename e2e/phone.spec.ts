import { expect, test, type Page } from '@playwright/test';
import { openScenario, signInAsJordan } from './helpers';

// Phones: no signed-in page may be wider than the screen, in the states that stretch them most.
test.use({ viewport: { width: 375, height: 812 } });

const SIGNED_IN_PAGES = [
  ['/preferences', 'Meeting Preferences'],
  ['/meetings', 'Weekly Planner'],
  ['/scheduling', 'Scheduling Links'],
  ['/analytics', 'Analytics'],
  ['/workflows', 'Workflows'],
] as const;

async function expectNoSideways(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what} is ${scrollWidth} px wide on a ${innerWidth} px screen`).toBe(
    innerWidth,
  );
}

test('every signed-in page fits a 375 px screen, and the tab strip shows the current page', async ({
  page,
}) => {
  await signInAsJordan(page);
  for (const [path, heading] of SIGNED_IN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSideways(page, path);
    const current = page
      .locator('nav[aria-label="Main"] a[aria-current="page"]')
      .filter({ visible: true });
    // Whole but for a sub-pixel: the last tab ends a fraction of a pixel past the edge.
    await expect(current).toBeInViewport({ ratio: 0.95 });
  }
});

test('preferences fit with an invalid row and long e-mails, and the expired-calendar banner', async ({
  page,
}) => {
  await openScenario(page, 'calendar-disconnected', '/preferences');
  await expect(page.getByRole('alert')).toContainText('Your Google Calendar connection expired');
  await page.getByRole('combobox', { name: 'Monday end time' }).selectOption({ label: '8:00 AM' });
  await expect(page.getByText('End time must be after start time')).toBeVisible();
  await expectNoSideways(page, '/preferences with an invalid row');
  const email = page.getByText('jordan.personal@example.com');
  const box = await email.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(375);
});
