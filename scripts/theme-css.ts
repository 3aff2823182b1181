import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from '../src/app/theme';

/** The stylesheet made from the app's Mantine theme (`npm run generate:theme-css` writes it). */
export const THEME_CSS_FILE = 'src/app/theme.gen.css';

/**
 * What Mantine's provider would insert as <style> elements at each start, for the app's theme:
 * the theme's CSS variables (only those that differ from Mantine's defaults, which
 * default-css-variables.css holds; the light ones only) and its global classes (`hiddenFrom`, `visibleFrom`). The app
 * turns both off in the provider and loads this file instead (src/app/providers.tsx).
 */
export function themeCss(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, {
      theme,
      cssVariablesResolver,
      defaultColorScheme: 'light',
      children: null,
    }),
  );
  const sheets = [...markup.matchAll(/<style data-mantine-styles="[^"]*">([^<]*)<\/style>/g)].map(
    (match) =>
      match[1]!
        .replace(/\}/g, '}\n')
        .split('\n')
        // The app is light only (src/app/theme.ts, `lightColorScheme`): the dark rules never apply.
        .filter(
          (rule) => rule !== '' && !rule.startsWith(':root[data-mantine-color-scheme="dark"]'),
        )
        .join('\n')
        .trim(),
  );
  if (sheets.length !== 2)
    throw new Error(`Expected Mantine's two <style> elements, got ${sheets.length}`);
  return [
    '/* Generated from src/app/theme.ts by `npm run generate:theme-css` (scripts/theme-css.ts). Do not edit. */',
    ...sheets,
    '',
  ].join('\n');
}
