import { describe, expect, it } from 'vitest';
import { calendarEvents, uniqueMeetings } from './calendar-events';
import { eventColors } from './event-colors';
import { meetingAt } from './test-seed';

const ZONE = 'America/New_York';

describe('calendar events', () => {
  it('keeps a meeting listed by two weeks once', () => {
    const lateSunday = meetingAt('2026-03-08', '23:30', ZONE, { minutes: 60 });
    const monday = meetingAt('2026-03-09', '09:00', ZONE);
    expect(uniqueMeetings([[lateSunday], [lateSunday, monday], undefined])).toEqual([
      lateSunday,
      monday,
    ]);
  });

  it('gives the calendar wall-clock dates of the shown range only, coloured', () => {
    const meetings = [
      meetingAt('2026-03-01', '10:00', ZONE, { title: 'Sunday before' }),
      meetingAt('2026-03-02', '00:00', ZONE, { title: 'Monday midnight' }),
      meetingAt('2026-03-08', '10:00', ZONE, { title: 'DST Sunday', calendar: 2 }),
      meetingAt('2026-03-08', '23:30', ZONE, { title: 'Across midnight', minutes: 60 }),
      meetingAt('2026-03-09', '00:00', ZONE, { title: 'Next Monday' }),
      { ...meetingAt('2026-03-03', '10:00', ZONE), startTime: 'garbage' },
    ];
    const events = calendarEvents(meetings, ZONE, '2026-03-02', '2026-03-08');
    expect(events.map((e) => [e.title, e.start.toISOString(), e.end.toISOString()])).toEqual([
      ['Monday midnight', '2026-03-02T00:00:00.000Z', '2026-03-02T00:30:00.000Z'],
      ['DST Sunday', '2026-03-08T10:00:00.000Z', '2026-03-08T10:30:00.000Z'],
      ['Across midnight', '2026-03-08T23:30:00.000Z', '2026-03-09T00:30:00.000Z'],
    ]);
    expect(events[1]?.colors).toEqual(eventColors('#4EA7FC'));
  });

  it('draws a meeting across the repeated hour at its real length', () => {
    // 01:50 EDT to 01:10 EST: 20 minutes, but the wall clock goes back.
    const meeting = {
      ...meetingAt('2026-11-01', '01:50', ZONE),
      startTime: '2026-11-01T05:50:00.000Z',
      endTime: '2026-11-01T06:10:00.000Z',
    };
    const [event] = calendarEvents([meeting], ZONE, '2026-10-26', '2026-11-01');
    expect(event?.start.toISOString()).toBe('2026-11-01T01:50:00.000Z');
    expect(event?.end.toISOString()).toBe('2026-11-01T02:10:00.000Z');
  });
});
