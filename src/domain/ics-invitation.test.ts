import { describe, expect, it } from 'vitest';
import { buildInvitationIcs } from './ics-invitation';

const EVENT = {
  uid: 'bkg_1@slotwise',
  title: 'Kickoff',
  start: '2027-03-02T14:00:00.000Z',
  end: '2027-03-02T14:30:00.000Z',
  stamp: '2027-03-01T13:00:00.000Z',
};
const JORDAN = { name: 'Jordan Lee', email: 'jordan.lee@example.com' };
const NOOR = { name: 'Noor Haddad', email: 'noor.haddad@example.com' };

/** The file's lines, unfolded (a line starting with a space continues the one before). */
const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('an invitation calendar file', () => {
  it('is a request from the organizer to every other person, each once', () => {
    const ics = buildInvitationIcs(EVENT, JORDAN, [
      NOOR,
      { name: 'Ava Stone', email: 'ava@example.org' },
      { name: null, email: 'guest@example.org' },
      JORDAN,
      NOOR,
    ]);
    const all = lines(ics);
    expect(all).toContain('METHOD:REQUEST');
    expect(all).not.toContain('METHOD:PUBLISH');
    expect(all.filter((l) => l.startsWith('ORGANIZER'))).toEqual([
      'ORGANIZER;CN="Jordan Lee":mailto:jordan.lee@example.com',
    ]);
    expect(all.filter((l) => l.startsWith('ATTENDEE')).map((l) => l.split(':mailto:')[1])).toEqual([
      'noor.haddad@example.com',
      'ava@example.org',
      'guest@example.org',
    ]);
    expect(all).toContain(
      'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:guest@example.org',
    );
    // The people sit inside the event, which still closes before the calendar.
    expect(all.indexOf('END:VEVENT')).toBeGreaterThan(
      all.indexOf('ORGANIZER;CN="Jordan Lee":mailto:jordan.lee@example.com'),
    );
    expect(all.at(-2)).toBe('END:VCALENDAR');
  });

  it('quotes a name holding a comma or a colon, and folds long lines at 75 octets', () => {
    const ics = buildInvitationIcs(EVENT, { name: 'Lee, Jordan: CEO', email: 'j@example.com' }, [
      { name: 'A'.repeat(80), email: 'a@example.org' },
    ]);
    expect(lines(ics)).toContain('ORGANIZER;CN="Lee, Jordan: CEO":mailto:j@example.com');
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});

describe('the files of one booking over its life', () => {
  const people = [NOOR, { name: null, email: 'guest@example.org' }];
  const only = (ics: string, name: string) =>
    lines(ics).filter((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

  it('an invitation is a confirmed request of revision 0 unless told otherwise', () => {
    const ics = buildInvitationIcs(EVENT, JORDAN, people);
    expect(only(ics, 'METHOD')).toEqual(['METHOD:REQUEST']);
    expect(only(ics, 'UID')).toEqual(['UID:bkg_1@slotwise']);
    expect(only(ics, 'SEQUENCE')).toEqual(['SEQUENCE:0']);
    expect(only(ics, 'STATUS')).toEqual(['STATUS:CONFIRMED']);
  });

  it('an update keeps the UID with the next sequence; a cancellation removes the same event', () => {
    const first = buildInvitationIcs(EVENT, JORDAN, people, { sequence: 0 });
    const moved = buildInvitationIcs(
      { ...EVENT, start: '2027-03-03T14:00:00.000Z', end: '2027-03-03T14:30:00.000Z' },
      JORDAN,
      people,
      { method: 'REQUEST', sequence: 1 },
    );
    const cancel = buildInvitationIcs(EVENT, JORDAN, people, { method: 'CANCEL', sequence: 2 });
    expect([first, moved, cancel].map((f) => only(f, 'UID')[0])).toEqual([
      'UID:bkg_1@slotwise',
      'UID:bkg_1@slotwise',
      'UID:bkg_1@slotwise',
    ]);
    expect([first, moved, cancel].map((f) => only(f, 'SEQUENCE')[0])).toEqual([
      'SEQUENCE:0',
      'SEQUENCE:1',
      'SEQUENCE:2',
    ]);
    expect(only(moved, 'DTSTART')).toEqual(['DTSTART:20270303T140000Z']);
    expect(only(cancel, 'METHOD')).toEqual(['METHOD:CANCEL']);
    expect(only(cancel, 'STATUS')).toEqual(['STATUS:CANCELLED']);
    // Everyone it was with is still named, and nobody is asked to answer a cancellation.
    expect(only(cancel, 'ATTENDEE')).toEqual([
      'ATTENDEE;CN="Noor Haddad";ROLE=REQ-PARTICIPANT:mailto:noor.haddad@example.com',
      'ATTENDEE;ROLE=REQ-PARTICIPANT:mailto:guest@example.org',
    ]);
    expect(only(cancel, 'ORGANIZER')).toEqual([
      'ORGANIZER;CN="Jordan Lee":mailto:jordan.lee@example.com',
    ]);
    // One event, its scheduling lines inside it; CRLF line ends, the last line ended too.
    expect(cancel.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(cancel.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines(cancel).indexOf('SEQUENCE:2')).toBeGreaterThan(
      lines(cancel).indexOf('BEGIN:VEVENT'),
    );
    expect(lines(cancel).indexOf('SEQUENCE:2')).toBeLessThan(lines(cancel).indexOf('END:VEVENT'));
  });

  it('escapes the text of a cancelled event and folds its long lines', () => {
    const ics = buildInvitationIcs(
      { ...EVENT, title: `Kickoff; budget, plan\nand ${'x'.repeat(90)}` },
      JORDAN,
      people,
      { method: 'CANCEL', sequence: 3 },
    );
    expect(lines(ics).find((l) => l.startsWith('SUMMARY:'))).toBe(
      `SUMMARY:Kickoff\\; budget\\, plan\\nand ${'x'.repeat(90)}`,
    );
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('refuses a sequence that is not a whole number from 0', () => {
    for (const sequence of [-1, 1.5, Number.NaN])
      expect(() => buildInvitationIcs(EVENT, JORDAN, people, { sequence })).toThrow(RangeError);
  });
});
