import { describe, expect, it } from 'vitest';
import { addDays, formatCivil, parseCivil } from './civil-date';
import { blockLengths, goalPart, planFocus } from './focus-plan';
import type { FocusWeek, Span } from './focus-planner';
import type { DayAvailability } from './preferences';
import { wallClock, zonedInstant } from './zone-clock';

const NY = 'America/New_York';
/** India: UTC+5:30 all year. */
const KOLKATA = 'Asia/Kolkata';
const MIN = 60_000;
const workday: DayAvailability = { enabled: true, startHour: 9, endHour: 17 };
const closed: DayAvailability = { enabled: false, startHour: 9, endHour: 17 };
const WEEKDAYS = {
  '0': closed,
  '1': workday,
  '2': workday,
  '3': workday,
  '4': workday,
  '5': workday,
  '6': closed,
};

const at = (date: string, time: string, zone = NY) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return zonedInstant(parseCivil(date), h * 60 + m, zone);
};
const span = (date: string, from: string, to: string, zone = NY): Span => ({
  start: at(date, from, zone),
  end: at(date, to, zone),
});
const minutes = (s: Span) => (s.end - s.start) / MIN;
const wallMinute = (t: number, zone: string) => {
  const w = wallClock(t, zone);
  return w.hour * 60 + w.minute;
};
const dateOf = (t: number, zone: string) => formatCivil(wallClock(t, zone));

function week(overrides: Partial<FocusWeek> = {}): FocusWeek {
  return {
    weekStartDate: '2027-03-01',
    timeZone: NY,
    dayAvailability: WEEKDAYS,
    timePreference: 'both',
    bufferMinutes: 0,
    meetings: [],
    blocks: [],
    now: at('2027-03-01', '08:00'),
    ...overrides,
  };
}

/**
 * A busy week as the report found it: every day's free time in half hours between meetings
 * (9:30–10:00, 11:00–11:30, 14:00–14:30), but Tuesday 13:00–16:00 and Thursday 9:00–10:30.
 */
