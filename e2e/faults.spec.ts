import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { onE2EClock, openScenario } from './helpers';

// Failures provoked on purpose with the mock's fault switch (`?fault=`, the QA panel,
// mocks/faults/faults.ts): no hand-made fetch wrapper, no page.route. Each test checks what a
// person sees.

const BOOKING_PAGE = '/book/jordan-lee/standard';

// The machine may be busy: a fault's effect can take a while to reach a second tab.
test.setTimeout(90_000);

/**
 * Jordan signed in (the `no-workflow-access` scenario) on a page of the app. The screen itself is
 * waited for: a signed-in page keeps index.html's skeleton beside the app for a moment.
 */
async function openSignedIn(page: Page, path: string, preferences = true) {
  await page.goto(`${onE2EClock(path)}&scenario=no-workflow-access`);
  if (preferences)
    await expect(page.getByRole('heading', { name: 'Meeting Preferences' })).toBeVisible({
      timeout: 30_000,
    });
}

function qaPanel(page: Page) {
  return page.getByRole('region', { name: 'QA panel' });
}

async function openPanel(page: Page) {
  const panel = qaPanel(page);
  await panel.getByRole('button', { name: 'Expand the QA panel' }).click();
  return panel;
}

/** Picks the first offered slot and types the visitor's details. */
async function chooseSlotAndFillDetails(page: Page) {
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  await page.getByTestId('slot-list').getByRole('button').first().click();
  await expect(page.getByRole('heading', { name: 'Enter Your Details' })).toBeVisible();
  await page.getByLabel('Full Name').pressSequentially('Alex Visitor');
  await page.getByLabel('Email Address').pressSequentially('alex.visitor@example.org');
}

test('a failed booking says so, keeps what the visitor typed, and books on the next try', async ({
  page,
}) => {
  await openScenario(page, 'default', `${BOOKING_PAGE}?fault=bookSlot:500:once`);
  // The switch leaves the address as it was asked for, without the parameter.
  await expect(page).toHaveURL(/\/book\/jordan-lee\/standard$/);
  await chooseSlotAndFillDetails(page);
  const confirm = page.getByRole('button', { name: 'Confirm Booking' });
  await confirm.click();
  await expect(page.getByText('Booking failed. Please try again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enter Your Details' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Alex Visitor');
  await expect(page.getByLabel('Email Address')).toHaveValue('alex.visitor@example.org');

  await confirm.click();
  await expect(
    page.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
  ).toBeVisible();
});

test('a dropped connection while booking fails the booking, and the request log shows it', async ({
  page,
}) => {
  await openScenario(page, 'default', `${BOOKING_PAGE}?fault=bookSlot:drop:once`);
  await chooseSlotAndFillDetails(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Booking failed. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/book\/jordan-lee\/standard\?/);

  const panel = await openPanel(page);
  const log = panel.getByRole('region', { name: 'Request log' });
  await expect(log.getByText('dropped bookSlot', { exact: false })).toBeVisible();
  await expect(log.getByText(/fault bookSlot:drop/)).toBeVisible();
  // Spent: the fault applied once and is gone.
  await expect(panel.getByText('No faults: every call answers normally.')).toBeVisible();
});

test('a slow slot list shows its loading state until the times arrive', async ({ page }) => {
  await openScenario(page, 'default', '/?fault=getBusySlots:delay=3000:once');
  await page.goto(BOOKING_PAGE);
  const loading = page.getByRole('status').filter({ hasText: 'Loading booking page...' });
  await expect(loading).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('slot-list').getByRole('button').first()).toBeVisible();
  await expect(loading).toHaveCount(0);

  // The request log confirms what the person waited for.
  const panel = await openPanel(page);
  const entry = panel
    .getByRole('region', { name: 'Request log' })
    .getByText(/getBusySlots · \d+ ms · fault getBusySlots:delay=3000/);
  await expect(entry).toBeVisible();
  const ms = Number(/· (\d+) ms/.exec((await entry.textContent()) ?? '')?.[1]);
  expect(ms).toBeGreaterThanOrEqual(3000);
});

test('a slot list that hangs keeps its loading state until the QA panel in another tab releases it', async ({
  page,
  context,
}) => {
  await openScenario(page, 'default', '/?fault=getBusySlots:hang:once');
  await page.goto(BOOKING_PAGE);
  const loading = page.getByRole('status').filter({ hasText: 'Loading booking page...' });
  await expect(loading).toBeVisible();

  // The booking page draws nothing of the app until its times arrive: QA works from another tab.
  const qa = await context.newPage();
  await qa.goto('/');
  const panel = await openPanel(qa);
  await expect(panel.getByText(/^1 request hanging \(getBusySlots\)/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(loading).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Release hung requests' }).click();
  await expect(panel.getByText(/request hanging/)).toHaveCount(0);
  await page.bringToFront();
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(loading).toHaveCount(0);
});

test('a failed autosave says the changes are not saved, and saves once the server is back', async ({
  page,
}) => {
  await openSignedIn(page, '/preferences?fault=updatePreferences:500');
  await page.getByRole('combobox', { name: 'Monday end time' }).selectOption({ label: '6:00 PM' });
  const status = page.getByTestId('save-status');
  await expect(status).toContainText('Changes not saved', { timeout: 10_000 });
  await expect(status).toContainText('Not saved yet: your change is kept and retried');

  // Retry now tries at once; while the server still fails, the change stays kept.
  await page.getByRole('button', { name: 'Retry now' }).click();
  await expect(status).toContainText('Not saved yet: your change is kept and retried');

  const panel = await openPanel(page);
  const faults = panel.getByRole('list', { name: 'Active faults' });
  await expect(faults).toContainText('updatePreferences:500');
  await panel.getByRole('button', { name: 'Clear fault updatePreferences:500' }).click();
  await expect(panel.getByText('No faults: every call answers normally.')).toBeVisible();
  await panel.getByRole('button', { name: 'Collapse the QA panel' }).click();

  // The kept change is saved once the server is back, by the next retry (at most 30 s apart):
  // no second edit, no reload.
  await expect(status).toHaveText(/^Saved \d{1,2}:\d{2} [AP]M$/, { timeout: 40_000 });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Monday end time' })).toHaveValue('1080', {
    timeout: 30_000,
  });
});

test('a failed links load shows the error, and Try Again loads them', async ({ page }) => {
  await openSignedIn(page, '/scheduling?fault=listSchedulingLinks:503:once', false);
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load scheduling links' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText('The service is temporarily unavailable. Please try again.');
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByText('jordan-lee/standard').first()).toBeVisible();
});

