import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { E2E_NOW, openScenario } from './helpers';
import { addDays, dayOfWeek, formatCivil, mondayOf } from '../src/domain/civil-date';
import { wallClock } from '../src/domain/zone-clock';

// The `split-day` scenario on the e2e clock: every Monday offers 9:00 AM–12:00 PM and
// 1:30 PM–5:15 PM, the standard link starts times every 15 minutes for 30-minute meetings, and
// nothing is busy on a Monday.

test.use({ timezoneId: 'America/New_York' });

const NY = 'America/New_York';

function quarterHours(fromMinute: number, toMinute: number): string[] {
  const out: string[] = [];
  for (let t = fromMinute; t <= toMinute; t += 15) {
    const h = Math.floor(t / 60);
    out.push(
      `${h % 12 === 0 ? 12 : h % 12}:${String(t % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`,
    );
  }
  return out;
}

/** 9:00–11:30 AM and 1:30–4:45 PM, every quarter hour. */
const SPLIT_TIMES = [
  ...quarterHours(9 * 60, 11 * 60 + 30),
  ...quarterHours(13 * 60 + 30, 16 * 60 + 45),
];

/** The e2e day in New York, and the Monday of the week after it (inside the 21-day window). */
const today = formatCivil(wallClock(Date.parse(E2E_NOW), NY));
const nextMonday = addDays(mondayOf(today), 7);

/** 'Monday, May 11, 2026' */
function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Clicks the day in the month calendar (moving to its month first) and reads its times. */
async function timesOn(page: Page, date: string): Promise<string[]> {
  const day = page.getByRole('button', { name: new RegExp(`^${longDate(date)}`) });
  if ((await day.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  await expect(
    page.getByRole('heading', { name: new RegExp(longDate(date).split(',')[0] ?? '') }),
  ).toBeVisible();
  const list = page.getByTestId('slot-list');
  await expect(list.getByRole('button').first()).toBeVisible();
  return (await list.getByRole('button').allTextContents()).map((t) => t.trim());
}

test('split-day: each Monday offers exactly 9:00–11:30 AM and 1:30–4:45 PM, every 15 minutes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openScenario(page, 'split-day', '/book/jordan-lee/standard');
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible({
    timeout: 20_000,
  });
  expect(dayOfWeek(nextMonday)).toBe(1);
  for (const monday of [nextMonday, addDays(nextMonday, 7)]) {
    expect(await timesOn(page, monday), monday).toEqual(SPLIT_TIMES);
  }
  await expectNoAxeViolations(page, 'booking page on a split day');
});

test('split-day: the host adds a second range to Tuesday, and the booking page follows', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openScenario(page, 'split-day', '/preferences');
  const tuesdayEnd = page.getByRole('combobox', { name: 'Tuesday end time', exact: true });
  await expect(tuesdayEnd).toBeVisible({ timeout: 20_000 });

  // Tuesday: 9:00 AM–12:00 PM, then "Add range" and 1:30 PM–5:15 PM.
  await tuesdayEnd.selectOption({ label: '12:00 PM' });
  await page.getByRole('button', { name: 'Add range to Tuesday' }).click();
  await page
    .getByRole('combobox', { name: 'Tuesday range 2 start time' })
    .selectOption({ label: '1:30 PM' });
  await page
    .getByRole('combobox', { name: 'Tuesday range 2 end time' })
    .selectOption({ label: '5:15 PM' });
  await expect(
    page.getByRole('button', { name: 'Remove range 1:30 PM–5:15 PM on Tuesday' }),
  ).toBeVisible();
  await expect(page.getByText(/^Saved \d{1,2}:\d{2} [AP]M$/)).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page, 'preferences with two ranges on Tuesday');

  // The Tuesday of the week after next has nothing busy: it now offers exactly the two ranges.
  await page.goto('/book/jordan-lee/standard');
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await timesOn(page, addDays(nextMonday, 8))).toEqual(SPLIT_TIMES);
});
