import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { framingHeaders } from '../src/embed/framing';
import { buildClassicScript } from './build-classic-script';

const ENTRY = 'src/embed/loader.ts';

/** `/embed.js`: its own entry, one self-contained classic script for host pages. */
export function buildEmbedLoader({ minify = true } = {}): Promise<string> {
  return buildClassicScript({ entry: ENTRY, name: 'slotwiseEmbed', minify });
}

type Next = () => void;

/** A request for a page of the app (not a file, not a dev-server internal). */
const isPageRequest = (path: string) => !/\.[a-z0-9]+$/i.test(path) && !path.startsWith('/@');

function framing(req: IncomingMessage, res: ServerResponse, next: Next) {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (path === '/embed.js' || isPageRequest(path)) {
    for (const [name, value] of Object.entries(framingHeaders(path))) res.setHeader(name, value);
  }
  next();
}

/**
 * Serves `/embed.js` in dev (rebuilt on each request), emits it into the build, and sets the
 * framing policy on the dev server and `vite preview`. Off under Storybook and Vitest, which load
 * this config to frame their own pages.
 */
export function slotwiseEmbed(): Plugin {
  let enabled = true;
  return {
    name: 'slotwise:embed',
    configResolved(config) {
      enabled = !config.plugins.some(
        (plugin) => plugin.name.startsWith('storybook') || plugin.name.startsWith('vitest'),
      );
    },
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(framing);
      server.middlewares.use('/embed.js', (_req, res, next) => {
        buildEmbedLoader({ minify: false }).then((code) => {
          res.setHeader('Content-Type', 'text/javascript');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(code);
        }, next);
      });
    },
    configurePreviewServer(server) {
      if (enabled) server.middlewares.use(framing);
    },
    async generateBundle() {
      if (!enabled) return;
      this.emitFile({ type: 'asset', fileName: 'embed.js', source: await buildEmbedLoader() });
    },
  };
}
