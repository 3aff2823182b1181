/**
 * The contract's "Versions", checked the same way for each versioned resource (preferences, a
 * week's goals, a link): a write naming the stored version goes through and the version grows; a
 * write naming an older one answers 412 `version_conflict` with the stored resource and changes
 * nothing; a malformed `If-Match` never matches. A server that ignores `If-Match` fails here.
 */
import { withCode, type Call, type Checker } from './checker';
import { firstDifference } from './compare';
import { preview, type Difference } from './contract';

interface Versioned {
  version: number;
}

export interface VersionedResource {
  /** The write's operation and a call without `If-Match`, for a given body. */
  write: { operationId: string; call: (json: unknown) => Call };
  /** The read that answers the stored resource (`select` finds it in a list answer). */
  read: { operationId: string; call: Call; select?: (body: unknown) => unknown };
  /** Two different bodies that each change the resource, and how each shows in the resource. */
  first: { json: unknown; shows: unknown };
  second: { json: unknown; shows: unknown };
}

const tag = (version: number) => `"${version}"`;

function versionOf(body: unknown): number | null {
  const version = (body as Partial<Versioned> | null)?.version;
  return typeof version === 'number' && Number.isInteger(version) ? version : null;
}

function grew(before: number): (answer: { body: unknown }) => Difference | null {
  return (answer) => {
    const after = versionOf(answer.body);
    return after !== null && after > before
      ? null
      : { path: '$.version', expected: `a version above ${before}`, got: String(after) };
  };
}

/**
 * Runs the version checks on one resource; returns the stored version at the end (the `second`
 * body stored), or null when the flow could not go on.
 */
export async function versionChecks(
  check: Checker,
  resource: VersionedResource,
): Promise<number | null> {
  const { write, read } = resource;
  const stored = (body: unknown) => (read.select ? read.select(body) : body);
  const start = await check.expect(
    read.operationId,
    '[versions] answers its version',
    read.call,
    200,
    (a) =>
      versionOf(stored(a.body)) === null
        ? { path: '$.version', expected: 'an integer version', got: preview(stored(a.body)) }
        : null,
  );
  const base = start ? versionOf(stored(start.body)) : null;
  if (base === null) return null;

  const call = (json: unknown, ifMatch: string): Call => {
    const plain = write.call(json);
    return { ...plain, headers: { ...plain.headers, 'If-Match': ifMatch } };
  };
  const saved = await check.expect(
    write.operationId,
    '[versions] a write naming the stored version is applied, and the version grows',
    call(resource.first.json, tag(base)),
    200,
    (a) => firstDifference(resource.first.shows, a.body) ?? grew(base)(a),
  );
  const current = saved ? versionOf(saved.body) : null;
  if (current === null) return null;

  const conflict = withCode('version_conflict');
  await check.expect(
    write.operationId,
    '[versions] 412 for a stale If-Match, answering the stored state',
    call(resource.second.json, tag(base)),
    412,
    (a) => {
      const body = a.body as { current?: unknown };
      return (
        conflict(a) ??
        firstDifference(resource.first.shows, body.current, '/current') ??
        (versionOf(body.current) === current
          ? null
          : {
              path: '$.current.version',
              expected: String(current),
              got: String(versionOf(body.current)),
            })
      );
    },
  );
  await check.expect(
    write.operationId,
    '[versions] 412 for a malformed If-Match',
    call(resource.second.json, 'version-one'),
    412,
    conflict,
  );
  await check.expect(
    read.operationId,
    '[versions] unchanged after the refused writes',
    read.call,
    200,
    (a) =>
      firstDifference(resource.first.shows, stored(a.body)) ??
      (versionOf(stored(a.body)) === current
        ? null
        : {
            path: '$.version',
            expected: String(current),
            got: String(versionOf(stored(a.body))),
          }),
  );
  const merged = await check.expect(
    write.operationId,
    '[versions] the write again, naming the version the 412 answered, is applied',
    call(resource.second.json, tag(current)),
    200,
    (a) => firstDifference(resource.second.shows, a.body) ?? grew(current)(a),
  );
  return merged ? versionOf(merged.body) : null;
}
