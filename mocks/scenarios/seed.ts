/**
 * The seed builder: accumulates plain records for a scenario, synchronously and
 * deterministically (a fixed pseudo-random seed, dates relative to the injected `now`), to be
 * loaded with `restore()` in one go.
 */
import {
  defaultPreferences,
  type DayAvailabilityMap,
  type EditablePreferences,
} from '../../src/domain/preferences';
import { defaultSlug, DEFAULT_LINK_NAME, slugPrefix, type LinkType } from '../../src/domain/links';
import type { WorkflowStatus } from '../../src/domain/workflow-status';
import { BASIC_SCOPES, FULL_SCOPES } from '../auth';
import type { MeetingRecord } from '../db';
import type { Attendee, Person } from './people';
import { SeedRecords } from './seed-records';
import { booking, type BookingOptions } from './seed-booking';
import { workWeek, type WorkWeekOptions } from './seed-work-week';
import { buildHistory, MACHINE_TYPE, REQUEST_TEXTS } from '../simulation/workflows';
import { weekStart, civilDate } from '../time';

export type { AgendaItem } from './seed-work-week';
import {
  addDays,
  DAY_MS as DAY,
  formatCivil,
  HOUR_MS as HOUR,
  type DateFields,
} from '../../src/domain/civil-date';
import { zonedInstant } from '../../src/domain/zone-clock';

/** The scenarios' names for the lengths of `src/domain/civil-date.ts`. */
export { HOUR, DAY };

export class Seed extends SeedRecords {
  // ---- accounts -------------------------------------------------------------------------------

  user(
    person: Person,
    options: { scopes?: 'full' | 'basic'; workflowAccess?: boolean; since?: number } = {},
  ): void {
    this.data.users.push({
      id: person.id,
      name: person.name,
      email: person.email,
      picture: person.picture,
      grantedScopes: options.scopes === 'basic' ? [...BASIC_SCOPES] : [...FULL_SCOPES],
      workflowAccess: options.workflowAccess ?? false,
      createdAt: this.iso(this.now - (options.since ?? 120 * DAY)),
    });
    this.calendar(person.id, person.email, 'primary', {
      since: options.since ?? 120 * DAY,
      timeZone: person.timezone,
    });
  }

  session(userId: string, token: string): void {
    this.data.sessions.push({ token, userId, createdAt: this.iso(this.now - 2 * HOUR) });
  }

  calendar(
    userId: string,
    email: string,
    kind: 'primary' | 'personal',
    options: { authExpired?: boolean; since?: number; timeZone?: string } = {},
  ): void {
    this.data.calendars.push({
      id: this.id('cal'),
      userId,
      email,
      kind,
      authExpired: options.authExpired ?? false,
      connectedAt: this.iso(this.now - (options.since ?? 60 * DAY)),
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    });
  }

  preferences(
    person: Person,
    options: {
      analysed?: { total: number; daysAgo: number };
      timePreference?: EditablePreferences['timePreference'];
      dayAvailability?: Partial<DayAvailabilityMap>;
      bufferTime?: number;
      noBufferNeeded?: boolean;
    } = {},
  ): void {
    const base = defaultPreferences(person.timezone);
    this.data.preferences.push({
      userId: person.id,
      timePreference: options.timePreference ?? base.timePreference,
      timezone: person.timezone,
      dayAvailability: { ...base.dayAvailability, ...options.dayAvailability },
      bufferTime: options.bufferTime ?? base.bufferTime,
      noBufferNeeded: options.noBufferNeeded ?? base.noBufferNeeded,
      timeOff: [],
      dateOverrides: [],
      totalMeetingsAnalyzed: options.analysed?.total ?? 0,
      lastAnalyzedAt: options.analysed ? this.iso(this.now - options.analysed.daysAgo * DAY) : null,
      slackId: person.slackId,
      updatedAt: this.iso(this.now - (options.analysed?.daysAgo ?? 30) * DAY),
    });
  }

  // ---- calendar -------------------------------------------------------------------------------

  /** The Monday (host-local civil date) of the week `offset` weeks from the current one. */
  monday(timeZone: string, offset = 0): DateFields {
    return addDays(civilDate(weekStart(this.now, timeZone), timeZone), offset * 7);
  }

  /** A meeting at a host-local wall time. */
  meetingAt(
    person: Person,
    calendarEmail: string,
    date: DateFields,
    hour: number,
    minute: number,
    minutes: number,
    title: string,
    attendees: Attendee[] = [],
  ): MeetingRecord {
    return this.meeting({
      userId: person.id,
      calendarEmail,
      title,
      start: zonedInstant(date, hour * 60 + minute, person.timezone),
      minutes,
      attendees,
    });
  }

