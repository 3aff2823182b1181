import { describe, expect, it } from 'vitest';

import dayjs from '../dayjs';
import {
  DEFAULT_SLOT_PREFERENCES,
  bookingWindow,
  generateSlots,
  isSlotAvailable,
  type Interval,
  type Slot,
  type SlotInput,
  type SlotPreferences,
  type SlotsByDate,
} from '.';
import type { DayAvailability } from '../preferences';
import type { LinkType } from '../links';

// Every test passes a fixed `now`; nothing here depends on the real date or the machine's zone.

const UTC = 'UTC';
const NY = 'America/New_York';
const LON = 'Europe/London';
const LA = 'America/Los_Angeles';
const KOL = 'Asia/Kolkata';
const AKL = 'Pacific/Auckland';
const TOKYO = 'Asia/Tokyo';

// 2026-03-01 is a Sunday, 2026-03-02 a Monday.
const SUNDAY_NOON = '2026-03-01T12:00:00Z';

const on = (startHour: number, endHour: number): DayAvailability => ({
  enabled: true,
  startHour,
  endHour,
});
const off: DayAvailability = { enabled: false, startHour: 9, endHour: 17 };

function week(day: DayAvailability): Record<string, DayAvailability> {
  return { '0': day, '1': day, '2': day, '3': day, '4': day, '5': day, '6': day };
}
function weekdays(day: DayAvailability): Record<string, DayAvailability> {
  return { '0': off, '1': day, '2': day, '3': day, '4': day, '5': day, '6': off };
}

function prefs(p: Partial<SlotPreferences> = {}): SlotPreferences {
  return {
    timePreference: 'both',
    timezone: UTC,
    dayAvailability: weekdays(on(9, 17)),
    bufferTime: 15,
    noBufferNeeded: false,
    ...p,
  };
}

function input(p: Partial<SlotInput> = {}): SlotInput {
  return {
    type: 'standard',
    duration: 30,
    preferences: prefs(),
    busy: [],
    visitorTimeZone: UTC,
    now: SUNDAY_NOON,
    ...p,
  };
}

/** A single host-local day, via a date-only window (read in the host's zone). */
function oneDay(date: string): SlotInput['window'] {
  return { startDate: date, endDate: date };
}

const all = (r: SlotsByDate): Slot[] => Object.values(r).flat();

const formatters = new Map<string, Intl.DateTimeFormat>();
/** 'YYYY-MM-DD HH:mm' of an instant in a zone (independent of the engine's own conversion). */
function local(iso: string, zone: string): string {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('sv-SE', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  return f.format(new Date(iso));
}
/** 'HH:mm' host-local start times of all slots. */
const times = (r: SlotsByDate, zone: string): string[] =>
  all(r).map((s) => local(s.start, zone).slice(11));
const starts = (r: SlotsByDate): string[] => all(r).map((s) => s.start);

/** '9:00'..'16:30' style list of HH:mm from a to b (exclusive) in 30-minute steps. */
function halfHours(from: string, to: string): string[] {
  const toMin = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3));
  const out: string[] = [];
  for (let m = toMin(from); m < toMin(to); m += 30) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

function expectWellFormed(r: SlotsByDate, durationMin: number): void {
  const keys = Object.keys(r);
  expect(keys).toEqual([...keys].sort());
  const list = all(r);
  const ms = list.map((s) => Date.parse(s.start));
  expect(new Set(ms).size).toBe(ms.length);
  for (let i = 1; i < ms.length; i++) expect(ms[i]).toBeGreaterThan(ms[i - 1] as number);
  for (const s of list) {
    expect(s.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(s.end) - Date.parse(s.start)).toBe(durationMin * 60_000);
    expect(s.label).toMatch(/^(1[0-2]|[1-9]):[03]0 (AM|PM)$/);
  }
  for (const k of keys) expect(r[k]?.length).toBeGreaterThan(0);
}

// -------------------------------------------------------------------------------------------

