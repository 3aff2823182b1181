import { expect, test, type Page } from '@playwright/test';
import { openScenario } from './helpers';

// The DST scenarios stop the QA clock in the week the clocks change: the booking page and the
// planner must keep the host's hours on both sides of the change.

/** The labels of the slots offered on `date` (YYYY-MM-DD in the visitor's zone). */
async function slotLabels(page: Page, date: string): Promise<string[]> {
  await page.goto(`/book/jordan-lee/standard?date=${date}`);
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  const list = page.getByTestId('slot-list');
  await expect(list.getByRole('button').first()).toBeVisible();
  return (await list.getByRole('button').allTextContents()).map((t) => t.trim());
}

/** Jordan's hours are 9 AM to 5 PM (3 PM on Fridays) in his zone: no slot may start outside. */
function expectWorkingHours(labels: string[], lastStart: string) {
  expect(labels.length).toBeGreaterThan(0);
  const minutes = (label: string) => {
    const [, h, m, half] = /^(\d{1,2}):(\d{2}) (AM|PM)/.exec(label) ?? [];
    return ((Number(h) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(m);
  };
  for (const label of labels) {
    expect(minutes(label), label).toBeGreaterThanOrEqual(9 * 60);
    expect(minutes(label), label).toBeLessThanOrEqual(minutes(lastStart));
  }
}

test.describe('dst-spring: a host in New York, the week the clocks go forward', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the planner shows the change week and the booking page keeps 9 to 5 across it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openScenario(page, 'dst-spring', '/meetings');
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly Planner' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('calendar-range')).toContainText('March 8');
    await expect(page.getByText('Loading meetings...')).toHaveCount(0);
    await expect(page.locator('.rbc-time-view .rbc-event').first()).toBeVisible();

    // Friday 12 March (EST) and Monday 15 March (EDT).
    expectWorkingHours(await slotLabels(page, '2027-03-12'), '2:30 PM');
    expectWorkingHours(await slotLabels(page, '2027-03-15'), '4:30 PM');
  });
});

test.describe('dst-fall: a host in London, the week the clocks go back', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('the planner shows the change week and the booking page keeps 9 to 5 across it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openScenario(page, 'dst-fall', '/meetings');
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly Planner' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('calendar-range')).toContainText('October 25');
    await expect(page.getByTestId('time-zone')).toHaveText(/^(BST|GMT\+1)$/);
    await expect(page.getByText('Loading meetings...')).toHaveCount(0);
    await expect(page.locator('.rbc-time-view .rbc-event').first()).toBeVisible();

    // Friday 29 October (BST) and Monday 1 November (GMT).
    expectWorkingHours(await slotLabels(page, '2027-10-29'), '2:30 PM');
    expectWorkingHours(await slotLabels(page, '2027-11-01'), '4:30 PM');
  });
});
