import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fakes setTimeout and clearTimeout on a clock that follows real time: nothing happens sooner
 * than it would by itself, but a test can end a pause at once with `pass` (the autosave's 1 s
 * debounce, a retry's backoff) instead of sleeping through it, as if the person had waited that
 * long. Dates, intervals and React's scheduler stay real. The file's afterEach puts real timers
 * back (`vi.useRealTimers()`).
 *
 * The clock is moved by the real time elapsed, measured, every few milliseconds (vitest's
 * `shouldAdvanceTime` moves it by a fixed step per tick instead, which falls behind real time on a
 * busy machine and makes every timeout of the screen slower). It stops following as soon as the
 * timers are put back or faked anew (a test that moves its clock only when told).
 *
 * Under it, set up user-event with `{ delay: null }`: its pause between two actions would wait on
 * the faked setTimeout.
 */
export function fakePauses(): void {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout'],
    // A timeout set before (on the real clock) is still cleared when its owner clears it.
    shouldClearNativeTimers: true,
  });
  const faked = globalThis.setTimeout;
  let last = performance.now();
  const follow = setInterval(() => {
    if (globalThis.setTimeout !== faked) {
      clearInterval(follow);
      return;
    }
    const now = performance.now();
    vi.advanceTimersByTime(now - last);
    last = now;
  }, 2);
}

/** Lets `ms` of (fake) time pass at once: the timers due meanwhile fire, in order. */
export const pass = (ms: number): Promise<void> =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** The user-event setup for fakePauses: no timed pause between two actions. */
export const NO_DELAY = { delay: null } as const;
