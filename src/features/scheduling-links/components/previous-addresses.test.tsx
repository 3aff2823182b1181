/**
 * A renamed link's previous addresses (docs/decisions.md#renamed-links-keep-working): the
 * dialog's note, the list, removing one.
 */
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import {
  highPriorityLink,
  linksBackend,
  linksFail,
  recordLinkCalls,
  renamedStandardLink,
} from '../test-seed';

const card = (type: 'high_priority' | 'standard') => screen.getByTestId(`link-card-${type}`);
const OLD_NOTE =
  'The old address /book/jordan-lee/standard will keep working and lead to this link.';

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => {
  server.events.removeAllListeners('request:start');
});

describe('Scheduling Links: renaming keeps the old address', () => {
  it('says, while the suffix is changed, that the old address will keep working; saved, the card lists it', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user } = renderApp('/scheduling');
    await screen.findByText('/book/jordan-lee/standard');
    expect(within(card('standard')).queryByText('Previous addresses')).toBeNull();
    await user.click(within(card('standard')).getByRole('button', { name: 'Edit standard link' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Scheduling Link' });
    expect(within(form).queryByText(OLD_NOTE)).toBeNull();

    const suffix = within(form).getByLabelText('URL Suffix');
    await user.clear(suffix);
    await user.type(suffix, 'intro');
    // Part of the field's description: read with the field by a screen reader.
    expect(suffix).toHaveAccessibleDescription(
      `Your booking link will be: /book/jordan-lee/intro ${OLD_NOTE}`,
    );
    expect(within(form).getByText(OLD_NOTE)).toBeVisible();
    // Back to the same address: nothing to say.
    await user.clear(suffix);
    await user.type(suffix, 'standard');
    expect(within(form).queryByText(OLD_NOTE)).toBeNull();
    await user.clear(suffix);
    await user.type(suffix, 'intro');

    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.updated.at(-1)?.body.slug).toBe('jordan-lee/intro');
    const standard = card('standard');
    expect(within(standard).getByText('/book/jordan-lee/intro')).toBeVisible();
    const list = within(standard).getByRole('list', { name: 'Previous addresses' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['/book/jordan-lee/standardRemove']);
  });

  it('says nothing of an old address when creating a link', async () => {
    await linksBackend(server, { links: [highPriorityLink] });
    const { user } = renderApp('/scheduling');
    await user.click(await screen.findByRole('button', { name: 'Create standard link' }));
    const form = await screen.findByRole('dialog', { name: 'Create Scheduling Link' });
    const suffix = within(form).getByLabelText('URL Suffix');
    await user.clear(suffix);
    await user.type(suffix, 'intro');
    expect(within(form).queryByText(/will keep working/)).toBeNull();
  });
});

describe('Scheduling Links: previous addresses', () => {
  it('lists them, and removes one only after confirming, by keyboard alone', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server, { links: [highPriorityLink, renamedStandardLink] });
    const { user } = renderApp('/scheduling');
    await screen.findByText('/book/jordan-lee/intro');
    const standard = card('standard');
    expect(
      within(standard).getByText('Links already shared with these addresses still lead here.'),
    ).toBeVisible();
    const list = within(standard).getByRole('list', { name: 'Previous addresses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(card('high_priority')).queryByRole('list')).toBeNull();

    // Cancel changes nothing.
    const remove = within(list).getByRole('button', {
      name: 'Remove previous address /book/jordan-lee/standard',
    });
    remove.focus();
    await user.keyboard('{Enter}');
    let confirm = await screen.findByRole('dialog', { name: 'Remove previous address?' });
    expect(confirm).toHaveTextContent(
      'Anyone who opens /book/jordan-lee/standard will see "Booking Link Not Found" instead of this link',
    );
    // The safe choice has the focus.
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.updated).toEqual([]);

    within(list)
      .getByRole('button', { name: 'Remove previous address /book/jordan-lee/standard' })
      .focus();
    await user.keyboard('{Enter}');
    confirm = await screen.findByRole('dialog', { name: 'Remove previous address?' });
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await user.tab();
    expect(within(confirm).getByRole('button', { name: 'Remove address' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.updated).toEqual([
      { id: renamedStandardLink.id, body: { previousSlugs: ['jordan-lee/chat'] } },
    ]);
    expect(
      await screen.findByText('/book/jordan-lee/standard no longer leads to this link.'),
    ).toBeInTheDocument();
    const after = within(card('standard')).getByRole('list', { name: 'Previous addresses' });
    expect(
      within(after)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['/book/jordan-lee/chatRemove']);
  });

  it('keeps the address and says so when removing fails', async () => {
    await linksBackend(server, { links: [highPriorityLink, renamedStandardLink] });
    const { user } = renderApp('/scheduling');
    await screen.findByText('/book/jordan-lee/intro');
    server.use(linksFail.update('Database unavailable'));
    await user.click(
      within(card('standard')).getByRole('button', {
        name: 'Remove previous address /book/jordan-lee/chat',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Remove previous address?' });
    const remove = within(confirm).getByRole('button', { name: 'Remove address' });
    await user.click(remove);
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Remove previous address?' })).toBeVisible();
    // The button was held off, never disabled, so the focus stayed where the host pressed.
    expect(remove).toHaveFocus();
    expect(remove).toHaveAttribute('aria-disabled', 'false');
    expect(within(card('standard')).getByText('/book/jordan-lee/chat')).toBeInTheDocument();
  });
});
