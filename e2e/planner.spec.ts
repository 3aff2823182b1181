import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { E2E_NOW, hostWeekDay, openScenario, signInAsJordan } from './helpers';

// The browser runs in America/New_York (playwright.config.ts), like Jordan; the default scenario
// seeds his meetings in the previous, current and next weeks and goals for this week and the two
// before (README.md, "Scenarios").

const THIS_WEEK_GOAL = 'Ship the booking page redesign';
const LAST_WEEK_GOAL = 'Finish the hiring loop for the design role';

const event = (page: Page, title: string) => page.locator(`.rbc-event[title$=": ${title}"]`);
const rangeLabel = (page: Page) => page.getByTestId('calendar-range');
const goalsCard = (page: Page) => page.getByRole('region', { name: 'Weekly Goals' });

/** From the signed-in app (every caller has just signed in): the main navigation's link, in-app. */
async function openPlanner(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Planner' })
    .click();
  await expect(page).toHaveURL(/\/meetings(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Planner' })).toBeVisible();
  await expect(page.getByText('Loading meetings...')).toHaveCount(0);
}

test('the planner shows this week: seeded meetings, the week from Monday, the goals', async ({
  page,
}) => {
  await signInAsJordan(page);
  await openPlanner(page);
  const card = page.getByRole('region', { name: 'Calendar View' });
  await expect(card.getByText(/Click on events to view details/)).toBeVisible();
  await expect(card.getByTestId('time-zone')).toHaveText(/^E[SD]T$/);
  await expect(card.getByRole('button', { name: 'Refresh Meetings' })).toBeEnabled();
  await expect(event(page, 'Dentist')).toBeVisible();
  await expect(event(page, 'Gym').first()).toBeVisible();
  await expect(page.locator('.rbc-time-header .rbc-header').first()).toHaveText(/^Mon/);
  await expect(goalsCard(page).getByText(THIS_WEEK_GOAL)).toBeVisible();
  const calendars = page.getByRole('region', { name: 'Calendars' });
  await expect(calendars.getByRole('listitem')).toHaveCount(3);
  await expect(calendars.getByRole('listitem').first()).toContainText('jordan.lee@example.com');
  await expectNoAxeViolations(page, '/meetings (week)');
});

test('navigates weeks, each with its own meetings and goals', async ({ page }) => {
  await signInAsJordan(page);
  await openPlanner(page);
  const thisWeek = await rangeLabel(page).textContent();

  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(rangeLabel(page)).not.toHaveText(thisWeek ?? '');
  await expect(goalsCard(page).getByText(LAST_WEEK_GOAL)).toBeVisible();
  await expect(event(page, 'Gym').first()).toBeVisible();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);

  await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByRole('button', { name: 'Next week' }).click();
  // Next week holds the two bookings made through Jordan's links.
  await expect(page.locator('.rbc-event[title*="1-1 meeting with"]').first()).toBeVisible();
  await expect(goalsCard(page).getByRole('form', { name: 'Weekly goals' })).toBeVisible();

  // Choosing the day view from another week shows today: the e2e clock's day (it runs, but a
  // test lasts minutes and E2E_NOW is a morning).
  await page.getByText('Day', { exact: true }).click();
  const today = new Date(E2E_NOW).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/New_York',
  });
  await expect(rangeLabel(page)).toHaveText(today);
  await expect(page).toHaveURL(/view=day/);
});

test('switches between the work week, month and agenda views', async ({ page }) => {
  await signInAsJordan(page);
  await openPlanner(page);
  await page.getByText('Work Week', { exact: true }).click();
  await expect(page.locator('.rbc-time-header .rbc-header')).toHaveCount(5);
  await expect(page).toHaveURL(/view=work_week/);
  await page.getByText('Month', { exact: true }).click();
  await expect(page.locator('.rbc-month-view')).toBeVisible();
  // Busy days show their first events and a '+N more' link.
  await expect(page.locator('.rbc-month-view .rbc-event').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^\+\d+ more$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page, '/meetings (month)');
  await page.getByText('Agenda', { exact: true }).click();
  await expect(page.locator('.rbc-agenda-view')).toBeVisible();
  await expectNoAxeViolations(page, '/meetings (agenda)');
});