function brokenWeek(zone = NY, monday = '2027-03-01', overrides: Partial<FocusWeek> = {}) {
  const dates = [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
  const meetings: Span[] = [];
  for (const [i, date] of dates.entries()) {
    if (i === 1) {
      meetings.push(span(date, '09:00', '13:00', zone), span(date, '16:00', '17:00', zone));
    } else if (i === 3) {
      meetings.push(span(date, '10:30', '17:00', zone));
    } else {
      meetings.push(
        span(date, '09:00', '09:30', zone),
        span(date, '10:00', '11:00', zone),
        span(date, '11:30', '14:00', zone),
        span(date, '14:30', '17:00', zone),
      );
    }
  }
  return week({
    weekStartDate: monday,
    timeZone: zone,
    meetings,
    now: at(monday, '08:00', zone),
    ...overrides,
  });
}

describe('blockLengths and goalPart', () => {
  it('cuts a need into the fewest blocks of at most 2 hours, as even as half hours allow', () => {
    expect(blockLengths(30)).toEqual([30]);
    expect(blockLengths(60)).toEqual([60]);
    expect(blockLengths(120)).toEqual([120]);
    expect(blockLengths(150)).toEqual([90, 60]);
    expect(blockLengths(180)).toEqual([90, 90]);
    expect(blockLengths(300)).toEqual([120, 90, 90]);
    expect(blockLengths(360)).toEqual([120, 120, 120]);
    expect(blockLengths(0)).toEqual([]);
  });

  it('reads "morning" and "afternoon" in a goal, and neither when it names both or none', () => {
    expect(goalPart('Two focus afternoons')).toBe('pm');
    expect(goalPart('Deep work MORNINGS')).toBe('am');
    expect(goalPart('Write in the morning, review in the afternoon')).toBeNull();
    expect(goalPart('Q2 deck')).toBeNull();
    expect(goalPart('Mornington report')).toBeNull();
  });
});

describe('planFocus: blocks a person would plan', () => {
  it('gives a 3-hour goal two long blocks, not 1.5 hours and three 30-minute pieces', () => {
    const w = brokenWeek();
    const plan = planFocus(w, [{ title: 'Q2 deck', minutesNeeded: 180 }]);
    expect(plan.proposals.map(minutes)).toEqual([90, 90]);
    expect(plan.shortMinutes).toEqual([0]);
    expect(plan.splitByWeek).toEqual([false]);
  });

  it('keeps "Two focus afternoons" to afternoons on the host’s clock, on two days', () => {
    const w = week({
      meetings: [span('2027-03-02', '13:00', '17:00'), span('2027-03-04', '12:00', '15:00')],
    });
    const plan = planFocus(w, [{ title: 'Two focus afternoons', minutesNeeded: 240 }]);
    expect(plan.proposals).toHaveLength(2);
    for (const p of plan.proposals) {
      expect(wallMinute(p.start, NY)).toBeGreaterThanOrEqual(12 * 60);
      expect(p.reason).toMatch(/the goal asks for the afternoon/);
    }
    expect(new Set(plan.proposals.map((p) => dateOf(p.start, NY))).size).toBe(2);
  });

  it('puts a morning goal in the morning even for a host who prefers afternoons', () => {
    const plan = planFocus(week({ timePreference: 'pm' }), [
      { title: 'Deep work mornings', minutesNeeded: 120 },
      { title: 'Reviews', minutesNeeded: 60 },
    ]);
    const [morning, other] = [0, 1].map((g) => plan.proposals.filter((p) => p.goalIndex === g));
    expect(morning!.map((p) => [wallMinute(p.start, NY), minutes(p)])).toEqual([[9 * 60, 120]]);
    expect(wallMinute(other![0]!.start, NY)).toBeGreaterThanOrEqual(12 * 60);
  });

  it('says when the week forced smaller pieces, and takes an hour or more before anything shorter', () => {
    // Only Thursday 9:00–10:30 and the half hours are free: Tuesday is taken too.
    const w = brokenWeek(NY, '2027-03-01');
    const full = { ...w, meetings: [...w.meetings, span('2027-03-02', '13:00', '16:00')] };
    const plan = planFocus(full, [{ title: 'Q2 deck', minutesNeeded: 180 }]);
    expect(plan.splitByWeek).toEqual([true]);
    expect(plan.proposals.map(minutes).sort((a, b) => b - a)[0]).toBe(90);
    expect(plan.proposals.reduce((sum, p) => sum + minutes(p), 0)).toBe(180);
  });

  it('works across a DST week: afternoons stay afternoons when New York springs forward', () => {
    // Sunday 14 March 2027 springs forward; the week of Monday 8 March holds both offsets.
    const w = brokenWeek(NY, '2027-03-08', { dayAvailability: { ...WEEKDAYS, '0': workday } });
    const plan = planFocus(w, [
      { title: 'Q2 deck', minutesNeeded: 180 },
      { title: 'Focus afternoons', minutesNeeded: 240 },
    ]);
    expect(plan.splitByWeek).toEqual([false, false]);
    expect(plan.proposals.filter((p) => p.goalIndex === 0).map(minutes)).toEqual([90, 90]);
    const afternoons = plan.proposals.filter((p) => p.goalIndex === 1);
    expect(afternoons.reduce((sum, p) => sum + minutes(p), 0)).toBe(240);
    for (const p of afternoons) expect(wallMinute(p.start, NY)).toBeGreaterThanOrEqual(12 * 60);
    expect(afternoons.map((p) => minutes(p)).every((m) => m >= 60)).toBe(true);
  });

  it('works in a half-hour zone: Kolkata’s afternoons and mornings are its own', () => {
    const w = brokenWeek(KOLKATA, '2027-03-01');
    const plan = planFocus(w, [
      { title: 'Morning writing', minutesNeeded: 90 },
      { title: 'Q2 deck', minutesNeeded: 180 },
    ]);
    const [morning] = plan.proposals.filter((p) => p.goalIndex === 0);
    expect(wallMinute(morning!.start, KOLKATA)).toBe(9 * 60);
    expect(minutes(morning!)).toBe(90);
    expect(plan.proposals.filter((p) => p.goalIndex === 1).map(minutes)).toEqual([90, 90]);
    for (const p of plan.proposals) expect(wallMinute(p.start, KOLKATA) % 30).toBe(0);
  });
});
