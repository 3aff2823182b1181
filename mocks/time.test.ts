import { describe, expect, it } from 'vitest';
import { civilDate, dayStart, localParts, weekStart } from './time';
import { formatCivil, mondayOf } from '../src/domain/civil-date';
import { zonedInstant } from '../src/domain/zone-clock';

const iso = (ms: number) => new Date(ms).toISOString();

describe('time helpers', () => {
  it('builds wall-clock instants in a zone, across DST', () => {
    expect(iso(zonedInstant({ y: 2026, m: 11, d: 2 }, 9 * 60, 'America/New_York'))).toBe(
      '2026-11-02T14:00:00.000Z',
    );
    expect(iso(zonedInstant({ y: 2026, m: 10, d: 30 }, 9 * 60, 'America/New_York'))).toBe(
      '2026-10-30T13:00:00.000Z',
    );
    expect(iso(zonedInstant({ y: 2026, m: 11, d: 2 }, 9 * 60 + 30, 'Asia/Kolkata'))).toBe(
      '2026-11-02T04:00:00.000Z',
    );
    // Spring forward: 02:30 does not exist in New York; read with the offset before the jump.
    expect(iso(zonedInstant({ y: 2026, m: 3, d: 8 }, 2 * 60 + 30, 'America/New_York'))).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // Fall back: 01:30 happens twice; the first one.
    expect(iso(zonedInstant({ y: 2026, m: 11, d: 1 }, 60 + 30, 'America/New_York'))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('reads local parts and weeks', () => {
    expect(localParts(Date.parse('2026-11-04T15:00:00Z'), 'America/New_York')).toMatchObject({
      y: 2026,
      m: 11,
      d: 4,
      hour: 10,
      minute: 0,
      dow: 3,
    });
    expect(mondayOf({ y: 2026, m: 11, d: 8 })).toEqual({ y: 2026, m: 11, d: 2 });
    expect(civilDate(Date.parse('2026-11-02T03:00:00Z'), 'America/New_York')).toEqual({
      y: 2026,
      m: 11,
      d: 1,
    });
    expect(iso(weekStart(Date.parse('2026-11-04T15:00:00Z'), 'America/New_York'))).toBe(
      '2026-11-02T05:00:00.000Z',
    );
    expect(iso(dayStart(Date.parse('2026-11-04T03:00:00Z'), 'America/New_York'))).toBe(
      '2026-11-03T05:00:00.000Z',
    );
  });

  it('names the host’s week by its Monday’s date (the goals week), across the fall-back week', () => {
    const mondayDate = (instant: string) =>
      formatCivil(mondayOf(civilDate(Date.parse(instant), 'America/New_York')));
    for (const instant of [
      '2026-10-26T04:00:00.000Z', // Monday 00:00 EDT
      '2026-11-01T05:30:00.000Z', // the first 01:30 of the fall-back Sunday
      '2026-11-01T06:30:00.000Z', // the second one
      '2026-11-02T04:59:59.999Z', // Sunday 23:59:59.999 EST
    ]) {
      expect(mondayDate(instant)).toBe('2026-10-26');
    }
    expect(mondayDate('2026-11-02T05:00:00.000Z')).toBe('2026-11-02');
  });
});
