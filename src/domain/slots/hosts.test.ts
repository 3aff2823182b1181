import { describe, expect, it } from 'vitest';

import {
  freeHostsAt,
  generateSlots,
  generateTeamSlots,
  type SlotPreferences,
  type TeamMember,
  type TeamSlotInput,
} from '.';
import type { DayAvailability } from '../preferences';

// The team of the `team` scenario: Jordan (New York 9-5), Noor (London 9-5, "Board review"
// Wednesday 3 March 2027 3:00-4:00 PM London), Priya (Kolkata 10:00-19:00); 15-minute buffers,
// no notice of their own, no daily limit. The QA clock: Monday 1 March 2027, 8:00 AM New York.

const NOW = '2027-03-01T13:00:00.000Z';

function weekdays(startHour: number, endHour: number): Record<string, DayAvailability> {
  const on: DayAvailability = { enabled: true, startHour, endHour };
  return { '1': on, '2': on, '3': on, '4': on, '5': on };
}

function prefs(timezone: string, startHour: number, endHour: number): SlotPreferences {
  return {
    timePreference: 'both',
    timezone,
    dayAvailability: weekdays(startHour, endHour),
    bufferTime: 15,
    noBufferNeeded: false,
  };
}

const jordan: TeamMember = {
  id: 'usr_jordan_lee',
  preferences: prefs('America/New_York', 9, 17),
  busy: [],
};
const noor: TeamMember = {
  id: 'usr_noor_haddad',
  preferences: prefs('Europe/London', 9, 17),
  busy: [{ start: '2027-03-03T15:00:00Z', end: '2027-03-03T16:00:00Z' }],
};
const priya: TeamMember = {
  id: 'usr_priya_shah',
  preferences: prefs('Asia/Kolkata', 10, 19),
  busy: [],
};

const kickoff: TeamSlotInput = {
  kind: 'collective',
  members: [jordan, noor],
  type: 'standard',
  duration: 30,
  interval: 30,
  windowDays: 30,
  gridTimeZone: 'America/New_York',
  visitorTimeZone: 'America/New_York',
  now: NOW,
};
const intro: TeamSlotInput = {
  ...kickoff,
  kind: 'round_robin',
  members: [jordan, noor, priya],
  windowDays: 14,
};

const labels = (input: TeamSlotInput, date: string) =>
  (generateTeamSlots(input)[date] ?? []).map((s) => s.label);

/** Every half hour from `from` to `to` (both included), as labels. */
function halfHours(from: string, to: string): string[] {
  const all: string[] = [];
  for (let m = 0; m < 1440; m += 30) {
    const h = Math.floor(m / 60);
    all.push(`${h % 12 === 0 ? 12 : h % 12}:${m % 60 === 0 ? '00' : '30'} ${h < 12 ? 'AM' : 'PM'}`);
  }
  return all.slice(all.indexOf(from), all.indexOf(to) + 1);
}

