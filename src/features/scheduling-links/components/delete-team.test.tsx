import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, type LinkRecord } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { TEAM_NOW, teamBackend } from '../test-team';

/** A second team of Jordan's, with Priya, and no link yet. */
async function addSales() {
  await db.teams.create({
    id: 'team_sales',
    slug: 'sales',
    name: 'Sales',
    memberIds: ['usr_jordan_lee', 'usr_priya_shah'],
    createdAt: TEAM_NOW,
    updatedAt: TEAM_NOW,
    version: 1,
  });
}

/** A link of Sales made elsewhere (another member's tab) behind the screen's back. */
async function addSalesLinkElsewhere() {
  const kickoff = db.links.findFirst((q) => q.where({ id: 'lnk_cs_kickoff' }));
  if (!kickoff) throw new Error('scenario team has no kickoff');
  const copy: LinkRecord = {
    ...structuredClone({ ...kickoff }),
    id: 'lnk_sales_demo',
    name: 'Demo',
    slug: 'sales/demo',
    teamId: 'team_sales',
    previousSlugs: [],
  };
  await db.links.create(copy);
}

async function openDelete(name: string) {
  const view = renderApp('/scheduling');
  const section = await screen.findByRole('region', { name });
  const opener = within(section).getByRole('button', { name: `Delete team ${name}` });
  await view.user.click(opener);
  return { ...view, opener };
}

const team = (id: string) => db.teams.findFirst((q) => q.where({ id }));

describe('Scheduling Links: deleting a team', () => {
  it('says the links must go first, offers nothing destructive, and gives the focus back', async () => {
    await teamBackend(server);
    const { user, opener } = await openDelete('Customer Success');
    const dialog = await screen.findByRole('dialog', { name: 'Delete the team’s links first' });
    expect(
      within(dialog).getByText(/still has 2 links\. Delete them first, then delete the team\./),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /Delete/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(team('team_customer_success')?.deletedAt).toBeFalsy();
  });

  it('deletes a team with no links: a toast, the section gone, the focus on the page heading', async () => {
    await teamBackend(server);
    await addSales();
    const { user } = await openDelete('Sales');
    const dialog = await screen.findByRole('dialog', { name: 'Delete this team?' });
    expect(within(dialog).getByText('/book/sales/')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete team' }));

    expect(await screen.findByText('Team deleted')).toBeVisible();
    expect(screen.getByText('Sales was deleted.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Sales' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Customer Success' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Scheduling Links' })).toHaveFocus(),
    );
    expect(team('team_sales')?.deletedAt).toBe(TEAM_NOW);
  });

  it('shows the server’s refusal when a link was made meanwhile, and deletes nothing', async () => {
    await teamBackend(server);
    await addSales();
    const { user } = await openDelete('Sales');
    const dialog = await screen.findByRole('dialog', { name: 'Delete this team?' });
    await addSalesLinkElsewhere();
    await user.click(within(dialog).getByRole('button', { name: 'Delete team' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'This team has 1 link: delete it to delete the team. Nothing was deleted.',
    );
    // The list is read again: the dialog now tells the link and offers only to close.
    expect(await within(dialog).findByText(/still has 1 link\. Delete it first/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Delete team' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(team('team_sales')?.deletedAt).toBeFalsy();
  });

  it('says so when the delete fails, keeps the team, and can try again', async () => {
    await teamBackend(server, { faults: 'deleteTeam:503' });
    await addSales();
    const { user } = await openDelete('Sales');
    const dialog = await screen.findByRole('dialog', { name: 'Delete this team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete team' }));

    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('The team could not be deleted')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Delete team' })).toBeEnabled();
    expect(team('team_sales')?.deletedAt).toBeFalsy();
    expect(screen.getByRole('region', { name: 'Sales' })).toBeInTheDocument();
  });
});
