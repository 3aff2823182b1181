import { readFileSync } from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

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
        routesDirectory: './src/routes',
        generatedRouteTree: './src/routeTree.gen.ts',
        routeFileIgnorePattern: '\\.(test|stories)\\.tsx?$',
      }),
      react(),
      mockServiceWorker(env.VITE_MOCKS === 'on'),
    ],
    server: { host: '127.0.0.1', port: 5173, proxy },
    preview: { host: '127.0.0.1', port: 4173, proxy },
    build: { manifest: true, sourcemap: false },
  };
});
