#!/usr/bin/env node
// Bundle budgets on the production build (mocks off): the JS and CSS a public page loads before its
// first render, gzip-compressed, and a guard that no mock code reached the build.
// Usage: node scripts/check-budgets.mjs [distDir]   (run `npm run build` first)
//
// What a page loads before its first render is read from the built index.html: its boot script
// loads the entry, the entry's CSS and the current route's own chunks (scripts/vite-boot-html.ts).
// Every JS file's static imports (from Vite's manifest) are added, and each file's CSS, so a chunk
// missing from the boot list is still counted. The limits are exact: a change that adds bytes to
// these pages must win them back elsewhere or raise the limit on purpose.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { mockCodeIn } from './mock-markers.mjs';

const dist = process.argv[2] ?? 'dist';
const KB = 1024;
/**
 * The public pages' budgets (src/app/public-pages-manifest.ts), as the build wrote them beside
 * Vite's manifest (scripts/vite-public-pages.ts): `{ [page]: { route, jsKb, cssKb } }`.
 */
const budgetsPath = join(dist, '.vite', 'public-pages.json');
if (!existsSync(budgetsPath)) {
  console.error(`No ${budgetsPath}: run "npm run build" first.`);
  process.exit(1);
}
export const BUDGETS = Object.entries(JSON.parse(readFileSync(budgetsPath, 'utf8'))).map(
  ([page, { route, jsKb, cssKb }]) => ({ page, route, jsKb, cssKb }),
);
/** Each other language's catalogue, one file loaded only when that language is shown. */
export const CATALOGUE_BYTES = 6 * KB;
export const CATALOGUES = ['es', 'fr', 'de', 'pt-BR', 'ja'];
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run "npm run build" first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const bootJson = /<script type="application\/json" id="sw-boot-files">(.*?)<\/script>/s.exec(html);
const boot = bootJson ? JSON.parse(bootJson[1]) : null;
if (!boot) {
  console.error(
    'The built index.html has no boot file list (sw-boot-files): see vite-boot-html.ts',
  );
  process.exit(1);
}
const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const chunkByFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
const local = (href) => href.replace(/^\//, '');

/** The files and everything they import statically, with their CSS. */
function closure(files) {
  const js = new Set();
  const css = new Set();
  const visit = (file) => {
    if (js.has(file) || css.has(file)) return;
    if (file.endsWith('.css')) {
      css.add(file);
      return;
    }
    js.add(file);
    const chunk = chunkByFile.get(file);
    if (!chunk) throw new Error(`${file} is not in the manifest`);
    for (const dep of chunk.imports ?? []) visit(manifest[dep].file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  };
  files.forEach(visit);
  return { js, css };
}

let failed = false;
const rows = [];
const catalogueFiles = new Map(
  CATALOGUES.map((lang) => {
    // File names are kebab case: `pt-BR` is `pt-br.ts`.
    const chunk = manifest[`src/i18n/messages/${lang.toLowerCase()}.ts`];
    if (!chunk) {
      console.error(`The build has no catalogue chunk for ${lang}`);
      process.exit(1);
    }
    return [chunk.file, lang];
  }),
);
for (const budget of BUDGETS) {
  const own = boot.routes[budget.page];
  if (!own || own.js.length === 0) {
    console.error(`The boot file list has no chunks for ${budget.route}`);
    failed = true;
    continue;
  }
  const { js, css } = closure(
    [boot.entry, ...boot.js, ...own.js, ...boot.css, ...own.css].map(local),
  );
  const jsBytes = [...js].reduce((sum, file) => sum + gzipSize(file), 0);
  // English pays nothing: no other language's catalogue is loaded before the first render.
  const foreign = [...js].filter((file) => catalogueFiles.has(file));
  if (foreign.length) {
    failed = true;
    console.error(
      `${budget.route} loads a catalogue before its first render: ${foreign.join(', ')}`,
    );
  }
  const cssBytes = [...css].reduce((sum, file) => sum + gzipSize(file), 0);
  const ok = jsBytes <= budget.jsKb * KB && cssBytes <= budget.cssKb * KB;
  failed ||= !ok;
  rows.push({
    route: budget.route,
    'JS gzip KB': (jsBytes / KB).toFixed(1),
    'JS bytes': jsBytes,
    'JS budget': budget.jsKb,
    'CSS gzip KB': (cssBytes / KB).toFixed(1),
    'CSS budget': budget.cssKb,
    files: js.size + css.size,
    result: ok ? 'pass' : 'FAIL',
  });
}
/** A budget on one file of the build, gzip-compressed. */
function fileBudget(route, file, limitKb) {
  if (!existsSync(join(dist, file))) {
    failed = true;
    console.error(`No ${join(dist, file)}: it is missing from the build.`);
    return;
  }
  const size = gzipSize(file);
  const ok = size <= limitKb * KB;
  failed ||= !ok;
  rows.push({
    route,
    'gzip KB': (size / KB).toFixed(1),
    bytes: size,
    'budget KB': limitKb,
    chunks: 1,
    result: ok ? 'pass' : 'FAIL',
  });
}
// The embed loader: one file, loaded by hosts' pages.
fileBudget('/embed.js', 'embed.js', 6);
// The page itself: its inline skeleton CSS, boot script and early booking header (the HTML every
// address loads before anything else).
fileBudget('index.html', 'index.html', 6);
// Each other language's words: at most 6 KB, exactly, per language.
for (const [file, lang] of catalogueFiles) {
  const size = gzipSize(file);
  const ok = size <= CATALOGUE_BYTES;
  failed ||= !ok;
  rows.push({
    route: `catalogue ${lang}`,
    'gzip KB': (size / KB).toFixed(1),
    bytes: size,
    'budget KB': CATALOGUE_BYTES / KB,
    chunks: 1,
    result: ok ? 'pass' : 'FAIL',
  });
}
console.table(rows);

// Every JS file a first screen runs at once starts with V8's compile hint
// (scripts/vite-compile-hints.ts): compiled while it downloads, not on the main thread.
const HINT = '//# allFunctionsCalledOnLoad\n';
const bootScripts = new Set([
  boot.entry,
  ...boot.js,
  ...Object.values(boot.routes).flatMap((route) => route.js),
]);
const unhinted = [...bootScripts]
  .map(local)
  .filter((file) => !readFileSync(join(dist, file), 'utf8').startsWith(HINT));
if (unhinted.length) {
  failed = true;
  console.error(
    `Boot scripts without the compile hint on their first line: ${unhinted.join(', ')}`,
  );
} else {
  console.log(`All ${bootScripts.size} boot scripts start with the compile hint.`);
}

// No mock code in the production build.
const offenders = mockCodeIn(dist);
if (offenders.length) {
  failed = true;
  console.error(`Mock code found in the production build: ${offenders.join(', ')}`);
} else {
  console.log('No mock code in the production build.');
}
process.exit(failed ? 1 : 0);
