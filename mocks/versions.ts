/**
 * Optimistic concurrency for the host's versioned resources (preferences, a week's goals, a link):
 * the contract's "Versions". A write may name, in `If-Match`, the version its edits started
 * from; when the stored one has moved on, nothing changes and the answer is 412 with the stored
 * resource, so the client can merge instead of overwriting newer data.
 */
import { apiError, type ErrorBody } from './errors';
import { ruleBroken } from './rule-breaks';

export type Precondition =
  { kind: 'none' } | { kind: 'any' } | { kind: 'version'; version: number } | { kind: 'malformed' };

/** `If-Match` as an entity tag: `"4"` (a weak `W/"4"` is read the same), `*`, or absent. */
export function readIfMatch(request: Request): Precondition {
  const header = request.headers.get('if-match');
  if (header === null) return { kind: 'none' };
  const value = header.trim();
  if (value === '*') return { kind: 'any' };
  const match = /^(?:W\/)?"(\d{1,10})"$/.exec(value);
  if (!match) return { kind: 'malformed' };
  return { kind: 'version', version: Number(match[1]) };
}

/**
 * Whether a write with this precondition may go ahead. `stored` is the stored version, 0 when
 * nothing is stored yet (`*` needs something stored; a malformed tag never matches).
 */
export function preconditionHolds(precondition: Precondition, stored: number): boolean {
  switch (precondition.kind) {
    case 'none':
      return true;
    case 'any':
      return stored > 0;
    case 'version':
      return precondition.version === stored || ruleBroken('if-match-ignored');
    case 'malformed':
      return false;
  }
}

/** A stored record's version: absent (seeded before versions) is 1. */
export function versionOf(record: { version?: number | undefined }): number {
  return record.version ?? 1;
}

export const VERSION_CONFLICT_MESSAGE =
  'This was changed elsewhere (in another tab or device) since your edits began. Nothing was saved: the current version is attached.';

/** The 412 body: what went wrong, and the stored resource to merge with. */
export function versionConflict<T>(current: T): ErrorBody & { current: T } {
  return { ...apiError('version_conflict', VERSION_CONFLICT_MESSAGE), current };
}
