/**
 * The mock backend's clock. Handlers ask `now()`; tests freeze it with `setNow(...)` so that
 * scenarios (seeded relative to a `now`) and the server's view of "today" agree.
 */
let frozen: number | null = null;

export function now(): Date {
  return new Date(frozen ?? Date.now());
}

/** Freezes the clock at `value`; `null` returns to the real clock. */
export function setNow(value: Date | string | number | null): void {
  frozen = value === null ? null : new Date(value).getTime();
}

export function isClockFrozen(): boolean {
  return frozen !== null;
}
