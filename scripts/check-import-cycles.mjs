#!/usr/bin/env node
// No import circles (run by `npm run lint`, after ESLint). Every import counts, type-only and
// dynamic ones too, between the hand-written modules of src/, mocks/, conformance/, e2e/, scripts/
// and .storybook/. One circle is allowed, the router's: src/routeTree.gen.ts (generated) imports
// every route file, and a route reaches the router that imports the tree, so the tree's own
// imports are left out. eslint-plugin-boundaries has no cycle rule; TypeScript's own scanner
// reads the imports, so this takes about a second.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const FOLDERS = ['src', 'mocks', 'conformance', 'e2e', 'scripts', '.storybook'];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIP = new Set(['node_modules', '__screenshots__', 'public']);
/** The generated route tree: its imports are the router's circle. */
const ROUTE_TREE = 'src/routeTree.gen.ts';
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

function sourceFiles(folder) {
  const files = [];
  for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) files.push(...sourceFiles(path));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      files.push(path);
    }
  }
  return files;
}

/** The repository path a relative import names, or null (a package, or a file that is not code). */
function target(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const path = base + extension;
    if (SOURCE.test(path) && existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile()) {
      return relative(ROOT, join(ROOT, path));
    }
  }
  return null;
}

const files = FOLDERS.filter((folder) => existsSync(join(ROOT, folder))).flatMap(sourceFiles);
const imports = new Map(
  files.map((file) => {
    if (file === ROUTE_TREE) return [file, []];
    const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
    const targets = importedFiles.map((imported) => target(file, imported.fileName));
    return [file, [...new Set(targets.filter((path) => path !== null && path !== file))]];
  }),
);

/** One circle through `start` (its files in import order), or null. */
function circleFrom(start) {
  const path = [start];
  const seen = new Set([start]);
  const walk = (file) => {
    for (const next of imports.get(file) ?? []) {
      if (next === start) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      path.push(next);
      if (walk(next)) return true;
      path.pop();
    }
    return false;
  };
  return walk(start) ? path : null;
}

// Tarjan's strongly connected components: each component of more than one file holds circles.
let index = 0;
const order = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];
function connect(file) {
  order.set(file, index);
  low.set(file, index);
  index += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of imports.get(file) ?? []) {
    if (!order.has(next)) {
      connect(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(file, Math.min(low.get(file), order.get(next)));
    }
  }
  if (low.get(file) !== order.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1) components.push(component.sort());
}
for (const file of imports.keys()) if (!order.has(file)) connect(file);

if (components.length > 0) {
  console.error(`Import circles (${components.length}); merge the files or move the shared piece:`);
  for (const component of components) {
    console.error(`  ${circleFrom(component[0]).join(' -> ')} -> ${component[0]}`);
    if (component.length > 2)
      console.error(`    (${component.length} files in all: ${component.join(', ')})`);
  }
  process.exit(1);
}
console.log(`No import circles among ${files.length} modules.`);
