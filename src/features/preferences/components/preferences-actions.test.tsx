import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { recordRequests } from '../../../../mocks/test/story-backend';
import { failure } from '../../../test/api-failure';
import { fakePauses, NO_DELAY, pass } from '../../../test/fake-pauses';
import { renderApp } from '../../../test/render-app';
import {
  analysedPreferences,
  ANALYSIS_DAY,
  PERSONAL_CALENDAR,
  preferencesBackend,
  recordSaves,
  releaseWhenHung,
  SECOND_PERSONAL_CALENDAR,
  seedAfternoonWeeks,
  seedMostlyAfternoons,
  TWO_PERSONAL_CALENDARS,
  type PreferencesSetup,
} from '../test-seed';
import { AUTOSAVE_DELAY } from '../use-autosave';

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const banner = () => screen.getByRole('region', { name: 'Calendar analysis' });
const calendarsCard = () => screen.getByRole('region', { name: 'Connected Calendars' });
const timezoneCard = () => screen.getByRole('region', { name: 'Timezone' });

/**
 * The screen over `setup`. Once it is open, its timeouts are fake (moving with real time), so
 * that a test can let the autosave's pause end at once (`pass`) instead of sleeping through it.
 */
async function open(setup: PreferencesSetup, ...overrides: RequestHandler[]) {
  await preferencesBackend(server, setup, ...overrides);
  const view = renderApp('/preferences', { user: NO_DELAY });
  await screen.findByRole('heading', { name: 'Meeting Preferences', level: 1 });
  fakePauses();
  return view;
}

/** Spy on the browser's zone as Intl reports it. */
function browserZoneIs(timeZone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone };
  });
}

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.events.removeAllListeners();
});

/**
 * Every save the screen sends. An analysis moves the stored version and the screen saves against
 * the new one: none is refused and sent again, so each change is one save here.
 */
const recordAllSaves = () => recordSaves(server);

/** The addresses the screen asks the server to disconnect, in order. */
const recordDisconnects = () =>
  recordRequests(server, /^\/api\/user\/connected-calendars\/.+/, (url) =>
    decodeURIComponent(url.pathname.split('/').at(-1)!),
  );