describe('bookingWindow', () => {
  it.each<[string, LinkType, string, string, string, string]>([
    [
      'high_priority, UTC: start of today .. now+336h',
      'high_priority',
      '2026-03-02T12:00:00Z',
      UTC,
      '2026-03-02T00:00:00.000Z',
      '2026-03-16T12:00:00.000Z',
    ],
    [
      'standard, UTC: start of tomorrow .. now+504h',
      'standard',
      '2026-03-02T12:00:00Z',
      UTC,
      '2026-03-03T00:00:00.000Z',
      '2026-03-23T12:00:00.000Z',
    ],
    [
      'high_priority: "today" is the host-local day (NY still on the 1st)',
      'high_priority',
      '2026-03-02T03:00:00Z',
      NY,
      '2026-03-01T05:00:00.000Z',
      '2026-03-16T03:00:00.000Z',
    ],
    [
      'standard: "tomorrow" in Kolkata (+5:30), already the 3rd there',
      'standard',
      '2026-03-02T20:00:00Z',
      KOL,
      '2026-03-03T18:30:00.000Z',
      '2026-03-23T20:00:00.000Z',
    ],
    [
      'standard: tomorrow is a spring-forward day (NY)',
      'standard',
      '2026-03-07T12:00:00Z',
      NY,
      '2026-03-08T05:00:00.000Z',
      '2026-03-28T12:00:00.000Z',
    ],
    [
      'high_priority: today is a fall-back day (London)',
      'high_priority',
      '2026-10-25T20:00:00Z',
      LON,
      '2026-10-24T23:00:00.000Z',
      '2026-11-08T20:00:00.000Z',
    ],
  ])('%s', (_name, type, now, zone, start, end) => {
    const w = bookingWindow(type, now, zone);
    expect(w.start.toISOString()).toBe(start);
    expect(w.end.toISOString()).toBe(end);
  });
});

describe('booking window applied to slots', () => {
  it('standard, default preferences: tomorrow .. now+504h, Mon-Fri 9-17 UTC', () => {
    const r = generateSlots(input({ preferences: null, now: '2026-03-02T12:00:00Z' }));
    expectWellFormed(r, 30);
    // Mar 3-6, 9-13, 16-20, 23 (weekdays only); the last day is cut at 12:00 (now + 504 h).
    expect(Object.keys(r)).toEqual([
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
      '2026-03-19',
      '2026-03-20',
      '2026-03-23',
    ]);
    expect(r['2026-03-23']?.map((s) => s.label)).toEqual([
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
    ]);
    expect(all(r)).toHaveLength(14 * 16 + 6);
  });

  it('high_priority: today (with lead time) .. now+336h', () => {
    const r = generateSlots(
      input({ type: 'high_priority', preferences: null, now: '2026-03-02T08:00:00Z' }),
    );
    expectWellFormed(r, 30);
    expect(r['2026-03-02']?.[0]?.start).toBe('2026-03-02T10:00:00.000Z');
    expect(r['2026-03-02']).toHaveLength(14);
    // now + 336 h = 2026-03-16T08:00Z, before that Monday's 9:00.
    expect(Object.keys(r).at(-1)).toBe('2026-03-13');
    expect(Object.keys(r)).toHaveLength(10);
  });
});

describe('notice', () => {
  const everyDayUtc = prefs({ dayAvailability: week(on(0, 23)) });
  it.each<[string, LinkType, string, string]>([
    [
      'min notice 30 min: 00:00 is 20 min away, so 00:30 first',
      'standard',
      '2026-03-02T23:40:00Z',
      '2026-03-03T00:30:00.000Z',
    ],
    [
      'min notice 30 min is inclusive',
      'standard',
      '2026-03-02T23:30:00Z',
      '2026-03-03T00:00:00.000Z',
    ],
    [
      'high_priority today: 2 h lead, inclusive',
      'high_priority',
      '2026-03-02T10:00:00Z',
      '2026-03-02T12:00:00.000Z',
    ],
    [
      'high_priority today: 2 h lead, rounded up to the next half hour',
      'high_priority',
      '2026-03-02T10:01:00Z',
      '2026-03-02T12:30:00.000Z',
    ],
    [
      'high_priority: tomorrow needs only the 30 min notice',
      'high_priority',
      '2026-03-02T23:15:00Z',
      '2026-03-03T00:00:00.000Z',
    ],
  ])('%s', (_name, type, now, first) => {
    const r = generateSlots(input({ type, now, preferences: everyDayUtc }));
    expect(all(r)[0]?.start).toBe(first);
    for (const s of all(r))
      expect(Date.parse(s.start)).toBeGreaterThanOrEqual(Date.parse(now) + 30 * 60_000);
  });

  it('high_priority today is the host-local day, not the UTC day', () => {
    // 04:00Z = 23:00 EST on Mar 2 in New York. Host "tomorrow" (Mar 3) starts 05:00Z, 1 h away:
    // allowed, because the 2 h lead only applies to the host's today.
    const r = generateSlots(
      input({
        type: 'high_priority',
        now: '2026-03-03T04:00:00Z',
        preferences: prefs({ timezone: NY, dayAvailability: week(on(0, 23)) }),
      }),
    );
    expect(all(r)[0]?.start).toBe('2026-03-03T05:00:00.000Z');
  });

  it('high_priority today: the window starts at now, not at the day start', () => {
    const r = generateSlots(input({ type: 'high_priority', now: '2026-03-02T10:00:00Z' }));
    expect(r['2026-03-02']?.map((s) => s.label)).toEqual(
      halfHours('12:00', '17:00').map(label24to12),
    );
  });

  it('a standard link never offers today', () => {
    const r = generateSlots(input({ now: '2026-03-02T01:00:00Z', preferences: everyDayUtc }));
    expect(r['2026-03-02']).toBeUndefined();
    expect(all(r)[0]?.start).toBe('2026-03-03T00:00:00.000Z');
  });
});