  /**
   * A realistic working week in the host's primary calendar: `perDay` meetings on each of
   * `days` (0 = Sunday), between `fromHour` and `toHour` host time, not overlapping what the
   * calendar already holds that day.
   */
  workWeek(person: Person, monday: DateFields, options: WorkWeekOptions): void {
    workWeek(this, person, monday, options);
  }

  // ---- links, bookings, goals -----------------------------------------------------------------

  link(
    person: Person,
    type: LinkType,
    options: {
      id?: string;
      name?: string;
      customDescription?: string | null;
      duration?: number;
      suffix?: string;
    } = {},
  ): string {
    const id = options.id ?? this.id('lnk');
    const prefix = slugPrefix(person.name);
    this.data.links.push({
      id,
      userId: person.id,
      slug: options.suffix ? `${prefix}/${options.suffix}` : defaultSlug(prefix, type),
      previousSlugs: [],
      name: options.name ?? DEFAULT_LINK_NAME,
      customDescription: options.customDescription ?? null,
      type,
      defaultDuration: options.duration ?? 30,
      minimumNotice: null,
      dailyLimit: null,
      // The contract's defaults (every 30 minutes; 14 or 21 days), stored as they are restored.
      slotInterval: null,
      bookingWindowDays: null,
      // The meeting types' fields as the schema's defaults, so a restored snapshot reads the same.
      spec: true,
      active: true,
      durations: null,
      location: null,
      locations: null,
      secret: false,
      singleUse: false,
      usedAt: null,
      questions: [],
      maxGuests: 0,
      changeCutoffHours: 0,
      requiresApproval: false,
      reminders: [
        { minutesBefore: 1440, enabled: true },
        { minutesBefore: 60, enabled: true },
      ],
      deletedAt: null,
      createdAt: this.iso(this.now - 45 * DAY),
      updatedAt: this.iso(this.now - 45 * DAY),
    });
    return id;
  }

  /** A booking made through a link: the meeting in the primary calendar plus the invitation. */
  booking(
    person: Person,
    linkId: string,
    visitor: Attendee & { name: string },
    start: number,
    madeAgo: number,
    options: BookingOptions = {},
  ): void {
    booking(this, person, linkId, visitor, start, madeAgo, options);
  }

  goals(person: Person, weekOffset: number, goals: [string, string, string]): void {
    const monday = this.monday(person.timezone, weekOffset);
    const weekStartMs = zonedInstant(monday, 0, person.timezone);
    const savedAt = Math.min(this.now - HOUR, weekStartMs + 9 * HOUR);
    this.data.goals.push({
      id: this.id('gls'),
      userId: person.id,
      weekStartDate: formatCivil(monday),
      goals,
      createdAt: this.iso(savedAt),
      updatedAt: this.iso(savedAt),
    });
  }

  // ---- workflows ------------------------------------------------------------------------------

  /**
   * A workflow that reached `status`, created `age` ms before now, with its whole history.
   * Histories of workflows still running are cut so that no event lies in the future.
   */
  workflow(
    status: WorkflowStatus,
    age: number,
    requester: { userId: string | null; name: string | null; email: string | null },
    meetingId: string | null = null,
  ): void {
    const id = this.rng.uuid();
    const { events, error } = buildHistory(status, {
      rng: this.rng,
      requester: requester.name ?? 'the requester',
      newSlotDetour: this.rng.chance(0.15),
    });
    const span = events.at(-1)?.at ?? 0;
    const createdAt = this.now - Math.max(age, span + 30_000);
    const text = this.rng.chance(0.06) ? null : this.rng.pick(REQUEST_TEXTS);
    this.data.workflows.push({
      id,
      machineType: MACHINE_TYPE,
      status,
      userId: requester.userId,
      context: {
        user: { name: requester.name, email: requester.email },
        input: { text },
        meetingId: status === 'parsing_input' ? null : meetingId,
        error,
      },
      createdAt: this.iso(createdAt),
      updatedAt: this.iso(createdAt + span),
    });
    events.forEach((event, index) => {
      this.data.workflowEvents.push({
        id: `${id.slice(0, 8)}-${String(index + 1).padStart(3, '0')}`,
        workflowId: id,
        type: event.type,
        timestamp: this.iso(createdAt + event.at),
        payload: event.payload,
      });
    });
  }
}
