import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { assignMember, bookingHistory, type AssignmentCandidate } from '.';

const jordan: AssignmentCandidate = {
  id: 'usr_jordan_lee',
  priority: 'medium',
  recentBookings: 2,
  lastBookedAt: '2027-02-20T15:00:00.000Z',
  order: 0,
};
const noor: AssignmentCandidate = {
  id: 'usr_noor_haddad',
  priority: 'medium',
  recentBookings: 2,
  lastBookedAt: '2027-02-20T15:00:00.000Z',
  order: 1,
};
const priya: AssignmentCandidate = {
  id: 'usr_priya_shah',
  priority: 'medium',
  recentBookings: 2,
  lastBookedAt: '2027-02-20T15:00:00.000Z',
  order: 2,
};

describe('assignMember', () => {
  it('nobody free: no one', () => {
    expect(assignMember([])).toBeNull();
  });

  it('one free member takes it, whatever their figures', () => {
    expect(assignMember([{ ...priya, priority: 'low', recentBookings: 9 }])).toEqual({
      memberId: 'usr_priya_shah',
      rule: 'only_free_member',
      detail: '1 free',
    });
  });

  it.each([
    [
      'priority first, over fewer bookings and an older last booking',
      [jordan, { ...noor, priority: 'high' as const, recentBookings: 7 }],
      { memberId: 'usr_noor_haddad', rule: 'priority', detail: 'high vs medium' },
    ],
    [
      'low priority loses to medium',
      [{ ...jordan, priority: 'low' as const, recentBookings: 0 }, noor],
      { memberId: 'usr_noor_haddad', rule: 'priority', detail: 'medium vs low' },
    ],
    [
      'then the fewest bookings of the link in 30 days',
      [jordan, { ...noor, recentBookings: 3 }, { ...priya, recentBookings: 1 }],
      { memberId: 'usr_priya_shah', rule: 'fewest_recent_bookings', detail: '1 vs 2' },
    ],
    [
      'then the least recently booked',
      [jordan, { ...noor, lastBookedAt: '2027-02-10T15:00:00.000Z' }],
      {
        memberId: 'usr_noor_haddad',
        rule: 'least_recently_booked',
        detail: '2027-02-10T15:00:00.000Z vs 2027-02-20T15:00:00.000Z',
      },
    ],
    [
      'never booked before anyone booked',
      [jordan, { ...priya, lastBookedAt: null }],
      {
        memberId: 'usr_priya_shah',
        rule: 'least_recently_booked',
        detail: 'never vs 2027-02-20T15:00:00.000Z',
      },
    ],
    [
      'then the order of the link',
      [priya, noor],
      { memberId: 'usr_noor_haddad', rule: 'link_order', detail: '2 vs 3' },
    ],
  ])('%s', (_name, free, expected) => {
    expect(assignMember(free)).toEqual(expected);
  });

  it('the rule named is the one between the chosen member and the runner-up', () => {
    // Priya is low priority: priority removes her, but between Jordan and Noor it is bookings.
    const free = [
      { ...jordan, recentBookings: 3 },
      { ...noor, recentBookings: 2 },
      { ...priya, priority: 'low' as const, recentBookings: 0 },
    ];
    expect(assignMember(free)).toEqual({
      memberId: 'usr_noor_haddad',
      rule: 'fewest_recent_bookings',
      detail: '2 vs 3',
    });
  });

  it('is deterministic: the same members in any order give the same answer', () => {
    const candidate = fc.record({
      priority: fc.constantFrom('high' as const, 'medium' as const, 'low' as const),
      recentBookings: fc.integer({ min: 0, max: 3 }),
      lastBookedAt: fc.option(
        fc.constantFrom('2027-02-10T15:00:00.000Z', '2027-02-20T15:00:00.000Z'),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(
        fc.array(candidate, { minLength: 1, maxLength: 6 }),
        fc.integer(),
        (figures, seed) => {
          const free = figures.map((f, order) => ({ ...f, id: `m${order}`, order }));
          const shuffled = [...free].sort(
            (a, b) => ((a.order * 7919 + seed) % 13) - ((b.order * 7919 + seed) % 13),
          );
          const chosen = assignMember(free);
          expect(assignMember(shuffled)).toEqual(chosen);
          // The chosen member is no worse than any other by the rules, in their order.
          const rank = { high: 0, medium: 1, low: 2 };
          const key = (c: (typeof free)[number]) => [
            rank[c.priority],
            c.recentBookings,
            c.lastBookedAt === null ? -Infinity : Date.parse(c.lastBookedAt),
            c.order,
          ];
          const best = [...free].sort((a, b) => {
            const x = key(a);
            const y = key(b);
            for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
            return 0;
          })[0];
          expect(chosen?.memberId).toBe(best?.id);
        },
      ),
    );
  });
});

describe('bookingHistory', () => {
  const now = '2027-03-01T13:00:00.000Z';

  it('counts the bookings of the last 30 days and finds the latest, ignoring later ones', () => {
    expect(
      bookingHistory(
        [
          '2027-01-30T13:00:00.000Z', // exactly 30 days before: outside
          '2027-01-30T13:00:01.000Z',
          '2027-02-25T09:00:00.000Z',
          '2027-03-05T09:00:00.000Z', // after now: not yet
          'not a time',
        ],
        now,
      ),
    ).toEqual({ recentBookings: 2, lastBookedAt: '2027-02-25T09:00:00.000Z' });
  });

  it('never booked: 0 and null', () => {
    expect(bookingHistory([], now)).toEqual({ recentBookings: 0, lastBookedAt: null });
  });
});
