/**
 * The error every failed API call becomes (spec section 8): its message is
 * "{status}: {response body text, or the status text when the body is empty}".
 * `serverMessage` is the contract's `{ error }` field when the body carried one;
 * the screens read it for their toasts ("On failure the error is read from the body").
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: string;
  readonly serverMessage: string | undefined;

  constructor(status: number, statusText: string, body: unknown) {
    const text = bodyText(body);
    super(`${status}: ${text || statusText}`);
    this.status = status;
    this.body = text;
    this.serverMessage = errorField(body);
  }
}

/** A request that never got an answer (offline, DNS, CORS, aborted). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause: unknown) {
    super(`Network error: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

function bodyText(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  return JSON.stringify(body);
}

function errorField(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const value = (body as { error: unknown }).error;
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** The server's own message when there is one, else the given fallback (for toasts). */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}
