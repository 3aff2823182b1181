import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFaults } from '../../../../mocks/faults/faults';
import { server } from '../../../../mocks/node';
import type { components } from '../../../api/schema.gen';
import { fakePauses, NO_DELAY, pass } from '../../../test/fake-pauses';
import { renderApp } from '../../../test/render-app';
import { preferencesKeys } from '../api';
import { AUTOSAVE_DELAY, RETRY_DELAYS } from '../use-autosave';
import {
  defaultServerPreferences,
  preferencesBackend,
  recordSaves,
  releaseWhenHung,
  type PreferencesSetup,
} from '../test-seed';

type PreferencesInput = components['schemas']['PreferencesInput'];

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const bufferInput = () =>
  screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Buffer time:' });
const saveStatus = () => screen.getByTestId('save-status');
const NO_BUFFER = 'No buffer needed - schedule meetings back-to-back';

/**
 * The screen over the default preferences, recording every PUT body; `faults` and `overrides`
 * give the save's failure or latency. Once it is open, its timeouts are fake (moving with real
 * time), so that a test can let the autosave's pause end at once (`pass`) instead of sleeping
 * through it.
 */
async function openScreen(faults?: PreferencesSetup['faults'], ...overrides: RequestHandler[]) {
  await preferencesBackend(server, { faults }, ...overrides);
  const puts = recordSaves(server);
  const view = renderApp('/preferences', { user: NO_DELAY });
  await screen.findByRole('heading', { name: 'Meeting Preferences', level: 1 });
  fakePauses();
  return { ...view, puts };
}

/** Autosave fires 1000 ms after the last change: that pause passes, then the round trip. */
const waitForPuts = async (puts: PreferencesInput[], count: number) => {
  await pass(AUTOSAVE_DELAY);
  await waitFor(() => expect(puts).toHaveLength(count));
};

/**
 * Waits until the newest PUT carries `expected`. On a busy machine a pause between two steps of
 * a test can exceed the 1 s debounce and send an intermediate state first; only the final one
 * matters here (the burst test pins the exact count with fake timers).
 */
const waitForLastPut = async (puts: PreferencesInput[], expected: Partial<PreferencesInput>) => {
  await pass(AUTOSAVE_DELAY);
  await waitFor(() => expect(puts.at(-1)).toMatchObject(expected));
};

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.events.removeAllListeners('request:start');
});

