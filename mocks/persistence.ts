/**
 * Browser persistence of the mock database: the whole database and `meta` are written to
 * localStorage as one snapshot, so the mock behaves like a server across reloads.
 *
 * Why not @msw/data's own `persist()` extension: it writes each collection under a key derived
 * from the order collections were created, only on the `unload` event (which Chrome is phasing
 * out), with no way to await hydration, and a quota error on one collection leaves the others
 * from a newer state than it. Here:
 * - every change schedules a save shortly after (debounced), `pagehide` flushes, and the mock's
 *   own navigations (`flushPersistence()`) wait for the write;
 * - the snapshot is one key, so it is all-or-nothing;
 * - a snapshot above 50,000 characters (the default scenario's is ~155,000) is gzip-compressed with
 *   `CompressionStream`: in Chrome, storing 185,000 characters took 8 ms and stalled the page's
 *   next `Response.clone()` (the request log's) by 9 ms more, 745,000 characters 24 + 115 ms;
 *   every answered write of the leader stores one (docs/decisions.md#mock-backend);
 * - if a snapshot still cannot be stored (browser storage full), the stored one stays as it was
 *   and the write says so (`flushPersistence()` answers false): the leader then puts the live
 *   database back to that stored state (`restoreLastStored()`) and refuses the request, so no
 *   answered write is ever lost. (A stored state without records, from older versions, is still
 *   read: the next start re-seeds its scenario at the same `seededAt`.)
 */
import { db, meta, onDbChange, restore, serialiseDb, type DbData, type MockMeta } from './db';

export const STORAGE_KEY = 'slotwise.mock-db.v1';
/**
 * The stored shape. Bumped whenever a record's shape changes, so an older snapshot is dropped (the
 * default scenario is loaded instead) rather than failing validation or being misread.
 * 2: a goals week is its Monday's date (`2026-11-02`), no longer an instant.
 */
export const STORAGE_VERSION = 2;
const DEBOUNCE_MS = 120;
/** Above this many characters the snapshot is compressed before it is stored. */
const COMPRESS_ABOVE = 50_000;
/** `pagehide` cannot wait for compression: it stores a snapshot up to this size as it is. */
const PLAIN_AT_MOST = 1_500_000;

interface StoredState {
  version: number;
  meta: MockMeta;
  /** The records, or null when they could not be stored (re-seed from meta). */
  data: DbData | null;
}

export interface PersistedState {
  meta: MockMeta;
  data: DbData | null;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function gzip(text: string): Promise<string> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return toBase64(new Uint8Array(await new Response(stream).arrayBuffer()));
}

async function gunzip(base64: string): Promise<string> {
  const stream = new Blob([fromBase64(base64)])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

/** The JSON text of a stored value, compressed (`gz:…`) or not. */
export async function storedJson(raw: string): Promise<string> {
  return raw.startsWith('gz:') ? gunzip(raw.slice(3)) : raw;
}

/** Reads the stored state; null when there is none or it cannot be read. */
export async function readPersisted(storage: Storage): Promise<PersistedState | null> {
  const raw = storage.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const json = await storedJson(raw);
    const state = JSON.parse(json) as StoredState;
    if (state.version !== STORAGE_VERSION || typeof state.meta?.scenarioId !== 'string')
      return null;
    return { meta: state.meta, data: state.data };
  } catch {
    return null;
  }
}

/** Loads a stored state into the database and `meta`. */
export async function applyPersisted(state: PersistedState): Promise<void> {
  Object.assign(meta, state.meta);
  if (state.data) await restore(state.data);
}

/**
 * Loads a stored state; where its records are missing (too large to store) or cannot be restored
 * (edited by hand, or damaged), `reseed` loads its scenario afresh at the same "now" instead, so
 * the database is never half of what was stored and the tab still leads. Says which it did.
 */
export async function restoreOrReseed(
  state: PersistedState,
  reseed: (scenarioId: string, seededAt: string) => Promise<unknown>,
): Promise<'restored' | 'reseeded'> {
  if (state.data) {
    try {
      await applyPersisted(state);
      return 'restored';
    } catch (cause) {
      console.error(
        '[mocks] The stored records could not be restored; the scenario is reseeded.',
        cause,
      );
    }
  }
  Object.assign(meta, state.meta);
  await reseed(state.meta.scenarioId, state.meta.seededAt);
  return 'reseeded';
}

