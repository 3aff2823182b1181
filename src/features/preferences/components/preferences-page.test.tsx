import { notifications } from '@mantine/notifications';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hungRequests, releaseHung } from '../../../../mocks/faults/faults';
import { server } from '../../../../mocks/node';
import { recordRequests, reshaped } from '../../../../mocks/test/story-backend';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { createAppRouter } from '../../../app/router';
import { captureNavigations } from '../../../components/navigate-browser';
import { renderApp } from '../../../test/render-app';
import {
  analysedPreferences,
  PERSONAL_CALENDAR,
  preferencesBackend,
  recordSaves,
  SECOND_PERSONAL_CALENDAR,
  TWO_PERSONAL_CALENDARS,
} from '../test-seed';

const heading = () => screen.findByRole('heading', { name: 'Meeting Preferences', level: 1 });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

function expectDay(name: string, enabled: boolean, start = '9', end = '17') {
  expect(checkbox(name)).toHaveProperty('checked', enabled);
  if (enabled) {
    // the selects' values are minutes after midnight; start and end are given in hours
    expect(select(`${name} start time`)).toHaveValue(String(Number(start) * 60));
    expect(select(`${name} end time`)).toHaveValue(String(Number(end) * 60));
  } else {
    expect(screen.queryByRole('combobox', { name: `${name} start time` })).toBeNull();
  }
}

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => {
  vi.restoreAllMocks();
  server.events.removeAllListeners('request:start');
});