describe('Weekly availability', () => {
  it('offers every quarter hour labelled like 9:00 AM, 12:00 PM and 12:00 AM; an end may be midnight', async () => {
    await openScreen();
    const options = Array.from(select('Monday start time').options);
    expect(options.map((option) => option.value)).toEqual(
      Array.from({ length: 96 }, (_, quarter) => String(quarter * 15)),
    );
    expect(options[0]?.textContent).toBe('12:00 AM');
    expect(options[36]?.textContent).toBe('9:00 AM');
    expect(options[48]?.textContent).toBe('12:00 PM');
    expect(options[54]?.textContent).toBe('1:30 PM');
    expect(options[95]?.textContent).toBe('11:45 PM');
    const ends = Array.from(select('Monday end time').options);
    expect(ends[0]?.textContent).toBe('12:15 AM');
    expect(ends.at(-1)?.value).toBe('1440');
    expect(ends.at(-1)?.textContent).toBe('12:00 AM');
    expect(select('Monday end time').selectedOptions[0]?.textContent).toBe('5:00 PM');
  });

  it('toggles a day: unchecked shows "No meetings", checked shows the hours', async () => {
    const { user, puts } = await openScreen();
    await user.click(checkbox('Monday'));
    expect(screen.queryByRole('combobox', { name: 'Monday start time' })).toBeNull();
    expect(screen.getAllByText('No meetings')).toHaveLength(3);
    await user.click(checkbox('Saturday'));
    expect(select('Saturday start time')).toHaveValue('540');
    expect(select('Saturday end time')).toHaveValue('1020');
    await waitForLastPut(puts, {
      dayAvailability: expect.objectContaining({
        '1': { enabled: false, startHour: 9, endHour: 17 },
        '6': { enabled: true, startHour: 9, endHour: 17 },
      }) as PreferencesInput['dayAvailability'],
    });
  });

  it('shows an end hour not after the start hour as a problem and does not save it', async () => {
    const { user, puts } = await openScreen();
    await user.selectOptions(select('Monday end time'), '540');
    expect(screen.getByText('End time must be after start time')).toBeInTheDocument();
    expect(select('Monday end time')).toHaveAttribute('aria-invalid', 'true');
    expect(select('Monday end time')).toHaveAccessibleDescription(
      'End time must be after start time',
    );
    expect(saveStatus()).toHaveTextContent('Highlighted hours not saved');

    // The invalid row alone changes nothing on the server: the first save is the next change,
    // with Monday's last valid hours (saves go out in order, so an earlier one would be first);
    // the row keeps its draft.
    await user.selectOptions(select('Preferred meeting time'), 'am');
    await waitForPuts(puts, 1);
    expect(puts[0]?.timePreference).toBe('am');
    expect(puts[0]?.dayAvailability['1']).toEqual({ enabled: true, startHour: 9, endHour: 17 });
    expect(select('Monday end time')).toHaveValue('540');
    expect(saveStatus()).toHaveTextContent('Highlighted hours not saved');

    await user.selectOptions(select('Monday start time'), '600');
    expect(screen.queryByText('End time must be after start time')).not.toBeNull();
    await user.selectOptions(select('Monday end time'), '660');
    expect(screen.queryByText('End time must be after start time')).toBeNull();
    await waitForPuts(puts, 2);
    expect(puts[1]?.dayAvailability['1']).toEqual({ enabled: true, startHour: 10, endHour: 11 });
    expect(puts[1]?.timePreference).toBe('am');
    expect(saveStatus()).not.toHaveTextContent('Highlighted hours not saved');
  });

  it('asks before leaving with invalid hours: staying keeps the draft, leaving goes', async () => {
    const { user } = await openScreen();
    await user.selectOptions(select('Monday end time'), '480');
    const planner = screen.getAllByRole('link', { name: 'Planner' })[0]!;

    await user.click(planner);
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('The highlighted hours are not saved');
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(select('Monday end time')).toHaveValue('480');

    await user.click(planner);
    await user.click(await screen.findByRole('button', { name: 'Leave anyway' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Meeting Preferences' })).toBeNull(),
    );
  });

  it('asks before leaving while a change waits or is being saved, and leaving still saves it', async () => {
    // The save is held, so the click lands before it is done however slow the machine is: in
    // the 1 s pause, or with the request on its way (the same question either way).
    const { user, puts } = await openScreen('updatePreferences:hang');
    await user.click(checkbox('Saturday'));
    await user.click(screen.getAllByRole('link', { name: 'Planner' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('still being saved');
    await user.click(screen.getByRole('button', { name: 'Leave anyway' }));
    await waitForPuts(puts, 1);
    expect(puts[0]?.dayAvailability['6']?.enabled).toBe(true);
    await releaseWhenHung('updatePreferences');
  });

  it('saves the time preference', async () => {
    const { user, puts } = await openScreen();
    const labels = Array.from(select('Preferred meeting time').options).map((o) => [
      o.value,
      o.textContent,
    ]);
    expect(labels).toEqual([
      ['am', 'Morning (AM)'],
      ['pm', 'Afternoon (PM)'],
      ['both', 'No Preference'],
    ]);
    await user.selectOptions(select('Preferred meeting time'), 'pm');
    await waitForPuts(puts, 1);
    expect(puts[0]?.timePreference).toBe('pm');
  });
});

describe('Buffer time', () => {
  it('falls back to 15 when emptied', async () => {
    const { user, puts } = await openScreen();
    await user.clear(bufferInput());
    await user.type(bufferInput(), '40');
    await waitForLastPut(puts, { bufferTime: 40 });
    await user.clear(bufferInput());
    expect(bufferInput()).toHaveValue(null);
    await waitForLastPut(puts, { bufferTime: 15 });
    await user.tab();
    expect(bufferInput()).toHaveValue(15);
  });

  it('refuses a buffer out of 0 to 120 or with a fraction: a clear error, nothing saved', async () => {
    const { user, puts } = await openScreen();
    for (const [typed, error] of [
      ['500', 'Enter a buffer from 0 to 120 minutes.'],
      ['-5', 'Enter a buffer from 0 to 120 minutes.'],
      ['7.5', 'Enter the buffer in whole minutes.'],
    ] as const) {
      await user.clear(bufferInput());
      await user.type(bufferInput(), typed);
      await user.tab();
      // The field keeps what the host typed, with the error; the status says it is not saved.
      expect(bufferInput()).toHaveValue(Number(typed));
      expect(bufferInput()).toHaveAccessibleDescription(expect.stringContaining(error));
      expect(bufferInput()).toBeInvalid();
      expect(screen.getByTestId('save-status')).toHaveTextContent('Buffer time not saved');
    }
    // More than the autosave's pause, and nothing is still waiting or on its way.
    await pass(AUTOSAVE_DELAY + 300);
    await waitFor(() => expect(saveStatus()).not.toHaveTextContent('Saving...'));
    // Whatever was sent on the way kept the saved 15: never 500, 120, 50, 0 or 8.
    expect(puts.map((put) => put.bufferTime).filter((minutes) => minutes !== 15)).toEqual([]);

    await user.clear(bufferInput());
    await user.type(bufferInput(), '45');
    await user.tab();
    expect(bufferInput()).toHaveValue(45);
    expect(bufferInput()).not.toBeInvalid();
    await waitForLastPut(puts, { bufferTime: 45 });
    expect(screen.getByTestId('save-status')).not.toHaveTextContent('Buffer time not saved');
    expect(bufferInput()).toHaveAttribute('min', '0');
    expect(bufferInput()).toHaveAttribute('max', '120');
  });

  it('hides the input when no buffer is needed, and saves the choice', async () => {
    const { user, puts } = await openScreen();
    await user.click(checkbox(NO_BUFFER));
    expect(screen.queryByRole('spinbutton', { name: 'Buffer time:' })).toBeNull();
    await waitForPuts(puts, 1);
    expect(puts[0]).toMatchObject({ noBufferNeeded: true, bufferTime: 15 });
    await user.click(checkbox(NO_BUFFER));
    expect(bufferInput()).toHaveValue(15);
    await waitForLastPut(puts, { noBufferNeeded: false });
  });
});

describe('Autosave', () => {
  it('sends exactly one PUT with the final state for a burst; each change restarts the pause', async () => {
    const { puts } = await openScreen();
    // Only the debounce's clock is faked, and it moves only when told, so the machine's speed
    // cannot end a pause early. fireEvent (synchronous) stands in for user-event here, whose
    // async wrapper waits on a real setTimeout.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pause = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    const choose = (name: string, value: string) =>
      fireEvent.change(select(name), { target: { value } });

    fireEvent.click(checkbox('Saturday'));
    choose('Monday start time', '480');
    choose('Preferred meeting time', 'am');
    await pause(900);
    expect(puts).toHaveLength(0);
    fireEvent.click(checkbox(NO_BUFFER));
    await pause(900);
    expect(puts).toHaveLength(0);
    choose('Friday end time', '780');
    await pause(999);
    expect(puts).toHaveLength(0);
    expect(saveStatus()).toHaveTextContent('Saving...');
    await pause(1);
    vi.useRealTimers();
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved/));
    expect(puts).toHaveLength(1);
    expect(puts[0]).toEqual({
      timePreference: 'am',
      timezone: 'America/New_York',
      dayAvailability: {
        '0': { enabled: false, startHour: 9, endHour: 17 },
        '1': { enabled: true, startHour: 8, endHour: 17 },
        '2': { enabled: true, startHour: 9, endHour: 17 },
        '3': { enabled: true, startHour: 9, endHour: 17 },
        '4': { enabled: true, startHour: 9, endHour: 17 },
        '5': { enabled: true, startHour: 9, endHour: 13 },
        '6': { enabled: true, startHour: 9, endHour: 17 },
      },
      bufferTime: 15,
      noBufferNeeded: true,
      timeOff: [],
      dateOverrides: [],
    });
  });

  it('reads "Saving..." and then "Saved {time}"', async () => {
    const { user, puts } = await openScreen('updatePreferences:hang');
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-11-02T15:04:00Z'));
    await user.selectOptions(select('Monday start time'), '600');
    expect(saveStatus()).toHaveTextContent('Saving...');
    await waitForPuts(puts, 1);
    expect(saveStatus()).toHaveTextContent('Saving...');
    await releaseWhenHung('updatePreferences');
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved 3:04 PM'));
  });

  it('on failure shows the toast, keeps the edits and saves them with the next change', async () => {
    const { user, puts } = await openScreen('updatePreferences:500');
    await user.selectOptions(select('Monday start time'), '480');
    await pass(AUTOSAVE_DELAY);
    expect(
      await screen.findByText('Failed to save preferences. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(select('Monday start time')).toHaveValue('480');
    expect(saveStatus()).toHaveTextContent('Changes not saved');

    clearFaults('updatePreferences');
    await user.selectOptions(select('Tuesday end time'), '1080');
    await waitForPuts(puts, 2);
    expect(puts[1]?.dayAvailability['1']).toEqual({ enabled: true, startHour: 8, endHour: 17 });
    expect(puts[1]?.dayAvailability['2']).toEqual({ enabled: true, startHour: 9, endHour: 18 });
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved \d{1,2}:\d{2} [AP]M$/));
  });

  it('keeps a save that failed on the way and retries it by itself once the server answers', async () => {
    const { user, puts } = await openScreen('updatePreferences:drop:once');
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await pass(AUTOSAVE_DELAY);
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Changes not saved'));
    expect(saveStatus()).toHaveTextContent('Not saved yet: your change is kept and retried');
    expect(screen.getByRole('button', { name: 'Retry now' })).toBeVisible();
    // The first retry comes 2 s after the failure, with the same change.
    await pass(RETRY_DELAYS[0]!);
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved \d{1,2}:\d{2} [AP]M$/));
    expect(puts).toHaveLength(2);
    expect(puts[1]?.dayAvailability['6']).toEqual(puts[0]?.dayAvailability['6']);
    expect(puts[1]?.dayAvailability['6'].enabled).toBe(true);
  }, 30_000);

  it('never lets a save answer overwrite edits made meanwhile', async () => {
    let openFirstAnswer!: () => void;
    const firstAnswer = new Promise<void>((resolve) => {
      openFirstAnswer = resolve;
    });
    // A server whose answer differs from what was sent (an old state, buffer 99); the first
    // answer is held back until the test has made another edit.
    const stale = { ...defaultServerPreferences, bufferTime: 99 };
    let answers = 0;
    const { user, queryClient, puts } = await openScreen(
      undefined,
      http.put('*/api/user/preferences', async () => {
        answers += 1;
        if (answers === 1) await firstAnswer;
        return HttpResponse.json(stale);
      }),
    );
    await user.selectOptions(select('Monday start time'), '480');
    await waitForPuts(puts, 1);
    // While the first save is on the wire, another edit; then the first answer lands.
    await user.selectOptions(select('Tuesday end time'), '1080');
    openFirstAnswer();
    await waitFor(() =>
      expect(queryClient.getQueryData(preferencesKeys.preferences)).toMatchObject({
        bufferTime: 99,
      }),
    );
    expect(select('Monday start time')).toHaveValue('480');
    expect(select('Tuesday end time')).toHaveValue('1080');
    expect(bufferInput()).toHaveValue(15);

    await waitForPuts(puts, 2);
    expect(puts[1]?.dayAvailability['1']?.startHour).toBe(8);
    expect(puts[1]?.dayAvailability['2']?.endHour).toBe(18);
    expect(puts[1]?.bufferTime).toBe(15);
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved/));
    expect(select('Monday start time')).toHaveValue('480');
    expect(select('Tuesday end time')).toHaveValue('1080');
    expect(bufferInput()).toHaveValue(15);
  });
});

