import { notifications } from '@mantine/notifications';
import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../mocks/db';
import { clearFaults, releaseHung } from '../../../../mocks/faults/faults';
import { server } from '../../../../mocks/node';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { AppAt } from '../../../test/app-at';
import { renderApp } from '../../../test/render-app';
import {
  CHER,
  highPriorityLink,
  jordansLinks,
  linksBackend,
  linksFail,
  recordLinkCalls,
  standardLink,
} from '../test-seed';

const heading = () => screen.findByRole('heading', { name: 'Scheduling Links', level: 1 });
const card = (type: 'high_priority' | 'standard') => screen.getByTestId(`link-card-${type}`);
const dialog = () => screen.findByRole('dialog', { name: /Scheduling Link/ });

async function expectToast(title: string, message: string) {
  const toast = (await screen.findByText(title)).closest('.mantine-Notification-root');
  expect(toast).not.toBeNull();
  expect(within(toast as HTMLElement).getByText(message)).toBeInTheDocument();
}

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => {
  server.events.removeAllListeners('request:start');
  vi.restoreAllMocks();
});

describe('Scheduling Links: states', () => {
  it('shows the title and subtitle while the links load', async () => {
    await linksBackend(server, { faults: 'listSchedulingLinks:hang' });
    renderApp('/scheduling');
    await heading();
    expect(
      screen.getByText('Share these links with others to let them book meetings with you'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading scheduling links...');
  });

  it('does not ask for the links before the user is loaded', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server, { faults: 'getCurrentUser:hang' });
    renderApp('/scheduling');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.list).toBe(0);
    expect(screen.queryByRole('heading', { name: 'Scheduling Links' })).toBeNull();
  });

  it('says when the links cannot be loaded and offers to try again', async () => {
    await linksBackend(server, {}, linksFail.list('Database unavailable'));
    const { user } = renderApp('/scheduling');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load scheduling links');
    expect(alert).toHaveTextContent('Database unavailable');
    // The failure goes; the mock's own handlers answer with the seeded links.
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('/book/jordan-lee/high-priority')).toBeInTheDocument();
  });

  it('shows both cards: name, description, duration, path and the three actions', async () => {
    await linksBackend(server);
    renderApp('/scheduling');
    await screen.findByText('/book/jordan-lee/high-priority');

    const high = card('high_priority');
    expect(within(high).getByText('High priority')).toBeInTheDocument();
    expect(within(high).getByRole('heading', { name: '1-1 meeting', level: 2 })).toBeVisible();
    // No custom description: the type's default one.
    expect(
      within(high).getByText(
        'This link is reserved for high-priority meetings. Please choose a time that works best for you.',
      ),
    ).toBeInTheDocument();
    expect(within(high).getByText('30 minutes')).toBeInTheDocument();
    expect(within(high).getByRole('button', { name: 'Copy high priority link' })).toBeEnabled();
    const open = within(high).getByRole('link', { name: 'Open high priority link in a new tab' });
    expect(open).toHaveAttribute('href', '/book/jordan-lee/high-priority');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(high).getByRole('button', { name: 'Edit high priority link' })).toBeEnabled();

    const standard = card('standard');
    expect(within(standard).getByText('Standard')).toBeInTheDocument();
    expect(within(standard).getByText(standardLink.customDescription ?? '')).toBeInTheDocument();
    expect(within(standard).getByText('45 minutes')).toBeInTheDocument();
    expect(within(standard).getByText('/book/jordan-lee/standard')).toBeInTheDocument();
    // High priority comes first.
    expect(high.compareDocumentPosition(standard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('orders the cards by type whatever the server order', async () => {
    await linksBackend(server, { links: [standardLink, highPriorityLink] });
    renderApp('/scheduling');
    await screen.findByText('/book/jordan-lee/high-priority');
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('data-testid'))).toEqual([
      'link-card-high_priority',
      'link-card-standard',
    ]);
  });
});

