import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../../mocks/db';
import { reshaped, STORY_HOST, writeNeverAnswers } from '../../../../mocks/test/story-backend';
import { AppAt } from '../../../test/app-at';
import { expectToast, inPortal } from '../../../test/stories';
import {
  analysedPreferences,
  ANALYSIS_DAY,
  defaultServerPreferences,
  PERSONAL_CALENDAR,
  preferencesBackend,
  SECOND_PERSONAL_CALENDAR,
  seedAfternoonWeeks,
  TWO_PERSONAL_CALENDARS,
} from '../test-seed';

const meta = {
  title: 'Screens/Meeting Preferences',
  args: { path: '/preferences' },
  component: AppAt,
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = inPortal;

async function screenReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Meeting Preferences', level: 1 });
  return canvas;
}

export const Loading: Story = {
  beforeEach: ({ msw }) =>
    preferencesBackend(msw, { faults: 'getPreferences:hang,getConnectedCalendars:hang' }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('heading', { name: 'Meeting Preferences' })).toBeNull();
  },
};

export const DefaultPreferences: Story = {
  name: 'Default preferences (no analysis)',
  beforeEach: ({ msw }) => preferencesBackend(msw),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    await expect(canvas.getByText(/These are default preferences/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Analyze Calendar' })).toBeEnabled();
    // The calendars are a request of their own: wait for them.
    await expect(await canvas.findByText('Primary Calendar')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await expect(canvas.getAllByText('No meetings')).toHaveLength(2);
  },
};

export const Analysed: Story = {
  name: 'Analysed (two personal calendars)',
  beforeEach: ({ msw }) =>
    preferencesBackend(msw, {
      preferences: analysedPreferences,
      calendars: TWO_PERSONAL_CALENDARS,
    }),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    await expect(canvas.getByText(/looked at your past 128 meetings/)).toBeVisible();
    await expect(canvas.getByText('Last checked on November 2, 2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Analyze Again' })).toBeEnabled();
    // The calendars are a request of their own: wait for them.
    await expect(await canvas.findAllByText('Personal Calendar')).toHaveLength(2);
    await expect(
      await canvas.findByRole('button', { name: `Remove ${SECOND_PERSONAL_CALENDAR}` }),
    ).toBeEnabled();
    await expect(canvas.getByRole('combobox', { name: 'Wednesday start time' })).toHaveValue('600');
    await expect(canvas.getByText('America/New_York')).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Load error (defaults kept)',
  beforeEach: ({ msw }) =>
    preferencesBackend(msw, { faults: 'getPreferences:500,getConnectedCalendars:500' }),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await expect(canvas.getByRole('combobox', { name: `${day} start time` })).toHaveValue('540');
      await expect(canvas.getByRole('combobox', { name: `${day} end time` })).toHaveValue('1020');
    }
    await expect(canvas.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    await expect(canvas.getByRole('spinbutton', { name: 'Buffer time:' })).toHaveValue(15);
    await expect(canvas.getByRole('combobox', { name: 'Preferred meeting time' })).toHaveValue(
      'both',
    );
    await expect(canvas.getByRole('button', { name: 'Connect Calendar' })).toBeEnabled();
  },
};

export const Saving: Story = {
  beforeEach: ({ msw }) =>
    preferencesBackend(msw, {}, writeNeverAnswers('put', '*/api/user/preferences')),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Monday start time' }),
      '10:00 AM',
    );
    await expect(canvas.getByTestId('save-status')).toHaveTextContent('Saving...');
  },
};

export const Saved: Story = {
  beforeEach: ({ msw }) => preferencesBackend(msw),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Saturday' }));
    await waitFor(
      () =>
        expect(canvas.getByTestId('save-status')).toHaveTextContent(/^Saved \d{1,2}:\d{2} [AP]M$/),
      { timeout: 4000 },
    );
  },
};

export const SaveFailed: Story = {
  beforeEach: ({ msw }) => preferencesBackend(msw, { faults: 'updatePreferences:500' }),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    const start = canvas.getByRole('combobox', { name: 'Monday start time' });
    await userEvent.selectOptions(start, '8:00 AM');
    await expectToast(canvasElement, 'Failed to save preferences. Please try again.');
    await expect(start).toHaveValue('480');
    await expect(canvas.getByTestId('save-status')).toHaveTextContent('Changes not saved');
    await expect(canvas.getByTestId('save-status')).toHaveTextContent(
      'Not saved yet: your change is kept and retried',
    );
    await expect(canvas.getByRole('button', { name: 'Retry now' })).toBeVisible();
  },
};

