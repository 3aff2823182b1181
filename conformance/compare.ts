/** Comparisons for business rules, each answering the first difference (or null). */
import { jsonPath, preview, type Difference } from './contract';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The first place where `got` differs from `expected` (deep, key order ignored). Strings that are
 * both date-times are compared as instants, so `…T05:00:00Z` equals `…T05:00:00.000Z`.
 */
export function firstDifference(expected: unknown, got: unknown, at = ''): Difference | null {
  if (typeof expected === 'string' && typeof got === 'string' && isDateTime(expected)) {
    return isDateTime(got) && Date.parse(expected) === Date.parse(got)
      ? null
      : { path: jsonPath(at), expected: preview(expected), got: preview(got) };
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(got) || got.length !== expected.length) {
      return {
        path: jsonPath(at),
        expected: `${expected.length} item(s) ${preview(expected)}`,
        got: Array.isArray(got) ? `${got.length} item(s) ${preview(got)}` : preview(got),
      };
    }
    for (let i = 0; i < expected.length; i++) {
      const d = firstDifference(expected[i], got[i], `${at}/${i}`);
      if (d) return { ...d, path: d.path };
    }
    return null;
  }
  if (isObject(expected)) {
    if (!isObject(got))
      return { path: jsonPath(at), expected: preview(expected), got: preview(got) };
    for (const key of Object.keys(expected)) {
      const d = firstDifference(expected[key], got[key], `${at}/${key}`);
      if (d) return d;
    }
    return null;
  }
  return Object.is(expected, got)
    ? null
    : { path: jsonPath(at), expected: preview(expected), got: preview(got) };
}

/**
 * A rule: the answer's body holds these fields with exactly these values. `firstDifference` both
 * ways per field: it matches objects partially (extra keys in `got` pass), so the reverse check
 * keeps each field's value equal as a whole (key order ignored, date-times as instants).
 */
export function bodyHolds(expected: Record<string, unknown>) {
  return (answer: { body?: unknown }): Difference | null => {
    const body = (isObject(answer.body) ? answer.body : {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(expected)) {
      const at = `/${key}`;
      const missing = firstDifference(value, body[key], at);
      if (missing) return missing;
      const extra = firstDifference(body[key], value, at);
      if (extra) return { path: extra.path, expected: extra.got, got: extra.expected };
    }
    return null;
  };
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;

export function isDateTime(value: string): boolean {
  return DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

/** The subset of `value` with the keys of `keys`. */
export function pick<T extends Record<string, unknown>, K extends keyof T>(
  value: T,
  keys: readonly K[],
): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = value[key];
  return out;
}

/** A rule: the items at `path` are ordered by `key` (asc or desc), compared as instants. */
export function ordered(
  items: readonly Record<string, unknown>[],
  key: string,
  direction: 'asc' | 'desc',
): Difference | null {
  for (let i = 1; i < items.length; i++) {
    const a = Date.parse(String(items[i - 1]?.[key]));
    const b = Date.parse(String(items[i]?.[key]));
    if (direction === 'asc' ? b < a : b > a) {
      return {
        path: `$[${i}].${key}`,
        expected: `${direction === 'asc' ? 'at or after' : 'at or before'} ${String(items[i - 1]?.[key])} (${direction === 'asc' ? 'ascending' : 'newest first'})`,
        got: String(items[i]?.[key]),
      };
    }
  }
  return null;
}
