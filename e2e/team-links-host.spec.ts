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
