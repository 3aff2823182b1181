/**
 * What the embed e2e suites share: a static page server for the host and third-party sites, the
 * script that logs the embed's DOM events on the host page, and the reading of that log.
 */
import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';

export interface Logged {
  type: string;
  target: string;
  detail: Record<string, unknown>;
}

/** A `<script>` for the host page: every `slotwise:*` event lands in `window.__events`. */
export const EVENT_LOGGER = `<script>
  window.__events = [];
  for (const type of ['ready', 'slot-selected', 'booking-successful', 'height', 'error']) {
    document.addEventListener('slotwise:' + type, (event) => {
      window.__events.push({ type, target: event.target.id || event.target.nodeName, detail: event.detail });
    });
  }
</script>`;

/** Serves one HTML page at `origin` (an `http://host:port`) for any path. */
export function servePage(html: string, origin: string): Promise<Server> {
  const { hostname, port } = new URL(origin);
  return new Promise<Server>((resolve) => {
    const server = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(html);
    });
    server.listen(Number(port), hostname, () => resolve(server));
  });
}

export const closeServer = (server: Server | undefined) =>
  new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

/** The embed events the host page logged, of one type (and one target element, if given). */
export async function loggedEvents(page: Page, type: string, target?: string): Promise<Logged[]> {
  const all = await page.evaluate(() => (window as unknown as { __events: Logged[] }).__events);
  return all.filter((e) => e.type === type && (!target || e.target === target));
}
