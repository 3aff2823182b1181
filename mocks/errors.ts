/**
 * The contract's error body, `{ error, code }`: the message people read and the stable code
 * programs decide by (`ErrorCode` in openapi/openapi.yaml). Every answer the mock refuses is
 * built here, so a code can never be forgotten (the type requires one).
 */
import type { components } from '../src/api/schema.gen';

export type ErrorCode = components['schemas']['ErrorCode'];
export type ErrorBody = components['schemas']['Error'];

export function apiError(code: ErrorCode, error: string): ErrorBody {
  return { error, code };
}

/** A 400 for an invalid body, query or path parameter; the message names the problem. */
export function invalid(error: string, field?: string): ErrorBody {
  const body = apiError('invalid_request', error);
  return field === undefined ? body : { ...body, field };
}
