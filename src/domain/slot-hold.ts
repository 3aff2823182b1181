/**
 * A held time (docs/decisions.md#a-held-time): when a visitor picks a time the server holds it for
 * them for `HOLD_MINUTES`; they may extend it once, by `HOLD_MINUTES` more, once it is near its end
 * (`NEAR_END_MS` left). Instants, not wall-clock times. Pure: the mock's handlers and the booking
 * page's details step use the same arithmetic.
 */

export const HOLD_MINUTES = 10;
export const HOLD_MS = HOLD_MINUTES * 60_000;
/** The last 2 minutes of a hold: the page offers to extend it, and says so once. */
export const NEAR_END_MS = 2 * 60_000;

export interface HoldTimes {
  expiresAt: string;
  extended: boolean;
}

/** When a hold made at `at` expires. */
export function holdExpiry(at: number): string {
  return new Date(at + HOLD_MS).toISOString();
}

/** When a hold expiring at `expiresAt` expires once extended. */
export function extendedExpiry(expiresAt: string): string {
  return new Date(Date.parse(expiresAt) + HOLD_MS).toISOString();
}

/** True while the hold holds: up to, not including, `expiresAt`. */
export function holdValid(hold: Pick<HoldTimes, 'expiresAt'>, at: number): boolean {
  return at < Date.parse(hold.expiresAt);
}

/** Milliseconds left, never below 0. */
export function holdLeftMs(hold: Pick<HoldTimes, 'expiresAt'>, at: number): number {
  return Math.max(0, Date.parse(hold.expiresAt) - at);
}

/** True in the hold's last `NEAR_END_MS` while it still holds. */
export function holdNearEnd(hold: Pick<HoldTimes, 'expiresAt'>, at: number): boolean {
  const left = holdLeftMs(hold, at);
  return left > 0 && left <= NEAR_END_MS;
}

/**
 * One extension in all: however a held time is re-held (extended, replaced by a new hold of it,
 * released and held again), it is held at most `HOLD_TOTAL_MS` from when it was first held.
 */
export const HOLD_TOTAL_MS = 2 * HOLD_MS;

/**
 * The expiry and `extended` of a hold made at `at` of a time first held at `heldSince` (the same
 * visitor's or address's earlier hold of it; `at` itself for a new one), or null when its one
 * extension in all is spent.
 */
export function reheldTimes(heldSince: number, at: number, extended = false): HoldTimes | null {
  const end = Math.min(at + HOLD_MS, heldSince + HOLD_TOTAL_MS);
  if (end <= at) return null;
  return {
    expiresAt: new Date(end).toISOString(),
    extended: extended || end > heldSince + HOLD_MS,
  };
}

/** The expiry once extended: 10 minutes more, never past the total from `heldSince`. */
export function cappedExtension(expiresAt: string, heldSince: number): string {
  return new Date(
    Math.min(Date.parse(expiresAt) + HOLD_MS, heldSince + HOLD_TOTAL_MS),
  ).toISOString();
}

/** The server's rule: a valid hold not yet extended may be extended (at any time while valid). */
export function holdExtendable(hold: HoldTimes, at: number): boolean {
  return !hold.extended && holdValid(hold, at);
}

/** The page's rule: it offers the extension only near the end. */
export function offerExtension(hold: HoldTimes, at: number): boolean {
  return holdExtendable(hold, at) && holdNearEnd(hold, at);
}

/**
 * Whole minutes left, rounded up (9 min 1 s is "10 minutes"): the page shows minutes, so its text
 * changes once a minute, not every second.
 */
export function holdMinutesLeft(leftMs: number): number {
  return Math.ceil(Math.max(0, leftMs) / 60_000);
}
