import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import {
  availabilityFails,
  bookingBackend,
  HOST_PICTURE,
  publicLinkAnswer,
  recordBookingCalls,
  releaseHeld,
  slotTakenMeanwhile,
} from '../test-seed';
import { visitorEnv } from '../visitor-env';

/** Monday 23 November 2026, 10:00 in New York (the host's zone). */
const NOW = new Date('2026-11-23T15:00:00.000Z');
/** Tuesday 9:00-10:00 in New York is taken. */
const TUESDAY_MORNING = { start: '2026-11-24T14:00:00.000Z', end: '2026-11-24T15:00:00.000Z' };
const PATH = '/book/jordan-lee/standard';

function renderBooking(path = PATH) {
  const { user, browser, unmount } = renderApp(path);
  return { user, browser, unmount };
}

const calendarReady = () => screen.findByRole('heading', { name: 'Select Date & Time' });
const day = (label: RegExp | string) => screen.getByRole('button', { name: label });
const slotList = () => screen.getByTestId('slot-list');
const slotTimes = () =>
  within(slotList())
    .getAllByRole('button')
    .map((b) => b.textContent);

function visitorIn(zone: string) {
  vi.spyOn(visitorEnv, 'timeZone').mockReturnValue(zone);
  vi.spyOn(visitorEnv, 'clockFormat').mockReturnValue('12h');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
  window.sessionStorage.clear();
  visitorIn('America/New_York');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.events.removeAllListeners('request:start');
});

