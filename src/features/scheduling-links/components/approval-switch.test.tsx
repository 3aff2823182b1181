/**
 * The link dialog's "Requires confirmation" switch (docs/decisions.md#approval-per-link): off by
 * default, saved with the link, and shown on its card as a badge.
 */
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { linksBackend, recordLinkCalls, standardLink } from '../test-seed';

const card = () => screen.getByTestId('link-card-standard');

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => {
  server.events.removeAllListeners('request:start');
});

describe('Scheduling Links: requires confirmation', () => {
  it('is off at first; switched on, it is saved and the card says so', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user } = renderApp('/scheduling');
    await screen.findByText('/book/jordan-lee/standard');
    expect(within(card()).queryByText('Requires confirmation')).toBeNull();
    await user.click(within(card()).getByRole('button', { name: 'Edit standard link' }));
    const form = await screen.findByRole('dialog', { name: /Scheduling Link/ });
    const toggle = within(form).getByRole('switch', { name: 'Requires confirmation' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'Bookings wait for you to accept them in Bookings; unanswered requests expire after 24 hours.',
    );
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.updated).toMatchObject([
      { id: standardLink.id, body: { requiresApproval: true } },
    ]);
    expect(await within(card()).findByText('Requires confirmation')).toBeInTheDocument();
  });
});
