import { describe, expect, it } from 'vitest';
import {
  bookingWindow,
  generateSlots,
  isSlotAvailable,
  type SlotInput,
  type SlotPreferences,
} from '.';
import type { DayAvailability } from '../preferences';
import type { TimeRange } from '../day-ranges';

// Table tests of several ranges a day, quarter-hour edges, 15/30/60-minute intervals, a range to
// midnight and the per-link booking window, across DST in New York, London, Lord Howe (half an
// hour) and a 45-minute zone (Kathmandu). Slots start at a range's start and every interval after.

function everyDay(ranges: TimeRange[]): Record<string, DayAvailability> {
  const first = ranges[0] ?? { start: 540, end: 1020 };
  const day: DayAvailability = {
    enabled: true,
    startHour: Math.ceil(first.start / 60),
    endHour: Math.min(23, Math.floor(first.end / 60)),
    ranges,
  };
  return Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((k) => [k, day]));
}

function prefs(zone: string, ranges: TimeRange[]): SlotPreferences {
  return {
    timePreference: 'both',
    timezone: zone,
    dayAvailability: everyDay(ranges),
    bufferTime: 0,
    noBufferNeeded: true,
  };
}

/** One host-local day's slots, seen from the host's own zone; `now` is days earlier. */
function day(
  zone: string,
  date: string,
  ranges: TimeRange[],
  options: Partial<SlotInput> = {},
): { labels: string[]; starts: string[]; input: SlotInput } {
  const input: SlotInput = {
    type: 'standard',
    duration: 30,
    preferences: prefs(zone, ranges),
    busy: [],
    visitorTimeZone: zone,
    now: new Date(Date.parse(`${date}T12:00:00Z`) - 4 * 86_400_000).toISOString(),
    window: { startDate: date, endDate: date },
    ...options,
  };
  const slots = Object.values(generateSlots(input)).flat();
  return { labels: slots.map((s) => s.label), starts: slots.map((s) => s.start), input };
}

const every = (fromMin: number, toMin: number, step: number): string[] => {
  const out: string[] = [];
  for (let m = fromMin; m <= toMin; m += step) {
    const h = Math.floor(m / 60);
    out.push(
      `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`,
    );
  }
  return out;
};

const SPLIT: TimeRange[] = [
  { start: 540, end: 720 },
  { start: 810, end: 1035 },
];

