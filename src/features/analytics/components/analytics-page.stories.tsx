import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { civilDateOf } from '../../../domain/week';
import { AppAt } from '../../../test/app-at';
import { browserTimeZone } from '../../../components/browser-time-zone';
import { analyticsBackend, sampleMonth } from '../test-seed';

/**
 * The meetings are built around today, in the browser's zone: the real day in Storybook, the fixed
 * one (.storybook/vitest.setup.ts) in the story tests.
 */
const zone = browserTimeZone();
const today = civilDateOf(Date.now(), zone);

const meta = {
  title: 'Screens/Analytics',
  component: AppAt,
  args: { path: '/analytics' },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

async function figuresShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Analytics', level: 1 });
  await canvas.findByTestId('total-meetings-value');
  return canvas;
}

export const Loading: Story = {
  beforeEach: ({ msw }) =>
    analyticsBackend(msw, { faults: 'listMeetings:hang,getDashboardMetrics:hang' }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading analytics')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Refresh Data' })).toBeDisabled();
  },
};

export const Empty: Story = {
  name: 'Empty (no meetings)',
  beforeEach: ({ msw }) => analyticsBackend(msw, { connectedUsers: 1 }),
  async play({ canvasElement }) {
    const canvas = await figuresShown(canvasElement);
    await expect(canvas.getByTestId('total-meetings-value')).toHaveTextContent('0');
    await expect(canvas.getByTestId('this-week-note')).toHaveTextContent('No meetings last week');
    await expect(canvas.getByText('No meetings this month yet.')).toBeVisible();
  },
};

export const Full: Story = {
  name: 'Full (a busy month)',
  beforeEach: ({ msw }) =>
    analyticsBackend(msw, { meetings: sampleMonth(today, zone), connectedUsers: 37 }),
  async play({ canvasElement }) {
    const canvas = await figuresShown(canvasElement);
    await expect(canvas.getByTestId('this-week-value')).toHaveTextContent('10');
    await expect(canvas.getByTestId('this-week-note')).toHaveTextContent('+25% from last week');
    await expect(canvas.getByTestId('connected-users-value')).toHaveTextContent('37');
    const slots = canvas.getByRole('region', { name: 'Popular Time Slots' });
    await expect(within(slots).getAllByRole('listitem')[0]).toHaveTextContent('9:00 AM');
    const days = canvas.getByRole('region', { name: 'Meetings by Day' });
    await expect(within(days).getAllByRole('listitem')).toHaveLength(7);
  },
};

export const FailureDefaults: Story = {
  name: 'Failure (defaults shown)',
  beforeEach: ({ msw }) =>
    analyticsBackend(msw, { faults: 'listMeetings:500,getDashboardMetrics:500' }),
  async play({ canvasElement }) {
    const canvas = await figuresShown(canvasElement);
    for (const card of ['total-meetings', 'this-week', 'connected-users']) {
      await expect(canvas.getByTestId(`${card}-value`)).toHaveTextContent('0');
    }
    await expect(canvas.getByTestId('avg-duration-value')).toHaveTextContent('0 min');
    await expect(canvas.getByRole('button', { name: 'Refresh Data' })).toBeEnabled();
  },
};
