import { describe, expect, it } from 'vitest';
import {
  extendedExpiry,
  holdExpiry,
  holdExtendable,
  holdLeftMs,
  holdMinutesLeft,
  holdNearEnd,
  holdValid,
  offerExtension,
} from './slot-hold';

const AT = Date.parse('2026-11-04T14:00:00.000Z');
const MIN = 60_000;

describe('slot hold', () => {
  it('holds for 10 minutes from its making, up to but not including the expiry', () => {
    const hold = { expiresAt: holdExpiry(AT), extended: false };
    expect(hold.expiresAt).toBe('2026-11-04T14:10:00.000Z');
    expect(holdValid(hold, AT + 10 * MIN - 1)).toBe(true);
    expect(holdValid(hold, AT + 10 * MIN)).toBe(false);
    expect(holdLeftMs(hold, AT + 3 * MIN)).toBe(7 * MIN);
    expect(holdLeftMs(hold, AT + 11 * MIN)).toBe(0);
  });

  it('is near its end in the last 2 minutes only', () => {
    const hold = { expiresAt: holdExpiry(AT), extended: false };
    expect(holdNearEnd(hold, AT + 8 * MIN - 1)).toBe(false);
    expect(holdNearEnd(hold, AT + 8 * MIN)).toBe(true);
    expect(holdNearEnd(hold, AT + 10 * MIN)).toBe(false);
  });

  it('may be extended once, by 10 minutes, while valid; the page offers it near the end', () => {
    const hold = { expiresAt: holdExpiry(AT), extended: false };
    expect(holdExtendable(hold, AT + MIN)).toBe(true);
    expect(offerExtension(hold, AT + MIN)).toBe(false);
    expect(offerExtension(hold, AT + 9 * MIN)).toBe(true);
    expect(holdExtendable(hold, AT + 10 * MIN)).toBe(false);
    const extended = { expiresAt: extendedExpiry(hold.expiresAt), extended: true };
    expect(extended.expiresAt).toBe('2026-11-04T14:20:00.000Z');
    expect(holdExtendable(extended, AT + 12 * MIN)).toBe(false);
    expect(offerExtension(extended, AT + 19 * MIN)).toBe(false);
  });

  it('counts whole minutes left, rounded up', () => {
    expect(holdMinutesLeft(10 * MIN)).toBe(10);
    expect(holdMinutesLeft(9 * MIN + 1)).toBe(10);
    expect(holdMinutesLeft(9 * MIN)).toBe(9);
    expect(holdMinutesLeft(1)).toBe(1);
    expect(holdMinutesLeft(0)).toBe(0);
    expect(holdMinutesLeft(-5)).toBe(0);
  });
});
