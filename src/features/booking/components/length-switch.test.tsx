import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseFaults, setFaults } from '../../../../mocks/faults/faults';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { bookingBackend, OFFICE_HOURS } from '../test-seed';
import { visitorEnv } from '../visitor-env';

/**
 * Switching the meeting's length reads the busy times again; until that read is in, the times
 * shown are stale: marked loading and not clickable.
 */

/** Monday 23 November 2026, 10:00 in New York (the host's zone). */
const NOW = new Date('2026-11-23T15:00:00.000Z');

function renderBooking() {
  const { user } = renderApp('/book/jordan-lee/standard');
  return { user };
}

const times = () => within(screen.getByTestId('slot-list')).getAllByRole('button');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.spyOn(visitorEnv, 'timeZone').mockReturnValue('America/New_York');
  vi.spyOn(visitorEnv, 'clockFormat').mockReturnValue('12h');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Switching the length', () => {
  it('marks the times loading and not clickable until the busy times are read again', async () => {
    await bookingBackend(server, { meetingType: OFFICE_HOURS });
    const { user } = renderBooking();
    await screen.findByRole('heading', { name: 'Select Date & Time' });
    await user.click(screen.getByRole('button', { name: /^Tuesday, November 24/ }));
    await waitFor(() => expect(times().at(-1)).toHaveTextContent('4:30 PM'));
    expect(times().every((t) => !t.hasAttribute('disabled'))).toBe(true);

    const slow = parseFaults('getBusySlots:delay=1500');
    if (!slow.ok) throw new Error(slow.error);
    setFaults(slow.value);
    const length = screen.getByRole('radiogroup', { name: 'Meeting length' });
    await user.click(within(length).getByRole('radio', { name: '1 hour' }));

    const list = screen.getByTestId('slot-list');
    expect(list.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(times().length).toBeGreaterThan(0);
    for (const time of times()) expect(time).toBeDisabled();
    await user.click(times()[0]!);
    expect(screen.queryByRole('heading', { name: 'Enter Your Details' })).toBeNull();

    // Read again: the hour's times, clickable.
    await waitFor(() => expect(times()[0]).toBeEnabled(), { timeout: 4000 });
    expect(times().at(-1)).toHaveTextContent('4:00 PM');
    expect(screen.getByTestId('slot-list').closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });
});