describe('several ranges a day', () => {
  it('9:00 AM–12:00 PM and 1:30 PM–5:15 PM, every 15 minutes, 30-minute meetings', () => {
    const { labels } = day('America/New_York', '2026-12-07', SPLIT, { interval: 15 });
    expect(labels).toEqual([...every(540, 690, 15), ...every(810, 1005, 15)]);
    expect(labels[0]).toBe('9:00 AM');
    expect(labels.at(-1)).toBe('4:45 PM');
    expect(labels).not.toContain('12:00 PM');
    expect(labels).not.toContain('1:15 PM');
  });

  it.each([
    [15, [...every(810, 1005, 15)]],
    [30, ['1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM', '4:30 PM']],
    [60, ['1:30 PM', '2:30 PM', '3:30 PM', '4:30 PM']],
  ])('a range from 1:30 PM offers 1:30 PM first, every %i minutes', (interval, expected) => {
    const { labels } = day('UTC', '2026-12-07', [{ start: 810, end: 1035 }], { interval });
    expect(labels).toEqual(expected);
  });

  it('a slot lies wholly inside one range: ranges that touch stay apart', () => {
    const touching = [
      { start: 540, end: 615 },
      { start: 615, end: 720 },
    ];
    const { labels } = day('UTC', '2026-12-07', touching, { interval: 30, duration: 60 });
    // 9:00–10:15 holds only 9:00; 10:15–12:00 starts at 10:15
    expect(labels).toEqual(['9:00 AM', '10:15 AM', '10:45 AM']);
  });

  it('three ranges, listed in any order', () => {
    const three = [
      { start: 1200, end: 1260 },
      { start: 480, end: 540 },
      { start: 720, end: 780 },
    ];
    const { labels } = day('UTC', '2026-12-07', three, { interval: 30 });
    expect(labels).toEqual(['8:00 AM', '8:30 AM', '12:00 PM', '12:30 PM', '8:00 PM', '8:30 PM']);
  });

  it('a range may end at midnight', () => {
    const { labels, starts } = day('America/New_York', '2026-12-07', [{ start: 1320, end: 1440 }], {
      interval: 30,
      duration: 60,
    });
    expect(labels).toEqual(['10:00 PM', '10:30 PM', '11:00 PM']);
    expect(starts.at(-1)).toBe('2026-12-08T04:00:00.000Z'); // 11 PM EST, ends at midnight
  });

  it('a day without ranges is its startHour to endHour, as before', () => {
    const input: SlotInput = {
      ...day('UTC', '2026-12-07', SPLIT).input,
      preferences: {
        ...prefs('UTC', SPLIT),
        dayAvailability: { '1': { enabled: true, startHour: 9, endHour: 11 } },
      },
    };
    expect(
      Object.values(generateSlots(input))
        .flat()
        .map((s) => s.label),
    ).toEqual(['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM']);
  });

  it("a date override's ranges replace the weekday's", () => {
    const base = day('UTC', '2026-12-07', SPLIT, { interval: 60 }).input;
    const input: SlotInput = {
      ...base,
      dateAvailability: {
        '2026-12-07': {
          enabled: true,
          startHour: 7,
          endHour: 8,
          ranges: [
            { start: 435, end: 495 },
            { start: 1395, end: 1440 },
          ],
        },
      },
    };
    expect(
      Object.values(generateSlots(input))
        .flat()
        .map((s) => s.label),
    ).toEqual(['7:15 AM', '11:15 PM']);
  });

  it('the booking check agrees: outside every range, or off the range’s grid, is refused', () => {
    const { input, starts } = day('America/New_York', '2026-12-07', SPLIT, { interval: 15 });
    for (const s of starts)
      expect(isSlotAvailable(input, s, new Date(Date.parse(s) + 30 * 60_000).toISOString())).toBe(
        true,
      );
    // 12:00 PM and 1:00 PM EST: between the ranges
    expect(isSlotAvailable(input, '2026-12-07T17:00:00Z', '2026-12-07T17:30:00Z')).toBe(false);
    expect(isSlotAvailable(input, '2026-12-07T18:00:00Z', '2026-12-07T18:30:00Z')).toBe(false);
    // 4:45 PM fits (ends 5:15 PM); 5:00 PM does not
    expect(isSlotAvailable(input, '2026-12-07T21:45:00Z', '2026-12-07T22:15:00Z')).toBe(true);
    expect(isSlotAvailable(input, '2026-12-07T22:00:00Z', '2026-12-07T22:30:00Z')).toBe(false);
    const hourly = { ...input, interval: 60 };
    expect(isSlotAvailable(hourly, '2026-12-07T18:30:00Z', '2026-12-07T19:00:00Z')).toBe(true);
    expect(isSlotAvailable(hourly, '2026-12-07T18:45:00Z', '2026-12-07T19:15:00Z')).toBe(false);
  });
});

