import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt } from '../../../test/app-at';
import {
  availabilityFails,
  bookingBackend,
  bookingNeverAnswers,
  HOST_PICTURE,
  slotTakenMeanwhile,
} from '../test-seed';

const ZONE_KEY = 'slotwise:booking:time-zone';
const CLOCK_KEY = 'slotwise:booking:clock';

/** Start each story with the browser's own zone and clock: a story never inherits a choice. */
function forgetChoices() {
  window.localStorage.removeItem(ZONE_KEY);
  window.localStorage.removeItem(CLOCK_KEY);
}

const meta = {
  title: 'Screens/Booking page',
  component: AppAt,
  args: { path: '/book/jordan-lee/standard' },
  beforeEach() {
    forgetChoices();
    return forgetChoices;
  },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

async function calendarReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Select Date & Time' }, { timeout: 5000 });
  // The zone picker replaces its stand-in after the step paints (calendar-step.tsx):
  // the screenshot is of the page with the picker in place.
  await canvas.findByRole('combobox', { name: 'Time zone', expanded: false }, { timeout: 5000 });
  return canvas;
}

async function chooseFirstSlot(canvasElement: HTMLElement) {
  const canvas = await calendarReady(canvasElement);
  const first = within(canvas.getByTestId('slot-list')).getAllByRole('button')[0];
  if (!first) throw new Error('No slot offered');
  await userEvent.click(first);
  await canvas.findByRole('heading', { name: 'Enter Your Details' });
  return canvas;
}

async function fillDetails(canvasElement: HTMLElement) {
  const canvas = await chooseFirstSlot(canvasElement);
  // The page keeps typed details for a reload (sessionStorage): an earlier story's may be there.
  await userEvent.clear(canvas.getByLabelText('Full Name'));
  await userEvent.type(canvas.getByLabelText('Full Name'), 'Alex Morgan');
  await userEvent.clear(canvas.getByLabelText('Email Address'));
  await userEvent.type(canvas.getByLabelText('Email Address'), 'alex.morgan@example.org');
  return canvas;
}

export const InvalidUrl: Story = {
  args: { path: '/book/jordan-lee' },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Invalid booking URL')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { faults: 'getPublicSchedulingLink:hang' }),
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Loading booking page...')).toBeVisible();
  },
};

export const LinkNotFound: Story = {
  args: { path: '/book/nobody/standard' },
  beforeEach: ({ msw }) => bookingBackend(msw),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Booking Link Not Found')).toBeVisible();
    await expect(
      canvas.getByText("The booking link you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
  },
};

export const CalendarConnectionRequired: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { calendarExpired: true }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Calendar Connection Required')).toBeVisible();
    await expect(canvas.getByText(/Jordan Lee needs to reconnect their calendar/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'jordan.lee@example.com' })).toBeVisible();
  },
};

export const UnableToLoadAvailability: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, {}, availabilityFails('Database unavailable', 500)),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unable to Load Availability')).toBeVisible();
    await expect(canvas.getByText('Database unavailable')).toBeVisible();
  },
};

export const Calendar: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw),
  async play({ canvasElement }) {
    const canvas = await calendarReady(canvasElement);
    await expect(canvas.getByText('with Jordan Lee')).toBeVisible();
    await expect(canvas.getByText('Choose a slot that fits your schedule.')).toBeVisible();
    await expect(canvas.getByText(/UTC[+-]\d\d:\d\d$/)).toBeVisible();
    // The earliest day with slots is chosen, and it carries a dot.
    const chosen = canvas
      .getAllByRole('button', { pressed: true })
      .find((button) => button.hasAttribute('data-date'));
    await expect(chosen).toHaveAccessibleName(/has available times$/);
    await expect(canvas.getByText(/^\d+ time slot\(s\) available$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await expect(canvas.getByText('Powered by')).toBeVisible();
  },
};

export const HostPictureAndCustomDescription: Story = {
  beforeEach: ({ msw }) =>
    bookingBackend(msw, {
      picture: HOST_PICTURE,
      link: {
        customDescription: 'Happy to chat about partnerships, hiring or product feedback.',
        duration: 60,
      },
    }),
  async play({ canvasElement }) {
    const canvas = await calendarReady(canvasElement);
    await expect(
      canvas.getByText('Happy to chat about partnerships, hiring or product feedback.'),
    ).toBeVisible();
    await expect(canvas.getByText('1 hour')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Jordan Lee' })).toBeVisible();
  },
};

export const NoSlotsAtAll: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { noWorkingDays: true }),
  async play({ canvasElement }) {
    const canvas = await calendarReady(canvasElement);
    await expect(canvas.getByText('Select a date to see available times')).toBeVisible();
  },
};

export const EmptyDay: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw),
  async play({ canvasElement }) {
    const canvas = await calendarReady(canvasElement);
    const empty = canvas
      .getAllByRole('button')
      .filter(
        (button) =>
          button.hasAttribute('data-date') &&
          !(button as HTMLButtonElement).disabled &&
          !button.getAttribute('aria-label')?.endsWith('has available times'),
      )
      .at(-1);
    if (!empty) throw new Error('No enabled day without slots');
    await userEvent.click(empty);
    // The day's slots follow the pressed day by a render (useDeferredValue).
    await expect(await canvas.findByText('No available time slots for this day')).toBeVisible();
  },
};

