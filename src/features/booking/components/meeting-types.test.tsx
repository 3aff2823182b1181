import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import {
  bookingBackend,
  MANAGED_PATH,
  OFFICE_HOURS,
  recordBookingCalls,
  type BookingSetup,
} from '../test-seed';
import { visitorEnv } from '../visitor-env';

/**
 * The visitor's side of meeting types (docs/decisions.md#meeting-types): the length chosen, the host's questions, the
 * guests, the phone number, the place on every page, and a switched-off link.
 */

/** Monday 23 November 2026, 10:00 in New York (the host's zone). */
const NOW = new Date('2026-11-23T15:00:00.000Z');
const PATH = '/book/jordan-lee/standard';
const BOOK = '*/api/scheduling-links/:user/:type/book';

function renderBooking(path = PATH) {
  const { user, browser } = renderApp(path);
  return { user, browser };
}

const calendarReady = () => screen.findByRole('heading', { name: 'Select Date & Time' });
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
  server.events.removeAllListeners('request:start');
});

/** The details step of Tuesday 10:30 AM, with the name and e-mail typed. */
async function details(setup: BookingSetup, ...overrides: RequestHandler[]) {
  await bookingBackend(server, setup, ...overrides);
  const rendered = renderBooking();
  await calendarReady();
  await rendered.user.click(screen.getByRole('button', { name: /^Tuesday, November 24/ }));
  await rendered.user.click(
    await within(screen.getByTestId('slot-list')).findByRole('button', { name: /^10:30 AM,/ }),
  );
  await screen.findByRole('heading', { name: 'Enter Your Details' });
  await rendered.user.type(screen.getByLabelText('Full Name'), 'Alex Morgan');
  await rendered.user.type(screen.getByLabelText('Email Address'), 'alex.morgan@example.org');
  return rendered;
}

