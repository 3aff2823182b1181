/**
 * The host's own records of the mock backend's database (valibot, Standard Schema): the account
 * and its sessions, preferences, calendars and their meetings, weekly goals and focus blocks, and
 * the activity log. The whole database's schema: `db-schemas.ts`.
 */
import * as v from 'valibot';
import { isWeekStart } from '../src/domain/date-time';

const isoString = v.string();
const nullableString = v.nullable(v.string());

/** A day's ranges (minutes), when the host set them; absent: one range, startHour to endHour. */
const ranges = v.optional(v.array(v.object({ start: v.number(), end: v.number() })));

const dayAvailability = v.object({
  enabled: v.boolean(),
  startHour: v.number(),
  endHour: v.number(),
  ranges,
});

const timeOffSchema = v.object({
  id: v.string(),
  startDate: v.string(),
  endDate: v.string(),
  note: nullableString,
});

const dateOverrideSchema = v.object({
  date: v.string(),
  enabled: v.boolean(),
  startHour: v.number(),
  endHour: v.number(),
  ranges,
});

export const userSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  picture: nullableString,
  /** OAuth scopes granted at the last consent. */
  grantedScopes: v.array(v.string()),
  /** Operator capability: the workflow monitor. */
  workflowAccess: v.boolean(),
  createdAt: isoString,
  /** The host's own slug prefix, fixed at account creation (absent: derived from the name). */
  slugPrefix: v.optional(v.string()),
});

export const sessionSchema = v.object({
  token: v.string(),
  userId: v.string(),
  createdAt: isoString,
});

export const preferencesSchema = v.object({
  userId: v.string(),
  timePreference: v.picklist(['am', 'pm', 'both']),
  timezone: v.string(),
  dayAvailability: v.object({
    '0': dayAvailability,
    '1': dayAvailability,
    '2': dayAvailability,
    '3': dayAvailability,
    '4': dayAvailability,
    '5': dayAvailability,
    '6': dayAvailability,
  }),
  bufferTime: v.number(),
  noBufferNeeded: v.boolean(),
  /** Optional with a default so that snapshots stored before them load unchanged. */
  timeOff: v.optional(v.array(timeOffSchema), []),
  dateOverrides: v.optional(v.array(dateOverrideSchema), []),
  /** The host's message switches (absent, or a switch absent: on). */
  notifications: v.optional(
    v.object({
      newBooking: v.optional(v.boolean()),
      request: v.optional(v.boolean()),
      reschedule: v.optional(v.boolean()),
      cancel: v.optional(v.boolean()),
      expired: v.optional(v.boolean()),
    }),
  ),
  totalMeetingsAnalyzed: v.number(),
  lastAnalyzedAt: nullableString,
  slackId: nullableString,
  updatedAt: isoString,
  /**
   * Grows with every stored change (the contract's "Versions"); absent means 1 (records seeded
   * before versions, or trusted seeds that skip the schema's defaults): read it with versionOf.
   */
  version: v.optional(v.number()),
});

export const calendarSchema = v.object({
  id: v.string(),
  userId: v.string(),
  email: v.string(),
  kind: v.picklist(['primary', 'personal']),
  /** The provider's authorisation for this calendar expired: reads fail until a reconnect. */
  authExpired: v.boolean(),
  connectedAt: isoString,
  /** The calendar's own time zone (its settings): the zone its meetings were held in. */
  timeZone: v.optional(v.string()),
});

export const attendeeSchema = v.object({ name: nullableString, email: v.string() });

export const meetingSchema = v.object({
  id: v.string(),
  /** The host whose calendar holds the event. */
  userId: v.string(),
  /** The calendar (an e-mail address) the event lives in; only connected calendars count. */
  calendarEmail: v.string(),
  title: v.string(),
  description: v.string(),
  startTime: isoString,
  endTime: isoString,
  source: v.picklist(['calendar', 'booking']),
  attendees: v.array(attendeeSchema),
});

export const goalsSchema = v.object({
  id: v.string(),
  userId: v.string(),
  /** The week's Monday, its calendar date in the host's zone (`YYYY-MM-DD`): the week's identity. */
  weekStartDate: v.pipe(
    v.string(),
    v.check((value: string) => isWeekStart(value)),
  ),
  goals: v.array(v.string()),
  createdAt: isoString,
  updatedAt: isoString,
  /** Grows with every save of the week; 1 once saved (0 is "nothing saved"). */
  version: v.optional(v.number()),
  /** Minutes each goal needs this week; absent in older snapshots: none. */
  minutesNeeded: v.optional(v.array(v.number())),
  /** Grows with every change of the week's focus blocks; absent: 0. */
  focusVersion: v.optional(v.number()),
});

/** A focus block of a weekly goal: busy for the standard link, flexible otherwise. */
export const focusBlockSchema = v.object({
  id: v.string(),
  userId: v.string(),
  /** The goals week it belongs to (its Monday's date in the host's zone). */
  weekStartDate: v.string(),
  goalIndex: v.number(),
  startTime: isoString,
  endTime: isoString,
  /** `dropped`: a high-priority booking took it and its week had no room left. */
  status: v.picklist(['planned', 'dropped']),
  /** How many times the assistant moved it. */
  moves: v.number(),
  /** What the host was last told about it. */
  notice: nullableString,
  /**
   * Its place (where the host put it) while a booking keeps it away, moved or dropped; null or
   * absent at home. It returns there when the place is free again.
   */
  homeStartTime: v.optional(nullableString),
  homeEndTime: v.optional(nullableString),
  version: v.number(),
  createdAt: isoString,
  updatedAt: isoString,
});

export const activitySchema = v.object({
  id: v.string(),
  userId: v.string(),
  type: v.picklist([
    'meeting_booked',
    'meeting_rescheduled',
    'preferences_updated',
    'calendar_connected',
    'calendar_disconnected',
    'goals_saved',
    'link_created',
    'link_updated',
  ]),
  message: v.string(),
  createdAt: isoString,
});

export type UserRecord = v.InferOutput<typeof userSchema>;
export type SessionRecord = v.InferOutput<typeof sessionSchema>;
export type PreferencesRecord = v.InferOutput<typeof preferencesSchema>;
export type CalendarRecord = v.InferOutput<typeof calendarSchema>;
export type MeetingRecord = v.InferOutput<typeof meetingSchema>;
export type GoalsRecord = v.InferOutput<typeof goalsSchema>;
export type FocusBlockRecord = v.InferOutput<typeof focusBlockSchema>;
export type ActivityRecord = v.InferOutput<typeof activitySchema>;
