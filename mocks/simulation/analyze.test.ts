import { describe, expect, it } from 'vitest';
import { defaultPreferences } from '../../src/domain/preferences';
import { analyzeMeetings, type AnalysisMeeting } from './analyze';
import { zonedInstant } from '../../src/domain/zone-clock';

const NY = 'America/New_York';
const NOW = Date.parse('2026-11-07T12:00:00Z'); // Saturday

function at(date: string, time: string, minutes: number, zone = NY): AnalysisMeeting {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const start = zonedInstant({ y: y!, m: m!, d: d! }, hh! * 60 + mm!, zone);
  return {
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + minutes * 60_000).toISOString(),
  };
}

/** Mon 2 - Fri 6 Nov 2026: a meeting at each of `times` every weekday. */
function week(
  times: [string, number][],
  days = ['02', '03', '04', '05', '06'],
  zone = NY,
): AnalysisMeeting[] {
  return days.flatMap((d) => times.map(([t, min]) => at(`2026-11-${d}`, t, min, zone)));
}

const current = defaultPreferences(NY);

describe('analyzeMeetings', () => {
  it('keeps the current preferences when there is nothing to analyse', () => {
    const result = analyzeMeetings({
      meetings: [],
      current: { ...current, bufferTime: 40 },
      now: NOW,
    });
    expect(result.totalMeetingsAnalyzed).toBe(0);
    expect(result.evidence).toEqual([]);
    expect(result.preferences).toEqual({ ...current, bufferTime: 40 });
    expect(result.workingDays).toEqual([1, 2, 3, 4, 5]);
  });

  it('proposes the editable fields only, never the stored analysis or version', () => {
    const stored = { ...current, totalMeetingsAnalyzed: 12, lastAnalyzedAt: null, version: 3 };
    const result = analyzeMeetings({ meetings: [], current: stored, now: NOW });
    expect(result.preferences).toEqual(current);
  });

  it('finds working days, hours, the time preference and the buffer of a regular week', () => {
    const meetings = week([
      ['09:00', 30],
      ['09:45', 60],
      ['11:00', 30],
      ['14:00', 60],
      ['16:00', 60],
    ]);
    const result = analyzeMeetings({ meetings, current, now: NOW });
    expect(result.totalMeetingsAnalyzed).toBe(25);
    expect(result.workingDays).toEqual([1, 2, 3, 4, 5]);
    expect(result.workingHoursStart).toBe(9);
    expect(result.workingHoursEnd).toBe(17);
    // What it saw, in numbers and in words.
    expect(result.evidence).toEqual([
      {
        kind: 'working_hours',
        count: 25,
        total: 25,
        text: '25 of your last 25 meetings were between 9 AM and 5 PM on weekdays',
      },
      {
        kind: 'time_of_day',
        count: 15,
        total: 25,
        text: '15 of your last 25 meetings started before noon',
      },
    ]);
    expect(result.preferences.dayAvailability['1']).toEqual({
      enabled: true,
      startHour: 9,
      endHour: 17,
    });
    expect(result.preferences.dayAvailability['0']).toEqual({
      enabled: false,
      startHour: 9,
      endHour: 17,
    });
    // 3 of 5 meetings start before noon: no clear preference.
    expect(result.preferences.timePreference).toBe('both');
    // Gaps of 15 and 15 minutes (the 60+ minute breaks are not "back-to-back").
    expect(result.preferences.bufferTime).toBe(15);
    expect(result.preferences.noBufferNeeded).toBe(false);
    expect(result.preferences.timezone).toBe(NY);
  });

  it('ignores a stray weekend meeting but counts a regular weekend day', () => {
    const weekdays = week([
      ['10:00', 60],
      ['13:00', 60],
    ]);
    const stray = analyzeMeetings({
      meetings: [...weekdays, at('2026-11-01', '10:00', 30)],
      current,
      now: NOW,
    });
    expect(stray.workingDays).toEqual([1, 2, 3, 4, 5]);
    const sundays = ['2026-10-11', '2026-10-18', '2026-10-25', '2026-11-01'].flatMap((d) => [
      at(d, '10:00', 60),
      at(d, '12:00', 60),
    ]);
    const regular = analyzeMeetings({ meetings: [...weekdays, ...sundays], current, now: NOW });
    expect(regular.workingDays).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('detects a morning or an afternoon person', () => {
    const am = analyzeMeetings({
      meetings: week([
        ['08:30', 30],
        ['09:30', 60],
        ['11:00', 30],
      ]),
      current,
      now: NOW,
    });
    expect(am.preferences.timePreference).toBe('am');
    const pm = analyzeMeetings({
      meetings: week([
        ['13:00', 30],
        ['14:30', 60],
        ['16:00', 30],
      ]),
      current,
      now: NOW,
    });
    expect(pm.preferences.timePreference).toBe('pm');
  });

  it('detects back-to-back meetings as no buffer', () => {
    const result = analyzeMeetings({
      meetings: week([
        ['10:00', 30],
        ['10:30', 30],
        ['11:00', 30],
      ]),
      current,
      now: NOW,
    });
    expect(result.preferences.bufferTime).toBe(0);
    expect(result.preferences.noBufferNeeded).toBe(true);
  });

  it('keeps the current buffer when meetings are never close together', () => {
    const result = analyzeMeetings({
      meetings: week([
        ['09:00', 30],
        ['13:00', 30],
      ]),
      current: { ...current, bufferTime: 25 },
      now: NOW,
    });
    expect(result.preferences.bufferTime).toBe(25);
  });

  it('looks only at past meetings of the last 90 days', () => {
    const past = week([['10:00', 60]]);
    const future = [at('2026-11-09', '07:00', 60), at('2026-11-10', '07:00', 60)];
    const old = [at('2026-07-01', '06:00', 60)];
    const running = [at('2026-11-07', '06:30', 60)]; // ends after NOW (07:00 EST)
    const result = analyzeMeetings({
      meetings: [...past, ...future, ...old, ...running],
      current,
      now: NOW,
    });
    expect(result.totalMeetingsAnalyzed).toBe(5);
    expect(result.workingHoursStart).toBe(10);
  });

  it('reads hours in the host’s time zone', () => {
    const meetings = week(
      [
        ['10:00', 60],
        ['15:00', 60],
      ],
      undefined,
      'Asia/Kolkata',
    );
    const result = analyzeMeetings({
      meetings,
      current: defaultPreferences('Asia/Kolkata'),
      now: NOW,
    });
    expect(result.workingHoursStart).toBe(10);
    expect(result.workingHoursEnd).toBe(16);
    const seenFromNewYork = analyzeMeetings({ meetings, current, now: NOW });
    expect(seenFromNewYork.workingHoursStart).not.toBe(10);
  });

  it('is deterministic and independent of input order', () => {
    const meetings = week([
      ['09:00', 30],
      ['09:30', 45],
      ['13:00', 60],
      ['15:15', 30],
    ]);
    const a = analyzeMeetings({ meetings, current, now: NOW });
    const b = analyzeMeetings({ meetings: [...meetings].reverse(), current, now: NOW });
    expect(b).toEqual(a);
  });

  it('skips malformed and all-day events', () => {
    const result = analyzeMeetings({
      meetings: [
        ...week([['10:00', 60]]),
        { startTime: 'garbage', endTime: '2026-11-03T10:00:00Z' },
        { startTime: '2026-11-03T15:00:00Z', endTime: '2026-11-03T14:00:00Z' },
        at('2026-11-04', '00:00', 24 * 60),
      ],
      current,
      now: NOW,
    });
    expect(result.totalMeetingsAnalyzed).toBe(5);
  });
});

describe('the evidence', () => {
  it('counts the meetings outside the working hours and names the working days', () => {
    // Mon, Wed and Fri until 4 PM, plus one early call before the working hours begin.
    const meetings = [
      ...week(
        [
          ['10:00', 60],
          ['15:00', 60],
        ],
        ['02', '04', '06'],
      ),
      at('2026-11-04', '07:00', 30),
    ];
    const result = analyzeMeetings({ meetings, current, now: NOW });
    expect(result.workingDays).toEqual([1, 3, 5]);
    expect(result.evidence[0]).toEqual({
      kind: 'working_hours',
      count: 6,
      total: 7,
      text: `6 of your last 7 meetings were between ${result.workingHoursStart % 12 || 12} ${result.workingHoursStart < 12 ? 'AM' : 'PM'} and 4 PM on Mon, Wed and Fri`,
    });
  });
});
