/**
 * Deterministic pseudo-random numbers for seeds (mulberry32): the same seed always gives the same
 * scenario. Runtime records (bookings, sessions, …) use `newId()` instead.
 */
import { mulberry32 } from '../src/domain/random';

export interface Rng {
  /** [0, 1) */
  next(): number;
  /** Integer in [min, max] */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A UUID-shaped id (version 4 layout), deterministic for the seed. */
  uuid(): string;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const hex = (count: number) => {
    let out = '';
    for (let i = 0; i < count; i++) out += Math.floor(next() * 16).toString(16);
    return out;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() from an empty list');
      return item;
    },
    chance: (p) => next() < p,
    uuid: () =>
      `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(next() * 4)]}${hex(3)}-${hex(12)}`,
  };
}

/** A string's 32-bit hash, to derive a seed from a name or an e-mail address. */
export function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A fresh id for a record created at runtime: `{prefix}_{12 hex}`. */
export function newId(prefix: string): string {
  return `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
}
