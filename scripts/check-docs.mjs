#!/usr/bin/env node
// The docs' shape (run by `npm run lint`): each failure names its file and its number.
// - README.md, docs/architecture.md and docs/decisions.md stay within their line limits;
// - every citation of a heading (a doc's path, then "#" and the heading's anchor, as in
//   `docs/<name>.md#<anchor>` or a relative Markdown link), in any tracked text file, names a
//   heading of that file (GitHub's anchors);
// - no "issue N" pointer in tracked files (a reader cannot follow one): cite the decision's or the
//   section's heading instead.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');

/** The longest each doc may be, in lines. */
export const LIMITS = { 'README.md': 250, 'docs/architecture.md': 150, 'docs/decisions.md': 600 };

/** The word "issue" (or "issues") and a number, "#" or not: a pointer no reader can follow. */
export const POINTER = /\bissues?\s+#?\d+\b/i;

/** Files the checks do not read: generated, vendored or binary; and this check's own test. */
const SKIPPED = [
  /(^|\/)node_modules\//,
  /^package-lock\.json$/,
  /\.gen\.[a-z]+$/,
  /^mocks\/public\/mockServiceWorker\.js$/,
  /\.(png|jpe?g|gif|webp|ico|woff2?|ttf|pdf|zip|gz)$/i,
  /^scripts\/check-docs\.test\.ts$/,
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, each space a hyphen. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown text: its headings' (outside code fences, repeats numbered) and ids. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of markdown.split('\n')) {
    const open = /^\s*(```|~~~)/.exec(line);
    if (open) {
      if (fence === null) fence = open[1];
      else if (open[1] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]);
  }
  return anchors;
}

/**
 * The heading citations of a text: `{ line, path, anchor }`, `path` as written. Web addresses
 * are not citations (a page elsewhere has its own anchors).
 */
export function citationsIn(text) {
  const found = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\bhttps?:\/\/\S+/g, '');
    for (const match of line.matchAll(/((?:\.{1,2}\/)*(?:[\w.-]+\/)*[\w.-]+\.md)#([\w-]+)/g)) {
      found.push({ line: index + 1, path: match[1], anchor: match[2] });
    }
  });
  return found;
}

/** The lines of a text holding an "issue N" pointer: `{ line, text }`. */
export function pointersIn(text) {
  return text
    .split('\n')
    .map((line, index) => ({ line: index + 1, text: line.trim() }))
    .filter(({ text: line }) => POINTER.test(line));
}

/** The limit's failure for a doc of `lines` lines, or null. */
export function limitProblem(path, lines) {
  const limit = LIMITS[path];
  return limit !== undefined && lines > limit
    ? `${path}: ${lines} lines, over its limit of ${limit}`
    : null;
}

/** The lines of a text (a last newline ends the last line, it does not start another). */
export const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/**
 * Every problem of the tracked files `paths` (read with `read`, null for a missing file):
 * each a line to print.
 */
export function checkDocs(paths, read) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsOfFile = (path) => {
    if (!anchorCache.has(path)) {
      const text = read(path);
      anchorCache.set(path, text === null ? null : anchorsOf(text));
    }
    return anchorCache.get(path);
  };
  for (const [path] of Object.entries(LIMITS)) {
    const text = read(path);
    const problem = text === null ? `${path}: missing` : limitProblem(path, lineCount(text));
    if (problem) problems.push(problem);
  }
  for (const path of paths) {
    if (SKIPPED.some((pattern) => pattern.test(path))) continue;
    const text = read(path);
    if (text === null || text.includes('\0')) continue;
    for (const { line, path: cited, anchor } of citationsIn(text)) {
      const local = normalize(join(dirname(path), cited));
      const target = [local, normalize(cited)].find((candidate) => read(candidate) !== null);
      if (target === undefined) {
        problems.push(`${path}:${line}: ${cited}#${anchor} cites a file that does not exist`);
      } else if (!anchorsOfFile(target).has(anchor)) {
        problems.push(`${path}:${line}: ${cited}#${anchor}: ${target} has no heading "${anchor}"`);
      }
    }
    for (const { line, text: words } of pointersIn(text)) {
      problems.push(`${path}:${line}: an "issue N" pointer; cite a doc heading instead: ${words}`);
    }
  }
  return problems;
}

function main() {
  const paths = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  const cache = new Map();
  const read = (path) => {
    if (!cache.has(path)) {
      const full = join(ROOT, path);
      cache.set(
        path,
        existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : null,
      );
    }
    return cache.get(path);
  };
  const problems = checkDocs(paths, read);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`check-docs: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('check-docs: the docs hold their limits, their citations and no "issue N" pointer');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  main();
}
