import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  dayNumAt,
  instantAt,
  isValidTimeZone,
  offsetAt,
  offsetPieces,
  wallAt,
  wallClock,
  zoneClock,
  zoneClockOrUtc,
  zonedInstant,
  zoneOffset,
} from './zone-clock';
import { civilDateOfDay, dayNumber, fromDayNumber } from './civil-date';

// The zone clock against Intl's own answer, read another way: the offset Intl writes with
// timeZoneName 'longOffset' ("GMT+05:45", "GMT-11:00", "GMT"). Fixed instants only (2000-2040):
// nothing here reads today's date.

const ZONES = [
  'UTC',
  'America/New_York', // DST, 1 hour
  'Europe/London', // DST, UTC+0 in winter
  'Australia/Lord_Howe', // DST of 30 minutes (+10:30 / +11)
  'Asia/Kolkata', // +5:30
  'Asia/Kathmandu', // +5:45
  'Pacific/Chatham', // +12:45 / +13:45 with DST
  'Pacific/Kiritimati', // +14
  'Pacific/Pago_Pago', // -11
  'America/Santiago', // DST changes at midnight (the day starts at 01:00)
  'Pacific/Auckland', // southern-hemisphere DST
] as const;

const MINUTE = 60_000;
const DAY = 86_400_000;
const FROM = Date.UTC(2000, 0, 1);
const TO = Date.UTC(2040, 0, 1);
const RUNS = { numRuns: 400, seed: 20_261_125 } as const;

const longOffsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Intl's offset at t (ms east of UTC), read from its 'longOffset' zone name. */
function intlOffset(zone: string, t: number): number {
  let fmt = longOffsetFormats.get(zone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    longOffsetFormats.set(zone, fmt);
  }
  const name = fmt.formatToParts(t).find((p) => p.type === 'timeZoneName')?.value ?? '';
  if (name === 'GMT') return 0;
  const m = /^GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(name);
  if (!m) throw new Error(`Unexpected offset name "${name}"`);
  const ms = (Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0)) * 1000;
  return m[1] === '-' ? -ms : ms;
}

const zone = fc.constantFrom(...ZONES);
const instant = fc.integer({ min: FROM, max: TO });
const minuteInstant = fc.integer({ min: FROM / MINUTE, max: TO / MINUTE }).map((n) => n * MINUTE);

/** Epoch ms of the wall reading, as if it were UTC. */
function wallMs(w: ReturnType<typeof wallAt>): number {
  return Date.UTC(w.y, w.m - 1, w.d, w.hour, w.minute, w.second);
}

/**
 * Resolves wall time `minutes` of civil day `day` and checks the rule: the clock reads it back,
 * or, for a skipped time, it is read with the offset of the day before (before the gap), so the
 * clock reads later than asked by the size of the jump. Returns whether the time was skipped.
 */
function resolvesWall(z: string, day: number, minutes: number): boolean {
  const clock = zoneClock(z);
  const t = instantAt(clock, day, minutes);
  const wanted = day * DAY + minutes * MINUTE;
  const read = t + offsetAt(clock, t);
  if (read === wanted) return false;
  const before = offsetAt(clock, wanted - DAY);
  expect(t).toBe(wanted - before);
  expect(read - wanted).toBe(offsetAt(clock, t) - before);
  expect(read).toBeGreaterThan(wanted);
  return true;
}