function label24to12(hhmm: string): string {
  const h = Number(hhmm.slice(0, 2));
  return `${h % 12 === 0 ? 12 : h % 12}:${hhmm.slice(3)} ${h < 12 ? 'AM' : 'PM'}`;
}

describe('last slot of the day (9-17)', () => {
  it.each<[number, string | null, number]>([
    [30, '16:30', 16],
    [45, '16:00', 15],
    [60, '16:00', 15],
    [90, '15:30', 14],
    [480, '09:00', 1],
    [481, null, 0],
  ])('%i-minute slots: last starts %s, %i slots', (duration, last, count) => {
    const r = generateSlots(input({ duration, window: oneDay('2026-03-02') }));
    expectWellFormed(r, duration);
    const t = times(r, UTC);
    expect(t).toHaveLength(count);
    expect(t.at(-1) ?? null).toBe(last);
    if (count > 0) expect(t[0]).toBe('09:00');
  });
});

describe('busy intervals and buffer', () => {
  const day = '2026-03-02';
  const b = (start: string, end: string): Interval => ({
    start: `${day}T${start}:00Z`,
    end: `${day}T${end}:00Z`,
  });
  const except = (...gone: string[]) =>
    halfHours('09:00', '17:00').filter((t) => !gone.includes(t));

  it.each<[string, Partial<SlotPreferences>, Interval[], string[]]>([
    [
      'buffer 15 (default) on both sides',
      {},
      [b('10:00', '11:00')],
      except('09:30', '10:00', '10:30', '11:00'),
    ],
    [
      'custom buffer 30',
      { bufferTime: 30 },
      [b('10:00', '11:00')],
      except('09:30', '10:00', '10:30', '11:00'),
    ],
    [
      'custom buffer 45',
      { bufferTime: 45 },
      [b('10:00', '11:00')],
      except('09:00', '09:30', '10:00', '10:30', '11:00', '11:30'),
    ],
    ['buffer 0: back to back', { bufferTime: 0 }, [b('10:00', '11:00')], except('10:00', '10:30')],
    [
      'noBufferNeeded overrides bufferTime',
      { bufferTime: 60, noBufferNeeded: true },
      [b('10:00', '11:00')],
      except('10:00', '10:30'),
    ],
    [
      'buffer 15 blocks slots within 15 min of busy',
      {},
      [b('09:40', '09:50')],
      except('09:00', '09:30', '10:00'),
    ],
    [
      'unordered and overlapping intervals',
      { bufferTime: 0 },
      [
        b('14:00', '15:00'),
        b('10:00', '10:20'),
        b('10:10', '10:50'),
        b('14:30', '14:40'),
        b('09:00', '09:05'),
      ],
      except('09:00', '10:00', '10:30', '14:00', '14:30'),
    ],
    [
      'unordered, overlapping, touching, with buffer 15',
      {},
      [b('13:00', '13:30'), b('12:15', '12:45'), b('12:45', '13:00'), b('16:50', '16:55')],
      except('12:00', '12:30', '13:00', '13:30', '16:30'),
    ],
    [
      'a busy interval spanning the day blocks all of it',
      {},
      [{ start: '2026-03-01T20:00:00Z', end: '2026-03-03T01:00:00Z' }],
      [],
    ],
    [
      'a busy interval before the window changes nothing',
      {},
      [{ start: '2026-02-01T00:00:00Z', end: '2026-02-02T00:00:00Z' }],
      except(),
    ],
    [
      'Date and epoch-ms intervals',
      { bufferTime: 0 },
      [{ start: new Date('2026-03-02T10:00:00Z'), end: Date.parse('2026-03-02T10:30:00Z') }],
      except('10:00'),
    ],
    [
      'an ISO string without an offset is read as UTC',
      { bufferTime: 0 },
      [{ start: '2026-03-02T10:00:00', end: '2026-03-02T10:30:00' }],
      except('10:00'),
    ],
    [
      'an offset ISO string',
      { bufferTime: 0 },
      [{ start: '2026-03-02T05:00:00-05:00', end: '2026-03-02T05:30:00-05:00' }],
      except('10:00'),
    ],
    [
      'fractional seconds and a +05:30 offset (10:00:00Z-10:30:00.5Z)',
      { bufferTime: 0 },
      [{ start: '2026-03-02T15:30:00.000000+05:30', end: '2026-03-02T16:00:00.5+05:30' }],
      except('10:00', '10:30'),
    ],
    [
      'an ISO string without milliseconds',
      { bufferTime: 0 },
      [{ start: '2026-03-02T10:00:00Z', end: '2026-03-02T10:30:00Z' }],
      except('10:00'),
    ],
    [
      'a non-ISO date string still parses',
      { bufferTime: 0 },
      [{ start: 'Mon, 02 Mar 2026 10:00:00 GMT', end: 'Mon, 02 Mar 2026 10:30:00 GMT' }],
      except('10:00'),
    ],
    ['a reversed interval still blocks', { bufferTime: 0 }, [b('10:30', '10:00')], except('10:00')],
    [
      'a zero-length busy instant blocks the slot around it',
      { bufferTime: 0 },
      [b('10:15', '10:15')],
      except('10:00'),
    ],
    [
      'a zero-length busy instant on a boundary blocks nothing (buffer 0)',
      { bufferTime: 0 },
      [b('10:00', '10:00')],
      except(),
    ],
    [
      'unreadable intervals are ignored',
      { bufferTime: 0 },
      [{ start: 'garbage', end: '2026-03-02T12:00:00Z' }],
      except(),
    ],
  ])('%s', (_name, p, busy, expected) => {
    const r = generateSlots(input({ preferences: prefs(p), busy, window: oneDay(day) }));
    expectWellFormed(r, 30);
    expect(times(r, UTC)).toEqual(expected);
  });

  it('many overlapping busy intervals in random order give the same result as their union', () => {
    const at = (min: number) => Date.parse(`${day}T10:00:00Z`) + min * 60_000;
    const pieces: Interval[] = [];
    // the union is 10:00-12:00 and 14:10-14:20
    for (let m = 0; m <= 110; m += 5) pieces.push({ start: at(m), end: at(m + 10) });
    pieces.push(b('14:10', '14:20'));
    const shuffled = [...pieces].sort(
      (x, y) => (((x.start as number) * 7919) % 1000) - (((y.start as number) * 7919) % 1000),
    );
    const union = [b('10:00', '12:00'), b('14:10', '14:20')];
    const p = prefs({ bufferTime: 0 });
    expect(generateSlots(input({ preferences: p, busy: shuffled, window: oneDay(day) }))).toEqual(
      generateSlots(input({ preferences: p, busy: union, window: oneDay(day) })),
    );
  });
});

