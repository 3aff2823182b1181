import { describe, expect, it } from 'vitest';
import { buildIcs } from './ics';

const base = {
  uid: 'bkg_123@slotwise',
  title: '1-1 meeting with Ana',
  start: '2026-11-24T14:30:00.000Z',
  end: '2026-11-24T15:00:00.000Z',
  stamp: '2026-11-22T10:00:00.000Z',
};

describe('buildIcs', () => {
  it('writes one VEVENT with UTC times and CRLF line ends', () => {
    const ics = buildIcs(base);
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Slotwise//Booking//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:bkg_123@slotwise',
      'DTSTAMP:20261122T100000Z',
      'DTSTART:20261124T143000Z',
      'DTEND:20261124T150000Z',
      'SUMMARY:1-1 meeting with Ana',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    const ics = buildIcs({
      ...base,
      title: 'Plan; review, ship\\go',
      description: 'line one\nline two',
    });
    expect(ics).toContain('SUMMARY:Plan\\; review\\, ship\\\\go\r\n');
    expect(ics).toContain('DESCRIPTION:line one\\nline two\r\n');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const title = 'Réunion '.repeat(20);
    const ics = buildIcs({ ...base, title });
    const lines = ics.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${title}`);
  });

  it('rejects an unreadable date', () => {
    expect(() => buildIcs({ ...base, start: 'soon' })).toThrow(RangeError);
  });
});

describe('buildIcs: the place', () => {
  it('writes LOCATION escaped, and a video call as CONFERENCE', () => {
    const ics = buildIcs({
      ...base,
      location: '1 Main Street, Springfield',
    });
    expect(ics).toContain('LOCATION:1 Main Street\\, Springfield\r\n');
    expect(ics).not.toContain('CONFERENCE');
    const video = buildIcs({
      ...base,
      location: 'https://meet.slotwise.example/abc',
      videoUrl: 'https://meet.slotwise.example/abc',
    });
    expect(video).toContain('LOCATION:https://meet.slotwise.example/abc\r\n');
    expect(video).toContain(
      'CONFERENCE;VALUE=URI;FEATURE=VIDEO:https://meet.slotwise.example/abc\r\n',
    );
  });

  it('writes no LOCATION without a place', () => {
    expect(buildIcs(base)).not.toContain('LOCATION');
  });
});