function serialise(withData: boolean): string {
  // Assembled by hand so the (large) records are stringified once, without an intermediate copy.
  const head = JSON.stringify({ version: STORAGE_VERSION, meta: { ...meta } } satisfies Omit<
    StoredState,
    'data'
  >);
  return `${head.slice(0, -1)},"data":${withData ? serialiseDb() : 'null'}}`;
}

function trySet(storage: Storage, value: string): boolean {
  try {
    storage.setItem(STORAGE_KEY, value);
    return true;
  } catch {
    return false;
  }
}

let storageRef: Storage | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let writing: Promise<void> = Promise.resolve();
let dirty = false;
/** Whether the last write stored the whole snapshot. */
let lastWriteStored = true;
/** The last snapshot stored in full (uncompressed), to go back to when a later one cannot be. */
let lastStored: string | null = null;

/** Stores the whole snapshot; on failure the stored one is left as it was. Says which. */
async function store(storage: Storage, json: string): Promise<boolean> {
  if (json.length <= COMPRESS_ABOVE && trySet(storage, json)) return true;
  if (typeof CompressionStream === 'undefined') return false;
  try {
    return trySet(storage, `gz:${await gzip(json)}`);
  } catch {
    return false;
  }
}

async function write(storage: Storage): Promise<void> {
  dirty = false;
  const json = serialise(true);
  lastWriteStored = await store(storage, json);
  if (lastWriteStored) lastStored = json;
  else {
    dirty = true;
    console.error(
      '[mocks] The mock database could not be stored (browser storage is full); the stored state is kept.',
    );
  }
}

function schedule(): void {
  dirty = true;
  if (timer !== null || !storageRef) return;
  timer = setTimeout(() => {
    timer = null;
    const storage = storageRef;
    if (storage) writing = writing.then(() => write(storage));
  }, DEBOUNCE_MS);
}

/**
 * Writes any pending change now (with `force`, the whole state whatever changed) and resolves
 * once it is written: true when the live database and `meta` are stored in full, false when they
 * could not be (storage full) or nothing stores them (persistence not started).
 */
export async function flushPersistence(options: { force?: boolean } = {}): Promise<boolean> {
  const storage = storageRef;
  if (!storage) return false;
  if (timer !== null) clearTimeout(timer);
  timer = null;
  if (dirty || options.force === true) writing = writing.then(() => write(storage));
  await writing;
  return storageRef === storage && lastWriteStored;
}

/**
 * Puts the live database and `meta` back to the last state stored in full (at the latest, the
 * one persistence started with). False when there is none to go back to.
 */
export async function restoreLastStored(): Promise<boolean> {
  if (lastStored === null) return false;
  const state = JSON.parse(lastStored) as StoredState;
  if (!state.data) return false;
  await restore(state.data, { trusted: true });
  Object.assign(meta, state.meta);
  // What is live is what is stored: nothing is pending.
  if (timer !== null) clearTimeout(timer);
  timer = null;
  dirty = false;
  lastWriteStored = true;
  return true;
}

/**
 * Starts saving every change to `storage`. Returns a function that stops it. `pagehide` writes
 * synchronously what can be written synchronously (an uncompressed snapshot up to PLAIN_AT_MOST
 * that fits).
 */
export function startPersistence(storage: Storage): () => void {
  storageRef = storage;
  // The state persistence starts from is what the next start loads (restored, or re-seeded the
  // same way): the state a refused write goes back to until one is stored.
  lastStored = serialise(true);
  lastWriteStored = true;
  const stopListening = onDbChange(schedule);
  const onPageHide = () => {
    if (!dirty && timer === null) return;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const json = serialise(true);
    if (json.length <= PLAIN_AT_MOST) {
      dirty = !trySet(storage, json);
      if (!dirty) lastStored = json;
    }
  };
  const target = typeof window === 'undefined' ? null : window;
  target?.addEventListener('pagehide', onPageHide);
  return () => {
    stopListening();
    target?.removeEventListener('pagehide', onPageHide);
    if (timer !== null) clearTimeout(timer);
    timer = null;
    storageRef = null;
    lastStored = null;
  };
}

/** Forgets the stored state (the next start loads the default scenario). */
export function clearPersisted(storage: Storage): void {
  storage.removeItem(STORAGE_KEY);
}

/** For diagnostics: how many users the live database holds. */
export function isDbEmpty(): boolean {
  return db.users.count() === 0;
}
