import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint, `//# allFunctionsCalledOnLoad` as a file's first line: Chromium then
 * compiles every function of that file while the file streams in, on a background thread, rather
 * than on the main thread the first time each function is called. Only for the chunks a first
 * screen runs at once (the entry, the boot file list's chunks): there nearly every function is
 * called during the first render, and compiling them on the main thread made most of the longest
 * task of the booking page's load (docs/decisions.md, "The booking page's load on a slow phone").
 * Other browsers read it as a comment.
 *
 * The hint counts only on the first line: before Vite's preload map, which Vite puts at the top of
 * a chunk that loads others (`__vite__mapDeps`) in its own `generateBundle`. So it is added last,
 * and each source map is moved down one line to match.
 */

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the bundler tells a plugin about a chunk. */
export interface ChunkFacts {
  name: string;
  isEntry: boolean;
  facadeModuleId?: string | null;
}

/**
 * Whether a chunk gets the hint: the app's entry chunk (the one whose facade is `entry`, Vite's
 * HTML entry) and the chunks named `names`.
 */
export function wantsCompileHint(
  chunk: ChunkFacts,
  names: ReadonlySet<string>,
  entry = 'index.html',
): boolean {
  const id = chunk.facadeModuleId?.replace(/\\/g, '/') ?? '';
  return chunk.isEntry ? id.endsWith(`/${entry}`) : names.has(chunk.name);
}

/** The code with the hint as its first line, and a source map's mappings moved down to match. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}
export const mappingsAfterHint = (mappings: string) => `;${mappings}`;

/** Starts the app's entry chunk and the chunks named `names` with the hint (builds only). */
export function compileHints(names: Iterable<string>): Plugin {
  const wanted = new Set(names);
  return {
    name: 'slotwise:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !wantsCompileHint(chunk, wanted)) continue;
          if (chunk.code.startsWith(COMPILE_HINT)) continue;
          if (/\/\/# sourceMappingURL=data:/.test(chunk.code)) {
            // An inline map would need its data URL rewritten too; the build uses none.
            throw new Error(`${chunk.fileName}: inline source maps are not supported here`);
          }
          chunk.code = withCompileHint(chunk.code);
          const map = chunk.map;
          if (!map) continue;
          map.mappings = mappingsAfterHint(map.mappings);
          chunk.map = map;
          const asset = bundle[chunk.sourcemapFileName ?? `${chunk.fileName}.map`];
          if (asset?.type === 'asset') asset.source = map.toString();
        }
      },
    },
  };
}