describe('zone clock against Intl', () => {
  it("the offset is Intl's longOffset, in every zone, at any instant", () => {
    fc.assert(
      fc.property(zone, instant, (z, t) => {
        expect(offsetAt(zoneClock(z), t)).toBe(intlOffset(z, t));
        expect(zoneOffset(t, z)).toBe(intlOffset(z, t));
      }),
      RUNS,
    );
  });

  it('the wall reading is the instant moved by that offset', () => {
    fc.assert(
      fc.property(zone, instant, (z, t) => {
        const w = wallAt(zoneClock(z), t);
        const s = Math.floor(t / 1000) * 1000;
        expect(wallMs(w)).toBe(s + intlOffset(z, t));
        expect(wallClock(new Date(t), z)).toEqual(w);
        expect(dayNumAt(zoneClock(z), t)).toBe(dayNumber(w));
      }),
      RUNS,
    );
  });

  it('instant -> wall -> instant gives the instant back, or its earlier twin in a repeated hour', () => {
    fc.assert(
      fc.property(zone, minuteInstant, (z, t) => {
        const clock = zoneClock(z);
        const w = wallAt(clock, t);
        const back = instantAt(clock, dayNumber(w), w.hour * 60 + w.minute);
        // Always the same wall reading...
        expect(wallAt(clock, back)).toEqual(w);
        if (back !== t) {
          // ...and a different instant only in a fall-back overlap: the earlier one, which has
          // the offset in force before the clocks went back (the larger one).
          expect(back).toBeLessThan(t);
          expect(offsetAt(clock, back)).toBeGreaterThan(offsetAt(clock, t));
        }
      }),
      RUNS,
    );
  });

  it('wall -> instant -> wall holds outside DST gaps; a gap time is read with the offset before it', () => {
    fc.assert(
      fc.property(
        zone,
        fc.integer({ min: FROM / DAY, max: TO / DAY - 1 }),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        (z, day, minutes) => {
          resolvesWall(z, day, minutes);
        },
      ),
      RUNS,
    );
  });

  it('sweeps each 2026 change every 15 minutes: skipped times, offsets as Intl, pieces cut there', () => {
    // A deterministic sweep over 3 days around a date of each zone's changes in 2026.
    // The last number: how many quarter hours of that date's wall clock are skipped.
    const around: [string, string, number][] = [
      ['America/New_York', '2026-03-08', 4],
      ['America/New_York', '2026-11-01', 0],
      ['Europe/London', '2026-03-29', 4],
      ['Europe/London', '2026-10-25', 0],
      ['Australia/Lord_Howe', '2026-04-05', 0],
      ['Australia/Lord_Howe', '2026-10-04', 2],
      ['Pacific/Chatham', '2026-04-05', 0],
      ['Pacific/Chatham', '2026-09-27', 4],
      ['America/Santiago', '2026-04-05', 0],
      ['America/Santiago', '2026-09-06', 4],
    ];
    for (const [z, date, skipped] of around) {
      const day = Date.parse(`${date}T00:00:00Z`) / DAY;
      let gaps = 0;
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        if (resolvesWall(z, day, minutes)) gaps++;
      }
      expect(gaps, `${z} ${date}`).toBe(skipped);

      const clock = zoneClock(z);
      const from = Date.parse(`${date}T00:00:00Z`) - DAY;
      const to = from + 3 * DAY;
      for (let t = from; t < to; t += 15 * MINUTE)
        expect(offsetAt(clock, t)).toBe(intlOffset(z, t));
      const pieces = offsetPieces(clock, from, to);
      expect(pieces.length, `${z} ${date}`).toBe(2);
      const [a, b] = pieces as [(typeof pieces)[0], (typeof pieces)[0]];
      expect(a.to).toBe(b.from);
      expect(intlOffset(z, a.to - 1)).toBe(a.offset);
      expect(intlOffset(z, b.from)).toBe(b.offset);
      expect(a.offset).not.toBe(b.offset);
    }
  });
});