describe('am / pm (judged in the host zone, standard links only)', () => {
  it.each<[string, LinkType, 'am' | 'pm' | 'both', string[]]>([
    ['standard am: before 12:00', 'standard', 'am', halfHours('09:00', '12:00')],
    ['standard pm: at or after 12:00', 'standard', 'pm', halfHours('12:00', '17:00')],
    ['standard both', 'standard', 'both', halfHours('09:00', '17:00')],
    ['high_priority ignores am', 'high_priority', 'am', halfHours('09:00', '17:00')],
    ['high_priority ignores pm', 'high_priority', 'pm', halfHours('09:00', '17:00')],
  ])('%s', (_name, type, timePreference, expected) => {
    const r = generateSlots(
      input({ type, preferences: prefs({ timePreference }), window: oneDay('2026-03-03') }),
    );
    expect(times(r, UTC)).toEqual(expected);
  });

  it('am keeps the host morning even when it is evening for the visitor', () => {
    // Host New York 9-17 (EST); visitor Tokyo (+9): the host's 9:00-11:30 is 23:00-01:30 in Tokyo.
    const r = generateSlots(
      input({
        preferences: prefs({ timezone: NY, timePreference: 'am' }),
        visitorTimeZone: TOKYO,
        window: oneDay('2026-03-03'),
      }),
    );
    expect(times(r, NY)).toEqual(halfHours('09:00', '12:00'));
    expect(all(r).map((s) => s.label)).toEqual([
      '11:00 PM',
      '11:30 PM',
      '12:00 AM',
      '12:30 AM',
      '1:00 AM',
      '1:30 AM',
    ]);
    expect(Object.keys(r)).toEqual(['2026-03-03', '2026-03-04']);
  });

  it.each<[string, string, string, 'am' | 'pm', string[]]>([
    [
      'NY fall back, am',
      NY,
      '2026-11-01',
      'am',
      ['00:00', '00:30', '01:00', '01:30', '01:00', '01:30', ...halfHours('02:00', '12:00')],
    ],
    ['NY fall back, pm', NY, '2026-11-01', 'pm', ['12:00', '12:30']],
    [
      'NY spring forward, am',
      NY,
      '2026-03-08',
      'am',
      ['00:00', '00:30', '01:00', '01:30', ...halfHours('03:00', '12:00')],
    ],
    ['NY spring forward, pm', NY, '2026-03-08', 'pm', ['12:00', '12:30']],
    ['London spring forward, pm', LON, '2026-03-29', 'pm', ['12:00', '12:30']],
  ])(
    'the noon cutoff on a DST day is host wall-clock time: %s',
    (_name, zone, date, timePreference, expected) => {
      const now = new Date(Date.parse(`${date}T12:00:00Z`) - 5 * 86_400_000).toISOString();
      const r = generateSlots(
        input({
          now,
          preferences: prefs({ timezone: zone, timePreference, dayAvailability: week(on(0, 13)) }),
          visitorTimeZone: zone,
          window: oneDay(date),
        }),
      );
      expect(times(r, zone)).toEqual(expected);
    },
  );

  it('pm with a window that straddles noon keeps only 12:00 onwards', () => {
    const r = generateSlots(
      input({
        duration: 60,
        preferences: prefs({ timePreference: 'pm', dayAvailability: weekdays(on(10, 14)) }),
        window: oneDay('2026-03-03'),
      }),
    );
    expect(times(r, UTC)).toEqual(['12:00', '12:30', '13:00']);
  });
});

