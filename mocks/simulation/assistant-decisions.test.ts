/**
 * The assistant's decisions, as a table on a fixed clock: for a request and a calendar, does it
 * ask (the candidate meetings), propose inside the wish, propose the nearest free times (ranked,
 * with their reasons), or give up (saying exactly why)? The reading is `understand` (intent.ts),
 * the proposals `proposeNewTimes` (src/domain/workflow-proposals.ts, the one slot engine).
 *
 * "Time off": the slot engine blocks whole days today only through a disabled weekday of the
 * host's availability, so the time-off row wishes for such a day.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SLOT_PREFERENCES, type SlotPreferences } from '../../src/domain/slots';
import { formatZonedMoment } from '../../src/domain/workflow-intent';
import { proposeNewTimes, type Proposals } from '../../src/domain/workflow-proposals';
import type { MeetingRecord } from '../db';
import { understand } from './intent';

const NY = 'America/New_York';
/** Wednesday 4 November 2026, 10:00 AM in New York (EST). */
const WED_10AM = Date.parse('2026-11-04T15:00:00Z');
/** Wednesday 4 November 2026, 4:00 PM in New York: 20 hours later is Thursday noon. */
const WED_4PM = Date.parse('2026-11-04T21:00:00Z');

const WORKWEEK: SlotPreferences = {
  ...DEFAULT_SLOT_PREFERENCES,
  timezone: NY,
  dayAvailability: {
    '0': { enabled: false, startHour: 9, endHour: 17 },
    '1': { enabled: true, startHour: 9, endHour: 17 },
    '2': { enabled: true, startHour: 9, endHour: 17 },
    '3': { enabled: true, startHour: 9, endHour: 17 },
    '4': { enabled: true, startHour: 9, endHour: 17 },
    '5': { enabled: true, startHour: 9, endHour: 17 },
    '6': { enabled: false, startHour: 9, endHour: 17 },
  },
  bufferTime: 15,
  noBufferNeeded: false,
};

let seq = 0;
/** A meeting at a New York wall time ('2026-11-05 14:00'), EST (UTC-5) in November 2026. */
function meeting(title: string, wall: string, minutes: number, attendee?: string): MeetingRecord {
  const start = Date.parse(`${wall.replace(' ', 'T')}:00-05:00`);
  seq++;
  return {
    id: `m${seq}`,
    userId: 'host',
    calendarEmail: 'host@example.com',
    title,
    description: '',
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + minutes * 60_000).toISOString(),
    source: 'calendar',
    attendees: attendee
      ? [{ name: attendee, email: `${attendee.toLowerCase().replace(' ', '.')}@example.com` }]
      : [],
  };
}

/** Busy from `from` to `to` on each of the days (New York wall times). */
function block(days: string[], from: string, to: string): MeetingRecord[] {
  return days.map((d) => {
    const m = meeting('Busy', `${d} ${from}`, 0);
    return { ...m, endTime: new Date(Date.parse(`${d}T${to}:00-05:00`)).toISOString() };
  });
}

