/**
 * The link dialog's second round of meeting-type fields: a length of the host's own,
 * several places with a named video service, secret and single use; the card's badges.
 */
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { linksBackend, recordLinkCalls } from '../test-seed';

const card = () => screen.getByTestId('link-card-standard');

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => {
  server.events.removeAllListeners('request:start');
});

describe('Scheduling Links: lengths, places, secret and single use', () => {
  it('saves a 50-minute length, Google Meet or the office, secret and single use', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user } = renderApp('/scheduling');
    await screen.findByText('/book/jordan-lee/standard');
    await user.click(within(card()).getByRole('button', { name: 'Edit standard link' }));
    const form = await screen.findByRole('dialog', { name: /Scheduling Link/ });

    const other = within(form).getByRole('textbox', { name: 'Other length (minutes)' });
    await user.type(other, '52');
    await user.click(within(form).getByRole('button', { name: 'Add length' }));
    expect(other).toBeInvalid();
    expect(within(form).getByText('Enter minutes from 5 to 480, in steps of 5')).toBeVisible();
    await user.clear(other);
    await user.type(other, '50');
    await user.click(within(form).getByRole('button', { name: 'Add length' }));
    expect(within(form).getByRole('checkbox', { name: '50 minutes' })).toBeChecked();

    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Where the meeting takes place' }),
      'video',
    );
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Video service' }),
      'google_meet',
    );
    await user.click(within(form).getByRole('button', { name: 'Add a place visitors can choose' }));
    const second = within(form).getByRole('group', { name: 'Place 2' });
    await user.selectOptions(
      within(second).getByRole('combobox', { name: 'Place 2' }),
      'in_person',
    );
    await user.type(
      within(second).getByRole('textbox', { name: 'Address (place 2)' }),
      '1 Main Street',
    );
    await user.click(within(form).getByRole('checkbox', { name: 'Secret link' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Single use' }));
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.updated.at(-1)?.body).toMatchObject({
      durations: [45, 50],
      location: { kind: 'video', provider: 'google_meet' },
      locations: [
        { kind: 'video', provider: 'google_meet' },
        { kind: 'in_person', address: '1 Main Street' },
      ],
      secret: true,
      singleUse: true,
    });
    expect(await within(card()).findByText('Secret')).toBeVisible();
    expect(within(card()).getByText('Single use')).toBeVisible();
    expect(within(card()).getByText('Google Meet or In person: 1 Main Street')).toBeVisible();
  });
});