export const InvalidHours: Story = {
  name: 'Invalid hours, other edits saved',
  beforeEach: ({ msw }) => preferencesBackend(msw),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Monday end time' }), '540');
    // The error is drawn once the form has checked the change: wait for it rather than race it.
    await waitFor(
      () => expect(canvas.getByText('End time must be after start time')).toBeVisible(),
      { timeout: 4000 },
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Saturday' }));
    await waitFor(() => expect(canvas.getByTestId('save-status')).toHaveTextContent(/^Saved /), {
      timeout: 4000,
    });
    await expect(canvas.getByTestId('save-status')).toHaveTextContent(
      'Highlighted hours not saved',
    );
    await expect(canvas.getByRole('combobox', { name: 'Monday end time' })).toHaveValue('540');
  },
};

/** Leaving with hours that cannot be saved asks first (the router's navigation blocker). */
export const LeavingWithUnsavedHours: Story = {
  beforeEach: ({ msw }) => preferencesBackend(msw),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Monday end time' }), '540');
    // The error is drawn once the form has checked the change: wait for it rather than race it.
    await waitFor(
      () => expect(canvas.getByText('End time must be after start time')).toBeVisible(),
      { timeout: 4000 },
    );
    await userEvent.click(canvas.getAllByRole('link', { name: 'Planner' })[0]!);
    const dialog = await page(canvasElement).findByRole(
      'dialog',
      { name: 'Leave without saving?' },
      { timeout: 4000 },
    );
    // The dialog fades in.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Stay on this page' })).toBeVisible(),
    );
    await expect(canvas.getByRole('combobox', { name: 'Monday end time' })).toHaveValue('540');
  },
};

export const Analyzing: Story = {
  beforeEach: ({ msw }) =>
    preferencesBackend(msw, {}, writeNeverAnswers('post', '*/api/user/preferences/analyze')),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Analyze Calendar' }));
    await expect(await canvas.findByRole('button', { name: 'Analyzing...' })).toBeDisabled();
  },
};

/**
 * The analysis answer the two analysis references were taken with, before these stories ran on
 * the mock backend (docs/decisions.md#one-fake-backend-for-stories-and-component-tests): the
 * mock's own answer to the seeded meetings also lists what it saw (two lines more in the banner)
 * and proposes 12 to 18 for the days off too (the dialog then lists Sunday and Saturday). It
 * stands in front of the mock until those references are re-taken on the mock's answer; the
 * meetings are seeded already.
 */
const off = { enabled: false, startHour: 9, endHour: 17 };
const afternoon = { enabled: true, startHour: 12, endHour: 18 };
const referenceAnalysis = http.post('*/api/user/preferences/analyze', () =>
  HttpResponse.json({
    timePreference: 'pm',
    timezone: 'Europe/London',
    dayAvailability: {
      '0': off,
      '1': off,
      '2': afternoon,
      '3': afternoon,
      '4': afternoon,
      '5': off,
      '6': off,
    },
    bufferTime: 10,
    noBufferNeeded: false,
    totalMeetingsAnalyzed: 42,
    lastAnalyzedAt: '2026-11-03T09:30:00.000Z',
    slackId: null,
    timeOff: [],
    dateOverrides: [],
    version: 2,
    applied: false,
    workingDays: [2, 3, 4],
    workingHoursStart: 12,
    workingHoursEnd: 18,
  }),
);

export const AnalyzeSucceeded: Story = {
  beforeEach: ({ msw }) =>
    preferencesBackend(
      msw,
      { now: ANALYSIS_DAY, meetings: seedAfternoonWeeks },
      referenceAnalysis,
      // The save's answer the reference was taken with: the body over the defaults, without the
      // analysis the mock records (its banner then reads "not analyzed yet"). Same issue.
      http.put('*/api/user/preferences', async ({ request }) =>
        HttpResponse.json({ ...defaultServerPreferences, ...((await request.json()) as object) }),
      ),
    ),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Analyze Calendar' }));
    await expectToast(canvasElement, 'Calendar analyzed');
    await expect(canvas.getByText(/looked at your past 42 meetings/)).toBeVisible();
    await expect(page(canvasElement).getByRole('button', { name: 'Undo' })).toBeVisible();
    // The analysis's settings are saved after the toast: the picture is of the settled page.
    await waitFor(() => expect(canvas.getByTestId('save-status')).toHaveTextContent(/^Saved /), {
      timeout: 5000,
    });
  },
};

