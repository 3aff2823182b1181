import { describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  mappingsAfterHint,
  wantsCompileHint,
  withCompileHint,
} from './vite-compile-hints';

const names = new Set(['booking', 'shared']);

describe('the compile hint on the first screen’s chunks', () => {
  it('goes on the app’s HTML entry chunk and the named chunks only', () => {
    const entry = { name: 'index', isEntry: true, facadeModuleId: '/work/app/index.html' };
    expect(wantsCompileHint(entry, names)).toBe(true);
    expect(wantsCompileHint({ ...entry, facadeModuleId: 'C:\\app\\index.html' }, names)).toBe(true);
    // Another entry (a second HTML page, a worker) and the signed-in screens' chunks do not.
    expect(wantsCompileHint({ ...entry, facadeModuleId: '/work/app/embed.ts' }, names)).toBe(false);
    expect(wantsCompileHint({ name: 'booking', isEntry: false }, names)).toBe(true);
    expect(wantsCompileHint({ name: 'meetings', isEntry: false }, names)).toBe(false);
    // A chunk named like an entry's page is not taken for it.
    expect(wantsCompileHint({ name: 'index', isEntry: false }, names)).toBe(false);
  });

  it('is the first line, once, before Vite’s preload map; the map moves down a line', () => {
    const code = 'const __vite__mapDeps=(i)=>i;\nexport{a};\n';
    const hinted = withCompileHint(code);
    expect(hinted.split('\n')[0]).toBe(COMPILE_HINT);
    expect(hinted.split('\n').slice(1).join('\n')).toBe(code);
    expect(withCompileHint(hinted)).toBe(hinted);
    // Line 1 of the old code is line 2 now: one more empty line of mappings in front.
    expect(mappingsAfterHint(';AAAA,CAAC')).toBe(';;AAAA,CAAC');
  });
});
