/**
 * The link dialog's small guards: the description's counter and its error in words, asking
 * before Escape or a click outside discards edits, and a new default length keeping the old one
 * offered. Over the real mock backend (`../test-seed.ts`), as a host would act.
 */
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { linksBackend, recordLinkCalls, standardLink } from '../test-seed';

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
  const dialog = await screen.findByRole('dialog', { name: 'Edit Scheduling Link' });
  return { user, dialog, form: within(dialog) };
}

describe('Link dialog: the description’s length', () => {
  it('counts the characters, says on the field when there are too many, and sends nothing', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server, { links: [{ ...standardLink, customDescription: null }] });
    const { user, form } = await openEdit();
    const description = form.getByLabelText('Custom Description');
    expect(description).toHaveAccessibleDescription(expect.stringContaining('0 / 500'));
    await user.click(description);
    // Pasted, as a long text would be; then typed over the limit.
    await user.paste('a'.repeat(498));
    await user.type(description, 'bcde');
    expect(description).toHaveAccessibleDescription(expect.stringContaining('502 / 500'));
    expect(description).toBeInvalid();
    expect(description).toHaveAccessibleDescription(
      expect.stringContaining('Description must be at most 500 characters (it has 502)'),
    );
    await user.click(form.getByRole('button', { name: 'Update' }));
    expect(description).toHaveFocus();
    expect(calls.updated).toEqual([]);
    // No raw field name anywhere on the screen.
    expect(screen.queryByText(/customDescription/)).toBeNull();
    await user.type(description, '{Backspace}{Backspace}');
    expect(description).toHaveAccessibleDescription(expect.stringContaining('500 / 500'));
    expect(description).toBeValid();
  });
});

describe('Link dialog: closing with edits not saved', () => {
  it('asks before Escape discards edits; Keep editing keeps them, Discard closes', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user, form } = await openEdit();
    const name = form.getByLabelText('Link Name');
    await user.clear(name);
    await user.type(name, 'Partnership chat');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Edit Scheduling Link' })).toBeInTheDocument();
    expect(form.getByLabelText('Link Name')).toHaveValue('Partnership chat');

    await user.keyboard('{Escape}');
    const again = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.updated).toEqual([]);
  });

  it('asks before a click outside discards edits', async () => {
    await linksBackend(server);
    const { user, form } = await openEdit();
    await user.type(form.getByLabelText('Custom Description'), ' Bring questions.');
    const overlay = document.querySelector<HTMLElement>('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    await user.click(overlay!);
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Edit Scheduling Link' })).toBeInTheDocument();
  });

  it('closes at once on Escape when nothing was changed', async () => {
    await linksBackend(server);
    const { user } = await openEdit();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Link dialog: a new default length', () => {
  it('keeps the old default offered, and saves it unless unticked', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user, form } = await openEdit();
    await user.selectOptions(form.getByLabelText('Default Meeting Duration'), '30 minutes');
    const lengths = within(form.getByRole('group', { name: 'Lengths visitors can choose' }));
    expect(lengths.getByRole('checkbox', { name: '30 minutes (default)' })).toBeChecked();
    expect(lengths.getByRole('checkbox', { name: '45 minutes' })).toBeChecked();
    await user.click(form.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.updated).toMatchObject([
      { id: standardLink.id, body: { defaultDuration: 30, durations: [30, 45] } },
    ]);
  });

  it('drops the old default when the host unticks it', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user, form } = await openEdit();
    await user.selectOptions(form.getByLabelText('Default Meeting Duration'), '1 hour');
    const lengths = within(form.getByRole('group', { name: 'Lengths visitors can choose' }));
    await user.click(lengths.getByRole('checkbox', { name: '45 minutes' }));
    await user.click(form.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.updated).toMatchObject([{ body: { defaultDuration: 60, durations: [60] } }]);
  });
});
