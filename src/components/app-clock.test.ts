import { afterEach, expect, it, vi } from 'vitest';
import { appNow, onAppClockChange, setAppClock } from './app-clock';

afterEach(() => {
  setAppClock(null);
  vi.useRealTimers();
});

it('is the device clock unless set: frozen, or running with an offset', () => {
  vi.useFakeTimers({ now: Date.parse('2026-11-23T08:00:00Z') });
  expect(appNow()).toBe(Date.parse('2026-11-23T08:00:00Z'));
  const heard = vi.fn();
  const stop = onAppClockChange(heard);
  setAppClock({ frozenAt: Date.parse('2026-03-08T06:30:00Z'), offsetMs: 0 });
  vi.advanceTimersByTime(1_000);
  expect(appNow()).toBe(Date.parse('2026-03-08T06:30:00Z'));
  setAppClock({ frozenAt: null, offsetMs: -60_000 });
  expect(appNow()).toBe(Date.parse('2026-11-23T07:59:01Z'));
  expect(heard).toHaveBeenCalledTimes(2);
  stop();
});
