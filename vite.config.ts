import { readFileSync } from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { slotwiseEmbed } from './src/embed/vite-plugin';
import { bootHtml } from './scripts/vite-boot-html';

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
      // index.html's boot script loads the app after drawing its skeleton (scripts/vite-boot-html.ts).
      bootHtml(
        {
          '/': 'src/routes/index.tsx',
          '/book/$user/$type': 'src/routes/book/$user/$type.tsx',
          '/book/success': 'src/routes/book/success.tsx',
        },
        { headerEntry: 'src/boot/booking-header.ts' },
      ),
    ],
    server: { host: '127.0.0.1', port: 5173, proxy },
    preview: { host: '127.0.0.1', port: 4173, proxy },
    build: {
      manifest: true,
      sourcemap: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Fewer, larger files for the first screen: each request costs a round trip on a
            // phone. What the entry needs statically is one chunk, not a dozen small ones.
            groups: [
              { name: 'app', tags: ['$initial'], priority: 40 },
              // Mantine pieces that more than one public page draws.
              {
                name: 'public-ui',
                test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Paper|ThemeIcon|Anchor)[\\/]|src[\\/]features[\\/]booking[\\/]clock-format/,
                priority: 30,
              },
              // Each public page's screen with what it needs beyond those: one file each.
              {
                name: 'booking',
                test: /src[\\/](routes[\\/]book[\\/]\$user[\\/]\$type\.tsx|features[\\/]booking[\\/]first-load)/,
                priority: 20,
              },
              {
                name: 'booking-success',
                test: /src[\\/]routes[\\/]book[\\/]success\.tsx/,
                priority: 20,
              },
              { name: 'login', test: /src[\\/]routes[\\/]index\.tsx/, priority: 20 },
            ],
          },
        },
      },
    },
  };
});
