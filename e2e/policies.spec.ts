import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { openScenario } from './helpers';

// Scenario `policies` (docs/decisions.md#a-links-change-policy): Jordan's standard link closes
// visitors' online changes 24 hours before the start. Each visitor reaches their booking's page
// from the invitation in the outbox, as they would from the e-mail.

/** Opens the invitation's booking page from the QA panel's outbox. */
async function fromInvitation(page: Page, visitor: string) {
  const panel = page.getByRole('region', { name: 'QA panel' });
  // The panel remembers whether it was open (across pages of the tab).
  const toggle = panel.getByRole('button', { name: /the QA panel$/ });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const outbox = panel.getByRole('list', { name: 'Outbox' });
  const invitation = outbox.getByRole('listitem').filter({ hasText: visitor });
  await invitation.getByRole('link', { name: /^Open the booking’s page: / }).click();
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  // Out of the visitor's way: the open panel covers part of the page.
  await panel.getByRole('button', { name: 'Collapse the QA panel' }).click();
}

test('inside the cutoff Alex is told whom to write to; Dana, 3 days out, cancels online', async ({
  page,
}) => {
  await openScenario(page, 'policies', '/preferences');
  await fromInvitation(page, 'alex.morgan@example.org');
  await expect(page.getByText('This booking can no longer be changed online')).toBeVisible();
  await expect(
    page.getByText(/Jordan Lee takes cancellations and new times online until/),
  ).toBeVisible();
  const mail = page.getByRole('link', { name: 'jordan.lee@example.com' });
  await expect(mail).toHaveAttribute('href', /^mailto:jordan\.lee@example\.com/);
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the booking page inside the cutoff');

  await page.goBack();
  await fromInvitation(page, 'dana.white@example.org');
  await expect(page.getByText(/You can reschedule or cancel online until/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByLabel('Reason (optional)').click();
  await page.keyboard.type('Plans changed');
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(page.getByRole('heading', { name: 'This booking is cancelled' })).toBeVisible();
});
