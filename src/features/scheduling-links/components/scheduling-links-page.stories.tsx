import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { writeNeverAnswers } from '../../../../mocks/test/story-backend';
import { AppAt } from '../../../test/app-at';
import { expectToast, inPortal } from '../../../test/stories';
import { jordansLinks, linksBackend, linksFail, standardLink } from '../test-seed';

const meta = {
  title: 'Screens/Scheduling Links',
  component: AppAt,
  args: { path: '/scheduling' },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = inPortal;

async function cardsReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByText('/book/jordan-lee/standard', undefined, { timeout: 4000 });
  return canvas;
}

async function openEdit(canvasElement: HTMLElement, label: 'standard' | 'high priority') {
  const canvas = await cardsReady(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: `Edit ${label} link` }));
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Edit Scheduling Link' });
  // Let the modal's entrance transition finish before axe looks at it.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const Loading: Story = {
  beforeEach: ({ msw }) => linksBackend(msw, { faults: 'listSchedulingLinks:hang' }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Scheduling Links', level: 1 }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Share these links with others to let them book meetings with you'),
    ).toBeVisible();
    await expect(canvas.getByText('Loading scheduling links...')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => linksBackend(msw, {}, linksFail.list('Database unavailable')),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load scheduling links')).toBeVisible();
    await expect(canvas.getByText('Database unavailable')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const BothLinks: Story = {
  beforeEach: ({ msw }) => linksBackend(msw),
  async play({ canvasElement }) {
    const canvas = await cardsReady(canvasElement);
    await expect(canvas.getByText('/book/jordan-lee/high-priority')).toBeVisible();
    await expect(canvas.getByText('High priority')).toBeVisible();
    await expect(canvas.getByText('Standard')).toBeVisible();
    await expect(
      canvas.getByText(
        'This link is reserved for high-priority meetings. Please choose a time that works best for you.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText(standardLink.customDescription ?? '')).toBeVisible();
    await expect(canvas.getByText('30 minutes')).toBeVisible();
    await expect(canvas.getByText('45 minutes')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Open standard link in a new tab' }),
    ).toHaveAttribute('target', '_blank');
  },
};

export const AutoCreatesDefaults: Story = {
  beforeEach: ({ msw }) => linksBackend(msw, { links: [] }),
  async play({ canvasElement }) {
    const canvas = await cardsReady(canvasElement);
    await expect(canvas.getByText('/book/jordan-lee/high-priority')).toBeVisible();
    await expect(canvas.getAllByText('1-1 meeting')).toHaveLength(2);
    await expect(canvas.getByText('Choose a slot that fits your schedule.')).toBeVisible();
  },
};

export const AutoCreating: Story = {
  beforeEach: ({ msw }) =>
    linksBackend(msw, { links: [] }, writeNeverAnswers('post', '*/api/scheduling-links')),
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByText('Creating your scheduling links...'),
    ).toBeVisible();
  },
};

export const AutoCreateFailed: Story = {
  beforeEach: ({ msw }) =>
    linksBackend(msw, { links: [] }, linksFail.create('Calendar service unavailable')),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your scheduling links could not be created'),
    ).toBeVisible();
    await expectToast(canvasElement, 'Error');
  },
};

