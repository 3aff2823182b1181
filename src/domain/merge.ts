/**
 * Three-way merge of flat records, for edits that met a newer saved version (a 412 from a
 * versioned write, or another tab's save arriving while the person edits). Pure.
 *
 * For each field: changed only here, keep ours; changed only there, take theirs; changed to the
 * same value on both sides, either; changed differently on both sides, a conflict the person
 * decides (the merge then holds theirs, the saved value, until they choose).
 */

export type Flat = Readonly<Record<string, unknown>>;

export interface MergeResult<T extends Flat> {
  merged: T;
  /** The fields changed differently on both sides, in the records' key order. */
  conflicts: (keyof T & string)[];
}

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A field missing from a record counts as `undefined`, so records whose fields are items of a
 * list (one field per item) merge item by item: an item added on one side is kept, one removed
 * on one side and left alone on the other is removed, one changed on one side and removed on the
 * other is a conflict.
 */
export function mergeThreeWay<T extends Flat>(base: T, mine: T, theirs: T): MergeResult<T> {
  const merged: Record<string, unknown> = { ...theirs };
  const conflicts: (keyof T & string)[] = [];
  const keys = new Set([...Object.keys(mine), ...Object.keys(base)]) as Set<keyof T & string>;
  for (const key of keys) {
    const mineChanged = !same(mine[key], base[key]);
    const theirsChanged = !same(theirs[key], base[key]);
    if (!mineChanged) continue;
    if (!theirsChanged || same(mine[key], theirs[key])) {
      if (mine[key] === undefined) delete merged[key];
      else merged[key] = mine[key];
    } else conflicts.push(key);
  }
  return { merged: merged as T, conflicts };
}

/** Whether two flat records hold the same values. */
export function sameRecord(a: Flat, b: Flat): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!same(a[key], b[key])) return false;
  return true;
}