describe('Meeting types: the length', () => {
  it('offers the lengths; the slots, the header and the booking follow the choice', async () => {
    const calls = recordBookingCalls(server);
    await bookingBackend(server, { meetingType: OFFICE_HOURS });
    const { user, browser } = renderBooking();
    await calendarReady();
    const length = screen.getByRole('radiogroup', { name: 'Meeting length' });
    expect(within(length).getByRole('radio', { name: '30 minutes' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /^Tuesday, November 24/ }));
    await waitFor(() => expect(slotTimes().at(-1)).toBe('4:30 PM'));

    await user.click(within(length).getByRole('radio', { name: '1 hour' }));
    // An hour from 4:00 PM ends at 5:00 PM, the end of Jordan's day.
    await waitFor(() => expect(slotTimes().at(-1)).toBe('4:00 PM'));
    expect(within(screen.getByRole('banner')).getByText('1 hour')).toBeInTheDocument();
    expect(browser.searchParams).toMatchObject({ duration: 60, date: '2026-11-24' });

    await user.click(
      within(screen.getByTestId('slot-list')).getByRole('button', { name: /^10:30 AM,/ }),
    );
    await screen.findByRole('heading', { name: 'Enter Your Details' });
    const summary = screen.getByTestId('booking-summary');
    expect(within(summary).getByText('10:30 AM - 11:30 AM')).toBeInTheDocument();
    expect(within(summary).getByText('1 hour')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full Name'), 'Alex Morgan');
    await user.type(screen.getByLabelText('Email Address'), 'alex.morgan@example.org');
    await user.type(screen.getByLabelText(/What would you like to discuss\?/), 'Hiring');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByRole('heading', { name: 'Meeting Scheduled Successfully!' });
    expect(calls.booked).toEqual([
      expect.objectContaining({
        startTime: '2026-11-24T15:30:00.000Z',
        endTime: '2026-11-24T16:30:00.000Z',
        duration: 60,
        answers: { topic: 'Hiring' },
      }),
    ]);
  });

  it('shows no choice for a link of one length', async () => {
    await bookingBackend(server);
    renderBooking();
    await calendarReady();
    expect(screen.queryByRole('radiogroup', { name: 'Meeting length' })).toBeNull();
  });
});

describe('Meeting types: the details step', () => {
  it('a required question left empty: its own error, the focus, nothing booked', async () => {
    const calls = recordBookingCalls(server);
    const { user } = await details({ meetingType: OFFICE_HOURS });
    const question = screen.getByLabelText(/What would you like to discuss\?/);
    expect(question).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(question).toHaveAccessibleDescription('Please answer this question');
    expect(question).toHaveFocus();
    expect(calls.booked).toEqual([]);
    // The error clears as the visitor answers.
    await user.type(question, 'A draft');
    expect(question).not.toHaveAttribute('aria-invalid');
  });

  it('a bad guest e-mail: its own error; a guest row can be removed; the answers survive Back', async () => {
    const calls = recordBookingCalls(server);
    const { user } = await details({ meetingType: OFFICE_HOURS });
    await user.type(screen.getByLabelText(/What would you like to discuss\?/), 'Hiring');
    await user.click(screen.getByRole('button', { name: 'Add guests' }));
    const first = screen.getByRole('textbox', { name: 'Guest 1 email' });
    expect(first).toHaveFocus();
    await user.type(first, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Add another guest' }));
    await user.type(screen.getByRole('textbox', { name: 'Guest 2 email' }), 'sam@example.org');
    // Two guests at most: no third row offered.
    expect(screen.queryByRole('button', { name: 'Add another guest' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(first).toHaveAccessibleDescription('Please enter a valid email address');
    expect(first).toHaveFocus();
    expect(calls.booked).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Back to Calendar' }));
    await calendarReady();
    await user.click(
      within(screen.getByTestId('slot-list')).getByRole('button', { name: /^10:30 AM,/ }),
    );
    await screen.findByRole('heading', { name: 'Enter Your Details' });
    expect(screen.getByLabelText(/What would you like to discuss\?/)).toHaveValue('Hiring');
    expect(screen.getByRole('textbox', { name: 'Guest 2 email' })).toHaveValue('sam@example.org');

    await user.click(screen.getByRole('button', { name: 'Remove guest 1' }));
    expect(screen.getByRole('textbox', { name: 'Guest 1 email' })).toHaveValue('sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByRole('heading', { name: 'Meeting Scheduled Successfully!' });
    expect(calls.booked).toEqual([
      expect.objectContaining({ guests: ['sam@example.org'], answers: { topic: 'Hiring' } }),
    ]);
  });

  it("a server's 400 on one field puts its message on that field; nothing is booked", async () => {
    const { user } = await details(
      { meetingType: OFFICE_HOURS },
      http.post(BOOK, () =>
        HttpResponse.json(
          { error: 'This guest cannot be invited', code: 'invalid_request', field: 'guests[0]' },
          { status: 400 },
        ),
      ),
    );
    await user.type(screen.getByLabelText(/What would you like to discuss\?/), 'Hiring');
    await user.click(screen.getByRole('button', { name: 'Add guests' }));
    await user.type(screen.getByRole('textbox', { name: 'Guest 1 email' }), 'sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const guest = screen.getByRole('textbox', { name: 'Guest 1 email' });
    await waitFor(() => expect(guest).toHaveAccessibleDescription('This guest cannot be invited'));
    expect(guest).toHaveFocus();
    expect(screen.queryByTestId('booking-failed')).toBeNull();
  });

  it('asks for a phone number when the host calls, and sends it', async () => {
    const calls = recordBookingCalls(server);
    const { user } = await details({
      meetingType: { location: { kind: 'phone', caller: 'host', number: null } },
    });
    expect(
      within(screen.getByTestId('booking-summary')).getByText('Phone call: Jordan Lee calls you'),
    ).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    expect(phone).toHaveAttribute('type', 'tel');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(phone).toHaveAccessibleDescription(/Please enter your phone number/);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(phone).toHaveAccessibleDescription(/Please enter a phone number \(6 to 20 digits\)/);
    await user.clear(phone);
    await user.type(phone, '+1 555 010 0199');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByRole('heading', { name: 'Meeting Scheduled Successfully!' });
    expect(calls.booked).toEqual([expect.objectContaining({ phone: '+1 555 010 0199' })]);
    expect(screen.getByText('Phone call: Jordan Lee calls you at +1 555 010 0199')).toBeVisible();
  });

  it('asks each kind of question with its own field', async () => {
    const { user } = await details({
      meetingType: {
        questions: [
          { id: 'notes', label: 'Anything else?', kind: 'long_text', required: false },
          {
            id: 'size',
            label: 'Team size',
            kind: 'single_choice',
            required: true,
            options: ['Just me', 'A team'],
          },
          { id: 'agree', label: 'I have read the agenda', kind: 'checkbox', required: true },
          { id: 'mobile', label: 'Mobile', kind: 'phone', required: false },
        ],
      },
    });
    expect(screen.getByRole('textbox', { name: 'Anything else?' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('radiogroup', { name: /Team size/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveAttribute('type', 'tel');
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), 'call me');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(screen.getByText('Please answer this question')).toBeInTheDocument();
    expect(screen.getByText('Please tick this box to continue')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveAccessibleDescription(
      'Please enter a phone number (6 to 20 digits)',
    );
    expect(screen.getByRole('radio', { name: 'Just me' })).toHaveFocus();
  });
});

describe('Meeting types: a switched-off link', () => {
  it('says it takes no bookings, names the host and offers no calendar', async () => {
    await bookingBackend(server, { meetingType: { active: false } });
    renderBooking();
    expect(await screen.findByText('Not taking bookings right now')).toBeInTheDocument();
    expect(screen.getByText(/^Jordan Lee has switched this booking link off/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Select Date & Time' })).toBeNull();
    expect(document.title).toMatch(/^Not taking bookings right now · /);
  });

  it('a link switched off while booking (409 link_inactive) says so, and that nothing was booked', async () => {
    const { user } = await details(
      {},
      http.post(BOOK, () =>
        HttpResponse.json(
          { error: 'This link is not taking bookings', code: 'link_inactive' },
          { status: 409 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Not taking bookings right now')).toBeInTheDocument();
    expect(screen.getByText('Nothing was booked.')).toBeInTheDocument();
  });
});

describe('Meeting types: the place', () => {
  it('shows on the booking page, the details step and the success page, and in the calendar links', async () => {
    const { user } = await details({ meetingType: OFFICE_HOURS });
    expect(screen.getByTestId('meeting-place')).toHaveTextContent('1 Main Street, Springfield');
    expect(
      within(screen.getByTestId('booking-summary')).getByText('1 Main Street, Springfield'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/What would you like to discuss\?/), 'Hiring');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByRole('heading', { name: 'Meeting Scheduled Successfully!' });
    expect(screen.getByTestId('booking-place')).toHaveTextContent('1 Main Street, Springfield');
    const google = new URL(
      screen.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!,
    );
    expect(google.searchParams.get('location')).toBe('1 Main Street, Springfield');
    const ics = decodeURIComponent(
      screen.getByRole('link', { name: 'Add to my calendar (.ics)' }).getAttribute('href')!,
    );
    expect(ics).toContain('LOCATION:1 Main Street\\, Springfield');
  });

  it('a video call: said before booking, its own address as a link on the success page', async () => {
    await bookingBackend(server, { meetingType: { location: { kind: 'video' } } });
    renderBooking();
    await calendarReady();
    expect(screen.getByTestId('meeting-place')).toHaveTextContent(
      'Video call: the link comes with your invitation',
    );
    renderApp(
      '/book/success?id=bkg_1&token=tok&host=Jordan%20Lee&title=Intro&start=2026-11-24T17:30:00.000Z&end=2026-11-24T18:00:00.000Z&tz=America/New_York&place=video&where=https%3A%2F%2Fmeet.slotwise.example%2Fabc',
    );
    const join = await screen.findByRole('link', { name: 'https://meet.slotwise.example/abc' });
    expect(join).toHaveAttribute('href', 'https://meet.slotwise.example/abc');
  });

  it("shows on the booking's own page with the answers and the guests", async () => {
    await bookingBackend(server, {
      managed: 'confirmed',
      meetingType: OFFICE_HOURS,
      managedExtras: {
        location: { kind: 'video', url: 'https://meet.slotwise.example/xyz' },
        answers: [
          { questionId: 'topic', label: 'What would you like to discuss?', value: 'Hiring plans' },
          { questionId: 'agree', label: 'I have read the agenda', value: true },
        ],
        guests: ['sam@example.org'],
      },
    });
    renderApp(MANAGED_PATH);
    await screen.findByRole('heading', { name: 'Your booking' });
    expect(screen.getByRole('link', { name: 'https://meet.slotwise.example/xyz' })).toBeVisible();
    const answers = screen.getByRole('region', { name: 'Your answers' });
    expect(within(answers).getByText('What would you like to discuss?')).toBeInTheDocument();
    expect(within(answers).getByText('Hiring plans')).toBeInTheDocument();
    expect(within(answers).getByText('Ticked')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Guests' })).getByText('sam@example.org'),
    ).toBeInTheDocument();
  });
});
