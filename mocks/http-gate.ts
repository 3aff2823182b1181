/**
 * The HTTP mock server's front door (`docs/decisions.md#security`), in front of the MSW handlers:
 * - `securityGate`: 413 for a declared body over 64 KB, 415 for non-JSON writes, 403 for a
 *   foreign Origin (rules in `mocks/security.ts`, shared with nothing else so the browser bundle
 *   stays free of Node modules);
 * - `mswMiddleware`: `@mswjs/http-middleware` with one difference: the body is read first, at
 *   most 64 KB (413 as soon as a chunked body goes over, before any parsing);
 * - `methodNotAllowed`: 405 with `Allow` for a contract path asked with another method.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Request as ExpressRequest, RequestHandler as ExpressHandler } from 'express';
import { handleRequest, type RequestHandler } from 'msw';
import { Emitter } from 'strict-event-emitter';
import { apiError } from './errors';
import { appliedFaults } from './faults/handlers';
import { operationFor } from './faults/operations';
import { bodyText, record } from './faults/request-log';
import { publicOrigin } from './public-origin';
import { gate, MAX_BODY_BYTES, TOO_LARGE } from './security';

/** `http://host:port` as the client addressed the server: only for the Origin rule's "own". */
function ownOrigin(req: ExpressRequest): string {
  return `${req.protocol}://${req.get('host') ?? ''}`;
}

export function securityGate(): ExpressHandler {
  return (req, res, next) => {
    const verdict = gate({
      method: req.method,
      path: req.path,
      headers: req.headers,
      ownOrigin: ownOrigin(req),
    });
    if (!verdict) {
      next();
      return;
    }
    // The body is never read: close the connection instead of draining it.
    if (verdict.status === 413) res.setHeader('Connection', 'close');
    res.status(verdict.status).json(verdict.body);
  };
}

/** The body, or null when it goes over `limit` bytes (reading stops there). */
function readLimited(req: ExpressRequest, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

export function mswMiddleware(handlers: readonly RequestHandler[]): ExpressHandler {
  const emitter = new Emitter<never>();
  return (req, res, next) => {
    const method = req.method || 'GET';
    const canHaveBody = method !== 'GET' && method !== 'HEAD';
    const body = canHaveBody ? readLimited(req, MAX_BODY_BYTES) : Promise.resolve(Buffer.alloc(0));
    body
      .then(async (buffer) => {
        if (buffer === null) {
          res.setHeader('Connection', 'close');
          res.status(413).json(TOO_LARGE);
          return;
        }
        // The handlers see the configured public origin, never the client's Host (nor
        // X-Forwarded-Host or Forwarded): a link a message carries is built on it.
        const serverOrigin = publicOrigin();
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
          if (value === undefined || name === 'transfer-encoding' || name === 'content-length')
            continue;
          headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        const request = new Request(new URL(req.url, serverOrigin), {
          method,
          headers,
          credentials: 'omit',
          body: canHaveBody && buffer.length > 0 ? new Uint8Array(buffer) : undefined,
        });
        // The request log (faults/request-log.ts): contract calls, with the fault applied.
        const requestId = randomUUID();
        const operationId = operationFor(method, req.path);
        const started = performance.now();
        const startedAt = new Date().toISOString();
        const requestBody = operationId ? await bodyText(request) : null;
        const log = (response: Response) => {
          if (!operationId) return;
          const fault = appliedFaults.get(requestId) ?? null;
          appliedFaults.delete(requestId);
          void record({ request, requestBody, response, operationId, fault, started, startedAt });
        };
        await handleRequest(
          request,
          requestId,
          [...handlers],
          { onUnhandledRequest: () => undefined } as never,
          emitter as never,
          {
            resolutionContext: { baseUrl: serverOrigin },
            onMockedResponse(mocked) {
              // An injected `drop` fault: the client sees the connection go.
              if (mocked.type === 'error') {
                log(mocked);
                res.socket?.destroy();
                return;
              }
              log(mocked.clone());
              res.statusCode = mocked.status;
              res.statusMessage = mocked.statusText;
              mocked.headers.forEach((value, name) => res.appendHeader(name, value));
              if (mocked.body) Readable.fromWeb(mocked.body as never).pipe(res);
              else res.end();
            },
            onPassthroughResponse() {
              next();
            },
          },
        );
      })
      .catch(next);
  };
}

/** The contract paths the handlers serve, as matchers with their methods (exact: case, slashes). */
export function routes(handlers: readonly RequestHandler[]): { pattern: RegExp; method: string }[] {
  const result: { pattern: RegExp; method: string }[] = [];
  for (const handler of handlers) {
    const info = handler.info as { method?: unknown; path?: unknown };
    if (typeof info.method !== 'string' || typeof info.path !== 'string') continue;
    const path = info.path.replace(/^\*/, '');
    if (!path.startsWith('/api/') && !path.startsWith('/auth/')) continue;
    const source = path
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    result.push({ pattern: new RegExp(`^${source}$`), method: info.method.toUpperCase() });
  }
  return result;
}

/** 405 with `Allow` when the path exists with other methods; else on to the 404. */
export function methodNotAllowed(handlers: readonly RequestHandler[]): ExpressHandler {
  const table = routes(handlers);
  return (req, res, next) => {
    const methods = [
      ...new Set(table.filter((r) => r.pattern.test(req.path)).map((r) => r.method)),
    ];
    if (methods.length === 0 || methods.includes(req.method)) {
      next();
      return;
    }
    res.setHeader('Allow', methods.sort().join(', '));
    res
      .status(405)
      .json(
        apiError(
          'method_not_allowed',
          `Method ${req.method} not allowed; use ${methods.join(', ')}`,
        ),
      );
  };
}

/**
 * A contract path is taken exactly as written: `/API/…`, `…/book/`, `…//…` or a word in another
 * case is no other way to the same call but a 404, before the rate limit or any handler (MSW
 * itself would match them loosely, each a key of its own for the limit).
 */
export function exactPaths(handlers: readonly RequestHandler[]): ExpressHandler {
  const table = routes(handlers);
  return (req, res, next) => {
    if (!/^\/(api|auth)(\/|$)/i.test(req.path) || table.some((r) => r.pattern.test(req.path))) {
      next();
      return;
    }
    res
      .status(404)
      .json(
        apiError(
          'not_found',
          `No such path: ${req.path} (paths are exact: lower case, no trailing slash)`,
        ),
      );
  };
}
