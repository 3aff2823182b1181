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
