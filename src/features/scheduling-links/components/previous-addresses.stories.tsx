import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt } from '../../../test/app-at';
import { expectToast, inPortal } from '../../../test/stories';
import { highPriorityLink, linksBackend, linksFail, renamedStandardLink } from '../test-seed';

/**
 * A renamed link (docs/decisions.md#renamed-links-keep-working): the old addresses it keeps, the
 * dialog's note, removing one.
 */
const meta = {
  title: 'Screens/Scheduling Links/Previous addresses',
  component: AppAt,
  args: { path: '/scheduling' },
  beforeEach: ({ msw }) => linksBackend(msw, { links: [highPriorityLink, renamedStandardLink] }),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

async function cardsReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByText('/book/jordan-lee/intro', undefined, { timeout: 4000 });
  return canvas;
}

async function openRemove(canvasElement: HTMLElement) {
  const canvas = await cardsReady(canvasElement);
  await userEvent.click(
    canvas.getByRole('button', { name: 'Remove previous address /book/jordan-lee/standard' }),
  );
  const dialog = await inPortal(canvasElement).findByRole('dialog', {
    name: 'Remove previous address?',
  });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const Listed: Story = {
  async play({ canvasElement }) {
    const canvas = await cardsReady(canvasElement);
    const list = canvas.getByRole('list', { name: 'Previous addresses' });
    await expect(within(list).getByText('/book/jordan-lee/standard')).toBeVisible();
    await expect(within(list).getByText('/book/jordan-lee/chat')).toBeVisible();
    await expect(
      canvas.getByText('Links already shared with these addresses still lead here.'),
    ).toBeVisible();
  },
};

export const ListedOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: Listed.play,
};

export const RenameNote: Story = {
  async play({ canvasElement }) {
    const canvas = await cardsReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit standard link' }));
    const dialog = await inPortal(canvasElement).findByRole('dialog', {
      name: 'Edit Scheduling Link',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    const suffix = within(dialog).getByLabelText('URL Suffix');
    await userEvent.clear(suffix);
    await userEvent.type(suffix, 'partners');
    await expect(
      within(dialog).getByText(
        'The old address /book/jordan-lee/intro will keep working and lead to this link.',
      ),
    ).toBeVisible();
  },
};

export const RenameNoteOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: RenameNote.play,
};

export const ConfirmRemoval: Story = {
  async play({ canvasElement }) {
    const dialog = await openRemove(canvasElement);
    await expect(dialog.getByText('/book/jordan-lee/standard')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove address' })).toBeEnabled();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

export const ConfirmRemovalOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: ConfirmRemoval.play,
};

export const Removed: Story = {
  async play({ canvasElement }) {
    const dialog = await openRemove(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove address' }));
    await expectToast(canvasElement, '/book/jordan-lee/standard no longer leads to this link.');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByText('/book/jordan-lee/standard')).toBeNull());
    await expect(canvas.getByText('/book/jordan-lee/chat')).toBeVisible();
  },
};

export const RemovalFailed: Story = {
  beforeEach({ msw }) {
    msw.use(linksFail.update('Database unavailable'));
  },
  async play({ canvasElement }) {
    const dialog = await openRemove(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove address' }));
    await expectToast(canvasElement, 'Database unavailable');
    const again = dialog.getByRole('button', { name: 'Remove address' });
    await expect(again).toHaveAttribute('aria-disabled', 'false');
    // The focus stayed on the button that was pressed, so the host can press it again.
    await expect(again).toHaveFocus();
    await expect(within(canvasElement).getByText('/book/jordan-lee/standard')).toBeVisible();
  },
};
