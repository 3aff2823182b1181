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
import type * as v from 'valibot';
import {
  COLLECTION_NAMES,
  RECORD_SCHEMAS as schemas,
  type CollectionName,
  type Db,
  type DbData,
} from './db-schemas';
import type { ErrorCode } from './errors';
import type { OperationId } from './faults/operations';

export * from './db-schemas';

// ---------------------------------------------------------------------------------------------
// Meta: the mock's own state
// ---------------------------------------------------------------------------------------------

/** What an injected fault does to a call. */
export type FaultAction =
  | { kind: 'status'; status: number; code: ErrorCode }
  | { kind: 'delay'; ms: number }
  | { kind: 'drop' }
  | { kind: 'hang' };

/** An injected fault (`faults/faults.ts`): what it does to one operation, and how often. */
export interface Fault {
  operationId: OperationId;
  action: FaultAction;
  /** How many more calls it applies to; null: until cleared. */
  remaining: number | null;
  /** How many calls it has applied to so far. */
  applied: number;
}

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

/**
 * A change listener hears which collection changed, `'meta'` when only the mock's own settings
 * did (faults, latency: stored, but no resource of the contract changed), or nothing when
 * everything may have.
 */
type ChangeListener = (collection?: CollectionName | 'meta') => void;
const changeListeners = new Set<ChangeListener>();

/** Called after any record is created, updated or deleted (debounced persistence uses it). */
export function onDbChange(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/**
 * Tells the change listeners that `meta` changed (it is persisted with the records). `settingsOnly`:
 * what changed is the mock's own bookkeeping (faults and their counters, latency), which no
 * contract resource shows, so open tabs have nothing to refetch.
 */
export function metaChanged({ settingsOnly = false } = {}): void {
  notifyChange(settingsOnly ? 'meta' : undefined);
}

function notifyChange(collection?: CollectionName | 'meta'): void {
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
    focusBlocks: createCollection('focusBlocks'),
    holds: createCollection('holds'),
    webhookSubscriptions: createCollection('webhookSubscriptions'),
    webhookDeliveries: createCollection('webhookDeliveries'),
    apiKeys: createCollection('apiKeys'),
    teams: createCollection('teams'),
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
  await fill(fresh.focusBlocks, data.focusBlocks, trusted);
  await fill(fresh.holds, data.holds, trusted);
  await fill(fresh.webhookSubscriptions, data.webhookSubscriptions, trusted);
  await fill(fresh.webhookDeliveries, data.webhookDeliveries, trusted);
  await fill(fresh.apiKeys, data.apiKeys, trusted);
  await fill(fresh.teams, data.teams, trusted);
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
