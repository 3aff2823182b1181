import { describe, expect, it } from 'vitest';

import { slotsOfLink, teamSlotsOfLink } from '.';
import type { components } from '../../api/schema.gen';

type Schemas = components['schemas'];

// The `team` scenario's links as a New York visitor reads them, on the QA clock: Monday 1 March
// 2027, 8:00 AM New York. Jordan (New York 9-5), Noor (London 9-5, "Board review" Wednesday
// 3 March 3:00-4:00 PM London), Priya (Kolkata 10:00-19:00); 15-minute buffers.
const NOW = '2027-03-01T13:00:00.000Z';

const weekdays = (startHour: number, endHour: number) => {
  const on = { enabled: true, startHour, endHour };
  const off = { enabled: false, startHour: 9, endHour: 17 };
  return { '0': off, '1': on, '2': on, '3': on, '4': on, '5': on, '6': off };
};
const host = (
  id: string,
  timezone: string,
  hours: [number, number],
  busySlots: Schemas['TimeInterval'][] = [],
): Schemas['BusySlotsHost'] => ({
  id,
  busySlots,
  preferences: {
    timezone,
    dayAvailability: weekdays(...hours),
    bufferTime: 15,
    noBufferNeeded: false,
    dateAvailability: {},
  },
});
const jordan = host('usr_jordan_lee', 'America/New_York', [9, 17]);
const noor = host(
  'usr_noor_haddad',
  'Europe/London',
  [9, 17],
  [{ start: '2027-03-03T15:00:00.000Z', end: '2027-03-03T16:00:00.000Z' }],
);
const priya = host('usr_priya_shah', 'Asia/Kolkata', [10, 19]);

function teamLink(
  kind: Schemas['TeamKind'],
  hosts: Schemas['BusySlotsHost'][],
  windowDays: number,
): Schemas['PublicSchedulingLink'] {
  return {
    team: {
      name: 'Customer Success',
      slug: 'customer-success',
      kind,
      hosts: hosts.map(({ id }) => ({ id, name: id, picture: null })),
    },
    active: true,
    durations: [30],
    location: null,
    questions: [],
    maxGuests: 0,
    changeCutoffHours: 0,
    requiresApproval: false,
    slotInterval: 30,
    bookingWindowDays: windowDays,
    minimumNotice: null,
    slug: kind === 'collective' ? 'customer-success/kickoff' : 'customer-success/intro',
    type: 'standard',
    defaultDuration: 30,
    name: kind === 'collective' ? 'Kickoff' : 'Intro call',
    description: 'Choose a slot that fits your schedule.',
    customDescription: null,
    host: { name: 'Customer Success', picture: null },
    owner: { name: 'Jordan Lee', email: 'jordan.lee@example.com' },
    preferences: { timePreference: 'both' },
    startDate: '2027-03-02T05:00:00.000Z',
    endDate: new Date(Date.parse(NOW) + windowDays * 86_400_000).toISOString(),
  };
}

const answer = (hosts: Schemas['BusySlotsHost'][]): Schemas['BusySlotsResponse'] => ({
  busySlots: hosts[0]!.busySlots,
  preferences: hosts[0]!.preferences,
  hosts,
});

const labels = (slots: ReturnType<typeof teamSlotsOfLink>, date: string) =>
  (slots[date] ?? []).map((slot) => slot.label);

describe('teamSlotsOfLink: a team link page, read from the public link and busy slots', () => {
  const kickoff = teamLink('collective', [jordan, noor], 30);
  const intro = teamLink('round_robin', [jordan, noor, priya], 14);

  it('offers a collective link only when every host is free, each in their own zone', () => {
    const slots = teamSlotsOfLink(kickoff, answer([jordan, noor]), 'America/New_York', NOW);
    expect(labels(slots, '2027-03-02')).toEqual([
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
    ]);
    // Noor's board review, widened by her buffer.
    expect(labels(slots, '2027-03-03')).toEqual(['9:00 AM', '11:30 AM']);
    // New York on daylight time from 14 March, London not until 28 March.
    expect(labels(slots, '2027-03-16')).toEqual([
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
      '12:00 PM',
      '12:30 PM',
    ]);
  });

  it('offers a round-robin link when at least one host is free', () => {
    const slots = teamSlotsOfLink(intro, answer([jordan, noor, priya]), 'America/New_York', NOW);
    const tuesday = labels(slots, '2027-03-02');
    expect(tuesday).toHaveLength(35);
    expect(tuesday.slice(0, 2)).toEqual(['12:00 AM', '12:30 AM']);
    expect(tuesday.slice(-3)).toEqual(['4:00 PM', '4:30 PM', '11:30 PM']);
  });

  it("applies the link's own settings to every host: the length the visitor chose", () => {
    const slots = teamSlotsOfLink(kickoff, answer([jordan, noor]), 'America/New_York', NOW, 60);
    // The hour must end by 5:00 PM London (12:00 PM New York).
    expect(labels(slots, '2027-03-02')).toEqual([
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
    ]);
  });

  it("judges the link's am/pm preference in each host's own zone", () => {
    const mornings = { ...kickoff, preferences: { timePreference: 'am' as const } };
    // Noor's mornings end at 7:00 AM New York, before Jordan's day starts: no time is both.
    expect(teamSlotsOfLink(mornings, answer([jordan, noor]), 'America/New_York', NOW)).toEqual({});
  });

  it("follows a host's closed date", () => {
    const noorOff = {
      ...noor,
      preferences: {
        ...noor.preferences,
        dateAvailability: { '2027-03-02': { enabled: false, startHour: 0, endHour: 0 } },
      },
    };
    const slots = teamSlotsOfLink(kickoff, answer([jordan, noorOff]), 'America/New_York', NOW);
    expect(slots['2027-03-02']).toBeUndefined();
    expect(labels(slots, '2027-03-03')).toEqual(['9:00 AM', '11:30 AM']);
  });

  it('reads an answer without hosts as a one-host link', () => {
    const oneHost = { busySlots: jordan.busySlots, preferences: jordan.preferences };
    expect(teamSlotsOfLink(kickoff, oneHost, 'America/New_York', NOW)).toEqual(
      slotsOfLink(kickoff, oneHost, 'America/New_York', NOW),
    );
  });
});
