/**
 * What every handler shares: the typed `http` factory, the artificial latency, request reading,
 * the host's data views (connected calendars, visible meetings, preferences) and a per-key lock.
 */
import { delay, HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '../../src/api/schema.gen';
import { validate, type Validation } from '../../src/domain/api-schemas';
import { defaultPreferences } from '../../src/domain/preferences';
import { now } from '../clock';
import {
  db,
  meta,
  type ActivityRecord,
  type BookingRecord,
  type CalendarRecord,
  type LinkRecord,
  type MeetingRecord,
  type PreferencesRecord,
  type UserRecord,
} from '../db';
import { apiError, invalid } from '../errors';
import { newId } from '../random';
import { versionOf } from '../versions';
import type * as v from 'valibot';
import { bookingHostIds, hostMeetingId } from './booking-hosts';

/**
 * Paths match on any origin (`*` prefix): the same handlers serve the browser (same origin or a
 * configured API base URL), Node tests (no document origin at all) and the HTTP mock server.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });

export type Schemas = components['schemas'];

/** A 400 whose message names the problem (a mock-only route's body, query or parameter). */
export function badRequest(error: string) {
  return HttpResponse.json(invalid(error), { status: 400 });
}

export const NOT_AUTHENTICATED = apiError('not_authenticated', 'Not authenticated');
export const WORKFLOW_ACCESS_REQUIRED = apiError(
  'workflow_access_required',
  'Workflow access required',
);
export const LINK_NOT_FOUND = apiError('not_found', 'Scheduling link not found');

/**
 * The link that holds `slug`, as its current slug or as a previous one (a renamed
 * link's old addresses keep leading to it on every public call).
 */
export function linkHoldingSlug(slug: string): LinkRecord | undefined {
  return (
    db.links.findFirst((q) => q.where((l) => l.slug === slug && !l.deletedAt)) ??
    db.links.findFirst((q) => q.where((l) => !l.deletedAt && l.previousSlugs.includes(slug)))
  );
}

// ---------------------------------------------------------------------------------------------
// Latency
// ---------------------------------------------------------------------------------------------

function underVitest(): boolean {
  return typeof process !== 'undefined' && typeof process.env === 'object' && !!process.env.VITEST;
}

/** The artificial delay of every answer: `meta.latencyMs` in the browser, never under Vitest. */
export async function latency(): Promise<void> {
  if (meta.latencyMs > 0 && !underVitest()) await delay(meta.latencyMs);
}

// ---------------------------------------------------------------------------------------------
// Reading requests
// ---------------------------------------------------------------------------------------------

/** Parses and validates a JSON body. An empty or malformed body is a 400 like any other. */
export async function readBody<TSchema extends v.GenericSchema>(
  request: Request,
  schema: TSchema,
): Promise<Validation<v.InferOutput<TSchema>>> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await request.arrayBuffer());
  } catch {
    return { success: false, error: 'The request body could not be read' };
  }
  // A byte order mark is not JSON (RFC 8259 section 8.1); request.text() would drop it silently,
  // turning a malformed body into `{}` (a valid cancel, for one).
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { success: false, error: 'The request body must be valid JSON' };
  }
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '')
    return { success: false, error: 'The request body must be a JSON object' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { success: false, error: 'The request body must be valid JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { success: false, error: 'The request body must be a JSON object' };
  }
  return validate(schema, value);
}

/** The query string as a plain object (first value of each name). */
export function queryObject(request: Request): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of new URL(request.url).searchParams) {
    if (!(name in result)) result[name] = value;
  }
  return result;
}

export function readQuery<TSchema extends v.GenericSchema>(
  request: Request,
  schema: TSchema,
): Validation<v.InferOutput<TSchema>> {
  return validate(schema, queryObject(request));
}

/**
 * A path parameter as MSW gives it: already URL-decoded, exactly once. Never decoded again, so
 * `jordan%252Dlee` is the literal `jordan%2Dlee` (an unknown slug), not `jordan-lee`.
 */
export function pathParam(value: string | readonly string[] | undefined): string {
  return Array.isArray(value) ? (value[0] ?? '') : typeof value === 'string' ? value : '';
}

