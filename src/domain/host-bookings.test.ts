import { describe, expect, it } from 'vitest';
import {
  CURSOR_INVALID,
  CURSOR_MISMATCH,
  decodeCursor,
  encodeCursor,
  hostBookingStatus,
  pageHostBookings,
  type ListedBooking,
} from './host-bookings';

const NOW = Date.parse('2026-11-04T15:00:00.000Z');

function booking(id: string, start: string, overrides: Partial<ListedBooking> = {}): ListedBooking {
  return {
    id,
    startTime: start,
    endTime: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
    attendeeName: `Visitor ${id}`,
    attendeeEmail: `${id}@example.org`,
    status: 'confirmed',
    cancelledAt: null,
    ...overrides,
  };
}

describe('hostBookingStatus', () => {
  it('keeps a meeting in progress upcoming; an ended one is past; a cancelled one cancelled', () => {
    expect(hostBookingStatus(booking('a', '2026-11-04T14:45:00.000Z'), NOW)).toBe('upcoming');
    expect(hostBookingStatus(booking('b', '2026-11-04T14:30:00.000Z'), NOW)).toBe('past');
    expect(
      hostBookingStatus(
        booking('c', '2026-11-05T14:30:00.000Z', {
          status: 'cancelled',
          cancelledAt: NOW.toString(),
        }),
        NOW,
      ),
    ).toBe('cancelled');
  });
});

describe('cursors', () => {
  it('round-trip, with a search in any script, and refuse anything else', () => {
    const data = { s: 'past' as const, q: 'Zoë 山田', k: 123, i: 'bkg_1' };
    expect(decodeCursor(encodeCursor(data))).toEqual(data);
    expect(encodeCursor(data)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor('!!')).toBeNull();
    expect(decodeCursor(encodeCursor({ ...data, s: 'later' as never }))).toBeNull();
  });
});

describe('pageHostBookings', () => {
  const same = '2026-11-10T15:00:00.000Z';
  const list = [
    booking('b', same),
    booking('a', same),
    booking('c', '2026-11-09T15:00:00.000Z'),
    booking('d', '2026-11-01T15:00:00.000Z'),
    booking('e', '2026-11-02T15:00:00.000Z'),
    booking('f', '2026-11-12T15:00:00.000Z', {
      status: 'cancelled',
      cancelledAt: '2026-11-03T10:00:00.000Z',
    }),
  ];

  it('orders each tab, ties by id, and counts every tab', () => {
    const up = pageHostBookings(list, { status: 'upcoming', q: '', limit: 10 }, NOW);
    expect(up.ok && up.page.items.map((b) => b.id)).toEqual(['c', 'a', 'b']);
    expect(up.ok && up.page.counts).toEqual({ upcoming: 3, past: 2, cancelled: 1, pending: 0 });
    const past = pageHostBookings(list, { status: 'past', q: '', limit: 10 }, NOW);
    expect(past.ok && past.page.items.map((b) => b.id)).toEqual(['e', 'd']);
  });

  it('pages from the cursor without repeating or skipping, even after an insert before it', () => {
    const first = pageHostBookings(list, { status: 'upcoming', q: '', limit: 2 }, NOW);
    if (!first.ok || !first.page.nextCursor) throw new Error('no cursor');
    const grown = [...list, booking('0', '2026-11-05T15:00:00.000Z')];
    const second = pageHostBookings(
      grown,
      { status: 'upcoming', q: '', limit: 2, cursor: first.page.nextCursor },
      NOW,
    );
    expect(second.ok && second.page.items.map((b) => b.id)).toEqual(['b']);
    expect(second.ok && second.page.nextCursor).toBeNull();
  });

  it('refuses a cursor of another tab or search, and one that is not a cursor', () => {
    const first = pageHostBookings(list, { status: 'upcoming', q: '', limit: 1 }, NOW);
    const cursor = first.ok ? (first.page.nextCursor ?? '') : '';
    expect(pageHostBookings(list, { status: 'past', q: '', limit: 1, cursor }, NOW)).toEqual({
      ok: false,
      error: CURSOR_MISMATCH,
    });
    expect(pageHostBookings(list, { status: 'upcoming', q: 'x', limit: 1, cursor }, NOW)).toEqual({
      ok: false,
      error: CURSOR_MISMATCH,
    });
    expect(
      pageHostBookings(list, { status: 'upcoming', q: '', limit: 1, cursor: 'nope!' }, NOW),
    ).toEqual({ ok: false, error: CURSOR_INVALID });
  });

  it('searches name and e-mail, trimmed and case-insensitive, and counts the matches', () => {
    const found = pageHostBookings(list, { status: 'upcoming', q: '  VISITOR A ', limit: 10 }, NOW);
    expect(found.ok && found.page.items.map((b) => b.id)).toEqual(['a']);
    expect(found.ok && found.page.counts).toEqual({
      upcoming: 1,
      past: 0,
      cancelled: 0,
      pending: 0,
    });
  });
});
