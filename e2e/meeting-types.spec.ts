import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { openScenario, signInAsJordan } from './helpers';

// Meeting types (docs/decisions.md#meeting-types): what a host creates, and a visitor books with a
// length, answers and a guest.

/** Clicks a field and types into it, as a person does. */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await field.click();
  await field.pressSequentially(text);
}

async function pickFirstSlot(page: Page) {
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  const slot = page.getByTestId('slot-list').getByRole('button').first();
  await expect(slot).toBeVisible();
  const start = (await slot.getAttribute('data-start')) ?? '';
  await slot.click();
  await expect(page.getByRole('heading', { name: 'Enter Your Details' })).toBeVisible();
  return start;
}

test('the host creates a third link with only a name and a suffix; a visitor books it', async ({
  page,
}) => {
  await signInAsJordan(page);
  await page.goto('/scheduling');
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('button', { name: 'New link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Scheduling Link' });
  await expect(dialog).toBeVisible();
  await typeInto(page, 'Link Name', 'Quick chat');
  await typeInto(page, 'URL Suffix', 'quick-chat');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Scheduling link created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: 'Quick chat' });
  await expect(card.getByText('/book/jordan-lee/quick-chat')).toBeVisible();
  await expect(card.getByText('30 minutes')).toBeVisible();
  // The spec's two links stay first.
  await expect(page.getByRole('article').nth(2)).toHaveAccessibleName('Quick chat');
  await expectNoAxeViolations(page, '/scheduling with a third link');

  await page.goto('/book/jordan-lee/quick-chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick chat' })).toBeVisible();
  const start = await pickFirstSlot(page);
  await typeInto(page, 'Full Name', 'Casey Visitor');
  await typeInto(page, 'Email Address', 'casey.visitor@example.org');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(
    page.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
  ).toBeVisible();

  // The host's Bookings lists it under the new link.
  await page.goto('/bookings');
  const row = page.getByRole('listitem').filter({ hasText: 'Casey Visitor' });
  await expect(row).toContainText('/book/jordan-lee/quick-chat');
  expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T/);
});

test.describe('a visitor in Tokyo on meeting-types', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('picks 60 minutes, answers the question, adds a guest and books; the host sees it all', async ({
    page,
  }) => {
    await openScenario(page, 'meeting-types', '/book/jordan-lee/office-hours');
    await expect(page.getByRole('heading', { level: 1, name: 'Office hours' })).toBeVisible();
    await expect(page.getByText('1 Main Street, Springfield').first()).toBeVisible();
    await expect(page.getByText(/^\d+ time slot\(s\) available$/)).toBeVisible();
    // The choice's radio is visually hidden: a person clicks its label.
    await page
      .locator('label')
      .filter({ hasText: /^1 hour$/ })
      .click();
    await expect(page.getByRole('radio', { name: '1 hour' })).toBeChecked();
    await expect(page.getByText('1 hour', { exact: true }).first()).toBeVisible();
    const start = await pickFirstSlot(page);
    // The slot lasts the chosen hour (the summary's duration; its end an hour after its start).
    await expect(page.getByTestId('booking-summary')).toContainText('1 hour');
    const end = new Date(Date.parse(start) + 3_600_000).toLocaleTimeString('en-US', {
      timeZone: 'Asia/Tokyo',
      hour: 'numeric',
      minute: '2-digit',
    });
    await expect(page.getByTestId('booking-summary')).toContainText(`- ${end}`);
    await typeInto(page, 'Full Name', 'Robin Park');
    await typeInto(page, 'Email Address', 'robin.park@example.org');

    // A required question left empty: its own error, nothing booked.
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const question = page.getByLabel(/What would you like to discuss\?/);
    await expect(question).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/office-hours/);

    await question.click();
    await question.pressSequentially('Hiring plan');
    await page.getByRole('button', { name: 'Add guests' }).click();
    await typeInto(page, 'Guest 1 email', 'sam.lee@example.org');
    await expectNoAxeViolations(page, 'details step with a question and a guest');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(
      page.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
    ).toBeVisible();
    await expect(page.getByText('1 Main Street, Springfield').first()).toBeVisible();

    // The host's Bookings: the place, the answer and the guest.
    await page.goto('/bookings');
    const row = page.getByRole('listitem').filter({ hasText: 'Robin Park' });
    await expect(row).toContainText('In person: 1 Main Street, Springfield');
    await expect(row).toContainText('1 guest');
    await row.getByRole('button', { name: /Show details/ }).click();
    await expect(row).toContainText('What would you like to discuss?');
    await expect(row).toContainText('Hiring plan');
    await expect(row).toContainText('sam.lee@example.org');
  });
});

test('a 50-minute secret single-use link with two places: the visitor chooses one, books, and it closes', async ({
  page,
}) => {
  await signInAsJordan(page);
  await page.goto('/scheduling');
  await page.getByRole('button', { name: 'New link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Scheduling Link' });
  await typeInto(page, 'Link Name', 'Final interview');
  await typeInto(page, 'URL Suffix', 'final-interview');
  await typeInto(page, 'Other length (minutes)', '50');
  await dialog.getByRole('button', { name: 'Add length' }).click();
  await expect(dialog.getByRole('checkbox', { name: '50 minutes' })).toBeChecked();
  await dialog.getByLabel('Where the meeting takes place').selectOption('video');
  await dialog.getByLabel('Video service').selectOption('google_meet');
  await dialog.getByRole('button', { name: 'Add a place visitors can choose' }).click();
  const second = dialog.getByRole('group', { name: 'Place 2' });
  await second.getByLabel('Place 2', { exact: true }).selectOption('phone');
  await second.getByText('The visitor calls you').click();
  await typeInto(page, 'Your phone number (place 2)', '+1 212 555 0100');
  await dialog.getByText('Secret link', { exact: true }).click();
  await dialog.getByText('Single use', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: 'Final interview' });
  await expect(card.getByText('Secret', { exact: true })).toBeVisible();
  await expect(card.getByText('Single use', { exact: true })).toBeVisible();
  await expect(card.getByText('30 or 50 minutes')).toBeVisible();

  // The visitor picks 50 minutes and the phone call of the two places.
  await page.goto('/book/jordan-lee/final-interview');
  await expect(page.getByRole('heading', { level: 1, name: 'Final interview' })).toBeVisible();
  await page
    .locator('label')
    .filter({ hasText: /^50 minutes$/ })
    .click();
  await pickFirstSlot(page);
  const places = page.getByRole('radiogroup', { name: /Where would you like to meet\?/ });
  await expect(places.getByRole('radio', { name: /^Google Meet/ })).toBeVisible();
  // The host's number is not public: it comes with the invitation.
  await places
    .getByText('Phone call: you call Jordan Lee (the number comes with your invitation)')
    .click();
  await expect(places.getByRole('radio', { name: /^Phone call/ })).toBeChecked();
  await typeInto(page, 'Full Name', 'Dana Visitor');
  await typeInto(page, 'Email Address', 'dana.visitor@example.org');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(
    page.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
  ).toBeVisible();

  // Used once, the link is closed; being secret, it was never on the host's public page.
  await page.goto('/book/jordan-lee/final-interview');
  await expect(page.getByText('Not taking bookings right now')).toBeVisible();
  await page.goto('/hosts/jordan-lee');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Meetings with Jordan Lee' }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Meetings you can book' })).not.toContainText(
    'Final interview',
  );
});
