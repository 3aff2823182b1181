/**
 * Text contrast as people see it, for stories' play functions: the element's text colour against
 * the background actually behind it (translucent backgrounds laid over their ancestors'). axe
 * files text in exactly its background's colour (1:1) under "needs review", not as a violation,
 * so a story's axe check passes it: this asserts the ratio itself.
 */

type Rgba = [number, number, number, number];

/** `rgb()`, `rgba()` or `color(srgb …)` as computed by the browser; null when unreadable. */
function parseColor(text: string): Rgba | null {
  const rgb = /^rgba?\(([^)]+)\)$/.exec(text.trim());
  if (rgb) {
    const parts = rgb[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
  }
  const srgb = /^color\(srgb ([^)]+)\)$/.exec(text.trim());
  if (srgb) {
    const parts = srgb[1]!
      .split(/[\s/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0]! * 255, parts[1]! * 255, parts[2]! * 255, parts[3] ?? 1];
  }
  return null;
}

function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
}

/** The opaque background behind `element`: its own and its ancestors', composed over white. */
function backgroundOf(element: Element | null): Rgba {
  const layers: Rgba[] = [];
  for (let at = element; at; at = at.parentElement) {
    const color = parseColor(getComputedStyle(at).backgroundColor);
    if (color && color[3] > 0) {
      layers.push(color);
      if (color[3] >= 1) break;
    }
  }
  return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
}

function luminance([r, g, b]: Rgba): number {
  const [R, G, B] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * R + 0.7152 * G + 0.0722 * B;
}

/** The contrast ratio (1 to 21) of `element`'s text on what is behind it. */
export function contrastOf(element: Element): number {
  const background = backgroundOf(element);
  const text = parseColor(getComputedStyle(element).color) ?? [0, 0, 0, 1];
  const fg = over(text, background);
  const [a, b] = [luminance(fg), luminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
