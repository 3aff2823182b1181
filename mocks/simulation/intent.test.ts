/**
 * The mock assistant reads requests: a table of sentences with a fixed `now` and host zone, and
 * the meeting, window and part of day it must understand — or the failure it must give.
 */
import { describe, expect, it } from 'vitest';
import type { MeetingRecord } from '../db';
import { understand } from './intent';

const NY = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';
/** Wednesday 4 November 2026, 10:00 in New York (EST since Sunday 1 November). */
const WED = Date.parse('2026-11-04T15:00:00Z');
/** Thursday 29 October 2026, 10:00 in New York (EDT; the clocks go back on Sunday 1 November). */
const DST_THU = Date.parse('2026-10-29T14:00:00Z');

let seq = 0;
function meeting(
  title: string,
  start: string,
  minutes: number,
  attendees: { name: string; email: string }[] = [],
): MeetingRecord {
  const s = Date.parse(start);
  seq++;
  return {
    id: `m${seq}`,
    userId: 'host',
    calendarEmail: 'host@example.com',
    title,
    description: '',
    startTime: new Date(s).toISOString(),
    endTime: new Date(s + minutes * 60_000).toISOString(),
    source: 'calendar',
    attendees,
  };
}

const ALEX = { name: 'Alex Morgan', email: 'alex.morgan@example.org' };
const CASEY = { name: 'Casey Nguyen', email: 'casey.nguyen@example.com' };
const MORGAN = { name: 'Morgan Chen', email: 'morgan.chen@example.com' };
const JAMIE = { name: 'Jamie Ortiz', email: 'jamie.ortiz@example.org' };

// New York, around Wednesday 4 November 2026 (EST = UTC-5).
const NY_MEETINGS = {
  budget: meeting('Budget review', '2026-11-03T15:00:00Z', 30), // yesterday: past
  dentist: meeting('Dentist', '2026-11-04T16:30:00Z', 60), // today 11:30
  roadmap: meeting('Roadmap sync', '2026-11-05T20:00:00Z', 30, [ALEX]), // Thu 3 PM
  product: meeting('Product sync', '2026-11-05T16:00:00Z', 30, [MORGAN]), // Thu 11 AM
  syncThu: meeting('Sync', '2026-11-05T21:00:00Z', 30), // Thu 4 PM
  syncFri: meeting('Sync', '2026-11-06T21:00:00Z', 30), // Fri 4 PM
  casey: meeting('1:1 with Casey', '2026-11-06T15:00:00Z', 30, [CASEY]), // Fri 10 AM
  design: meeting('Design review', '2026-11-09T19:00:00Z', 60, [MORGAN]), // Mon 2 PM
  standupTue: meeting('Team standup', '2026-11-10T14:30:00Z', 15, [ALEX]),
  standupWed: meeting('Team standup', '2026-11-11T14:30:00Z', 15, [ALEX]),
  coffee: meeting('Coffee chat with Casey', '2026-11-10T20:00:00Z', 30, [CASEY]),
  acme: meeting('Customer call — Acme Corp', '2026-11-12T18:00:00Z', 30, [JAMIE]),
};
const DST_MEETINGS = {
  roadmap: meeting('Roadmap sync', '2026-10-30T19:00:00Z', 30, [ALEX]), // Fri 3 PM EDT
};
const KOLKATA_MEETINGS = {
  architecture: meeting('Architecture review', '2026-11-05T05:30:00Z', 30), // Thu 11:00 IST
};

type Expected =
  | { meeting: MeetingRecord; window: [string, string]; partOfDay: 'am' | 'pm' | 'any' }
  | { fails: RegExp };

interface Row {
  text: string;
  expected: Expected;
  now?: number;
  zone?: string;
  meetings?: Record<string, MeetingRecord>;
}

const day = (date: string, zoneOffset = '05:00') => `${date}T${zoneOffset}:00.000Z`;
const ny = (date: string) => day(date); // a New York (EST) midnight in UTC
const NOW_ISO = new Date(WED).toISOString();
const NEXT_14 = ny('2026-11-19');

