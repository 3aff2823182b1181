import { expect, test } from '@playwright/test';
import { openOnE2EClock } from './helpers';

// The held time (docs/decisions.md#a-held-time) across two tabs of one browser: the mock's database
// is shared by the tabs of an origin (mocks/shared-db.ts), so a time one tab holds is busy for the
// other.

const BOOKING_PAGE = '/book/jordan-lee/standard';

test('a time held in one tab is not offered in the other, and is offered again after Back', async ({
  page,
  context,
}) => {
  await openOnE2EClock(page, BOOKING_PAGE);
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  const slot = page.getByTestId('slot-list').getByRole('button').first();
  const start = (await slot.getAttribute('data-start')) ?? '';
  expect(start).not.toBe('');
  await slot.click();
  await expect(page.getByText("We're holding this time for you: 10 minutes left")).toBeVisible();
  const date = new URL(page.url()).searchParams.get('date') ?? '';
  expect(date).not.toBe('');

  // Another visitor, in a second tab, on the same day: the held time is not offered.
  const other = await context.newPage();
  await other.goto(`${BOOKING_PAGE}?date=${date}`);
  const list = other.getByTestId('slot-list');
  await expect(list).toBeVisible();
  await expect(list.locator(`[data-start="${start}"]`)).toHaveCount(0);

  // Back in the first tab releases the hold: the second tab is offered the time again.
  await page.getByRole('button', { name: 'Back to Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  await expect(page.getByTestId('slot-list').locator(`[data-start="${start}"]`)).toHaveCount(1);
  await other.reload();
  await expect(other.getByTestId('slot-list').locator(`[data-start="${start}"]`)).toHaveCount(1);
});
