import type { components } from './schema.gen';

/** The contract's stable error codes (`ErrorCode`): screens decide by these, never by words. */
export type ErrorCode = components['schemas']['ErrorCode'];

/**
 * The error every failed API call becomes: its message is
 * "{status}: {response body text, or the status text when the body is empty}".
 * `serverMessage` is the contract's `{ error }` field when the body carried one;
 * the screens read it for their toasts ("On failure the error is read from the body").
 * `code` is the contract's `code` field (a string: a newer server may send codes this app does
 * not know yet, which then count by their status).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: string;
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;

  constructor(status: number, statusText: string, body: unknown) {
    const text = bodyText(body);
    super(`${status}: ${text || statusText}`);
    this.status = status;
    this.body = text;
    this.serverMessage = stringField(body, 'error');
    this.code = stringField(body, 'code');
  }
}

/**
 * The one rule for reading a failure: by its `code` when the answer has one; an answer without a
 * code (a proxy's, an older server's) by the words the contract's error messages use (openapi/openapi.yaml).
 */
export function failureMatches(
  failure: { code?: string | undefined; message: string },
  codes: readonly ErrorCode[],
  words: RegExp,
): boolean {
  if (failure.code !== undefined) return (codes as readonly string[]).includes(failure.code);
  return words.test(failure.message);
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

function stringField(body: unknown, name: 'error' | 'code'): string | undefined {
  if (typeof body === 'object' && body !== null && name in body) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** The server's own message when there is one, else the given fallback (for toasts). */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}
