import { describe, expect, it } from 'vitest';
import { dueReminders, leadText, leadWords, reminderKey, remindersSummary } from './reminders';

const HOUR = 3_600_000;
const DEFAULTS = [
  { minutesBefore: 1440, enabled: true },
  { minutesBefore: 60, enabled: true },
];

describe('reminders', () => {
  // 9:00 AM EST on Monday 2 November 2026 (New York's clocks went back on 1 November, 2:00 AM).
  const start = '2026-11-02T14:00:00.000Z';
  const made = '2026-10-30T12:00:00.000Z';

  it('sends nothing before the first send time', () => {
    const now = Date.parse(start) - 24 * HOUR - 1;
    expect(
      dueReminders({ startTime: start, reminders: DEFAULTS, since: made, sent: [], now }),
    ).toEqual([]);
  });

  it('counts elapsed hours across the DST change: 24 h before is 9:00 AM EST on 1 November', () => {
    const now = Date.parse('2026-11-01T14:00:00.000Z');
    expect(
      dueReminders({ startTime: start, reminders: DEFAULTS, since: made, sent: [], now }),
    ).toEqual([{ minutesBefore: 1440, key: `1440@${start}`, sendAt: '2026-11-01T14:00:00.000Z' }]);
    const wall = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(wall.format(now)).toBe('9:00 AM');
    // 48 h before is 10:00 AM EDT on Saturday: the wall clock shows 47 hours.
    const twoDays = dueReminders({
      startTime: start,
      reminders: [{ minutesBefore: 2880, enabled: true }],
      since: made,
      sent: [],
      now: Date.parse('2026-10-31T14:00:00.000Z'),
    });
    expect(twoDays.map((d) => wall.format(Date.parse(d.sendAt)))).toEqual(['10:00 AM']);
  });

  it('sends each once: a sent key is not due again', () => {
    const now = Date.parse(start) - 30 * 60_000;
    const due = dueReminders({ startTime: start, reminders: DEFAULTS, since: made, sent: [], now });
    expect(due.map((d) => d.minutesBefore)).toEqual([1440, 60]);
    expect(
      dueReminders({
        startTime: start,
        reminders: DEFAULTS,
        since: made,
        sent: due.map((d) => d.key),
        now,
      }),
    ).toEqual([]);
  });

  it('never sends for the past: a send time before the booking was made (or the scenario loaded)', () => {
    const since = Date.parse(start) - 10 * HOUR; // made 10 hours before the start
    const now = Date.parse(start) - 30 * 60_000;
    expect(
      dueReminders({ startTime: start, reminders: DEFAULTS, since, sent: [], now }).map(
        (d) => d.minutesBefore,
      ),
    ).toEqual([60]);
  });

  it('reminds a moved booking at its new time, and not at the old one', () => {
    const moved = '2026-11-05T14:00:00.000Z';
    const sentForOld = [reminderKey(1440, start)];
    const movedAt = Date.parse('2026-11-02T00:00:00.000Z');
    // At the old booking's 1 h mark nothing is due: the new start is days away.
    expect(
      dueReminders({
        startTime: moved,
        reminders: DEFAULTS,
        since: movedAt,
        sent: sentForOld,
        now: Date.parse(start) - HOUR,
      }),
    ).toEqual([]);
    expect(
      dueReminders({
        startTime: moved,
        reminders: DEFAULTS,
        since: movedAt,
        sent: sentForOld,
        now: Date.parse(moved) - 23 * HOUR,
      }),
    ).toEqual([{ minutesBefore: 1440, key: `1440@${moved}`, sendAt: '2026-11-04T14:00:00.000Z' }]);
  });

  it('skips switched-off reminders and sends nothing once the meeting started', () => {
    const now = Date.parse(start) - 30 * 60_000;
    const off = [
      { minutesBefore: 1440, enabled: false },
      { minutesBefore: 60, enabled: true },
    ];
    expect(
      dueReminders({ startTime: start, reminders: off, since: made, sent: [], now }).map(
        (d) => d.minutesBefore,
      ),
    ).toEqual([60]);
    expect(
      dueReminders({
        startTime: start,
        reminders: DEFAULTS,
        since: made,
        sent: [],
        now: Date.parse(start),
      }),
    ).toEqual([]);
  });

  it('says lead times short', () => {
    expect([1440, 60, 30, 2880, 90].map(leadText)).toEqual([
      '24 h',
      '1 h',
      '30 min',
      '2 d',
      '90 min',
    ]);
  });

  it('sums reminders up in words, longest first', () => {
    expect([1440, 60, 30, 2880, 90, 1, 10_080].map(leadWords)).toEqual([
      '24 hours',
      '1 hour',
      '30 minutes',
      '2 days',
      '90 minutes',
      '1 minute',
      '7 days',
    ]);
    expect(remindersSummary(DEFAULTS)).toBe('Reminders 24 hours, 1 hour before');
    expect(
      remindersSummary([
        { minutesBefore: 1440, enabled: true },
        { minutesBefore: 30, enabled: true },
        { minutesBefore: 2880, enabled: true },
      ]),
    ).toBe('Reminders 2 days, 24 hours, 30 minutes before');
    expect(
      remindersSummary([
        { minutesBefore: 30, enabled: true },
        { minutesBefore: 2880, enabled: false },
      ]),
    ).toBe('Reminders 30 minutes before');
    expect(remindersSummary([{ minutesBefore: 60, enabled: false }])).toBe('No reminders');
  });
});
