import { afterEach, describe, expect, it, vi } from 'vitest';
import { meta } from './db';
import { applyClockSetting, clockSetting, isClockFrozen, now, setNow } from './clock';
import { api, json } from './test/helpers';

afterEach(() => {
  setNow(null);
  vi.useRealTimers();
});

describe('the mock clock', () => {
  it('freezes at an instant, or runs from it, and returns to real time', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T08:00:00Z') });
    setNow('2026-03-08T06:30:00Z');
    vi.advanceTimersByTime(60_000);
    expect(now().toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(isClockFrozen()).toBe(true);

    setNow('2026-03-08T06:30:00Z', { running: true });
    vi.advanceTimersByTime(60_000);
    expect(now().toISOString()).toBe('2026-03-08T06:31:00.000Z');
    expect(isClockFrozen()).toBe(false);

    const setting = clockSetting();
    setNow(null);
    expect(clockSetting()).toBeNull();
    expect(now().toISOString()).toBe('2026-11-23T08:02:00.000Z');
    applyClockSetting(setting);
    expect(now().toISOString()).toBe('2026-03-08T06:31:00.000Z');
  });

  it('POST /__mock/clock sets it, running or frozen, and stores it in meta', async () => {
    const running = json<{ now: string; clockFrozen: boolean }>(
      await api('POST', '/__mock/clock', { now: '2026-10-25T00:30:00Z', running: true }),
    );
    expect(running.clockFrozen).toBe(false);
    expect(Date.parse(running.now) - Date.parse('2026-10-25T00:30:00Z')).toBeLessThan(5_000);
    expect(meta.clock?.frozenAt).toBeNull();

    const frozen = await api('POST', '/__mock/clock', { now: '2026-10-25T00:30:00Z' });
    expect(json<{ now: string }>(frozen).now).toBe('2026-10-25T00:30:00.000Z');
    expect(meta.clock?.frozenAt).toBe(Date.parse('2026-10-25T00:30:00Z'));

    expect((await api('POST', '/__mock/clock', { now: 'soon' })).status).toBe(400);
    expect(meta.clock?.frozenAt).toBe(Date.parse('2026-10-25T00:30:00Z'));
    await api('POST', '/__mock/clock', { now: null });
    expect(meta.clock).toBeNull();
  });
});
