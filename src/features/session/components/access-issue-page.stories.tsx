import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { captureNavigations } from '../../../components/navigate-browser';
import { AppAt } from '../../../test/app-at';
import { BASIC_SCOPES, given, jordan } from '../../../test/fixtures';

const missingScopesUser = { ...jordan, hasRequiredScopes: false };

const meta = {
  title: 'Screens/Permissions missing',
  component: AppAt,
  args: { path: '/access-issue' },
  beforeEach({ msw }) {
    msw.use(given.signedIn(missingScopesUser), given.noWorkflowAccess());
  },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MissingScopes: Story = {
  beforeEach({ msw }) {
    msw.use(given.scopes({ hasRequiredScopes: false, grantedScopes: BASIC_SCOPES }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Permissions missing' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reconnect Google Calendar' })).toBeEnabled();
  },
};

export const WhyExpanded: Story = {
  beforeEach({ msw }) {
    msw.use(given.scopes({ hasRequiredScopes: false, grantedScopes: BASIC_SCOPES }));
  },
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
  beforeEach({ msw }) {
    msw.use(given.scopes({ hasRequiredScopes: false, grantedScopes: BASIC_SCOPES }));
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
  beforeEach({ msw }) {
    msw.use(given.scopesPending());
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

export const ScopeCheckFailed: Story = {
  beforeEach({ msw }) {
    msw.use(given.scopesFail());
  },
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Permissions missing' }),
    ).toBeVisible();
  },
};

export const ScopesPresentRedirects: Story = {
  beforeEach({ msw }) {
    msw.use(
      given.scopes({ hasRequiredScopes: true, grantedScopes: [...BASIC_SCOPES, 'calendar'] }),
      given.signedIn(),
    );
  },
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Meeting Preferences' }),
    ).toBeVisible();
  },
};