describe('zone clock: the compatible rule, by example', () => {
  const at = (z: string, date: string, hhmm: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const [h, min] = hhmm.split(':').map(Number) as [number, number];
    return new Date(zonedInstant({ y, m, d }, h * 60 + min, z)).toISOString();
  };

  it('a skipped time is read with the offset before the gap', () => {
    expect(at('America/New_York', '2026-03-08', '02:30')).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
    expect(at('Europe/London', '2026-03-29', '01:30')).toBe('2026-03-29T01:30:00.000Z'); // 02:30 BST
    // Lord Howe moves 30 minutes: 02:00 -> 02:30, so 02:15 reads 02:45 (+11).
    expect(at('Australia/Lord_Howe', '2026-10-04', '02:15')).toBe('2026-10-03T15:45:00.000Z');
    // Santiago skips midnight: the day's 00:00 is read with -4, which the clock shows as 01:00 -3.
    expect(at('America/Santiago', '2026-09-06', '00:00')).toBe('2026-09-06T04:00:00.000Z');
  });

  it('a repeated time takes its earlier instant', () => {
    expect(at('America/New_York', '2026-11-01', '01:30')).toBe('2026-11-01T05:30:00.000Z'); // EDT
    expect(at('Europe/London', '2026-10-25', '01:30')).toBe('2026-10-25T00:30:00.000Z'); // BST
    // Lord Howe repeats 01:30-02:00: 01:45 first at +11.
    expect(at('Australia/Lord_Howe', '2026-04-05', '01:45')).toBe('2026-04-04T14:45:00.000Z');
  });

  it('half-hour, 45-minute and far zones', () => {
    expect(at('Asia/Kolkata', '2026-07-01', '09:00')).toBe('2026-07-01T03:30:00.000Z');
    expect(at('Asia/Kathmandu', '2026-07-01', '09:00')).toBe('2026-07-01T03:15:00.000Z');
    expect(at('Pacific/Chatham', '2026-01-15', '09:00')).toBe('2026-01-14T19:15:00.000Z'); // +13:45
    expect(at('Pacific/Kiritimati', '2026-07-01', '09:00')).toBe('2026-06-30T19:00:00.000Z'); // +14
    expect(at('Pacific/Pago_Pago', '2026-07-01', '09:00')).toBe('2026-07-01T20:00:00.000Z'); // -11
    // Kiritimati and Pago Pago are 25 hours apart: one instant, two dates.
    const t = Date.parse('2026-07-01T11:00:00Z');
    expect(civilDateOfDay(dayNumAt(zoneClock('Pacific/Kiritimati'), t))).toBe('2026-07-02');
    expect(civilDateOfDay(dayNumAt(zoneClock('Pacific/Pago_Pago'), t))).toBe('2026-07-01');
  });

  it('day numbers and civil dates convert both ways', () => {
    for (const n of [-1, 0, 1, 20_454, 24_836]) {
      const f = fromDayNumber(n);
      expect(dayNumber(f)).toBe(n);
      expect(civilDateOfDay(n)).toBe(
        `${String(f.y).padStart(4, '0')}-${String(f.m).padStart(2, '0')}-${String(f.d).padStart(2, '0')}`,
      );
    }
  });
});

describe('zone clock: unknown zones', () => {
  it('throws a RangeError for a zone Intl does not know, by clock and by name', () => {
    expect(() => zoneClock('Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => zoneOffset(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => wallClock(0, 'Nowhere/Atlantis')).toThrow(RangeError);
  });

  it('zoneClockOrUtc is the explicit UTC fallback, and does not make the name known', () => {
    const utc = zoneClock('UTC');
    expect(zoneClockOrUtc('Mars/Olympus_Mons')).toBe(utc);
    expect(zoneClockOrUtc('Mars/Olympus_Mons')).toBe(utc);
    expect(zoneClockOrUtc('')).toBe(utc);
    expect(zoneClockOrUtc(undefined)).toBe(utc);
    expect(zoneClockOrUtc(null)).toBe(utc);
    expect(zoneClockOrUtc('Asia/Kolkata')).toBe(zoneClock('Asia/Kolkata'));
    expect(() => zoneClock('Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('one validator: known names without surrounding spaces', () => {
    expect(isValidTimeZone('Pacific/Chatham')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(' UTC')).toBe(false);
  });

  it('keeps one formatter per zone', () => {
    expect(zoneClock('Asia/Kathmandu')).toBe(zoneClock('Asia/Kathmandu'));
  });
});