export const FarTimeZone: Story = {
  beforeEach({ msw }) {
    window.localStorage.setItem(ZONE_KEY, 'Asia/Tokyo');
    return bookingBackend(msw);
  },
  async play({ canvasElement }) {
    const canvas = await calendarReady(canvasElement);
    await expect(canvas.getByText('Tokyo (Asia) · UTC+09:00')).toBeVisible();
    const picker = await canvas.findByRole<HTMLInputElement>('combobox', { name: 'Time zone' });
    // The box says what the header says, the offset whole.
    await expect(picker.value).toBe('Tokyo (Asia) · UTC+09:00');
    // New York's 9-17 is night in Tokyo: the first slot of a day is after midnight there.
    await expect(canvas.getByText(/^\d+ time slot\(s\) available$/)).toBeVisible();
  },
};

export const TwentyFourHourClock: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw),
  async play({ canvasElement }) {
    const canvas = await calendarReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '24h' }));
    const times = within(canvas.getByTestId('slot-list'))
      .getAllByRole('button')
      .map((button) => button.textContent ?? '');
    await expect(times.every((time) => /^\d\d:\d\d$/.test(time))).toBe(true);
  },
};

export const EnterDetails: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw),
  async play({ canvasElement }) {
    const canvas = await chooseFirstSlot(canvasElement);
    const summary = canvas.getByTestId('booking-summary');
    await expect(within(summary).getByText('30 minutes')).toBeVisible();
    await expect(within(summary).getByText(/ - /)).toBeVisible();
    await expect(canvas.getByLabelText('Full Name')).toBeVisible();
    await expect(canvas.getByLabelText('Email Address')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to Calendar' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
    await expect(canvas.getByText('Powered by')).toBeVisible();
  },
};

export const DetailsValidation: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw),
  async play({ canvasElement }) {
    const canvas = await chooseFirstSlot(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Booking' }));
    await expect(canvas.getByText('Name is required')).toBeVisible();
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email Address'), 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Booking' }));
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
  },
};

export const Booking: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, {}, bookingNeverAnswers()),
  async play({ canvasElement }) {
    const canvas = await fillDetails(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Booking' }));
    // Marked disabled, yet it keeps the focus while the booking is sent.
    await expect(await canvas.findByRole('button', { name: 'Booking...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const BookingFailed: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { faults: 'bookSlot:500' }),
  async play({ canvasElement }) {
    const canvas = await fillDetails(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Booking' }));
    // The booking failed, not the e-mail: an announced alert beside it, the field not marked.
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Booking failed. Please try again.');
    await expect(canvas.getByLabelText('Email Address')).not.toHaveAttribute('aria-invalid');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Confirm Booking' })).toHaveFocus(),
    );
  },
};

/** Offline while booking: the request waits for the network, and the page says so. */
export const BookingOffline: Story = {
  async beforeEach({ msw }) {
    await bookingBackend(msw);
    return () => onlineManager.setOnline(true);
  },
  async play({ canvasElement }) {
    const canvas = await fillDetails(canvasElement);
    onlineManager.setOnline(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Booking' }));
    await expect(await canvas.findByText('You are offline')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Booking...' })).toBeInTheDocument();
  },
};

/** The zone list open and searched by country: every zone of New Zealand, times whole. */
export const ZoneSearch: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw),
  async play({ canvasElement }) {
    const canvas = await calendarReady(canvasElement);
    const picker = await canvas.findByRole('combobox', { name: 'Time zone' });
    await userEvent.click(picker);
    await userEvent.keyboard('new zealand');
    await expect(await canvas.findByRole('option', { name: /^Chatham \(Pacific\)/ })).toBeVisible();
    await expect(canvas.getByRole('option', { name: /^Auckland \(Pacific\)/ })).toBeVisible();
  },
};

/**
 * An ambiguous abbreviation: each meaning a group of candidates, never a guess. IST's zones
 * (India, Ireland, Israel) keep their rules across the time-zone databases we run on; CST's
 * North American group includes Winnipeg, whose rules changed (src/test/zones-in-flux.ts).
 */
export const ZoneSearchAmbiguous: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw),
  async play({ canvasElement }) {
    const canvas = await calendarReady(canvasElement);
    const picker = await canvas.findByRole('combobox', { name: 'Time zone' });
    await userEvent.click(picker);
    await userEvent.keyboard('IST');
    await expect(await canvas.findByText('India Standard Time')).toBeVisible();
    await expect(canvas.getByText('Irish Standard Time')).toBeVisible();
    await expect(canvas.getByText('Israel Standard Time')).toBeVisible();
    await expect(canvas.getByText('IST has several meanings: pick yours')).toBeVisible();
  },
};

/** Back after a booking: the time is the visitor's own, with a link to its page. */
export const BookedThisTimeAlready: Story = {
  args: {
    path: '/book/jordan-lee/standard?date=2026-11-20&slot=2026-11-20T08%3A00%3A00.000Z',
  },
  async beforeEach({ msw }) {
    await bookingBackend(msw);
    window.sessionStorage.setItem(
      'slotwise:booking:booked',
      JSON.stringify([
        {
          slug: 'jordan-lee/standard',
          start: '2026-11-20T08:00:00.000Z',
          manage: '/bookings/bkg_1?token=tok',
        },
      ]),
    );
    return () => window.sessionStorage.removeItem('slotwise:booking:booked');
  },
  async play({ canvasElement }) {
    const canvas = await calendarReady(canvasElement);
    await expect(await canvas.findByText('You booked this time')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View your booking' })).toBeVisible();
    await expect(canvas.queryByText('That time is no longer available')).not.toBeInTheDocument();
  },
};

export const SlotJustTaken: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, {}, slotTakenMeanwhile()),
  async play({ canvasElement }) {
    const canvas = await fillDetails(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Booking' }));
    await expect(await canvas.findByText('That time was just taken')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByText('Updating available times...')).not.toBeInTheDocument(),
    );
  },
};

export const Booked: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw),
  async play({ canvasElement }) {
    const canvas = await fillDetails(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Booking' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
    ).toBeVisible();
  },
};
