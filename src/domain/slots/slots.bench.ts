import { bench, describe } from 'vitest';

import { mulberry32 } from '../random';
import {
  generateSlots,
  generateTeamSlots,
  isSlotAvailable,
  type Interval,
  type SlotInput,
  type TeamMember,
  type TeamSlotInput,
} from '.';

// Run: npx vitest bench --project unit src/domain/slots/slots.bench.ts --run
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

// A round-robin link of 50 members against the same link with one member, in one run: a 30-day
// window, 30-minute slots every 30 minutes, members Monday-Friday 9-17 in five zones (New York,
// London, Kolkata, Kathmandu, Sydney), each with 40 busy intervals (unordered ISO strings). The
// goal: 50 members cost at most 10 times one member.
const TEAM_ZONES = [
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Sydney',
];

function teamMember(i: number): TeamMember {
  const { preferences } = input([]);
  return {
    id: `member_${i}`,
    preferences: preferences && {
      ...preferences,
      timezone: TEAM_ZONES[i % TEAM_ZONES.length] as string,
    },
    busy: busySet(40, 100 + i),
  };
}

function team(size: number): TeamSlotInput {
  return {
    kind: 'round_robin',
    members: Array.from({ length: size }, (_, i) => teamMember(i)),
    type: 'standard',
    duration: 30,
    interval: 30,
    windowDays: 30,
    gridTimeZone: 'America/New_York',
    visitorTimeZone: 'Europe/London',
    now: NOW,
  };
}

const oneMember = team(1);
const fiftyMembers = team(50);

describe('generateTeamSlots, round robin, 30-day window, 30-minute slots', () => {
  bench('1 member', () => {
    generateTeamSlots(oneMember);
  });
  bench('50 members', () => {
    generateTeamSlots(fiftyMembers);
  });
});