describe('Meeting Preferences: loading and display', () => {
  it('shows a spinner while the preferences load', async () => {
    await preferencesBackend(server, { faults: 'getPreferences:hang' });
    const reads = recordRequests(server, '/api/user/preferences', () => true);
    renderApp('/preferences');
    await waitFor(() => expect(reads.length > 0).toBe(true));
    // The session check is over (the screen's own call went out); the spinner stays meanwhile.
    const spinner = await screen.findByRole('status');
    expect(spinner).toHaveTextContent('Loading');
    // The mock holds the read unanswered: the spinner stays, and no screen shows meanwhile.
    await waitFor(() =>
      expect(hungRequests().map((r) => r.operationId)).toContain('getPreferences'),
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Meeting Preferences' })).toBeNull();
    // Once it is answered, the screen replaces the spinner.
    releaseHung('getPreferences');
    expect(await screen.findByRole('heading', { name: 'Meeting Preferences' })).toBeVisible();
  });

  it('shows the title, the intro, the info banner and the default-preferences banner', async () => {
    await preferencesBackend(server);
    renderApp('/preferences');
    await heading();
    expect(screen.getByText(/Tell the assistant when you like to meet/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('note', { name: 'How preferences work' })).getByText(
        /Your booking links offer only the times inside your weekly availability/,
      ),
    ).toBeInTheDocument();
    // Said once, by the save status, not again in the note.
    expect(screen.getAllByText(/Changes save automatically/)).toHaveLength(1);
    const banner = screen.getByRole('region', { name: 'Calendar analysis' });
    expect(within(banner).getByText(/has not been analyzed yet/)).toBeInTheDocument();
    expect(within(banner).getByText(/These are default preferences/)).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Analyze Calendar' })).toBeEnabled();
    expect(within(banner).queryByText(/Last checked on/)).toBeNull();
    expect(screen.getByTestId('save-status')).toHaveTextContent('Changes save automatically');
  });

  it('shows an analysed host: meetings looked at, last check, Analyze Again, every card', async () => {
    await preferencesBackend(server, {
      preferences: analysedPreferences,
      calendars: TWO_PERSONAL_CALENDARS,
    });
    renderApp('/preferences');
    await heading();
    const banner = screen.getByRole('region', { name: 'Calendar analysis' });
    expect(banner).toHaveTextContent('looked at your past 128 meetings');
    expect(banner).toHaveTextContent('Last checked on November 2, 2026');
    expect(within(banner).getByRole('button', { name: 'Analyze Again' })).toBeEnabled();

    const calendars = screen.getByRole('region', { name: 'Connected Calendars' });
    const rows = within(calendars).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('jordan.lee@example.comPrimary Calendar');
    expect(rows[1]).toHaveTextContent(`${PERSONAL_CALENDAR}Personal Calendar`);
    expect(rows[2]).toHaveTextContent(`${SECOND_PERSONAL_CALENDAR}Personal Calendar`);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(
      within(rows[1]!).getByRole('button', { name: `Remove ${PERSONAL_CALENDAR}` }),
    ).toBeEnabled();
    expect(within(calendars).getByRole('button', { name: 'Connect Calendar' })).toBeEnabled();

    expectDay('Sunday', false);
    expectDay('Monday', true);
    expectDay('Wednesday', true, '10', '16');
    expectDay('Friday', true, '9', '13');
    expect(screen.getAllByText('No meetings')).toHaveLength(2);
    expect(select('Preferred meeting time')).toHaveValue('am');
    expect(screen.getByRole('spinbutton', { name: 'Buffer time:' })).toHaveValue(15);
    expect(checkbox('No buffer needed - schedule meetings back-to-back')).not.toBeChecked();
    const timezone = screen.getByRole('region', { name: 'Timezone' });
    expect(timezone).toHaveTextContent('America/New_York');
    expect(timezone).toHaveTextContent('Detected automatically from your browser');
    expect(within(timezone).getByRole('button', { name: 'Refresh timezone' })).toBeEnabled();
  });

  it('lists the rows Sunday to Saturday', async () => {
    await preferencesBackend(server);
    renderApp('/preferences');
    await heading();
    const week = screen.getByRole('region', { name: 'Weekly Availability' });
    expect(
      within(week)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  });

  it('keeps the spec defaults when the preferences and calendars fail to load, and only logs', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await preferencesBackend(server, { faults: 'getPreferences:500,getConnectedCalendars:500' });
    renderApp('/preferences');
    await heading();
    expectDay('Sunday', false);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      expectDay(day, true, '9', '17');
    }
    expectDay('Saturday', false);
    expect(select('Preferred meeting time')).toHaveValue('both');
    expect(screen.getByRole('spinbutton', { name: 'Buffer time:' })).toHaveValue(15);
    expect(checkbox('No buffer needed - schedule meetings back-to-back')).not.toBeChecked();
    // The browser's zone (the test runs in UTC).
    expect(screen.getByRole('region', { name: 'Timezone' })).toHaveTextContent('UTC');
    expect(screen.getByRole('button', { name: 'Analyze Calendar' })).toBeInTheDocument();
    const calendars = screen.getByRole('region', { name: 'Connected Calendars' });
    expect(within(calendars).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(calendars).getByRole('button', { name: 'Connect Calendar' })).toBeEnabled();
    await waitFor(() => {
      expect(logged).toHaveBeenCalledWith('Failed to load preferences', expect.any(Error));
      expect(logged).toHaveBeenCalledWith('Failed to load connected calendars', expect.any(Error));
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a day missing from the answer as disabled, 9 to 17 once enabled', async () => {
    // An answer the contract would not allow: a day missing.
    await preferencesBackend(
      server,
      {},
      reshaped('*/api/user/preferences', (body: { dayAvailability: Record<string, unknown> }) => {
        const { '3': _wednesday, ...sixDays } = body.dayAvailability;
        return { ...body, dayAvailability: sixDays };
      }),
    );
    const puts = recordSaves(server);
    const { user } = renderApp('/preferences');
    await heading();
    expectDay('Tuesday', true);
    expectDay('Wednesday', false);
    await user.click(checkbox('Wednesday'));
    expectDay('Wednesday', true, '9', '17');
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.dayAvailability['3']).toEqual({ enabled: true, startHour: 9, endHour: 17 });
  });

  it('shows "Calendar connected" for ?connected=true and removes the parameter', async () => {
    await preferencesBackend(server, { calendars: TWO_PERSONAL_CALENDARS });
    const queryClient = createQueryClient();
    const history = createMemoryHistory({ initialEntries: ['/preferences?connected=true'] });
    const router = createAppRouter(queryClient, history);
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('Calendar connected')).toBeInTheDocument();
    expect(
      screen.getByText('Your personal calendar has been successfully connected.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(history.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/preferences');
  });

  it('shows no toast without the parameter', async () => {
    await preferencesBackend(server, { calendars: TWO_PERSONAL_CALENDARS });
    renderApp('/preferences?connected=false');
    await heading();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Calendar connected')).toBeNull();
  });

  it('sends the browser to /auth/google/calendar from the Connect Calendar tile', async () => {
    await preferencesBackend(server);
    const capture = captureNavigations();
    try {
      const { user } = renderApp('/preferences');
      await heading();
      await user.click(screen.getByRole('button', { name: 'Connect Calendar' }));
      expect(capture.urls).toEqual([expect.stringMatching(/\/auth\/google\/calendar$/)]);
    } finally {
      capture.stop();
    }
  });
});
