import { expect, test } from '@playwright/test';
import { momentText } from '../src/domain/time-text';
import { openScenario } from './helpers';

// Every message to its reader, and same-day with notice: a Tokyo visitor's invitation carries
// the time the page showed them, the host hears of the booking, and the `same-day` scenario
// offers today's times from now + the link's notice.

interface Message {
  kind: string;
  to: string;
  subject: string;
  bookingId: string;
  startTime: string | null;
}

const BOOKING_PAGE = '/book/jordan-lee/standard';

test.describe('a visitor in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('books; the invitation carries the time they saw, in their zone, and the host is told', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openScenario(page, 'default', BOOKING_PAGE);
    await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible({
      timeout: 20_000,
    });
    const slot = page.getByTestId('slot-list').getByRole('button').first();
    await expect(slot).toBeVisible();
    const start = (await slot.getAttribute('data-start')) ?? '';
    const seen = (await slot.textContent())?.trim() ?? '';
    await slot.click();
    await expect(page.getByRole('heading', { name: 'Enter Your Details' })).toBeVisible();
    await page.getByLabel('Full Name').pressSequentially('Toshi Tokyo');
    await page.getByLabel('Email Address').pressSequentially('toshi.tokyo@example.org');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(
      page.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
    ).toBeVisible();

    const sent = await page.evaluate(async () => {
      const res = await fetch('/__mock/outbox');
      return (await res.json()) as Message[];
    });
    const invitation = sent.find((m) => m.to === 'toshi.tokyo@example.org');
    const inTokyo = momentText(start, 'Asia/Tokyo');
    // The time the page showed ('1:30 AM'), on the visitor's day, the zone named.
    expect(inTokyo).toContain(seen);
    expect(invitation?.subject).toBe(`Invitation: 1-1 meeting with Toshi Tokyo @ ${inTokyo}`);
    expect(invitation?.subject).toMatch(/GMT\+9$/);
    const host = sent.find(
      (m) => m.to === 'jordan.lee@example.com' && m.bookingId === invitation?.bookingId,
    );
    expect(host?.subject).toBe(
      `New booking: 1-1 meeting with Toshi Tokyo with Toshi Tokyo @ ${momentText(start, 'America/New_York')}`,
    );
  });
});

test.describe('same-day', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a New York visitor is offered Monday 1 March 2027 from 11:00 AM to 4:30 PM', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openScenario(page, 'same-day', BOOKING_PAGE);
    await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: /^Monday, March 1, 2027/ }).click();
    const list = page.getByTestId('slot-list');
    await expect(list.getByRole('button').first()).toBeVisible();
    const times = (await list.getByRole('button').allTextContents()).map((t) => t.trim());
    expect(times).toEqual([
      '11:00 AM',
      '11:30 AM',
      '12:00 PM',
      '12:30 PM',
      '1:00 PM',
      '1:30 PM',
      '2:00 PM',
      '2:30 PM',
      '3:00 PM',
      '3:30 PM',
      '4:00 PM',
      '4:30 PM',
    ]);
  });
});
