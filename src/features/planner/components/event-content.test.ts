import { describe, expect, it } from 'vitest';
import { wallClockTime } from './event-content';

const at = (hh: number, mm: number) => new Date(Date.UTC(2026, 10, 2, hh, mm));

describe('wallClockTime', () => {
  it('reads the wall clock as "7:00 AM", one format throughout', () => {
    expect(wallClockTime(at(7, 0))).toBe('7:00 AM');
    expect(wallClockTime(at(0, 5))).toBe('12:05 AM');
    expect(wallClockTime(at(12, 30))).toBe('12:30 PM');
    expect(wallClockTime(at(23, 59))).toBe('11:59 PM');
  });
});
