import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { openScenario, signInAsJordan } from './helpers';

const value = (page: Page, card: string) => page.getByTestId(`${card}-value`);
const note = (page: Page, card: string) => page.getByTestId(`${card}-note`);

/** The meetings of the week the planner shows, counted in its week view (one a meeting). */
async function plannerWeekCount(page: Page): Promise<number> {
  await expect(page.getByText('Loading meetings...')).toHaveCount(0);
  await expect(page.locator('.rbc-time-view .rbc-event').first()).toBeVisible();
  return page.locator('.rbc-time-view .rbc-event').count();
}

test('analytics shows figures computed from the seeded meetings', async ({ page }) => {
  await signInAsJordan(page);

  // What the planner shows for this week and last week.
  await page.goto('/meetings');
  const thisWeek = await plannerWeekCount(page);
  await page.getByRole('button', { name: 'Previous week' }).click();
  const lastWeek = await plannerWeekCount(page);
  expect(thisWeek).toBeGreaterThan(0);
  expect(lastWeek).toBeGreaterThan(0);

  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(
    page.getByText('Insights into your meeting patterns and productivity'),
  ).toBeVisible();
  await expect(value(page, 'this-week')).toHaveText(String(thisWeek));
  const percent = Math.round(((thisWeek - lastWeek) / lastWeek) * 100);
  await expect(note(page, 'this-week')).toHaveText(
    `${percent >= 0 ? '+' : ''}${percent}% from last week`,
  );
  expect(Number(await value(page, 'total-meetings').textContent())).toBeGreaterThan(0);
  await expect(note(page, 'total-meetings')).toHaveText('This month');
  await expect(value(page, 'avg-duration')).toHaveText(/^[1-9]\d* min$/);
  await expect(note(page, 'avg-duration')).toHaveText('Per meeting');
  expect(Number(await value(page, 'connected-users').textContent())).toBeGreaterThan(0);
  await expect(note(page, 'connected-users')).toHaveText('With Google Calendar');

  const slots = page.getByRole('region', { name: 'Popular Time Slots' });
  await expect(slots.getByRole('listitem').first()).toContainText(/\d+ meetings?/);
  const days = page.getByRole('region', { name: 'Meetings by Day' });
  await expect(days.getByRole('listitem')).toHaveCount(7);
  await expect(days.getByRole('listitem').first()).toContainText('Monday');
  await expectNoAxeViolations(page, '/analytics');

  await page.getByRole('button', { name: 'Refresh Data' }).click();
  await expect(value(page, 'this-week')).toHaveText(String(thisWeek));
});

test('a new host sees zeros and plain statements', async ({ page }) => {
  await openScenario(page, 'new-host', '/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(value(page, 'total-meetings')).toHaveText('0');
  await expect(value(page, 'this-week')).toHaveText('0');
  await expect(note(page, 'this-week')).toHaveText('No meetings last week');
  await expect(value(page, 'avg-duration')).toHaveText('0 min');
  await expectNoAxeViolations(page, '/analytics (new host)');
});
