import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAt } from '../test/app-at';

const meta = {
  title: 'Screens/404',
  component: AppAt,
  args: { path: '/this/does/not/exist' },
} satisfies Meta<typeof AppAt>;
export default meta;

export const UnknownRoute: StoryObj<typeof meta> = {
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('heading', { name: '404 Page Not Found' }),
    ).toBeVisible();
  },
};