// ---------------------------------------------------------------------------------------------
// Host data views
// ---------------------------------------------------------------------------------------------

/** Planner colours: primary, then the additional calendars in connection order (repeating). */
export const PRIMARY_COLOR = '#6C79FF';
export const ADDITIONAL_COLORS = ['#00B2BF', '#4EA7FC', '#F2994A'] as const;

export function primaryCalendar(userId: string): CalendarRecord | undefined {
  return db.calendars.findFirst((q) => q.where({ userId, kind: 'primary' }));
}

/** Whether the host must reconnect Google before their links and analysis work again. */
export function calendarStatus(userId: string): Schemas['CalendarStatus'] {
  return primaryCalendar(userId)?.authExpired ? 'reconnect_required' : 'connected';
}

/** The additional calendars, in connection order. */
export function personalCalendars(userId: string): CalendarRecord[] {
  return db.calendars
    .findMany((q) => q.where({ userId, kind: 'personal' }))
    .sort((a, b) => a.connectedAt.localeCompare(b.connectedAt) || a.id.localeCompare(b.id));
}

export function connectedCalendars(userId: string): Schemas['ConnectedCalendars'] {
  const primary = primaryCalendar(userId);
  const user = db.users.findFirst((q) => q.where({ id: userId }));
  return {
    primary: { email: primary?.email ?? user?.email ?? '', status: calendarStatus(userId) },
    additional: personalCalendars(userId).map((c) => ({ email: c.email })),
  };
}

/** Calendar e-mail → planner colour, for the host's connected calendars. */
export function calendarColors(userId: string): Map<string, string> {
  const colors = new Map<string, string>();
  const primary = primaryCalendar(userId);
  if (primary) colors.set(primary.email, PRIMARY_COLOR);
  personalCalendars(userId).forEach((c, i) => {
    if (!colors.has(c.email))
      colors.set(c.email, ADDITIONAL_COLORS[i % ADDITIONAL_COLORS.length] ?? PRIMARY_COLOR);
  });
  return colors;
}

/**
 * The host's meetings that count: those in a connected calendar (a disconnected calendar's
 * events stay in the provider but stop counting), overlapping [from, to) when given.
 */
export function visibleMeetings(userId: string, from?: number, to?: number): MeetingRecord[] {
  const colors = calendarColors(userId);
  return db.meetings.findMany((q) =>
    q.where((m) => {
      if (m.userId !== userId || !colors.has(m.calendarEmail)) return false;
      if (from === undefined || to === undefined) return true;
      return Date.parse(m.endTime) > from && Date.parse(m.startTime) < to;
    }),
  );
}

/** Meeting id → booking id, for the host's booked meetings (the planner links them). */
export function bookingIdsByMeeting(userId: string): Map<string, string> {
  return new Map(bookingsByMeeting(userId).map(([meetingId, b]) => [meetingId, b.id]));
}

/**
 * The host's bookings that have a meeting in the calendar, by meeting id: confirmed ones, and
 * requests waiting for the host's answer, whose meeting holds the time tentatively.
 */
function bookingsByMeeting(userId: string): [string, BookingRecord][] {
  // A team booking is in each of its hosts' calendars, each with its own copy of the meeting.
  return db.bookings
    .findMany((q) => q.where((b) => bookingHostIds(b).includes(userId)))
    .filter((b) => b.status === 'confirmed' || b.status === 'pending')
    .map((b) => [hostMeetingId(b, userId), b]);
}

/** The ids of the meetings of requests still waiting for the host's answer. */
export function tentativeMeetingIds(userId: string): Set<string> {
  return new Set(
    bookingsByMeeting(userId)
      .filter(([, b]) => b.status === 'pending')
      .map(([meetingId]) => meetingId),
  );
}

export function toMeeting(
  record: MeetingRecord,
  colors: Map<string, string>,
  bookingIds?: Map<string, string>,
  tentative?: Set<string>,
): Schemas['Meeting'] {
  return {
    id: record.id,
    title: record.title,
    startTime: record.startTime,
    endTime: record.endTime,
    color: colors.get(record.calendarEmail) ?? PRIMARY_COLOR,
    calendarEmail: record.calendarEmail,
    source: record.source,
    kind: 'meeting',
    ...(bookingIds?.has(record.id) ? { bookingId: bookingIds.get(record.id) } : {}),
    ...(tentative?.has(record.id) ? { tentative: true } : {}),
    attendees: record.attendees.map((a) => ({ name: a.name, email: a.email })),
  };
}

