import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { signInAsJordan, waitForApp } from './helpers';

// Nothing a host saves is lost: two tabs editing the same preferences keep both saves, a clean
// form follows the other tab, and a clash of the same field asks the host (the contract's
// "Versions": If-Match and 412). The mock database is shared by every tab of the browser.

const SAVED = /^Saved \d{1,2}:\d{2} [AP]M$/;

const hour = (page: Page, day: string, which: 'start' | 'end') =>
  page.getByRole('combobox', { name: `${day} ${which} time` });

async function openPreferences(page: Page) {
  await page.goto('/preferences');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Meeting Preferences' })).toBeVisible();
}

test('two tabs: a clean form follows the other tab, and edits of different days are both kept', async ({
  page: tabA,
  context,
}) => {
  await signInAsJordan(tabA);
  const tabB = await context.newPage();
  await openPreferences(tabB);
  await expect(hour(tabB, 'Monday', 'start')).toHaveValue('540');

  // A clean form in B follows A's save within 2 s, without a reload or a focus.
  await hour(tabA, 'Monday', 'start').selectOption({ label: '10:00 AM' });
  await expect(tabA.getByText(SAVED)).toBeVisible({ timeout: 10_000 });
  await expect(hour(tabB, 'Monday', 'start')).toHaveValue('600', { timeout: 2_000 });

  // Both tabs edit at once, each a different day: whichever save lands second was based on a
  // version that is no longer the stored one; it is merged, never written over the first.
  await hour(tabB, 'Wednesday', 'start').selectOption({ label: '11:00 AM' });
  await hour(tabA, 'Monday', 'end').selectOption({ label: '6:00 PM' });
  await expect(tabA.getByText(SAVED)).toBeVisible({ timeout: 10_000 });
  await expect(tabB.getByText(SAVED)).toBeVisible({ timeout: 10_000 });

  const fresh = await context.newPage();
  await openPreferences(fresh);
  for (const tab of [fresh, tabA, tabB]) {
    await expect(hour(tab, 'Monday', 'start')).toHaveValue('600');
    await expect(hour(tab, 'Monday', 'end')).toHaveValue('1080');
    await expect(hour(tab, 'Wednesday', 'start')).toHaveValue('660');
  }
});

test('two tabs: the same field changed in both asks the host, showing both values', async ({
  page: tabA,
  context,
}) => {
  await signInAsJordan(tabA);
  const tabB = await context.newPage();
  await openPreferences(tabB);

  await hour(tabB, 'Tuesday', 'start').selectOption({ label: '8:00 AM' });
  await hour(tabA, 'Tuesday', 'start').selectOption({ label: '11:00 AM' });

  // One of the two saves lands first; the other tab asks its host.
  const dialog = (tab: Page) => tab.getByRole('dialog', { name: 'Changed in another tab' });
  await expect
    .poll(async () => (await dialog(tabA).count()) + (await dialog(tabB).count()), {
      timeout: 10_000,
    })
    .toBe(1);
  const asked = (await dialog(tabA).count()) === 1 ? tabA : tabB;
  const other = asked === tabA ? tabB : tabA;
  const mine = asked === tabA ? '11:00 AM' : '8:00 AM';
  const theirs = asked === tabA ? '8:00 AM' : '11:00 AM';
  const question = dialog(asked);
  await expect(question.getByRole('radiogroup', { name: 'Tuesday' })).toBeVisible();
  await expect(question.getByRole('radio', { name: `Yours: ${mine} – 5:00 PM` })).toBeChecked();
  await expect(
    question.getByRole('radio', { name: `Saved elsewhere: ${theirs} – 5:00 PM` }),
  ).toBeVisible();
  await expect(asked.getByTestId('save-status')).toHaveText(
    'Changes not saved · Choose which version to keep',
  );
  await expectNoAxeViolations(asked, 'the conflict question');

  // The host keeps their own value: it is saved, and the other tab follows.
  await question.getByRole('button', { name: 'Save my choice' }).click();
  await expect(question).toBeHidden();
  await expect(asked.getByText(SAVED)).toBeVisible({ timeout: 10_000 });
  const value = mine === '11:00 AM' ? '660' : '480'; // minutes since midnight
  await expect(hour(other, 'Tuesday', 'start')).toHaveValue(value, { timeout: 5_000 });
  const fresh = await context.newPage();
  await openPreferences(fresh);
  await expect(hour(fresh, 'Tuesday', 'start')).toHaveValue(value);
});

