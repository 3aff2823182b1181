import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../../test/app-at';
import { inPortal } from '../../../test/stories';
import {
  bookingsBackend,
  bookingsWithDetails,
  listFails,
  manyPastBookings,
  sampleBookings,
} from '../test-seed';

const meta = {
  args: { path: '/bookings' },
  title: 'Screens/Bookings',
  component: AppAt,
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

async function listShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Bookings', level: 1 });
  await canvas.findByRole('list', { name: 'Bookings' }, { timeout: 5000 });
  return canvas;
}

export const Loading: Story = {
  beforeEach: ({ msw }) => bookingsBackend(msw, { faults: 'listHostBookings:hang' }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading bookings...');
  },
};

export const LoadFailed: Story = {
  name: 'Error',
  beforeEach: ({ msw }) => bookingsBackend(msw, {}, listFails()),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('Your bookings could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => bookingsBackend(msw, { bookings: [] }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No upcoming bookings', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Upcoming 0' })).toBeVisible();
  },
};

export const Upcoming: Story = {
  beforeEach: ({ msw }) => bookingsBackend(msw, { bookings: sampleBookings() }),
  async play({ canvasElement }) {
    const canvas = await listShown(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Upcoming 2' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Past 1' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Cancelled 2' })).toBeVisible();
    await expect(canvas.getByText(/^Moved by you on /)).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { path: '/bookings?status=cancelled' },
  beforeEach: ({ msw }) => bookingsBackend(msw, { bookings: sampleBookings() }),
  async play({ canvasElement }) {
    const canvas = await listShown(canvasElement);
    await expect(
      canvas.getByText(/Cancelled by you on .*Reason: I am travelling that day, sorry\./),
    ).toBeVisible();
    await expect(canvas.getByText(/Cancelled by Ana García on .*No reason given\./)).toBeVisible();
  },
};

export const PastPaged: Story = {
  name: 'Past, paged',
  args: { path: '/bookings?status=past' },
  beforeEach: ({ msw }) => bookingsBackend(msw, { bookings: manyPastBookings(60) }),
  async play({ canvasElement }) {
    const canvas = await listShown(canvasElement);
    await expect(canvas.getByText('Showing 1–25 of 60')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Showing 26–50 of 60')).toBeVisible();
  },
};

export const NoMatch: Story = {
  name: 'Search without a match',
  beforeEach: ({ msw }) => bookingsBackend(msw, { bookings: sampleBookings() }),
  async play({ canvasElement }) {
    const canvas = await listShown(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'zzz');
    await expect(await canvas.findByText('No bookings match “zzz”')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Cancelled 0' })).toBeVisible();
  },
};

export const CancelDialog: Story = {
  name: 'Cancel dialog',
  beforeEach: ({ msw }) => bookingsBackend(msw, { bookings: sampleBookings() }),
  async play({ canvasElement }) {
    const canvas = await listShown(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Cancel the booking with Alex Morgan' }),
    );
    const dialog = await inPortal(canvasElement).findByRole('dialog', { name: 'Cancel booking' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Out sick today');
    await expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
  },
};

export const RescheduleDialog: Story = {
  name: 'Reschedule dialog',
  beforeEach: ({ msw }) => bookingsBackend(msw, { bookings: sampleBookings() }),
  async play({ canvasElement }) {
    const canvas = await listShown(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Reschedule the booking with Alex Morgan' }),
    );
    const dialog = await inPortal(canvasElement).findByRole('dialog', {
      name: 'Reschedule booking',
    });
    await expect(await within(dialog).findByLabelText('Day')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Move booking' })).toBeDisabled();
  },
};

export const OpenedFromPlanner: Story = {
  name: 'Opened from the planner',
  args: { path: '/bookings?booking=bkg_dana' },
  beforeEach: ({ msw }) => bookingsBackend(msw, { bookings: sampleBookings() }),
  async play({ canvasElement }) {
    const canvas = await listShown(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Booking with Dana White' }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  name: 'Phone: upcoming',
  globals: { viewport: { value: 'phone' } },
  beforeEach: ({ msw }) => bookingsBackend(msw, { bookings: sampleBookings() }),
  async play({ canvasElement }) {
    const canvas = await listShown(canvasElement);
    await expect(canvas.getByText('Dana White')).toBeVisible();
  },
};

/** The list with Riley's hour: its video address, "2 guests · 5 answers", the details closed. */
async function detailsListed(canvasElement: HTMLElement) {
  const canvas = await listShown(canvasElement);
  const riley = canvas.getByRole('listitem', { name: /Riley Chen/ });
  await expect(
    within(riley).getByRole('link', { name: 'https://meet.slotwise.example/k7q2xw9pd' }),
  ).toBeVisible();
  await expect(within(riley).getByText('2 guests · 5 answers')).toBeVisible();
  return riley;
}

/** Riley's details open: the guests, then each question as asked with its answer. */
async function detailsShown(canvasElement: HTMLElement) {
  const riley = await detailsListed(canvasElement);
  await userEvent.click(
    within(riley).getByRole('button', { name: 'Show details of the booking with Riley Chen' }),
  );
  await expect(within(riley).getByText('morgan.price@example.org')).toBeVisible();
  await expect(within(riley).getByText('Do you need an NDA?')).toBeVisible();
}

export const WithDetails: Story = {
  name: 'Meeting types: place, guests and answers',
  beforeEach: ({ msw }) => bookingsBackend(msw, { bookings: bookingsWithDetails() }),
  play: async ({ canvasElement }) => {
    await detailsListed(canvasElement);
  },
};

export const DetailsOpen: Story = {
  name: 'Meeting types: a booking’s details',
  beforeEach: ({ msw }) => bookingsBackend(msw, { bookings: bookingsWithDetails() }),
  play: ({ canvasElement }) => detailsShown(canvasElement),
};

export const PhoneWithDetails: Story = {
  name: 'Phone: place, guests and answers',
  globals: { viewport: { value: 'phone' } },
  beforeEach: ({ msw }) => bookingsBackend(msw, { bookings: bookingsWithDetails() }),
  play: async ({ canvasElement }) => {
    await detailsListed(canvasElement);
  },
};

export const PhoneDetailsOpen: Story = {
  name: 'Phone: a booking’s details',
  globals: { viewport: { value: 'phone' } },
  beforeEach: ({ msw }) => bookingsBackend(msw, { bookings: bookingsWithDetails() }),
  play: ({ canvasElement }) => detailsShown(canvasElement),
};
