import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt } from '../../../test/app-at';
import { inPortal } from '../../../test/stories';
import { linksBackend, linksFail } from '../test-seed';

/**
 * The link dialog's policies (docs/decisions.md#a-links-change-policy): changes by visitors and
 * the reminders.
 */
const meta = {
  title: 'Screens/Scheduling Links/Policies',
  component: AppAt,
  args: { path: '/scheduling' },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone' } };

async function openEdit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByText('/book/jordan-lee/standard', undefined, { timeout: 4000 });
  await userEvent.click(canvas.getByRole('button', { name: 'Edit standard link' }));
  const dialog = await inPortal(canvasElement).findByRole('dialog', {
    name: 'Edit Scheduling Link',
  });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Scrolls the dialog to its Policies section (the picture is of the window). */
function showPolicies(form: ReturnType<typeof within>) {
  form.getByRole('heading', { name: 'Policies' }).scrollIntoView({ block: 'start' });
}

/** The defaults: changes any time, reminders 24 hours and 1 hour before. */
export const Defaults: Story = {
  beforeEach: ({ msw }) => linksBackend(msw),
  async play({ canvasElement }) {
    const form = await openEdit(canvasElement);
    await expect(form.getByRole('radio', { name: 'Any time' })).toBeChecked();
    await expect(form.getByLabelText('Reminder 1: time before the start')).toHaveValue('24');
    showPolicies(form);
  },
};

export const DefaultsOnAPhone: Story = { ...Defaults, globals: PHONE };

/** Edited: changes until 48 hours before, the second reminder off, a third at 15 minutes. */
export const Edited: Story = {
  beforeEach: ({ msw }) => linksBackend(msw),
  async play({ canvasElement }) {
    const form = await openEdit(canvasElement);
    await userEvent.click(
      form.getByRole('radio', { name: 'Until a number of hours before the start' }),
    );
    const hours = form.getByLabelText('Hours before the start');
    await userEvent.clear(hours);
    await userEvent.type(hours, '48');
    await userEvent.click(form.getByRole('switch', { name: 'Reminder 2' }));
    await userEvent.click(form.getByRole('button', { name: 'Add reminder' }));
    const third = form.getByLabelText('Reminder 3: time before the start');
    await userEvent.clear(third);
    await userEvent.type(third, '15');
    await userEvent.selectOptions(form.getByLabelText('Reminder 3: unit'), 'minutes');
    await expect(form.queryByRole('button', { name: 'Add reminder' })).toBeNull();
    showPolicies(form);
  },
};

export const EditedOnAPhone: Story = { ...Edited, globals: PHONE };

/** The server refuses a reminder (400 naming `reminders[1].minutesBefore`): on its field. */
export const WithAnError: Story = {
  beforeEach: ({ msw }) =>
    linksBackend(
      msw,
      {},
      linksFail.fieldError(
        'patch',
        'reminders[1].minutesBefore',
        'reminders[1].minutesBefore must be an integer from 5 to 10080',
      ),
    ),
  async play({ canvasElement }) {
    const form = await openEdit(canvasElement);
    await userEvent.click(form.getByRole('switch', { name: 'Reminder 1' }));
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    const field = form.getByLabelText('Reminder 2: time before the start');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription(
      'reminders[1].minutesBefore must be an integer from 5 to 10080',
    );
    showPolicies(form);
  },
};

export const WithAnErrorOnAPhone: Story = { ...WithAnError, globals: PHONE };
