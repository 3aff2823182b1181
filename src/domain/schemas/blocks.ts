/**
 * Building blocks shared by the payload schemas: date-times, integers, plain text, ranges. One
 * part of `../api-schemas.ts`, whose comment gives the rules all parts share.
 */
import * as v from 'valibot';
import { DAY_MS } from '../civil-date';
import { isDateTime } from '../date-time';

export { isDateTime } from '../date-time';

/** An RFC 3339 date-time with an offset, normalised to UTC (`toISOString()`). */
export function dateTimeSchema(field: string) {
  const message = `${field} must be an RFC 3339 date-time`;
  return v.pipe(
    v.string(message),
    v.check(isDateTime, message),
    v.transform((value) => new Date(value).toISOString()),
  );
}

export function integerSchema(field: string, min: number, max: number) {
  const message = `${field} must be an integer from ${min} to ${max}`;
  return v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

/** A query-string integer ('20'), checked like `integerSchema`. */
export function queryIntegerSchema(field: string, min: number, max: number) {
  const message = `${field} must be an integer from ${min} to ${max}`;
  return v.pipe(
    v.string(message),
    v.regex(/^-?\d+$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

/** Length in characters (Unicode code points), as JSON Schema's maxLength counts: 😀 is 1. */
export function charCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/**
 * C0/C1 control characters (CR, LF, NUL, …), the line and paragraph separators (U+2028, U+2029,
 * line breaks as CR and LF are) and bidirectional overrides/isolates: refused in names and
 * titles, which end up in invitation headers and in other people's screens.
 */
export const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;

export function plainText(field: string) {
  return v.check(
    (value: string) => !UNSAFE_TEXT.test(value),
    `${field} must not contain line breaks, control characters or bidirectional overrides`,
  );
}

export function booleanSchema(field: string) {
  return v.boolean(`${field} must be true or false`);
}

/** The longest range a dashboard or busy-times query may ask for. */
export const MAX_RANGE_DAYS = 62;
export const MAX_RANGE_MS = MAX_RANGE_DAYS * DAY_MS;
