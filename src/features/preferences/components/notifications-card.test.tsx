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

type Preferences = components['schemas']['Preferences'];

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners('request:start');
});

async function openScreen(stored: Preferences = defaultServerPreferences) {
  await preferencesBackend(server, { preferences: stored });
  const puts = recordSaves(server);
  renderApp('/preferences');
  await screen.findByRole('heading', { name: 'Meeting Preferences', level: 1 });
  const card = within(
    (await screen.findByRole('heading', { name: 'Notifications' })).closest(
      'section',
    ) as HTMLElement,
  );
  fakePauses();
  const user = userEvent.setup({ ...NO_DELAY, pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { puts, card, user };
}

const LABELS = [
  'New bookings',
  'Booking requests',
  'Reschedules',
  'Cancellations',
  'Expired requests',
];

describe('Notifications', () => {
  it('shows every message on for a host who never set one', async () => {
    const { card } = await openScreen();
    for (const name of LABELS) expect(card.getByRole('switch', { name })).toBeChecked();
  });

  it('turns one kind off, saved by the autosave with the others on', async () => {
    const { puts, card, user } = await openScreen();
    await user.click(card.getByRole('switch', { name: 'New bookings' }));
    expect(card.getByRole('switch', { name: 'New bookings' })).not.toBeChecked();
    await pass(AUTOSAVE_DELAY);
    await waitFor(() =>
      expect(puts.at(-1)?.notifications).toEqual({
        newBooking: false,
        request: true,
        reschedule: true,
        cancel: true,
        expired: true,
      }),
    );
  });

  it('shows the stored switches', async () => {
    const { card } = await openScreen({
      ...defaultServerPreferences,
      notifications: { expired: false },
    });
    expect(card.getByRole('switch', { name: 'Expired requests' })).not.toBeChecked();
    expect(card.getByRole('switch', { name: 'Booking requests' })).toBeChecked();
  });
});
