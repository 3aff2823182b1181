import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fakes setTimeout and clearTimeout, still moving with real time (`shouldAdvanceTime`): nothing
 * happens sooner than it would by itself, but a test can end a pause at once with `pass` (the
 * autosave's 1 s debounce, a retry's backoff) instead of sleeping through it, as if the person had
 * waited that long. Dates, intervals and React's scheduler stay real. The file's afterEach puts
 * real timers back (`vi.useRealTimers()`).
 *
 * Under it, set up user-event with `{ delay: null }`: its pause between two actions would wait on
 * the faked setTimeout.
 */
export function fakePauses(): void {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    advanceTimeDelta: 5,
    toFake: ['setTimeout', 'clearTimeout'],
  });
}

/** Lets `ms` of (fake) time pass at once: the timers due meanwhile fire, in order. */
export const pass = (ms: number): Promise<void> =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** The user-event setup for fakePauses: no timed pause between two actions. */
export const NO_DELAY = { delay: null } as const;
