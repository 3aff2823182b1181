/**
 * The seed's records and the writers its parts share (`seed-booking.ts`, `seed-work-week.ts`):
 * the database being built, the deterministic ids and randomness, meetings and activity entries.
 * `Seed` (`seed.ts`) builds the rest of a scenario on top.
 */
import { emptyData, type DbData, type MeetingRecord } from '../db';
import { createRng, type Rng } from '../random';
import type { Attendee } from './people';
import { MINUTE_MS } from '../../src/domain/civil-date';

export class SeedRecords {
  readonly data: DbData = emptyData();
  readonly rng: Rng;
  private counter = 0;

  constructor(
    /** The scenario's "now", epoch ms. */
    readonly now: number,
    seed: number,
  ) {
    this.rng = createRng(seed);
  }

  iso(ms: number): string {
    return new Date(ms).toISOString();
  }

  /** A short deterministic id: `{prefix}_{8 hex}{counter}`. */
  id(prefix: string): string {
    this.counter++;
    const hex = Math.floor(this.rng.next() * 0xffffffff)
      .toString(16)
      .padStart(8, '0');
    return `${prefix}_${hex}${this.counter.toString(36)}`;
  }

  meeting(input: {
    userId: string;
    calendarEmail: string;
    title: string;
    start: number;
    minutes: number;
    attendees?: Attendee[];
    source?: 'calendar' | 'booking';
    description?: string;
    id?: string;
  }): MeetingRecord {
    const record: MeetingRecord = {
      id: input.id ?? this.id('evt'),
      userId: input.userId,
      calendarEmail: input.calendarEmail,
      title: input.title,
      description: input.description ?? '',
      startTime: this.iso(input.start),
      endTime: this.iso(input.start + input.minutes * MINUTE_MS),
      source: input.source ?? 'calendar',
      attendees: input.attendees ?? [],
    };
    this.data.meetings.push(record);
    return record;
  }

  activity(
    userId: string,
    type: DbData['activities'][number]['type'],
    message: string,
    at: number,
  ): void {
    this.data.activities.push({
      id: this.id('act'),
      userId,
      type,
      message,
      createdAt: this.iso(at),
    });
  }
}