describe('window clipping', () => {
  it('clips to an ISO window (intersection)', () => {
    const r = generateSlots(
      input({ window: { startDate: '2026-03-04T12:00:00Z', endDate: '2026-03-05T12:00:00Z' } }),
    );
    expect(r['2026-03-04']?.map((s) => s.label)).toEqual(
      halfHours('12:00', '17:00').map(label24to12),
    );
    expect(r['2026-03-05']?.map((s) => s.label)).toEqual(
      halfHours('09:00', '12:00').map(label24to12),
    );
    expect(Object.keys(r)).toEqual(['2026-03-04', '2026-03-05']);
  });

  it('a date-only window covers whole host-local days', () => {
    const r = generateSlots(
      input({
        preferences: prefs({ timezone: NY }),
        visitorTimeZone: NY,
        window: { startDate: '2026-03-04', endDate: '2026-03-05' },
      }),
    );
    expect(Object.keys(r)).toEqual(['2026-03-04', '2026-03-05']);
    expect(all(r)).toHaveLength(32);
  });

  it('a wider window does not extend the booking window', () => {
    const r = generateSlots(
      input({
        type: 'high_priority',
        preferences: null,
        now: '2026-03-02T08:00:00Z',
        window: { startDate: '2026-01-01', endDate: '2026-12-31' },
      }),
    );
    expect(r).toEqual(
      generateSlots(
        input({ type: 'high_priority', preferences: null, now: '2026-03-02T08:00:00Z' }),
      ),
    );
  });

  it.each<[string, { startDate: string; endDate: string }]>([
    ['a window in the past', { startDate: '2026-01-01', endDate: '2026-01-31' }],
    ['a window after the booking window', { startDate: '2026-06-01', endDate: '2026-06-30' }],
    [
      'an empty window (end before start)',
      { startDate: '2026-03-05T00:00:00Z', endDate: '2026-03-04T00:00:00Z' },
    ],
    ['an unreadable window', { startDate: 'soon', endDate: '2026-03-10' }],
  ])('%s gives no slots', (_name, window) => {
    expect(generateSlots(input({ window }))).toEqual({});
  });
});

