import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { openScenario, signInAsJordan } from './helpers';

const BOOKING_PAGE = '/book/jordan-lee/standard';

/**
 * The first offered slot: the page opens on the first day with times (on the e2e clock, the same
 * day in every run). Its start instant, its label and its date.
 */
async function firstSlot(page: Page) {
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  const slot = page.getByTestId('slot-list').getByRole('button').first();
  await expect(slot).toBeVisible();
  const start = await slot.getAttribute('data-start');
  const label = (await slot.textContent()) ?? '';
  expect(start).toBeTruthy();
  return { slot, start: start ?? '', label };
}

async function fillDetails(page: Page, name: string, email: string) {
  await expect(page.getByRole('heading', { name: 'Enter Your Details' })).toBeVisible();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
}

test.describe('a visitor in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('books a slot: /book/success, the slot is gone, and the host has the meeting', async ({
    page,
  }) => {
    // The host's session in this browser lets the test read the host's calendar afterwards;
    // the booking page itself is public.
    await signInAsJordan(page);
    await page.goto(BOOKING_PAGE);

    await expect(page.getByText('with Jordan Lee')).toBeVisible();
    await expect(page.getByText('Tokyo (Asia) · UTC+09:00')).toBeVisible();
    await expect(page.getByText(/^\d+ time slot\(s\) available$/)).toBeVisible();
    await expect(page.getByText('Powered by')).toBeVisible();
    await expectNoAxeViolations(page, 'booking page, calendar step');

    const { slot, start, label } = await firstSlot(page);
    await slot.click();
    const date = new URL(page.url()).searchParams.get('date');
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const summary = page.getByTestId('booking-summary');
    await expect(summary).toContainText(label);
    await expect(summary).toContainText('30 minutes');
    await expect(summary).toContainText('Tokyo (Asia) · UTC+09:00');
    await expect(page.getByText('Powered by')).toBeVisible();
    await expectNoAxeViolations(page, 'booking page, details step');

    await fillDetails(page, 'Alex Visitor', 'alex.visitor@example.org');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page).toHaveURL(/\/book\/success(\?|$)/);
    await expect(
      page.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
    ).toBeVisible();

    // The same slot is no longer offered.
    await page.goto(`${BOOKING_PAGE}?date=${date}`);
    await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
    await expect(page.locator(`[data-start="${start}"]`)).toHaveCount(0);

    // The meeting is in the host's calendar.
    const meetings = await page.evaluate(async (at) => {
      const day = 86_400_000;
      const query = new URLSearchParams({
        startDate: new Date(Date.parse(at) - day).toISOString(),
        endDate: new Date(Date.parse(at) + day).toISOString(),
      });
      const res = await fetch(`/api/dashboard/meetings?${query.toString()}`, {
        credentials: 'include',
      });
      return (await res.json()) as { title: string; startTime: string }[];
    }, start);
    expect(meetings).toContainEqual(
      expect.objectContaining({ title: '1-1 meeting with Alex Visitor', startTime: start }),
    );

    // And the host sees it in the planner, on that day.
    await page.goto(`/meetings?date=${date}&view=day`);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly Planner' })).toBeVisible();
    await expect(page.getByText('1-1 meeting with Alex Visitor').first()).toBeVisible();
  });

  test('the picked time is held: someone else cannot book it meanwhile, the visitor books it', async ({
    page,
  }) => {
    await openScenario(page, 'default', BOOKING_PAGE);
    const { slot, start } = await firstSlot(page);
    await slot.click();
    await expect(
      page.getByText(/^We're holding this time for you: \d+ minutes left$/),
    ).toBeVisible();
    await fillDetails(page, 'Alex Visitor', 'alex.visitor@example.org');

    // Another visitor tries to book the same time first (the time is held for Alex:
    // docs/decisions.md#a-held-time).
    const answer = await page.evaluate(async (at) => {
      const res = await fetch('/api/scheduling-links/jordan-lee/standard/book', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Booked first',
          description: '',
          startTime: at,
          endTime: new Date(Date.parse(at) + 30 * 60_000).toISOString(),
          attendeeEmail: 'quick@example.org',
          attendeeName: 'Quick Visitor',
        }),
      });
      return { status: res.status, code: ((await res.json()) as { code?: string }).code };
    }, start);
    expect(answer).toEqual({ status: 409, code: 'slot_held' });

    // Alex is not disturbed: still on the details step, and the time is his.
    await expect(page.getByText('That time is no longer available')).toHaveCount(0);
    await expect(page.getByLabel('Full Name')).toHaveValue('Alex Visitor');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page).toHaveURL(/\/book\/success(\?|$)/);
    // (When a time is taken without a hold, e.g. the hold could not be made, the page learns it
    // and goes back to fresh slots: its component test and story, 'That time was just taken'.)
  });
});

test('the whole booking works with the keyboard alone', async ({ page }) => {
  await openScenario(page, 'default', BOOKING_PAGE);
  await firstSlot(page);
  const chosenDay = page.getByRole('button', { pressed: true, name: /has available times$/ });
  await chosenDay.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(chosenDay).toBeFocused();
  await page.keyboard.press('Enter');
  // Tab on to the first slot button.
  const first = page.getByTestId('slot-list').getByRole('button').first();
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    if (await first.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your meeting' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await page.keyboard.type('Kim Keyboard');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kim.keyboard@example.org');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/book\/success(\?|$)/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the booking page fits a 375 px screen', async ({ page }) => {
    await openScenario(page, 'default', BOOKING_PAGE);
    await firstSlot(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'booking page on a phone');
  });
});

test('an expired calendar asks the visitor to contact the owner', async ({ page }) => {
  await openScenario(page, 'calendar-disconnected', BOOKING_PAGE);
  await expect(page.getByText('Calendar Connection Required')).toBeVisible();
  await expect(page.getByText(/Jordan Lee needs to reconnect their calendar/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'jordan.lee@example.com' })).toHaveAttribute(
    'href',
    'mailto:jordan.lee@example.com',
  );
  await expectNoAxeViolations(page, 'booking page, calendar connection required');
});

test('an unknown link and an incomplete address', async ({ page }) => {
  await openScenario(page, 'default', '/book/nobody/standard');
  await expect(page.getByText('Booking Link Not Found')).toBeVisible();
  await page.goto('/book/jordan-lee');
  await expect(page.getByText('Invalid booking URL')).toBeVisible();
});
