import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAt } from '../../../test/app-at';

const meta = {
  title: 'Screens/Booking success',
  component: AppAt,
  args: { path: '/book/success' },
} satisfies Meta<typeof AppAt>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
    ).toBeVisible();
    const cta = canvas.getByRole('link', { name: 'Get the product for yourself' });
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(
      canvas.getByText('Simplify your scheduling with AI-powered meeting coordination'),
    ).toBeVisible();
  },
};

export const WithBookedTime: StoryObj<typeof meta> = {
  args: {
    path: '/book/success?id=bkg_1&title=1-1%20meeting%20with%20Ana&start=2026-11-24T17%3A30%3A00.000Z&end=2026-11-24T18%3A00%3A00.000Z&tz=America%2FLos_Angeles&at=2026-11-18T14%3A30%3A00.000Z',
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Tuesday, November 24, 2026 · 9:30 AM – 10:00 AM'),
    ).toBeVisible();
    await expect(canvas.getByText('Los Angeles (America) · UTC-08:00')).toBeVisible();
    const ics = canvas.getByRole('link', { name: 'Add to my calendar (.ics)' });
    await expect(ics).toHaveAttribute('download', 'slotwise-meeting.ics');
    await expect(decodeURIComponent(ics.getAttribute('href') ?? '')).toContain(
      'DTSTART:20261124T173000Z',
    );
    await expect(
      canvas.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
    ).toBeVisible();
  },
};
