/**
 * The app's notion of "now". It is the device's clock, unless the environment sets it (in mock
 * mode, the QA clock: `?now=...` or the QA panel), frozen at an instant or running from one.
 * Production never sets it. Code that needs "now" reads `appNow()` (or `useNow()` in renders).
 */
export interface AppClock {
  /** The instant the clock stands still at, or null when it runs. */
  frozenAt: number | null;
  /** Added to the device's clock when it runs. */
  offsetMs: number;
}

let clock: AppClock | null = null;
const listeners = new Set<() => void>();

export function appNow(): number {
  if (!clock) return Date.now();
  return clock.frozenAt ?? Date.now() + clock.offsetMs;
}

/** Sets (or, with null, clears) the app's clock; screens that show "now" re-read it. */
export function setAppClock(next: AppClock | null): void {
  clock = next;
  for (const listener of listeners) listener();
}

export function onAppClockChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
