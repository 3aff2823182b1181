import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { minifySync, type Plugin } from 'vite';
import { buildClassicScript } from './build-classic-script';

/** The element of index.html whose content (null in the source) the build replaces. */
const FILES_ELEMENT =
  /(<script type="application\/json" id="sw-boot-files">)\s*null\s*(<\/script>)/;
/** The element of index.html that the build fills with the boot header's script. */
const HEADER_ELEMENT = /(<script id="sw-boot-header">)\s*(<\/script>)/;
/** The global the boot header's script sets: index.html's boot script calls its `drawBookingHeader`. */
export const BOOT_HEADER_GLOBAL = 'slotwiseBootHeader';

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  moduleIds: string[];
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

export interface BootFiles {
  /** The entry module. */
  entry: string;
  /** The entry's static imports (Vite's modulepreload list). */
  js: string[];
  /** The stylesheets loaded before the first render. */
  css: string[];
  /**
   * Per route: its own chunks beyond the entry's, and their CSS. `*` is every other address (the
   * signed-in app).
   */
  routes: Record<string, { js: string[]; css: string[] }>;
}

/**
 * Hands the loading of the app to index.html's boot script. Vite writes the entry script, its
 * modulepreload links and the stylesheet into <head>, where they would be fetched before the
 * skeleton is drawn and make the first paint wait for the CSS. This takes them out and writes
 * their list into the `sw-boot-files` element, with, per public route, the chunks its screen needs
 * beyond the entry's (the route's split component and what it imports): the boot script loads
 * them all once the skeleton is on screen. `routes` maps a route id (or `*`) to the modules its
 * first screen needs beyond the entry, e.g. `{ '/book/success': [
 * 'src/features/booking/components/booking-success-page.tsx'] }`: a module the entry imports dynamically, or a route file. With `headerEntry`, it also
 * builds that module into a classic script and inlines it into the `sw-boot-header` element: the
 * booking page's header, drawn from the prefetched link before the app's JS arrives. Builds only:
 * in dev, Vite serves index.html's own module script, and the skeleton stays a spinner.
 */
export function bootHtml(
  routes: Record<string, string | string[]>,
  { headerEntry }: { headerEntry?: string } = {},
): Plugin {
  let base = '/';
  let root = process.cwd();
  let headerScript: string | undefined;
  return {
    name: 'slotwise:boot-html',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    async buildStart() {
      // The booking page's early header (src/boot/booking-header.ts), inlined: no request of its
      // own, and no wait for the app's JS.
      if (headerEntry) {
        headerScript = await buildClassicScript({
          entry: resolve(root, headerEntry),
          name: BOOT_HEADER_GLOBAL,
        });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // The app's own page only: Storybook builds its iframe.html with this config too.
        if (!ctx.bundle || ctx.path !== '/index.html') return html;
        if (!FILES_ELEMENT.test(html)) throw new Error('index.html lost its sw-boot-files element');
        if (headerEntry && !HEADER_ELEMENT.test(html)) {
          throw new Error('index.html lost its sw-boot-header element');
        }

        let entry: string | undefined;
        const js: string[] = [];
        const css: string[] = [];
        let out = html
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src) => {
            entry = src as string;
            return '';
          })
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href) => {
            js.push(href as string);
            return '';
          })
          .replace(/\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_, href) => {
            css.push(href as string);
            return '';
          });
        if (!entry) throw new Error('No entry script found in the built index.html');

        const chunks = new Map<string, OutputChunk>();
        for (const item of Object.values(ctx.bundle)) {
          if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as OutputChunk);
        }
        const closure = (start: string[]) => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            if (seen.has(file)) return;
            seen.add(file);
            chunks.get(file)?.imports.forEach(visit);
          };
          start.forEach(visit);
          return seen;
        };
        const loaded = closure(
          [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
        );
        const lists: BootFiles['routes'] = {};
        for (const [route, modules] of Object.entries(routes)) {
          // The chunks holding each module: a module the entry imports dynamically, or a route
          // file's split pieces (`…/route.tsx?tsr-split=component`).
          const own = [modules].flat().flatMap((file) => {
            const id = resolve(root, file);
            const found = [...chunks.values()].filter(
              (chunk) =>
                !loaded.has(chunk.fileName) &&
                chunk.moduleIds.some((module) => module === id || module.startsWith(`${id}?`)),
            );
            if (found.length === 0) throw new Error(`No chunk found for ${file}`);
            return found;
          });
          const files = [...closure(own.map((chunk) => chunk.fileName))].filter(
            (name) => !loaded.has(name),
          );
          lists[route] = {
            js: files.map((name) => base + name),
            css: files.flatMap((name) =>
              [...(chunks.get(name)?.viteMetadata?.importedCss ?? [])].map((file) => base + file),
            ),
          };
        }
        const files: BootFiles = { entry, js, css, routes: lists };
        // JSON inside <script>: "<" escaped so no file name can close the element.
        const json = JSON.stringify(files).replace(/</g, '\\u003c');
        out = out.replace(FILES_ELEMENT, `$1${json}$2`);
        if (headerScript !== undefined) {
          // A function replacement: `$` in the minified code must stay as it is.
          const code = headerScript.replace(/<\/script/gi, '<\\/script').trim();
          out = out.replace(
            HEADER_ELEMENT,
            (_, open: string, close: string) => open + code + close,
          );
        }
        return compactHtml(out);
      },
    },
  };
}

/**
 * The built page without what only its readers need: HTML comments go, and each inline classic
 * script (the boot script, written by hand to be read) is minified. Every address loads this page
 * first, within its byte budget (scripts/check-budgets.mjs).
 */
export function compactHtml(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->\s*/g, '')
    .replace(
      /(<script>)([\s\S]*?)(<\/script>)/g,
      (_, open: string, code: string, close: string) => {
        const { code: minified, errors } = minifySync('boot.js', code);
        if (errors.length > 0) throw new Error(`index.html's boot script: ${errors[0]!.message}`);
        return open + minified.trim().replace(/<\/script/gi, '<\\/script') + close;
      },
    );
}

/** The place in index.html's <style> that receives the booking header's CSS. */
const HEADER_CSS_PLACE = '/* sw-header-css */';

/**
 * Inlines the booking page's header CSS (`file`, e.g. src/boot/booking-header.css) into index.html,
 * in dev and in builds: the early header and the app's HostHeader are the same markup, and this is
 * their one stylesheet, there before any other. Comments and indentation are dropped.
 */
export function bootHeaderCss(file: string): Plugin {
  let root = process.cwd();
  return {
    name: 'slotwise:boot-header-css',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        // The app's own page only: Storybook's iframe.html imports the file itself.
        if (ctx.path !== '/index.html') return html;
        if (!html.includes(HEADER_CSS_PLACE)) {
          throw new Error(`index.html lost its ${HEADER_CSS_PLACE} place`);
        }
        const css = compactCss(readFileSync(resolve(root, file), 'utf8'));
        return html.replace(HEADER_CSS_PLACE, () => css);
      },
    },
    configureServer(server) {
      // Dev: an edit of the CSS reloads the page (index.html is not a module Vite watches for it).
      server.watcher.add(resolve(root, file));
      server.watcher.on('change', (changed) => {
        if (changed === resolve(root, file)) server.ws.send({ type: 'full-reload' });
      });
    },
  };
}

/** `css` without comments and the whitespace around its punctuation. */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}
