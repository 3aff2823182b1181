import { expect, test } from '@playwright/test';
import { signInAsJordan } from './helpers';

// The QA clock (mock mode only): `?now=` sets "now" for the mock and the app, in every tab.

test('?now= moves the planner and the booking page of every tab to that day', async ({
  page,
  context,
}) => {
  await signInAsJordan(page);
  // Wednesday 4 March 2026, 10:00 in New York: the week before the clocks change.
  await page.goto('/meetings?now=2026-03-04T15:00:00Z&scenario=busy-week');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Planner' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).not.toHaveURL(/now=/);
  const range = page.getByTestId('calendar-range');
  await expect(range).toContainText('March 2');
  await expect(page.getByTestId('time-zone')).toHaveText('EST');
  await expect(page.getByText('Loading meetings...')).toHaveCount(0);
  await expect(page.locator('.rbc-time-view .rbc-event').first()).toBeVisible();

  // Another tab, opened without the parameter, lives on the same day.
  const other = await context.newPage();
  await other.goto('/book/jordan-lee/standard');
  await expect(other.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  const first = other.getByTestId('slot-list').getByRole('button').first();
  await expect(first).toBeVisible();
  // Standard links start tomorrow: from Thursday 5 March 2026 (busy-week fills some days).
  const start = (await first.getAttribute('data-start')) ?? '';
  expect(start >= '2026-03-05T05:00:00.000Z' && start < '2026-03-27T00:00:00.000Z').toBe(true);
});
