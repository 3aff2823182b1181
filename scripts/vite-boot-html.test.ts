import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  BOOT_HEADER_GLOBAL,
  bootHeaderCss,
  bootHtml,
  compactCss,
  compactHtml,
  type BootFiles,
} from './vite-boot-html';

const HTML = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head><body><div id="root"></div>
    <script type="application/json" id="sw-boot-files">
      null
    </script>
  </body></html>`;

const chunk = (fileName: string, extra: Partial<Record<string, unknown>> = {}) => ({
  type: 'chunk',
  fileName,
  moduleIds: [],
  imports: [],
  isEntry: false,
  viteMetadata: { importedCss: new Set<string>() },
  ...extra,
});

const ROOT = '/app';
const bundle = {
  'assets/index-A.js': chunk('assets/index-A.js', {
    isEntry: true,
    imports: ['assets/vendor-B.js'],
    moduleIds: ['/app/src/main.tsx', '/app/src/routes/book/$user/$type.tsx'],
  }),
  'assets/vendor-B.js': chunk('assets/vendor-B.js'),
  'assets/booking-D.js': chunk('assets/booking-D.js', {
    imports: ['assets/index-A.js', 'assets/ui-E.js'],
    moduleIds: ['/app/src/routes/book/$user/$type.tsx?tsr-split=component'],
    viteMetadata: { importedCss: new Set(['assets/booking-F.css']) },
  }),
  'assets/ui-E.js': chunk('assets/ui-E.js'),
  'assets/public-G.js': chunk('assets/public-G.js', {
    moduleIds: ['/app/src/features/booking/public-booking.tsx'],
  }),
  'assets/router-H.js': chunk('assets/router-H.js', {
    moduleIds: ['/app/src/app/router-app.tsx'],
  }),
  'assets/index-C.css': { type: 'asset', fileName: 'assets/index-C.css' },
};

function transform(
  routes: Record<string, string | string[]>,
  html = HTML,
  plugin: Plugin = bootHtml(routes),
) {
  (plugin.configResolved as (config: unknown) => void)({ base: '/', root: ROOT });
  const hook = plugin.transformIndexHtml as {
    handler: (html: string, ctx: unknown) => string;
  };
  return hook.handler(html, { bundle, path: '/index.html', filename: '/app/index.html' });
}

const filesOf = (html: string): BootFiles =>
  JSON.parse(/id="sw-boot-files">(.*?)<\/script>/s.exec(html)![1]!) as BootFiles;

describe('bootHtml', () => {
  it("moves the entry, its chunks and its CSS into the boot list, with each route's own chunks", () => {
    const html = transform({ '/book/$user/$type': 'src/routes/book/$user/$type.tsx' });
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('rel="stylesheet"');
    expect(filesOf(html)).toEqual({
      entry: '/assets/index-A.js',
      js: ['/assets/vendor-B.js'],
      css: ['/assets/index-C.css'],
      routes: {
        '/book/$user/$type': {
          js: ['/assets/booking-D.js', '/assets/ui-E.js'],
          css: ['/assets/booking-F.css'],
        },
      },
    });
  });

  it("takes a module the entry imports dynamically, or several, as a route's own files", () => {
    const html = transform({
      '/book/$user/$type': ['src/features/booking/public-booking.tsx'],
      '*': ['src/app/router-app.tsx', 'src/routes/book/$user/$type.tsx'],
    });
    expect(filesOf(html).routes).toEqual({
      '/book/$user/$type': { js: ['/assets/public-G.js'], css: [] },
      '*': {
        js: ['/assets/router-H.js', '/assets/booking-D.js', '/assets/ui-E.js'],
        css: ['/assets/booking-F.css'],
      },
    });
  });

  it('fails the build when a route has no chunk or the page lost its list', () => {
    expect(() => transform({ '/nowhere': 'src/routes/nowhere.tsx' })).toThrow(
      'No chunk found for src/routes/nowhere.tsx',
    );
    expect(() => transform({}, HTML.replace('sw-boot-files', 'other'))).toThrow(
      'lost its sw-boot-files element',
    );
  });

  it('inlines the boot header, built as a classic script that sets its global', async () => {
    const plugin = bootHtml({}, { headerEntry: 'src/boot/booking-header.ts' });
    const page = HTML.replace('</body>', '<script id="sw-boot-header"></script></body>');
    expect(() => transform({}, HTML, plugin)).toThrow('lost its sw-boot-header element');
    // The real module, built as the app's build does (the root is this checkout).
    (plugin.configResolved as (config: unknown) => void)({ base: '/', root: resolve('.') });
    await (plugin.buildStart as () => Promise<void>).call({});
    const html = transform({}, page, plugin);
    const script = /<script id="sw-boot-header">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(script).toMatch(new RegExp(`^var ${BOOT_HEADER_GLOBAL}=`));
    // Run as the page does: it defines the drawing function and nothing else on the page.
    const scope = new Function(`${script}; return ${BOOT_HEADER_GLOBAL};`)() as Record<
      string,
      unknown
    >;
    expect(typeof scope.drawBookingHeader).toBe('function');
  }, 30_000);
});

describe('bootHeaderCss', () => {
  const run = (html: string, path = '/index.html') => {
    const plugin = bootHeaderCss('src/boot/booking-header.css');
    (plugin.configResolved as (config: { root: string }) => void)({ root: resolve('.') });
    const hook = plugin.transformIndexHtml as {
      handler: (html: string, ctx: { path: string }) => string;
    };
    return hook.handler(html, { path });
  };

  it("puts the header's stylesheet, compacted, in place of index.html's marker", () => {
    const out = run('<style>body{margin:0}/* sw-header-css */.x{}</style>');
    expect(out).toMatch(/^<style>body\{margin:0\}\.sw-header\{display:block;padding:1rem;/);
    expect(out).toContain('@media (min-width:48em){.sw-header{padding:2rem}}');
    expect(out).not.toContain('/*');
    expect(out.endsWith('.x{}</style>')).toBe(true);
  });

  it('leaves other pages alone, and fails when index.html lost its marker', () => {
    expect(run('<style></style>', '/iframe.html')).toBe('<style></style>');
    expect(() => run('<style></style>')).toThrow(/lost its/);
  });

  it('compacts CSS without changing what it says', () => {
    expect(compactCss('/* a */\n.a > b ,\n.c {\n  flex: 1 1 12rem;\n  color: #000;\n}\n')).toBe(
      '.a>b,.c{flex:1 1 12rem;color:#000}',
    );
  });
});

describe('compactHtml', () => {
  it('drops comments and minifies inline classic scripts, leaving other scripts as they are', () => {
    const page = `<head><!-- for readers -->
    <script type="application/json" id="files">{"a": 1}</script>
    <script id="sw-boot-header">var kept   =  1;</script>
    <script>
      // Boot.
      (function () {
        var longName = '<\\/script>'.length + '//x'.length;
        window.answer = longName;
      })();
    </script></head>`;
    const out = compactHtml(page);
    expect(out).not.toContain('<!--');
    expect(out).not.toContain('// Boot.');
    expect(out).toContain('<script type="application/json" id="files">{"a": 1}</script>');
    expect(out).toContain('<script id="sw-boot-header">var kept   =  1;</script>');
    const boot = /<script>([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(boot).not.toContain('longName');
    const scope: { answer?: number } = {};
    new Function('window', boot)(scope);
    expect(scope.answer).toBe(12);
  });

  it('refuses a boot script that does not parse', () => {
    expect(() => compactHtml('<script>var = ;</script>')).toThrow(/boot script/);
  });
});
