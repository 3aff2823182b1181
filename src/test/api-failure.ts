/**
 * The contract's error answer for test and story handlers: `{ error, code }` with the status.
 * The code follows the status unless given; a 409 has no obvious code, so it must be given.
 */
import { HttpResponse } from 'msw';
import type { ErrorCode } from '../api/errors';

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'invalid_request',
  401: 'not_authenticated',
  403: 'not_owner',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal_error',
  502: 'unavailable',
  503: 'unavailable',
};

export function failure(error: string, status: number, code?: ErrorCode) {
  const chosen = code ?? CODE_BY_STATUS[status];
  if (chosen === undefined) throw new Error(`failure(): give the code of this ${status} answer`);
  return HttpResponse.json({ error, code: chosen }, { status });
}
