import { readFileSync } from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { slotwiseEmbed } from './scripts/vite-embed';
import { bootHeaderCss, bootHtml } from './scripts/vite-boot-html';
import { compileHints } from './scripts/vite-compile-hints';
import { publicPageChunks, publicPageModules, publicPagesHtml } from './scripts/vite-public-pages';
import { ROUTER_APP_MODULE } from './src/app/public-pages-manifest';

const WORKER_FILE = 'mocks/public/mockServiceWorker.js';

/**
 * MSW's service worker is served (dev) and emitted (build) only when the mocks are on, so a
 * production build carries no mock file at all.
 */
function mockServiceWorker(enabled: boolean): Plugin {
  return {
    name: 'slotwise:mock-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(WORKER_FILE));
      });
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(WORKER_FILE, 'utf8'),
      });
    },
  };
}

/**
 * The build's chunk groups: fewer, larger files for the first screen (each request costs a round
 * trip on a phone). What the entry needs statically is one chunk, not a dozen small ones. The
 * public pages' screens take only their own modules (`includeDependenciesRecursively: false`):
 * what they share with the app with its router (the search readers, the domain) goes to shared
 * chunks, so that neither loads the other. Every group is code a first screen runs at once, so
 * each gets V8's compile hint (scripts/vite-compile-hints.ts).
 */
const CHUNK_GROUPS = [
  { name: 'app', tags: ['$initial' as const], priority: 40 },
  // What both the app with its router (its route tree's search readers) and the
  // public pages started without it need: one small file that neither owns.
  {
    name: 'shared',
    test: /src[\\/](domain[\\/](search-params|date-time|workflow-status)|features[\\/]booking[\\/]booking-search)\.ts/,
    priority: 35,
  },
  // The zone clock and the calendar weeks over it: the booking page's slot engine, the
  // app's planner and the contract's readers (api-schemas) need them; the success page,
  // which loads 'shared', does not.
  {
    name: 'zone-clock',
    test: /src[\\/]domain[\\/]zone-clock\.ts/,
    priority: 35,
  },
  // A team link's booking page: its header and the slot engine's several hosts, loaded only
  // for a team link, so that a one-host booking page never downloads them. Two files: the
  // engine's part has no side effects, so the booking page's own engine does not import it.
  {
    name: 'team-slots',
    test: /src[\\/]domain[\\/]slots[\\/](hosts|team-link-slots|assignment)\.ts$/,
    priority: 36,
    includeDependenciesRecursively: false,
  },
  {
    name: 'team-page',
    test: /src[\\/]features[\\/]booking[\\/]team[\\/][^\\/]+\.tsx?$/,
    priority: 36,
    includeDependenciesRecursively: false,
  },
  // Mantine pieces that more than one public page draws (the booking page, its success
  // page and the sign-in page), and the pieces of the app's shell they share.
  {
    name: 'public-ui',
    test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Paper|ThemeIcon|Anchor|Button|Text|Title|Stack|Center|Group|Loader|UnstyledButton|Transition|VisuallyHidden)[\\/]|src[\\/]components[\\/](logo|navigate-browser|use-document-title)/,
    priority: 30,
  },
  // Times in words and the browser's zone (the booking page's slots and zone, its success
  // page's summary, the app's planner and workflows): the booking page and its success page
  // share them, the sign-in page never loads them.
  {
    name: 'time-text',
    // The meeting's place too: both pages show it.
    test: /src[\\/](domain[\\/](time-text|legacy-zones|booking-place)|components[\\/]browser-time-zone|features[\\/]booking[\\/](place-words|components[\\/]place-line))\.tsx?/,
    priority: 30,
  },
  // The public pages' language: the catalogue store with English, and the
  // language menu, which the booking page and its success page share; the sign-in page
  // never loads it. Each other language's catalogue is its own file, loaded on demand.
  {
    name: 'i18n',
    test: /src[\\/]i18n[\\/](lang|detect|plural|messages[\\/]en)\.ts|src[\\/]features[\\/]booking[\\/]components[\\/]language-menu/,
    priority: 30,
  },
  // The app with its router: the router and the route tree, in one file.
  {
    name: 'router',
    test: /@tanstack[\\/](react-router|router-core|history|store|react-store)[\\/]|src[\\/](app[\\/]router|routeTree\.gen)/,
    priority: 25,
  },
  // Each public page's screen with what it needs beyond those: one file each.
  ...publicPageChunks(),
];

// API_PROXY_TARGET (e.g. http://127.0.0.1:8787) forwards /api and /auth to a real backend or to
// `npm run mock:server`, in both `vite` (dev) and `vite preview`. Use it with VITE_MOCKS=off.
export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const target = env.API_PROXY_TARGET;
  const proxy = target ? { '/api': { target }, '/auth': { target } } : undefined;
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders in their own chunks too: the signed-in screens' reads and their domain code stay
        // out of the entry that the public pages load.
        codeSplittingOptions: {
          defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
        },
        routesDirectory: './src/routes',
        generatedRouteTree: './src/routeTree.gen.ts',
        routeFileIgnorePattern: '\\.(test|stories)\\.tsx?$',
      }),
      react(),
      mockServiceWorker(env.VITE_MOCKS === 'on'),
      slotwiseEmbed(), // /embed.js (its own entry) and the framing policy
      // index.html's boot script loads the app after drawing its skeleton
      // (scripts/vite-boot-html.ts).
      bootHtml(
        {
          // The public pages are drawn without the router (src/app/public-pages-manifest.ts).
          ...publicPageModules(),
          // Any other address: the app with its router.
          '*': ROUTER_APP_MODULE,
        },
        { headerEntry: 'src/boot/booking-header.ts' },
      ),
      // The booking header's one stylesheet, inlined into index.html (src/boot/booking-header.css).
      bootHeaderCss('src/boot/booking-header.css'),
      // Their addresses into index.html's boot script, their budgets into the build's output.
      publicPagesHtml(),
      // The first screen's chunks are compiled while they download (scripts/vite-compile-hints.ts):
      // the entry and every chunk group.
      compileHints(CHUNK_GROUPS.map((group) => group.name)),
    ],
    server: { host: '127.0.0.1', port: 5173, proxy },
    preview: { host: '127.0.0.1', port: 4173, proxy },
    build: {
      manifest: true,
      sourcemap: false,
      rolldownOptions: {
        // The slot engine's files only define functions and constants: a file of it that a page
        // does not use is not imported for its effects (the team link's part stays out of the
        // one-host booking page).
        treeshake: {
          moduleSideEffects: (id) => (/src[\\/]domain[\\/]slots[\\/]/.test(id) ? false : undefined),
        },
        output: {
          codeSplitting: { groups: CHUNK_GROUPS },
        },
      },
    },
  };
});
