import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../../test/app-at';
import { inPortal } from '../../../test/stories';
import { bookingsBackend, bookingsWithRequests } from '../test-seed';

/**
 * Bookings with requests awaiting the host's confirmation (docs/decisions.md#approval-per-link).
 */
const meta = {
  args: { path: '/bookings' },
  title: 'Screens/Bookings/Approval',
  component: AppAt,
  beforeEach: ({ msw }) => bookingsBackend(msw, { bookings: bookingsWithRequests() }),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

async function listShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Bookings', level: 1 });
  await canvas.findByRole('list', { name: 'Bookings' }, { timeout: 5000 });
  return canvas;
}

/** The upcoming bookings, with the count of requests at the top. */
export const RequestsWaiting: Story = {
  async play({ canvasElement }) {
    const canvas = await listShown(canvasElement);
    await expect(
      await canvas.findByText('2 booking requests wait for you to accept or decline them.'),
    ).toBeVisible();
  },
};

/** The requests' tab: each marked "Awaiting your confirmation", with Accept and Decline. */
export const PendingRequests: Story = {
  args: { path: '/bookings?status=pending' },
  async play({ canvasElement }) {
    const canvas = await listShown(canvasElement);
    const jamie = await canvas.findByRole('listitem', { name: /Jamie Ortiz/ });
    await expect(within(jamie).getByText('Awaiting your confirmation')).toBeVisible();
    await expect(
      within(jamie).getByRole('button', { name: 'Accept the request of Jamie Ortiz' }),
    ).toBeVisible();
  },
};

export const DeclineDialog: Story = {
  args: { path: '/bookings?status=pending' },
  async play({ canvasElement }) {
    const canvas = await listShown(canvasElement);
    await canvas.findByRole('listitem', { name: /Robin Diaz/ });
    await userEvent.click(
      canvas.getByRole('button', { name: 'Decline the request of Robin Diaz' }),
    );
    const dialog = await inPortal(canvasElement).findByRole('dialog', { name: 'Decline request' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Away that week');
    await expect(within(dialog).getByRole('button', { name: 'Decline request' })).toBeEnabled();
  },
};

export const PhonePendingRequests: Story = {
  name: 'Phone: pending requests',
  args: { path: '/bookings?status=pending' },
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const canvas = await listShown(canvasElement);
    await expect(await canvas.findByRole('listitem', { name: /Jamie Ortiz/ })).toBeVisible();
  },
};
