import { expect, test, type Locator, type Page } from '@playwright/test';
import { openScenario } from './helpers';

// The team screens by keyboard alone (Tab, Shift+Tab, Space, Enter, arrows; no mouse), and what a
// screen reader is told after each step: the dialog's accessible name, the toast or alert
// (role=alert, read out as it appears) and where the focus lands when a dialog closes. Scenario
// `team` (docs/teams.md): Jordan Lee signed in, QA clock Monday 1 March 2027, 8:00 AM New York.

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** What a screen reader announces right now: the text of every role=alert and role=status. */
async function announced(page: Page): Promise<string> {
  const live = page.locator('[role="alert"], [role="status"]');
  return (await live.allTextContents()).join(' | ');
}

/** A visitor books the round-robin Intro call at Tuesday 2 March, 10:00 AM New York. */
async function visitorBooksIntro(page: Page, name: string) {
  const status = await page.evaluate(async (attendeeName) => {
    const res = await fetch('/api/scheduling-links/customer-success/intro/book', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Intro call',
        description: '',
        attendeeName,
        attendeeEmail: 'sam.rivera@example.org',
        startTime: '2027-03-02T15:00:00.000Z',
        endTime: '2027-03-02T15:30:00.000Z',
      }),
    });
    return res.status;
  }, name);
  expect(status).toBe(201);
}

test('a team link made by keyboard alone, announced and focus returned', async ({ page }) => {
  await openScenario(page, 'team', '/scheduling');
  const team = page.getByRole('region', { name: 'Customer Success' });
  const opener = team.getByRole('button', { name: 'New team link for Customer Success' });
  await expect(opener).toBeVisible();
  await tabTo(page, opener);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Create Scheduling Link' });
  await expect(dialog).toBeVisible();
  const name = dialog.getByRole('textbox', { name: 'Link Name' });
  await tabTo(page, name);
  await page.keyboard.type('Support call');
  await tabTo(page, dialog.getByRole('textbox', { name: 'URL Suffix' }));
  await page.keyboard.type('support');
  await expect(
    dialog.getByText('Your booking link will be: /book/customer-success/support'),
  ).toBeVisible();

  // The kind is a radio group: Tab reaches the checked one, an arrow moves and checks.
  const collective = dialog.getByRole('radio', { name: /Collective/ });
  await tabTo(page, collective);
  await page.keyboard.press('ArrowDown');
  const roundRobin = dialog.getByRole('radio', { name: /Round robin/ });
  await expect(roundRobin).toBeChecked();
  await expect(roundRobin).toBeFocused();
  const noor = dialog.getByRole('checkbox', { name: 'Noor Haddad' });
  await tabTo(page, noor);
  await page.keyboard.press('Space');
  await expect(noor).toBeChecked();
  const priority = dialog.getByRole('combobox', { name: 'Priority of Noor Haddad' });
  await tabTo(page, priority);
  await page.keyboard.press('ArrowUp'); // Medium → High
  await expect(priority).toHaveValue('high');

  await tabTo(page, dialog.getByRole('button', { name: 'Create' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Success' })).toContainText(
    'Scheduling link created successfully',
  );
  expect(await announced(page)).toContain('Scheduling link created successfully');
  await expect(opener).toBeFocused();
  await expect(team.getByRole('article', { name: 'Support call' })).toContainText('Round robin');

  // Delete team: with links left the dialog says how many, its one button has the focus, and
  // Escape closes it with the focus back on the opener.
  const deleteTeam = team.getByRole('button', { name: 'Delete team Customer Success' });
  await tabTo(page, deleteTeam);
  await page.keyboard.press('Enter');
  const blocked = page.getByRole('dialog', { name: 'Delete the team’s links first' });
  await expect(blocked).toContainText('Customer Success still has 3 links.');
  await expect(blocked.getByRole('button', { name: 'Close', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(blocked).toBeHidden();
  await expect(deleteTeam).toBeFocused();
});

test('a team booking reassigned by keyboard alone: a refusal, then the toast', async ({ page }) => {
  await openScenario(page, 'team', '/scheduling');
  await visitorBooksIntro(page, 'Sam Rivera');
  // To Bookings through the main navigation.
  const nav = page.getByRole('link', { name: 'Bookings' });
  await tabTo(page, nav);
  await page.keyboard.press('Enter');
  const row = page.getByRole('listitem', { name: /Sam Rivera/ });
  await expect(row).toContainText('Customer Success · Round robin');

  const opener = row.getByRole('button', { name: 'Reassign the booking with Sam Rivera' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reassign booking' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Now with Jordan Lee.');

  // Nothing chosen yet: Tab reaches the first member; arrows move among them.
  const noor = dialog.getByRole('radio', { name: 'Noor Haddad' });
  const priya = dialog.getByRole('radio', { name: 'Priya Shah' });
  await tabTo(page, noor);
  await page.keyboard.press('ArrowDown');
  await expect(priya).toBeChecked();
  const reassign = dialog.getByRole('button', { name: 'Reassign' });
  await tabTo(page, reassign);
  await page.keyboard.press('Enter');
  // 10:00 AM New York is 8:30 PM in Kolkata: Priya is not free. Told, and the focus stays put.
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText(
    'Priya Shah is not free at that time. Nothing changed: choose another member.',
  );
  expect(await announced(page)).toContain('Priya Shah is not free at that time.');
  await expect(reassign).toBeFocused();

  await tabTo(page, priya, { back: true });
  await page.keyboard.press('ArrowUp');
  await expect(noor).toBeChecked();
  await expect(refusal).toBeHidden();
  await tabTo(page, reassign);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Booking reassigned' })).toContainText(
    'Noor Haddad now hosts the meeting; Sam Rivera was told.',
  );
  // No longer Jordan's: the row goes, and with it the button that opened the dialog. The focus
  // goes to the page's heading, not lost on the page's body.
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeFocused();
});
