import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAt } from '../../../test/app-at';
import { teamBackend, teamLinkPath } from './test-team';

/** A team link's booking page (the `team` scenario's links) and its success page. */
const meta = {
  title: 'Screens/Booking page/Team',
  component: AppAt,
  args: { path: teamLinkPath('collective') },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

async function calendarReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Select Date & Time' }, { timeout: 5000 });
  // The zone picker replaces its stand-in after the step paints (calendar-step.tsx).
  await canvas.findByRole('combobox', { name: 'Time zone', expanded: false }, { timeout: 5000 });
  return canvas;
}

const PHONE = { viewport: { value: 'phone' } };

/** Collective: the team's name, every host's picture (or initials) and every host's name. */
export const Collective: Story = {
  beforeEach: ({ msw }) => teamBackend(msw),
  async play({ canvasElement }) {
    const canvas = await calendarReady(canvasElement);
    await expect(canvas.getByText('Customer Success')).toBeVisible();
    await expect(canvas.getByText('with Jordan Lee and Noor Haddad')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Jordan Lee' })).toBeVisible();
    await expect(canvas.getByTitle('Noor Haddad')).toBeVisible();
  },
};

export const CollectivePhone: Story = {
  ...Collective,
  name: 'Collective: phone',
  globals: PHONE,
};

/** Round robin: "with a member of Customer Success", the times any member is free. */
export const RoundRobin: Story = {
  args: { path: teamLinkPath('round_robin') },
  beforeEach: ({ msw }) => teamBackend(msw),
  async play({ canvasElement }) {
    const canvas = await calendarReady(canvasElement);
    await expect(canvas.getByText('with a member of Customer Success')).toBeVisible();
    await expect(canvas.getByText(/^\d+ time slot\(s\) available$/)).toBeVisible();
  },
};

export const RoundRobinPhone: Story = {
  ...RoundRobin,
  name: 'Round robin: phone',
  globals: PHONE,
};

const SUCCESS =
  '/book/success?id=bkg_team_1&token=tkn_team&host=Jordan%20Lee%20and%20Noor%20Haddad&title=Kickoff%20with%20Alex%20Morgan&start=2026-11-19T14%3A00%3A00.000Z&end=2026-11-19T14%3A30%3A00.000Z&tz=America%2FNew_York&at=2026-11-18T14%3A30%3A00.000Z';

/** The success page of a collective booking: every host named, the assigned one first. */
export const Success: Story = {
  args: { path: SUCCESS },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
    ).toBeVisible();
    await expect(canvas.getByText('with Jordan Lee and Noor Haddad')).toBeVisible();
    await expect(canvas.getByText('Thursday, November 19, 2026 · 9:00 AM – 9:30 AM')).toBeVisible();
  },
};

export const SuccessPhone: Story = {
  ...Success,
  name: 'Success: phone',
  globals: PHONE,
};