describe('DST days (host zone = visitor zone, every day available)', () => {
  it.each<[string, string, string, number, number, number, string[]]>([
    // name, zone, date, startHour, endHour, duration, host-local starts
    [
      'NY spring forward 0-5',
      NY,
      '2026-03-08',
      0,
      5,
      30,
      ['00:00', '00:30', '01:00', '01:30', '03:00', '03:30', '04:00', '04:30'],
    ],
    [
      'NY spring forward 0-5, 60 min',
      NY,
      '2026-03-08',
      0,
      5,
      60,
      ['00:00', '00:30', '01:00', '01:30', '03:00', '03:30', '04:00'],
    ],
    [
      'NY spring forward, start hour in the gap (2-5)',
      NY,
      '2026-03-08',
      2,
      5,
      30,
      ['03:00', '03:30', '04:00', '04:30'],
    ],
    [
      'NY spring forward, end hour in the gap (0-2)',
      NY,
      '2026-03-08',
      0,
      2,
      30,
      ['00:00', '00:30', '01:00', '01:30'],
    ],
    ['NY spring forward 9-17', NY, '2026-03-08', 9, 17, 30, halfHours('09:00', '17:00')],
    ['NY day after spring forward 9-17', NY, '2026-03-09', 9, 17, 30, halfHours('09:00', '17:00')],
    [
      'NY fall back 0-5',
      NY,
      '2026-11-01',
      0,
      5,
      30,
      [
        '00:00',
        '00:30',
        '01:00',
        '01:30',
        '01:00',
        '01:30',
        '02:00',
        '02:30',
        '03:00',
        '03:30',
        '04:00',
        '04:30',
      ],
    ],
    [
      'NY fall back 1-2 (the repeated hour)',
      NY,
      '2026-11-01',
      1,
      2,
      30,
      ['01:00', '01:30', '01:00', '01:30'],
    ],
    ['NY fall back 9-17', NY, '2026-11-01', 9, 17, 30, halfHours('09:00', '17:00')],
    [
      'London spring forward 0-5',
      LON,
      '2026-03-29',
      0,
      5,
      30,
      ['00:00', '00:30', '02:00', '02:30', '03:00', '03:30', '04:00', '04:30'],
    ],
    ['London spring forward 9-17', LON, '2026-03-29', 9, 17, 30, halfHours('09:00', '17:00')],
    [
      'London fall back 0-5',
      LON,
      '2026-10-25',
      0,
      5,
      30,
      [
        '00:00',
        '00:30',
        '01:00',
        '01:30',
        '01:00',
        '01:30',
        '02:00',
        '02:30',
        '03:00',
        '03:30',
        '04:00',
        '04:30',
      ],
    ],
    ['London fall back 9-17', LON, '2026-10-25', 9, 17, 30, halfHours('09:00', '17:00')],
  ])('%s', (_name, zone, date, startHour, endHour, duration, expected) => {
    const now = new Date(Date.parse(`${date}T12:00:00Z`) - 5 * 86_400_000).toISOString();
    const r = generateSlots(
      input({
        now,
        duration,
        preferences: prefs({ timezone: zone, dayAvailability: week(on(startHour, endHour)) }),
        visitorTimeZone: zone,
        window: oneDay(date),
      }),
    );
    expectWellFormed(r, duration);
    expect(Object.keys(r)).toEqual([date]);
    expect(times(r, zone)).toEqual(expected);
    expect(r[date]?.map((s) => s.label)).toEqual(expected.map(label24to12));
  });

  it('no shifted hours across a DST change in a 3-week window (NY 9-17)', () => {
    const r = generateSlots(
      input({
        now: '2026-03-01T12:00:00Z',
        preferences: prefs({ timezone: NY }),
        visitorTimeZone: NY,
      }),
    );
    expectWellFormed(r, 30);
    for (const [date, slots] of Object.entries(r)) {
      expect(
        slots.map((s) => local(s.start, NY).slice(11)),
        date,
      ).toEqual(halfHours('09:00', '17:00'));
    }
    expect(r['2026-03-06']?.[0]?.start).toBe('2026-03-06T14:00:00.000Z'); // EST
    expect(r['2026-03-09']?.[0]?.start).toBe('2026-03-09T13:00:00.000Z'); // EDT
  });

  it("a visitor whose zone changes while the host's does not keeps correct labels", () => {
    // Host UTC 9-17; visitor New York: 9:00Z is 4:00 AM EST before Mar 8, 5:00 AM EDT after.
    const r = generateSlots(input({ now: '2026-03-05T12:00:00Z', visitorTimeZone: NY }));
    expect(r['2026-03-06']?.[0]?.label).toBe('4:00 AM');
    expect(r['2026-03-09']?.[0]?.label).toBe('5:00 AM');
  });
});

describe('zones with offsets that are not whole hours, and the date line', () => {
  it('Asia/Kolkata (+5:30) host viewed from Los Angeles', () => {
    // Host Monday 9:00-17:00 IST = 03:30Z-11:30Z = Sunday 19:30 - Monday 03:30 PST.
    const r = generateSlots(
      input({
        preferences: prefs({ timezone: KOL }),
        visitorTimeZone: LA,
        window: oneDay('2026-03-02'),
      }),
    );
    expectWellFormed(r, 30);
    expect(times(r, KOL)).toEqual(halfHours('09:00', '17:00'));
    expect(all(r)[0]?.start).toBe('2026-03-02T03:30:00.000Z');
    expect(r['2026-03-01']?.map((s) => s.label)).toEqual(
      halfHours('19:30', '24:00').map(label24to12),
    );
    expect(r['2026-03-02']?.map((s) => s.label)).toEqual(
      halfHours('00:00', '03:30').map(label24to12),
    );
  });

  it('Asia/Kathmandu (+5:45) host: local :00/:30 boundaries, UTC :15/:45', () => {
    const r = generateSlots(
      input({ preferences: prefs({ timezone: 'Asia/Kathmandu' }), window: oneDay('2026-03-02') }),
    );
    expect(times(r, 'Asia/Kathmandu')).toEqual(halfHours('09:00', '17:00'));
    expect(all(r)[0]?.start).toBe('2026-03-02T03:15:00.000Z');
  });

  it('Pacific/Auckland host viewed from Los Angeles: date keys move back a day', () => {
    // Host Mon 9:00 NZDT (+13) = Sun 20:00Z = Sun 12:00 PST. Host Mon-Fri become LA Sun-Thu.
    const r = generateSlots(
      input({
        now: '2026-02-28T12:00:00Z',
        preferences: prefs({ timezone: AKL }),
        visitorTimeZone: LA,
      }),
    );
    expectWellFormed(r, 30);
    expect(Object.keys(r)[0]).toBe('2026-03-01');
    expect(r['2026-03-01']?.[0]?.label).toBe('12:00 PM');
    expect(r['2026-03-01']?.at(-1)?.label).toBe('7:30 PM');
    for (const key of Object.keys(r)) {
      const dow = new Date(`${key}T00:00:00Z`).getUTCDay();
      expect([0, 1, 2, 3, 4], key).toContain(dow);
    }
  });

  it('a day crossing midnight UTC (host Los Angeles 9-17) is grouped by the visitor date', () => {
    const p = prefs({ timezone: LA });
    const utc = generateSlots(
      input({ preferences: p, visitorTimeZone: UTC, window: oneDay('2026-03-02') }),
    );
    expect(starts(utc)[0]).toBe('2026-03-02T17:00:00.000Z');
    expect(starts(utc).at(-1)).toBe('2026-03-03T00:30:00.000Z');
    expect(utc['2026-03-02']).toHaveLength(14);
    expect(utc['2026-03-03']?.map((s) => s.label)).toEqual(['12:00 AM', '12:30 AM']);

    const la = generateSlots(
      input({ preferences: p, visitorTimeZone: LA, window: oneDay('2026-03-02') }),
    );
    expect(Object.keys(la)).toEqual(['2026-03-02']);
    expect(la['2026-03-02']?.map((s) => s.label)).toEqual(
      halfHours('09:00', '17:00').map(label24to12),
    );
    expect(starts(la)).toEqual(starts(utc));
  });
});

