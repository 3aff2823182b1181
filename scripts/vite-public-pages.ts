import type { Plugin } from 'vite';
import {
  PUBLIC_PAGE_ADDRESSES,
  PUBLIC_PAGES,
  type PublicPageId,
} from '../src/app/public-pages-manifest';

/**
 * The build's readers of the public pages' manifest (src/app/public-pages-manifest.ts): the boot
 * file list's modules, the chunk groups, the addresses in index.html's boot script, and the
 * budgets for scripts/check-budgets.mjs.
 */

const pages = Object.entries(PUBLIC_PAGES) as [PublicPageId, (typeof PUBLIC_PAGES)[PublicPageId]][];

/** In index.html's boot script: the object the build replaces with the pages' addresses. */
export const ADDRESSES_MARKER = '/* sw-public-pages */ {}';

/** Where the build writes the budgets, beside Vite's manifest: `dist/.vite/public-pages.json`. */
export const BUDGETS_FILE = '.vite/public-pages.json';

/** What scripts/check-budgets.mjs reads: each page's route and budget, by its key. */
export type PublicPageBudgets = Record<
  PublicPageId,
  { route: string; jsKb: number; cssKb: number }
>;

/** Per page, the modules its first screen loads beyond the entry (for `bootHtml`). */
export function publicPageModules(): Record<PublicPageId, string[]> {
  return Object.fromEntries(pages.map(([id, page]) => [id, [...page.modules]])) as Record<
    PublicPageId,
    string[]
  >;
}

/** A module's path as a test on the bundler's module ids (any separator, any extension). */
const moduleTest = (file: string) =>
  file
    .replace(/\.[jt]sx?$/, '')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .split('/')
    .join('[\\\\/]');

/** One chunk group per page, made of its modules. */
export function publicPageChunks(priority = 20) {
  return pages.map(([, page]) => ({
    name: page.chunk,
    test: new RegExp(page.modules.map(moduleTest).join('|')),
    priority,
  }));
}

/** The pages' addresses as the boot script's object literal: `{success:/^…$/,…}`. */
export function addressesScript(): string {
  // Keys are identifiers: written bare (every byte of index.html is paid before the first paint).
  return `{${pages.map(([id]) => `${id}:${String(PUBLIC_PAGE_ADDRESSES[id])}`).join(',')}}`;
}

/**
 * Writes the public pages' addresses into index.html's boot script (dev and build, so that both
 * draw the same skeleton), and their budgets beside Vite's manifest for scripts/check-budgets.mjs.
 */
export function publicPagesHtml(): Plugin {
  return {
    name: 'slotwise:public-pages',
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        // The app's own page only: Storybook builds its iframe.html with this config too.
        if (ctx.path !== '/index.html') return html;
        if (!html.includes(ADDRESSES_MARKER)) {
          throw new Error(`index.html lost its public pages' marker (${ADDRESSES_MARKER})`);
        }
        const addresses = addressesScript();
        return html.replace(ADDRESSES_MARKER, () => addresses);
      },
    },
    generateBundle() {
      const budgets = Object.fromEntries(
        pages.map(([id, page]) => [id, { route: page.route, ...page.budget }]),
      ) as PublicPageBudgets;
      this.emitFile({
        type: 'asset',
        fileName: BUDGETS_FILE,
        source: `${JSON.stringify(budgets, null, 2)}\n`,
      });
    },
  };
}
