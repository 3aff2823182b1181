/**
 * Readers for the routes' `validateSearch`: a search param that cannot be read is dropped
 * (undefined), never an error, so a mangled shared link still opens its page. Plain functions
 * rather than a schema library: the route definitions are in the entry that every page loads.
 */

/** The value when it is a string that passes `valid`. */
export function optionalString(
  value: unknown,
  valid: (text: string) => boolean = () => true,
): string | undefined {
  return typeof value === 'string' && valid(value) ? value : undefined;
}

/** The value when it is one of `options`. */
export function optionalChoice<T extends string>(
  value: unknown,
  options: readonly T[],
): T | undefined {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** The value when it is a boolean (the router reads `?connected=true` as `true`). */
export function optionalBoolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** A string of at most `max` characters (code points). */
export const maxChars = (max: number) => (text: string) => [...text].length <= max;

// The router's address format (TanStack Router's default `parseSearch` / `stringifySearch`), for
// the public pages drawn without the router (src/app/public-pages.tsx): a link one writes, the
// other reads. src/app/search-format.test.ts checks both against the router's own functions.
const JSON_START = /^(?:\s|["[{\d-]|fa|nu|tr)/;

/** A value as the router's query decoder reads it: booleans and numbers, else the text. */
function toValue(text: string): unknown {
  if (!text) return '';
  if (text === 'false') return false;
  if (text === 'true') return true;
  return +text * 0 === 0 && `${+text}` === text ? +text : text;
}

/**
 * `?a=1&b=x` → `{ a: 1, b: 'x' }`: numbers and booleans as such, a value that reads as JSON as
 * JSON, anything else as text; a repeated key as a list.
 */
export function parseSearch(search: string): Record<string, unknown> {
  // No prototype: `?__proto__=…` or `?toString=…` are keys like any other, as in the router.
  const result = Object.create(null) as Record<string, unknown>;
  for (const [key, raw] of new URLSearchParams(search.replace(/^\?/, ''))) {
    const value = toValue(raw);
    const previous = result[key];
    if (previous === undefined) result[key] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else result[key] = [previous, value];
  }
  for (const [key, value] of Object.entries(result)) {
    if (typeof value !== 'string' || !JSON_START.test(value)) continue;
    try {
      result[key] = JSON.parse(value) as unknown;
    } catch {
      // not JSON: the text itself
    }
  }
  return result;
}

/** The inverse of `parseSearch`, with its leading `?` ('' when nothing is set). */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue;
    let text: string;
    if (value !== null && typeof value === 'object') text = JSON.stringify(value);
    else if (typeof value === 'string' && JSON_START.test(value)) {
      try {
        JSON.parse(value);
        text = JSON.stringify(value);
      } catch {
        text = value;
      }
    } else text = String(value);
    params.set(key, text);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
