import { describe, expect, it } from 'vitest';
import { isDateTime } from './date-time';
import { maxChars, optionalBoolean, optionalChoice, optionalString } from './search-params';

describe('search param readers', () => {
  it('keep a readable value and drop anything else, never throwing', () => {
    expect(optionalString('2026-11-24')).toBe('2026-11-24');
    expect(optionalString(20261124)).toBeUndefined();
    expect(optionalString('soon', isDateTime)).toBeUndefined();
    expect(optionalString('2026-11-24T10:00:00-05:00', isDateTime)).toBe(
      '2026-11-24T10:00:00-05:00',
    );
    expect(optionalChoice('week', ['day', 'week'] as const)).toBe('week');
    expect(optionalChoice('year', ['day', 'week'] as const)).toBeUndefined();
    expect(optionalChoice(['week'], ['day', 'week'] as const)).toBeUndefined();
    expect(optionalBoolean(true)).toBe(true);
    expect(optionalBoolean('true')).toBeUndefined();
  });

  it('count characters as code points', () => {
    expect(maxChars(3)('😀😀😀')).toBe(true);
    expect(maxChars(3)('😀😀😀😀')).toBe(false);
  });
});

describe('isDateTime', () => {
  it('accepts RFC 3339 with real calendar values only', () => {
    expect(isDateTime('2028-02-29T23:59:59.123Z')).toBe(true);
    expect(isDateTime('2027-02-29T10:00:00Z')).toBe(false);
    expect(isDateTime('2027-03-02T24:00:00Z')).toBe(false);
    expect(isDateTime('2027-03-02T10:00:00')).toBe(false);
    expect(isDateTime('2027-03-02T10:00:00+05:30')).toBe(true);
  });
});
