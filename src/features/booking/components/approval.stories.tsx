import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAt } from '../../../test/app-at';
import { bookingBackend, MANAGED_PATH } from '../test-seed';

/** The visitor's side of a link that requires confirmation (docs/decisions.md#approval-per-link). */
const meta = {
  title: 'Screens/Booking page/Approval',
  component: AppAt,
  args: { path: MANAGED_PATH },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const SUCCESS =
  '/book/success?id=bkg_1&token=tok_secret&host=Jordan%20Lee&title=1-1%20meeting%20with%20Ana&start=2026-11-24T17%3A30%3A00.000Z&end=2026-11-24T18%3A00%3A00.000Z&tz=America%2FLos_Angeles&pending=1';

/** The success page of a request: sent, the host must confirm it. */
export const SuccessPending: Story = {
  args: { path: SUCCESS },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Request sent' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reschedule or cancel' })).toBeVisible();
  },
};

export const SuccessPendingPhone: Story = {
  name: 'Success pending: phone',
  args: { path: SUCCESS },
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Request sent' })).toBeVisible();
  },
};

/** The booking's own page while the host has not answered: the visitor may move or withdraw it. */
export const ManagePending: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { managed: 'pending' }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Awaiting confirmation' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reschedule' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
  },
};

export const ManagePendingPhone: Story = {
  name: 'Manage pending: phone',
  globals: { viewport: { value: 'phone' } },
  beforeEach: ({ msw }) => bookingBackend(msw, { managed: 'pending' }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Awaiting confirmation' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A request the host declined, with the reason. */
export const ManageDeclined: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { managed: { declined: 'Away that week' } }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This request was declined' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
