/**
 * Approval per link (docs/decisions.md#approval-per-link): the host switches "Requires
 * confirmation" on; a visitor's booking is a request (the success page and its own page say so);
 * the host accepts it in Bookings and the visitor's page shows it confirmed; another request is
 * moved by the visitor, then declined and its time is offered again.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signInAsJordan } from './helpers';

const BOOKING_PAGE = '/book/jordan-lee/standard';
// Two tabs share one mock database (one leads, the other forwards).
test.setTimeout(120_000);
const expect = baseExpect.configure({ timeout: 15_000 });

/** The visitor asks for the first free slot; answers its start and its own page's address. */
async function visitorRequests(page: Page, name: string, email: string) {
  await page.goto(BOOKING_PAGE);
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  const slot = page.getByTestId('slot-list').getByRole('button').first();
  const start = (await slot.getAttribute('data-start')) ?? '';
  expect(start).not.toBe('');
  await slot.click();
  await page.getByLabel('Full Name').pressSequentially(name);
  await page.getByLabel('Email Address').pressSequentially(email);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await expect(page.getByText(/The host must confirm your request/)).toBeVisible();
  await page.getByRole('link', { name: 'Reschedule or cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Awaiting confirmation' })).toBeVisible();
  return { start, manageUrl: page.url() };
}

const row = (page: Page, name: string) => page.getByRole('listitem', { name: new RegExp(name) });

test('a request is pending until the host accepts it; a declined one frees its time', async ({
  page,
  context,
}) => {
  await signInAsJordan(page);
  // In-app navigation: a reload of the host's tab checks nothing here.
  await page
    .getByRole('navigation', { name: 'Main' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Scheduling links' })
    .click();
  await page.getByRole('button', { name: 'Edit standard link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Scheduling Link' });
  await dialog.getByRole('switch', { name: 'Requires confirmation' }).click({ force: true });
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Requires confirmation')).toBeVisible();

  const visitor = await context.newPage();
  const first = await visitorRequests(visitor, 'Avery Visitor', 'avery.visitor@example.org');

  // The host sees the request counted at the top, and accepts it.
  await page
    .getByRole('navigation', { name: 'Main' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Bookings' })
    .click();
  await expect(
    page.getByText('1 booking request waits for you to accept or decline it.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Review requests' }).click();
  await expect(row(page, 'Avery Visitor')).toContainText('Awaiting your confirmation');
  await row(page, 'Avery Visitor')
    .getByRole('button', { name: 'Accept the request of Avery Visitor' })
    .click();
  await expect(page.getByText('Avery Visitor was sent the invitation.')).toBeVisible();
  await expect(row(page, 'Avery Visitor')).toHaveCount(0);

  // The visitor's page shows it confirmed.
  await visitor.goto(first.manageUrl);
  await expect(visitor.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Reschedule' })).toBeVisible();

  // A second request: it holds its time, the host declines it, the time is offered again.
  const second = await visitorRequests(visitor, 'Blake Visitor', 'blake.visitor@example.org');
  expect(second.start).not.toBe(first.start);
  await visitor.goto(BOOKING_PAGE);
  await expect(visitor.getByTestId('slot-list').getByRole('button').first()).not.toHaveAttribute(
    'data-start',
    second.start,
  );
  // The visitor moves the waiting request from its own page: it stays a request, at the new time.
  await visitor.goto(second.manageUrl);
  await visitor.getByRole('button', { name: 'Reschedule' }).click();
  await expect(visitor.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  await visitor.getByTestId('slot-list').getByRole('button').last().click();
  await visitor.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(visitor.getByRole('heading', { name: 'Awaiting confirmation' })).toBeVisible();
  await page.goto('/bookings?status=pending');
  await row(page, 'Blake Visitor')
    .getByRole('button', { name: 'Decline the request of Blake Visitor' })
    .click();
  const decline = page.getByRole('dialog', { name: 'Decline request' });
  await decline.getByLabel('Reason (optional)').fill('Away that week');
  await decline.getByRole('button', { name: 'Decline request' }).click();
  await expect(decline).toBeHidden();

  await visitor.goto(second.manageUrl);
  await expect(visitor.getByRole('heading', { name: 'This request was declined' })).toBeVisible();
  await expect(visitor.getByText('Reason: Away that week')).toBeVisible();
  await visitor.goto(BOOKING_PAGE);
  await expect(visitor.getByTestId('slot-list').getByRole('button').first()).toHaveAttribute(
    'data-start',
    second.start,
  );
});
