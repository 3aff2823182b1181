import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { reshaped } from '../../../../mocks/test/story-backend';
import type { components } from '../../../api/schema.gen';
import { renderApp } from '../../../test/render-app';
import { bookingBackend, MANAGED_PATH } from '../test-seed';
import { visitorEnv } from '../visitor-env';
import { bookingHosts, JORDAN, NOOR, teamBackend, teamLinkPath } from './test-team';

/** The `team` scenario's QA clock: Monday 1 March 2027, 8:00 AM in New York. */
const NOW = new Date('2027-03-01T13:00:00.000Z');

const calendarReady = () => screen.findByRole('heading', { name: 'Select Date & Time' });
const day = (label: RegExp | string) => screen.getByRole('button', { name: label });
const slotTimes = () =>
  within(screen.getByTestId('slot-list'))
    .getAllByRole('button')
    .map((b) => b.textContent);

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

describe('A team link: the header names who the visitor meets', () => {
  it('a collective link shows the team and every host, with their pictures', async () => {
    await teamBackend(server);
    renderApp(teamLinkPath('collective'));
    await calendarReady();
    expect(screen.getByRole('heading', { name: 'Kickoff', level: 1 })).toBeVisible();
    expect(screen.getByText('Customer Success')).toBeVisible();
    expect(screen.getByText('with Jordan Lee and Noor Haddad')).toBeVisible();
    // Jordan's picture, and Noor's initials (she has none).
    expect(screen.getByRole('img', { name: 'Jordan Lee' })).toBeVisible();
    expect(screen.getByTitle('Noor Haddad')).toHaveTextContent('NH');
    expect(document.title).toBe('Select Date & Time · Kickoff with Customer Success · Slotwise');
  });

  it('a round-robin link says the visitor meets a member of the team', async () => {
    await teamBackend(server);
    renderApp(teamLinkPath('round_robin'));
    await calendarReady();
    expect(screen.getByRole('heading', { name: 'Intro call', level: 1 })).toBeVisible();
    expect(screen.getByText('with a member of Customer Success')).toBeVisible();
    expect(screen.queryByText(/Jordan Lee|Noor Haddad|Priya Shah/)).not.toBeInTheDocument();
    expect(screen.getByTitle('Customer Success')).toHaveTextContent('CS');
  });
});

describe('A team link: its times are every host’s, each in their own zone', () => {
  it('a collective link offers only the times both hosts are free', async () => {
    await teamBackend(server);
    const { user } = renderApp(teamLinkPath('collective'));
    await calendarReady();
    // Tuesday is the first day offered (a standard link starts tomorrow): 9:00 AM New York to
    // 12:00 PM, when Noor's day ends at 5:00 PM London.
    expect(day('Tuesday, March 2, 2027, has available times')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(slotTimes()).toEqual([
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
    ]);
    // Wednesday: Noor's board review (3:00-4:00 PM London) and its buffers leave two times.
    await user.click(day('Wednesday, March 3, 2027, has available times'));
    expect(await screen.findByRole('heading', { name: 'Wednesday, March 3' })).toBeVisible();
    expect(slotTimes()).toEqual(['9:00 AM', '11:30 AM']);
  });

  it('a round-robin link offers the times at least one host is free', async () => {
    await teamBackend(server);
    renderApp(teamLinkPath('round_robin'));
    await calendarReady();
    const times = slotTimes();
    // Priya (Kolkata) from midnight, Noor (London) from 4:00 AM, Jordan until 5:00 PM; Priya
    // again at 11:30 PM (10:00 AM Wednesday in Kolkata).
    expect(times).toHaveLength(35);
    expect(times.slice(0, 3)).toEqual(['12:00 AM', '12:30 AM', '1:00 AM']);
    expect(times.slice(-3)).toEqual(['4:00 PM', '4:30 PM', '11:30 PM']);
  });
});

describe('A team booking names its hosts', () => {
  async function book(kind: 'collective' | 'round_robin', time: string) {
    const { user } = renderApp(teamLinkPath(kind));
    await calendarReady();
    await user.click(screen.getByRole('button', { name: new RegExp(`^${time}`) }));
    await screen.findByRole('heading', { name: 'Enter Your Details' });
    await user.type(screen.getByLabelText('Full Name'), 'Alex Morgan');
    await user.type(screen.getByLabelText('Email Address'), 'alex.morgan@example.org');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByRole('heading', { name: 'Meeting Scheduled Successfully!' });
  }

  it('the success page of a collective booking names every host, the assigned one first', async () => {
    await teamBackend(server, { booked: bookingHosts(JORDAN, NOOR) });
    await book('collective', '9:00 AM');
    expect(screen.getByText('with Jordan Lee and Noor Haddad')).toBeVisible();
    expect(screen.getByText('Tuesday, March 2, 2027 · 9:00 AM – 9:30 AM')).toBeVisible();
  });

  it('the success page of a round-robin booking names the member it went to', async () => {
    await teamBackend(server, { booked: bookingHosts(NOOR) });
    await book('round_robin', '10:00 AM');
    expect(screen.getByText('with Noor Haddad')).toBeVisible();
    expect(screen.queryByText(/Customer Success/)).not.toBeInTheDocument();
  });

  it("the booking's own page names every host", async () => {
    // The booking seed's own clock (a Wednesday in November 2026), not the team scenario's: with
    // Date at 2027-03-01 and the machine's clock a year on (the +400-day run), the `reshaped`
    // handler's inner read went out without its Booking-Token header after the earlier files of
    // the shared environment, and the page said "Booking not found". Cause inside happy-dom's
    // fetch not yet found (the closing note of this stop says what was ruled out).
    vi.setSystemTime(new Date('2026-11-18T14:30:00.000Z'));
    type Managed = components['schemas']['ManagedBooking'];
    await bookingBackend(
      server,
      { managed: 'confirmed' },
      reshaped<Managed>('*/api/bookings/:id', (booking) => ({
        ...booking,
        hosts: bookingHosts(JORDAN, NOOR),
      })),
    );
    renderApp(MANAGED_PATH);
    expect(await screen.findByText('with Jordan Lee and Noor Haddad')).toBeVisible();
  });
});
