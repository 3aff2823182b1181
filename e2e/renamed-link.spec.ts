/**
 * Renamed links keep working (docs/decisions.md#renamed-links-keep-working): the host renames a
 * link, a visitor who has the old address books through it, the booking is the renamed link's;
 * removing the old address ends it.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { signInAsJordan } from './helpers';

test('a renamed link’s old address books on the renamed link until the host removes it', async ({
  page,
}) => {
  // Host, visitor and host again, with three axe passes: longer than one screen's test.
  test.setTimeout(120_000);
  await signInAsJordan(page);
  // In-app navigation: a reload of the host's tab checks nothing here.
  await page
    .getByRole('navigation', { name: 'Main' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Scheduling links' })
    .click();
  await page.getByRole('button', { name: 'Edit standard link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Scheduling Link' });
  const name = dialog.getByLabel('Link Name');
  await name.clear();
  await name.pressSequentially('Intro call');
  const suffix = dialog.getByLabel('URL Suffix');
  await suffix.clear();
  await suffix.pressSequentially('intro');
  await expect(
    dialog.getByText(
      'The old address /book/jordan-lee/standard will keep working and lead to this link.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'edit link dialog, renamed');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: 'Intro call' });
  await expect(card.getByText('/book/jordan-lee/intro')).toBeVisible();
  const previous = card.getByRole('list', { name: 'Previous addresses' });
  await expect(previous.getByText('/book/jordan-lee/standard')).toBeVisible();
  await expectNoAxeViolations(page, '/scheduling with a previous address');

  // A visitor opens the address they were sent before the rename.
  await page.goto('/book/jordan-lee/standard?tz=Europe/Paris');
  // A fresh page load starts the mock's worker: on a loaded machine, longer than one assertion.
  await expect(page.getByRole('heading', { level: 1, name: 'Intro call' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('with Jordan Lee')).toBeVisible();
  // The address bar shows the link's current address, the query kept.
  await expect(page).toHaveURL(/\/book\/jordan-lee\/intro\?tz=Europe\/Paris$/);
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  const slot = page.getByTestId('slot-list').getByRole('button').first();
  const start = (await slot.getAttribute('data-start')) ?? '';
  expect(start).not.toBe('');
  await slot.click();
  await expect(page.getByRole('heading', { name: 'Enter Your Details' })).toBeVisible();
  await page.getByLabel('Full Name').pressSequentially('Alex Visitor');
  await page.getByLabel('Email Address').pressSequentially('alex.visitor@example.org');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(
    page.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
  ).toBeVisible();

  // The booking is the renamed link's: its own page names it and offers its current address.
  await page.getByRole('link', { name: 'Reschedule or cancel' }).click();
  await expect(page.getByText('Intro call', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book another meeting' })).toHaveAttribute(
    'href',
    '/book/jordan-lee/intro',
  );
  // And the host's calendar holds the meeting, titled after the renamed link.
  const meetings = await page.evaluate(async (at) => {
    const query = new URLSearchParams({
      startDate: new Date(Date.parse(at) - 3_600_000).toISOString(),
      endDate: new Date(Date.parse(at) + 3_600_000).toISOString(),
    });
    const res = await fetch(`/api/dashboard/meetings?${query.toString()}`);
    return (await res.json()) as { title: string; startTime: string }[];
  }, start);
  expect(meetings).toContainEqual(
    expect.objectContaining({ title: 'Intro call with Alex Visitor', startTime: start }),
  );

  // The host removes the old address, after confirming: it no longer leads anywhere.
  await page.goto('/scheduling');
  await page
    .getByRole('button', { name: 'Remove previous address /book/jordan-lee/standard' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Remove previous address?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, 'remove previous address dialog');
  await confirm.getByRole('button', { name: 'Remove address' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('list', { name: 'Previous addresses' })).toHaveCount(0);
  await page.goto('/book/jordan-lee/standard');
  await expect(page.getByRole('heading', { name: 'Booking Link Not Found' })).toBeVisible();
  await page.goto('/book/jordan-lee/intro');
  await expect(page.getByRole('heading', { level: 1, name: 'Intro call' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the previous addresses fit, and one is removed by keyboard alone', async ({ page }) => {
    await signInAsJordan(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .filter({ visible: true })
      .getByRole('link', { name: 'Scheduling links' })
      .click();
    await page.getByRole('button', { name: 'Edit standard link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Scheduling Link' });
    const suffix = dialog.getByLabel('URL Suffix');
    await suffix.clear();
    await suffix.pressSequentially('intro');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();

    const remove = page.getByRole('button', {
      name: 'Remove previous address /book/jordan-lee/standard',
    });
    await expect(remove).toBeVisible();
    // Nothing sticks out of the 375 px screen.
    const box = await remove.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.screenshot({
      path: test.info().outputPath('previous-addresses-375.png'),
      fullPage: true,
    });

    await remove.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Remove previous address?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Remove address' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('list', { name: 'Previous addresses' })).toHaveCount(0);
  });
});
