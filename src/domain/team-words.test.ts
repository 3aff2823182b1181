import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_RULE_WORDS, assignmentReason, otherHostNames } from './team-words';

describe('assignmentReason', () => {
  it('names the rule, then its figures', () => {
    expect(assignmentReason({ rule: 'fewest_recent_bookings', detail: '2 vs 3' })).toBe(
      'fewest bookings in 30 days: 2 vs 3',
    );
    expect(assignmentReason({ rule: 'priority', detail: 'high vs medium' })).toBe(
      'priority: high vs medium',
    );
  });

  it('names the rule alone when it has no figures', () => {
    expect(assignmentReason({ rule: 'kept_on_reschedule', detail: ' ' })).toBe(
      'kept on reschedule',
    );
  });

  it('has words for every rule of the contract', () => {
    expect(Object.values(ASSIGNMENT_RULE_WORDS)).toEqual([
      'the only free member',
      'priority',
      'fewest bookings in 30 days',
      'least recently booked',
      'order in the link',
      'kept on reschedule',
      'reassigned',
    ]);
  });
});

describe('otherHostNames', () => {
  it('lists the other hosts in the booking’s order', () => {
    const hosts = [
      { id: 'usr_noor_haddad', name: 'Noor Haddad' },
      { id: 'usr_jordan_lee', name: 'Jordan Lee' },
      { id: 'usr_priya_shah', name: 'Priya Shah' },
    ];
    expect(otherHostNames(hosts, 'usr_jordan_lee')).toBe('Noor Haddad, Priya Shah');
    expect(otherHostNames(hosts.slice(1, 2), 'usr_jordan_lee')).toBe('');
  });
});
