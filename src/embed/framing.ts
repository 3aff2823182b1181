/**
 * Who may frame which page (docs/embed.md, "Framing policy"): the public booking pages and `/embed.js` by any
 * site; every other page (the signed-in app, the consent screens) by none. One rule for the dev
 * server, `vite preview` and the mock server.
 */
export function isFrameablePath(path: string): boolean {
  return path === '/book' || path.startsWith('/book/') || path === '/embed.js';
}

export function framingHeaders(path: string): Record<string, string> {
  return isFrameablePath(path)
    ? { 'Content-Security-Policy': 'frame-ancestors *' }
    : { 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY' };
}