/** Stored preferences, or the defaults (in UTC) for a host who has none. */
export function hostPreferences(user: UserRecord): Schemas['Preferences'] {
  const stored = db.preferences.findFirst((q) => q.where({ userId: user.id }));
  if (stored) return toPreferences(stored);
  return {
    ...defaultPreferences('UTC'),
    totalMeetingsAnalyzed: 0,
    lastAnalyzedAt: null,
    slackId: null,
    version: 1,
  };
}

type DayRecord = PreferencesRecord['dayAvailability']['0'];

/** A stored day's `ranges` field: present only when the host set ranges. */
function rangesField(x: Pick<DayRecord, 'ranges'>): { ranges?: Schemas['TimeRange'][] } {
  return x.ranges && x.ranges.length > 0
    ? { ranges: x.ranges.map((r) => ({ start: r.start, end: r.end })) }
    : {};
}

export function toPreferences(record: PreferencesRecord): Schemas['Preferences'] {
  const d = record.dayAvailability;
  const day = (x: DayRecord) => ({
    enabled: x.enabled,
    startHour: x.startHour,
    endHour: x.endHour,
    ...rangesField(x),
  });
  return {
    timePreference: record.timePreference,
    timezone: record.timezone,
    dayAvailability: {
      '0': day(d['0']),
      '1': day(d['1']),
      '2': day(d['2']),
      '3': day(d['3']),
      '4': day(d['4']),
      '5': day(d['5']),
      '6': day(d['6']),
    },
    bufferTime: record.bufferTime,
    noBufferNeeded: record.noBufferNeeded,
    totalMeetingsAnalyzed: record.totalMeetingsAnalyzed,
    lastAnalyzedAt: record.lastAnalyzedAt,
    slackId: record.slackId,
    version: versionOf(record),
    // Trusted seeds skip the schema's defaults: a record without the lists has none.
    timeOff: (record.timeOff ?? []).map((r) => ({
      id: r.id,
      startDate: r.startDate,
      endDate: r.endDate,
      note: r.note,
    })),
    dateOverrides: (record.dateOverrides ?? []).map((o) => ({
      date: o.date,
      enabled: o.enabled,
      startHour: o.startHour,
      endHour: o.endHour,
      ...rangesField(o),
    })),
    // Only once the host set a switch: absent means every message on.
    ...(record.notifications ? { notifications: { ...record.notifications } } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Activity log
// ---------------------------------------------------------------------------------------------

/**
 * Records an activity entry. Repeated entries of the same type within 10 minutes (the autosave
 * fires on every change) are folded into the latest one.
 */
export async function recordActivity(
  userId: string,
  type: ActivityRecord['type'],
  message: string,
): Promise<void> {
  const at = now();
  const latest = db.activities
    .findMany((q) => q.where({ userId }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const foldable = type === 'preferences_updated' || type === 'goals_saved';
  if (
    foldable &&
    latest &&
    latest.type === type &&
    at.getTime() - Date.parse(latest.createdAt) < 10 * 60_000
  ) {
    await db.activities.update(latest, {
      data(entry) {
        entry.message = message;
        entry.createdAt = at.toISOString();
      },
    });
    return;
  }
  await db.activities.create({
    id: newId('act'),
    userId,
    type,
    message,
    createdAt: at.toISOString(),
  });
}

// ---------------------------------------------------------------------------------------------
// Serialising concurrent writes
// ---------------------------------------------------------------------------------------------

const locks = new Map<string, Promise<unknown>>();

/**
 * Runs `task` after every earlier task of the same key has settled. Read-check-write sequences
 * that await between the check and the write (every @msw/data write is async) run under a lock,
 * so two requests can never both pass the check: two bookings of one slot, two links with one
 * slug, two goal sets for one week.
 */
export function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = locks.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  locks.set(key, tail);
  void tail.then(() => {
    if (locks.get(key) === tail) locks.delete(key);
  });
  return run;
}
