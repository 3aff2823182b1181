import { bench, describe } from 'vitest';

import { mulberry32 } from '../random';
import { generateSlots, isSlotAvailable, type Interval, type SlotInput } from '.';

// Run: npx vitest bench src/domain/slots.bench.ts --run
// A 21-day standard window (30-minute slots, host New York Mon-Fri 9-17, visitor London) against
// deterministic busy sets. Busy times arrive as ISO strings in random order, as from the API, so
// parsing, sorting and merging are all part of the measured cost.

const NOW = Date.parse('2026-03-02T15:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** n busy intervals of 5-120 minutes, spread from a day before now to 23 days after, unordered. */
function busySet(n: number, seed: number): Interval[] {
  const next = mulberry32(seed);
  const out: Interval[] = [];
  for (let i = 0; i < n; i++) {
    const start = NOW - DAY + Math.floor(next() * 24 * DAY);
    const length = (5 + Math.floor(next() * 116)) * MINUTE;
    out.push({ start: new Date(start).toISOString(), end: new Date(start + length).toISOString() });
  }
  return out;
}

function input(busy: Interval[]): SlotInput {
  return {
    type: 'standard',
    duration: 30,
    preferences: {
      timePreference: 'both',
      timezone: 'America/New_York',
      dayAvailability: {
        '1': { enabled: true, startHour: 9, endHour: 17 },
        '2': { enabled: true, startHour: 9, endHour: 17 },
        '3': { enabled: true, startHour: 9, endHour: 17 },
        '4': { enabled: true, startHour: 9, endHour: 17 },
        '5': { enabled: true, startHour: 9, endHour: 17 },
      },
      bufferTime: 15,
      noBufferNeeded: false,
    },
    busy,
    visitorTimeZone: 'Europe/London',
    now: NOW,
  };
}

const none = input([]);
const oneThousand = input(busySet(1_000, 1));
const tenThousand = input(busySet(10_000, 2));
const tenThousandSorted = input(
  [...(tenThousand.busy as Interval[])].sort(
    (a, b) => Date.parse(String(a.start)) - Date.parse(String(b.start)),
  ),
);

describe('generateSlots, 21-day standard window, 30-minute slots', () => {
  bench('no busy intervals', () => {
    generateSlots(none);
  });
  bench('1,000 busy intervals (unordered)', () => {
    generateSlots(oneThousand);
  });
  bench('10,000 busy intervals (unordered)', () => {
    generateSlots(tenThousand);
  });
  bench('10,000 busy intervals (already sorted)', () => {
    generateSlots(tenThousandSorted);
  });
});

describe('isSlotAvailable (booking re-check)', () => {
  bench('10,000 busy intervals', () => {
    isSlotAvailable(tenThousand, '2026-03-10T14:00:00Z', '2026-03-10T14:30:00Z');
  });
});
