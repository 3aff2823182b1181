import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt } from '../test/app-at';
import { SCREENS_FAIL, sessionBackend } from '../features/session/test-seed';

const meta = {
  title: 'Screens/Signed-in layout',
  component: AppAt,
  args: { path: '/meetings' },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithWorkflowAccess: Story = {
  beforeEach: ({ msw }) => sessionBackend(msw, { workflowAccess: true, faults: SCREENS_FAIL }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Weekly Planner' })).toBeVisible();
    const nav = canvas.getAllByRole('navigation', { name: 'Main' });
    await expect(nav.length).toBeGreaterThan(0);
    await expect(
      (await canvas.findAllByRole('link', { name: 'Workflows' })).length,
    ).toBeGreaterThan(0);
  },
};

export const WithoutWorkflowAccess: Story = {
  beforeEach: ({ msw }) => sessionBackend(msw, { faults: SCREENS_FAIL }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Weekly Planner' })).toBeVisible();
    await expect(canvas.queryAllByRole('link', { name: 'Workflows' })).toHaveLength(0);
    await expect(canvas.getAllByRole('link', { name: 'Planner' }).length).toBeGreaterThan(0);
  },
};

export const AvatarMenuOpen: Story = {
  beforeEach: ({ msw }) => sessionBackend(msw, { faults: SCREENS_FAIL }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Account menu for Jordan Lee' }),
    );
    const page = within(canvasElement.ownerDocument.body);
    const logOut = await page.findByRole('menuitem', { name: 'Log out' });
    await waitFor(() => expect(logOut).toBeVisible());
    await expect(page.getByText('jordan.lee@example.com')).toBeVisible();
    await expect(canvas.getByText('JL')).toBeVisible();
  },
};

export const WithPicture: Story = {
  beforeEach: ({ msw }) =>
    sessionBackend(msw, {
      picture:
        'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="%2300B2BF"/></svg>',
      faults: SCREENS_FAIL,
    }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Account menu for Jordan Lee' });
    const img = canvasElement.querySelector('header img');
    await expect(img).not.toBeNull();
    await expect(img?.getAttribute('src')).toContain('data:image/svg+xml');
    await expect(canvas.queryByText('JL')).toBeNull();
  },
};

/** The host's Google authorisation expired: a banner on every signed-in page. */
export const CalendarReconnectRequired: Story = {
  beforeEach: ({ msw }) => sessionBackend(msw, { calendarExpired: true, faults: SCREENS_FAIL }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your Google Calendar connection expired');
    await expect(
      within(alert).getByRole('button', { name: 'Reconnect Google Calendar' }),
    ).toBeVisible();
  },
};

export const CheckingSession: Story = {
  beforeEach: ({ msw }) => sessionBackend(msw, { faults: 'getCurrentUser:hang' }),
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

const edge = (canvasElement: HTMLElement, side: 'start' | 'end') =>
  canvasElement.querySelector<HTMLElement>(`[data-nav-edge="${side}"]`);

/**
 * A phone: the pages that do not fit are shown to be there (a faded edge with a chevron), and a
 * tap on the chevron brings them into view; every page stays a link of the Main navigation.
 */
export const NavigationOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach: ({ msw }) => sessionBackend(msw, { workflowAccess: true, faults: SCREENS_FAIL }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Weekly Planner' })).toBeVisible();
    const nav = canvas
      .getAllByRole('navigation', { name: 'Main' })
      .find((n) => n.checkVisibility());
    await expect(nav).toBeDefined();
    const workflows = await within(nav!).findByRole('link', { name: 'Workflows' });
    const strip = workflows.closest<HTMLElement>('.mantine-ScrollArea-viewport')!;
    const inView = () =>
      workflows.getBoundingClientRect().right <= strip.getBoundingClientRect().right + 1;
    await expect(inView()).toBe(false);
    await waitFor(() => expect(edge(canvasElement, 'end')).toBeVisible());
    for (let i = 0; i < 4 && edge(canvasElement, 'end'); i += 1) {
      await userEvent.click(edge(canvasElement, 'end')!);
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    await waitFor(() => expect(inView()).toBe(true));
    await waitFor(() => expect(edge(canvasElement, 'start')).toBeVisible());
    await expect(edge(canvasElement, 'end')).toBeNull();
  },
};
