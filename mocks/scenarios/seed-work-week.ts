/** The seed's working week: meetings placed like a real calendar's (see `Seed.workWeek`). */
import type { Attendee, Person } from './people';
import type { SeedRecords } from './seed-records';
import {
  addDays,
  dayOfWeek,
  type DateFields,
  DAY_MS,
  MINUTE_MS,
} from '../../src/domain/civil-date';
import { zonedInstant } from '../../src/domain/zone-clock';

export interface AgendaItem {
  title: string;
  /** No attendees (a focus block). */
  solo?: boolean;
  /** Two attendees. */
  group?: boolean;
}

export interface WorkWeekOptions {
  perDay: [number, number];
  days?: number[];
  fromHour?: number;
  toHour?: number;
  agenda: readonly AgendaItem[];
  people: readonly Attendee[];
  calendarEmail?: string;
  allowOverlap?: boolean;
}

/**
 * A realistic working week in the host's primary calendar: `perDay` meetings on each of
 * `days` (0 = Sunday), between `fromHour` and `toHour` host time, not overlapping what the
 * calendar already holds that day.
 */
export function workWeek(
  seed: SeedRecords,
  person: Person,
  monday: DateFields,
  options: WorkWeekOptions,
): void {
  const days = options.days ?? [1, 2, 3, 4, 5];
  const calendarEmail = options.calendarEmail ?? person.email;
  const dayStart = (options.fromHour ?? 9) * 60;
  const dayEnd = (options.toHour ?? 18) * 60;
  for (let i = 0; i < 7; i++) {
    const date = addDays(monday, i);
    if (!days.includes(dayOfWeek(date))) continue;
    const midnight = zonedInstant(date, 0, person.timezone);
    const taken = options.allowOverlap
      ? []
      : seed.data.meetings
          .filter((m) => m.userId === person.id)
          .map((m) => ({ start: Date.parse(m.startTime), end: Date.parse(m.endTime) }))
          .filter((m) => m.end > midnight && m.start < midnight + DAY_MS);
    const target = seed.rng.int(options.perDay[0], options.perDay[1]);
    let cursor = dayStart + seed.rng.pick([0, 0, 0, 30, 60]);
    let placed = 0;
    let guard = 0;
    while (placed < target && guard++ < 200) {
      const minutes = seed.rng.pick([30, 30, 30, 45, 60, 60, 90]);
      if (options.allowOverlap)
        cursor = dayStart + seed.rng.int(0, (dayEnd - dayStart - minutes) / 15) * 15;
      if (cursor + minutes > dayEnd) break;
      const start = zonedInstant(date, cursor, person.timezone);
      const end = start + minutes * MINUTE_MS;
      if (taken.some((t) => t.start < end && t.end > start)) {
        cursor += 30;
        continue;
      }
      const item = seed.rng.pick(options.agenda);
      const attendee = seed.rng.pick(options.people);
      const title = item.title.replace('{name}', attendee.name?.split(' ')[0] ?? 'a colleague');
      const attendees = item.solo
        ? []
        : [attendee, ...(item.group ? [seed.rng.pick(options.people)] : [])];
      seed.meeting({
        userId: person.id,
        calendarEmail,
        title,
        start,
        minutes,
        attendees: dedupe(attendees),
      });
      taken.push({ start, end });
      placed++;
      cursor += minutes + seed.rng.pick([0, 0, 15, 15, 30, 30, 60, 90, 120]);
    }
  }
}

function dedupe(attendees: Attendee[]): Attendee[] {
  const seen = new Set<string>();
  return attendees.filter((a) => (seen.has(a.email) ? false : (seen.add(a.email), true)));
}
