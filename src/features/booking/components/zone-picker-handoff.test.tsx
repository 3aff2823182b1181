import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { bookingBackend } from '../test-seed';
import { visitorEnv } from '../visitor-env';

// The zone picker's chunk is held until the test lets it load: what the visitor does in the
// stand-in meanwhile must reach the picker.
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { loaded, open: () => open() };
});
vi.mock('./time-zone-picker', async (importOriginal) => {
  await gate.loaded;
  return importOriginal();
});

/** Monday 23 November 2026, 10:00 in New York (the host's zone). */
const NOW = new Date('2026-11-23T15:00:00.000Z');

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

describe('Booking page: the zone box while the picker loads', () => {
  it('keeps a click and the typing after it, and hands both to the picker', async () => {
    await bookingBackend(server);
    const { user } = renderApp('/book/jordan-lee/standard');
    await screen.findByRole('heading', { name: 'Select Date & Time' });

    // The stand-in: a plain box showing the zone, not yet the combobox.
    const standIn = screen.getByRole<HTMLInputElement>('textbox', { name: 'Time zone' });
    expect(screen.queryByRole('combobox', { name: 'Time zone' })).toBeNull();
    await user.click(standIn);
    await user.keyboard('tokyo');
    expect(standIn).toHaveValue('tokyo');
    expect(standIn).toHaveFocus();

    gate.open();
    const picker = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Time zone' });
    expect(picker).toHaveFocus();
    expect(picker).toHaveValue('tokyo');
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('option', { name: /^Tokyo/ })).toBeInTheDocument();

    // Typing goes on in the picker; Enter takes the match.
    await user.keyboard('{Enter}');
    expect(picker).toHaveValue('Tokyo (Asia) · UTC+09:00');
  });
});
