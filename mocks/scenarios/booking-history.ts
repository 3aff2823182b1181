/**
 * A long booking history for the host's Bookings screen at scale (scenario `many-bookings`):
 * bookings through both links over the last 500 days, upcoming ones over the next three weeks,
 * some cancelled (by the visitor or the host, with reasons) and some moved. Each confirmed booking
 * has its meeting in the primary calendar, as a real booking does; a cancelled one has none.
 * Upcoming bookings get their invitation (the QA panel lists them); older ones only their record.
 */
import type { Person } from './people';
import { DAY, HOUR, type Seed } from './seed';
import { addDays, dayOfWeek, type DateFields } from '../../src/domain/civil-date';
import { zonedInstant } from '../../src/domain/zone-clock';

const FIRST = [
  'Avery',
  'Blake',
  'Casey',
  'Devon',
  'Emery',
  'Finley',
  'Harper',
  'Jules',
  'Kai',
  'Logan',
  'Morgan',
  'Noor',
  'Oakley',
  'Parker',
  'Quinn',
  'Riley',
  'Sasha',
  'Taylor',
  'Uma',
  'Wren',
];
const LAST = [
  'Adams',
  'Baptiste',
  'Chen',
  'Dubois',
  'Eriksen',
  'Fischer',
  'García',
  'Haddad',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'Lindqvist',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Patel',
  'Rossi',
  'Silva',
  'Tanaka',
  'Müller',
  'Van Dijk',
  'Walsh',
  'Yilmaz',
  'Zhou',
  'Novak',
];
const VISITOR_REASONS = [
  'Something came up, sorry.',
  'I have a conflict at that time.',
  'We solved it by e-mail, thanks!',
  '',
];
const HOST_REASONS = ['I am travelling that day, sorry.', 'Out sick today.', 'Double-booked.'];

export interface HistoryCounts {
  past: number;
  upcoming: number;
  cancelled: number;
}

/** Weekday slots (9:00 to 16:30, host-local) of the days `from`..`to` days from today, shuffled. */
function slotsBetween(seed: Seed, host: Person, from: number, to: number): number[] {
  const today = seed.monday(host.timezone, 0);
  const slots: number[] = [];
  const todayIndex = Math.floor((seed.now - zonedInstant(today, 0, host.timezone)) / DAY);
  for (let offset = from; offset <= to; offset++) {
    const day: DateFields = addDays(today, todayIndex + offset);
    const dow = dayOfWeek(day);
    if (dow === 0 || dow === 6) continue;
    for (let minutes = 9 * 60; minutes <= 16 * 60 + 30; minutes += 30) {
      slots.push(zonedInstant(day, minutes, host.timezone));
    }
  }
  for (let i = slots.length - 1; i > 0; i--) {
    const j = seed.rng.int(0, i);
    [slots[i], slots[j]] = [slots[j] as number, slots[i] as number];
  }
  return slots;
}

export function seedBookingHistory(
  seed: Seed,
  host: Person,
  linkIds: readonly string[],
  counts: HistoryCounts,
): void {
  const taken = new Set(
    seed.data.meetings.filter((m) => m.userId === host.id).map((m) => Date.parse(m.startTime)),
  );
  const free = (slots: number[]) => slots.filter((s) => !taken.has(s) && s > seed.now + 2 * HOUR);
  const past = slotsBetween(seed, host, -500, -1).filter((s) => !taken.has(s));
  const upcoming = free(slotsBetween(seed, host, 1, 20));
  let n = 0;
  const visitor = () => {
    n += 1;
    const first = seed.rng.pick(FIRST);
    const last = seed.rng.pick(LAST);
    const local = `${first}.${last}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z.]/g, '');
    return { name: `${first} ${last}`, email: `${local}+${n}@example.org` };
  };
  const make = (
    start: number,
    options: { invite: boolean; cancelled?: { by: 'visitor' | 'host'; at: number } },
  ) => {
    const linkId = seed.rng.pick(linkIds);
    const madeAgo = Math.max(HOUR, seed.now - start + seed.rng.int(1, 20) * DAY);
    const moved = !options.cancelled && seed.rng.chance(0.1);
    seed.booking(host, linkId, visitor(), start, Math.min(madeAgo, 520 * DAY), {
      invite: options.invite,
      ...(options.cancelled
        ? {
            cancelled: {
              by: options.cancelled.by,
              at: options.cancelled.at,
              reason:
                seed.rng.pick(options.cancelled.by === 'host' ? HOST_REASONS : VISITOR_REASONS) ||
                null,
            },
          }
        : {}),
      ...(moved
        ? {
            moved: {
              by: seed.rng.chance(0.5) ? ('host' as const) : ('visitor' as const),
              from: start - seed.rng.int(1, 5) * DAY,
              at: Math.min(seed.now - HOUR, start - 12 * HOUR),
            },
          }
        : {}),
    });
    taken.add(start);
  };
  for (const start of upcoming.slice(0, counts.upcoming)) make(start, { invite: true });
  const pastStarts = past.slice(0, counts.past + counts.cancelled);
  for (const start of pastStarts.slice(0, counts.past)) make(start, { invite: false });
  const cancelledStarts = [
    ...pastStarts.slice(counts.past),
    ...upcoming.slice(counts.upcoming),
  ].slice(0, counts.cancelled);
  for (const [i, start] of cancelledStarts.entries()) {
    const at = Math.min(seed.now - HOUR, start - seed.rng.int(1, 72) * HOUR);
    make(start, { invite: false, cancelled: { by: i % 5 < 2 ? 'host' : 'visitor', at } });
  }
}
