/** Busy intervals for the slot engine: widened by the buffer, then merged into a sorted union. */

import type { Interval } from './types';
import { toMs } from './input';

export interface Merged {
  starts: Float64Array;
  ends: Float64Array;
  length: number;
}

/**
 * Widened busy intervals that touch [from, to), as their union: disjoint, sorted, non-touching.
 *
 * Input already ordered by start is merged in one linear pass. Otherwise: the union depends only
 * on the multisets of starts and of ends, so both are sorted on their own
 * (native numeric sort of Float64Arrays, no comparator) and swept together, keeping a count of
 * open intervals: a merged interval opens when the count leaves 0 and closes when it returns.
 */
export function mergeBusy(busy: Interval[], bufferMs: number, from: number, to: number): Merged {
  const n = busy.length;
  const starts = new Float64Array(n);
  const ends = new Float64Array(n);
  let k = 0;
  let ordered = true;
  for (let i = 0; i < n; i++) {
    const b = busy[i];
    if (!b) continue;
    let s = toMs(b.start);
    let e = toMs(b.end);
    if (Number.isNaN(s) || Number.isNaN(e)) continue; // cannot be placed
    if (e < s) [s, e] = [e, s]; // reversed: keep it blocking rather than drop it
    s -= bufferMs;
    e += bufferMs;
    if (e <= from || s >= to) continue; // cannot touch any candidate
    if (k > 0 && s < (starts[k - 1] as number)) ordered = false;
    starts[k] = s;
    ends[k] = e;
    k++;
  }

  const outStarts = new Float64Array(k);
  const outEnds = new Float64Array(k);
  let m = 0;

  if (ordered) {
    // Already ordered by start (the usual answer from a calendar API): one linear pass.
    for (let x = 0; x < k; x++) {
      const s = starts[x] as number;
      const e = ends[x] as number;
      if (m > 0 && s <= (outEnds[m - 1] as number)) {
        if (e > (outEnds[m - 1] as number)) outEnds[m - 1] = e;
      } else {
        outStarts[m] = s;
        outEnds[m] = e;
        m++;
      }
    }
    return { starts: outStarts, ends: outEnds, length: m };
  }

  const S = starts.subarray(0, k).sort();
  const E = ends.subarray(0, k).sort();
  let open = 0;
  let i = 0;
  let j = 0;
  let segmentStart = 0;
  // The i-th smallest end is never before the i-th smallest start, so `open` never goes negative;
  // on ties starts go first, which joins touching intervals.
  while (i < k) {
    const s = S[i] as number;
    const e = E[j] as number;
    if (s <= e) {
      if (open === 0) segmentStart = s;
      open++;
      i++;
    } else {
      open--;
      j++;
      if (open === 0) {
        outStarts[m] = segmentStart;
        outEnds[m] = e;
        m++;
      }
    }
  }
  if (open > 0) {
    outStarts[m] = segmentStart;
    outEnds[m] = E[k - 1] as number;
    m++;
  }
  return { starts: outStarts, ends: outEnds, length: m };
}
