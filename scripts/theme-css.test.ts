import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_CSS_FILE, themeCss } from './theme-css';

describe('the theme stylesheet', () => {
  it('is what Mantine makes of the theme today (else run `npm run generate:theme-css`)', () => {
    expect(readFileSync(THEME_CSS_FILE, 'utf8')).toBe(themeCss());
  });

  it('holds the theme: its font, its primary colour, its contrast fixes and the global classes', () => {
    const css = themeCss();
    expect(css).toContain('--mantine-font-family: Inter,');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-violet-filled)');
    expect(css).toMatch(
      /\[data-mantine-color-scheme="light"\][^}]*--mantine-color-dimmed: #495057/,
    );
    expect(css).toMatch(/\[data-mantine-color-scheme="light"\][^}]*--mantine-color-error: #c92a2a/);
    expect(css).toContain('.mantine-hidden-from-sm {display: none !important;}');
  });
});
