import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { envelope } from '../../../domain/embed-protocol';
import { bookingBackend, recordBookingCalls } from '../test-seed';

/** Monday 23 November 2026, 10:00 in New York (the host's zone). */
const NOW = new Date('2026-11-23T15:00:00.000Z');
const HOST = 'https://host.example';
const PATH = '/book/jordan-lee/standard';

/**
 * Embed mode reads its address once, when the bridge module loads: each test sets the frame's
 * address and a stand-in parent window, then loads the app afresh.
 */
async function renderEmbedded(query: string) {
  window.history.replaceState(null, '', `${PATH}?${query}`);
  const parent = { postMessage: vi.fn() };
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  vi.resetModules();
  const [{ renderApp }, { visitorEnv }] = await Promise.all([
    import('../../../test/render-app'),
    import('../visitor-env'),
  ]);
  vi.spyOn(visitorEnv, 'timeZone').mockReturnValue('America/New_York');
  vi.spyOn(visitorEnv, 'clockFormat').mockReturnValue('12h');
  const { browser, user } = renderApp(PATH);
  const posted = () =>
    parent.postMessage.mock.calls.map(([message, origin]) => ({
      ...(message as { protocol: string; version: number; type: string; data: unknown }),
      origin: origin as string,
    }));
  const fromHost = (data: unknown, origin = HOST, source: unknown = parent) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  return { browser, posted, fromHost, user };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.events.removeAllListeners('request:start');
  Object.defineProperty(window, 'parent', { value: window, configurable: true });
  window.history.replaceState(null, '', '/');
});
// The app modules loaded afresh above read embed mode once, from this file's frame address. Files
// share one environment in the unit runs (isolate: false): the next file must load them again.
afterAll(() => vi.resetModules());

describe('Booking page in embed mode (?embed=1)', () => {
  it('talks only to the host origin, takes its prefill and zone, and shows success in place', async () => {
    const calls = recordBookingCalls(server);
    await bookingBackend(server);
    const { browser, posted, fromHost, user } = await renderEmbedded(
      `embed=1&embedOrigin=${encodeURIComponent(HOST)}&tz=Asia%2FKolkata`,
    );
    await screen.findByRole('heading', { name: 'Select Date & Time' });
    expect(screen.getByText('Powered by')).toBeInTheDocument();
    expect(screen.getAllByText(/Kolkata \(Asia\)/).length).toBeGreaterThan(0);
    await waitFor(() => expect(posted().map((m) => m.type)).toContain('ready'));
    expect(posted().every((m) => m.origin === HOST && m.protocol === 'slotwise-embed')).toBe(true);
    expect(posted()[0]).toMatchObject({ type: 'connect', version: 1 });
    expect(posted().find((m) => m.type === 'ready')?.data).toEqual({
      link: 'jordan-lee/standard',
    });

    // A forged prefill (another origin, or another window) is ignored; the host's is taken.
    const init = (name: string) =>
      envelope({ type: 'init', data: { name, email: 'ada@example.org' } });
    fromHost(init('Forged'), 'https://evil.example');
    fromHost(init('Forged'), HOST, window);
    fromHost(init('Ada Lovelace'));

    const slot = within(screen.getByTestId('slot-list')).getAllByRole('button')[0]!;
    const start = slot.getAttribute('data-start');
    await user.click(slot);
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.org');
    expect(posted().find((m) => m.type === 'slot-selected')?.data).toMatchObject({ start });

    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const heading = await screen.findByRole('heading', { name: 'Meeting Scheduled Successfully!' });
    expect(heading).toBeVisible();
    // As rich as the standalone page: the host, the booking's own page (in a new tab, the host's
    // page stays), and the focus on the news (moved there once the page has drawn it).
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('with Jordan Lee')).toBeInTheDocument();
    const manage = screen.getByRole('link', { name: 'Reschedule or cancel' });
    expect(manage.getAttribute('href')).toMatch(/^\/bookings\/[^?]+\?token=.+/);
    expect(manage).toHaveAttribute('target', '_blank');
    // Shown in the frame: no navigation to /book/success.
    expect(browser.location.pathname).toBe(PATH);
    const booked = posted().find((m) => m.type === 'booking-successful');
    expect(booked?.data).toEqual({
      id: expect.any(String),
      title: '1-1 meeting',
      startTime: start,
      endTime: expect.any(String),
    });
    expect(JSON.stringify(booked)).not.toMatch(/Ada|ada@/);
    expect(calls.booked).toHaveLength(1);
  });

  it('embeds a renamed link through its previous slug: the frame keeps its address, books the link', async () => {
    const calls = recordBookingCalls(server);
    await bookingBackend(server, { renamedTo: 'intro' });
    const { browser, posted, user } = await renderEmbedded(
      `embed=1&embedOrigin=${encodeURIComponent(HOST)}`,
    );
    await screen.findByRole('heading', { name: 'Select Date & Time' });
    await waitFor(() => expect(posted().map((m) => m.type)).toContain('ready'));
    // The host page hears of the link it asked for, once; the frame's address is left alone.
    expect(
      posted()
        .filter((m) => m.type === 'ready')
        .map((m) => m.data),
    ).toEqual([{ link: 'jordan-lee/standard' }]);
    expect(browser.location.pathname).toBe(PATH);
    await user.click(within(screen.getByTestId('slot-list')).getAllByRole('button')[0]!);
    await user.type(await screen.findByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(
      await screen.findByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
    ).toBeVisible();
    expect(calls.booked).toHaveLength(1);
    expect(posted().map((m) => m.type)).toContain('booking-successful');
  }, 40_000);

  it('reports a link that does not exist as slotwise:error', async () => {
    await bookingBackend(server, { link: null });
    const { posted } = await renderEmbedded(`embed=1&embedOrigin=${encodeURIComponent(HOST)}`);
    expect(await screen.findByText('Booking Link Not Found')).toBeInTheDocument();
    await waitFor(() =>
      expect(posted().find((m) => m.type === 'error')?.data).toEqual({ code: 'link-not-found' }),
    );
  });

  it('posts nothing without a valid host origin', async () => {
    await bookingBackend(server);
    const { posted } = await renderEmbedded('embed=1&embedOrigin=*');
    await screen.findByRole('heading', { name: 'Select Date & Time' });
    expect(posted()).toEqual([]);
  });
});