const m = NY_MEETINGS;
const TABLE: Row[] = [
  // The examples.
  {
    text: 'move my Roadmap sync to next Tuesday afternoon',
    expected: { meeting: m.roadmap, window: [ny('2026-11-10'), ny('2026-11-11')], partOfDay: 'pm' },
  },
  {
    text: 'Move the roadmap sync to any morning next week',
    expected: { meeting: m.roadmap, window: [ny('2026-11-09'), ny('2026-11-16')], partOfDay: 'am' },
  },
  {
    text: 'push the design review to later this week',
    expected: { meeting: m.design, window: [NOW_ISO, ny('2026-11-09')], partOfDay: 'any' },
  },
  {
    text: 'move my 1:1 with Casey to tomorrow after 2',
    expected: {
      meeting: m.casey,
      window: ['2026-11-05T19:00:00.000Z', ny('2026-11-06')],
      partOfDay: 'pm',
    },
  },
  {
    text: 'Can we move my 3pm on Thursday to Friday at 10?',
    expected: {
      meeting: m.roadmap,
      window: ['2026-11-06T15:00:00.000Z', '2026-11-06T15:30:00.000Z'],
      partOfDay: 'am',
    },
  },
  // Relative days.
  {
    text: 'Move my 3pm tomorrow to Monday',
    expected: {
      meeting: m.roadmap,
      window: [ny('2026-11-09'), ny('2026-11-10')],
      partOfDay: 'any',
    },
  },
  {
    text: 'move the design review to today',
    expected: { meeting: m.design, window: [NOW_ISO, ny('2026-11-05')], partOfDay: 'any' },
  },
  {
    text: 'move the design review to this afternoon',
    expected: { meeting: m.design, window: [NOW_ISO, ny('2026-11-05')], partOfDay: 'pm' },
  },
  {
    text: 'move the design review to this morning',
    expected: { meeting: m.design, window: [NOW_ISO, ny('2026-11-05')], partOfDay: 'am' },
  },
  {
    text: 'move the design review to tomorrow morning',
    expected: { meeting: m.design, window: [ny('2026-11-05'), ny('2026-11-06')], partOfDay: 'am' },
  },
  {
    text: 'move the design review to the day after tomorrow',
    expected: { meeting: m.design, window: [ny('2026-11-06'), ny('2026-11-07')], partOfDay: 'any' },
  },
  {
    text: 'move the design review to yesterday',
    expected: { fails: /^When to\? Tue, Nov 3 .* has already passed$/ },
  },
  // "next" versus "this"; weekdays already passed this week (it is Wednesday).
  {
    text: 'move the design review to this Friday',
    expected: { meeting: m.design, window: [ny('2026-11-06'), ny('2026-11-07')], partOfDay: 'any' },
  },
  {
    text: 'move the design review to next Friday',
    expected: { meeting: m.design, window: [ny('2026-11-13'), ny('2026-11-14')], partOfDay: 'any' },
  },
  {
    text: 'move the design review to next Wednesday',
    expected: { meeting: m.design, window: [ny('2026-11-11'), ny('2026-11-12')], partOfDay: 'any' },
  },
  {
    text: 'move the design review to Tuesday',
    expected: { meeting: m.design, window: [ny('2026-11-10'), ny('2026-11-11')], partOfDay: 'any' },
  },
  {
    text: 'move the design review to this Tuesday',
    expected: { meeting: m.design, window: [ny('2026-11-10'), ny('2026-11-11')], partOfDay: 'any' },
  },
  {
    text: 'move the design review to next Tuesday',
    expected: { meeting: m.design, window: [ny('2026-11-10'), ny('2026-11-11')], partOfDay: 'any' },
  },
  {
    text: 'move the design review to Monday morning',
    expected: { meeting: m.design, window: [ny('2026-11-09'), ny('2026-11-10')], partOfDay: 'am' },
  },
  // Weeks.
  {
    text: 'move the design review to next week',
    expected: { meeting: m.design, window: [ny('2026-11-09'), ny('2026-11-16')], partOfDay: 'any' },
  },
  {
    text: 'move the design review to the week after next',
    expected: { meeting: m.design, window: [ny('2026-11-16'), ny('2026-11-23')], partOfDay: 'any' },
  },
  {
    text: 'move the design review to early next week',
    expected: { meeting: m.design, window: [ny('2026-11-09'), ny('2026-11-12')], partOfDay: 'any' },
  },
  {
    text: 'move the design review to the end of this week',
    expected: { meeting: m.design, window: [ny('2026-11-05'), ny('2026-11-09')], partOfDay: 'any' },
  },
  {
    text: 'move the design review to any afternoon this week',
    expected: { meeting: m.design, window: [NOW_ISO, ny('2026-11-09')], partOfDay: 'pm' },
  },
  // Dates and times, with and without am/pm.
  {
    text: 'move the design review to Nov 12',
    expected: { meeting: m.design, window: [ny('2026-11-12'), ny('2026-11-13')], partOfDay: 'any' },
  },
  {
    text: 'move the design review to Thursday at 4',
    expected: {
      meeting: m.design,
      window: ['2026-11-05T21:00:00.000Z', '2026-11-05T22:00:00.000Z'],
      partOfDay: 'pm',
    },
  },
  {
    text: 'move the design review to Friday at 9',
    expected: {
      meeting: m.design,
      window: ['2026-11-06T14:00:00.000Z', '2026-11-06T15:00:00.000Z'],
      partOfDay: 'am',
    },
  },
  {
    text: 'move the design review to Monday at 2:30',
    expected: {
      meeting: m.design,
      window: ['2026-11-09T19:30:00.000Z', '2026-11-09T20:30:00.000Z'],
      partOfDay: 'pm',
    },
  },
  {
    text: 'move the design review to Thursday between 2 and 4',
    expected: {
      meeting: m.design,
      window: ['2026-11-05T19:00:00.000Z', '2026-11-05T21:00:00.000Z'],
      partOfDay: 'pm',
    },
  },
  {
    text: 'move the design review to Friday before 11',
    expected: {
      meeting: m.design,
      window: [ny('2026-11-06'), '2026-11-06T16:00:00.000Z'],
      partOfDay: 'am',
    },
  },
  {
    text: "move Morgan's design review to Thursday evening",
    expected: {
      meeting: m.design,
      window: ['2026-11-05T22:00:00.000Z', ny('2026-11-06')],
      partOfDay: 'pm',
    },
  },
  // The meeting named by its day and time, an attendee, an e-mail address.
  {
    text: 'Shift Friday’s 1:1 to Monday',
    expected: { meeting: m.casey, window: [ny('2026-11-09'), ny('2026-11-10')], partOfDay: 'any' },
  },
  {
    text: 'Move the coffee chat with Casey to Thursday afternoon',
    expected: { meeting: m.coffee, window: [ny('2026-11-05'), ny('2026-11-06')], partOfDay: 'pm' },
  },
  {
    text: 'move my call with Jamie Ortiz to Monday morning',
    expected: { meeting: m.acme, window: [ny('2026-11-09'), ny('2026-11-10')], partOfDay: 'am' },
  },
  {
    text: "move jamie.ortiz@example.org's meeting to next Wednesday",
    expected: { meeting: m.acme, window: [ny('2026-11-11'), ny('2026-11-12')], partOfDay: 'any' },
  },
  {
    text: 'I need to reschedule tomorrow’s roadmap sync, something came up',
    expected: { meeting: m.roadmap, window: [NOW_ISO, NEXT_14], partOfDay: 'any' },
  },
  {
    text: 'Could we do the 1:1 with Casey on Monday instead?',
    expected: { meeting: m.casey, window: [ny('2026-11-09'), ny('2026-11-10')], partOfDay: 'any' },
  },
  {
    text: 'Please reschedule the dentist',
    expected: { meeting: m.dentist, window: [NOW_ISO, NEXT_14], partOfDay: 'any' },
  },
  {
    text: 'move my next meeting to tomorrow',
    expected: {
      meeting: m.dentist,
      window: [ny('2026-11-05'), ny('2026-11-06')],
      partOfDay: 'any',
    },
  },
  {
    text: 'move the Acme customer call for next Tuesday afternoon',
    expected: { meeting: m.acme, window: [ny('2026-11-10'), ny('2026-11-11')], partOfDay: 'pm' },
  },
  // Ambiguous, missing or unknown.
  {
    text: 'move the sync to Friday',
    expected: {
      fails:
        /^Which meeting\? Found 2 called 'Sync' this week: Thu, Nov 5, 4:00 PM; Fri, Nov 6, 4:00 PM\. Name its day or time$/,
    },
  },
  {
    text: 'Move the standup to Thursday',
    expected: {
      fails:
        /^Which meeting\? Found 2 called 'Team standup' in the next 14 days: Tue, Nov 10, 9:30 AM; Wed, Nov 11, 9:30 AM/,
    },
  },
  {
    text: 'move my meeting with Casey to Thursday',
    expected: {
      fails:
        /^Which meeting\? Found 2 matching 'casey' in the next 14 days: 1:1 with Casey \(Fri, Nov 6, 10:00 AM\); Coffee chat with Casey \(Tue, Nov 10, 3:00 PM\)/,
    },
  },
  {
    // The wish is read from now: "to Thursday" is the coming Thursday.
    text: 'move the standup on Wednesday next week to Thursday',
    expected: {
      meeting: m.standupWed,
      window: [ny('2026-11-05'), ny('2026-11-06')],
      partOfDay: 'any',
    },
  },
  {
    text: "move Tuesday's standup to Friday morning",
    expected: {
      meeting: m.standupTue,
      window: [ny('2026-11-06'), ny('2026-11-07')],
      partOfDay: 'am',
    },
  },
  {
    text: 'move the standup on Nov 11 to Friday',
    expected: {
      meeting: m.standupWed,
      window: [ny('2026-11-06'), ny('2026-11-07')],
      partOfDay: 'any',
    },
  },
  {
    text: 'move my budget review to Friday',
    expected: {
      fails: /^Which meeting\? Found none matching 'budget review' in the next 14 days$/,
    },
  },
  {
    text: 'move it to Friday',
    expected: { fails: /^Which meeting\? The request names none/ },
  },
  {
    text: 'move my 8am on Friday to Monday',
    expected: {
      fails: /^Which meeting\? Found none on Fri, Nov 6 at 8:00 AM in the next 14 days$/,
    },
  },
  // A DST week: New York leaves EDT (UTC-4) for EST (UTC-5) on Sunday 1 November.
  {
    text: 'move my roadmap sync to next Monday afternoon',
    now: DST_THU,
    meetings: DST_MEETINGS,
    expected: {
      meeting: DST_MEETINGS.roadmap,
      window: [ny('2026-11-02'), ny('2026-11-03')],
      partOfDay: 'pm',
    },
  },
  {
    text: 'move my roadmap sync to later this week',
    now: DST_THU,
    meetings: DST_MEETINGS,
    expected: {
      meeting: DST_MEETINGS.roadmap,
      window: ['2026-10-29T14:00:00.000Z', ny('2026-11-02')],
      partOfDay: 'any',
    },
  },
  {
    text: 'move my roadmap sync to tomorrow at 9',
    now: DST_THU,
    meetings: DST_MEETINGS,
    expected: {
      meeting: DST_MEETINGS.roadmap,
      window: ['2026-10-30T13:00:00.000Z', '2026-10-30T13:30:00.000Z'],
      partOfDay: 'am',
    },
  },
  // A half-hour zone: Kolkata is UTC+5:30 (it is 20:30 there on Wednesday).
  {
    text: 'move the architecture review to tomorrow morning',
    zone: KOLKATA,
    meetings: KOLKATA_MEETINGS,
    expected: {
      meeting: KOLKATA_MEETINGS.architecture,
      window: ['2026-11-04T18:30:00.000Z', '2026-11-05T18:30:00.000Z'],
      partOfDay: 'am',
    },
  },
  {
    text: 'move the architecture review to Friday at 2',
    zone: KOLKATA,
    meetings: KOLKATA_MEETINGS,
    expected: {
      meeting: KOLKATA_MEETINGS.architecture,
      window: ['2026-11-06T08:30:00.000Z', '2026-11-06T09:00:00.000Z'],
      partOfDay: 'pm',
    },
  },
  {
    text: 'move the architecture review to next week',
    zone: KOLKATA,
    meetings: KOLKATA_MEETINGS,
    expected: {
      meeting: KOLKATA_MEETINGS.architecture,
      window: ['2026-11-08T18:30:00.000Z', '2026-11-15T18:30:00.000Z'],
      partOfDay: 'any',
    },
  },
  {
    text: 'move my 11am tomorrow to tonight',
    zone: KOLKATA,
    meetings: KOLKATA_MEETINGS,
    expected: {
      meeting: KOLKATA_MEETINGS.architecture,
      window: [NOW_ISO, '2026-11-04T18:30:00.000Z'],
      partOfDay: 'pm',
    },
  },
];

describe('understanding a request', () => {
  it('has a table of at least 40 sentences', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(TABLE.map((row) => [row.text, row] as const))('%s', (_text, row) => {
    const got = understand(
      row.text,
      Object.values(row.meetings ?? NY_MEETINGS),
      row.now ?? WED,
      row.zone ?? NY,
    );
    if ('fails' in row.expected) {
      expect(got.ok).toBe(false);
      if (!got.ok) expect(got.message).toMatch(row.expected.fails);
      return;
    }
    if (!got.ok) throw new Error(`expected an intent, got: ${got.message}`);
    expect(got.intent).toEqual({
      meetingId: row.expected.meeting.id,
      meetingTitle: row.expected.meeting.title,
      window: { start: row.expected.window[0], end: row.expected.window[1] },
      partOfDay: row.expected.partOfDay,
      timeZone: row.zone ?? NY,
    });
  });
});
