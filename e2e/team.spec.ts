import { expect, test, type Page } from '@playwright/test';
import { openScenario } from './helpers';

// Scenario `team` (docs/teams.md): the team Customer Success, its collective "Kickoff" (Jordan in
// New York and Noor in London) and its round-robin "Intro call" (Jordan, Noor and Priya in
// Kolkata). Its QA clock stands at Monday 1 March 2027, 8:00 AM New York; the browser is in New
// York (playwright.config.ts).

/** The labels of the slots offered on `date` (YYYY-MM-DD in the visitor's zone). */
async function slotLabels(page: Page, path: string, date: string): Promise<string[]> {
  await page.goto(`${path}?date=${date}`);
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  const list = page.getByTestId('slot-list');
  await expect(list.getByRole('button').first()).toBeVisible();
  return (await list.getByRole('button').allTextContents()).map((t) => t.trim());
}

/** Books intro at 10:00 AM on Tuesday 2 March as a visitor typing their details. */
async function bookIntro(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/book/customer-success/intro?date=2027-03-02');
  await expect(page.getByText('with a member of Customer Success')).toBeVisible();
  await page
    .getByTestId('slot-list')
    .getByRole('button', { name: /^10:00 AM/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Enter Your Details' })).toBeVisible();
  await page.getByLabel('Full Name').click();
  await page.getByLabel('Full Name').pressSequentially(name);
  await page.getByLabel('Email Address').click();
  await page.getByLabel('Email Address').pressSequentially(email);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(
    page.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
  ).toBeVisible();
}

test('a New York visitor sees the kickoff when both Jordan and Noor are free', async ({ page }) => {
  test.setTimeout(90_000);
  await openScenario(page, 'team', '/book/customer-success/kickoff');
  await expect(page.getByRole('heading', { name: 'Kickoff', level: 1 })).toBeVisible();
  await expect(page.getByText('with Jordan Lee and Noor Haddad')).toBeVisible();

  const kickoff = '/book/customer-success/kickoff';
  expect(await slotLabels(page, kickoff, '2027-03-02')).toEqual([
    '9:00 AM',
    '9:30 AM',
    '10:00 AM',
    '10:30 AM',
    '11:00 AM',
    '11:30 AM',
  ]);
  // Noor's board review (3:00-4:00 PM London) and her buffer leave two times on Wednesday.
  expect(await slotLabels(page, kickoff, '2027-03-03')).toEqual(['9:00 AM', '11:30 AM']);
});

test('two visitors booking intro at the same time get two different members', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await openScenario(page, 'team', '/book/customer-success/intro');
  // A second visitor in another tab of the same browser: the mock's database is one per origin.
  const second = await context.newPage();
  await second.goto('/book/customer-success/intro?date=2027-03-02');
  await expect(second.getByText('with a member of Customer Success')).toBeVisible();

  // Jordan and Noor are free at 10:00 AM (3:00 PM London); Priya's day in Kolkata is over. Equal
  // priority, no bookings yet: the link's order gives the first to Jordan, the second to Noor.
  await bookIntro(page, 'Alex Morgan', 'alex.morgan@example.org');
  await expect(page.getByText('with Jordan Lee')).toBeVisible();
  await bookIntro(second, 'Sam Rivera', 'sam.rivera@example.org');
  await expect(second.getByText('with Noor Haddad')).toBeVisible();
});
