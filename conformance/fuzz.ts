/**
 * Invalid payloads for the fuzz pass, generated from a valid payload with a seeded PRNG: wrong
 * types, missing fields, huge strings, unicode, negative and non-integer numbers, unknown and
 * prototype-polluting keys, and bodies that are not a JSON object at all. A candidate is kept
 * only when the contract's request schema rejects it, so every payload sent is invalid by the
 * contract and must be rejected, and nothing may change.
 */
import { mulberry32 } from '../src/domain/random';

export interface Payload {
  /** What was mutated, for the report: `$.bufferTime = -1 (negative)`. */
  label: string;
  json?: unknown;
  raw?: string;
}

const HUGE = 'x'.repeat(200_000);
const UNICODE = [
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ☃',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'null\u0000byte',
  '\ud800 lone surrogate',
  '🙂'.repeat(500),
  'Ω≈ç√∫˜µ≤≥÷',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
];
const WRONG_TYPES: unknown[] = [
  123,
  true,
  null,
  [],
  {},
  'text',
  [1, 2, 3],
  { nested: { deep: 1 } },
];
const NEGATIVES = [-1, -30, -2_147_483_649];
const NON_INTEGERS = [0.5, 29.999, 1e-7, 17.25];
const BIG_NUMBERS = [1e308, 2 ** 53 + 2, 2 ** 31];
const RAW_BODIES: [string, string][] = [
  ['an empty body', ''],
  ['truncated JSON', '{"a":'],
  ['JSON null', 'null'],
  ['a JSON array', '[]'],
  ['a JSON string', '"text"'],
  ['a JSON number', '42'],
  ['not JSON', 'not json at all'],
  ['a NUL byte', '\u0000'],
  ['500 nested arrays', '['.repeat(500) + ']'.repeat(500)],
  ['a UTF-8 BOM before JSON', '\ufeff{}'],
];

type Path = (string | number)[];

function typeOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/** Every path into a JSON value (objects' keys and arrays' indexes), the root excluded. */
function paths(value: unknown, at: Path = []): Path[] {
  const out: Path[] = [];
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      out.push([...at, i], ...paths(item, [...at, i]));
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      out.push([...at, key], ...paths(item, [...at, key]));
    }
  }
  return out;
}

function label(path: Path): string {
  return (
    '$' +
    path
      .map((p) => (typeof p === 'number' ? `[${p}]` : /^\w+$/.test(p) ? `.${p}` : `['${p}']`))
      .join('')
  );
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function parentOf(root: unknown, path: Path): Record<string | number, unknown> | unknown[] | null {
  let node: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return null;
    node = (node as Record<string | number, unknown>)[key];
  }
  return typeof node === 'object' && node !== null
    ? (node as Record<string | number, unknown>)
    : null;
}

function pickOne<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

function short(value: unknown): string {
  if (typeof value === 'string') {
    return value.length > 24 ? `a ${value.length}-character string` : JSON.stringify(value);
  }
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 24 ? `${text.slice(0, 23)}…` : text;
}

/** One mutation of `valid`, or null when the drawn mutation does not apply. */
function mutate(valid: unknown, rng: () => number): Payload | null {
  const roll = rng();
  if (roll < 0.12) {
    const [what, raw] = pickOne(rng, RAW_BODIES);
    return { label: what, raw };
  }
  const all = paths(valid);
  if (roll < 0.2 || all.length === 0) {
    // Unknown keys at the root, including prototype-polluting ones.
    const key = pickOne(rng, ['unexpected', '__proto__', 'constructor', 'isAdmin']);
    const body = clone(valid) as Record<string, unknown>;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
    const text = JSON.stringify(body).replace(/^\{/, `{"${key}":{"polluted":true},`);
    return { label: `unknown key "${key}" at $`, raw: text.replace(/,\}$/, '}') };
  }
  const path = pickOne(rng, all);
  const body = clone(valid);
  const parent = parentOf(body, path);
  const key = path[path.length - 1];
  if (!parent || key === undefined) return null;
  const current = (parent as Record<string | number, unknown>)[key];
  const kind = pickOne(rng, [
    'remove',
    'wrong type',
    'huge string',
    'unicode',
    'negative',
    'non-integer',
    'big number',
  ] as const);
  let value: unknown;
  switch (kind) {
    case 'remove':
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete (parent as Record<string, unknown>)[key];
      return { label: `${label(path)} removed`, json: body };
    case 'wrong type': {
      const options = WRONG_TYPES.filter((v) => typeOf(v) !== typeOf(current));
      value = pickOne(rng, options);
      break;
    }
    case 'huge string':
      value = HUGE;
      break;
    case 'unicode':
      value = pickOne(rng, UNICODE);
      break;
    case 'negative':
      value = pickOne(rng, NEGATIVES);
      break;
    case 'non-integer':
      value = pickOne(rng, NON_INTEGERS);
      break;
    case 'big number':
      value = pickOne(rng, BIG_NUMBERS);
      break;
  }
  (parent as Record<string | number, unknown>)[key] = value;
  return { label: `${label(path)} = ${short(value)} (${kind})`, json: body };
}

/**
 * `count` distinct payloads that `isInvalid` accepts (the contract's schema rejects), drawn from
 * `seed`. Gives up after `count * 20` draws, so a schema that accepts everything ends the loop.
 */
export function invalidPayloads(
  valid: unknown,
  isInvalid: (payload: Payload) => boolean,
  seed: number,
  count: number,
): Payload[] {
  const rng = mulberry32(seed);
  const out: Payload[] = [];
  const seen = new Set<string>();
  for (let draw = 0; draw < count * 20 && out.length < count; draw++) {
    const payload = mutate(valid, rng);
    if (!payload) continue;
    const key = payload.raw ?? JSON.stringify(payload.json);
    if (seen.has(key) || !isInvalid(payload)) continue;
    seen.add(key);
    out.push(payload);
  }
  return out;
}

/** Path parameter values no resource can have: long, traversal, unicode, injection, control. */
export const HOSTILE_PATH_VALUES: readonly string[] = [
  'x'.repeat(5_000),
  '../../etc/passwd',
  '☃ snowman',
  "' OR 1=1 --",
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  '{}',
  '-1',
  'null',
];

/** Whether a raw payload parses to JSON (for the schema check of raw candidates). */
export function parseRaw(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}
