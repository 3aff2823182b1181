/**
 * The host's meeting types (docs/decisions.md#meeting-types) on the Scheduling Links page: New
 * link, the dialog's lengths, place, questions and guests, the server's field errors, and each
 * card's switch, Duplicate and Delete. Over the real mock backend (`../test-seed.ts`).
 */
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import {
  highPriorityLink,
  linksBackend,
  linksFail,
  officeHoursLink,
  recordLinkCalls,
  standardLink,
} from '../test-seed';

const dialog = (name: RegExp | string = /Scheduling Link/) => screen.findByRole('dialog', { name });
const card = (testId: string) => screen.getByTestId(`link-card-${testId}`);

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

async function openPage() {
  const view = renderApp('/scheduling');
  await screen.findByText('/book/jordan-lee/standard');
  return view;
}

async function openNew() {
  const { user } = await openPage();
  await user.click(screen.getByRole('button', { name: 'New link' }));
  const form = within(await dialog('Create Scheduling Link'));
  return { user, form };
}

async function openEdit(label = 'standard link') {
  const { user } = await openPage();
  await user.click(screen.getByRole('button', { name: `Edit ${label}` }));
  const form = within(await dialog('Edit Scheduling Link'));
  return { user, form };
}

describe('Meeting types: New link', () => {
  it('creates an extra link from a name and a suffix alone, shown after the spec links', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user, form } = await openNew();
    expect(form.getByLabelText('Link Name')).toHaveValue('');
    expect(form.getByLabelText('URL Suffix')).toHaveValue('');
    expect(form.getByLabelText('Default Meeting Duration')).toHaveValue('30');
    expect(form.getByLabelText('Where the meeting takes place')).toHaveValue('none');
    expect(form.getByLabelText('Extra guests')).toHaveValue('0');
    await user.type(form.getByLabelText('Link Name'), 'Office hours');
    await user.type(form.getByLabelText('URL Suffix'), 'office-hours');
    await user.click(form.getByRole('button', { name: 'Create' }));
    await expectToast('Success', 'Scheduling link created successfully');

    expect(calls.created).toEqual([
      {
        name: 'Office hours',
        slug: 'jordan-lee/office-hours',
        userId: 'user-jordan',
        customDescription: null,
        defaultDuration: 30,
        minimumNotice: null,
        dailyLimit: null,
        slotInterval: 30,
        bookingWindowDays: 21,
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
    expect(calls.created[0]).not.toHaveProperty('type');
    await screen.findByText('/book/jordan-lee/office-hours');
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      '1-1 meeting',
      '1-1 meeting',
      'Office hours',
    ]);
  });

  it('asks for the name and the suffix only', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user, form } = await openNew();
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(form.getByText('Name is required')).toBeInTheDocument();
    expect(form.getByText('URL suffix is required')).toBeInTheDocument();
    // The first field in error takes the focus.
    await waitFor(() => expect(form.getByLabelText('Link Name')).toHaveFocus());
    expect(calls.created).toEqual([]);
  });

  it('shows a suffix already taken on the URL Suffix field', async () => {
    await linksBackend(server);
    const { user, form } = await openNew();
    await user.type(form.getByLabelText('Link Name'), 'Chat');
    await user.type(form.getByLabelText('URL Suffix'), 'standard');
    await user.click(form.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(form.getByLabelText('URL Suffix')).toHaveAccessibleDescription(
        expect.stringContaining('The booking link /book/jordan-lee/standard is already taken'),
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('Meeting types: the dialog’s new fields', () => {
  it('offers more lengths besides the default and saves them with it', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user, form } = await openEdit();
    const lengths = form.getByRole('group', { name: 'Lengths visitors can choose' });
    const fortyFive = within(lengths).getByRole('checkbox', { name: '45 minutes (default)' });
    expect(fortyFive).toBeChecked();
    expect(fortyFive).toBeDisabled();
    await user.click(within(lengths).getByRole('checkbox', { name: '30 minutes' }));
    await user.click(within(lengths).getByRole('checkbox', { name: '1 hour' }));
    await user.click(form.getByRole('button', { name: 'Update' }));
    await expectToast('Success', 'Scheduling link updated successfully');
    expect(calls.updated).toMatchObject([
      { id: standardLink.id, body: { defaultDuration: 45, durations: [30, 45, 60] } },
    ]);
    expect(within(card('standard')).getByText('30, 45 or 60 minutes')).toBeInTheDocument();
  });

  it('takes a place: in person needs an address, the card then shows it', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user, form } = await openEdit();
    await user.selectOptions(form.getByLabelText('Where the meeting takes place'), 'In person');
    await user.click(form.getByRole('button', { name: 'Update' }));
    const address = form.getByLabelText('Address');
    expect(address).toHaveAccessibleDescription(expect.stringContaining('Address is required'));
    await user.type(address, '1 Main Street, Springfield');
    await user.click(form.getByRole('button', { name: 'Update' }));
    await expectToast('Success', 'Scheduling link updated successfully');
    expect(calls.updated.at(-1)?.body.location).toEqual({
      kind: 'in_person',
      address: '1 Main Street, Springfield',
    });
    expect(
      within(card('standard')).getByText('In person: 1 Main Street, Springfield'),
    ).toBeInTheDocument();
  });

  it.each([
    ['Video call', [], { kind: 'video' }],
    ['Phone call', [], { kind: 'phone', caller: 'host', number: null }],
    ['Phone call', ['visitor'], { kind: 'phone', caller: 'visitor', number: '+1 555 0100' }],
    ['Custom', [], { kind: 'custom', text: 'Meet at the lobby' }],
  ] as const)('saves the place %s %j', async (choice, caller, location) => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user, form } = await openEdit();
    await user.selectOptions(form.getByLabelText('Where the meeting takes place'), choice);
    if (choice === 'Phone call') {
      expect(form.getByRole('radio', { name: /You call the visitor/ })).toBeChecked();
    }
    if (caller.length > 0) {
      await user.click(form.getByRole('radio', { name: 'The visitor calls you' }));
      await user.click(form.getByRole('button', { name: 'Update' }));
      expect(form.getByLabelText('Your phone number')).toHaveAccessibleDescription(
        expect.stringContaining('Your phone number is required'),
      );
      await user.type(form.getByLabelText('Your phone number'), '+1 555 0100');
    }
    if (choice === 'Custom')
      await user.type(form.getByLabelText('Location details'), 'Meet at the lobby');
    await user.click(form.getByRole('button', { name: 'Update' }));
    await expectToast('Success', 'Scheduling link updated successfully');
    expect(calls.updated.at(-1)?.body.location).toEqual(location);
  });

  it('adds questions of each kind, reorders and removes them, and saves them', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user, form } = await openEdit();
    const add = form.getByRole('button', { name: 'Add question' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    const question = (n: number) => within(form.getByRole('listitem', { name: `Question ${n}` }));
    await user.type(question(1).getByLabelText('Question'), 'Company');
    await user.type(question(2).getByLabelText('Question'), 'Team size');
    await user.selectOptions(question(2).getByLabelText('Answer type'), 'Single choice');
    await user.type(question(2).getByLabelText(/Choices/), '1-10{Enter}11-50');
    await user.click(question(2).getByRole('checkbox', { name: 'Required' }));
    await user.type(question(3).getByLabelText('Question'), 'Anything else?');
    await user.selectOptions(question(3).getByLabelText('Answer type'), 'Long text');
    // Team size goes first; Anything else? is removed.
    await user.click(form.getByRole('button', { name: 'Move question 2 up' }));
    await user.click(form.getByRole('button', { name: 'Remove question 3' }));
    expect(question(1).getByLabelText('Question')).toHaveValue('Team size');
    expect(form.queryByRole('listitem', { name: 'Question 3' })).toBeNull();

    await user.click(form.getByRole('button', { name: 'Update' }));
    await expectToast('Success', 'Scheduling link updated successfully');
    expect(calls.updated.at(-1)?.body.questions).toEqual([
      {
        id: 'team-size',
        label: 'Team size',
        kind: 'single_choice',
        required: true,
        options: ['1-10', '11-50'],
      },
      { id: 'company', label: 'Company', kind: 'short_text', required: false },
    ]);
  });

  it('checks a question before saving: its text, and two choices for a single choice', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user, form } = await openEdit();
    await user.click(form.getByRole('button', { name: 'Add question' }));
    const question = within(form.getByRole('listitem', { name: 'Question 1' }));
    await user.selectOptions(question.getByLabelText('Answer type'), 'Single choice');
    await user.type(question.getByLabelText(/Choices/), 'Only one');
    await user.click(form.getByRole('button', { name: 'Update' }));
    expect(question.getByLabelText('Question')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the question'),
    );
    expect(question.getByLabelText(/Choices/)).toHaveAccessibleDescription(
      expect.stringContaining('Give at least 2 choices'),
    );
    expect(calls.updated).toEqual([]);
  });

  it('allows at most 10 questions: then Add question is off, with the reason', async () => {
    await linksBackend(server);
    const { user, form } = await openEdit();
    const add = form.getByRole('button', { name: 'Add question' });
    for (let i = 0; i < 10; i++) await user.click(add);
    expect(form.getAllByRole('listitem')).toHaveLength(10);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('A link can ask at most 10 questions.');
    await user.click(form.getByRole('button', { name: 'Remove question 10' }));
    expect(add).toBeEnabled();
  });

  it('saves the guests a visitor may add', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user, form } = await openEdit();
    await user.selectOptions(form.getByLabelText('Extra guests'), 'Up to 3 guests');
    await user.click(form.getByRole('button', { name: 'Update' }));
    await expectToast('Success', 'Scheduling link updated successfully');
    expect(calls.updated).toMatchObject([{ body: { maxGuests: 3 } }]);
  });

  it('opens a link with its saved lengths, place, questions and guests', async () => {
    await linksBackend(server, { extras: [officeHoursLink] });
    const { form } = await openEdit('Office hours link');
    const lengths = form.getByRole('group', { name: 'Lengths visitors can choose' });
    expect(within(lengths).getByRole('checkbox', { name: '1 hour' })).toBeChecked();
    expect(within(lengths).getByRole('checkbox', { name: '45 minutes' })).not.toBeChecked();
    expect(form.getByLabelText('Address')).toHaveValue('1 Main Street, Springfield');
    const question = within(form.getByRole('listitem', { name: 'Question 1' }));
    expect(question.getByLabelText('Question')).toHaveValue('What would you like to discuss?');
    expect(question.getByRole('checkbox', { name: 'Required' })).toBeChecked();
    expect(form.getByLabelText('Extra guests')).toHaveValue('2');
  });

  it.each([
    ['location.address', 'Address', 'location.address must be at most 300 characters'],
    ['questions[0].label', 'Question', 'questions[].label is required'],
    ['durations', null, 'durations must include defaultDuration (45)'],
  ])('shows a 400 naming %s on its field', async (field, label, message) => {
    await linksBackend(server, {}, linksFail.fieldError('patch', field, message));
    const { user, form } = await openEdit();
    if (field.startsWith('location')) {
      await user.selectOptions(form.getByLabelText('Where the meeting takes place'), 'In person');
      await user.type(form.getByLabelText('Address'), 'Somewhere');
    }
    if (field.startsWith('questions')) {
      await user.click(form.getByRole('button', { name: 'Add question' }));
      await user.type(form.getByLabelText('Question'), 'Topic');
    }
    await user.click(form.getByRole('button', { name: 'Update' }));
    await expectToast('Error', message);
    if (label) {
      await waitFor(() =>
        expect(form.getByLabelText(label)).toHaveAccessibleDescription(
          expect.stringContaining(message),
        ),
      );
    } else {
      const lengths = form.getByRole('group', { name: 'Lengths visitors can choose' });
      expect(await within(lengths).findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('Meeting types: switch off, duplicate, delete', () => {
  it('switches a link off (naming its version) and on again; the card says so', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user } = await openPage();
    const toggle = within(card('standard')).getByRole('switch', {
      name: 'standard link: taking bookings',
    });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await expectToast('Link switched off', '1-1 meeting is not taking bookings; its page says so.');
    expect(calls.patches[0]).toEqual({ body: { active: false }, ifMatch: '"1"' });
    expect(within(card('standard')).getByText('Switched off')).toBeInTheDocument();
    expect(
      within(card('standard')).getByText(
        'Switched off: visitors see that this link is not taking bookings.',
      ),
    ).toBeInTheDocument();
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(calls.patches[1]).toEqual({ body: { active: true }, ifMatch: '"2"' });
    expect(within(card('standard')).queryByText('Switched off')).toBeNull();
  });

  it('duplicates a link from its menu (opened by keyboard): the copy is added last', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server);
    const { user } = await openPage();
    within(card('standard'))
      .getByRole('button', { name: 'More actions for standard link' })
      .focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate', hidden: true }));
    await expectToast('Link duplicated', 'Copy of 1-1 meeting was added to your links.');
    expect(calls.duplicated).toEqual([standardLink.id]);
    await screen.findByText('/book/jordan-lee/standard-copy');
    const last = screen.getAllByRole('article').at(-1)!;
    expect(within(last).getByRole('heading', { name: 'Copy of 1-1 meeting' })).toBeVisible();
  });

  it('deletes a link after asking', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server, { extras: [officeHoursLink] });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'More actions for Office hours link' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const confirm = within(await dialog('Delete this link?'));
    expect(confirm.getByText('/book/jordan-lee/office-hours')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete link' }));
    await expectToast('Link deleted', 'Office hours was deleted.');
    await waitFor(() => expect(screen.queryByText('/book/jordan-lee/office-hours')).toBeNull());
    expect(calls.deleted).toEqual([
      { id: officeHoursLink.id, cancelBookings: false, ifMatch: '"1"' },
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('says when upcoming bookings stop a deletion, and cancels them and deletes in one step', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server, {
      extras: [officeHoursLink],
      upcoming: { [officeHoursLink.id]: 2 },
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'More actions for Office hours link' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const confirm = within(await dialog('Delete this link?'));
    await user.click(confirm.getByRole('button', { name: 'Delete link' }));

    const alert = await confirm.findByRole('alert');
    expect(alert).toHaveTextContent('This link has 2 upcoming bookings');
    expect(alert).toHaveTextContent(
      'Each visitor, and their guests, will be told by e-mail that the meeting is cancelled.',
    );
    expect(screen.getByRole('dialog', { name: 'Cancel bookings and delete?' })).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Cancel bookings and delete' }));
    await expectToast(
      'Link deleted',
      'Office hours was deleted and its upcoming bookings cancelled. The visitors were told.',
    );
    expect(calls.deleted).toEqual([
      { id: officeHoursLink.id, cancelBookings: false, ifMatch: '"1"' },
      { id: officeHoursLink.id, cancelBookings: true, ifMatch: '"1"' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the link when the host keeps it', async () => {
    const calls = recordLinkCalls(server);
    await linksBackend(server, { upcoming: { [highPriorityLink.id]: 1 } });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'More actions for high priority link' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const confirm = within(await dialog('Delete this link?'));
    await user.click(confirm.getByRole('button', { name: 'Delete link' }));
    expect(await confirm.findByRole('alert')).toHaveTextContent('This link has 1 upcoming booking');
    await user.click(confirm.getByRole('button', { name: 'Keep link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.deleted).toHaveLength(1);
    expect(screen.getByText('/book/jordan-lee/high-priority')).toBeInTheDocument();
  });
});
