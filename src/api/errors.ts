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
  /** The parsed body as it came (a 412's `current`, for instance). */
  readonly payload: unknown;

  constructor(status: number, statusText: string, body: unknown) {
    const text = bodyText(body);
    super(`${status}: ${text || statusText}`);
    this.status = status;
    this.body = text;
    this.payload = body;
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

/**
 * A versioned write refused because the stored version moved on (412 `version_conflict`): the
 * stored resource the edits must be merged with, or null for any other failure.
 */
export function versionConflictOf<T>(error: unknown): T | null {
  if (!(error instanceof ApiError) || error.status !== 412) return null;
  const payload = error.payload;
  if (typeof payload !== 'object' || payload === null || !('current' in payload)) return null;
  return (payload as { current: T }).current;
}

/** Whether a failure may pass by itself (no answer, a timeout, a rate limit, a 5xx): retry it. */
export function isTransient(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (!(error instanceof ApiError)) return false;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/**
 * The `If-Match` header naming a resource's version (the contract's "Versions"), or no header
 * when the version is unknown (an answer without one): the write is then unconditional, never
 * conditional on a made-up version.
 */
export function ifMatch(version: number | undefined): { 'If-Match'?: string } {
  return typeof version === 'number' && Number.isInteger(version)
    ? { 'If-Match': `"${version}"` }
    : {};
}
