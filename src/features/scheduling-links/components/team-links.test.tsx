import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { linksBackend, recordLinkCalls } from '../test-seed';
import { NOOR_EMAIL, teamBackend } from '../test-team';

const JORDAN = 'usr_jordan_lee';
const NOOR = 'usr_noor_haddad';
const PRIYA = 'usr_priya_shah';

const teamSection = () => screen.findByRole('region', { name: 'Customer Success' });

async function openNewTeamLink() {
  const view = renderApp('/scheduling');
  const section = await teamSection();
  await view.user.click(
    within(section).getByRole('button', { name: 'New team link for Customer Success' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Create Scheduling Link' });
  return { ...view, dialog: within(dialog) };
}

async function typeLink(
  user: ReturnType<typeof renderApp>['user'],
  dialog: ReturnType<typeof within>,
  name: string,
  suffix: string,
) {
  await user.type(dialog.getByRole('textbox', { name: 'Link Name' }), name);
  await user.type(dialog.getByRole('textbox', { name: 'URL Suffix' }), suffix);
}

afterEach(() => {
  server.events.removeAllListeners('request:start');
});

describe('Scheduling Links: teams', () => {
  it('shows each team under its name, with its members and its links', async () => {
    await teamBackend(server);
    renderApp('/scheduling');
    const section = within(await teamSection());
    expect(section.getByRole('heading', { level: 2, name: 'Customer Success' })).toBeVisible();
    const members = section.getByRole('list', { name: 'Members' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      [/Jordan Lee$/, /Noor Haddad$/, /Priya Shah$/].map((name) => expect.stringMatching(name)),
    );
    const kickoff = section.getByRole('article', { name: 'Kickoff' });
    expect(within(kickoff).getByText('Collective')).toBeVisible();
    expect(within(kickoff).getByText('/book/customer-success/kickoff')).toBeVisible();
    expect(
      within(kickoff).getByRole('link', { name: 'Open Kickoff link in a new tab' }),
    ).toHaveAttribute('href', '/book/customer-success/kickoff');
    const intro = section.getByRole('article', { name: 'Intro call' });
    expect(within(intro).getByText('Round robin')).toBeVisible();
    expect(within(intro).getByText('/book/customer-success/intro')).toBeVisible();
    // The host's own links stay above, as before.
    expect(screen.getByText('/book/jordan-lee/standard')).toBeVisible();
  });

  it('shows no team section to a host in no team', async () => {
    await linksBackend(server);
    renderApp('/scheduling');
    await screen.findByText('/book/jordan-lee/standard');
    expect(screen.queryByRole('button', { name: /New team link/ })).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('creates a collective link with the hosts ticked, shown in the team at once', async () => {
    await teamBackend(server);
    const calls = recordLinkCalls(server);
    const { user, dialog } = await openNewTeamLink();
    await typeLink(user, dialog, 'Onboarding', 'onboarding');
    expect(
      dialog.getByText('Your booking link will be: /book/customer-success/onboarding'),
    ).toBeVisible();
    expect(dialog.getByRole('radio', { name: /Collective/ })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Jordan Lee' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Noor Haddad' })).not.toBeChecked();
    await user.click(dialog.getByRole('checkbox', { name: 'Noor Haddad' }));
    // A collective link books everyone: no priorities to choose.
    expect(dialog.queryByRole('combobox', { name: /Priority of/ })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    const section = within(await teamSection());
    const card = await section.findByRole('article', { name: 'Onboarding' });
    expect(within(card).getByText('Collective')).toBeVisible();
    expect(within(card).getByText('/book/customer-success/onboarding')).toBeVisible();
    expect(calls.created).toHaveLength(1);
    expect(calls.created[0]).toMatchObject({
      name: 'Onboarding',
      slug: 'customer-success/onboarding',
      teamId: 'team_customer_success',
      kind: 'collective',
      hosts: [
        { userId: JORDAN, priority: 'medium' },
        { userId: NOOR, priority: 'medium' },
      ],
    });
    const saved = db.links.findFirst((q) => q.where({ slug: 'customer-success/onboarding' }));
    expect(saved?.teamId).toBe('team_customer_success');
    // Not one of Jordan's own links.
    expect(screen.getAllByRole('article', { name: 'Onboarding' })).toHaveLength(1);
  });

  it('creates a round-robin link with a priority per host, Medium unless chosen', async () => {
    await teamBackend(server);
    const calls = recordLinkCalls(server);
    const { user, dialog } = await openNewTeamLink();
    await typeLink(user, dialog, 'Support call', 'support');
    await user.click(dialog.getByRole('radio', { name: /Round robin/ }));
    expect(
      dialog.getByText(
        'Offers a time when any chosen host is free; each booking goes to one of them.',
      ),
    ).toBeVisible();
    await user.click(dialog.getByRole('checkbox', { name: 'Priya Shah' }));
    expect(dialog.getByRole('combobox', { name: 'Priority of Jordan Lee' })).toHaveValue('medium');
    await user.selectOptions(
      dialog.getByRole('combobox', { name: 'Priority of Priya Shah' }),
      'High',
    );
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    const card = await within(await teamSection()).findByRole('article', { name: 'Support call' });
    expect(within(card).getByText('Round robin')).toBeVisible();
    expect(calls.created[0]).toMatchObject({
      teamId: 'team_customer_success',
      kind: 'round_robin',
      hosts: [
        { userId: JORDAN, priority: 'medium' },
        { userId: PRIYA, priority: 'high' },
      ],
    });
  });

  it('asks for at least one host and sends nothing without one', async () => {
    await teamBackend(server);
    const calls = recordLinkCalls(server);
    const { user, dialog } = await openNewTeamLink();
    await typeLink(user, dialog, 'Nobody', 'nobody');
    await user.click(dialog.getByRole('checkbox', { name: 'Jordan Lee' }));
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Choose at least one host')).toBeVisible();
    expect(calls.created).toHaveLength(0);
    // Ticking a host clears the error.
    await user.click(dialog.getByRole('checkbox', { name: 'Noor Haddad' }));
    expect(dialog.queryByText('Choose at least one host')).toBeNull();
  });

  it('lets another member edit a team link: its kind and hosts, naming its version', async () => {
    await teamBackend(server, { signedInAs: NOOR_EMAIL });
    const calls = recordLinkCalls(server);
    const view = renderApp('/scheduling');
    const section = within(await teamSection());
    const kickoff = section.getByRole('article', { name: 'Kickoff' });
    await view.user.click(within(kickoff).getByRole('button', { name: 'Edit Kickoff link' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Scheduling Link' }));
    expect(dialog.getByRole('radio', { name: /Collective/ })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Jordan Lee' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Noor Haddad' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Priya Shah' })).not.toBeChecked();
    await view.user.click(dialog.getByRole('radio', { name: /Round robin/ }));
    await view.user.click(dialog.getByRole('checkbox', { name: 'Priya Shah' }));
    await view.user.click(dialog.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(within(kickoff).getByText('Round robin')).toBeVisible());
    expect(calls.patches).toHaveLength(1);
    expect(calls.patches[0]!.ifMatch).toBe('"1"');
    expect(calls.patches[0]!.body).toMatchObject({
      kind: 'round_robin',
      hosts: [
        { userId: JORDAN, priority: 'medium' },
        { userId: NOOR, priority: 'medium' },
        { userId: PRIYA, priority: 'medium' },
      ],
    });
    expect(db.links.findFirst((q) => q.where({ id: 'lnk_cs_kickoff' }))?.kind).toBe('round_robin');
  });
});
