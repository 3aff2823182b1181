import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, meta, metaChanged, snapshot } from './db';
import { readPersisted, STORAGE_KEY } from './persistence';
import { loadScenario } from './scenarios';
import { leaderServer } from './shared-db';
import { MemoryStorage, persistenceForEachTest } from './test/persistence-setup';

// The leading tab answers a write only once it is stored (shared-db.ts `leaderServer`): a write
// that cannot be stored (browser storage full) is refused and changes nothing, so an answered
// write is never lost on the next start.

const NOW = '2026-11-04T15:00:00.000Z';

/** How many random characters the large activity's text has. */
let bigText = 1_000;

/** A write that adds a large activity (as a link create adds a link), and one changing only meta. */
const handlers = [
  http.post('*/api/test/activities', async () => {
    await db.activities.create({
      id: 'act_big',
      userId: 'usr_jordan_lee',
      type: 'goals_saved',
      // Random text: gzip cannot shrink it under the quota.
      message: Array.from({ length: bigText }, () => Math.random().toString(36)[2]).join(''),
      createdAt: NOW,
    });
    return HttpResponse.json({ id: 'act_big' }, { status: 201 });
  }),
  http.post('*/api/test/latency', () => {
    meta.latencyMs = 777;
    metaChanged();
    return HttpResponse.json({ latencyMs: 777 }, { status: 200 });
  }),
];

const post = (path: string) => new Request(`http://localhost${path}`, { method: 'POST' });

afterEach(() => {
  vi.restoreAllMocks();
});
// Registered after the restore: Vitest runs after-hooks last-registered first, so persistence
// stops before the mocks are restored.
const persistence = persistenceForEachTest();

describe('the leader answers a write only once it is stored', () => {
  it('refuses a write that cannot be stored (storage full): 503, and the database is as before', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadScenario('default', { now: NOW });
    const before = JSON.stringify(snapshot());
    const storage = new MemoryStorage();
    persistence.start(storage);
    const serve = leaderServer(handlers);
    // The state as it is fits; the write's does not, even compressed.
    metaChanged();
    await serve(post('/api/test/latency'));
    storage.quota = storage.getItem(STORAGE_KEY)!.length + 5_000;
    bigText = 3 * storage.quota;

    const answer = await serve(post('/api/test/activities'));

    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({
      code: 'unavailable',
      error:
        'The mock backend could not store this change (browser storage is full). Nothing was changed. Reset the data in the QA panel.',
    });
    expect(db.activities.findFirst((q) => q.where({ id: 'act_big' }))).toBeUndefined();
    expect(JSON.stringify(snapshot())).toBe(before);
    // What is stored is the state before the write, records and all (not a bare `meta`).
    const stored = await readPersisted(storage);
    expect(stored?.data).not.toBeNull();
    expect(stored?.data?.activities.length).toBe(db.activities.count());
    expect(stored?.meta.latencyMs).toBe(777);
  });

  it('answers a write that is stored, and stores a write that changes only meta', async () => {
    await loadScenario('default', { now: NOW });
    const storage = new MemoryStorage();
    persistence.start(storage);
    const serve = leaderServer(handlers);

    expect((await serve(post('/api/test/latency'))).status).toBe(200);
    expect((await readPersisted(storage))?.meta.latencyMs).toBe(777);
    expect((await serve(post('/api/test/activities'))).status).toBe(201);
    const stored = await readPersisted(storage);
    expect(stored?.data?.activities.some((activity) => activity.id === 'act_big')).toBe(true);
  });

  it('refuses every write while nothing stores the database (persistence not started)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadScenario('default', { now: NOW });
    const serve = leaderServer(handlers);
    const answer = await serve(post('/api/test/activities'));
    expect(answer.status).toBe(503);
    expect(meta.scenarioId).toBe('default');
  });
});
