import { describe, expect, it } from 'vitest';
import {
  CALENDAR_COLORS,
  calendarColor,
  contrastRatio,
  darken,
  eventColors,
  luminance,
  readableFill,
} from './event-colors';

describe('event colours', () => {
  it('computes WCAG contrast', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(luminance('#FFFFFF')).toBeCloseTo(1, 5);
  });

  it('fills every calendar colour so that white text passes AA, with a darker border', () => {
    for (const color of CALENDAR_COLORS) {
      const { backgroundColor, borderColor, color: text } = eventColors(color);
      expect(text).toBe('#FFFFFF');
      expect(contrastRatio(backgroundColor, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
      expect(luminance(borderColor)).toBeLessThan(luminance(backgroundColor));
      // Only as dark as needed: one step lighter would fail.
      expect(luminance(backgroundColor)).toBeLessThanOrEqual(luminance(color));
    }
  });

  it('keeps a colour that already reads well, and falls back on a malformed one', () => {
    expect(readableFill('#1a237e')).toBe('#1A237E');
    expect(readableFill('blue')).toBe(readableFill('#6C79FF'));
    expect(darken('#FFFFFF', 0.5)).toBe('#808080');
  });

  it('colours calendars in the spec order, repeating', () => {
    expect([0, 1, 2, 3, 4].map(calendarColor)).toEqual([
      '#6C79FF',
      '#00B2BF',
      '#4EA7FC',
      '#F2994A',
      '#6C79FF',
    ]);
  });
});
