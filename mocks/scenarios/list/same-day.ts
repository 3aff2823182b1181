import type { ScenarioDefinition } from '../definition';
import { seedJordan, seedPriya } from '../hosts';
import { JORDAN, LINK_IDS } from '../people';
import { addDays } from '../../../src/domain/civil-date';
import { wallClock, zonedInstant } from '../../../src/domain/zone-clock';

/** Monday 1 March 2027, 10:00 AM EST. */
const CLOCK = '2027-03-01T15:00:00.000Z';

/**
 * Same-day with notice: the standard link asks 60 minutes' notice, so at 10:00 AM on a free
 * Monday it offers that Monday from 11:00 AM (to 4:30 PM, the last 30-minute start before 5:00).
 */
export const sameDay: ScenarioDefinition = {
  id: 'same-day',
  title: 'Same day',
  description:
    'Jordan Lee (America/New_York), signed in, on Monday 1 March 2027 at 10:00 AM EST. No meeting or booking lies on that Monday; the standard link asks 60 minutes’ notice, so a visitor in New York is offered that Monday from 11:00 AM to 4:30 PM.',
  identity: { name: JORDAN.name, email: JORDAN.email },
  signedIn: true,
  clock: CLOCK,
  build(seed) {
    seedJordan(seed);
    seedPriya(seed);
    const standard = seed.data.links.find((l) => l.id === LINK_IDS.jordanStandard);
    if (!standard) throw new Error('Jordan has no standard link');
    standard.minimumNotice = 60;
    const tz = JORDAN.timezone;
    const { y, m, d } = wallClock(seed.now, tz);
    const today = { y, m, d };
    const from = zonedInstant(today, 0, tz);
    const to = zonedInstant(addDays(today, 1), 0, tz);
    const onToday = (r: { startTime: string; endTime: string }) =>
      Date.parse(r.startTime) < to && Date.parse(r.endTime) > from;
    // The Monday is free: its meetings and bookings go (a booking's meeting with it).
    const gone = new Set(
      seed.data.bookings.filter((b) => b.hostUserId === JORDAN.id && onToday(b)).map((b) => b.id),
    );
    seed.data.bookings = seed.data.bookings.filter((b) => !gone.has(b.id));
    seed.data.meetings = seed.data.meetings.filter((mt) => mt.userId !== JORDAN.id || !onToday(mt));
    seed.data.holds = seed.data.holds.filter((h) => h.hostUserId !== JORDAN.id || !onToday(h));
  },
};