describe('Analyze', () => {
  it('on an empty calendar says one consistent thing in the toast and the banner', async () => {
    const { user } = await open({ now: ANALYSIS_DAY });
    await user.click(screen.getByRole('button', { name: 'Analyze Calendar' }));
    expect(
      await screen.findByText('No past meetings found, so your preferences were left as they are.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Analyzed 0 meetings/)).toBeNull();
    expect(banner()).toHaveTextContent('found no past meetings to learn from');
    expect(banner()).toHaveTextContent('Last checked on November 3, 2026');
    expect(banner()).not.toHaveTextContent('has not been analyzed yet');
    expect(within(banner()).getByRole('button', { name: 'Analyze Again' })).toBeEnabled();
  });

  it('reads "Analyzing..." while running; a first analysis over untouched defaults applies at once, with Undo', async () => {
    // 42 past meetings: 31 between 12 PM and 6 PM on Tue–Fri, 9 before noon.
    const { user } = await open({
      now: ANALYSIS_DAY,
      meetings: seedMostlyAfternoons,
      faults: 'analyzeCalendar:hang',
    });
    // On real timers: this test counts the saves exactly, and the first one must go after the
    // screen has reloaded the version the analysis stored (else it is refused and sent again).
    vi.useRealTimers();
    const puts = recordAllSaves();
    await user.click(screen.getByRole('button', { name: 'Analyze Calendar' }));
    expect(await screen.findByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    await releaseWhenHung('analyzeCalendar');

    expect(await screen.findByText('Calendar analyzed')).toBeInTheDocument();
    expect(
      screen.getByText('Analyzed 42 meetings. Timezone and preferences updated.'),
    ).toBeInTheDocument();
    expect(banner()).toHaveTextContent('looked at your past 42 meetings');
    // What it saw, from the analysis answer.
    expect(
      within(banner()).getByText(
        '31 of your last 42 meetings were between 12 PM and 6 PM on Tue–Fri.',
      ),
    ).toBeInTheDocument();
    expect(
      within(banner()).getByText('9 of your last 42 meetings started before noon.'),
    ).toBeInTheDocument();
    expect(banner()).toHaveTextContent('Last checked on November 3, 2026');
    expect(within(banner()).getByRole('button', { name: 'Analyze Again' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
    expect(select('Tuesday start time')).toHaveValue('720');
    expect(select('Tuesday end time')).toHaveValue('1080');
    expect(select('Preferred meeting time')).toHaveValue('pm');
    expect(screen.getByRole('spinbutton', { name: 'Buffer time:' })).toHaveValue(10);
    expect(timezoneCard()).toHaveTextContent('Europe/London');
    // The analysis only proposed: applying it is an ordinary save of the proposal.
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      timePreference: 'pm',
      timezone: 'Europe/London',
      bufferTime: 10,
    });

    // Undo puts the defaults back, and saves them.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(select('Preferred meeting time')).toHaveValue('both');
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ timePreference: 'both', bufferTime: 15 });
  });

  it('with the host’s own settings, shows what would change; "Keep mine" changes nothing', async () => {
    const { user } = await open({
      preferences: analysedPreferences,
      now: ANALYSIS_DAY,
      meetings: seedAfternoonWeeks,
    });
    const puts = recordAllSaves();
    await user.click(screen.getByRole('button', { name: 'Analyze Again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply what the analysis found?' });
    const row = (name: string) => within(dialog).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Monday')).toHaveTextContent('Monday9:00 AM – 5:00 PMUnavailable');
    expect(row('Time preference')).toHaveTextContent('Morning (AM)Afternoon (PM)');
    expect(row('Buffer time')).toHaveTextContent('15 minutes10 minutes');
    expect(row('Time zone')).toHaveTextContent('America/New_YorkEurope/London');
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(select('Preferred meeting time')).toHaveValue('am');
    expect(select('Wednesday start time')).toHaveValue('600');
    // Nothing was sent: the host's next change is the first save, and it carries the host's own
    // settings, not the analysis's (saves go out in order).
    await user.selectOptions(select('Wednesday start time'), '540');
    await pass(AUTOSAVE_DELAY);
    await waitFor(() => expect(puts.length).toBeGreaterThan(0));
    expect(puts[0]).toMatchObject({
      timePreference: 'am',
      timezone: 'America/New_York',
      bufferTime: 15,
    });
    expect(puts[0]?.dayAvailability['3']?.startHour).toBe(9);
  });

  it('applying the proposal saves it; Undo restores the host’s previous preferences', async () => {
    const { user } = await open({
      preferences: analysedPreferences,
      now: ANALYSIS_DAY,
      meetings: seedAfternoonWeeks,
    });
    const puts = recordAllSaves();
    await user.selectOptions(select('Monday start time'), '420');
    await user.click(screen.getByRole('button', { name: 'Analyze Again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply what the analysis found?' });
    // The comparison is with what the host has now, their unsaved edit included.
    expect(within(dialog).getByRole('row', { name: /^Monday/ })).toHaveTextContent(
      '7:00 AM – 5:00 PM',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    expect(
      await screen.findByText('Analyzed 42 meetings. Timezone and preferences updated.'),
    ).toBeInTheDocument();
    expect(select('Preferred meeting time')).toHaveValue('pm');
    await pass(AUTOSAVE_DELAY);
    await waitFor(() => expect(puts.at(-1)).toMatchObject({ timePreference: 'pm' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(select('Preferred meeting time')).toHaveValue('am');
    expect(select('Monday start time')).toHaveValue('420');
    await pass(AUTOSAVE_DELAY);
    await waitFor(() =>
      expect(puts.at(-1)).toMatchObject({
        timePreference: 'am',
        dayAvailability: { '1': { enabled: true, startHour: 7, endHour: 17 } },
      }),
    );
  });

  it('shows the generic failure toast', async () => {
    const { user } = await open({
      preferences: analysedPreferences,
      faults: 'analyzeCalendar:500',
    });
    await user.click(screen.getByRole('button', { name: 'Analyze Again' }));
    expect(await screen.findByText('Analysis failed')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to analyze your calendar. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze Again' })).toBeEnabled();
    expect(banner()).toHaveTextContent('looked at your past 128 meetings');
  });

  it('names the problem when the Google Calendar is not connected', async () => {
    const { user } = await open({ primary: 'missing' });
    await user.click(screen.getByRole('button', { name: 'Analyze Calendar' }));
    expect(await screen.findByText('Google Calendar not connected')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please connect your Google Calendar first to analyze your meeting patterns.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Analysis failed')).toBeNull();
  });

  it('decides by the error code, not the wording: an expired grant asks to connect too', async () => {
    const { user } = await open(
      {},
      http.post('*/api/user/preferences/analyze', () =>
        failure('Your Google grant lapsed', 409, 'calendar_auth_expired'),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Analyze Calendar' }));
    expect(await screen.findByText('Google Calendar not connected')).toBeInTheDocument();
    expect(screen.queryByText('Analysis failed')).toBeNull();
  });

  it('shows the generic toast for a code that is not about the calendar, whatever the words', async () => {
    const { user } = await open(
      {},
      http.post('*/api/user/preferences/analyze', () =>
        failure('Google Calendar not connected (retry later)', 503),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Analyze Calendar' }));
    expect(await screen.findByText('Analysis failed')).toBeInTheDocument();
    expect(screen.queryByText('Google Calendar not connected')).toBeNull();
  });
});

describe('Connected calendars', () => {
  it('removes a personal calendar with its own spinner, says so and reloads the list', async () => {
    const { user } = await open({
      calendars: TWO_PERSONAL_CALENDARS,
      faults: 'disconnectCalendar:hang',
    });
    const deleted = recordDisconnects();
    const remove = await within(calendarsCard()).findByRole('button', {
      name: `Remove ${PERSONAL_CALENDAR}`,
    });
    const other = within(calendarsCard()).getByRole('button', {
      name: `Remove ${SECOND_PERSONAL_CALENDAR}`,
    });
    await user.click(remove);
    await user.click(await screen.findByRole('button', { name: 'Remove calendar' }));
    expect(remove).toHaveAttribute('aria-busy', 'true');
    expect(remove).toBeDisabled();
    expect(other).not.toHaveAttribute('aria-busy');
    expect(other).toBeEnabled();
    await releaseWhenHung('disconnectCalendar');

    expect(await screen.findByText('Calendar disconnected')).toBeInTheDocument();
    expect(screen.getByText(`${PERSONAL_CALENDAR} has been disconnected.`)).toBeInTheDocument();
    expect(deleted).toEqual([PERSONAL_CALENDAR]);
    expect(within(calendarsCard()).queryByText(PERSONAL_CALENDAR)).toBeNull();
    expect(within(calendarsCard()).getAllByRole('listitem')).toHaveLength(2);
    expect(within(calendarsCard()).getByText(SECOND_PERSONAL_CALENDAR)).toBeInTheDocument();
  });

  it('asks before removing, and keeping the calendar sends nothing', async () => {
    const { user } = await open({ calendars: TWO_PERSONAL_CALENDARS });
    const deleted = recordDisconnects();
    await user.click(
      await within(calendarsCard()).findByRole('button', { name: `Remove ${PERSONAL_CALENDAR}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this calendar?' });
    expect(within(dialog).getByText(new RegExp(PERSONAL_CALENDAR))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep calendar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual([]);
    expect(within(calendarsCard()).getByText(PERSONAL_CALENDAR)).toBeInTheDocument();
  });

  it("shows the server's error text when removing fails", async () => {
    const { user } = await open({ calendars: TWO_PERSONAL_CALENDARS });
    const remove = await screen.findByRole('button', {
      name: `Remove ${SECOND_PERSONAL_CALENDAR}`,
    });
    // Another tab disconnected it meanwhile: the server no longer has it.
    db.calendars.delete((q) => q.where({ email: SECOND_PERSONAL_CALENDAR }));
    await user.click(remove);
    await user.click(await screen.findByRole('button', { name: 'Remove calendar' }));
    expect(await screen.findByText('Calendar not found')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(within(calendarsCard()).getByText(SECOND_PERSONAL_CALENDAR)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Remove ${SECOND_PERSONAL_CALENDAR}` }),
    ).toBeEnabled();
  });

  it('falls back to the generic text when the failure carries no error', async () => {
    // A failure whose body carries no error (a gateway's 502).
    const { user } = await open(
      { calendars: TWO_PERSONAL_CALENDARS },
      http.delete(
        '*/api/user/connected-calendars/:calendar',
        () => new HttpResponse(null, { status: 502 }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: `Remove ${PERSONAL_CALENDAR}` }));
    await user.click(await screen.findByRole('button', { name: 'Remove calendar' }));
    expect(
      await screen.findByText('Failed to disconnect calendar. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});

describe('Timezone', () => {
  it("sends the browser's current zone and says so", async () => {
    const { user } = await open({ preferences: analysedPreferences });
    const puts = recordSaves(server);
    expect(timezoneCard()).toHaveTextContent('America/New_York');
    browserZoneIs('Europe/Paris');
    await user.click(screen.getByRole('button', { name: 'Refresh timezone' }));
    expect(await screen.findByText('Timezone updated')).toBeInTheDocument();
    expect(screen.getByText('Your timezone has been updated to Europe/Paris.')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]).toEqual({
      timePreference: 'am',
      timezone: 'Europe/Paris',
      dayAvailability: analysedPreferences.dayAvailability,
      bufferTime: 15,
      noBufferNeeded: false,
      timeOff: [],
      dateOverrides: [],
    });
    expect(timezoneCard()).toHaveTextContent('Europe/Paris');
    expect(screen.getByRole('button', { name: 'Refresh timezone' })).toBeEnabled();
  });

  it('says so when the update fails and keeps the stored zone', async () => {
    const { user } = await open({
      preferences: analysedPreferences,
      faults: 'updatePreferences:500',
    });
    browserZoneIs('Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Refresh timezone' }));
    expect(
      await screen.findByText('Failed to update timezone. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(timezoneCard()).toHaveTextContent('America/New_York'));
    expect(screen.queryByText('Failed to save preferences. Please try again.')).toBeNull();
  });
});
