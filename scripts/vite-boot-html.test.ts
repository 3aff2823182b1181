import { describe, expect, it } from 'vitest';
import { bootHtml, type BootFiles } from './vite-boot-html';

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
  'assets/index-C.css': { type: 'asset', fileName: 'assets/index-C.css' },
};

function transform(routes: Record<string, string>, html = HTML) {
  const plugin = bootHtml(routes);
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

  it('fails the build when a route has no chunk or the page lost its list', () => {
    expect(() => transform({ '/nowhere': 'src/routes/nowhere.tsx' })).toThrow(
      'No chunk found for the route file src/routes/nowhere.tsx',
    );
    expect(() => transform({}, HTML.replace('sw-boot-files', 'other'))).toThrow(
      'lost its sw-boot-files element',
    );
  });
});
