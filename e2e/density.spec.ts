import { expect, test, type Page } from '@playwright/test';
import { hostWeekDay, openScenario } from './helpers';

// docs/decisions.md#planner-and-workflows-at-real-density: the planner and the workflows stay
// readable at real density (`busy-week`: 300 meetings this week, 3,034 workflows), at 1440 px and
// on a 375 px phone.

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

const history = (page: Page) => page.getByRole('region', { name: 'Workflow History' });

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

async function openBusyPlanner(page: Page) {
  // The busy week is Jordan's week in New York: on a Sunday night there, a viewer in London is
  // already in the next (empty) week, so the planner opens on the busy one's Wednesday.
  await openScenario(page, 'busy-week', `/meetings?date=${hostWeekDay(2)}`);
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

/** The narrowest a meeting is drawn beside others (`MIN_EVENT_WIDTH_PX` in column-layout.ts). */
const MIN_MEETING_PX = 68;

/**
 * The week's events as drawn: for a meeting, its width, its title and how many of the title's
 * characters can be read (horizontally inside the event's content box, and on its first line or
 * at least half inside the box); for a "+N more", its width, its count and whether "+N" shows
 * whole.
 */
async function drawnEvents(page: Page) {
  return page.locator('.rbc-time-view .rbc-event').evaluateAll((all) =>
    all.map((element) => {
      const width = element.getBoundingClientRect().width;
      const box = element.querySelector('.rbc-event-content')!.getBoundingClientRect();
      const inside = (rect: DOMRect) =>
        rect.width > 0 && rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5;
      const folded = /\+(\d+) more/.exec(element.textContent ?? '');
      if (folded) {
        const count = document.createRange();
        count.selectNodeContents(element.querySelector('.slotwise-more > span')!);
        const shown = inside(count.getBoundingClientRect());
        return { fold: true, width, folded: Number(folded[1]), countShown: shown };
      }
      const title = element.querySelector('.slotwise-event-title')!;
      const text = title.firstChild!;
      const range = document.createRange();
      let readable = 0;
      let firstTop: number | undefined;
      for (let i = 0; i < (text.textContent ?? '').length; i++) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const rect = range.getBoundingClientRect();
        firstTop ??= rect.top;
        const shown = rect.top === firstTop || (rect.top + rect.bottom) / 2 <= box.bottom;
        if (inside(rect) && shown && (text.textContent ?? '')[i]!.trim()) readable += 1;
      }
      return { fold: false, width, title: title.textContent ?? '', readable };
    }),
  );
}

for (const viewport of [DESKTOP, { width: 1280, height: 800 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the busy week is readable: every meeting shows its title, every one of the 300 is accounted for', async ({
      page,
    }) => {
      await openBusyPlanner(page);
      await expect(page.getByRole('radio', { name: 'Week', exact: true })).toBeChecked();
      const folds = page.locator('.rbc-time-view .slotwise-more-event');
      await expect(folds.first()).toBeVisible();
      // Each meeting is on the grid itself or counted by a "+N more": the counts add up.
      const accounted = async () =>
        (await drawnEvents(page)).reduce((sum, e) => sum + (e.fold ? e.folded! : 1), 0);
      await expect.poll(accounted).toBe(300);
      const drawn = await drawnEvents(page);
      const meetings = drawn.filter((e) => !e.fold);
      // Readable: no meeting narrower than a readable column, and each shows at least six
      // characters of its title (all of a shorter one), not two or three letters.
      expect(Math.min(...meetings.map((e) => e.width))).toBeGreaterThanOrEqual(MIN_MEETING_PX);
      const unreadable = meetings.filter(
        (e) => e.readable! < Math.min(6, e.title!.replace(/\s/g, '').length),
      );
      expect(unreadable.map((e) => `${e.title} (${e.readable})`)).toEqual([]);
      // A fold shows its whole count, in a narrow column of its own.
      for (const fold of drawn.filter((e) => e.fold)) {
        expect(fold.countShown).toBe(true);
        expect(fold.width).toBeGreaterThanOrEqual(30);
      }
      // Nothing lands in the all-day row: every busy-week meeting is within a day.
      await expect(page.locator('.rbc-allday-cell .rbc-event')).toHaveCount(0);
      // A fold opens the list of its meetings, with times.
      const first = folds.first();
      const count = Number(/\+(\d+)/.exec((await first.textContent()) ?? '')?.[1]);
      await expect(first).toHaveAccessibleName(new RegExp(`^\\+${count} more`));
      await first.click();
      const dialog = page.getByRole('dialog', { name: /^\+\d+ more on / });
      await expect(dialog.getByRole('listitem')).toHaveCount(count);
      await expect(dialog.getByText(/\d:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M/).first()).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    });
  });
}

test.describe('at 1440 px', () => {
  test.use({ viewport: DESKTOP });

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
