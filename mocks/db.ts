/**
 * The mock backend's database: @msw/data 1.x collections described with valibot (Standard
 * Schema). One module-level instance serves every handler, in the browser worker, in Vitest and in
 * the HTTP mock server.
 *
 * Records reference each other by id (`userId`, `bookingId`, …) rather than through @msw/data
 * relations: plain records serialise as they are, which keeps snapshots, persistence and the
 * `/__mock/state` answer trivial.
 *
 * Persistence (browser only) lives in `persistence.ts`: every change marks the database dirty
 * through the collections' hooks, and the whole database is written as one snapshot.
 */
import { Collection } from '@msw/data';
import * as v from 'valibot';
import { isWeekStart } from '../src/domain/week';
import { WORKFLOW_STATUSES } from '../src/domain/workflow-status';
import type { Fault } from './faults/faults';

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

const isoString = v.string();
const nullableString = v.nullable(v.string());

const dayAvailability = v.object({
  enabled: v.boolean(),
  startHour: v.number(),
  endHour: v.number(),
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
  /** Issue 26; optional with a default so that snapshots stored before it load unchanged. */
  timeOff: v.optional(v.array(timeOffSchema), []),
  dateOverrides: v.optional(v.array(dateOverrideSchema), []),
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
});

export const linkSchema = v.object({
  id: v.string(),
  userId: v.string(),
  slug: v.string(),
  /**
   * Earlier slugs that still lead to the link (issue 24), oldest first. Optional with a default so
   * that snapshots stored before it load unchanged (no storage version bump needed).
   */
  previousSlugs: v.optional(v.array(v.string()), []),
  name: v.string(),
  customDescription: nullableString,
  type: v.picklist(['high_priority', 'standard']),
  defaultDuration: v.number(),
  /** Minutes (issue 26); null: the default notice rules. Optional for older snapshots. */
  minimumNotice: v.optional(v.nullable(v.number()), null),
  /** Bookings per host-local day (issue 26); null: no limit. Optional for older snapshots. */
  dailyLimit: v.optional(v.nullable(v.number()), null),
  createdAt: isoString,
  updatedAt: isoString,
  /** Grows with every change of the link; 1 when created. */
  version: v.optional(v.number()),
});

export const bookingSchema = v.object({
  id: v.string(),
  linkId: v.string(),
  slug: v.string(),
  hostUserId: v.string(),
  meetingId: v.string(),
  title: v.string(),
  description: v.string(),
  startTime: isoString,
  endTime: isoString,
  attendeeName: v.string(),
  attendeeEmail: v.string(),
  createdAt: isoString,
  /** Secret of the booking's own page `/bookings/{id}?token=…` (issue 15). */
  token: v.optional(v.string(), ''),
  status: v.optional(v.picklist(['confirmed', 'cancelled']), 'confirmed'),
  cancelledAt: v.optional(nullableString, null),
  cancelReason: v.optional(nullableString, null),
  /** Who cancelled it: the visitor (token) or the host (session); null while confirmed. */
  cancelledBy: v.optional(v.nullable(v.picklist(['visitor', 'host'])), null),
  /** The last move: when, by whom, and where the booking was before it (issue 25). */
  rescheduledAt: v.optional(nullableString, null),
  rescheduledBy: v.optional(v.nullable(v.picklist(['visitor', 'host'])), null),
  previousStartTime: v.optional(nullableString, null),
  previousEndTime: v.optional(nullableString, null),
  /** `Idempotency-Key` of the request that made it, with a fingerprint of its body. */
  idempotencyKey: v.optional(nullableString, null),
  requestFingerprint: v.optional(nullableString, null),
});

export const invitationSchema = v.object({
  id: v.string(),
  bookingId: v.string(),
  to: v.string(),
  subject: v.string(),
  body: v.string(),
  sentAt: isoString,
});

const slotSchema = v.object({ startTime: isoString, endTime: isoString });
const answerSchema = v.object({ option: v.number(), by: v.string(), at: isoString });

