import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { captureNavigations } from '../../../components/navigate-browser';
import { AppAt } from '../../../test/app-at';
import { SCREENS_FAIL, sessionBackend } from '../test-seed';

const meta = {
  title: 'Screens/Permissions missing',
  component: AppAt,
  args: { path: '/access-issue' },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MissingScopes: Story = {
  beforeEach: ({ msw }) => sessionBackend(msw, { scopes: 'basic' }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Permissions missing' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reconnect Google Calendar' })).toBeEnabled();
  },
};

export const WhyExpanded: Story = {
  beforeEach: ({ msw }) => sessionBackend(msw, { scopes: 'basic' }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: /Why do I need this\?/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The answer opens with a short height transition.
    const answer = await canvas.findByText(/We never share your calendar/);
    await waitFor(() => expect(answer).toBeVisible());
  },
};

export const Redirecting: Story = {
  async beforeEach({ msw }) {
    await sessionBackend(msw, { scopes: 'basic' });
    const capture = captureNavigations();
    return capture.stop;
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reconnect Google Calendar' }));
    await expect(await canvas.findByRole('button', { name: 'Redirecting...' })).toBeDisabled();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => sessionBackend(msw, { scopes: 'basic', faults: 'getScopes:hang' }),
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

export const ScopeCheckFailed: Story = {
  beforeEach: ({ msw }) => sessionBackend(msw, { scopes: 'basic', faults: 'getScopes:500' }),
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Permissions missing' }),
    ).toBeVisible();
  },
};

export const ScopesPresentRedirects: Story = {
  beforeEach: ({ msw }) => sessionBackend(msw, { faults: SCREENS_FAIL }),
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Meeting Preferences' }),
    ).toBeVisible();
  },
};
