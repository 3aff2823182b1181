import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../../mocks/db';
import { AppAt } from '../../../test/app-at';
import { inPortal } from '../../../test/stories';
import { TEAM_NOW, teamBackend } from '../test-team';

/**
 * Scheduling Links of a host in teams (scenario `team`): Customer Success with its collective
 * Kickoff and round-robin Intro call below Jordan's own links, an empty team, the dialog of a new
 * team link, collective and round robin, and the dialog that deletes a team (asking, refused while
 * links remain, failed); on a desktop and a phone.
 */
const meta = {
  title: 'Screens/Scheduling Links/Teams',
  component: AppAt,
  args: { path: '/scheduling' },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone' } };

async function teamReady(canvasElement: HTMLElement, name = 'Customer Success') {
  const canvas = within(canvasElement);
  const section = await canvas.findByRole('region', { name }, { timeout: 4000 });
  return within(section);
}

export const TeamWithLinks: Story = {
  beforeEach: ({ msw }) => teamBackend(msw),
  async play({ canvasElement }) {
    const section = await teamReady(canvasElement);
    await expect(section.getByText('Noor Haddad')).toBeVisible();
    await expect(section.getByText('Priya Shah')).toBeVisible();
    const kickoff = within(section.getByRole('article', { name: 'Kickoff' }));
    await expect(kickoff.getByText('Collective')).toBeVisible();
    await expect(kickoff.getByText('/book/customer-success/kickoff')).toBeVisible();
    const intro = within(section.getByRole('article', { name: 'Intro call' }));
    await expect(intro.getByText('Round robin')).toBeVisible();
  },
};

export const TeamWithLinksOnAPhone: Story = { ...TeamWithLinks, globals: PHONE };

/** A second team of Jordan's, with Priya, and no link yet. */
function addSales() {
  return db.teams.create({
    id: 'team_sales',
    slug: 'sales',
    name: 'Sales',
    memberIds: ['usr_jordan_lee', 'usr_priya_shah'],
    createdAt: TEAM_NOW,
    updatedAt: TEAM_NOW,
    version: 1,
  });
}

export const EmptyTeam: Story = {
  async beforeEach({ msw }) {
    await teamBackend(msw);
    await addSales();
  },
  async play({ canvasElement }) {
    const section = await teamReady(canvasElement, 'Sales');
    await expect(section.getByText(/^No team links yet\./)).toBeVisible();
    await expect(section.getByRole('button', { name: 'New team link for Sales' })).toBeEnabled();
  },
};

export const EmptyTeamOnAPhone: Story = { ...EmptyTeam, globals: PHONE };

async function openNewTeamLink(canvasElement: HTMLElement) {
  const section = await teamReady(canvasElement);
  await userEvent.click(
    section.getByRole('button', { name: 'New team link for Customer Success' }),
  );
  const dialog = await inPortal(canvasElement).findByRole('dialog', {
    name: 'Create Scheduling Link',
  });
  await waitFor(() => expect(dialog).toBeVisible());
  const form = within(dialog);
  return form;
}

export const NewCollectiveLink: Story = {
  beforeEach: ({ msw }) => teamBackend(msw),
  async play({ canvasElement }) {
    const form = await openNewTeamLink(canvasElement);
    const noor = form.getByLabelText('Noor Haddad');
    await userEvent.click(noor);
    await expect(form.getByLabelText('Collective')).toBeChecked();
    await expect(noor).toBeChecked();
    form.getByText('Hosts').scrollIntoView({ block: 'center' });
  },
};

export const NewCollectiveLinkOnAPhone: Story = { ...NewCollectiveLink, globals: PHONE };

export const NewRoundRobinLink: Story = {
  beforeEach: ({ msw }) => teamBackend(msw),
  async play({ canvasElement }) {
    const form = await openNewTeamLink(canvasElement);
    await userEvent.click(form.getByLabelText('Round robin'));
    await userEvent.click(form.getByLabelText('Priya Shah'));
    await userEvent.selectOptions(form.getByLabelText('Priority of Priya Shah'), 'High');
    await expect(form.getByLabelText('Priority of Jordan Lee')).toHaveValue('medium');
    form.getByText('Hosts').scrollIntoView({ block: 'center' });
  },
};

export const NewRoundRobinLinkOnAPhone: Story = { ...NewRoundRobinLink, globals: PHONE };

async function openDeleteTeam(canvasElement: HTMLElement, team: string, title: string) {
  const section = await teamReady(canvasElement, team);
  await userEvent.click(section.getByRole('button', { name: `Delete team ${team}` }));
  const dialog = await inPortal(canvasElement).findByRole('dialog', { name: title });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** An empty team: the dialog asks, and tells that its address will be free. */
export const DeleteTeamConfirm: Story = {
  async beforeEach({ msw }) {
    await teamBackend(msw);
    await addSales();
  },
  async play({ canvasElement }) {
    const dialog = await openDeleteTeam(canvasElement, 'Sales', 'Delete this team?');
    await expect(dialog.getByText('/book/sales/')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Delete team' })).toBeEnabled();
  },
};

export const DeleteTeamConfirmOnAPhone: Story = { ...DeleteTeamConfirm, globals: PHONE };

/** A team with links: the dialog says how many must go first and offers only to close. */
export const DeleteTeamRefusedWithLinks: Story = {
  beforeEach: ({ msw }) => teamBackend(msw),
  async play({ canvasElement }) {
    const dialog = await openDeleteTeam(
      canvasElement,
      'Customer Success',
      'Delete the team’s links first',
    );
    await expect(dialog.getByText(/still has 2 links/)).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Delete team' })).toBeNull();
  },
};

/** The server fails the delete: the dialog says so, and the team stays. */
export const DeleteTeamFailed: Story = {
  async beforeEach({ msw }) {
    await teamBackend(msw, { faults: 'deleteTeam:503' });
    await addSales();
  },
  async play({ canvasElement }) {
    const dialog = await openDeleteTeam(canvasElement, 'Sales', 'Delete this team?');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete team' }));
    await expect(await dialog.findByText('The team could not be deleted')).toBeVisible();
  },
};
