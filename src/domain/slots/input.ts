/**
 * Reading the slot engine's inputs: instants (ISO strings, Dates, epoch ms), window bounds and
 * hours. Unreadable values become NaN, which the engine turns into "no slots".
 */

import type { TimeInput } from './types';
import { instantAt, type ZoneClock } from '../zone-clock';
import { DAY_MS, MINUTE_MS } from '../civil-date';

const ISO_WITHOUT_ZONE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Two decimal digits at s[i], s[i+1], or -1. */
function digits2(s: string, i: number): number {
  const a = s.charCodeAt(i) - 48;
  const b = s.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Fast path for the API's own format, 'YYYY-MM-DDTHH:mm:ss[.fff]' + 'Z' or '±HH:mm' (several
 * times quicker than Date.parse, which matters with thousands of busy intervals). Returns NaN for
 * anything else, which the caller then hands to Date.parse.
 */
function parseIsoFast(s: string): number {
  const n = s.length;
  if (n < 20 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || s.charCodeAt(10) !== 84)
    return NaN;
  if (s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58) return NaN;
  const yHi = digits2(s, 0);
  const yLo = digits2(s, 2);
  const mo = digits2(s, 5);
  const d = digits2(s, 8);
  const h = digits2(s, 11);
  const mi = digits2(s, 14);
  const se = digits2(s, 17);
  if (
    yHi < 0 ||
    yLo < 0 ||
    mo < 1 ||
    mo > 12 ||
    d < 1 ||
    h < 0 ||
    h > 23 ||
    mi < 0 ||
    mi > 59 ||
    se < 0 ||
    se > 59
  ) {
    return NaN;
  }
  const y = yHi * 100 + yLo;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  if (d > (mo === 2 && !leap ? 28 : (DAYS_IN_MONTH[mo - 1] as number))) return NaN;
  let i = 19;
  let ms = 0;
  if (s.charCodeAt(i) === 46) {
    i++;
    const first = i;
    let scale = 100;
    for (; i < n; i++) {
      const c = s.charCodeAt(i) - 48;
      if (c < 0 || c > 9) break;
      ms += c * scale;
      scale /= 10;
    }
    if (i === first) return NaN;
    ms = Math.floor(ms);
  }
  let offset = 0;
  const c = s.charCodeAt(i);
  if (c === 90 && i === n - 1) offset = 0;
  else if ((c === 43 || c === 45) && i === n - 6 && s.charCodeAt(i + 3) === 58) {
    const oh = digits2(s, i + 1);
    const om = digits2(s, i + 4);
    if (oh < 0 || om < 0) return NaN;
    offset = (c === 43 ? 1 : -1) * (oh * 60 + om) * MINUTE_MS;
  } else return NaN;
  return Date.UTC(y, mo - 1, d, h, mi, se, ms) - offset;
}

/** Epoch ms of an instant, NaN when unreadable. Strings without an offset are read as UTC. */
export function toMs(value: TimeInput | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string') {
    const fast = parseIsoFast(value);
    if (!Number.isNaN(fast)) return fast;
    const s = value.trim();
    return Date.parse(ISO_WITHOUT_ZONE.test(s) ? `${s.replace(' ', 'T')}Z` : s);
  }
  return NaN;
}

/** A window bound: date-only strings are host-local days (the end bound includes its day). */
export function windowBoundMs(value: TimeInput, fmt: ZoneClock, isEnd: boolean): number {
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value.trim());
    if (m) {
      const dayNum = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
      return instantAt(fmt, isEnd ? dayNum + 1 : dayNum, 0);
    }
  }
  return toMs(value);
}

export function hourToMinutes(hour: number): number {
  if (typeof hour !== 'number' || !Number.isFinite(hour)) return NaN;
  return Math.min(Math.max(Math.round(hour * 60), 0), 24 * 60);
}
