import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  formatUtcOffset,
  utcOffsetMinutes,
  zoneMatches,
  zoneOptions,
} from './time-zones';

const JAN = Date.parse('2026-01-15T12:00:00.000Z');
const JUL = Date.parse('2026-07-15T12:00:00.000Z');

describe('time zones for people', () => {
  it('maps the legacy names browsers report to the current ones', () => {
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh');
    expect(canonicalTimeZone('America/New_York')).toBe('America/New_York');
  });

  it('gives half-hour offsets and follows DST', () => {
    expect(formatUtcOffset(utcOffsetMinutes('Asia/Kolkata', JAN))).toBe('UTC+05:30');
    expect(formatUtcOffset(utcOffsetMinutes('Asia/Kathmandu', JAN))).toBe('UTC+05:45');
    expect(formatUtcOffset(utcOffsetMinutes('America/New_York', JAN))).toBe('UTC-05:00');
    expect(formatUtcOffset(utcOffsetMinutes('America/New_York', JUL))).toBe('UTC-04:00');
    expect(formatUtcOffset(utcOffsetMinutes('UTC', JUL))).toBe('UTC+00:00');
  });

  it('lists each zone once by its canonical name, common zones first', () => {
    const options = zoneOptions(
      ['Asia/Calcutta', 'Europe/Kiev', 'Asia/Saigon', 'Africa/Abidjan'],
      'Asia/Calcutta',
      JAN,
    );
    const names = options.map((o) => o.zone);
    expect(names).toContain('Asia/Kolkata');
    expect(names).toContain('Asia/Ho_Chi_Minh');
    expect(names).not.toContain('Asia/Calcutta');
    expect(names).not.toContain('Europe/Kiev');
    expect(names.filter((n) => n === 'Asia/Kolkata')).toHaveLength(1);
    expect(names[0]).toBe('America/Los_Angeles');
    expect(names.indexOf('Africa/Abidjan')).toBeGreaterThan(names.indexOf('Australia/Sydney'));
  });

  it('finds a zone by part of its city, its country, an old name or its offset', () => {
    const kolkata = zoneOptions([], 'Asia/Kolkata', JAN).find((o) => o.zone === 'Asia/Kolkata')!;
    expect(zoneMatches(kolkata, 'kolk')).toBe(true);
    expect(zoneMatches(kolkata, 'India')).toBe(true);
    expect(zoneMatches(kolkata, 'calcutta')).toBe(true);
    expect(zoneMatches(kolkata, '+05:30')).toBe(true);
    expect(zoneMatches(kolkata, 'tokyo')).toBe(false);
  });
});