export const workflowSchema = v.object({
  id: v.string(),
  machineType: v.string(),
  status: v.picklist(WORKFLOW_STATUSES),
  /** The host the request came from, when known (links the workflow to a calendar). */
  userId: nullableString,
  context: v.object({
    user: v.object({ name: nullableString, email: nullableString }),
    input: v.object({ text: nullableString }),
    meetingId: nullableString,
    error: nullableString,
    /** The free time the engine found for the meeting (find_new_slots_for_selected_meeting). */
    newSlot: v.optional(v.nullable(slotSchema)),
    /** Where the meeting was before the engine moved it (set when rescheduled). */
    previousSlot: v.optional(v.nullable(slotSchema)),
    /**
     * The free times offered (find_new_slots_for_selected_meeting): inside the wish, earliest
     * first; or, when the wish cannot be met, the nearest ones, each with its reason.
     */
    slotOptions: v.optional(
      v.array(v.object({ ...slotSchema.entries, reason: v.optional(v.string()) })),
    ),
    /** The candidate meetings sent to the requester when the request was ambiguous. */
    meetingOptions: v.optional(
      v.array(
        v.object({
          option: v.number(),
          meetingId: v.string(),
          meetingTitle: v.string(),
          startTime: isoString,
          endTime: isoString,
          label: v.string(),
        }),
      ),
    ),
    /** The wish read before the meeting was known (kept until a candidate is chosen). */
    pendingWish: v.optional(
      v.object({
        window: v.object({ start: isoString, end: isoString }),
        partOfDay: v.picklist(['am', 'pm', 'any']),
        timeZone: v.string(),
      }),
    ),
    /** Which candidate meeting was chosen, by whom, when. */
    meetingSelection: v.optional(answerSchema),
    /** Which proposed time was chosen, by whom, when. */
    slotSelection: v.optional(answerSchema),
    /** The host's answer to the new time. */
    hostAnswer: v.optional(
      v.object({ answer: v.picklist(['approved', 'rejected']), by: v.string(), at: isoString }),
    ),
    /** What the assistant understood at parsing_input (simulation/intent.ts). */
    intent: v.optional(
      v.object({
        meetingId: v.string(),
        meetingTitle: v.string(),
        window: v.object({ start: isoString, end: isoString }),
        partOfDay: v.picklist(['am', 'pm', 'any']),
        timeZone: v.optional(v.string()),
      }),
    ),
  }),
  createdAt: isoString,
  updatedAt: isoString,
});

