import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../../test/app-at';
import { bookingBackend } from '../test-seed';

/**
 * The held time on the details step (docs/decisions.md#a-held-time). The mock's clock stands still; the page's runs
 * from the story's start. Setting the mock's clock earlier makes the hold the page asks for end
 * sooner: 8.5 minutes earlier leaves 1.5 minutes (near the end), 10 minutes and 5 s earlier
 * leaves none (expired).
 */
const MIN = 60_000;

const meta = {
  title: 'Screens/Booking page/Held time',
  component: AppAt,
  args: { path: '/book/jordan-lee/standard' },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mock's clock `ms` before the story's start. */
const earlier = (ms: number) => new Date(Date.now() - ms).toISOString();

async function pickFirstTime(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Select Date & Time' }, { timeout: 5000 });
  await canvas.findByRole('combobox', { name: 'Time zone', expanded: false }, { timeout: 5000 });
  const first = within(canvas.getByTestId('slot-list')).getAllByRole('button')[0];
  if (!first) throw new Error('No slot offered');
  await userEvent.click(first);
  await canvas.findByRole('heading', { name: 'Enter Your Details' });
  return canvas;
}

/** Just picked: held for 10 minutes. */
export const Held: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { now: earlier(0) }),
  async play({ canvasElement }) {
    const canvas = await pickFirstTime(canvasElement);
    await expect(
      await canvas.findByText("We're holding this time for you: 10 minutes left"),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Hold 10 more minutes' })).toBeNull();
  },
};

/** The last 2 minutes: the extension is offered, once. */
export const NearTheEnd: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { now: earlier(8.5 * MIN) }),
  async play({ canvasElement }) {
    const canvas = await pickFirstTime(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Hold 10 more minutes' })).toBeEnabled();
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Less than 2 minutes left to book this time.',
    );
  },
};

export const NearTheEndPhone: Story = {
  ...NearTheEnd,
  globals: { viewport: { value: 'phone' } },
};

/** Extended once: 10 more minutes, no second offer. */
export const Extended: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { now: earlier(8.5 * MIN) }),
  async play({ canvasElement }) {
    const canvas = await pickFirstTime(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Hold 10 more minutes' }));
    await expect(
      await canvas.findByText("We're holding this time for you: 12 minutes left"),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Hold 10 more minutes' })).toBeNull();
  },
};

/** Expired: said plainly, with the two ways on. */
export const Expired: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { now: earlier(10 * MIN + 5000) }),
  async play({ canvasElement }) {
    const canvas = await pickFirstTime(canvasElement);
    await expect(await canvas.findByText(/Someone else may book it now/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hold this time again' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Pick a time again' })).toBeEnabled();
  },
};

export const ExpiredPhone: Story = {
  ...Expired,
  globals: { viewport: { value: 'phone' } },
};
