import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import type { components } from '../../../api/schema.gen';
import { fakePauses, NO_DELAY, pass } from '../../../test/fake-pauses';
import { renderApp } from '../../../test/render-app';
import { defaultServerPreferences, preferencesBackend, recordSaves } from '../test-seed';
import { AUTOSAVE_DELAY } from '../use-autosave';
import { setAppClock } from '../../../components/app-clock';
import { NOW } from '../../../../mocks/test/now';
import { TIME_OFF_IN_PAST } from '../../../domain/date-rules';

type PreferencesInput = components['schemas']['PreferencesInput'];
type Preferences = components['schemas']['Preferences'];

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => {
  setAppClock(null);
  vi.useRealTimers();
  server.events.removeAllListeners('request:start');
});

/**
 * The screen over `stored`, recording every PUT body. Once it is open, its timeouts are fake
 * (moving with real time), so that a test can let the autosave's pause end at once (`pass`).
 */
async function openScreen(stored: Preferences = defaultServerPreferences) {
  await preferencesBackend(server, { preferences: stored });
  // The app's clock is the mock's: Wednesday 4 November 2026, 10:00 AM in New York.
  setAppClock({ frozenAt: Date.parse(NOW), offsetMs: 0 });
  const puts = recordSaves(server);
  renderApp('/preferences');
  await screen.findByRole('heading', { name: 'Meeting Preferences', level: 1 });
  const card = within(
    (await screen.findByRole('heading', { name: 'Time Off & Date Overrides' })).closest(
      'section',
    ) as HTMLElement,
  );
  fakePauses();
  const user = userEvent.setup({ ...NO_DELAY, pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { puts, card, user };
}

/** The autosave's pause passes, then the newest PUT carries `expected`. */
const lastPut = async (puts: PreferencesInput[], expected: Partial<PreferencesInput>) => {
  await pass(AUTOSAVE_DELAY);
  await waitFor(() => expect(puts.at(-1)).toMatchObject(expected));
};

describe('Time off', () => {
  it('adds a range with a private note, saved by the autosave, and lists it', async () => {
    const { puts, card, user } = await openScreen();
    expect(card.getByText('No time off planned.')).toBeInTheDocument();
    await user.type(card.getByLabelText('First day'), '2026-11-30');
    await user.type(card.getByLabelText('Last day'), '2026-12-04');
    await user.type(card.getByLabelText('Note (only you see it)'), 'Vacation');
    await user.click(card.getByRole('button', { name: 'Add time off' }));
    expect(card.getByText('Mon, Nov 30, 2026 – Fri, Dec 4, 2026')).toBeInTheDocument();
    expect(card.getByText('Vacation')).toBeInTheDocument();
    await lastPut(puts, {
      timeOff: [
        {
          id: expect.any(String) as string,
          startDate: '2026-11-30',
          endDate: '2026-12-04',
          note: 'Vacation',
        },
      ],
    });
  });

  it('refuses time off that ended before today (the host’s zone), and takes one ending today', async () => {
    const { puts, card, user } = await openScreen();
    await user.type(card.getByLabelText('First day'), '2026-11-02');
    await user.type(card.getByLabelText('Last day'), '2026-11-03');
    await user.click(card.getByRole('button', { name: 'Add time off' }));
    expect(card.getByLabelText('Last day')).toHaveAccessibleDescription(TIME_OFF_IN_PAST);
    expect(card.getByText('No time off planned.')).toBeInTheDocument();
    await user.clear(card.getByLabelText('Last day'));
    await user.type(card.getByLabelText('Last day'), '2026-11-04');
    await user.click(card.getByRole('button', { name: 'Add time off' }));
    expect(card.getByText('Mon, Nov 2, 2026 – Wed, Nov 4, 2026')).toBeInTheDocument();
    await lastPut(puts, {
      timeOff: [
        {
          id: expect.any(String) as string,
          startDate: '2026-11-02',
          endDate: '2026-11-04',
          note: null,
        },
      ],
    });
    expect(puts.some((p) => p.timeOff?.some((r) => r.endDate === '2026-11-03'))).toBe(false);
  });

  it('refuses a range ending before it starts: an error, nothing listed or saved', async () => {
    const { puts, card, user } = await openScreen();
    await user.type(card.getByLabelText('First day'), '2026-12-04');
    await user.type(card.getByLabelText('Last day'), '2026-11-30');
    await user.click(card.getByRole('button', { name: 'Add time off' }));
    expect(card.getByText('The last day must be on or after the first day')).toBeInTheDocument();
    expect(card.getByText('No time off planned.')).toBeInTheDocument();
    // The host puts the last day right: the first save is that range alone (saves go out in
    // order, so a save of the refused one would come first).
    await user.clear(card.getByLabelText('Last day'));
    await user.type(card.getByLabelText('Last day'), '2026-12-08');
    await user.click(card.getByRole('button', { name: 'Add time off' }));
    await pass(AUTOSAVE_DELAY);
    await waitFor(() => expect(puts.length).toBeGreaterThan(0));
    expect(puts[0]?.timeOff).toHaveLength(1);
    expect(puts[0]?.timeOff?.[0]).toMatchObject({ startDate: '2026-12-04', endDate: '2026-12-08' });
  });

  it('removes a range with its own button', async () => {
    const { puts, card, user } = await openScreen({
      ...defaultServerPreferences,
      timeOff: [{ id: 'off_1', startDate: '2026-12-24', endDate: '2026-12-26', note: null }],
    });
    await user.click(
      card.getByRole('button', {
        name: 'Remove time off Thu, Dec 24, 2026 – Sat, Dec 26, 2026',
      }),
    );
    expect(card.getByText('No time off planned.')).toBeInTheDocument();
    await lastPut(puts, { timeOff: [] });
  });
});

describe('Date overrides', () => {
  it('gives one date 1 PM to 3 PM, then marks another unavailable', async () => {
    const { puts, card, user } = await openScreen();
    expect(card.getByText('Every date follows its weekday.')).toBeInTheDocument();
    await user.type(card.getByLabelText('Date'), '2026-12-09');
    await user.selectOptions(card.getByRole('combobox', { name: 'From' }), '1:00 PM');
    await user.selectOptions(card.getByRole('combobox', { name: 'To' }), '3:00 PM');
    await user.click(card.getByRole('button', { name: 'Add override' }));
    expect(card.getByText(/Wed, Dec 9, 2026/)).toBeInTheDocument();
    expect(card.getByText(/1:00 PM – 3:00 PM/)).toBeInTheDocument();
    await user.type(card.getByLabelText('Date'), '2026-12-10');
    await user.click(card.getByRole('checkbox', { name: 'Unavailable all day' }));
    expect(card.queryByRole('combobox', { name: 'From' })).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Add override' }));
    await lastPut(puts, {
      dateOverrides: [
        { date: '2026-12-09', enabled: true, startHour: 13, endHour: 15 },
        { date: '2026-12-10', enabled: false, startHour: 13, endHour: 15 },
      ],
    });
  });

  it('refuses hours that end before they start', async () => {
    const { puts, card, user } = await openScreen();
    await user.type(card.getByLabelText('Date'), '2026-12-09');
    await user.selectOptions(card.getByRole('combobox', { name: 'From' }), '3:00 PM');
    await user.selectOptions(card.getByRole('combobox', { name: 'To' }), '1:00 PM');
    await user.click(card.getByRole('button', { name: 'Add override' }));
    expect(card.getByText('End time must be after start time')).toBeInTheDocument();
    expect(card.getByText('Every date follows its weekday.')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('gives a date two ranges on quarter hours, as a weekday has', async () => {
    const { puts, card, user } = await openScreen();
    await user.type(card.getByLabelText('Date'), '2026-12-09');
    await user.selectOptions(card.getByRole('combobox', { name: 'To' }), '12:00 PM');
    await user.click(card.getByRole('button', { name: 'Add range' }));
    await user.selectOptions(card.getByRole('combobox', { name: 'range 2 start time' }), '1:30 PM');
    await user.selectOptions(card.getByRole('combobox', { name: 'range 2 end time' }), '5:15 PM');
    await user.click(card.getByRole('button', { name: 'Add override' }));
    expect(card.getByText(/9:00 AM – 12:00 PM, 1:30 PM – 5:15 PM/)).toBeInTheDocument();
    await lastPut(puts, {
      dateOverrides: [
        {
          date: '2026-12-09',
          enabled: true,
          startHour: 9,
          endHour: 12,
          ranges: [
            { start: 540, end: 720 },
            { start: 810, end: 1035 },
          ],
        },
      ],
    });
  });

  it('shows an overlap on its range and does not add the override', async () => {
    const { puts, card, user } = await openScreen();
    await user.type(card.getByLabelText('Date'), '2026-12-09');
    await user.click(card.getByRole('button', { name: 'Add range' }));
    await user.selectOptions(card.getByRole('combobox', { name: 'range 2 start time' }), '4:00 PM');
    const end = card.getByRole('combobox', { name: 'range 2 end time' });
    expect(end).toHaveAccessibleDescription('This range overlaps another range of the day');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    await user.click(card.getByRole('button', { name: 'Add override' }));
    expect(card.getByText('Every date follows its weekday.')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });
});