export const OneLinkMissing: Story = {
  beforeEach: ({ msw }) => linksBackend(msw, { links: [standardLink] }),
  async play({ canvasElement }) {
    const canvas = await cardsReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create high priority link' }));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Create Scheduling Link',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    const form = within(dialog);
    await expect(form.getByLabelText('URL Suffix')).toHaveValue('high-priority');
    await expect(form.getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

export const EditDialog: Story = {
  beforeEach: ({ msw }) => linksBackend(msw),
  async play({ canvasElement }) {
    const form = await openEdit(canvasElement, 'standard');
    await expect(form.getByLabelText('Link Name')).toHaveValue('1-1 meeting');
    await expect(form.getByLabelText('URL Suffix')).toHaveValue('standard');
    await expect(
      form.getByText('Your booking link will be: /book/jordan-lee/standard'),
    ).toBeVisible();
    await expect(form.getByLabelText('Default Meeting Duration')).toHaveValue('45');
    await expect(form.getByRole('button', { name: 'Update' })).toBeEnabled();
  },
};

export const EditValidation: Story = {
  beforeEach: ({ msw }) => linksBackend(msw),
  async play({ canvasElement }) {
    const form = await openEdit(canvasElement, 'standard');
    await userEvent.clear(form.getByLabelText('Link Name'));
    const suffix = form.getByLabelText('URL Suffix');
    await userEvent.clear(suffix);
    await userEvent.type(suffix, 'Not Valid!');
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(
      form.getByText('URL suffix can only contain lowercase letters, numbers, and hyphens'),
    ).toBeVisible();
  },
};

export const Saving: Story = {
  beforeEach: ({ msw }) =>
    linksBackend(msw, {}, writeNeverAnswers('patch', '*/api/scheduling-links/:id')),
  async play({ canvasElement }) {
    const form = await openEdit(canvasElement, 'standard');
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    await expect(await form.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const Saved: Story = {
  beforeEach: ({ msw }) => linksBackend(msw),
  async play({ canvasElement }) {
    const form = await openEdit(canvasElement, 'standard');
    const name = form.getByLabelText('Link Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Partnership chat');
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    await expectToast(canvasElement, 'Scheduling link updated successfully');
    await expect(await within(canvasElement).findByText('Partnership chat')).toBeVisible();
  },
};

export const SlugTaken: Story = {
  beforeEach: ({ msw }) => linksBackend(msw, { links: jordansLinks }),
  async play({ canvasElement }) {
    const form = await openEdit(canvasElement, 'high priority');
    const suffix = form.getByLabelText('URL Suffix');
    await userEvent.clear(suffix);
    await userEvent.type(suffix, 'standard');
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    await expect(
      await form.findByText('The booking link /book/jordan-lee/standard is already taken'),
    ).toBeVisible();
    await expectToast(canvasElement, 'Error');
  },
};

export const UpdateFailed: Story = {
  beforeEach: ({ msw }) => linksBackend(msw, {}, linksFail.update(null, 502)),
  async play({ canvasElement }) {
    const form = await openEdit(canvasElement, 'standard');
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    await expectToast(canvasElement, 'Failed to update scheduling link');
  },
};

export const LinkCopied: Story = {
  async beforeEach({ msw }) {
    await linksBackend(msw);
    const copy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => copy.mockRestore();
  },
  async play({ canvasElement }) {
    const canvas = await cardsReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy standard link' }));
    await expectToast(canvasElement, 'Link copied!');
    await expect(
      page(canvasElement).getByText('The scheduling link has been copied to your clipboard.'),
    ).toBeVisible();
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      `${window.location.origin}/book/jordan-lee/standard`,
    );
  },
};

export const CopyFailed: Story = {
  async beforeEach({ msw }) {
    await linksBackend(msw);
    const copy = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new Error('Permission denied'),
    );
    return () => copy.mockRestore();
  },
  async play({ canvasElement }) {
    const canvas = await cardsReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy high priority link' }));
    await expectToast(canvasElement, 'Failed to copy');
    await expect(
      page(canvasElement).getByText('Please try copying the link manually.'),
    ).toBeVisible();
  },
};

const limitedLinks = [
  jordansLinks[0] as (typeof jordansLinks)[number],
  { ...standardLink, minimumNotice: 1440, dailyLimit: 3 },
];

/** The link's minimum notice and daily limit, as saved (1 day, 3 bookings a day). */
export const EditNoticeAndLimit: Story = {
  beforeEach: ({ msw }) => linksBackend(msw, { links: limitedLinks }),
  async play({ canvasElement }) {
    const form = await openEdit(canvasElement, 'standard');
    const notice = form.getByRole<HTMLSelectElement>('combobox', { name: /Minimum notice/ });
    const limit = form.getByRole<HTMLSelectElement>('combobox', { name: /Daily limit/ });
    await expect(notice.selectedOptions[0]?.textContent).toBe('1 day');
    await expect(limit.selectedOptions[0]?.textContent).toBe('3 bookings a day');
  },
};

export const EditNoticeAndLimitOnAPhone: Story = {
  ...EditNoticeAndLimit,
  globals: { viewport: { value: 'phone' } },
};
