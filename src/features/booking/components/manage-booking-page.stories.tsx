import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt } from '../../../test/app-at';
import { bookingBackend, MANAGED_ID, MANAGED_PATH, managedBookingFails } from '../test-seed';

const meta = {
  title: 'Screens/Booking page/A booking’s own page',
  component: AppAt,
  args: { path: MANAGED_PATH },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

async function bookingShown(canvasElement: HTMLElement, heading = 'Your booking') {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: heading }, { timeout: 5000 });
  return canvas;
}

export const Confirmed: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { managed: 'confirmed' }),
  async play({ canvasElement }) {
    const canvas = await bookingShown(canvasElement);
    await expect(canvas.getByText('1-1 meeting')).toBeVisible();
    await expect(canvas.getByText('with Jordan Lee')).toBeVisible();
    await expect(canvas.getByText('Alex Morgan · alex.morgan@example.org')).toBeVisible();
    await expect(canvas.getByTestId('booking-time')).toHaveTextContent(/\d{1,2}:\d{2}/);
    await expect(canvas.getByRole('button', { name: 'Reschedule' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
    await expect(
      canvas.getByText(/Keep this page's address private: anyone with it can change this booking/),
    ).toBeVisible();
  },
};

export const CancelWithReason: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { managed: 'confirmed' }),
  async play({ canvasElement }) {
    const canvas = await bookingShown(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking' }));
    await expect(canvas.getByRole('heading', { name: 'Cancel this booking' })).toBeVisible();
    await expect(canvas.getByText('Shared with Jordan Lee.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Reason (optional)'), 'Something came up');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking' }));
    // A confirmation before anything happens.
    await expect(canvas.getByText('Cancel this meeting?')).toBeVisible();
    await expect(
      canvas.getByText('Jordan Lee will be told and the time will be offered to others.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel booking' }));
    await bookingShown(canvasElement, 'This booking is cancelled');
    await expect(
      canvas.getByText(/Jordan Lee has been told, and a cancellation notice was sent to/),
    ).toBeVisible();
    await expect(canvas.getByText('Reason: Something came up')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book again' })).toBeVisible();
  },
};

export const KeepBooking: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { managed: 'confirmed' }),
  async play({ canvasElement }) {
    const canvas = await bookingShown(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Keep booking' }));
    await expect(canvas.getByRole('button', { name: 'Reschedule' })).toBeVisible();
    await expect(canvas.queryByLabelText('Reason (optional)')).toBeNull();
  },
};

export const CancelledByHost: Story = {
  name: 'Cancelled by the host',
  beforeEach: ({ msw }) =>
    bookingBackend(msw, {
      managed: { cancelledBy: 'host', reason: 'I am travelling that day, sorry.' },
    }),
  async play({ canvasElement }) {
    const canvas = await bookingShown(canvasElement, 'This booking is cancelled');
    await expect(
      canvas.getByText('This booking was cancelled by the host, Jordan Lee.'),
    ).toBeVisible();
    await expect(canvas.getByText('Reason: I am travelling that day, sorry.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book again' })).toBeVisible();
  },
};

export const MovedByHost: Story = {
  name: 'Moved by the host',
  beforeEach: ({ msw }) => bookingBackend(msw, { managed: 'moved-by-host' }),
  async play({ canvasElement }) {
    const canvas = await bookingShown(canvasElement);
    await expect(
      canvas.getByText('Jordan Lee moved this meeting to the time below.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reschedule' })).toBeVisible();
  },
};

/** Inside the link's 48-hour change cutoff (docs/decisions.md#a-links-change-policy): whom to write to, and no failing button. */
export const ChangesClosed: Story = {
  name: 'Changes closed by the policy',
  beforeEach: ({ msw }) => bookingBackend(msw, { managed: 'confirmed', changeCutoffHours: 48 }),
  async play({ canvasElement }) {
    const canvas = await bookingShown(canvasElement);
    await expect(canvas.getByText('This booking can no longer be changed online')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    await expect(canvas.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  },
};

/** A 2-hour cutoff still ahead: the page says until when changes are taken online. */
export const ChangesOpenUntil: Story = {
  name: 'Changes open until a deadline',
  beforeEach: ({ msw }) => bookingBackend(msw, { managed: 'confirmed', changeCutoffHours: 2 }),
  async play({ canvasElement }) {
    const canvas = await bookingShown(canvasElement);
    await expect(canvas.getByText(/You can reschedule or cancel online until/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  },
};

/** The cancel confirmation, reached with Enter in the reason field: "Yes" has the focus. */
export const CancelConfirmation: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { managed: 'confirmed' }),
  async play({ canvasElement }) {
    const canvas = await bookingShown(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(canvas.getByLabelText('Reason (optional)')).toHaveFocus());
    await userEvent.keyboard('Travelling that week{Enter}');
    await expect(canvas.getByText('Cancel this meeting?')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Yes, cancel booking' })).toHaveFocus(),
    );
  },
};

export const Cancelled: Story = {
  beforeEach: ({ msw }) =>
    bookingBackend(msw, { managed: { cancelledBy: 'visitor', reason: 'Double-booked, sorry' } }),
  async play({ canvasElement }) {
    const canvas = await bookingShown(canvasElement, 'This booking is cancelled');
    await expect(canvas.getByText('Reason: Double-booked, sorry')).toBeVisible();
    await expect(canvas.getByText('Want to meet after all? Pick a new time.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book again' })).toHaveAttribute(
      'href',
      '/book/jordan-lee/standard',
    );
    await expect(canvas.queryByRole('button', { name: 'Reschedule' })).toBeNull();
  },
};

export const WrongToken: Story = {
  args: { path: `/bookings/${MANAGED_ID}?token=tkn_wrong` },
  beforeEach: ({ msw }) => bookingBackend(msw, { managed: 'confirmed' }),
  async play({ canvasElement }) {
    const canvas = await bookingShown(canvasElement, 'Booking not found');
    await expect(
      canvas.getByText(
        'This link is not valid. Please use the link from your confirmation e-mail.',
      ),
    ).toBeVisible();
    // Nothing about the booking.
    await expect(canvas.queryByText(/Alex Morgan|Jordan Lee/)).toBeNull();
  },
};

export const MissingToken: Story = {
  args: { path: `/bookings/${MANAGED_ID}` },
  beforeEach: ({ msw }) => bookingBackend(msw, { managed: 'confirmed' }),
  async play({ canvasElement }) {
    await bookingShown(canvasElement, 'Booking not found');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { managed: 'confirmed', faults: 'getBooking:hang' }),
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Loading your booking...')).toBeVisible();
  },
};

export const LoadFails: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { managed: 'confirmed' }, managedBookingFails()),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your booking could not be loaded', undefined, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Database unavailable')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const RescheduleMode: Story = {
  args: { path: `${MANAGED_PATH}&mode=reschedule` },
  beforeEach: ({ msw }) => bookingBackend(msw, { managed: 'confirmed' }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Select Date & Time' }, { timeout: 5000 });
    await expect(canvas.getByText('Rescheduling your booking')).toBeVisible();
    await expect(canvas.getByText(/It stays booked until you confirm a new one\./)).toBeVisible();
    const first = within(canvas.getByTestId('slot-list')).getAllByRole('button')[0];
    if (!first) throw new Error('No slot offered');
    await userEvent.click(first);
    await canvas.findByRole('heading', { name: 'Enter Your Details' });
    // The visitor's name and e-mail are kept.
    await expect(canvas.getByLabelText('Full Name')).toHaveValue('Alex Morgan');
    await expect(canvas.getByLabelText('Email Address')).toHaveValue('alex.morgan@example.org');
  },
};
