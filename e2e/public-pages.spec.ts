import { expect, test } from '@playwright/test';
import { openOnE2EClock, openScenario } from './helpers';
import { expectNoAxeViolations } from './axe';

test('the booking success page', async ({ page }) => {
  await openOnE2EClock(page, '/book/success');
  await expect(
    page.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
  ).toBeVisible();
  const cta = page.getByRole('link', { name: 'Get the product for yourself' });
  await expect(cta).toHaveAttribute('target', '_blank');
  await expect(
    page.getByText('Simplify your scheduling with AI-powered meeting coordination'),
  ).toBeVisible();
});

test('a booking address without its type is invalid', async ({ page }) => {
  await openOnE2EClock(page, '/book/jordan-lee');
  await expect(page.getByText('Invalid booking URL')).toBeVisible();
});

test('an unknown booking link says so', async ({ page }) => {
  await openScenario(page, 'default', '/book/nobody/standard');
  await expect(page.getByText('Booking Link Not Found')).toBeVisible();
  await expect(
    page.getByText("The booking link you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
});

test('a seeded link shows its host to a visitor who is not signed in', async ({ page }) => {
  await openScenario(page, 'default', '/book/jordan-lee/standard');
  await expect(page.getByText('with Jordan Lee')).toBeVisible();
  await expect(page.getByText('Powered by')).toBeVisible();
});

test("a host's page lists the host's links and leads to each one's booking page", async ({
  page,
}) => {
  await openScenario(page, 'meeting-types', '/hosts/jordan-lee');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Meetings with Jordan Lee' }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: 'Meetings you can book' });
  await expect(list.getByRole('heading', { name: 'Office hours' })).toBeVisible();
  await expect(list).toContainText('30 minutes or 1 hour');
  await expectNoAxeViolations(page, "a host's page");
  await list.getByRole('link', { name: 'See times for Office hours' }).click();
  await expect(page).toHaveURL(/\/book\/jordan-lee\/office-hours$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Office hours' })).toBeVisible();

  await page.goto('/hosts/nobody');
  await expect(page.getByText('Booking Link Not Found')).toBeVisible();
});
