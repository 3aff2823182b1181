import { describe, expect, it } from 'vitest';
import { changeDeadline, changesClosed } from './change-policy';

describe('change policy', () => {
  it('sets no deadline for a cutoff of 0', () => {
    expect(changeDeadline('2026-05-12T13:00:00.000Z', 0)).toBeNull();
    expect(changesClosed(null, Date.parse('2026-05-12T12:59:00.000Z'))).toBe(false);
  });

  it('closes changes exactly the cutoff before the start, not a millisecond earlier', () => {
    const deadline = changeDeadline('2026-05-12T13:00:00.000Z', 24);
    expect(deadline).toBe('2026-05-11T13:00:00.000Z');
    expect(changesClosed(deadline, Date.parse('2026-05-11T12:59:59.999Z'))).toBe(false);
    expect(changesClosed(deadline, Date.parse('2026-05-11T13:00:00.000Z'))).toBe(true);
    expect(changesClosed(deadline, Date.parse('2026-05-12T14:00:00.000Z'))).toBe(true);
  });

  it('counts elapsed hours across a DST change (New York, clocks back on 1 November 2026)', () => {
    // 9:00 AM EST on Monday 2 November is 14:00Z; 48 elapsed hours before is 14:00Z on Saturday
    // 31 October, which is 10:00 AM EDT: the wall clock shows 47 hours, as the change gives one back.
    expect(changeDeadline('2026-11-02T14:00:00.000Z', 48)).toBe('2026-10-31T14:00:00.000Z');
    const wall = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(wall.format(Date.parse('2026-10-31T14:00:00.000Z'))).toBe('10:00 AM');
  });

  it('works in a half-hour zone the same way: the deadline is an instant', () => {
    // 9:30 AM in Kolkata (UTC+05:30) on 12 May is 04:00Z; 1 hour before is 8:30 AM there.
    expect(changeDeadline('2026-05-12T04:00:00.000Z', 1)).toBe('2026-05-12T03:00:00.000Z');
  });
});
