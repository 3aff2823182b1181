/**
 * The fault switch (mocks/faults/) and the rest of the mock backend never reach a production
 * build: the app's entry imports the mocks only in a branch on `VITE_MOCKS`, which a build with
 * mocks off removes, and CI's guard (scripts/mock-markers.mjs, run by check-budgets.mjs on the
 * real build) recognises the fault switch's code. The app's own sources are bundled from
 * src/main.tsx with esbuild (packages left external: only our files matter), once per mode.
 */
import { readFileSync } from 'node:fs';
import { build, type BuildResult } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { RULE_BREAKS } from '../mocks/rule-break-catalogue';
import { mockMarkerIn } from './mock-markers.mjs';

async function bundle(mocks: 'on' | 'off') {
  const result: BuildResult<{ write: false; metafile: true }> = await build({
    entryPoints: ['src/main.tsx'],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    splitting: true,
    outdir: 'dist-mock-free-check',
    packages: 'external',
    minify: true,
    jsx: 'automatic',
    define: { 'import.meta.env.VITE_MOCKS': JSON.stringify(mocks) },
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    logLevel: 'silent',
  });
  return {
    inputs: Object.keys(result.metafile.inputs),
    text: result.outputFiles.map((file) => file.text).join('\n'),
  };
}

describe('a production build (VITE_MOCKS=off)', () => {
  it('bundles no module of the mock backend, the fault switch included', async () => {
    const off = await bundle('off');
    expect(off.inputs.some((file) => file.startsWith('src/'))).toBe(true);
    expect(off.inputs.filter((file) => file.startsWith('mocks/'))).toEqual([]);
    expect(mockMarkerIn(off.text)).toBeUndefined();
    // Nor the name of any rule-break of the mutation pass (the webhook ones included).
    expect(RULE_BREAKS.map((b) => b.name).filter((name) => off.text.includes(name))).toEqual([]);
  });

  it('while a mock build does carry the fault switch, and the guard recognises it', async () => {
    const on = await bundle('on');
    expect(on.inputs).toContain('mocks/faults/faults.ts');
    expect(on.inputs).toContain('mocks/faults/request-log.ts');
    expect(mockMarkerIn(on.text)).toBeDefined();
    // Each module of the switch on its own carries a marker the guard looks for.
    // So does the rule-breaks' switch of the kit's mutation pass (off unless the server sets it).
    expect(on.inputs).toContain('mocks/rule-breaks.ts');
    for (const file of [
      'mocks/faults/faults.ts',
      'mocks/faults/request-log.ts',
      'mocks/rule-breaks.ts',
    ]) {
      expect(mockMarkerIn(readFileSync(file, 'utf8')), file).toBeDefined();
    }
  });
});
