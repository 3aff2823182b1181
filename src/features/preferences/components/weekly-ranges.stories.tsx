import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt } from '../../../test/app-at';
import { defaultServerPreferences, preferencesBackend } from '../test-seed';

// Several ranges a day (docs/decisions.md#several-ranges-a-day) on the Weekly Availability card,
// wide (the runner's 1280 px) and on a phone (375 px).

const meta = {
  title: 'Screens/Meeting Preferences/Ranges',
  args: { path: '/preferences' },
  component: AppAt,
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const onAPhone = { globals: { viewport: { value: 'phone' } } };

const days = defaultServerPreferences.dayAvailability;
const withDays = (over: Partial<typeof days>) => ({
  ...defaultServerPreferences,
  dayAvailability: { ...days, ...over },
});

async function weeklyCard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Meeting Preferences', level: 1 });
  const heading = await canvas.findByRole('heading', { name: 'Weekly Availability' });
  heading.scrollIntoView({ block: 'start' });
  return within(heading.closest('section') ?? canvasElement);
}

/** Monday: 9:00 AM–12:00 PM and 1:30 PM–5:15 PM. */
export const TwoRanges: Story = {
  name: 'A day with two ranges',
  beforeEach: ({ msw }) =>
    preferencesBackend(msw, {
      preferences: withDays({
        '1': {
          enabled: true,
          startHour: 9,
          endHour: 12,
          ranges: [
            { start: 540, end: 720 },
            { start: 810, end: 1035 },
          ],
        },
      }),
    }),
  async play({ canvasElement }) {
    const card = await weeklyCard(canvasElement);
    await expect(card.getByRole('combobox', { name: 'Monday end time' })).toHaveValue('720');
    await expect(card.getByRole('combobox', { name: 'Monday range 2 start time' })).toHaveValue(
      '810',
    );
    await expect(
      card.getByRole('button', { name: 'Remove range 1:30 PM–5:15 PM on Monday' }),
    ).toBeVisible();
  },
};
export const TwoRangesOnAPhone: Story = {
  ...TwoRanges,
  name: 'A day with two ranges, on a phone',
  ...onAPhone,
};

/** Tuesday: 8:00–10:00 AM, 12:00–1:00 PM and 3:30–6:00 PM. */
export const ThreeRanges: Story = {
  name: 'A day with three ranges',
  beforeEach: ({ msw }) =>
    preferencesBackend(msw, {
      preferences: withDays({
        '2': {
          enabled: true,
          startHour: 8,
          endHour: 10,
          ranges: [
            { start: 480, end: 600 },
            { start: 720, end: 780 },
            { start: 930, end: 1080 },
          ],
        },
      }),
    }),
  async play({ canvasElement }) {
    const card = await weeklyCard(canvasElement);
    await expect(card.getByRole('combobox', { name: 'Tuesday range 3 end time' })).toHaveValue(
      '1080',
    );
    await expect(
      card.getAllByRole('button', { name: /^Remove range .* on Tuesday$/ }),
    ).toHaveLength(2);
  },
};
export const ThreeRangesOnAPhone: Story = {
  ...ThreeRanges,
  name: 'A day with three ranges, on a phone',
  ...onAPhone,
};

/** A second range on Monday that overlaps the first: the error is on its own row. */
export const Overlap: Story = {
  name: 'Ranges that overlap',
  beforeEach: ({ msw }) => preferencesBackend(msw),
  async play({ canvasElement }) {
    const card = await weeklyCard(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Add range to Monday' }));
    await userEvent.selectOptions(
      card.getByRole('combobox', { name: 'Monday range 2 start time' }),
      '4:00 PM',
    );
    await expect(card.getByText('This range overlaps another range of the day')).toBeVisible();
    await expect(card.getByRole('combobox', { name: 'Monday range 2 end time' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Adding the range saved it (it was valid then): the picture waits for that save to end.
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('save-status')).toHaveTextContent(/^Saved /),
    );
  },
};
export const OverlapOnAPhone: Story = {
  ...Overlap,
  name: 'Ranges that overlap, on a phone',
  ...onAPhone,
};

/** Friday: 9:00 PM to midnight. */
export const ToMidnight: Story = {
  name: 'A range ending at midnight',
  beforeEach: ({ msw }) =>
    preferencesBackend(msw, {
      preferences: withDays({
        '5': { enabled: true, startHour: 21, endHour: 23, ranges: [{ start: 1260, end: 1440 }] },
      }),
    }),
  async play({ canvasElement }) {
    const card = await weeklyCard(canvasElement);
    const end = card.getByRole<HTMLSelectElement>('combobox', { name: 'Friday end time' });
    await expect(end).toHaveValue('1440');
    await expect(end.selectedOptions[0]?.textContent).toBe('12:00 AM');
  },
};
export const ToMidnightOnAPhone: Story = {
  ...ToMidnight,
  name: 'A range ending at midnight, on a phone',
  ...onAPhone,
};