/** The host has their own settings: "Analyze Again" shows what would change, from → to. */
export const AnalysisProposal: Story = {
  beforeEach: ({ msw }) =>
    preferencesBackend(
      msw,
      { preferences: analysedPreferences, now: ANALYSIS_DAY, meetings: seedAfternoonWeeks },
      referenceAnalysis,
    ),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Analyze Again' }));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Apply what the analysis found?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Apply changes' })).toBeVisible();
    await expect(within(dialog).getByRole('row', { name: /^Time zone/ })).toHaveTextContent(
      'Europe/London',
    );
  },
};

/** Another tab saved a different Monday while this one was edited: the host chooses. */
export const ChangedInAnotherTab: Story = {
  beforeEach: ({ msw }) => preferencesBackend(msw),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    // Another tab saves Monday 8 to 5 (version 5) after this one read the preferences.
    await db.preferences.update((q) => q.where({ userId: STORY_HOST.id }), {
      data(stored) {
        stored.dayAvailability['1'] = { enabled: true, startHour: 8, endHour: 17 };
        stored.version = 5;
      },
    });
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Monday start time' }),
      '10:00 AM',
    );
    const dialog = await page(canvasElement).findByRole(
      'dialog',
      { name: 'Changed in another tab' },
      { timeout: 5000 },
    );
    await expect(
      within(dialog).getByRole('radio', { name: 'Yours: 10:00 AM – 5:00 PM' }),
    ).toBeChecked();
    await expect(
      within(dialog).getByRole('radio', { name: 'Saved elsewhere: 8:00 AM – 5:00 PM' }),
    ).toBeVisible();
  },
};

/** A buffer out of 0..120 is refused with an error and never saved. */
export const BufferOutOfRange: Story = {
  beforeEach: ({ msw }) => preferencesBackend(msw),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    const buffer = canvas.getByRole('spinbutton', { name: 'Buffer time:' });
    await userEvent.clear(buffer);
    await userEvent.type(buffer, '150');
    await userEvent.tab();
    await expect(canvas.getByText('Enter a buffer from 0 to 120 minutes.')).toBeVisible();
    await expect(canvas.getByTestId('save-status')).toHaveTextContent('Buffer time not saved');
    // The other fields' state settles (a save of the cleared field's fallback may be under way).
    await waitFor(() =>
      expect(canvas.getByTestId('save-status')).toHaveTextContent(/^Saved .* · Buffer time/),
    );
  },
};

export const AnalyzeFailedNotConnected: Story = {
  name: 'Analyze failed (not connected)',
  // No primary calendar was ever connected: the analysis answers 409.
  beforeEach: ({ msw }) => preferencesBackend(msw, { primary: 'missing' }),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Analyze Calendar' }));
    await expectToast(canvasElement, 'Google Calendar not connected');
    await expectToast(
      canvasElement,
      'Please connect your Google Calendar first to analyze your meeting patterns.',
    );
    await expect(canvas.getByRole('button', { name: 'Analyze Calendar' })).toBeEnabled();
  },
};

export const Disconnecting: Story = {
  beforeEach: ({ msw }) =>
    preferencesBackend(
      msw,
      { preferences: analysedPreferences, calendars: TWO_PERSONAL_CALENDARS },
      writeNeverAnswers('delete', '*/api/user/connected-calendars/:calendar'),
    ),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    const remove = await canvas.findByRole('button', { name: `Remove ${PERSONAL_CALENDAR}` });
    await userEvent.click(remove);
    await confirmRemoval(canvasElement);
    await expect(remove).toHaveAttribute('aria-busy', 'true');
    await expect(remove).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: `Remove ${SECOND_PERSONAL_CALENDAR}` }),
    ).toBeEnabled();
  },
};

export const DisconnectFailed: Story = {
  beforeEach: ({ msw }) =>
    preferencesBackend(msw, {
      preferences: analysedPreferences,
      calendars: TWO_PERSONAL_CALENDARS,
    }),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    const remove = await canvas.findByRole('button', { name: `Remove ${PERSONAL_CALENDAR}` });
    // Another tab disconnected it meanwhile: the server answers 404 "Calendar not found".
    db.calendars.delete((q) => q.where({ email: PERSONAL_CALENDAR }));
    await userEvent.click(remove);
    await confirmRemoval(canvasElement);
    await expectToast(canvasElement, 'Calendar not found');
  },
};

