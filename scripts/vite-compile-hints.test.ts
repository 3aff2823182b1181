import { describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  compileHints,
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

  it('rewrites the hinted chunks and their map files in the bundle, and leaves the others', () => {
    const map = (mappings: string) => ({
      mappings,
      toString() {
        return JSON.stringify({ version: 3, mappings: this.mappings });
      },
    });
    const bundle: Record<string, Record<string, unknown>> = {
      'assets/booking-1.js': {
        type: 'chunk',
        name: 'booking',
        isEntry: false,
        fileName: 'assets/booking-1.js',
        code: 'const __vite__mapDeps=(i)=>i;\nexport{};\n//# sourceMappingURL=booking-1.js.map',
        map: map(';AAAA'),
      },
      'assets/booking-1.js.map': { type: 'asset', source: '{"version":3,"mappings":";AAAA"}' },
      'assets/meetings-2.js': {
        type: 'chunk',
        name: 'meetings',
        isEntry: false,
        fileName: 'assets/meetings-2.js',
        code: 'export{};',
        map: null,
      },
    };
    const plugin = compileHints(['booking']);
    const hook = plugin.generateBundle as { handler: (options: unknown, b: unknown) => void };
    hook.handler({}, bundle);
    hook.handler({}, bundle); // a second pass adds nothing
    const booking = bundle['assets/booking-1.js']!;
    expect(String(booking.code).split('\n')[0]).toBe(COMPILE_HINT);
    expect(String(booking.code).match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
    expect(JSON.parse(String(bundle['assets/booking-1.js.map']!.source))).toEqual({
      version: 3,
      mappings: ';;AAAA',
    });
    expect(bundle['assets/meetings-2.js']!.code).toBe('export{};');
    // An inline map would be left one line off: refused.
    bundle['assets/booking-1.js']!.code =
      'export{};\n//# sourceMappingURL=data:application/json;base64,e30=';
    expect(() => hook.handler({}, bundle)).toThrow('inline source maps');
  });
});
