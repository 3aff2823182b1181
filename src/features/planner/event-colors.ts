/**
 * Colours of the planner. Calendars are coloured #6C79FF (primary), then
 * #00B2BF, #4EA7FC and #F2994A; a meeting carries its calendar's colour in `color`.
 *
 * An event is filled with its colour, outlined with a darker shade of it and labelled in white.
 * White on the light colours (#4EA7FC, #00B2BF) is below WCAG AA's 4.5:1, so the fill is the
 * colour darkened just enough to reach 4.5:1; a colour that already does stays as it is.
 */

export const CALENDAR_COLORS = ['#6C79FF', '#00B2BF', '#4EA7FC', '#F2994A'] as const;
/** The primary calendar plus at most three additional ones. */
export const MAX_ADDITIONAL_CALENDARS = 3;
const FALLBACK_COLOR = CALENDAR_COLORS[0];

const HEX = /^#([0-9a-f]{6})$/i;

type Rgb = [number, number, number];

function parseHex(color: string): Rgb | null {
  const match = HEX.exec(color.trim());
  if (!match?.[1]) return null;
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a '#RRGGBB' colour. */
export function luminance(color: string): number {
  const rgb = parseHex(color) ?? parseHex(FALLBACK_COLOR)!;
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

/** WCAG contrast ratio between two '#RRGGBB' colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `color` mixed with black: amount 0 is the colour, 1 is black. */
export function darken(color: string, amount: number): string {
  const rgb = parseHex(color) ?? parseHex(FALLBACK_COLOR)!;
  const keep = 1 - Math.min(1, Math.max(0, amount));
  return toHex([rgb[0] * keep, rgb[1] * keep, rgb[2] * keep]);
}

/** The smallest darkening of `color` that white text reads on at 4.5:1 or more. */
export function readableFill(color: string): string {
  const base = parseHex(color) ? color.toUpperCase() : FALLBACK_COLOR;
  for (let step = 0; step <= 20; step++) {
    const fill = darken(base, step * 0.05);
    if (contrastRatio(fill, '#FFFFFF') >= 4.5) return fill;
  }
  return '#000000';
}

export interface EventColors {
  backgroundColor: string;
  borderColor: string;
  color: string;
}

const cache = new Map<string, EventColors>();

/** Fill, darker border and white text for a meeting colour (memoised per colour). */
export function eventColors(color: string): EventColors {
  let colors = cache.get(color);
  if (!colors) {
    const fill = readableFill(color);
    colors = { backgroundColor: fill, borderColor: darken(fill, 0.3), color: '#FFFFFF' };
    cache.set(color, colors);
  }
  return colors;
}

/** The colour of the n-th connected calendar (0 = primary), repeating after the fourth. */
export function calendarColor(index: number): string {
  return CALENDAR_COLORS[
    ((index % CALENDAR_COLORS.length) + CALENDAR_COLORS.length) % CALENDAR_COLORS.length
  ]!;
}