test('a fault set in the QA panel holds in every tab, and the log exports as HAR', async ({
  page,
  context,
}) => {
  await openScenario(page, 'default', '/');
  const panel = await openPanel(page);
  const faults = panel.getByRole('form', { name: 'Faults' });
  await faults.getByRole('combobox', { name: 'Operation' }).selectOption('getPublicSchedulingLink');
  await faults.getByRole('combobox', { name: 'Failure' }).selectOption({ label: 'Answer 404' });
  await faults.getByRole('combobox', { name: 'Applies' }).selectOption({ label: 'Until cleared' });
  await faults.getByRole('button', { name: 'Set fault' }).click();
  await expect(panel.getByRole('list', { name: 'Active faults' })).toContainText(
    'getPublicSchedulingLink:404 · until cleared · applied 0',
  );

  // Another tab of the same browser meets the fault too.
  const other = await context.newPage();
  await other.goto(BOOKING_PAGE);
  await expect(other.getByRole('heading', { name: 'Booking Link Not Found' })).toBeVisible({
    timeout: 20_000,
  });
  await other.close();
  // (The booking page reads its link once or twice as it starts.)
  await expect(panel.getByRole('list', { name: 'Active faults' })).toContainText(/applied [1-9]/);

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export HAR' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^slotwise-mock-.*\.har$/);
  const har = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
    log: {
      version: string;
      entries: {
        request: { method: string; url: string };
        response: { status: number };
        _fault: string | null;
      }[];
    };
  };
  expect(har.log.version).toBe('1.2');
  const failed = har.log.entries.find((e) => e._fault === 'getPublicSchedulingLink:404');
  expect(failed?.response.status).toBe(404);
  expect(failed?.request.url).toMatch(/\/api\/scheduling-links\/jordan-lee\/standard$/);
});
