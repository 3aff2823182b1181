import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { JORDAN } from '../../../../mocks/scenarios/people';
import { renderApp } from '../../../test/render-app';
import { bookingBackend, MANAGED_PATH } from '../test-seed';
import { visitorEnv } from '../visitor-env';

/**
 * The booking's own page under its link's change policy (docs/decisions.md#a-links-change-policy). Alex's booking starts
 * tomorrow at 15:00 UTC (10:00 AM in New York), 24 hours after NOW.
 */
const NOW = new Date('2026-11-23T15:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
  vi.spyOn(visitorEnv, 'timeZone').mockReturnValue('America/New_York');
  vi.spyOn(visitorEnv, 'clockFormat').mockReturnValue('12h');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const closedTitle = 'This booking can no longer be changed online';

describe('The change policy on the booking’s own page', () => {
  it('inside the cutoff: explains it, names the host and his e-mail, offers no change', async () => {
    await bookingBackend(server, { managed: 'confirmed', changeCutoffHours: 48 });
    renderApp(MANAGED_PATH);
    await screen.findByRole('heading', { name: 'Your booking' });
    expect(screen.getByText(closedTitle)).toBeVisible();
    expect(
      screen.getByText(
        'Jordan Lee takes cancellations and new times online until Sun, Nov 22, 10:00 AM EST.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/To cancel or move it now, write to Jordan Lee:/)).toBeVisible();
    expect(screen.getByRole('link', { name: JORDAN.email })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^mailto:${JORDAN.email}\\?subject=`)),
    );
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('before the cutoff: says until when, and both changes stay offered', async () => {
    await bookingBackend(server, { managed: 'confirmed', changeCutoffHours: 2 });
    renderApp(MANAGED_PATH);
    await screen.findByRole('heading', { name: 'Your booking' });
    expect(
      screen.getByText('You can reschedule or cancel online until Tue, Nov 24, 8:00 AM EST.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
    expect(screen.queryByText(closedTitle)).toBeNull();
  });

  it('with no cutoff (the default): no deadline is mentioned', async () => {
    await bookingBackend(server, { managed: 'confirmed' });
    renderApp(MANAGED_PATH);
    await screen.findByRole('heading', { name: 'Your booking' });
    expect(screen.queryByText(/online until/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  });

  it('when the server says the cutoff has passed, the page explains it instead of failing', async () => {
    await bookingBackend(
      server,
      { managed: 'confirmed', changeCutoffHours: 2 },
      http.post('*/api/bookings/:id/cancel', () =>
        HttpResponse.json(
          {
            error: 'This booking can no longer be changed online. Please contact the host.',
            code: 'change_cutoff',
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp(MANAGED_PATH);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    await waitFor(() => expect(screen.getByText(closedTitle)).toBeVisible());
    const panel = screen.getByText(closedTitle).closest('[role="alert"], div')!;
    expect(within(panel as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
  });
});
