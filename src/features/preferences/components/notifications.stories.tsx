import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAt } from '../../../test/app-at';
import { defaultServerPreferences, preferencesBackend } from '../test-seed';

/** The Notifications card of Meeting Preferences: the host's messages about their bookings. */
const meta = {
  title: 'Screens/Meeting Preferences/Notifications',
  args: { path: '/preferences' },
  component: AppAt,
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

async function card(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const heading = await canvas.findByRole('heading', { name: 'Notifications' });
  heading.scrollIntoView({ block: 'start' });
  return within(heading.closest('section') as HTMLElement);
}

/** A host who never set a switch: every message on. */
export const EveryMessageOn: Story = {
  beforeEach: ({ msw }) => preferencesBackend(msw),
  async play({ canvasElement }) {
    const section = await card(canvasElement);
    for (const name of ['New bookings', 'Booking requests', 'Reschedules', 'Cancellations'])
      await expect(section.getByRole('switch', { name })).toBeChecked();
    await expect(section.getByRole('switch', { name: 'Expired requests' })).toBeChecked();
  },
};

/** New bookings and expired requests turned off. */
export const SomeOff: Story = {
  beforeEach: ({ msw }) =>
    preferencesBackend(msw, {
      preferences: {
        ...defaultServerPreferences,
        notifications: { newBooking: false, expired: false },
      },
    }),
  async play({ canvasElement }) {
    const section = await card(canvasElement);
    await expect(section.getByRole('switch', { name: 'New bookings' })).not.toBeChecked();
    await expect(section.getByRole('switch', { name: 'Expired requests' })).not.toBeChecked();
    await expect(section.getByRole('switch', { name: 'Booking requests' })).toBeChecked();
  },
};
