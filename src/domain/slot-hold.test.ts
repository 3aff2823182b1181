import { describe, expect, it } from 'vitest';
import {
  cappedExtension,
  extendedExpiry,
  holdExpiry,
  holdExtendable,
  holdLeftMs,
  holdMinutesLeft,
  holdNearEnd,
  holdValid,
  offerExtension,
  reheldTimes,
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

  it('one extension in all: a re-held time ends at most 20 minutes after it was first held', () => {
    // Fresh: 10 minutes, not extended.
    expect(reheldTimes(AT, AT)).toEqual({ expiresAt: '2026-11-04T14:10:00.000Z', extended: false });
    // Re-held at 9 minutes: to 19, which uses the extension.
    expect(reheldTimes(AT, AT + 9 * MIN)).toEqual({
      expiresAt: '2026-11-04T14:19:00.000Z',
      extended: true,
    });
    // At 18: no further than 20.
    expect(reheldTimes(AT, AT + 18 * MIN)?.expiresAt).toBe('2026-11-04T14:20:00.000Z');
    // An earlier extension stays used, even for a re-hold inside the first 10 minutes.
    expect(reheldTimes(AT, AT, true)?.extended).toBe(true);
    // Spent at 20 minutes, and after.
    expect(reheldTimes(AT, AT + 20 * MIN)).toBeNull();
    expect(reheldTimes(AT, AT + 25 * MIN, true)).toBeNull();
  });

  it('an extension never runs past 20 minutes from when the time was first held', () => {
    expect(cappedExtension('2026-11-04T14:10:00.000Z', AT)).toBe('2026-11-04T14:20:00.000Z');
    expect(cappedExtension('2026-11-04T14:19:00.000Z', AT)).toBe('2026-11-04T14:20:00.000Z');
  });
});
