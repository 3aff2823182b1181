import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../../test/app-at';
import { bookingBackend, MANAGED_PATH, OFFICE_HOURS } from '../test-seed';

/**
 * The visitor's side of meeting types (docs/decisions.md#meeting-types), seeded as the scenario `meeting-types`' "Office
 * hours": 30 or 60 minutes, in person, a required question, up to 2 guests. Each state at the
 * desktop and the phone frames.
 */
const meta = {
  title: 'Screens/Booking page/Meeting types',
  component: AppAt,
  args: { path: '/book/jordan-lee/standard' },
  beforeEach() {
    window.localStorage.removeItem('slotwise:booking:time-zone');
    window.localStorage.removeItem('slotwise:booking:clock');
    window.sessionStorage.removeItem('slotwise:booking:details');
  },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone' } };
const QUESTION = /What would you like to discuss\?/;

async function calendarReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Select Date & Time' }, { timeout: 5000 });
  await canvas.findByRole('combobox', { name: 'Time zone', expanded: false }, { timeout: 5000 });
  return canvas;
}

async function detailsFilled(canvasElement: HTMLElement) {
  const canvas = await calendarReady(canvasElement);
  const first = within(canvas.getByTestId('slot-list')).getAllByRole('button')[0];
  if (!first) throw new Error('No slot offered');
  await userEvent.click(first);
  await canvas.findByRole('heading', { name: 'Enter Your Details' });
  await userEvent.type(canvas.getByLabelText('Full Name'), 'Alex Morgan');
  await userEvent.type(canvas.getByLabelText('Email Address'), 'alex.morgan@example.org');
  return canvas;
}

const severalDurations: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { meetingType: OFFICE_HOURS }),
  async play({ canvasElement }) {
    const canvas = await calendarReady(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '1 hour' }));
    await expect(canvas.getByRole('radio', { name: '1 hour' })).toBeChecked();
    await expect(canvas.getByTestId('meeting-place')).toHaveTextContent(
      '1 Main Street, Springfield',
    );
  },
};
export const SeveralDurations = severalDurations;
export const SeveralDurationsPhone: Story = { ...severalDurations, globals: PHONE };

const questionsAndGuests: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { meetingType: OFFICE_HOURS }),
  async play({ canvasElement }) {
    const canvas = await detailsFilled(canvasElement);
    await userEvent.type(canvas.getByLabelText(QUESTION), 'Our hiring plan for next year');
    await userEvent.click(canvas.getByRole('button', { name: 'Add guests' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Guest 1 email' }),
      'sam.rivera@example.org',
    );
    await expect(canvas.getByRole('button', { name: 'Add another guest' })).toBeVisible();
  },
};
export const DetailsWithQuestionsAndGuests = questionsAndGuests;
export const DetailsWithQuestionsAndGuestsPhone: Story = { ...questionsAndGuests, globals: PHONE };

const requiredLeftEmpty: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { meetingType: OFFICE_HOURS }),
  async play({ canvasElement }) {
    const canvas = await detailsFilled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Booking' }));
    await expect(canvas.getByLabelText(QUESTION)).toHaveAccessibleDescription(
      'Please answer this question',
    );
  },
};
export const RequiredQuestionLeftEmpty = requiredLeftEmpty;
export const RequiredQuestionLeftEmptyPhone: Story = { ...requiredLeftEmpty, globals: PHONE };

const badGuest: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { meetingType: OFFICE_HOURS }),
  async play({ canvasElement }) {
    const canvas = await detailsFilled(canvasElement);
    await userEvent.type(canvas.getByLabelText(QUESTION), 'Hiring');
    await userEvent.click(canvas.getByRole('button', { name: 'Add guests' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Guest 1 email' }), 'sam@');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Booking' }));
    await expect(
      canvas.getByRole('textbox', { name: 'Guest 1 email' }),
    ).toHaveAccessibleDescription('Please enter a valid email address');
  },
};
export const BadGuestEmail = badGuest;
export const BadGuestEmailPhone: Story = { ...badGuest, globals: PHONE };

const inactive: Story = {
  beforeEach: ({ msw }) => bookingBackend(msw, { meetingType: { ...OFFICE_HOURS, active: false } }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Not taking bookings right now', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Jordan Lee has switched this booking link off/)).toBeVisible();
  },
};
export const InactiveLink = inactive;
export const InactiveLinkPhone: Story = { ...inactive, globals: PHONE };

const successWithAddress: Story = {
  args: {
    path: '/book/success?id=bkg_1&token=tok&host=Jordan%20Lee&title=Office%20hours%20with%20Alex%20Morgan&start=2026-11-24T17%3A30%3A00.000Z&end=2026-11-24T18%3A30%3A00.000Z&tz=America%2FNew_York&at=2026-11-18T14%3A30%3A00.000Z&place=in_person&where=1%20Main%20Street%2C%20Springfield',
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('booking-place')).toHaveTextContent(
      '1 Main Street, Springfield',
    );
  },
};
export const SuccessWithAddress = successWithAddress;
export const SuccessWithAddressPhone: Story = { ...successWithAddress, globals: PHONE };

const manageWithAnswers: Story = {
  args: { path: MANAGED_PATH },
  beforeEach: ({ msw }) =>
    bookingBackend(msw, {
      managed: 'confirmed',
      meetingType: { ...OFFICE_HOURS, location: { kind: 'video' } },
      managedExtras: {
        location: { kind: 'video', url: 'https://meet.slotwise.example/k3v-9xq-2mf' },
        answers: [
          {
            questionId: 'topic',
            label: 'What would you like to discuss?',
            value: 'Our hiring plan for next year',
          },
        ],
        guests: ['sam.rivera@example.org', 'kim.lee@example.org'],
      },
    }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Your booking' }, { timeout: 5000 });
    await expect(
      canvas.getByRole('link', { name: 'https://meet.slotwise.example/k3v-9xq-2mf' }),
    ).toBeVisible();
    await expect(canvas.getByText('Our hiring plan for next year')).toBeVisible();
    await expect(canvas.getByText('kim.lee@example.org')).toBeVisible();
  },
};
export const ManageWithAnswersAndGuests = manageWithAnswers;
export const ManageWithAnswersAndGuestsPhone: Story = { ...manageWithAnswers, globals: PHONE };