describe('Scheduling Links: auto-creation', () => {
  it('creates the two default links once for a host who has none', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server, { links: [] });
    renderApp('/scheduling');
    expect(await screen.findByText('/book/jordan-lee/high-priority')).toBeInTheDocument();
    expect(await screen.findByText('/book/jordan-lee/standard')).toBeInTheDocument();
    expect(calls.created).toEqual([
      {
        name: '1-1 meeting',
        customDescription: null,
        defaultDuration: 30,
        slug: 'jordan-lee/high-priority',
        userId: 'user-jordan',
        type: 'high_priority',
      },
      {
        name: '1-1 meeting',
        customDescription: null,
        defaultDuration: 30,
        slug: 'jordan-lee/standard',
        userId: 'user-jordan',
        type: 'standard',
      },
    ]);
    expect(
      within(card('standard')).getByText('Choose a slot that fits your schedule.'),
    ).toBeInTheDocument();
  });

  it('creates them only once under StrictMode', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server, { links: [], faults: 'createSchedulingLink:delay=20' });
    render(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()}>
          <AppAt path="/scheduling" />
        </AppProviders>
      </StrictMode>,
    );
    expect(await screen.findByText('/book/jordan-lee/standard')).toBeInTheDocument();
    expect(calls.created.map((body) => body.slug)).toEqual([
      'jordan-lee/high-priority',
      'jordan-lee/standard',
    ]);
  });

  it('shows a status while creating', async () => {
    await linksBackend(server, { links: [], faults: 'createSchedulingLink:hang' });
    renderApp('/scheduling');
    expect(await screen.findByText('Creating your scheduling links...')).toBeInTheDocument();
  });

  it('uses the first name alone as the prefix of a one-part name', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server, { links: [], host: CHER });
    renderApp('/scheduling');
    expect(await screen.findByText('/book/cher/standard')).toBeInTheDocument();
    expect(calls.created.map((body) => [body.slug, body.userId])).toEqual([
      ['cher/high-priority', 'user-cher'],
      ['cher/standard', 'user-cher'],
    ]);
  });

  it('reports a failed creation and offers to try again', async () => {
    await linksBackend(server, { links: [] }, linksFail.create('Calendar service unavailable'));
    const { user } = renderApp('/scheduling');
    await expectToast('Error', 'Calendar service unavailable');
    const alert = (await screen.findByText('Your scheduling links could not be created')).closest(
      '.mantine-Alert-root',
    ) as HTMLElement;
    // The failure goes; the mock's own handlers create the links.
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('/book/jordan-lee/standard')).toBeInTheDocument();
  });

  it('offers to create a link of a type the host is missing (create mode)', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server, { links: [standardLink] });
    const { user } = renderApp('/scheduling');
    await user.click(await screen.findByRole('button', { name: 'Create high priority link' }));
    const form = await dialog();
    expect(within(form).getByRole('heading', { name: 'Create Scheduling Link' })).toBeVisible();
    expect(within(form).getByLabelText('Link Name')).toHaveValue('1-1 meeting');
    expect(within(form).getByLabelText('URL Suffix')).toHaveValue('high-priority');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    await expectToast('Success', 'Scheduling link created successfully');
    expect(calls.created).toEqual([
      {
        name: '1-1 meeting',
        customDescription: null,
        defaultDuration: 30,
        slug: 'jordan-lee/high-priority',
        userId: 'user-jordan',
        type: 'high_priority',
        minimumNotice: null,
        dailyLimit: null,
        slotInterval: 30,
        bookingWindowDays: 14,
        // The meeting-type fields, as the spec link has them.
        durations: [30],
        location: null,
        questions: [],
        maxGuests: 0,
        requiresApproval: false,
        changeCutoffHours: 0,
        reminders: [
          { minutesBefore: 1440, enabled: true },
          { minutesBefore: 60, enabled: true },
        ],
      },
    ]);
    expect(await screen.findByText('/book/jordan-lee/high-priority')).toBeInTheDocument();
  });

  it('reports a failed create from the dialog with the fallback text', async () => {
    await linksBackend(server, { links: [standardLink] }, linksFail.create(null));
    const { user } = renderApp('/scheduling');
    await user.click(await screen.findByRole('button', { name: 'Create high priority link' }));
    const form = await dialog();
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    await expectToast('Error', 'Failed to create scheduling link');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('Scheduling Links: the edit dialog', () => {
  async function openEdit(type: 'high_priority' | 'standard' = 'standard') {
    const { user } = renderApp('/scheduling');
    await screen.findByText('/book/jordan-lee/standard');
    const label = type === 'standard' ? 'standard' : 'high priority';
    await user.click(within(card(type)).getByRole('button', { name: `Edit ${label} link` }));
    const form = await dialog();
    return { user, form };
  }

  it("opens in edit mode with the link's values, the prefix and the hint", async () => {
    await linksBackend(server);
    const { form } = await openEdit();
    expect(within(form).getByRole('heading', { name: 'Edit Scheduling Link' })).toBeVisible();
    expect(within(form).getByLabelText('Link Name')).toHaveValue('1-1 meeting');
    expect(within(form).getByLabelText('URL Suffix')).toHaveValue('standard');
    expect(within(form).getByTestId('slug-prefix')).toHaveTextContent('jordan-lee/');
    expect(
      within(form).getByText('Your booking link will be: /book/jordan-lee/standard'),
    ).toBeInTheDocument();
    const duration = within(form).getByLabelText<HTMLSelectElement>('Default Meeting Duration');
    expect(duration).toHaveValue('45');
    expect([...duration.options].map((option) => option.textContent)).toEqual([
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '1 hour',
      '1.5 hours',
      '2 hours',
    ]);
    expect(within(form).getByLabelText('Custom Description')).toHaveValue(
      standardLink.customDescription,
    );
    expect(
      within(form).getByText('Optional. Shown to visitors on the booking page only.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(form).getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('updates the hint as the suffix is typed', async () => {
    await linksBackend(server);
    const { user, form } = await openEdit();
    const suffix = within(form).getByLabelText('URL Suffix');
    await user.clear(suffix);
    await user.type(suffix, 'intro-call');
    expect(
      within(form).getByText('Your booking link will be: /book/jordan-lee/intro-call'),
    ).toBeInTheDocument();
  });

  it('validates with the spec messages, and an error clears when its field is edited', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user, form } = await openEdit();
    const name = within(form).getByLabelText('Link Name');
    const suffix = within(form).getByLabelText('URL Suffix');
    await user.clear(name);
    await user.type(name, '   ');
    await user.clear(suffix);
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect(within(form).getByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('URL suffix is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(suffix, 'Intro Call');
    expect(within(form).queryByText('URL suffix is required')).toBeNull();
    expect(within(form).getByText('Name is required')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect(
      within(form).getByText('URL suffix can only contain lowercase letters, numbers, and hyphens'),
    ).toBeInTheDocument();

    await user.type(name, 'Intro');
    expect(within(form).queryByText('Name is required')).toBeNull();
    expect(calls.updated).toEqual([]);
  });

  it('saves: Saving... while pending, then the toast, the card and a closed dialog', async () => {
    const calls = recordLinkCalls(server);
    // The update waits until released, then the mock saves it.
    const release = () => releaseHung('updateSchedulingLink');
    await linksBackend(server, { faults: 'updateSchedulingLink:hang' });
    const { user, form } = await openEdit();
    const name = within(form).getByLabelText('Link Name');
    await user.clear(name);
    await user.type(name, '  Partnership chat ');
    const suffix = within(form).getByLabelText('URL Suffix');
    await user.clear(suffix);
    await user.type(suffix, 'partners');
    await user.selectOptions(within(form).getByLabelText('Default Meeting Duration'), '1 hour');
    await user.clear(within(form).getByLabelText('Custom Description'));
    await user.click(within(form).getByRole('button', { name: 'Update' }));

    expect(await within(form).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    await expectToast('Success', 'Scheduling link updated successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.updated).toEqual([
      {
        id: standardLink.id,
        body: {
          name: 'Partnership chat',
          customDescription: null,
          defaultDuration: 60,
          slug: 'jordan-lee/partners',
          minimumNotice: null,
          dailyLimit: null,
          slotInterval: 30,
          bookingWindowDays: 21,
          // The old default (45 minutes) stays offered beside the new one.
          durations: [45, 60],
          location: null,
          questions: [],
          maxGuests: 0,
          requiresApproval: false,
          changeCutoffHours: 0,
          reminders: [
            { minutesBefore: 1440, enabled: true },
            { minutesBefore: 60, enabled: true },
          ],
        },
      },
    ]);
    const standard = card('standard');
    expect(within(standard).getByText('Partnership chat')).toBeInTheDocument();
    expect(within(standard).getByText('45 or 60 minutes')).toBeInTheDocument();
    expect(within(standard).getByText('/book/jordan-lee/partners')).toBeInTheDocument();
    expect(
      within(standard).getByText('Choose a slot that fits your schedule.'),
    ).toBeInTheDocument();
  });

  it('shows the server message of a slug clash (409) in the toast and at the field', async () => {
    await linksBackend(server);
    const { user, form } = await openEdit('high_priority');
    const suffix = within(form).getByLabelText('URL Suffix');
    await user.clear(suffix);
    await user.type(suffix, 'standard');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    const message = 'The booking link /book/jordan-lee/standard is already taken';
    await expectToast('Error', message);
    expect(within(form).getByLabelText('URL Suffix')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('shows the server message of a failed update, else the fallback', async () => {
    await linksBackend(server, {}, linksFail.update('Database unavailable'));
    const { user, form } = await openEdit();
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await expectToast('Error', 'Database unavailable');

    notifications.clean();
    server.use(linksFail.update(null, 502));
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await expectToast('Error', 'Failed to update scheduling link');
  });

  it('names the version it edits; a 412 merges another tab’s change and shows a clash beside the field', async () => {
    const sent = recordLinkCalls(server).patches;
    await linksBackend(server);
    const { user, form } = await openEdit();
    // Meanwhile, another tab renamed the link and set 60 minutes (version 2).
    await db.links.update((q) => q.where({ id: standardLink.id }), {
      data(link) {
        link.name = 'Intro call';
        link.defaultDuration = 60;
        link.version = 2;
      },
    });
    const name = within(form).getByLabelText('Link Name');
    await user.clear(name);
    await user.type(name, 'Quick chat');
    await user.type(within(form).getByLabelText('Custom Description'), ' Bring questions.');
    await user.click(within(form).getByRole('button', { name: 'Update' }));

    // The name clashed: the host's stays, the saved one is named; the other tab's duration and
    // the host's description are merged in, and nothing more is sent until the host decides.
    expect(
      await within(form).findByText(
        'Saved elsewhere meanwhile as “Intro call”. Update again to keep yours, or change it.',
      ),
    ).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.ifMatch).toBe(`"${standardLink.version}"`);
    expect(within(form).getByLabelText('Link Name')).toHaveValue('Quick chat');

    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.at(-1)?.ifMatch).toBe('"2"');
    expect(sent.at(-1)?.body).toMatchObject({ name: 'Quick chat' });
  }, 40_000);

  it('keeps the changes in the dialog when the update fails on the way, and Retry now saves them', async () => {
    await linksBackend(server, { faults: 'updateSchedulingLink:503' });
    const { user, form } = await openEdit();
    await user.type(within(form).getByLabelText('Link Name'), ' plus');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect(
      await within(form).findByText('Not saved yet: your changes are kept and retried.'),
    ).toBeVisible();
    expect(within(form).getByLabelText('Link Name')).toHaveValue('1-1 meeting plus');
    clearFaults('updateSchedulingLink');
    await user.click(within(form).getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectToast('Success', 'Scheduling link updated successfully');
  });

  it('Cancel closes the dialog without saving', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user, form } = await openEdit();
    await user.type(within(form).getByLabelText('Link Name'), ' changed');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.updated).toEqual([]);
    expect(within(card('standard')).getByText('1-1 meeting')).toBeInTheDocument();
  });
});

describe('Scheduling Links: copy', () => {
  it('copies the full address and says so', async () => {
    await linksBackend(server, { links: jordansLinks });
    const { user } = renderApp('/scheduling');
    await user.click(await screen.findByRole('button', { name: 'Copy standard link' }));
    await expectToast('Link copied!', 'The scheduling link has been copied to your clipboard.');
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/book/jordan-lee/standard`,
    );
  });

  it('says when the clipboard refuses', async () => {
    await linksBackend(server);
    const { user } = renderApp('/scheduling');
    const button = await screen.findByRole('button', { name: 'Copy high priority link' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Permission denied'));
    await user.click(button);
    await expectToast('Failed to copy', 'Please try copying the link manually.');
  });
});

describe('Scheduling Links: minimum notice and daily limit', () => {
  async function openEdit() {
    const { user } = renderApp('/scheduling');
    await screen.findByText('/book/jordan-lee/standard');
    await user.click(within(card('standard')).getByRole('button', { name: 'Edit standard link' }));
    const form = await dialog();
    return { user, form };
  }

  it('start at the default rules and no limit, and save what the host picks', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user, form } = await openEdit();
    const notice = within(form).getByRole<HTMLSelectElement>('combobox', {
      name: /Minimum notice/,
    });
    const limit = within(form).getByRole<HTMLSelectElement>('combobox', { name: /Daily limit/ });
    expect(notice.selectedOptions[0]?.textContent).toBe('Default');
    expect(limit.selectedOptions[0]?.textContent).toBe('No limit');
    expect(Array.from(notice.options, (o) => o.textContent)).toEqual([
      'Default',
      '1 hour',
      '2 hours',
      '4 hours',
      '8 hours',
      '1 day',
      '2 days',
      '7 days',
    ]);
    await user.selectOptions(notice, '1 day');
    await user.selectOptions(limit, '3 bookings a day');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await expectToast('Success', 'Scheduling link updated successfully');
    expect(calls.updated).toMatchObject([
      { id: standardLink.id, body: { minimumNotice: 1440, dailyLimit: 3 } },
    ]);
  });

  it('shows a saved value that is not one of the choices, and can go back to the defaults', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server, {
      links: [highPriorityLink, { ...standardLink, minimumNotice: 90, dailyLimit: 25 }],
    });
    const { user, form } = await openEdit();
    const notice = within(form).getByRole<HTMLSelectElement>('combobox', {
      name: /Minimum notice/,
    });
    const limit = within(form).getByRole<HTMLSelectElement>('combobox', { name: /Daily limit/ });
    expect(notice.selectedOptions[0]?.textContent).toBe('90 minutes');
    expect(limit.selectedOptions[0]?.textContent).toBe('25 bookings a day');
    await user.selectOptions(notice, 'Default');
    await user.selectOptions(limit, 'No limit');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await expectToast('Success', 'Scheduling link updated successfully');
    expect(calls.updated).toMatchObject([
      { id: standardLink.id, body: { minimumNotice: null, dailyLimit: null } },
    ]);
  });
});

describe('Scheduling Links: start times and booking window', () => {
  async function openEdit() {
    const { user } = renderApp('/scheduling');
    await screen.findByText('/book/jordan-lee/standard');
    await user.click(within(card('standard')).getByRole('button', { name: 'Edit standard link' }));
    const form = await dialog();
    return { user, form };
  }

  it('start at every 30 minutes and 21 days, and save what the host picks and types', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user, form } = await openEdit();
    const interval = within(form).getByRole<HTMLSelectElement>('combobox', { name: /Start times/ });
    const window = within(form).getByRole<HTMLInputElement>('textbox', { name: /Booking window/ });
    expect(interval.selectedOptions[0]?.textContent).toBe('Every 30 minutes');
    expect(Array.from(interval.options, (o) => o.textContent)).toEqual([
      'Every 15 minutes',
      'Every 30 minutes',
      'Every hour',
    ]);
    expect(window).toHaveValue('21');
    await user.selectOptions(interval, 'Every 15 minutes');
    await user.clear(window);
    await user.type(window, '30');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await expectToast('Success', 'Scheduling link updated successfully');
    expect(calls.updated).toMatchObject([
      { id: standardLink.id, body: { slotInterval: 15, bookingWindowDays: 30 } },
    ]);
  });

  it('a window out of 1 to 60 days gets its error, keeps what was typed and saves nothing', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user, form } = await openEdit();
    const window = within(form).getByRole<HTMLInputElement>('textbox', { name: /Booking window/ });
    await user.clear(window);
    await user.type(window, '90');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect(window).toHaveAccessibleDescription(
      expect.stringContaining('Enter a whole number of days from 1 to 60') as string,
    );
    expect(window).toHaveValue('90');
    expect(calls.updated).toEqual([]);
    // Fixed, it saves.
    await user.clear(window);
    await user.type(window, '45');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await expectToast('Success', 'Scheduling link updated successfully');
    expect(calls.updated).toMatchObject([{ id: standardLink.id, body: { bookingWindowDays: 45 } }]);
  });
});