/** The primary calendar's Google authorisation expired: its row says so (the layout's banner too). */
export const PrimaryNeedsReconnection: Story = {
  beforeEach: ({ msw }) =>
    preferencesBackend(
      msw,
      { preferences: analysedPreferences, calendars: TWO_PERSONAL_CALENDARS, primary: 'expired' },
      // The session read before the grant expired: the layout's banner is not up yet.
      reshaped('*/api/auth/me', (me: object) => ({ ...me, calendarStatus: 'connected' })),
    ),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    await expect(await canvas.findByText('Needs reconnection')).toBeVisible();
  },
};

/** The question asked before a personal calendar is removed. */
export const ConfirmRemoval: Story = {
  beforeEach: ({ msw }) =>
    preferencesBackend(msw, {
      preferences: analysedPreferences,
      calendars: TWO_PERSONAL_CALENDARS,
    }),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Remove ${PERSONAL_CALENDAR}` }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Remove this calendar?',
    });
    // The dialog fades in.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep calendar' })).toBeVisible(),
    );
  },
};

/** Confirms the removal dialog, which Mantine renders outside the story's canvas. */
async function confirmRemoval(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement.ownerDocument.body).findByRole('button', {
      name: 'Remove calendar',
    }),
  );
}

export const CalendarConnected: Story = {
  args: { path: '/preferences?connected=true' },
  beforeEach: ({ msw }) =>
    preferencesBackend(msw, {
      preferences: analysedPreferences,
      calendars: TWO_PERSONAL_CALENDARS,
    }),
  async play({ canvasElement }) {
    await screenReady(canvasElement);
    await expectToast(canvasElement, 'Calendar connected');
    await expectToast(canvasElement, 'Your personal calendar has been successfully connected.');
  },
};

const withDates = {
  ...analysedPreferences,
  timeOff: [
    { id: 'off_vacation', startDate: '2026-11-23', endDate: '2026-11-27', note: 'Vacation' },
    { id: 'off_dentist', startDate: '2026-12-15', endDate: '2026-12-15', note: null },
  ],
  dateOverrides: [
    { date: '2026-12-02', enabled: true, startHour: 13, endHour: 15 },
    { date: '2026-12-24', enabled: false, startHour: 9, endHour: 17 },
  ],
};

async function datesCard(canvasElement: HTMLElement) {
  const canvas = await screenReady(canvasElement);
  const heading = await canvas.findByRole('heading', { name: 'Time Off & Date Overrides' });
  heading.scrollIntoView({ block: 'start' });
  return within(heading.closest('section') as HTMLElement);
}

/** Time off with and without a note, a shortened day and a day off. */
export const TimeOffAndOverrides: Story = {
  name: 'Time off and date overrides',
  beforeEach: ({ msw }) => preferencesBackend(msw, { preferences: withDates }),
  async play({ canvasElement }) {
    const card = await datesCard(canvasElement);
    await expect(card.getByText('Mon, Nov 23, 2026 – Fri, Nov 27, 2026')).toBeVisible();
    await expect(card.getByText('Vacation')).toBeVisible();
    await expect(card.getByText('Tue, Dec 15, 2026')).toBeVisible();
    await expect(card.getByText(/1:00 PM – 3:00 PM/)).toBeVisible();
    await expect(
      card.getByRole('button', { name: 'Remove override Thu, Dec 24, 2026' }),
    ).toBeVisible();
  },
};

export const TimeOffAndOverridesOnAPhone: Story = {
  ...TimeOffAndOverrides,
  name: 'Time off and date overrides, on a phone',
  globals: { viewport: { value: 'phone' } },
};

/** A range ending before it starts is refused beside the field, and nothing is listed. */
export const TimeOffInvalid: Story = {
  name: 'Time off ending before it starts',
  beforeEach: ({ msw }) => preferencesBackend(msw),
  async play({ canvasElement }) {
    const card = await datesCard(canvasElement);
    await userEvent.type(card.getByLabelText('First day'), '2026-12-04');
    await userEvent.type(card.getByLabelText('Last day'), '2026-11-30');
    await userEvent.click(card.getByRole('button', { name: 'Add time off' }));
    await expect(card.getByText('The last day must be on or after the first day')).toBeVisible();
    await expect(card.getByText('No time off planned.')).toBeVisible();
  },
};