describe('Booking page: states', () => {
  it('says the address is invalid without its type', async () => {
    renderBooking('/book/jordan-lee');
    expect(await screen.findByText('Invalid booking URL')).toBeInTheDocument();
    expect(screen.getByText('Powered by')).toBeInTheDocument();
  });

  it('shows the loading text while the link loads', async () => {
    await bookingBackend(server, { faults: 'getPublicSchedulingLink:hang' });
    renderBooking();
    expect(await screen.findByText('Loading booking page...')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('keeps the loading text while the availability loads', async () => {
    await bookingBackend(server, { faults: 'getBusySlots:hang' });
    renderBooking();
    expect(await screen.findByText('Loading booking page...')).toBeInTheDocument();
  });

  it('says when the link does not exist', async () => {
    await bookingBackend(server);
    renderBooking('/book/nobody/standard');
    expect(await screen.findByText('Booking Link Not Found')).toBeInTheDocument();
    expect(
      screen.getByText("The booking link you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Slotwise' })).toHaveAttribute('target', '_blank');
  });

  it.each([
    'Google Calendar authentication expired for this host',
    'Token EXPIRED',
    'google said no',
  ])('asks the owner to reconnect when busy-slots fails with "%s"', async (message) => {
    await bookingBackend(server, {}, availabilityFails(message, 409));
    renderBooking();
    expect(await screen.findByText('Calendar Connection Required')).toBeInTheDocument();
    expect(
      screen.getByText(/Jordan Lee needs to reconnect their calendar to enable bookings/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'jordan.lee@example.com' })).toHaveAttribute(
      'href',
      'mailto:jordan.lee@example.com',
    );
    // The header stays, so the visitor knows whose page this is.
    expect(screen.getByText('with Jordan Lee')).toBeInTheDocument();
    expect(screen.getByText('Powered by')).toBeInTheDocument();
  });

  it('names "The calendar owner" when the owner has no name', async () => {
    await bookingBackend(server, { hostName: ' ', calendarExpired: true });
    renderBooking();
    expect(
      await screen.findByText(/The calendar owner needs to reconnect their calendar/),
    ).toBeInTheDocument();
  });

  it('asks the owner to reconnect for the calendar codes, whatever the words', async () => {
    await bookingBackend(server, { faults: 'getBusySlots:409:code=calendar_not_connected' });
    renderBooking();
    expect(await screen.findByText('Calendar Connection Required')).toBeInTheDocument();
  });

  it('shows a coded failure that is not about the calendar as it is, even with "Google" in it', async () => {
    await bookingBackend(server, {}, availabilityFails('Google Cloud outage', 503));
    renderBooking();
    expect(await screen.findByText('Unable to Load Availability')).toBeInTheDocument();
    expect(screen.getByText('Google Cloud outage')).toBeInTheDocument();
  });

  it('shows any other availability failure with its message', async () => {
    await bookingBackend(server, {}, availabilityFails('Database unavailable', 500));
    renderBooking();
    expect(await screen.findByText('Unable to Load Availability')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  it('falls back to "Failed to fetch availability" when the failure has no message', async () => {
    await bookingBackend(server, {}, availabilityFails(null, 502));
    renderBooking();
    expect(await screen.findByText('Unable to Load Availability')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch availability')).toBeInTheDocument();
  });
});

describe('Booking page: the host header', () => {
  it('shows the host, the meeting, the default description, the duration and the zone', async () => {
    visitorIn('America/Los_Angeles');
    await bookingBackend(server);
    renderBooking();
    await calendarReady();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('JL')).toBeInTheDocument();
    expect(within(header).getByText('with Jordan Lee')).toBeInTheDocument();
    expect(within(header).getByRole('heading', { name: '1-1 meeting', level: 1 })).toBeVisible();
    expect(within(header).getByText('Choose a slot that fits your schedule.')).toBeInTheDocument();
    expect(within(header).getByText('30 minutes')).toBeInTheDocument();
    expect(within(header).getByText('Los Angeles (America) · UTC-08:00')).toBeInTheDocument();
  });

  it('shows the picture and the custom description when set', async () => {
    await bookingBackend(server, {
      picture: HOST_PICTURE,
      link: { customDescription: 'Happy to chat about partnerships.', duration: 90 },
    });
    renderBooking();
    await calendarReady();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Happy to chat about partnerships.')).toBeInTheDocument();
    expect(within(header).queryByText('Choose a slot that fits your schedule.')).toBeNull();
    expect(within(header).getByText('1.5 hours')).toBeInTheDocument();
  });
});

describe('Booking page: the calendar step', () => {
  it("asks for busy times over the link's window", async () => {
    const calls = recordBookingCalls(server);
    await bookingBackend(server);
    renderBooking();
    await calendarReady();
    const view = await publicLinkAnswer();
    expect(calls.busy).toEqual([{ startDate: view.startDate, endDate: view.endDate }]);
    expect(view.startDate).toBe('2026-11-24T05:00:00.000Z');
  });

  it('shows the month, disables past days, dots days with slots and picks the first one', async () => {
    await bookingBackend(server, { busy: [TUESDAY_MORNING] });
    renderBooking();
    await calendarReady();
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
    expect(day(/^Sunday, November 22, 2026/)).toBeDisabled();
    expect(day(/^Monday, November 23, 2026/)).toBeEnabled();
    // Today has no slot on a standard link (it starts tomorrow); weekends are off.
    expect(day('Monday, November 23, 2026')).toBeInTheDocument();
    expect(day('Saturday, November 28, 2026')).toBeInTheDocument();
    expect(day('Tuesday, November 24, 2026, has available times')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(day('Wednesday, November 25, 2026, has available times')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('heading', { name: 'Tuesday, November 24', level: 3 })).toBeVisible();
    // 9:00-10:00 is busy and the 15-minute buffer also rules out 10:00.
    expect(screen.getByText('13 time slot(s) available')).toBeInTheDocument();
    expect(slotTimes()).toEqual([
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
      '12:00 PM',
      '12:30 PM',
      '1:00 PM',
      '1:30 PM',
      '2:00 PM',
      '2:30 PM',
      '3:00 PM',
      '3:30 PM',
      '4:00 PM',
      '4:30 PM',
    ]);
  });

  it('shows a chosen day, an empty day, and moves between months in the URL', async () => {
    await bookingBackend(server);
    const { user, browser } = renderBooking();
    await calendarReady();
    await user.click(day('Wednesday, November 25, 2026, has available times'));
    // The day's slots follow the pressed day by a render (useDeferredValue).
    expect(await screen.findByRole('heading', { name: 'Wednesday, November 25' })).toBeVisible();
    expect(screen.getByText('16 time slot(s) available')).toBeInTheDocument();
    expect(browser.searchParams).toEqual({ date: '2026-11-25' });

    await user.click(day('Saturday, November 28, 2026'));
    expect(await screen.findByText('No available time slots for this day')).toBeInTheDocument();
    expect(screen.queryByTestId('slot-list')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('December 2026')).toBeInTheDocument();
    expect(browser.searchParams).toEqual({ date: '2026-11-28', month: '2026-12' });
    expect(day('Monday, December 14, 2026, has available times')).toBeEnabled();
    // The window ends on 14 December: no later day has slots, and no later month is offered.
    expect(day('Tuesday, December 15, 2026')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByText('November 2026')).toBeInTheDocument();
  });

  it('reads the month and the day from the URL', async () => {
    await bookingBackend(server);
    renderBooking(`${PATH}?month=2026-12&date=2026-12-02`);
    await calendarReady();
    expect(screen.getByText('December 2026')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Wednesday, December 2' })).toBeVisible();
  });

  it('ignores a date in the past or a malformed one', async () => {
    await bookingBackend(server);
    renderBooking(`${PATH}?month=2026-13&date=2026-11-02`);
    await calendarReady();
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tuesday, November 24' })).toBeVisible();
  });

  it('asks to select a date when no day has any slot', async () => {
    await bookingBackend(server, { noWorkingDays: true });
    renderBooking();
    await calendarReady();
    expect(screen.getByText('Select a date to see available times')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /has available times/ })).toBeNull();
  });

  it("groups slots by the visitor's own day in a far zone", async () => {
    visitorIn('Asia/Tokyo');
    await bookingBackend(server, { busy: [TUESDAY_MORNING] });
    renderBooking();
    await calendarReady();
    expect(screen.getByText('Tokyo (Asia) · UTC+09:00')).toBeInTheDocument();
    // Tuesday 10:30-16:30 in New York is Wednesday 0:30-6:30 in Tokyo, and Wednesday 9:00 and
    // 9:30 in New York are 23:00 and 23:30 there: all on Wednesday the 25th.
    expect(day('Tuesday, November 24, 2026')).toBeInTheDocument();
    expect(day('Wednesday, November 25, 2026, has available times')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('15 time slot(s) available')).toBeInTheDocument();
    const times = slotTimes();
    expect(times[0]).toBe('12:30 AM');
    expect(times.slice(-2)).toEqual(['11:00 PM', '11:30 PM']);
  });

  it('switches to 24-hour times and another zone, and remembers both', async () => {
    await bookingBackend(server, { busy: [TUESDAY_MORNING] });
    const { user } = renderBooking();
    await calendarReady();
    await user.click(screen.getByRole('button', { name: '24h' }));
    expect(screen.getByRole('button', { name: '24h' })).toHaveAttribute('aria-pressed', 'true');
    expect(slotTimes()[0]).toBe('10:30');
    expect(slotTimes().at(-1)).toBe('16:30');
    const picker = await screen.findByRole('combobox', { name: 'Time zone' });
    // A click selects the label: typing replaces it, and Enter takes the one match.
    await user.click(picker);
    await user.keyboard('london');
    expect(picker).toHaveValue('london');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('visitor-time-zone')).toHaveTextContent(
      'London (Europe) · UTC+00:00',
    );
    expect(picker).toHaveValue('London (Europe) · UTC+00:00');
    expect(slotTimes()[0]).toBe('15:30');
    expect(window.localStorage.getItem('slotwise:booking:time-zone')).toBe('Europe/London');
    expect(window.localStorage.getItem('slotwise:booking:clock')).toBe('24h');
    // Escape puts the chosen zone back in the box; nothing typed stays behind.
    await user.click(picker);
    await user.keyboard('tokyo{Escape}');
    expect(picker).toHaveValue('London (Europe) · UTC+00:00');
  }, 40_000);

  it('finds a zone by typing part of its city or its country, by its canonical name', async () => {
    visitorIn('Asia/Calcutta');
    await bookingBackend(server);
    const { user } = renderBooking();
    await calendarReady();
    // Chromium's legacy name is shown by its current one.
    expect(screen.getByText('Kolkata (Asia) · UTC+05:30')).toBeInTheDocument();
    const picker = await screen.findByRole('combobox', { name: 'Time zone' });
    for (const query of ['kolk', 'india']) {
      await user.clear(picker);
      await user.type(picker, query);
      const options = await screen.findAllByRole('option', { hidden: true });
      // "india" also finds Indiana and the Indian Ocean; the common zone comes first.
      expect(options[0]?.textContent).toMatch(/^Kolkata \(Asia\)UTC\+05:30 · \d{1,2}:\d{2}/);
      expect(options.some((o) => o.textContent?.startsWith('Tokyo'))).toBe(false);
    }
    await user.clear(picker);
    await user.type(picker, 'zzzz');
    expect(await screen.findByText('No time zone matches')).toBeInTheDocument();
  });

  it('is usable with the keyboard: arrows move between days, Enter chooses', async () => {
    await bookingBackend(server);
    const { user, browser } = renderBooking();
    await calendarReady();
    const selected = day('Tuesday, November 24, 2026, has available times');
    expect(selected).toHaveAttribute('tabindex', '0');
    selected.focus();
    await user.keyboard('{ArrowRight}');
    expect(day('Wednesday, November 25, 2026, has available times')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day('Wednesday, December 2, 2026, has available times')).toHaveFocus();
    expect(screen.getByText('December 2026')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(browser.searchParams).toMatchObject({ date: '2026-12-02' });
    expect(await screen.findByRole('heading', { name: 'Wednesday, December 2' })).toBeVisible();
    // Never before today.
    await user.keyboard('{PageUp}');
    expect(day('Monday, November 23, 2026')).toHaveFocus();
  });
});

describe('Booking page: the booking step', () => {
  async function chooseFirstSlot(path = PATH) {
    const rendered = renderBooking(path);
    await calendarReady();
    await rendered.user.click(within(slotList()).getByRole('button', { name: /^10:30 AM,/ }));
    await screen.findByRole('heading', { name: 'Enter Your Details' });
    return rendered;
  }

  it('shows the summary and the form, with the slot in the URL', async () => {
    await bookingBackend(server, { busy: [TUESDAY_MORNING] });
    const { browser } = await chooseFirstSlot();
    expect(browser.searchParams).toEqual({
      date: '2026-11-24',
      slot: '2026-11-24T15:30:00.000Z',
    });
    const summary = screen.getByTestId('booking-summary');
    expect(within(summary).getByText('Tuesday, November 24, 2026')).toBeInTheDocument();
    expect(within(summary).getByText('10:30 AM - 11:00 AM')).toBeInTheDocument();
    expect(within(summary).getByText('30 minutes')).toBeInTheDocument();
    expect(within(summary).getByText('New York (America) · UTC-05:00')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
      'The calendar invitation will be sent to this email address.',
    );
    expect(screen.getByRole('button', { name: 'Back to Calendar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
    expect(screen.getByText('Powered by')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your meeting' })).toHaveFocus();
  });

  it('opens the booking step straight from a shared address', async () => {
    await bookingBackend(server);
    renderBooking(`${PATH}?date=2026-11-25&slot=2026-11-25T19:00:00.000Z`);
    expect(await screen.findByRole('heading', { name: 'Enter Your Details' })).toBeVisible();
    expect(screen.getByText('2:00 PM - 2:30 PM')).toBeInTheDocument();
  });

  it('never opens a slot that is not offered: back to the calendar with a note', async () => {
    await bookingBackend(server, {
      busy: [{ start: '2026-11-25T19:00:00Z', end: '2026-11-25T20:00:00Z' }],
    });
    renderBooking(`${PATH}?date=2026-11-25&slot=2026-11-25T19:00:00.000Z`);
    await calendarReady();
    expect(screen.getByText('That time is no longer available')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Enter Your Details' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Wednesday, November 25' })).toBeVisible();
  });

  it('validates with the spec messages; an error clears when its field is edited', async () => {
    const calls = recordBookingCalls(server);
    await bookingBackend(server, { busy: [TUESDAY_MORNING] });
    const { user } = await chooseFirstSlot();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Full Name'), 'Alex Morgan');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Email is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email Address'), 'alex@');
    expect(screen.queryByText('Email is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.booked).toEqual([]);
  });

  it('books: Booking... while pending, then /book/success', async () => {
    const calls = recordBookingCalls(server);
    await bookingBackend(server, { busy: [TUESDAY_MORNING], faults: 'bookSlot:hang:once' });
    const { user, browser } = await chooseFirstSlot();
    await user.type(screen.getByLabelText('Full Name'), '  Alex Morgan ');
    await user.type(screen.getByLabelText('Email Address'), 'alex.morgan@example.org');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    // Marked disabled, not disabled: it keeps the focus while the booking is sent.
    expect(await screen.findByRole('button', { name: 'Booking...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Back to Calendar' })).toBeDisabled();
    await releaseHeld('bookSlot');
    expect(
      await screen.findByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
    ).toBeVisible();
    expect(browser.location.pathname).toBe('/book/success');
    expect(calls.booked).toEqual([
      {
        title: '1-1 meeting with Alex Morgan',
        description: 'Booked by Alex Morgan (alex.morgan@example.org) through Slotwise.',
        startTime: '2026-11-24T15:30:00.000Z',
        endTime: '2026-11-24T16:00:00.000Z',
        attendeeEmail: 'alex.morgan@example.org',
        attendeeName: 'Alex Morgan',
        // The hold the page made when the time was picked (docs/decisions.md#a-held-time): the booking consumes it.
        holdId: expect.stringMatching(/^hld_/) as unknown,
        timeZone: 'America/New_York',
      },
    ]);
  });

  it('a failed booking: "Booking failed. Please try again." below the e-mail as an announced alert, the e-mail not marked, focus on Confirm', async () => {
    await bookingBackend(server, { faults: 'bookSlot:500' });
    const { user } = await chooseFirstSlot();
    await user.type(screen.getByLabelText('Full Name'), 'Alex Morgan');
    await user.type(screen.getByLabelText('Email Address'), 'alex@example.org');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Booking failed. Please try again.');
    expect(alert).toHaveTextContent(/Your details are fine and kept: nothing was booked yet/);
    expect(screen.getByLabelText('Email Address')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email Address')).toHaveValue('alex@example.org');
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toHaveFocus();
    expect(document.title).toMatch(/^Error: Enter Your Details/);
    // Trying again sends the request again (and fails again here): the alert stays, focus too.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toHaveFocus();
  });

  it('an invalid form: focus goes to the first invalid field, whose error describes it', async () => {
    await bookingBackend(server, { busy: [TUESDAY_MORNING] });
    const { user } = await chooseFirstSlot();
    await user.type(screen.getByLabelText('Full Name'), 'Alex Morgan');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const email = screen.getByLabelText('Email Address');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Email is required'));
  });

  it('a reload on the details step keeps the name and e-mail (this tab only)', async () => {
    await bookingBackend(server, { busy: [TUESDAY_MORNING] });
    const { user, unmount } = await chooseFirstSlot();
    await user.type(screen.getByLabelText('Full Name'), 'Alex Morgan');
    await user.type(screen.getByLabelText('Email Address'), 'alex@example.org');
    unmount();
    renderBooking(`${PATH}?date=2026-11-24&slot=2026-11-24T15:30:00.000Z`);
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Alex Morgan');
    expect(screen.getByLabelText('Email Address')).toHaveValue('alex@example.org');
  });

  it('details typed before a reload on the calendar step come back when a time is chosen', async () => {
    await bookingBackend(server, { busy: [TUESDAY_MORNING] });
    const first = await chooseFirstSlot();
    await first.user.type(screen.getByLabelText('Full Name'), 'Alex Morgan');
    await first.user.type(screen.getByLabelText('Email Address'), 'alex@example.org');
    first.unmount();
    // Reloaded on the calendar: nothing is read until the details step is shown.
    const read = vi.spyOn(window.sessionStorage, 'getItem');
    const { user } = renderBooking(`${PATH}?date=2026-11-24`);
    await calendarReady();
    expect(read).not.toHaveBeenCalledWith('slotwise:booking:details');
    await user.click(within(slotList()).getByRole('button', { name: /^11:00 AM,/ }));
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Alex Morgan');
    expect(screen.getByLabelText('Email Address')).toHaveValue('alex@example.org');
    expect(read).toHaveBeenCalledWith('slotwise:booking:details');
  });

  it('a slot taken meanwhile (409): fresh slots, a clear note, and nothing typed is lost', async () => {
    const calls = recordBookingCalls(server);
    await bookingBackend(server, { busy: [TUESDAY_MORNING] }, slotTakenMeanwhile());
    const { user, browser } = await chooseFirstSlot();
    await user.type(screen.getByLabelText('Full Name'), 'Alex Morgan');
    await user.type(screen.getByLabelText('Email Address'), 'alex@example.org');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    expect(await screen.findByText('That time was just taken')).toBeInTheDocument();
    expect(
      screen.getByText(/Someone booked 10:30 AM on Tuesday, November 24, 2026 a moment ago/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Select Date & Time' })).toHaveFocus();
    expect(browser.searchParams).toEqual({ date: '2026-11-24' });
    await waitFor(() => expect(calls.busy).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('Updating available times...')).toBeNull());
    // The taken slot is gone, and with it the one its buffer now blocks.
    expect(within(slotList()).queryByRole('button', { name: /^10:30 AM,/ })).toBeNull();
    expect(within(slotList()).queryByRole('button', { name: /^11:00 AM,/ })).toBeNull();
    expect(screen.getByText('11 time slot(s) available')).toBeInTheDocument();

    await user.click(within(slotList()).getByRole('button', { name: /^1:00 PM,/ }));
    expect(await screen.findByRole('heading', { name: 'Enter Your Details' })).toBeVisible();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Alex Morgan');
    expect(screen.getByLabelText('Email Address')).toHaveValue('alex@example.org');
    // Nothing failed on the visitor's side: no failure is shown before they try again.
    expect(screen.queryByText('Booking failed. Please try again.')).toBeNull();
  });

  it('Back to Calendar returns to the same day and keeps what was typed', async () => {
    await bookingBackend(server, { busy: [TUESDAY_MORNING] });
    const { user, browser } = await chooseFirstSlot();
    await user.type(screen.getByLabelText('Full Name'), 'Alex Morgan');
    await user.click(screen.getByRole('button', { name: 'Back to Calendar' }));
    await calendarReady();
    expect(browser.searchParams).toEqual({ date: '2026-11-24' });
    expect(screen.getByRole('heading', { name: 'Tuesday, November 24' })).toBeVisible();
    await user.click(within(slotList()).getByRole('button', { name: /^10:30 AM,/ }));
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Alex Morgan');
  });
});
