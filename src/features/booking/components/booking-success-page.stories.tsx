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
