import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt } from '../../../test/app-at';
import { inPortal } from '../../../test/stories';
import { teamBookingsBackend } from '../test-team';

/**
 * Jordan's Bookings with team bookings (scenario `team`, two visitors booked through the mock):
 * the collective Kickoff "with Noor Haddad", the round-robin Intro call with why it went to
 * Jordan, and the Reassign dialog; on a desktop and a phone.
 */
const meta = {
  title: 'Screens/Bookings/Team bookings',
  component: AppAt,
  args: { path: '/bookings' },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone' } };

async function rowsShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('list', { name: 'Bookings' }, { timeout: 5000 });
  return canvas;
}

export const TeamBookingRows: Story = {
  beforeEach: ({ msw }) => teamBookingsBackend(msw),
  async play({ canvasElement }) {
    const canvas = await rowsShown(canvasElement);
    await expect(canvas.getAllByText('Customer Success')).toHaveLength(2);
    await expect(canvas.getByText(/· with Noor Haddad/)).toBeVisible();
    await expect(canvas.getByText('Assigned to you (order in the link: 1 vs 2)')).toBeVisible();
  },
};

export const TeamBookingRowsOnAPhone: Story = { ...TeamBookingRows, globals: PHONE };

export const ReassignDialog: Story = {
  beforeEach: ({ msw }) => teamBookingsBackend(msw),
  async play({ canvasElement }) {
    const canvas = await rowsShown(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Reassign the booking with Sam Rivera' }),
    );
    const dialog = await inPortal(canvasElement).findByRole('dialog', {
      name: 'Reassign booking',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    const form = within(dialog);
    await userEvent.click(await form.findByLabelText('Noor Haddad'));
    await expect(form.getByRole('button', { name: 'Reassign' })).toBeEnabled();
  },
};

export const ReassignDialogOnAPhone: Story = { ...ReassignDialog, globals: PHONE };