describe('Weekly availability: several ranges a day', () => {
  it('adds a range, saves both, and removes it again by its name', async () => {
    const { user, puts } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Add range to Tuesday' }));
    // The proposal follows the day's last range: 5:00 PM to 6:00 PM.
    expect(select('Tuesday range 2 start time')).toHaveValue('1020');
    expect(select('Tuesday range 2 end time')).toHaveValue('1080');
    await user.selectOptions(select('Tuesday end time'), '12:00 PM');
    await user.selectOptions(select('Tuesday range 2 start time'), '1:30 PM');
    await user.selectOptions(select('Tuesday range 2 end time'), '5:15 PM');
    await waitForLastPut(puts, {
      dayAvailability: expect.objectContaining({
        '2': {
          enabled: true,
          startHour: 9,
          endHour: 12,
          ranges: [
            { start: 540, end: 720 },
            { start: 810, end: 1035 },
          ],
        },
      }) as PreferencesInput['dayAvailability'],
    });
    const count = puts.length;
    await user.click(
      screen.getByRole('button', { name: 'Remove range 1:30 PM–5:15 PM on Tuesday' }),
    );
    expect(screen.queryByRole('combobox', { name: 'Tuesday range 2 start time' })).toBeNull();
    await waitForPuts(puts, count + 1);
    expect(puts.at(-1)?.dayAvailability['2']).toEqual({
      enabled: true,
      startHour: 9,
      endHour: 12,
    });
  });

  it('a range to midnight is saved; the first range is what startHour/endHour tell', async () => {
    const { user, puts } = await openScreen();
    await user.selectOptions(select('Wednesday start time'), '9:30 PM');
    const ends = Array.from(select('Wednesday end time').options);
    await user.selectOptions(select('Wednesday end time'), ends.at(-1)!);
    expect(select('Wednesday end time')).toHaveValue('1440');
    await waitForLastPut(puts, {
      dayAvailability: expect.objectContaining({
        '3': { enabled: true, startHour: 22, endHour: 23, ranges: [{ start: 1290, end: 1440 }] },
      }) as PreferencesInput['dayAvailability'],
    });
  });

  it('an overlap is an error on that range and is not saved; the other edits are', async () => {
    const { user, puts } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Add range to Monday' }));
    await user.selectOptions(select('Monday range 2 start time'), '4:00 PM');
    expect(select('Monday range 2 end time')).toHaveAccessibleDescription(
      'This range overlaps another range of the day',
    );
    expect(select('Monday range 2 end time')).toHaveAttribute('aria-invalid', 'true');
    expect(select('Monday end time')).not.toHaveAttribute('aria-invalid', 'true');
    expect(saveStatus()).toHaveTextContent('Highlighted hours not saved');

    await user.selectOptions(select('Preferred meeting time'), 'pm');
    await waitForLastPut(puts, { timePreference: 'pm' });
    // Monday as last saved (9:00 AM–5:00 PM and 5:00–6:00 PM, which only touch); the overlap
    // stays on screen.
    expect(puts.at(-1)?.dayAvailability['1']).toEqual({
      enabled: true,
      startHour: 9,
      endHour: 17,
      ranges: [
        { start: 540, end: 1020 },
        { start: 1020, end: 1080 },
      ],
    });
    expect(select('Monday range 2 start time')).toHaveValue('960');

    // Fixed, it is saved.
    await user.selectOptions(select('Monday end time'), '12:00 PM');
    expect(screen.queryByText('This range overlaps another range of the day')).toBeNull();
    await waitForLastPut(puts, {
      dayAvailability: expect.objectContaining({
        '1': {
          enabled: true,
          startHour: 9,
          endHour: 12,
          ranges: [
            { start: 540, end: 720 },
            { start: 960, end: 1080 },
          ],
        },
      }) as PreferencesInput['dayAvailability'],
    });
  });
});
