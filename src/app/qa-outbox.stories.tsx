import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QaOutbox } from '../../mocks/qa-outbox';

/** The QA panel's outbox (docs/decisions.md#reminders-and-the-outbox): the latest messages the mock "sent". Mock mode only. */
const meta = {
  title: 'Screens/QA panel/Outbox',
  component: QaOutbox,
  decorators: [
    (Story) => (
      <div style={{ width: 320, padding: 12 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    onRefresh: () => undefined,
    messages: [
      {
        id: 'inv_3',
        kind: 'reminder' as const,
        to: 'riley.visitor@example.org',
        subject: 'Reminder: 1-1 meeting with Riley Visitor @ Wed, May 6, 10:00 AM',
        body: '',
        sentAt: '2026-05-05T14:00:00.000Z',
        bookingId: 'bkg_1',
        startTime: '2026-05-06T14:00:00.000Z',
        manageUrl: '/bookings/bkg_1?token=t1',
        bookingPage: '/bookings/bkg_1?token=t1',
      },
      {
        id: 'inv_2',
        kind: 'reminder' as const,
        to: 'jordan.lee@example.com',
        subject: 'Reminder: 1-1 meeting with Riley Visitor @ Wed, May 6, 10:00 AM',
        body: '',
        sentAt: '2026-05-05T14:00:00.000Z',
        bookingId: 'bkg_1',
        startTime: '2026-05-06T14:00:00.000Z',
        manageUrl: null,
        bookingPage: '/bookings/bkg_1?token=t1',
      },
      {
        id: 'inv_1',
        kind: 'invitation' as const,
        to: 'riley.visitor@example.org',
        subject: 'Invitation: 1-1 meeting with Riley Visitor',
        body: '',
        sentAt: '2026-05-04T13:05:00.000Z',
        bookingId: 'bkg_1',
        startTime: '2026-05-06T14:00:00.000Z',
        manageUrl: '/bookings/bkg_1?token=t1',
        bookingPage: '/bookings/bkg_1?token=t1',
      },
      {
        id: 'inv_0',
        kind: 'notice' as const,
        to: 'jordan.lee@example.com',
        subject: 'Focus time moved: Deep work',
        body: '',
        sentAt: '2026-05-04T12:00:00.000Z',
        bookingId: 'fb_1',
        startTime: null,
        manageUrl: null,
        bookingPage: null,
      },
    ],
  },
} satisfies Meta<typeof QaOutbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Messages: Story = {
  async play({ canvasElement }) {
    const list = within(canvasElement).getByRole('list', { name: 'Outbox' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getAllByText('reminder')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { messages: [] },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText('No messages sent yet.')).toBeVisible();
  },
};