test('opening an event shows its details in the day view of its date', async ({ page }) => {
  await signInAsJordan(page);
  await openPlanner(page);
  await event(page, 'Dentist').click();
  const dialog = page.getByRole('dialog', { name: 'Dentist' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('11:30 AM – 12:30 PM');
  await expect(dialog).toContainText('jordan.personal@example.com');
  await expectNoAxeViolations(page, '/meetings (event details)');
  await dialog.getByRole('button', { name: 'Close details' }).click();
  await expect(page).toHaveURL(/view=day/);
  await expect(rangeLabel(page)).toHaveText(/^Wednesday, /);
  await expect(event(page, 'Dentist')).toBeVisible();
});

test('sets the goals of an empty week, which are there after a reload', async ({ page }) => {
  await signInAsJordan(page);
  await openPlanner(page);
  await page.getByRole('button', { name: 'Next week' }).click();
  const form = goalsCard(page).getByRole('form', { name: 'Weekly goals' });
  await expect(form).toBeVisible();
  await expect(form.getByPlaceholder("What's your first goal?")).toBeVisible();

  // Nothing typed: at least one goal is required.
  await form.getByRole('button', { name: 'Save goals' }).click();
  await expect(page.getByText('Please add at least one goal')).toBeVisible();

  await form.getByRole('textbox', { name: 'First goal' }).fill('  Prepare the offsite agenda  ');
  await form.getByRole('textbox', { name: 'Third goal' }).fill('Close the Q1 hiring loop');
  await form.getByRole('button', { name: 'Save goals' }).click();
  await expect(page.getByText('Goals saved!')).toBeVisible();
  const list = goalsCard(page).getByRole('list', { name: 'Goals' });
  await expect(list).toContainText('Prepare the offsite agenda');
  await expect(list).toContainText('No goal set');

  await page.reload();
  await expect(goalsCard(page).getByText('Prepare the offsite agenda')).toBeVisible();
  await expect(goalsCard(page).getByText('Close the Q1 hiring loop')).toBeVisible();

  // Edit, cancel restores; this week's goals are untouched.
  await goalsCard(page).getByRole('button', { name: 'Edit goals' }).click();
  await goalsCard(page).getByRole('textbox', { name: 'First goal' }).fill('Something else');
  await goalsCard(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(goalsCard(page).getByText('Prepare the offsite agenda')).toBeVisible();
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(goalsCard(page).getByText(THIS_WEEK_GOAL)).toBeVisible();
});

test('a new host sees an empty week and the goals form', async ({ page }) => {
  await openScenario(page, 'new-host', '/meetings');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Planner' })).toBeVisible();
  await expect(page.getByText('Loading meetings...')).toHaveCount(0);
  await expect(page.locator('.rbc-event')).toHaveCount(0);
  await expect(goalsCard(page).getByRole('form', { name: 'Weekly goals' })).toBeVisible();
  await expectNoAxeViolations(page, '/meetings (new host)');
});

test('the busy week (300 meetings) stays readable: heavy overlaps fold into "+N more"', async ({
  page,
}) => {
  await openScenario(page, 'busy-week', '/meetings');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Planner' })).toBeVisible();
  const events = page.locator('.rbc-time-view .rbc-event');
  const folds = page.locator('.rbc-time-view .slotwise-more-event');
  await expect(folds.first()).toBeVisible({ timeout: 15_000 });
  // Every one of the 300 meetings is on the grid, itself or inside a "+N more".
  const shown = async () => {
    let count = 0;
    for (const text of await events.allTextContents()) {
      const folded = /\+(\d+) more/.exec(text);
      count += folded ? Number(folded[1]) : 1;
    }
    return count;
  };
  await expect.poll(shown, { timeout: 15_000 }).toBe(300);

  // The week is cached now: how long the week view takes to render again (away and back) is
  // recorded as a figure, not asserted (speed is measured by benchmarks, never by tests).
  const before = await events.count();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(events).not.toHaveCount(before);
  const renderMs = await page.evaluate(async (expected) => {
    const previous = document.querySelector<HTMLButtonElement>('[aria-label="Previous week"]');
    const started = performance.now();
    previous?.click();
    await new Promise<void>((resolve) => {
      const check = () => {
        if (document.querySelectorAll('.rbc-time-view .rbc-event').length === expected) resolve();
        else requestAnimationFrame(check);
      };
      check();
    });
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    return performance.now() - started;
  }, before);
  test.info().annotations.push({
    type: 'busy-week render',
    description: `${Math.round(renderMs)} ms for 300 meetings`,
  });

  // A fold opens the list of the meetings it holds.
  await folds.first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

/** The Next button's top, in page coordinates (whatever the scroll). */
async function nextButtonTop(page: Page, step: string) {
  const box = await page.getByRole('button', { name: `Next ${step}` }).boundingBox();
  const scrollY = await page.evaluate(() => window.scrollY);
  return Math.round((box?.y ?? Number.NaN) + scrollY);
}

for (const width of [1440, 375]) {
  test(`the toolbar stays put over four weeks, empty ones too (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsJordan(page);
    // The week view on a phone too (it opens on the day view there).
    await page.goto('/meetings?view=week');
    await expect(page.getByText('Loading meetings...')).toHaveCount(0);
    const tops = [await nextButtonTop(page, 'week')];
    // This week and next hold meetings; the two after are empty ("No meetings this week").
    for (let week = 1; week < 4; week++) {
      const shown = await rangeLabel(page).textContent();
      await page.getByRole('button', { name: 'Next week' }).click();
      await expect(rangeLabel(page)).not.toHaveText(shown ?? '');
      tops.push(await nextButtonTop(page, 'week'));
      await expect(page.getByText('Loading meetings...')).toHaveCount(0);
      tops.push(await nextButtonTop(page, 'week'));
    }
    await expect(page.getByText('No meetings this week')).toBeVisible();
    expect(new Set(tops), `Next button tops: ${tops.join(', ')}`).toEqual(new Set([tops[0]]));
    // The empty week's note sits over the grid, clear of the toolbar.
    const note = await page.getByText('No meetings this week').boundingBox();
    const grid = await page.locator('.rbc-time-content').boundingBox();
    expect(note && grid && note.y).toBeGreaterThanOrEqual(grid?.y ?? Number.POSITIVE_INFINITY);
  });
}

/**
 * Each shown meeting's start time: whole (inside the clip of its event's content) or not drawn
 * at all; never a part of it. Returns how many were whole.
 */
async function expectTimesWholeOrAbsent(page: Page, what: string) {
  const times = await page.locator('.slotwise-event-time').evaluateAll((elements) =>
    elements.map((element) => {
      const time = element.getBoundingClientRect();
      const clip = element.closest('.rbc-event-content')!.getBoundingClientRect();
      const inside = (a: number, b: number) => a >= b - 0.5;
      const whole =
        time.width > 0 &&
        inside(time.top, clip.top) &&
        inside(clip.bottom, time.bottom) &&
        inside(time.left, clip.left) &&
        inside(clip.right, time.right);
      // Sub-pixel slivers (rounding of 14.4 px lines) are not "in sight".
      const absent =
        time.width === 0 ||
        inside(time.top, clip.bottom) ||
        inside(clip.top, time.bottom) ||
        inside(time.left, clip.right) ||
        inside(clip.left, time.right);
      const title = element.parentElement?.querySelector('.slotwise-event-title')?.textContent;
      return { what: `${title} ${element.textContent}`, whole, absent };
    }),
  );
  const cut = times.filter((time) => !time.whole && !time.absent).map((time) => time.what);
  expect(cut, `${what}: times partly in sight`).toEqual([]);
  return times.filter((time) => time.whole).length;
}

test('a meeting shows its start time whole or not at all, in every view', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsJordan(page);
  await openPlanner(page);
  await expect(event(page, 'Sprint planning').first()).toBeVisible();
  // The default week's 45-minute meetings at 9:00 AM (their time used to show half a line).
  for (const title of ['Sprint planning', 'Coffee chat with Sam']) {
    await expect(event(page, title).first()).toBeVisible();
  }
  expect(await expectTimesWholeOrAbsent(page, 'week at 1440 px')).toBeGreaterThan(10);
  await page.getByText('Month', { exact: true }).click();
  await expect(page.locator('.rbc-month-view .rbc-event').first()).toBeVisible();
  expect(await expectTimesWholeOrAbsent(page, 'month at 1440 px')).toBeGreaterThan(0);
  await page.getByText('Work Week', { exact: true }).click();
  await expect(page.locator('.rbc-time-view .rbc-event').first()).toBeVisible();
  await expectTimesWholeOrAbsent(page, 'work week at 1440 px');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/meetings?view=week');
  await expect(page.locator('.rbc-time-view .rbc-event').first()).toBeVisible();
  await expectTimesWholeOrAbsent(page, 'week at 375 px');
  // This week's Tuesday has meetings; today may be a Sunday.
  await page.goto(`/meetings?view=day&date=${hostWeekDay(1)}`);
  await expect(page.locator('.rbc-time-view .rbc-event').first()).toBeVisible();
  expect(await expectTimesWholeOrAbsent(page, 'day at 375 px')).toBeGreaterThan(0);
});

test('the agenda writes times as the rest of the app: "9:00 AM"', async ({ page }) => {
  await signInAsJordan(page);
  await page.goto('/meetings?view=agenda');
  const times = page.locator('.rbc-agenda-time-cell');
  await expect(times.first()).toBeVisible();
  // As drawn (innerText follows CSS text-transform), not only as written in the DOM.
  const drawn = await times.evaluateAll((cells) =>
    cells.map((cell) => (cell as HTMLElement).innerText),
  );
  expect(drawn.length).toBeGreaterThan(5);
  for (const text of drawn) expect(text).toMatch(/^\d{1,2}:\d{2} [AP]M( – \d{1,2}:\d{2} [AP]M)?$/);
});
