/**
 * The mock backend's clock. Handlers ask `now()`. QA and tests set it with `setNow(...)`: frozen
 * at an instant, or running from an instant (an offset from the real clock), so that scenarios
 * (seeded relative to a `now`) and the server's view of "today" agree.
 */
let frozen: number | null = null;
let offsetMs = 0;

export function now(): Date {
  return new Date(frozen ?? Date.now() + offsetMs);
}

/**
 * Sets the clock: frozen at `value` (default), or running from `value` on (`{ running: true }`);
 * `null` returns to the real clock.
 */
export function setNow(
  value: Date | string | number | null,
  options: { running?: boolean } = {},
): void {
  if (value === null) {
    frozen = null;
    offsetMs = 0;
    return;
  }
  const at = new Date(value).getTime();
  if (options.running) {
    frozen = null;
    offsetMs = at - Date.now();
  } else {
    frozen = at;
    offsetMs = 0;
  }
}

export function isClockFrozen(): boolean {
  return frozen !== null;
}

/** How the clock is set, to store and to hand to other tabs: null when it is the real clock. */
export interface ClockSetting {
  frozenAt: number | null;
  offsetMs: number;
}

export function clockSetting(): ClockSetting | null {
  return frozen === null && offsetMs === 0 ? null : { frozenAt: frozen, offsetMs };
}

export function applyClockSetting(setting: ClockSetting | null | undefined): void {
  frozen = setting?.frozenAt ?? null;
  offsetMs = setting?.frozenAt == null ? (setting?.offsetMs ?? 0) : 0;
}

/** Where the clock's changes are announced to every tab of the origin (browser only). */
export const CLOCK_CHANNEL = 'slotwise.mock-clock';

/** Tells every tab (this one included) how the clock is set. No-op outside the browser. */
export function announceClock(setting: ClockSetting | null): void {
  if (typeof BroadcastChannel === 'undefined' || typeof window === 'undefined') return;
  const channel = new BroadcastChannel(CLOCK_CHANNEL);
  channel.postMessage({ clock: setting });
  channel.close();
}
