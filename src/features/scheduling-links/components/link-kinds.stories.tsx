import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt } from '../../../test/app-at';
import { inPortal } from '../../../test/stories';
import { linksBackend, officeHoursLink } from '../test-seed';

/**
 * The link dialog with the newer meeting-type options set: a 50-minute length of the host's own,
 * two places the visitor chooses from (Google Meet or a phone call), secret and single use; on a
 * desktop and a phone.
 */
const meta = {
  title: 'Screens/Scheduling Links/Link kinds',
  component: AppAt,
  args: { path: '/scheduling' },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone' } };

const interview = {
  ...officeHoursLink,
  id: 'lnk-jordan-interview',
  slug: 'jordan-lee/interview',
  name: 'Final interview',
  customDescription: 'One conversation with the hiring team.',
  defaultDuration: 50,
  durations: [50],
  location: { kind: 'video' as const, provider: 'google_meet' as const },
  locations: [
    { kind: 'video' as const, provider: 'google_meet' as const },
    { kind: 'phone' as const, caller: 'host' as const, number: null },
  ],
  questions: [],
  maxGuests: 0,
  secret: true,
  singleUse: true,
};

export const OptionsSet: Story = {
  beforeEach: ({ msw }) => linksBackend(msw, { extras: [interview] }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('/book/jordan-lee/interview', undefined, { timeout: 4000 });
    const card = within(canvas.getByRole('article', { name: 'Final interview' }));
    await expect(card.getByText('Secret')).toBeVisible();
    await expect(card.getByText('Single use')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Edit Final interview link' }));
    const dialog = await inPortal(canvasElement).findByRole('dialog', {
      name: 'Edit Scheduling Link',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    const form = within(dialog);
    await expect(form.getByRole('checkbox', { name: '50 minutes (default)' })).toBeChecked();
    await expect(form.getByRole('combobox', { name: 'Video service' })).toHaveValue('google_meet');
    await expect(form.getByRole('group', { name: 'Place 2' })).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'Secret link' })).toBeChecked();
    const single = form.getByRole('checkbox', { name: 'Single use' });
    await expect(single).toBeChecked();
    single.scrollIntoView({ block: 'center' });
  },
};

export const OptionsSetOnAPhone: Story = { ...OptionsSet, globals: PHONE };
