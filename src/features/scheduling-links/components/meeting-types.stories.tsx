import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt } from '../../../test/app-at';
import { inPortal } from '../../../test/stories';
import { linksBackend, linksFail, officeHoursLink } from '../test-seed';

/**
 * The host's meeting types (docs/decisions.md#meeting-types): New link, the dialog's new fields,
 * switch off, delete.
 */
const meta = {
  title: 'Screens/Scheduling Links/Meeting types',
  component: AppAt,
  args: { path: '/scheduling' },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone' } };

async function cardsReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByText('/book/jordan-lee/standard', undefined, { timeout: 4000 });
  return canvas;
}

async function openDialog(canvasElement: HTMLElement, button: string, name: string) {
  const canvas = await cardsReady(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: button }));
  const dialog = await inPortal(canvasElement).findByRole('dialog', { name });
  // Let the modal's entrance transition finish before axe looks at it.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Scrolls the dialog so `element` is at its top (the picture is of the window). */
function showAtTop(element: HTMLElement) {
  element.scrollIntoView({ block: 'start' });
}

export const CreateEmpty: Story = {
  beforeEach: ({ msw }) => linksBackend(msw),
  async play({ canvasElement }) {
    const form = await openDialog(canvasElement, 'New link', 'Create Scheduling Link');
    await expect(form.getByLabelText('Link Name')).toHaveValue('');
    await expect(form.getByLabelText('URL Suffix')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

export const CreateEmptyOnAPhone: Story = { ...CreateEmpty, globals: PHONE };

type Form = ReturnType<typeof within>;

/**
 * Clicks a field and pastes `text`, as a host pasting from a draft does: typing the long texts
 * key by key re-renders the whole dialog per key, which outlasted the story's 15 s in CI.
 */
async function paste(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function question(form: Form, n: number, label: string, kind: string) {
  await userEvent.click(form.getByRole('button', { name: 'Add question' }));
  const item = within(form.getByRole('listitem', { name: `Question ${n}` }));
  await paste(item.getByLabelText('Question'), label);
  await userEvent.selectOptions(item.getByLabelText('Answer type'), kind);
  return item;
}

/** Every new field filled: three lengths, a place, three questions of different kinds, guests. */
export const CreateFilled: Story = {
  beforeEach: ({ msw }) => linksBackend(msw),
  async play({ canvasElement }) {
    const form = await openDialog(canvasElement, 'New link', 'Create Scheduling Link');
    await userEvent.type(form.getByLabelText('Link Name'), 'Office hours');
    await userEvent.type(form.getByLabelText('URL Suffix'), 'office-hours');
    const lengths = form.getByRole('group', { name: 'Lengths visitors can choose' });
    await userEvent.click(within(lengths).getByRole('checkbox', { name: '1 hour' }));
    await userEvent.click(within(lengths).getByRole('checkbox', { name: '1.5 hours' }));
    await userEvent.selectOptions(
      form.getByLabelText('Where the meeting takes place'),
      'In person',
    );
    await paste(form.getByLabelText('Address'), '1 Main Street, Springfield');
    const first = await question(form, 1, 'What would you like to discuss?', 'Short text');
    await userEvent.click(first.getByRole('checkbox', { name: 'Required' }));
    const second = await question(form, 2, 'Team size', 'Single choice');
    await paste(second.getByLabelText(/Choices/), 'Just me\n2 to 10\nMore');
    await question(form, 3, 'I have read the agenda', 'Checkbox');
    await userEvent.selectOptions(form.getByLabelText('Extra guests'), 'Up to 2 guests');
    showAtTop(lengths);
    await expect(form.getByLabelText('Extra guests')).toHaveValue('2');
  },
};

export const CreateFilledOnAPhone: Story = { ...CreateFilled, globals: PHONE };

/** Ten questions: Add question is off, and says why. */
export const QuestionLimit: Story = {
  beforeEach: ({ msw }) => linksBackend(msw),
  async play({ canvasElement }) {
    const form = await openDialog(canvasElement, 'Edit standard link', 'Edit Scheduling Link');
    const add = form.getByRole('button', { name: 'Add question' });
    for (let i = 0; i < 10; i++) await userEvent.click(add);
    await expect(add).toBeDisabled();
    const reason = form.getByText('A link can ask at most 10 questions.');
    await expect(reason).toBeVisible();
    reason.scrollIntoView({ block: 'end' });
  },
};

export const QuestionLimitOnAPhone: Story = { ...QuestionLimit, globals: PHONE };

/** The server refuses the address (400 naming `location.address`): the message is on the field. */
export const FieldError: Story = {
  beforeEach: ({ msw }) =>
    linksBackend(
      msw,
      {},
      linksFail.fieldError(
        'patch',
        'location.address',
        'location.address must be one line of plain text',
      ),
    ),
  async play({ canvasElement }) {
    const form = await openDialog(canvasElement, 'Edit standard link', 'Edit Scheduling Link');
    await userEvent.selectOptions(
      form.getByLabelText('Where the meeting takes place'),
      'In person',
    );
    await userEvent.type(form.getByLabelText('Address'), '1 Main Street');
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(form.getByLabelText('Address')).toHaveFocus());
    await expect(form.getByLabelText('Address')).toHaveAccessibleDescription(
      expect.stringContaining('location.address must be one line of plain text'),
    );
  },
};

export const FieldErrorOnAPhone: Story = { ...FieldError, globals: PHONE };

/** Deleting a link with two upcoming bookings: the dialog offers to cancel them too. */
export const DeleteWithBookings: Story = {
  beforeEach: ({ msw }) =>
    linksBackend(msw, { extras: [officeHoursLink], upcoming: { [officeHoursLink.id]: 2 } }),
  async play({ canvasElement }) {
    const canvas = await cardsReady(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'More actions for Office hours link' }),
    );
    const page = inPortal(canvasElement);
    await userEvent.click(await page.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await page.findByRole('dialog', { name: 'Delete this link?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete link' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This link has 2 upcoming bookings',
    );
    await expect(
      within(dialog).getByRole('button', { name: 'Cancel bookings and delete' }),
    ).toBeVisible();
  },
};

export const DeleteWithBookingsOnAPhone: Story = { ...DeleteWithBookings, globals: PHONE };

/** The page with an extra link, switched off: the card says so. */
export const SwitchedOffExtra: Story = {
  beforeEach: ({ msw }) => linksBackend(msw, { extras: [{ ...officeHoursLink, active: false }] }),
  async play({ canvasElement }) {
    const canvas = await cardsReady(canvasElement);
    await expect(canvas.getByText('Switched off')).toBeVisible();
    await expect(
      canvas.getByRole('switch', { name: 'Office hours link: taking bookings' }),
    ).not.toBeChecked();
    await expect(canvas.getByText('30 or 60 minutes')).toBeVisible();
    await expect(canvas.getByText('In person: 1 Main Street, Springfield')).toBeVisible();
  },
};

export const SwitchedOffExtraOnAPhone: Story = { ...SwitchedOffExtra, globals: PHONE };
