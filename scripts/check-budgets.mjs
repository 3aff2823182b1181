#!/usr/bin/env node
// Bundle budgets on the production build (mocks off): the JS a route loads before its first
// render, gzip-compressed, and a guard that no mock code reached the build.
// Usage: node scripts/check-budgets.mjs [distDir]   (run `npm run build` first)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const KB = 1024;
export const BUDGETS = [
  { route: '/', routeFiles: ['src/routes/index.tsx', 'src/routes/__root.tsx'], limitKb: 150 },
  {
    route: '/book/$user/$type',
    routeFiles: ['src/routes/book/$user/$type.tsx', 'src/routes/__root.tsx'],
    limitKb: 180,
  },
];
/** Strings that only the mock backend contains. */
const MOCK_MARKERS = [
  'mockServiceWorker',
  '@msw/data',
  'setupWorker',
  '/__mock/',
  'openapi-msw',
  'QA panel',
];

const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run "npm run build" first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** A chunk and everything it imports statically: what the browser must fetch before running it. */
function closure(keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
let failed = false;
const rows = [];
for (const budget of BUDGETS) {
  // The entry, plus every lazily split piece of the route's own files (TanStack's ?tsr-split chunks).
  const routeKeys = Object.keys(manifest).filter((key) =>
    budget.routeFiles.some((file) => key === file || key.startsWith(`${file}?`)),
  );
  const files = closure([entryKey, ...routeKeys]);
  const total = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const ok = total <= budget.limitKb * KB;
  failed ||= !ok;
  rows.push({
    route: budget.route,
    'gzip KB': (total / KB).toFixed(1),
    'budget KB': budget.limitKb,
    chunks: files.size,
    result: ok ? 'pass' : 'FAIL',
  });
}
console.table(rows);

// No mock code in the production build.
const offenders = [];
if (existsSync(join(dist, 'mockServiceWorker.js'))) offenders.push('mockServiceWorker.js');
const assets = join(dist, 'assets');
for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
  const text = readFileSync(join(assets, file), 'utf8');
  const hit = MOCK_MARKERS.find((marker) => text.includes(marker));
  if (hit) offenders.push(`${file} (contains "${hit}")`);
}
if (offenders.length) {
  failed = true;
  console.error(`Mock code found in the production build: ${offenders.join(', ')}`);
} else {
  console.log('No mock code in the production build.');
}
process.exit(failed ? 1 : 0);
