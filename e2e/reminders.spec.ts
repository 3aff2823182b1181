import { expect, test, type Page } from '@playwright/test';
import { addDays, formatCivil } from '../src/domain/civil-date';
import { wallClock } from '../src/domain/zone-clock';
import { E2E_NOW, openScenario } from './helpers';

const BOOKING_PAGE = '/book/jordan-lee/standard';
const HOUR = 3_600_000;

interface Message {
  kind: string;
  to: string;
  subject: string;
  startTime: string | null;
  manageUrl: string | null;
  bookingId: string;
}

/** The first offered slot at least two days after E2E_NOW (its 24-hour reminder is ahead). */
async function slotTwoDaysOut(page: Page) {
  const today = formatCivil(wallClock(Date.parse(E2E_NOW), 'America/New_York'));
  for (let offset = 2; offset <= 9; offset += 1) {
    await page.goto(`${BOOKING_PAGE}?date=${addDays(today, offset)}`);
    await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
    const slot = page.getByTestId('slot-list').getByRole('button').first();
    try {
      await slot.waitFor({ timeout: 3_000 });
    } catch {
      continue;
    }
    const start = (await slot.getAttribute('data-start')) ?? '';
    if (Date.parse(start) - Date.parse(E2E_NOW) > 25 * HOUR) return { slot, start };
  }
  throw new Error('no slot two days out');
}

test('a booking, then the QA clock moved to 23 hours before it: one reminder to the visitor', async ({
  page,
}) => {
  await openScenario(page, 'default', BOOKING_PAGE);
  const { slot, start } = await slotTwoDaysOut(page);
  await slot.click();
  await expect(page.getByRole('heading', { name: 'Enter Your Details' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Riley Visitor');
  await page.getByLabel('Email Address').fill('riley.visitor@example.org');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(
    page.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
  ).toBeVisible();

  // The QA panel's clock, as a person sets it: 23 hours before the meeting.
  const panel = page.getByRole('region', { name: 'QA panel' });
  await panel.getByRole('button', { name: 'Expand the QA panel' }).click();
  const at = new Date(Date.parse(start) - 23 * HOUR).toISOString();
  await panel.getByLabel('Clock (now)').fill(at);
  await panel.getByRole('button', { name: 'Set clock' }).click();
  await expect(panel.getByText(`Frozen at ${at}`)).toBeVisible();

  // The outbox lists the reminder to the visitor.
  const outbox = panel.getByRole('list', { name: 'Outbox' });
  const reminder = outbox
    .getByRole('listitem')
    .filter({ hasText: 'riley.visitor@example.org' })
    .filter({ hasText: 'reminder' });
  await expect(reminder).toHaveCount(1);
  await expect(reminder).toContainText('Reminder: 1-1 meeting with Riley Visitor');

  // And so does GET /__mock/outbox: exactly one reminder to the visitor, for this booking's start.
  const sent = await page.evaluate(async () => {
    const res = await fetch('/__mock/outbox?kind=reminder');
    return (await res.json()) as Message[];
  });
  const toVisitor = sent.filter((m) => m.to === 'riley.visitor@example.org');
  expect(toVisitor).toHaveLength(1);
  expect(toVisitor[0]).toMatchObject({ kind: 'reminder', startTime: start });
  expect(toVisitor[0]!.manageUrl).toMatch(/\/bookings\/[^/?]+\?token=/);
  // The others for this booking are the host's (and the guests', none here).
  const forBooking = sent.filter((m) => m.bookingId === toVisitor[0]!.bookingId);
  expect(forBooking.map((m) => m.to).sort()).toEqual(
    ['jordan.lee@example.com', 'riley.visitor@example.org'].sort(),
  );
});
