import { expect, test, type Page } from '@playwright/test';
import { openScenario } from './helpers';

// Issue 13: the planner and the workflows stay readable at real density (`busy-week`: 300
// meetings this week, 3,034 workflows), at 1440 px and on a 375 px phone.

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

const history = (page: Page) => page.getByRole('region', { name: 'Workflow History' });

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

async function openBusyPlanner(page: Page) {
  await openScenario(page, 'busy-week', '/meetings');
  // Seeding 300 meetings and 3,034 workflows takes a moment on a loaded machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Planner' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Loading meetings...')).toHaveCount(0, { timeout: 15_000 });
}

async function openBusyWorkflows(page: Page) {
  await openScenario(page, 'busy-week', '/workflows');
  await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/^Showing 1–25 of 3,\d{3}/)).toBeVisible({
    timeout: 15_000,
  });
}

test.describe('at 1440 px', () => {
  test.use({ viewport: DESKTOP });

  test('the busy week folds crowded slots, and every one of the 300 meetings is accounted for', async ({
    page,
  }) => {
    await openBusyPlanner(page);
    await expect(page.getByRole('radio', { name: 'Week', exact: true })).toBeChecked();
    const events = page.locator('.rbc-time-view .rbc-event');
    const folds = page.locator('.rbc-time-view .slotwise-more-event');
    await expect(folds.first()).toBeVisible();
    // Each meeting is on the grid itself or counted by a "+N more".
    const accounted = async () => {
      let count = 0;
      for (const text of await events.allTextContents()) {
        const folded = /\+(\d+) more/.exec(text);
        count += folded ? Number(folded[1]) : 1;
      }
      return count;
    };
    await expect.poll(accounted).toBe(300);
    // No slivers: every meeting and fold is at least one of three columns of its day wide.
    const dayWidth = await page
      .locator('.rbc-time-view .rbc-day-slot .rbc-events-container')
      .first()
      .evaluate((day) => day.getBoundingClientRect().width);
    const widths = await events.evaluateAll((all) =>
      all.map((event) => event.getBoundingClientRect().width),
    );
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(dayWidth / 3 - 4);
    // Nothing lands in the all-day row: every busy-week meeting is within a day.
    await expect(page.locator('.rbc-allday-cell .rbc-event')).toHaveCount(0);
    // A fold opens the list of its meetings, with times.
    const first = folds.first();
    const count = Number(/\+(\d+)/.exec((await first.textContent()) ?? '')?.[1]);
    await first.click();
    const dialog = page.getByRole('dialog', { name: /^\+\d+ more on / });
    await expect(dialog.getByRole('listitem')).toHaveCount(count);
    await expect(dialog.getByText(/\d:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M/).first()).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(DESKTOP.width);
  });

  test('the workflows table fits: no horizontal scroll, every column in view', async ({ page }) => {
    await openBusyWorkflows(page);
    const table = history(page).getByRole('table');
    await expect(table).toBeVisible();
    for (const column of ['ID', 'Status', 'User', 'Request', 'Created', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeInViewport();
    }
    await expect(table.getByRole('button', { name: /View Details/ }).first()).toBeInViewport();
    // Neither the table's container nor the page scrolls sideways.
    const overflow = await table.evaluate((element) => {
      let widest = 0;
      for (let node: Element | null = element; node; node = node.parentElement) {
        widest = Math.max(widest, node.scrollWidth - node.clientWidth);
      }
      return widest;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(DESKTOP.width);
  });
});

test.describe('at 1440 px in London', () => {
  test.use({ viewport: DESKTOP, timezoneId: 'Europe/London' });

  test('meetings ending at or across midnight stay in the grid, folds included, not in the all-day row', async ({
    page,
  }) => {
    // Jordan's New York evenings reach and cross midnight in London: they fold all the same.
    await openBusyPlanner(page);
    await expect(page.locator('.rbc-time-view .slotwise-more-event').first()).toBeVisible();
    await expect(page.locator('.rbc-time-content .slotwise-more-event').first()).toBeVisible();
    await expect(page.locator('.rbc-allday-cell .rbc-event')).toHaveCount(0);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the planner opens in the day view, and the view switch fits the screen', async ({
    page,
  }) => {
    await openBusyPlanner(page);
    const views = page.getByRole('combobox', { name: 'Calendar view' });
    await expect(views).toHaveValue('day');
    await expect(views).toBeInViewport({ ratio: 1 });
    await expect(page.locator('.rbc-time-view .rbc-event').first()).toBeVisible();
    // One day column, not seven slivers.
    await expect(page.locator('.rbc-time-header .rbc-header')).toHaveCount(1);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    // Every other view is one choice away, and the screen still fits.
    await views.selectOption('agenda');
    await expect(views).toHaveValue('agenda');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });

  test('the workflows are cards, and nothing scrolls sideways', async ({ page }) => {
    await openBusyWorkflows(page);
    await expect(history(page).getByRole('table')).toHaveCount(0);
    const cards = history(page).getByRole('listitem');
    await expect(cards).toHaveCount(25);
    // Each card fits the screen's width, its button included.
    const button = cards.first().getByRole('button', { name: /View Details/ });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });
});
