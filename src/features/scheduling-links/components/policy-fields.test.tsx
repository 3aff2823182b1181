/**
 * The link dialog's policies (docs/decisions.md#a-links-change-policy): changes by visitors and
 * the reminders, their defaults, the request they make, the form's own checks and the server's
 * field errors, and the card's summary. Over the real mock backend (`../test-seed.ts`).
 */
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { linksBackend, linksFail, recordLinkCalls } from '../test-seed';

const dialog = (name: RegExp | string) => screen.findByRole('dialog', { name });

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => {
  server.events.removeAllListeners('request:start');
  vi.restoreAllMocks();
});

async function openEdit() {
  const { user } = renderApp('/scheduling');
  await screen.findByText('/book/jordan-lee/standard');
  await user.click(screen.getByRole('button', { name: 'Edit standard link' }));
  const form = within(await dialog('Edit Scheduling Link'));
  return { user, form };
}

describe('Link policies', () => {
  it('shows the defaults: changes any time, reminders 24 hours and 1 hour before', async () => {
    await linksBackend(server);
    const { form } = await openEdit();
    expect(
      within(screen.getByTestId('link-card-standard')).getByText(
        'Reminders 24 hours, 1 hour before · Changes any time',
      ),
    ).toBeVisible();
    expect(form.getByRole('radio', { name: 'Any time' })).toBeChecked();
    expect(form.queryByLabelText('Hours before the start')).toBeNull();
    expect(form.getByRole('switch', { name: 'Reminder 1' })).toBeChecked();
    expect(form.getByLabelText('Reminder 1: time before the start')).toHaveValue('24');
    expect(form.getByLabelText('Reminder 1: unit')).toHaveValue('hours');
    expect(form.getByLabelText('Reminder 2: time before the start')).toHaveValue('1');
    expect(form.getByLabelText('Reminder 2: unit')).toHaveValue('hours');
  });

  it('saves a cutoff and edited reminders; the card sums them up', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user, form } = await openEdit();
    await user.click(form.getByRole('radio', { name: 'Until a number of hours before the start' }));
    const hours = form.getByLabelText('Hours before the start');
    expect(hours).toHaveValue('24');
    await user.clear(hours);
    await user.type(hours, '48');
    await user.click(form.getByRole('switch', { name: 'Reminder 2' }));
    await user.clear(form.getByLabelText('Reminder 1: time before the start'));
    await user.type(form.getByLabelText('Reminder 1: time before the start'), '2');
    await user.selectOptions(form.getByLabelText('Reminder 1: unit'), 'days');
    await user.click(form.getByRole('button', { name: 'Add reminder' }));
    await user.clear(form.getByLabelText('Reminder 3: time before the start'));
    await user.type(form.getByLabelText('Reminder 3: time before the start'), '15');
    await user.selectOptions(form.getByLabelText('Reminder 3: unit'), 'minutes');
    // Three is the most: no more Add reminder.
    expect(form.queryByRole('button', { name: 'Add reminder' })).toBeNull();
    await user.click(form.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.updated).toMatchObject([
      {
        body: {
          changeCutoffHours: 48,
          reminders: [
            { minutesBefore: 2880, enabled: true },
            { minutesBefore: 60, enabled: false },
            { minutesBefore: 15, enabled: true },
          ],
        },
      },
    ]);
    expect(
      await within(screen.getByTestId('link-card-standard')).findByText(
        'Reminders 2 days, 15 minutes before · Changes until 2 days before',
      ),
    ).toBeVisible();
  });

  it('sums reminders entered in any order up in words, longest first', async () => {
    await linksBackend(server);
    const { user, form } = await openEdit();
    // 24 hours stays first; then 30 minutes and 2 days, in that order.
    await user.clear(form.getByLabelText('Reminder 2: time before the start'));
    await user.type(form.getByLabelText('Reminder 2: time before the start'), '30');
    await user.selectOptions(form.getByLabelText('Reminder 2: unit'), 'minutes');
    await user.click(form.getByRole('button', { name: 'Add reminder' }));
    await user.clear(form.getByLabelText('Reminder 3: time before the start'));
    await user.type(form.getByLabelText('Reminder 3: time before the start'), '2');
    await user.selectOptions(form.getByLabelText('Reminder 3: unit'), 'days');
    await user.click(form.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(screen.getByTestId('link-card-standard')).findByText(
        'Reminders 2 days, 24 hours, 30 minutes before · Changes any time',
      ),
    ).toBeVisible();
  });

  it('checks the fields before sending: a lead time out of range, a repeated one, no hours', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user, form } = await openEdit();
    await user.clear(form.getByLabelText('Reminder 1: time before the start'));
    await user.type(form.getByLabelText('Reminder 1: time before the start'), '8');
    await user.selectOptions(form.getByLabelText('Reminder 1: unit'), 'days');
    await user.clear(form.getByLabelText('Reminder 2: time before the start'));
    await user.type(form.getByLabelText('Reminder 2: time before the start'), '60');
    await user.selectOptions(form.getByLabelText('Reminder 2: unit'), 'minutes');
    await user.click(form.getByRole('button', { name: 'Add reminder' }));
    await user.click(form.getByRole('radio', { name: 'Until a number of hours before the start' }));
    await user.clear(form.getByLabelText('Hours before the start'));
    await user.click(form.getByRole('button', { name: 'Update' }));
    expect(form.getByLabelText('Reminder 1: time before the start')).toHaveAccessibleDescription(
      'Enter a time from 5 minutes to 7 days',
    );
    expect(form.getByLabelText('Reminder 3: time before the start')).toHaveAccessibleDescription(
      'Another reminder has this time',
    );
    expect(form.getByLabelText('Hours before the start')).toHaveAccessibleDescription(
      'Enter whole hours from 1 to 720',
    );
    // Removing the repeated one clears the reminders' errors.
    await user.click(form.getByRole('button', { name: 'Remove reminder 3' }));
    expect(form.queryByLabelText('Reminder 3: time before the start')).toBeNull();
    expect(calls.updated).toEqual([]);
  });

  it('shows a 400 naming a reminder on its field', async () => {
    const message = 'reminders[1].minutesBefore must be an integer from 5 to 10080';
    await linksBackend(
      server,
      {},
      linksFail.fieldError('patch', 'reminders[1].minutesBefore', message),
    );
    const { user, form } = await openEdit();
    await user.click(form.getByRole('switch', { name: 'Reminder 1' }));
    await user.click(form.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(form.getByLabelText('Reminder 2: time before the start')).toHaveAccessibleDescription(
        message,
      ),
    );
  });
});