function days(first: string, count: number): string[] {
  const start = Date.parse(`${first}T12:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
}

type Decision =
  | { asks: string[] }
  | { fails: string }
  | { inWish: string[] }
  | { nearest: { at: string; reason: string }[] };

/** What the assistant decides for `text` against `meetings` at `now`. */
function decide(
  text: string,
  meetings: MeetingRecord[],
  now: number,
  preferences: SlotPreferences = WORKWEEK,
): Decision {
  const read = understand(text, meetings, now, NY);
  if (!read.ok) {
    if (read.candidates)
      return {
        asks: read.candidates.map((m) => `${m.title} — ${formatZonedMoment(m.startTime, NY)}`),
      };
    return { fails: read.message };
  }
  const { intent, meeting: target } = read;
  const proposals: Proposals = proposeNewTimes({
    wish: { window: intent.window, partOfDay: intent.partOfDay, timeZone: NY },
    duration: (Date.parse(target.endTime) - Date.parse(target.startTime)) / 60_000,
    currentStart: target.startTime,
    preferences,
    busy: meetings
      .filter((m) => m.id !== target.id)
      .map((m) => ({ start: m.startTime, end: m.endTime })),
    now,
  });
  if (proposals.kind === 'none') return { fails: proposals.message };
  if (proposals.kind === 'in_wish')
    return { inWish: proposals.times.map((t) => formatZonedMoment(t.startTime, NY)) };
  return {
    nearest: proposals.times.map((t) => ({
      at: formatZonedMoment(t.startTime, NY),
      reason: t.reason ?? '',
    })),
  };
}

// Jordan's week around Wednesday 4 November 2026.
const roadmapThu = meeting('Roadmap sync', '2026-11-05 15:00', 30, 'Alex Morgan');
const roadmapNextThu = meeting('Roadmap sync', '2026-11-12 15:00', 30, 'Alex Morgan');
const caseyWed = meeting('1:1 with Casey', '2026-11-04 16:30', 90, 'Casey Nguyen');
const thursdayAfternoonFull = block(['2026-11-05'], '12:00', '17:00');
const everythingFull = block(days('2026-11-04', 23), '00:00', '23:59');

interface Row {
  name: string;
  text: string;
  meetings: MeetingRecord[];
  now?: number;
  preferences?: SlotPreferences;
  expected: Decision;
}

const ROWS: Row[] = [
  {
    name: 'ambiguous meeting (a bare weekday: this week or next) → the candidates as options',
    text: 'move my Roadmap sync on Thursday to next Tuesday afternoon',
    meetings: [roadmapThu, roadmapNextThu],
    expected: {
      asks: ['Roadmap sync — Thu, Nov 5, 3:00 PM', 'Roadmap sync — Thu, Nov 12, 3:00 PM'],
    },
  },
  {
    name: 'ambiguous meeting (two of that name) → the candidates as options',
    text: 'move the roadmap sync to Friday',
    meetings: [roadmapThu, meeting('Roadmap sync', '2026-11-06 09:00', 30)],
    expected: {
      asks: ['Roadmap sync — Thu, Nov 5, 3:00 PM', 'Roadmap sync — Fri, Nov 6, 9:00 AM'],
    },
  },
  {
    name: 'the wish has room → free times inside it, earliest first',
    text: 'move my 1:1 with Casey to next Tuesday afternoon',
    meetings: [caseyWed],
    expected: {
      inWish: ['Tue, Nov 10, 12:00 PM', 'Tue, Nov 10, 12:30 PM', 'Tue, Nov 10, 1:00 PM'],
    },
  },
  {
    name: 'full wished afternoon → the nearest three, ranked, with reasons',
    text: 'move my 1:1 with Casey to Thursday afternoon',
    meetings: [caseyWed, ...thursdayAfternoonFull, meeting('Standup', '2026-11-05 11:00', 30)],
    expected: {
      nearest: [
        {
          at: 'Fri, Nov 6, 12:00 PM',
          reason: 'Thursday afternoon is full; Friday 12:00 PM is the nearest afternoon',
        },
        {
          // The other part of the wished day: the morning time nearest noon that fits 90 min.
          at: 'Thu, Nov 5, 9:00 AM',
          reason: 'Thursday afternoon is full; Thursday 9:00 AM is the nearest morning',
        },
        {
          // Then other times on the nearest days: Friday morning, nearest noon.
          at: 'Fri, Nov 6, 11:30 AM',
          reason: 'Thursday afternoon is full; Friday 11:30 AM is the nearest free time',
        },
      ],
    },
  },
  {
    name: 'nothing free within the booking window → a failure that says why',
    text: 'move my 1:1 with Casey to Thursday afternoon',
    meetings: [caseyWed, ...everythingFull],
    expected: {
      fails:
        'No free 90 minutes anywhere in the booking window, Thu, Nov 5, 6:00 AM – Wed, Nov 25, 10:00 AM (EST, America/New_York), from 20 hours ahead: every open time is taken by meetings and their 15-minute buffers',
    },
  },
  {
    name: 'a wish under 20 hours ahead → the nearest times from 20 hours on',
    text: 'move my 1:1 with Casey to tomorrow morning',
    meetings: [meeting('1:1 with Casey', '2026-11-06 14:00', 30, 'Casey Nguyen')],
    now: WED_4PM,
    expected: {
      nearest: [
        {
          at: 'Fri, Nov 6, 9:00 AM',
          reason:
            'Thursday morning is less than 20 hours ahead (the earliest is Thu, Nov 5, 12:00 PM); Friday 9:00 AM is the nearest morning',
        },
        {
          at: 'Thu, Nov 5, 12:00 PM',
          reason:
            'Thursday morning is less than 20 hours ahead (the earliest is Thu, Nov 5, 12:00 PM); Thursday 12:00 PM is the nearest afternoon',
        },
        {
          at: 'Fri, Nov 6, 12:00 PM',
          reason:
            'Thursday morning is less than 20 hours ahead (the earliest is Thu, Nov 5, 12:00 PM); Friday 12:00 PM is the nearest free time',
        },
      ],
    },
  },
  {
    name: 'a wish inside time off (Friday disabled in the availability) → the nearest working days',
    text: 'move my 1:1 with Casey to Friday',
    meetings: [caseyWed],
    preferences: {
      ...WORKWEEK,
      dayAvailability: {
        ...WORKWEEK.dayAvailability,
        '5': { enabled: false, startHour: 9, endHour: 17 },
      },
    },
    expected: {
      nearest: [
        {
          at: 'Thu, Nov 5, 9:00 AM',
          reason: 'Friday is not a working day; Thursday 9:00 AM is the nearest earlier free time',
        },
        {
          at: 'Mon, Nov 9, 9:00 AM',
          reason: 'Friday is not a working day; Monday 9:00 AM is the nearest free time',
        },
        {
          at: 'Tue, Nov 10, 9:00 AM',
          reason: 'Friday is not a working day; Tue, Nov 10, 9:00 AM is the nearest free time',
        },
      ],
    },
  },
  {
    name: 'a wish outside the time preference (mornings only) → the nearest mornings, as close to noon as fit',
    text: 'move my 1:1 with Casey to Friday afternoon',
    meetings: [caseyWed],
    preferences: { ...WORKWEEK, timePreference: 'am' },
    expected: {
      nearest: [
        {
          at: 'Fri, Nov 6, 11:30 AM',
          reason:
            'Friday afternoon is outside your time preference (mornings only); Friday 11:30 AM is the nearest morning',
        },
        {
          at: 'Thu, Nov 5, 11:30 AM',
          reason:
            'Friday afternoon is outside your time preference (mornings only); Thursday 11:30 AM is the nearest free time',
        },
        {
          at: 'Mon, Nov 9, 11:30 AM',
          reason:
            'Friday afternoon is outside your time preference (mornings only); Monday 11:30 AM is the nearest free time',
        },
      ],
    },
  },
];

describe('the assistant decides, on a fixed clock', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    expect(decide(row.text, row.meetings, row.now ?? WED_10AM, row.preferences)).toEqual(
      row.expected,
    );
  });

  it('never proposes a time under 20 hours ahead, over a meeting or its buffer, or another length', () => {
    const meetings = [caseyWed, ...thursdayAfternoonFull];
    const read = understand('move my 1:1 with Casey to Thursday afternoon', meetings, WED_10AM, NY);
    if (!read.ok) throw new Error(read.message);
    const result = proposeNewTimes({
      wish: { window: read.intent.window, partOfDay: 'pm', timeZone: NY },
      duration: 90,
      currentStart: caseyWed.startTime,
      preferences: WORKWEEK,
      busy: thursdayAfternoonFull.map((m) => ({ start: m.startTime, end: m.endTime })),
      now: WED_10AM,
      limit: 50,
    });
    if (result.kind === 'none') throw new Error(result.message);
    expect(result.times.length).toBeGreaterThan(3);
    for (const t of result.times) {
      const start = Date.parse(t.startTime);
      const end = Date.parse(t.endTime);
      expect(start).toBeGreaterThanOrEqual(WED_10AM + 20 * 3_600_000);
      expect(end - start).toBe(90 * 60_000);
      for (const b of thursdayAfternoonFull) {
        const bufferedStart = Date.parse(b.startTime) - 15 * 60_000;
        const bufferedEnd = Date.parse(b.endTime) + 15 * 60_000;
        expect(start < bufferedEnd && end > bufferedStart).toBe(false);
      }
    }
  });
});
