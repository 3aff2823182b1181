// Writes src/app/theme.gen.css from the app's Mantine theme; scripts/theme-css.test.ts fails when
// the file and the theme disagree.
import { writeFileSync } from 'node:fs';
import { THEME_CSS_FILE, themeCss } from './theme-css';

writeFileSync(THEME_CSS_FILE, themeCss());
console.log(`Wrote ${THEME_CSS_FILE}`);
