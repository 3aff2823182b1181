import { expect, test, type Page } from '@playwright/test';
import { openScenario } from './helpers';

// The `focus-week` scenario stops the clock on Monday 1 March 2027, 8:00 AM in New York: this
// week's goals need 2, 3 and 1 hours of focus time, and no block is planned yet
// (docs/decisions.md#focus-time-for-the-weekly-goals).
const WEEK = '2027-03-01';
const MIN = 60_000;

test.use({ timezoneId: 'America/New_York' });

interface Block {
  id: string;
  goalIndex: number;
  startTime: string;
  endTime: string;
  status: 'planned' | 'dropped';
  moves: number;
}

/** What the backend holds, to judge what the pages offer (never to act). */
async function focusBlocks(page: Page): Promise<Block[]> {
  return page.evaluate(async (week) => {
    const res = await fetch(`/api/focus?weekStartDate=${week}`);
    return ((await res.json()) as { blocks: Block[] }).blocks;
  }, WEEK);
}

const goalsCard = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Weekly Goals' }) });

/** '9:30 AM' in New York. */
const label = (ms: number) =>
  new Date(ms).toLocaleTimeString('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: '2-digit',
  });
const dateOf = (ms: number) =>
  new Date(ms).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });

/** On the planner: Plan focus time, then Apply. */
async function planAndApply(page: Page) {
  await openScenario(page, 'focus-week', '/meetings');
  const card = goalsCard(page);
  await card.getByRole('button', { name: 'Plan focus time' }).click({ timeout: 30_000 });
  const proposal = card.getByTestId('focus-proposal');
  await expect(proposal.getByRole('listitem').first()).toBeVisible();
  // Drawn dashed on the calendar until applied.
  await expect(page.locator('.slotwise-proposed-event').first()).toBeVisible();
  await proposal.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Focus time planned')).toBeVisible();
  await expect(page.locator('.slotwise-proposed-event')).toHaveCount(0);
  await expect(card.getByText('Needs 2 h · Planned 2 h')).toBeVisible();
  await expect(card.getByText('Needs 3 h · Planned 3 h')).toBeVisible();
  await expect(card.getByText('Needs 1 h · Planned 1 h')).toBeVisible();
}

/** The times the booking page offers on a date. */
async function offeredTimes(page: Page, link: string, date: string): Promise<string[]> {
  await page.goto(`/book/jordan-lee/${link}?date=${date}`);
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  await expect(page.getByText('Updating available times...')).toHaveCount(0);
  const list = page.getByTestId('slot-list');
  if ((await list.count()) === 0) return [];
  return (await list.getByRole('button').allTextContents()).map((t) => t.trim());
}

test('focus-week: plan and apply focus time; the standard booking page offers no time over a block', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await planAndApply(page);
  const blocks = (await focusBlocks(page)).filter((b) => b.status === 'planned');
  expect(blocks.reduce((s, b) => s + (Date.parse(b.endTime) - Date.parse(b.startTime)), 0)).toBe(
    360 * MIN,
  );
  // The standard link books from tomorrow: every block from Tuesday on is closed to it.
  const later = blocks.filter((b) => dateOf(Date.parse(b.startTime)) > WEEK);
  expect(later.length).toBeGreaterThan(0);
  for (const block of later) {
    const start = Date.parse(block.startTime);
    const end = Date.parse(block.endTime);
    const times = await offeredTimes(page, 'standard', dateOf(start));
    // A 30-minute slot over the block would start on one of its half hours.
    for (let t = start; t < end; t += 30 * MIN) {
      expect(times, `${dateOf(start)} ${label(t)}`).not.toContain(label(t));
    }
  }
});

test('focus-week: a high-priority booking inside a block moves it, and the week still holds 6 hours of focus', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await planAndApply(page);
  const before = (await focusBlocks(page)).filter((b) => b.status === 'planned');
  const taken = before.find((b) => dateOf(Date.parse(b.startTime)) > WEEK)!;
  const start = Date.parse(taken.startTime);

  // A visitor books the block's first half hour through the high-priority link.
  const times = await offeredTimes(page, 'high-priority', dateOf(start));
  expect(times).toContain(label(start));
  await page
    .getByTestId('slot-list')
    .getByRole('button', { name: label(start) })
    .click();
  await page.getByLabel('Full Name').fill('Riley Chen');
  await page.getByLabel('Email Address').fill('riley.chen@example.org');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(
    page.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
  ).toBeVisible();

  // The host sees the notice, and every goal still has its time.
  await page.goto('/meetings');
  const card = goalsCard(page);
  await expect(card.getByText('The assistant moved your focus time')).toBeVisible({
    timeout: 30_000,
  });
  await expect(card.getByText(/A high-priority booking took .* moved to /)).toBeVisible();
  await expect(card.getByText('Needs 2 h · Planned 2 h')).toBeVisible();
  await expect(card.getByText('Needs 3 h · Planned 3 h')).toBeVisible();
  await expect(card.getByText('Needs 1 h · Planned 1 h')).toBeVisible();
  const after = (await focusBlocks(page)).filter((b) => b.status === 'planned');
  const moved = after.find((b) => b.id === taken.id)!;
  expect(moved.moves).toBe(1);
  expect(moved.startTime).not.toBe(taken.startTime);
  expect(after.reduce((s, b) => s + (Date.parse(b.endTime) - Date.parse(b.startTime)), 0)).toBe(
    360 * MIN,
  );
});
