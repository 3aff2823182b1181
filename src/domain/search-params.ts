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
