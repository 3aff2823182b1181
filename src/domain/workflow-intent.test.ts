import { describe, expect, it } from 'vitest';
import { describeWindow, describeWish, inPartOfDay } from './workflow-intent';

const NY = 'America/New_York';

describe('describeWindow', () => {
  it.each([
    [
      'one whole day',
      '2026-11-10T05:00:00Z',
      '2026-11-11T05:00:00Z',
      NY,
      'Tue, Nov 10 (EST, America/New_York)',
    ],
    [
      'whole days',
      '2026-11-09T05:00:00Z',
      '2026-11-16T05:00:00Z',
      NY,
      'Mon, Nov 9 – Sun, Nov 15 (EST, America/New_York)',
    ],
    [
      'from a time to the end of the day',
      '2026-11-05T19:00:00Z',
      '2026-11-06T05:00:00Z',
      NY,
      'Thu, Nov 5, from 2:00 PM (EST, America/New_York)',
    ],
    [
      'two times on one day',
      '2026-11-05T19:00:00Z',
      '2026-11-05T21:00:00Z',
      NY,
      'Thu, Nov 5, 2:00 PM – 4:00 PM (EST, America/New_York)',
    ],
    [
      'across days from a time',
      '2026-11-04T15:00:00Z',
      '2026-11-09T05:00:00Z',
      NY,
      'Wed, Nov 4, 10:00 AM – Sun, Nov 8 (EST, America/New_York)',
    ],
    [
      'a DST week (EDT to EST)',
      '2026-10-29T04:00:00Z',
      '2026-11-03T05:00:00Z',
      NY,
      'Thu, Oct 29 – Mon, Nov 2 (EDT, America/New_York)',
    ],
    [
      'a half-hour zone',
      '2026-11-04T18:30:00Z',
      '2026-11-05T18:30:00Z',
      'Asia/Kolkata',
      'Thu, Nov 5 (GMT+5:30, Asia/Kolkata)',
    ],
    [
      'no zone: UTC',
      '2026-11-10T00:00:00Z',
      '2026-11-11T00:00:00Z',
      undefined,
      'Tue, Nov 10 (UTC)',
    ],
    ['an unreadable window', 'soon', '2026-11-11T00:00:00Z', NY, 'Unknown window'],
    ['an empty window', '2026-11-11T00:00:00Z', '2026-11-11T00:00:00Z', NY, 'Unknown window'],
  ])('%s', (_what, start, end, zone, expected) => {
    expect(describeWindow({ start, end }, zone)).toBe(expected);
  });

  it('adds the part of day to the wish', () => {
    const window = { start: '2026-11-10T05:00:00Z', end: '2026-11-11T05:00:00Z' };
    expect(describeWish(window, 'pm', NY)).toBe(
      'Tue, Nov 10 (EST, America/New_York), afternoons (from noon)',
    );
    expect(describeWish(window, 'am', NY)).toMatch(/mornings \(before noon\)$/);
    expect(describeWish(window, 'any', NY)).toBe('Tue, Nov 10 (EST, America/New_York)');
  });
});

describe('inPartOfDay', () => {
  it('splits at noon in the zone', () => {
    expect(inPartOfDay(Date.parse('2026-11-10T16:59:00Z'), 'am', NY)).toBe(true); // 11:59
    expect(inPartOfDay(Date.parse('2026-11-10T17:00:00Z'), 'am', NY)).toBe(false); // 12:00
    expect(inPartOfDay(Date.parse('2026-11-10T17:00:00Z'), 'pm', NY)).toBe(true);
    expect(inPartOfDay(Date.parse('2026-11-10T06:29:00Z'), 'am', 'Asia/Kolkata')).toBe(true); // 11:59
    expect(inPartOfDay(Date.parse('2026-11-10T06:30:00Z'), 'pm', 'Asia/Kolkata')).toBe(true); // 12:00
    expect(inPartOfDay(Date.parse('2026-11-10T06:30:00Z'), 'any', 'Asia/Kolkata')).toBe(true);
  });
});
