import { describe, expect, it } from 'vitest';
import { dateParts, dateText, localeClock, runtimeTimeZone, timeText } from './time-text';

const TUESDAY_NOON = Date.UTC(2026, 10, 24, 12); // 2026-11-24T12:00Z

describe('dates in words', () => {
  it('writes each style in the locale and the zone it is given', () => {
    expect(dateText(TUESDAY_NOON, 'UTC', 'short', 'en-US')).toBe('Tue, Nov 24, 2026');
    expect(dateText(TUESDAY_NOON, 'UTC', 'long', 'en-US')).toBe('Tuesday, November 24, 2026');
    expect(dateText(TUESDAY_NOON, 'UTC', 'title', 'en-US')).toBe('Tuesday, November 24');
    expect(dateText(TUESDAY_NOON, 'UTC', 'month', 'en-US')).toBe('November 2026');
    expect(dateText(TUESDAY_NOON, 'UTC', 'weekdayNarrow', 'en-US')).toBe('T');
    expect(dateText(TUESDAY_NOON, 'UTC', 'long', 'de')).toBe('Dienstag, 24. November 2026');
    // Noon UTC is already Wednesday in Auckland.
    expect(dateText(TUESDAY_NOON, 'Pacific/Auckland', 'weekdayLong', 'en-US')).toBe('Wednesday');
    expect(dateText('2026-11-24T12:00:00Z', 'UTC', 'stamp', 'en-US')).toBe(
      'Nov 24, 2026, 12:00 PM',
    );
    expect(dateText(TUESDAY_NOON, 'UTC', 'stampSeconds', 'en-US')).toBe(
      'Nov 24, 2026, 12:00:00 PM',
    );
  });

  it('reads the runtime’s zone or locale when given none, as Intl does', () => {
    expect(dateText(TUESDAY_NOON, undefined, 'stamp', undefined)).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        TUESDAY_NOON,
      ),
    );
    expect(runtimeTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('gives the parts of a date, and keeps each style apart from the time styles', () => {
    const day = dateParts(TUESDAY_NOON, 'UTC', 'dayOfMonth', 'en-US').find(
      (part) => part.type === 'day',
    );
    expect(day?.value).toBe('24');
    expect(timeText(TUESDAY_NOON, 'UTC')).toBe('12:00 PM');
    expect(dateText(TUESDAY_NOON, 'UTC', 'title', 'en-US')).toBe('Tuesday, November 24');
  });

  it('throws for a zone the runtime does not know', () => {
    expect(() => dateText(TUESDAY_NOON, 'Mars/Olympus', 'short', 'en-US')).toThrow(RangeError);
  });
});

describe('the clock a locale reads', () => {
  it('is 24 hours where its hours cycle h23, else 12', () => {
    expect(localeClock('de')).toBe('24h');
    expect(localeClock('ja-u-hc-h23')).toBe('24h');
    expect(localeClock('en-US')).toBe('12h');
  });

  it('is 12 hours when Intl cannot tell', () => {
    expect(localeClock('not a locale')).toBe('12h');
  });
});
