import { describe, expect, it } from 'vitest';

import { bookingWindow, generateSlots, type SlotInput, type SlotsByDate } from '.';
import { wallClock } from '../zone-clock';
import type { DayAvailability } from '../preferences';

// Same-day with notice: a link with its own minimum notice offers the host's today, from now +
// the notice, on the link's grid of start times; a link without one keeps the spec's rule.

const NY = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';
const on: DayAvailability = { enabled: true, startHour: 9, endHour: 17 };
const everyDay = { '0': on, '1': on, '2': on, '3': on, '4': on, '5': on, '6': on };

function input(zone: string, now: string, p: Partial<SlotInput> = {}): SlotInput {
  return {
    type: 'standard',
    duration: 30,
    preferences: {
      timePreference: 'both',
      timezone: zone,
      dayAvailability: everyDay,
      bufferTime: 0,
      noBufferNeeded: true,
    },
    busy: [],
    visitorTimeZone: zone,
    now,
    ...p,
  };
}

/** The host-local 'HH:mm' starts of one host-local date. */
function startsOn(r: SlotsByDate, date: string, zone: string): string[] {
  return (r[date] ?? []).map((s) => {
    const w = wallClock(Date.parse(s.start), zone);
    return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
  });
}

describe('same-day with notice', () => {
  it('a standard link with 60 minutes of notice offers today from now + 1 h (10:00 → 11:00)', () => {
    // Monday 1 March 2027, 10:00 in New York (EST, UTC-5).
    const r = generateSlots(input(NY, '2027-03-01T15:00:00Z', { minimumNotice: 60 }));
    const today = startsOn(r, '2027-03-01', NY);
    expect(today[0]).toBe('11:00');
    expect(today.at(-1)).toBe('16:30');
    expect(today).toHaveLength(12);
  });

  it('rounds now + notice up to the link’s start interval', () => {
    // 10:07 + 60 min = 11:07: the next half hour is 11:30; with a 15-minute grid, 11:15.
    const now = '2027-03-01T15:07:00Z';
    expect(
      startsOn(generateSlots(input(NY, now, { minimumNotice: 60 })), '2027-03-01', NY)[0],
    ).toBe('11:30');
    expect(
      startsOn(
        generateSlots(input(NY, now, { minimumNotice: 60, interval: 15 })),
        '2027-03-01',
        NY,
      )[0],
    ).toBe('11:15');
    expect(
      startsOn(
        generateSlots(input(NY, now, { minimumNotice: 60, interval: 60 })),
        '2027-03-01',
        NY,
      )[0],
    ).toBe('12:00');
  });

  it('a standard link without a notice keeps the rule: nothing today, tomorrow from 9:00', () => {
    const r = generateSlots(input(NY, '2027-03-01T15:00:00Z'));
    expect(r['2027-03-01']).toBeUndefined();
    expect(startsOn(r, '2027-03-02', NY)[0]).toBe('09:00');
  });

  it('a notice of 0 offers today from the next start on the grid', () => {
    const r = generateSlots(input(NY, '2027-03-01T15:10:00Z', { minimumNotice: 0 }));
    expect(startsOn(r, '2027-03-01', NY)[0]).toBe('10:30');
  });

  it('a notice past the end of today offers nothing today', () => {
    const r = generateSlots(input(NY, '2027-03-01T15:00:00Z', { minimumNotice: 480 }));
    expect(r['2027-03-01']).toBeUndefined();
    expect(startsOn(r, '2027-03-02', NY)[0]).toBe('09:00');
  });

  it('on the DST day (14 March 2027, New York springs forward at 2:00) the notice is real time', () => {
    // 8:00 EDT = 12:00Z; 90 minutes of notice → 9:30 EDT, the first start.
    const r = generateSlots(input(NY, '2027-03-14T12:00:00Z', { minimumNotice: 90 }));
    expect(startsOn(r, '2027-03-14', NY)[0]).toBe('09:30');
    // Before the change (1:00 EST = 6:00Z), 8 h of notice → 10:00 EDT (7 h of wall clock).
    const early = generateSlots(input(NY, '2027-03-14T06:00:00Z', { minimumNotice: 480 }));
    expect(startsOn(early, '2027-03-14', NY)[0]).toBe('10:00');
  });

  it('in a half-hour zone (Kolkata, UTC+5:30) the grid is the host’s wall clock', () => {
    // 10:40 IST = 05:10Z; 45 minutes → 11:25, rounded up to 11:30.
    const r = generateSlots(input(KOLKATA, '2027-03-01T05:10:00Z', { minimumNotice: 45 }));
    expect(startsOn(r, '2027-03-01', KOLKATA)[0]).toBe('11:30');
  });

  it('the booking window starts today with a notice, tomorrow without one', () => {
    const now = '2027-03-01T15:00:00Z';
    expect(bookingWindow('standard', now, NY, null, 60).start.toISOString()).toBe(
      '2027-03-01T05:00:00.000Z',
    );
    expect(bookingWindow('standard', now, NY, null, null).start.toISOString()).toBe(
      '2027-03-02T05:00:00.000Z',
    );
    expect(bookingWindow('standard', now, KOLKATA, null, 30).start.toISOString()).toBe(
      '2027-02-28T18:30:00.000Z',
    );
  });
});