test('Analyze Again shows what would change: Keep mine changes nothing; Apply, then Undo, restores', async ({
  page,
}) => {
  await signInAsJordan(page);
  await hour(page, 'Monday', 'start').selectOption({ label: '11:00 AM' });
  const buffer = page.getByRole('spinbutton', { name: 'Buffer time:' });
  await buffer.click();
  await buffer.press('ControlOrMeta+a');
  await buffer.pressSequentially('45');
  await expect(page.getByText(SAVED)).toBeVisible({ timeout: 10_000 });

  await page.getByRole('button', { name: 'Analyze Again' }).click();
  const proposal = page.getByRole('dialog', { name: 'Apply what the analysis found?' });
  await expect(proposal).toBeVisible();
  await expect(proposal.getByRole('row', { name: /^Monday 11:00 AM – 5:00 PM/ })).toBeVisible();
  await expect(proposal.getByRole('row', { name: /^Buffer time 45 minutes/ })).toBeVisible();
  await expectNoAxeViolations(page, 'the analysis proposal');
  await proposal.getByRole('button', { name: 'Keep mine' }).click();
  await expect(proposal).toBeHidden();
  await page.reload();
  await expect(hour(page, 'Monday', 'start')).toHaveValue('660');
  await expect(page.getByRole('spinbutton', { name: 'Buffer time:' })).toHaveValue('45');

  await page.getByRole('button', { name: 'Analyze Again' }).click();
  await proposal.getByRole('button', { name: 'Apply changes' }).click();
  await expect(
    page.getByText(/^Analyzed \d+ meetings\. Timezone and preferences updated\.$/),
  ).toBeVisible();
  await expect(hour(page, 'Monday', 'start')).not.toHaveValue('660');
  // No day longer than the evidence: never 12 AM to 11 PM.
  await expect(hour(page, 'Monday', 'start')).not.toHaveValue('0');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(hour(page, 'Monday', 'start')).toHaveValue('660');
  await expect(page.getByRole('spinbutton', { name: 'Buffer time:' })).toHaveValue('45');
  await expect(page.getByText(SAVED)).toBeVisible({ timeout: 10_000 });
  await page.reload();
  await expect(hour(page, 'Monday', 'start')).toHaveValue('660');
  await expect(page.getByRole('spinbutton', { name: 'Buffer time:' })).toHaveValue('45');
});

test('an out-of-range buffer says so and is not saved; empty falls back to 15', async ({
  page,
}) => {
  await signInAsJordan(page);
  const buffer = page.getByRole('spinbutton', { name: 'Buffer time:' });
  await buffer.click();
  await buffer.press('ControlOrMeta+a');
  await buffer.pressSequentially('150');
  await buffer.press('Tab');
  await expect(page.getByText('Enter a buffer from 0 to 120 minutes.')).toBeVisible();
  await expect(buffer).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('save-status')).toContainText('Buffer time not saved');
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Buffer time:' })).not.toHaveValue('150');
  await expect(page.getByRole('spinbutton', { name: 'Buffer time:' })).not.toHaveValue('120');

  const again = page.getByRole('spinbutton', { name: 'Buffer time:' });
  await again.click();
  await again.press('ControlOrMeta+a');
  await again.press('Backspace');
  await again.press('Tab');
  await expect(again).toHaveValue('15');
});
