/** The kit's HTTP client: one request, nothing followed, nothing cached, the answer read whole. */

export interface Request {
  method: string;
  /** Path with query, already filled in (`/api/goals?weekStartDate=…`). */
  url: string;
  /** `name=value` for the Cookie header, or null for no session. */
  cookie: string | null;
  /** A value sent as JSON, or `raw` for a body sent as is (malformed JSON, for instance). */
  json?: unknown;
  raw?: string;
  /** Extra headers, applied last (a `content-type` or `origin` of a security check). */
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  /** The media type without parameters, lower case (`application/json`), or null. */
  contentType: string | null;
  text: string;
  /** The parsed JSON body; undefined when the body is empty or not JSON. */
  body: unknown;
  headers: Headers;
  ms: number;
}

export const REQUEST_TIMEOUT_MS = 20_000;

export class Http {
  readonly baseUrl: string;
  requests = 0;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  async send(request: Request): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.cookie) headers.cookie = request.cookie;
    let body: string | undefined;
    if (request.raw !== undefined) body = request.raw;
    else if (request.json !== undefined) body = JSON.stringify(request.json);
    if (body !== undefined) headers['content-type'] = 'application/json';
    Object.assign(headers, request.headers);
    const started = performance.now();
    this.requests++;
    const res = await fetch(`${this.baseUrl}${request.url}`, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    const type = res.headers.get('content-type');
    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }
    return {
      status: res.status,
      contentType: type ? (type.split(';')[0] ?? '').trim().toLowerCase() || null : null,
      text,
      body: parsed,
      headers: res.headers,
      ms,
    };
  }
}

/** `slotwise_session=abc` from a Set-Cookie list, or null. */
export function cookieFrom(headers: Headers, name: string): string | null {
  for (const line of headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    const key = pair.slice(0, at).trim();
    // The contract's `__Host-` name, or the mock's plain-http name.
    const matches = key === name || key === `__Host-${name}`;
    if (at > 0 && matches && pair.slice(at + 1).trim() !== '') return pair.trim();
  }
  return null;
}
