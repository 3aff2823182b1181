/**
 * Pressing a day brings its times into view (on a phone they are below the month), and opening
 * the page moves nothing. jsdom lays nothing out: the test reads which element the page asked
 * to bring into view.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { bookingBackend } from '../test-seed';
import { visitorEnv } from '../visitor-env';

/** Monday 23 November 2026, 10:00 in New York (the host's zone). */
const NOW = new Date('2026-11-23T15:00:00.000Z');

const scrolled: Element[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.spyOn(visitorEnv, 'timeZone').mockReturnValue('America/New_York');
  vi.spyOn(visitorEnv, 'clockFormat').mockReturnValue('12h');
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function renderBooking() {
  return renderApp('/book/jordan-lee/standard').user;
}

const day = (name: string) => screen.getByRole('button', { name });
/** The element the page last asked to bring into view holds this day's heading. */
const lastScrolledHolds = (heading: string) =>
  expect(
    within(scrolled.at(-1) as HTMLElement).getByRole('heading', { name: heading, level: 3 }),
  ).toBeInTheDocument();

describe('Booking page: a pressed day’s times come into view', () => {
  it('scrolls to the times of the day pressed, and not when the page opens', async () => {
    await bookingBackend(server);
    const user = renderBooking();
    await screen.findByRole('heading', { name: 'Select Date & Time' });
    await screen.findByRole('heading', { name: 'Tuesday, November 24', level: 3 });
    expect(scrolled.filter((e) => e.querySelector('h3'))).toEqual([]);
    await user.click(day('Wednesday, November 25, 2026, has available times'));
    await screen.findByRole('heading', { name: 'Wednesday, November 25', level: 3 });
    await waitFor(() => lastScrolledHolds('Wednesday, November 25'));
  });

  it('scrolls to the times of the day already shown when it is pressed', async () => {
    await bookingBackend(server);
    const user = renderBooking();
    await screen.findByRole('heading', { name: 'Tuesday, November 24', level: 3 });
    await user.click(day('Tuesday, November 24, 2026, has available times'));
    lastScrolledHolds('Tuesday, November 24');
  });
});
