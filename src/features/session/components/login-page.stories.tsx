import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAt } from '../../../test/app-at';
import { SCREENS_FAIL, sessionBackend } from '../test-seed';

const meta = {
  title: 'Screens/Login',
  component: AppAt,
  args: { path: '/' },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  beforeEach: ({ msw }) => sessionBackend(msw, { signedIn: false }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Sign in with the provider to access your meeting management preferences',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(
      canvas.getByText('By signing in, you agree to connect your calendar for meeting scheduling'),
    ).toBeVisible();
  },
};

export const CheckingSession: Story = {
  beforeEach: ({ msw }) => sessionBackend(msw, { faults: 'getCurrentUser:hang' }),
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

export const AlreadySignedInRedirects: Story = {
  beforeEach: ({ msw }) => sessionBackend(msw, { faults: SCREENS_FAIL }),
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Meeting Preferences' }),
    ).toBeVisible();
  },
};
