import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { openScenario } from './helpers';

// The `time-off` scenario on a fixed clock: Wednesday 18 November 2026, 10:00 AM in New York.
// Jordan is off all of next week (23-27 November: Thanksgiving included); Wednesday 2 December
// offers 1 to 3 PM only; Thursday 3 December already holds the standard link's 3 bookings a day.
const NOW = '2026-11-18T15:00:00.000Z';
const VACATION = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const OVERRIDE_DAY = '2026-12-02';
const FULL_DAY = '2026-12-03';

test.use({ timezoneId: 'America/New_York' });

async function openDay(page: Page, date: string) {
  await page.goto(`/book/jordan-lee/standard?date=${date}`);
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  await expect(page.getByText('Updating available times...')).toHaveCount(0);
}

async function book(page: Page, link: string, startTime: string, minutes = 30) {
  return page.evaluate(
    async ({ link, startTime, minutes }) => {
      const res = await fetch(`/api/scheduling-links/jordan-lee/${link}/book`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Forced booking',
          description: '',
          startTime,
          endTime: new Date(Date.parse(startTime) + minutes * 60_000).toISOString(),
          attendeeEmail: 'forced@example.org',
          attendeeName: 'Forced Visitor',
        }),
      });
      return { status: res.status, body: (await res.json()) as { code?: string; error?: string } };
    },
    { link, startTime, minutes },
  );
}

test('time-off: the vacation week, the short day and the full day offer no other times, and the API refuses them with their own codes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openScenario(page, 'time-off', `/book/jordan-lee/standard?now=${NOW}`);
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible({
    timeout: 20_000,
  });

  for (const date of VACATION) {
    await openDay(page, date);
    await expect(page.getByText('No available time slots for this day'), date).toBeVisible();
  }

  await openDay(page, OVERRIDE_DAY);
  const list = page.getByTestId('slot-list');
  await expect(list.getByRole('button').first()).toBeVisible();
  expect((await list.getByRole('button').allTextContents()).map((t) => t.trim())).toEqual([
    '1:00 PM',
    '1:30 PM',
    '2:00 PM',
    '2:30 PM',
  ]);
  await expectNoAxeViolations(page, 'booking page on an override day');

  await openDay(page, FULL_DAY);
  await expect(page.getByText('No available time slots for this day')).toBeVisible();
  // The day after the full one is bookable as usual.
  await openDay(page, '2026-12-04');
  await expect(page.getByTestId('slot-list').getByRole('button').first()).toBeVisible();

  // Forced through the API: each refused with its own code, nothing booked.
  const offDay = await book(page, 'standard', '2026-11-24T15:00:00.000Z'); // Tue 10:00 AM
  expect(offDay).toMatchObject({ status: 409, body: { code: 'time_off' } });
  expect(offDay.body.error).not.toContain('Vacation');
  const outsideOverride = await book(page, 'standard', '2026-12-02T15:00:00.000Z'); // 10:00 AM
  expect(outsideOverride).toMatchObject({ status: 409, body: { code: 'slot_taken' } });
  const fullDay = await book(page, 'standard', '2026-12-03T21:00:00.000Z'); // 4:00 PM
  expect(fullDay).toMatchObject({ status: 409, body: { code: 'daily_limit_reached' } });
  // High priority today needs 2 hours' notice by default: 10:30 AM is too soon at 10:00 AM.
  const tooSoon = await book(page, 'high-priority', '2026-11-18T15:30:00.000Z');
  expect(tooSoon).toMatchObject({ status: 409, body: { code: 'notice_too_short' } });
  // And one inside the override's hours is booked.
  const inside = await book(page, 'standard', '2026-12-02T18:00:00.000Z'); // 1:00 PM
  expect(inside.status).toBe(201);
});

test('time-off: the host sees the time off and the override on Preferences, at 375 px too', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await openScenario(page, 'time-off', `/preferences?now=${NOW}`);
  const card = page.locator('section', {
    has: page.getByRole('heading', { name: 'Time Off & Date Overrides' }),
  });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('Mon, Nov 23, 2026 – Fri, Nov 27, 2026')).toBeVisible();
  await expect(card.getByText('Vacation')).toBeVisible();
  await expect(card.getByText(/Wed, Dec 2, 2026/)).toBeVisible();
  await expect(card.getByText(/1:00 PM – 3:00 PM/)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await card.screenshot({ path: 'test-results/time-off-card-375.png' });
  await expectNoAxeViolations(page, 'preferences with time off');
});
