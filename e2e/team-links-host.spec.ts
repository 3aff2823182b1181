import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { openScenario } from './helpers';

test('scenario team: Jordan sees Customer Success and creates a round-robin team link', async ({
  page,
}) => {
  await openScenario(page, 'team', '/scheduling');
  const team = page.getByRole('region', { name: 'Customer Success' });
  await expect(team.getByRole('heading', { level: 2, name: 'Customer Success' })).toBeVisible();
  await expect(team.getByRole('list', { name: 'Members' })).toContainText('Noor Haddad');
  const kickoff = team.getByRole('article', { name: 'Kickoff' });
  await expect(kickoff.getByText('Collective')).toBeVisible();
  await expect(kickoff.getByText('/book/customer-success/kickoff')).toBeVisible();
  await expect(
    team.getByRole('article', { name: 'Intro call' }).getByText('Round robin'),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/scheduling with a team');

  await team.getByRole('button', { name: 'New team link for Customer Success' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Scheduling Link' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Link Name').click();
  await dialog.getByLabel('Link Name').pressSequentially('Support call');
  await dialog.getByLabel('URL Suffix').click();
  await dialog.getByLabel('URL Suffix').pressSequentially('support');
  await expect(
    dialog.getByText('Your booking link will be: /book/customer-success/support'),
  ).toBeVisible();
  await dialog.getByRole('radio', { name: /Round robin/ }).click();
  await dialog.getByRole('checkbox', { name: 'Noor Haddad' }).click();
  await dialog.getByRole('combobox', { name: 'Priority of Noor Haddad' }).selectOption('High');
  await expectNoAxeViolations(page, 'new team link dialog');
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(dialog).toBeHidden();
  const card = team.getByRole('article', { name: 'Support call' });
  await expect(card.getByText('Round robin')).toBeVisible();
  await expect(card.getByText('/book/customer-success/support')).toBeVisible();
  // The host's own links are as they were: the team link is the team's.
  await expect(page.getByRole('article', { name: 'Support call' })).toHaveCount(1);
});

test('scenario team: Jordan deletes Customer Success, its links first', async ({ page }) => {
  await openScenario(page, 'team', '/scheduling');
  const team = page.getByRole('region', { name: 'Customer Success' });
  const deleteTeam = team.getByRole('button', { name: 'Delete team Customer Success' });
  await deleteTeam.click();
  const blocked = page.getByRole('dialog', { name: 'Delete the team’s links first' });
  await expect(blocked).toContainText(
    'Customer Success still has 2 links. Delete them first, then delete the team.',
  );
  await expect(blocked.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'delete team dialog, links remain');
  await blocked.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(blocked).toBeHidden();
  await expect(deleteTeam).toBeFocused();

  for (const name of ['Kickoff', 'Intro call']) {
    await team.getByRole('button', { name: `More actions for ${name} link` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this link?' });
    await dialog.getByRole('button', { name: 'Delete link' }).click();
    await expect(dialog).toBeHidden();
    await expect(team.getByRole('article', { name })).toHaveCount(0);
  }

  await deleteTeam.click();
  const confirm = page.getByRole('dialog', { name: 'Delete this team?' });
  await expect(confirm).toContainText('/book/customer-success/ will be free');
  await expectNoAxeViolations(page, 'delete team dialog');
  await confirm.getByRole('button', { name: 'Delete team' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Team deleted' })).toContainText(
    'Customer Success was deleted.',
  );
  await expect(team).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduling Links' })).toBeFocused();
  // Gone for good: after a reload as well.
  await page.reload();
  await expect(page.getByText('/book/jordan-lee/standard')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer Success' })).toHaveCount(0);
});
