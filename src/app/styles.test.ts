// Mantine's CSS is loaded per component (styles.ts for the public pages, styles-app.ts with the
// signed-in layout). A component whose CSS is missing renders unstyled, which no other test sees:
// this one reads which Mantine components the code imports, follows each component's own imports
// inside @mantine/core to the CSS modules it uses, and checks each of them is loaded.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const CORE_ESM = join(ROOT, 'node_modules/@mantine/core/esm');

/** Source files of the pages a visitor sees before signing in (their CSS must be in styles.ts). */
const PUBLIC_SOURCES = [
  'src/features/booking',
  'src/features/session/components/login-page.tsx',
  'src/components',
  'src/app/providers.tsx',
];
/** Shared UI that only the signed-in screens use: its CSS comes with styles-app.ts. */
const SIGNED_IN_ONLY = join(ROOT, 'src/components/signed-in');

function sourceFiles(path: string): string[] {
  const full = join(ROOT, path);
  if (/\.tsx?$/.test(full)) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? // Reference screenshots live in folders named after their story file: not source.
        entry.name === '__screenshots__'
        ? []
        : sourceFiles(join(path, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)
        ? [join(full, entry.name)]
        : [],
  );
}

/** The value names a file imports from a package (`import { A, B as C, type D } from 'pkg'`). */
function namedImports(text: string, pkg: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s*(type\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${pkg}['"]`, 'g');
  for (const match of text.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** @mantine/core's export name → its module file. */
const coreIndex = readFileSync(join(CORE_ESM, 'index.mjs'), 'utf8');
const moduleOf = new Map<string, string>();
for (const match of coreIndex.matchAll(/import \{([^}]+)\} from "(\.[^"]+)"/g)) {
  for (const name of match[1]!.split(',')) moduleOf.set(name.trim(), join(CORE_ESM, match[2]!));
}

/** The CSS files (`Button`, `Input`…) a Mantine core export uses, through its own imports. */
function cssOf(component: string): string[] {
  const start = moduleOf.get(component);
  if (!start) return [];
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const base = file.split('/').pop()!;
    if (base.endsWith('.module.mjs')) css.add(base.replace('.module.mjs', ''));
    for (const match of readFileSync(file, 'utf8').matchAll(/from "(\.[^"]+)"/g)) {
      visit(resolve(dirname(file), match[1]!));
    }
  };
  visit(start);
  return [...css];
}

/**
 * The CSS files a set of source files needs. A component loaded lazily after the first render
 * (the booking page's zone picker) may import the CSS it needs beyond the public set itself:
 * Vite loads a lazy chunk's CSS before running it. What a file imports itself is not needed.
 */
function neededCss(files: string[]): Map<string, string> {
  const needed = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const own = new Set(
      [...text.matchAll(/import '@mantine\/core\/styles\/([A-Za-z-]+)\.css';/g)].map((m) => m[1]!),
    );
    for (const component of namedImports(text, '@mantine/core')) {
      for (const css of cssOf(component)) {
        if (!own.has(css)) needed.set(css, `${component} (${file.slice(ROOT.length + 1)})`);
      }
    }
  }
  return needed;
}

/** The per-component CSS files a styles module imports, in order. */
function loadedCss(module: string): string[] {
  const text = readFileSync(join(ROOT, module), 'utf8');
  return [...text.matchAll(/import '@mantine\/core\/styles\/([A-Za-z-]+)\.css';/g)].map(
    (m) => m[1]!,
  );
}

const publicCss = loadedCss('src/app/styles.ts');
const appCss = loadedCss('src/app/styles-app.ts');

describe('Mantine CSS per component', () => {
  it('the dependency walk finds what a component is known to need', () => {
    // Guards the walk itself: Button builds on UnstyledButton, TextInput on Input.
    expect(cssOf('Button')).toEqual(expect.arrayContaining(['Button', 'UnstyledButton']));
    expect(cssOf('TextInput')).toContain('Input');
    expect(cssOf('Modal')).toEqual(expect.arrayContaining(['Modal', 'ModalBase', 'Overlay']));
  });

  it('loads the globals first, once each, and names only files that exist', () => {
    expect(publicCss.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const all = [...publicCss, ...appCss];
    expect(new Set(all).size).toBe(all.length);
    const shipped = new Set(
      readdirSync(join(ROOT, 'node_modules/@mantine/core/styles')).map((f) =>
        f.replace('.css', ''),
      ),
    );
    expect(all.filter((name) => !shipped.has(name))).toEqual([]);
  });

  it('loads before the first render the CSS of every component the public pages use', () => {
    const files = PUBLIC_SOURCES.flatMap(sourceFiles).filter(
      (file) => !file.startsWith(SIGNED_IN_ONLY),
    );
    const needed = neededCss(files);
    // The toast host (@mantine/notifications) draws core components too.
    const notifications = readFileSync(
      join(ROOT, 'node_modules/@mantine/notifications/esm/Notifications.mjs'),
      'utf8',
    );
    for (const component of namedImports(notifications, '@mantine/core')) {
      for (const css of cssOf(component)) needed.set(css, `${component} (@mantine/notifications)`);
    }
    const missing = [...needed].filter(([css]) => !publicCss.includes(css));
    expect(missing).toEqual([]);
  });

  it('loads with the app layout the CSS of every other component the app uses', () => {
    const needed = neededCss(sourceFiles('src'));
    const loaded = new Set([...publicCss, ...appCss]);
    const missing = [...needed].filter(([css]) => !loaded.has(css));
    expect(missing).toEqual([]);
  });

  it("the mock backend's own screens load their components' CSS, never Mantine's whole sheet", () => {
    // The consent page and the QA panel (mock mode) draw components no app page does. Mantine's
    // whole stylesheet would bring its default variables again, after the theme's
    // (src/app/theme.gen.css), and put the defaults back: links in Mantine's blue, 3.5:1 on white.
    const mockCss = loadedCss('mocks/styles.ts');
    const needed = neededCss(sourceFiles('mocks').filter((file) => !file.includes('/test/')));
    const loaded = new Set([...publicCss, ...mockCss]);
    const missing = [...needed].filter(([css]) => !loaded.has(css));
    expect(missing).toEqual([]);
    expect(mockCss).not.toContain('default-css-variables');
    const whole = [...sourceFiles('src'), ...sourceFiles('mocks')].filter((file) =>
      /import '@mantine\/core\/styles(\.layer)?\.css'/.test(readFileSync(file, 'utf8')),
    );
    expect(whole.map((file) => file.slice(ROOT.length + 1))).toEqual([]);
  });
});