describe('team slots: the team scenario, seen by a New York visitor', () => {
  it.each([
    ['kickoff', '2027-03-02', kickoff, halfHours('9:00 AM', '11:30 AM')],
    ['kickoff', '2027-03-03', kickoff, ['9:00 AM', '11:30 AM']],
    ['kickoff', '2027-03-16', kickoff, halfHours('9:00 AM', '12:30 PM')],
    ['intro', '2027-03-02', intro, [...halfHours('12:00 AM', '4:30 PM'), '11:30 PM']],
  ])('%s on %s', (_name, date, input, expected) => {
    expect(labels(input, date)).toEqual(expected);
  });

  it('a collective slot names every member; a round-robin slot only those free', () => {
    const collective = generateTeamSlots(kickoff)['2027-03-02'] ?? [];
    expect(collective.every((s) => s.hosts.join() === 'usr_jordan_lee,usr_noor_haddad')).toBe(true);
    const tuesday = generateTeamSlots(intro)['2027-03-02'] ?? [];
    const hostsAt = (label: string) => tuesday.find((s) => s.label === label)?.hosts;
    // 12:00 AM New York = 10:30 AM Kolkata: Priya alone.
    expect(hostsAt('12:00 AM')).toEqual(['usr_priya_shah']);
    // 4:00 AM New York = 9:00 AM London = 2:30 PM Kolkata: Noor and Priya.
    expect(hostsAt('4:00 AM')).toEqual(['usr_noor_haddad', 'usr_priya_shah']);
    // 10:00 AM New York = 3:00 PM London: Jordan and Noor, Priya's day is over.
    expect(hostsAt('10:00 AM')).toEqual(['usr_jordan_lee', 'usr_noor_haddad']);
    // 4:30 PM New York: Jordan alone; 11:30 PM = 10:00 AM Kolkata on Wednesday: Priya alone.
    expect(hostsAt('4:30 PM')).toEqual(['usr_jordan_lee']);
    expect(hostsAt('11:30 PM')).toEqual(['usr_priya_shah']);
  });

  it('re-checks one slot as the list offers it', () => {
    expect(freeHostsAt(intro, '2027-03-02T15:00:00.000Z', '2027-03-02T15:30:00.000Z')).toEqual([
      'usr_jordan_lee',
      'usr_noor_haddad',
    ]);
    // Noor's board review (with its buffer) leaves Wednesday 9:30 AM New York to nobody on kickoff.
    expect(freeHostsAt(kickoff, '2027-03-03T14:30:00.000Z', '2027-03-03T15:00:00.000Z')).toEqual(
      [],
    );
    expect(freeHostsAt(kickoff, '2027-03-03T14:00:00.000Z', '2027-03-03T14:30:00.000Z')).toEqual([
      'usr_jordan_lee',
      'usr_noor_haddad',
    ]);
    // Off the grid (9:15 AM New York) or of another length: not offered.
    expect(freeHostsAt(intro, '2027-03-02T14:15:00.000Z', '2027-03-02T14:45:00.000Z')).toEqual([]);
    expect(freeHostsAt(intro, '2027-03-02T15:00:00.000Z', '2027-03-02T16:00:00.000Z')).toEqual([]);
  });

  it('one member on a link whose grid matches their ranges offers what a one-host link offers', () => {
    const one = generateTeamSlots({ ...kickoff, members: [jordan] });
    const host = generateSlots({
      type: 'standard',
      duration: 30,
      interval: 30,
      windowDays: 30,
      preferences: jordan.preferences,
      busy: [],
      visitorTimeZone: 'America/New_York',
      now: NOW,
    });
    expect(Object.keys(one)).toEqual(Object.keys(host));
    for (const [date, list] of Object.entries(host)) {
      expect(one[date]?.map(({ start, end, label }) => ({ start, end, label }))).toEqual(list);
    }
  });

  it('a team without members, or with an unreadable clock, offers nothing', () => {
    expect(generateTeamSlots({ ...intro, members: [] })).toEqual({});
    expect(generateTeamSlots({ ...intro, now: 'not a time' })).toEqual({});
  });

  it("each member's own date rules and notice apply, in their own zone", () => {
    const hostsOn = (input: TeamSlotInput, date: string, label: string) =>
      generateTeamSlots(input)[date]?.find((s) => s.label === label)?.hosts ?? [];
    // Jordan's time off on Tuesday (New York) leaves 10:00 AM to Noor alone.
    const off = { ...jordan, timeOff: [{ startDate: '2027-03-02', endDate: '2027-03-02' }] };
    expect(hostsOn({ ...intro, members: [off, noor, priya] }, '2027-03-02', '10:00 AM')).toEqual([
      'usr_noor_haddad',
    ]);
    // Noor's daily limit, reached on Tuesday (London): Jordan alone; Wednesday is open again.
    const full = { ...noor, dailyLimit: 1, bookingsPerDay: { '2027-03-02': 1 } };
    expect(hostsOn({ ...intro, members: [jordan, full] }, '2027-03-02', '10:00 AM')).toEqual([
      'usr_jordan_lee',
    ]);
    expect(hostsOn({ ...intro, members: [jordan, full] }, '2027-03-03', '9:00 AM')).toEqual([
      'usr_jordan_lee',
      'usr_noor_haddad',
    ]);
    // Noor's date override (Tuesday 10:00-12:00 London) shortens her day, in her zone.
    const short = {
      ...noor,
      dateAvailability: { '2027-03-02': { enabled: true, startHour: 10, endHour: 12 } },
    };
    expect(labels({ ...kickoff, members: [jordan, short] }, '2027-03-02')).toEqual([]);
    expect(hostsOn({ ...intro, members: [jordan, short] }, '2027-03-02', '5:00 AM')).toEqual([
      'usr_noor_haddad',
    ]);
    expect(hostsOn({ ...intro, members: [jordan, short] }, '2027-03-02', '4:00 AM')).toEqual([]);
    // A member's own notice (a day and a half) is stricter than the link's (none): Noor has no
    // Tuesday; on a link of 2 hours' notice Jordan offers Monday from 10:00 AM (8:00 AM + 2 h).
    const slow = { ...noor, minimumNotice: 36 * 60 };
    const soon: TeamSlotInput = { ...intro, members: [jordan, slow], minimumNotice: 120 };
    expect(labels(soon, '2027-03-01')[0]).toBe('10:00 AM');
    expect(hostsOn(soon, '2027-03-02', '10:00 AM')).toEqual(['usr_jordan_lee']);
    expect(hostsOn(soon, '2027-03-03', '9:00 AM')).toEqual(['usr_jordan_lee', 'usr_noor_haddad']);
  });
});
