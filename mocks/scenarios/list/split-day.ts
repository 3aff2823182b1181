import type { ScenarioDefinition } from '../definition';
import { seedJordan, seedPriya } from '../hosts';
import { JORDAN, LINK_IDS } from '../people';
import { dayNumAt, zoneClock } from '../../../src/domain/zone-clock';
import { DAY_MS, MINUTE_MS } from '../../../src/domain/civil-date';

/** Mondays kept free from yesterday to this far ahead: beyond either link's booking window. */
const FREE_MONDAYS_DAYS = 63;

/**
 * Several ranges a day (`docs/decisions.md#several-ranges-a-day`): every Monday offers 9:00
 * AM–12:00 PM and 1:30 PM–5:15 PM, and the standard link starts times every 15 minutes. Nothing is
 * booked or busy on a Monday, so a visitor in New York sees exactly 9:00–11:30 AM and 1:30–4:45 PM,
 * every quarter hour.
 */
export const splitDay: ScenarioDefinition = {
  id: 'split-day',
  title: 'Split day',
  description:
    'As `default`, signed in, with every Monday offering 9:00 AM–12:00 PM and 1:30 PM–5:15 PM (two ranges; other weekdays keep their hours) and the standard link starting times every 15 minutes for 30-minute meetings. No meeting or booking lies on a Monday (nor within the buffer of one), so the booking page offers exactly 9:00–11:30 AM and 1:30–4:45 PM on each Monday to a visitor in New York.',
  identity: { name: JORDAN.name, email: JORDAN.email },
  signedIn: true,
  build(seed) {
    seedJordan(seed);
    seedPriya(seed);
    const prefs = seed.data.preferences.find((p) => p.userId === JORDAN.id);
    if (!prefs) throw new Error('Jordan has no preferences');
    prefs.dayAvailability['1'] = {
      enabled: true,
      startHour: 9,
      endHour: 12,
      ranges: [
        { start: 9 * 60, end: 12 * 60 },
        { start: 13 * 60 + 30, end: 17 * 60 + 15 },
      ],
    };
    const standard = seed.data.links.find((l) => l.id === LINK_IDS.jordanStandard);
    if (!standard) throw new Error('Jordan has no standard link');
    standard.slotInterval = 15;
    standard.defaultDuration = 30;

    // Jordan's meetings that touch a Monday (widened by his buffer) move a day away from it.
    const clock = zoneClock(JORDAN.timezone);
    const buffer = prefs.bufferTime * MINUTE_MS;
    const from = seed.now - DAY_MS;
    const to = seed.now + FREE_MONDAYS_DAYS * DAY_MS;
    const weekday = (t: number) => (((dayNumAt(clock, t) + 4) % 7) + 7) % 7; // Sunday = 0
    const touchesMonday = (start: number, end: number) => {
      for (let t = start - buffer; t < end + buffer; t += 15 * MINUTE_MS) {
        if (weekday(t) === 1) return true;
      }
      return weekday(end + buffer - 1) === 1;
    };
    for (const meeting of seed.data.meetings) {
      // A booking's meeting stays with its booking (checked below: none is on a Monday).
      if (meeting.userId !== JORDAN.id || meeting.source === 'booking') continue;
      let start = Date.parse(meeting.startTime);
      let end = Date.parse(meeting.endTime);
      if (end < from || start > to) continue;
      for (let i = 0; i < 3 && touchesMonday(start, end); i++) {
        // Sunday's move back to Saturday; Monday's and early Tuesday's on to Tuesday or Wednesday.
        const shift = weekday(start) === 0 ? -DAY_MS : DAY_MS;
        start += shift;
        end += shift;
      }
      if (touchesMonday(start, end)) throw new Error(`Meeting ${meeting.id} stays on a Monday`);
      meeting.startTime = new Date(start).toISOString();
      meeting.endTime = new Date(end).toISOString();
    }
    for (const booking of seed.data.bookings) {
      if (booking.hostUserId !== JORDAN.id || booking.status !== 'confirmed') continue;
      const start = Date.parse(booking.startTime);
      if (start >= from && start <= to && touchesMonday(start, Date.parse(booking.endTime))) {
        throw new Error(`Booking ${booking.id} lies on a Monday`);
      }
    }
  },
};