describe('labels and keys', () => {
  it.each([KOL, LA, TOKYO, AKL])(
    "match dayjs's tz formatting ('h:mm A', 'YYYY-MM-DD') for a visitor in %s",
    (zone) => {
      const r = generateSlots(
        input({
          preferences: prefs({ timezone: KOL }),
          visitorTimeZone: zone,
          now: '2026-03-10T12:00:00Z',
        }),
      );
      expect(all(r).length).toBeGreaterThan(100);
      for (const [key, slots] of Object.entries(r)) {
        for (const s of slots) {
          const d = dayjs(s.start).tz(zone);
          expect(s.label).toBe(d.format('h:mm A'));
          expect(key).toBe(d.format('YYYY-MM-DD'));
        }
      }
    },
  );
});

describe('preferences', () => {
  it('null preferences: Mon-Fri 9-17 UTC, buffer 15', () => {
    const r = generateSlots(
      input({
        preferences: null,
        visitorTimeZone: NY,
        busy: [{ start: '2026-03-02T10:00:00Z', end: '2026-03-02T11:00:00Z' }],
        now: SUNDAY_NOON,
      }),
    );
    expect(generateSlots(input({ preferences: null, now: SUNDAY_NOON }))).toEqual(
      generateSlots(input({ preferences: { ...DEFAULT_SLOT_PREFERENCES }, now: SUNDAY_NOON })),
    );
    for (const s of all(r)) {
      const dow = new Date(s.start).getUTCDay();
      expect([1, 2, 3, 4, 5]).toContain(dow);
      const hm = s.start.slice(11, 16);
      expect(hm >= '09:00' && hm <= '16:30').toBe(true);
    }
    const monday = all(r)
      .filter((s) => s.start.startsWith('2026-03-02'))
      .map((s) => s.start.slice(11, 16));
    expect(monday).toEqual(
      halfHours('09:00', '17:00').filter((t) => !['09:30', '10:00', '10:30', '11:00'].includes(t)),
    );
    expect(all(r)[0]?.label).toBe('4:00 AM'); // 9:00Z seen from New York (EST)
  });

  it.each<[string, Record<string, DayAvailability>, number[]]>([
    [
      'disabled day',
      { ...weekdays(on(9, 17)), '1': { enabled: false, startHour: 9, endHour: 17 } },
      [2, 3, 4, 5],
    ],
    ['endHour == startHour', { ...weekdays(on(9, 17)), '2': on(9, 9) }, [1, 3, 4, 5]],
    ['endHour < startHour', { ...weekdays(on(9, 17)), '3': on(17, 9) }, [1, 2, 4, 5]],
    ['a day missing from the map is disabled', { '1': on(9, 17), '5': on(9, 17) }, [1, 5]],
    ['weekend enabled', week(on(9, 17)), [0, 1, 2, 3, 4, 5, 6]],
    ['empty map', {}, []],
  ])('%s', (_name, dayAvailability, expectedDays) => {
    const r = generateSlots(
      input({
        preferences: prefs({ dayAvailability }),
        window: { startDate: '2026-03-02', endDate: '2026-03-08' },
      }),
    );
    const days = [...new Set(all(r).map((s) => new Date(s.start).getUTCDay()))].sort();
    expect(days).toEqual(expectedDays);
  });

  it('a bad buffer falls back to 15; an unknown zone is read as UTC', () => {
    const busy = [{ start: '2026-03-02T10:00:00Z', end: '2026-03-02T11:00:00Z' }];
    const base = generateSlots(input({ busy, window: oneDay('2026-03-02') }));
    expect(
      generateSlots(
        input({
          busy,
          window: oneDay('2026-03-02'),
          preferences: prefs({ bufferTime: Number.NaN }),
        }),
      ),
    ).toEqual(base);
    expect(
      generateSlots(
        input({
          busy,
          window: oneDay('2026-03-02'),
          preferences: prefs({ timezone: 'Mars/Olympus' }),
          visitorTimeZone: 'nowhere',
        }),
      ),
    ).toEqual(base);
  });

  it.each<[string, Partial<SlotInput>]>([
    ['duration 0', { duration: 0 }],
    ['negative duration', { duration: -30 }],
    ['unreadable now', { now: 'not a date' }],
  ])('%s gives no slots', (_name, p) => {
    expect(generateSlots(input(p))).toEqual({});
  });
});