export const workflowEventSchema = v.object({
  id: v.string(),
  workflowId: v.string(),
  type: v.string(),
  timestamp: isoString,
  payload: v.object({
    message: v.optional(v.string()),
    value: v.optional(v.string()),
  }),
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
export type LinkRecord = v.InferOutput<typeof linkSchema>;
export type BookingRecord = v.InferOutput<typeof bookingSchema>;
export type InvitationRecord = v.InferOutput<typeof invitationSchema>;
export type WorkflowRecord = v.InferOutput<typeof workflowSchema>;
export type WorkflowEventRecord = v.InferOutput<typeof workflowEventSchema>;
export type ActivityRecord = v.InferOutput<typeof activitySchema>;

const schemas = {
  users: userSchema,
  sessions: sessionSchema,
  preferences: preferencesSchema,
  calendars: calendarSchema,
  meetings: meetingSchema,
  goals: goalsSchema,
  links: linkSchema,
  bookings: bookingSchema,
  invitations: invitationSchema,
  workflows: workflowSchema,
  workflowEvents: workflowEventSchema,
  activities: activitySchema,
};

/** The schema of each collection's records. */
export const RECORD_SCHEMAS: Readonly<typeof schemas> = schemas;

type Schemas = typeof schemas;
export type CollectionName = keyof Schemas;
export const COLLECTION_NAMES = Object.keys(schemas) as CollectionName[];

export type Db = { [K in CollectionName]: Collection<Schemas[K]> };

/** Plain data of every collection (what persistence writes and `snapshot()` returns). */
export type DbData = { [K in CollectionName]: v.InferInput<Schemas[K]>[] };

// ---------------------------------------------------------------------------------------------
// Meta: the mock's own state
// ---------------------------------------------------------------------------------------------

export interface MockMeta {
  /** The scenario last loaded (or reset). */
  scenarioId: string;
  /** The `now` the scenario was seeded with (ISO). Reloading re-seeds relative to it. */
  seededAt: string;
  /** Artificial latency of the browser worker, in ms. */
  latencyMs: number;
  /**
   * Workflows started by someone (QA panel, `/__mock/workflows`) since the scenario loaded: only
   * these advance by themselves, so a scenario's seeded workflows keep their statuses.
   */
  liveWorkflowIds?: string[];
  /** The QA clock (`clock.ts`), when set: kept across reloads and leader changes. */
  clock?: { frozenAt: number | null; offsetMs: number } | null;
  /** Injected faults per operation (`faults/faults.ts`): shared by every tab, kept on reload. */
  faults?: Fault[];
}

export const meta: MockMeta = {
  scenarioId: 'default',
  seededAt: new Date(0).toISOString(),
  latencyMs: 0,
  liveWorkflowIds: [],
};

/** Whether the workflow engine's runner moves this workflow (see `MockMeta.liveWorkflowIds`). */
export function isLiveWorkflow(workflow: { id: string }): boolean {
  return meta.liveWorkflowIds?.includes(workflow.id) ?? false;
}

/** Marks a workflow someone started as live. */
export function markWorkflowLive(id: string): void {
  meta.liveWorkflowIds = [...(meta.liveWorkflowIds ?? []), id];
  notifyChange('workflows');
}

// ---------------------------------------------------------------------------------------------
// The database
// ---------------------------------------------------------------------------------------------

/** A change listener hears which collection changed, or nothing when everything may have. */
type ChangeListener = (collection?: CollectionName) => void;
const changeListeners = new Set<ChangeListener>();

/** Called after any record is created, updated or deleted (debounced persistence uses it). */
export function onDbChange(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Tells the change listeners that `meta` changed (it is persisted with the records). */
export function metaChanged(): void {
  notifyChange();
}

function notifyChange(collection?: CollectionName): void {
  for (const listener of changeListeners) listener(collection);
}

function createCollection<K extends CollectionName>(name: K): Db[K] {
  return new Collection({ schema: schemas[name] }) as Db[K];
}

/** Hooks are attached after bulk loading: a create with listeners costs an extra promise. */
function watch(collection: Db[CollectionName], name: CollectionName): void {
  const changed = () => notifyChange(name);
  collection.hooks.on('create', changed);
  collection.hooks.on('update', changed);
  collection.hooks.on('delete', changed);
}

function createCollections(): Db {
  return {
    users: createCollection('users'),
    sessions: createCollection('sessions'),
    preferences: createCollection('preferences'),
    calendars: createCollection('calendars'),
    meetings: createCollection('meetings'),
    goals: createCollection('goals'),
    links: createCollection('links'),
    bookings: createCollection('bookings'),
    invitations: createCollection('invitations'),
    workflows: createCollection('workflows'),
    workflowEvents: createCollection('workflowEvents'),
    activities: createCollection('activities'),
  };
}

/**
 * The live collections. Always read them as `db.users` at call time: `resetDb()` swaps in fresh
 * collections (much faster than deleting thousands of records one by one).
 */
export const db: Db = createCollections();
for (const name of COLLECTION_NAMES) watch(db[name], name);

/** Empties every collection. */
export function resetDb(): void {
  const fresh = createCollections();
  for (const name of COLLECTION_NAMES) watch(fresh[name], name);
  Object.assign(db, fresh);
  notifyChange();
}

/** A deep copy of every record, plain JSON. */
export function snapshot(): DbData {
  return JSON.parse(serialiseDb()) as DbData;
}

/**
 * Every record as JSON text, without copying first: records are plain data (their internal
 * symbols are not serialised).
 */
export function serialiseDb(): string {
  const data = {} as Record<CollectionName, unknown[]>;
  for (const name of COLLECTION_NAMES) data[name] = db[name].all();
  return JSON.stringify(data);
}

/** An empty data set, to fill and pass to `restore()`. */
export function emptyData(): DbData {
  const data = {} as Record<CollectionName, unknown[]>;
  for (const name of COLLECTION_NAMES) data[name] = [];
  return data as DbData;
}

/**
 * A Standard Schema that accepts its input as it is: used while filling collections with records
 * built by the mock itself (scenario seeds), which the scenario tests validate against the real
 * schemas. Validating 30,000 seeded records one by one was most of `busy-week`'s load time.
 */
const TRUSTED = {
  '~standard': {
    version: 1,
    vendor: 'slotwise-trusted',
    validate: (value: unknown) => ({ value }),
  },
};

/** `Collection` keeps its schema in a field TypeScript calls private; it is read at each create. */
type WithSchema = { options: { schema: unknown } };

/**
 * Replaces the whole database with `data`, validated record by record through the schemas unless
 * `trusted` (records the mock built itself). Change listeners hear one change at the end, not one
 * per record.
 */
export async function restore(data: DbData, options: { trusted?: boolean } = {}): Promise<void> {
  // Fill fresh collections off to the side, then swap them in at once: handlers never see a
  // half-loaded database, and a failed load leaves the old one in place.
  const fresh = createCollections();
  const trusted = options.trusted === true;
  await fill(fresh.users, data.users, trusted);
  await fill(fresh.sessions, data.sessions, trusted);
  await fill(fresh.preferences, data.preferences, trusted);
  await fill(fresh.calendars, data.calendars, trusted);
  await fill(fresh.meetings, data.meetings, trusted);
  await fill(fresh.goals, data.goals, trusted);
  await fill(fresh.links, data.links, trusted);
  await fill(fresh.bookings, data.bookings, trusted);
  await fill(fresh.invitations, data.invitations, trusted);
  await fill(fresh.workflows, data.workflows, trusted);
  await fill(fresh.workflowEvents, data.workflowEvents, trusted);
  await fill(fresh.activities, data.activities, trusted);
  for (const name of COLLECTION_NAMES) watch(fresh[name], name);
  Object.assign(db, fresh);
  notifyChange();
}

async function fill<S extends v.GenericSchema>(
  collection: Collection<S>,
  records: readonly v.InferInput<S>[] | undefined,
  trusted: boolean,
): Promise<void> {
  const options = (collection as unknown as WithSchema).options;
  const schema = options.schema;
  // The collection validates through `options.schema`; it gets the real one back when filled.
  if (trusted) options.schema = TRUSTED;
  try {
    // One at a time: measurably faster than thousands of concurrent creates.
    for (const record of records ?? []) await collection.create(record);
  } finally {
    options.schema = schema;
  }
}

/** Record counts per collection (the QA panel and the README show them). */
export function counts(): Record<CollectionName, number> {
  const result = {} as Record<CollectionName, number>;
  for (const name of COLLECTION_NAMES) result[name] = db[name].count();
  return result;
}
