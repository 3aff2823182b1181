/**
 * How long a failed save waits before it is tried again by itself: 2 s, 5 s, 10 s, then every
 * 30 s (the browser's `online` event and a Retry button try at once). Pure.
 */
export const RETRY_DELAYS: readonly number[] = [2_000, 5_000, 10_000, 30_000];

/** The wait before retry number `attempt` (0 for the first). */
export function retryDelay(attempt: number): number {
  return RETRY_DELAYS[Math.min(Math.max(attempt, 0), RETRY_DELAYS.length - 1)] ?? 30_000;
}