describe('across DST and unusual offsets', () => {
  it('New York, spring forward: a range across the gap keeps its grid', () => {
    const { starts } = day('America/New_York', '2026-03-08', [{ start: 90, end: 240 }], {
      interval: 30,
    });
    // 1:30 EST, then 3:00 and 3:30 EDT (2:00–3:00 does not exist); the range ends at 4:00 EDT
    expect(starts).toEqual([
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T07:30:00.000Z',
    ]);
  });

  it('New York, spring forward: a range starting in the gap starts when the clock resumes', () => {
    const { labels } = day('America/New_York', '2026-03-08', [{ start: 150, end: 300 }], {
      interval: 30,
    });
    expect(labels).toEqual(['3:00 AM', '3:30 AM', '4:00 AM', '4:30 AM']);
  });

  it('New York, fall back: hourly starts from 12:30 AM through the repeated hour', () => {
    const { starts, labels } = day('America/New_York', '2026-11-01', [{ start: 30, end: 150 }], {
      interval: 60,
      duration: 60,
    });
    expect(starts).toEqual([
      '2026-11-01T04:30:00.000Z',
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T06:30:00.000Z',
    ]);
    expect(labels).toEqual(['12:30 AM', '1:30 AM', '1:30 AM']);
  });

  it('London, spring forward: quarter hours before and after the gap', () => {
    const { labels } = day('Europe/London', '2026-03-29', [{ start: 45, end: 180 }], {
      interval: 15,
      duration: 15,
    });
    expect(labels).toEqual(['12:45 AM', '2:00 AM', '2:15 AM', '2:30 AM', '2:45 AM']);
  });

  it('London, fall back: a range to midnight on a 25-hour day', () => {
    const { labels } = day('Europe/London', '2026-10-25', [{ start: 1380, end: 1440 }], {
      interval: 15,
      duration: 30,
    });
    expect(labels).toEqual(['11:00 PM', '11:15 PM', '11:30 PM']);
  });

  it('Lord Howe, half-hour fall back: the repeated half hour is offered twice', () => {
    const { starts, labels } = day('Australia/Lord_Howe', '2026-04-05', [{ start: 60, end: 180 }], {
      interval: 30,
    });
    expect(starts).toEqual([
      '2026-04-04T14:00:00.000Z',
      '2026-04-04T14:30:00.000Z',
      '2026-04-04T15:00:00.000Z',
      '2026-04-04T15:30:00.000Z',
      '2026-04-04T16:00:00.000Z',
    ]);
    expect(labels).toEqual(['1:00 AM', '1:30 AM', '1:30 AM', '2:00 AM', '2:30 AM']);
  });

  it('Lord Howe, half-hour spring forward: 2:00–2:30 does not exist', () => {
    const { labels } = day('Australia/Lord_Howe', '2026-10-04', [{ start: 90, end: 210 }], {
      interval: 15,
      duration: 30,
    });
    expect(labels).toEqual(['1:30 AM', '1:45 AM', '2:30 AM', '2:45 AM', '3:00 AM']);
  });

  it('Kathmandu (+5:45): ranges and intervals by its own clock', () => {
    const { starts, labels } = day('Asia/Kathmandu', '2026-12-07', SPLIT, { interval: 60 });
    expect(labels).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '1:30 PM',
      '2:30 PM',
      '3:30 PM',
      '4:30 PM',
    ]);
    expect(starts[3]).toBe('2026-12-07T07:45:00.000Z');
  });

  it('a visitor in a half-hour zone sees the same instants', () => {
    const host = day('America/New_York', '2026-12-07', SPLIT, { interval: 15 });
    const input = { ...host.input, visitorTimeZone: 'Asia/Kolkata' };
    const slots = Object.values(generateSlots(input)).flat();
    expect(slots.map((s) => s.start)).toEqual(host.starts);
    expect(slots[0]?.label).toBe('7:30 PM'); // 9:00 AM EST is 7:30 PM IST
  });
});

describe('the booking window in days', () => {
  const now = '2026-12-01T15:00:00Z';
  it.each([
    ['high_priority', undefined, '2026-12-15T15:00:00.000Z'],
    ['standard', undefined, '2026-12-22T15:00:00.000Z'],
    ['standard', 7, '2026-12-08T15:00:00.000Z'],
    ['high_priority', 60, '2027-01-30T15:00:00.000Z'],
    ['standard', 0, '2026-12-22T15:00:00.000Z'], // unreadable: the default
  ] as const)('%s, %s days, ends at %s', (type, days, end) => {
    expect(bookingWindow(type, now, 'UTC', days).end.toISOString()).toBe(end);
  });

  it('no slot lies beyond now + N days, and the last day is offered', () => {
    const input: SlotInput = {
      type: 'standard',
      duration: 30,
      windowDays: 7,
      preferences: prefs('UTC', SPLIT),
      busy: [],
      visitorTimeZone: 'UTC',
      now,
    };
    const keys = Object.keys(generateSlots(input));
    expect(keys[0]).toBe('2026-12-02');
    expect(keys.at(-1)).toBe('2026-12-08');
    const last = generateSlots(input)['2026-12-08'] ?? [];
    // the window ends at 15:00 on the 8th: 2:30 PM is the last start of a 30-minute slot
    expect(last.at(-1)?.label).toBe('2:30 PM');
  });
});