describe('isSlotAvailable', () => {
  const busy = [{ start: '2026-03-02T10:00:00Z', end: '2026-03-02T11:00:00Z' }];
  const base = input({ busy });

  it('is true for every generated slot', () => {
    const r = generateSlots(base);
    expect(all(r).length).toBeGreaterThan(100);
    for (const s of all(r)) expect(isSlotAvailable(base, s.start, s.end)).toBe(true);
  });

  it.each<[string, string, string, boolean]>([
    ['a free slot', '2026-03-02T09:00:00Z', '2026-03-02T09:30:00Z', true],
    [
      'the same instant written with an offset',
      '2026-03-02T04:00:00-05:00',
      '2026-03-02T04:30:00-05:00',
      true,
    ],
    ['the last slot of the day', '2026-03-02T16:30:00.000Z', '2026-03-02T17:00:00.000Z', true],
    ['a slot overlapping busy', '2026-03-02T10:00:00Z', '2026-03-02T10:30:00Z', false],
    ['a slot inside the buffer', '2026-03-02T11:00:00Z', '2026-03-02T11:30:00Z', false],
    ['a misaligned slot', '2026-03-02T09:15:00Z', '2026-03-02T09:45:00Z', false],
    ['the wrong duration', '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z', false],
    ['a slot past the end of the day', '2026-03-02T17:00:00Z', '2026-03-02T17:30:00Z', false],
    ['a slot on a disabled day (Sunday)', '2026-03-08T13:00:00Z', '2026-03-08T13:30:00Z', false],
    ['a slot after the booking window', '2026-03-23T09:00:00Z', '2026-03-23T09:30:00Z', false],
    ['an unreadable start', 'tomorrow', '2026-03-02T09:30:00Z', false],
  ])('%s: %s', (_name, start, end, expected) => {
    expect(isSlotAvailable(base, start, end)).toBe(expected);
  });

  it('respects am/pm, notice and DST like generateSlots', () => {
    const am = input({ preferences: prefs({ timePreference: 'am' }) });
    expect(isSlotAvailable(am, '2026-03-02T11:30:00Z', '2026-03-02T12:00:00Z')).toBe(true);
    expect(isSlotAvailable(am, '2026-03-02T12:00:00Z', '2026-03-02T12:30:00Z')).toBe(false);
    const hp = input({ type: 'high_priority', now: '2026-03-02T10:00:00Z' });
    expect(isSlotAvailable(hp, '2026-03-02T11:30:00Z', '2026-03-02T12:00:00Z')).toBe(false);
    expect(isSlotAvailable(hp, '2026-03-02T12:00:00Z', '2026-03-02T12:30:00Z')).toBe(true);
    const fall = input({
      now: '2026-10-20T12:00:00Z',
      preferences: prefs({ timezone: NY, dayAvailability: week(on(0, 5)) }),
    });
    // both 1:00 AM on 2026-11-01 in New York (EDT 05:00Z and EST 06:00Z)
    expect(isSlotAvailable(fall, '2026-11-01T05:00:00Z', '2026-11-01T05:30:00Z')).toBe(true);
    expect(isSlotAvailable(fall, '2026-11-01T06:00:00Z', '2026-11-01T06:30:00Z')).toBe(true);
    expect(isSlotAvailable(fall, '2026-11-01T10:00:00Z', '2026-11-01T10:30:00Z')).toBe(false); // 5:00 EST
  });

  it('a 60-minute link accepts 16:00 but not 16:30', () => {
    const hour = input({ duration: 60 });
    expect(isSlotAvailable(hour, '2026-03-02T16:00:00Z', '2026-03-02T17:00:00Z')).toBe(true);
    expect(isSlotAvailable(hour, '2026-03-02T16:30:00Z', '2026-03-02T17:30:00Z')).toBe(false);
  });
});
