import { describe, expect, it, vi } from 'vitest';
import { db, meta, metaChanged, resetDb, snapshot } from './db';
import {
  applyPersisted,
  flushPersistence,
  readPersisted,
  restoreOrReseed,
  STORAGE_KEY,
  STORAGE_VERSION,
  storedJson,
} from './persistence';
import { loadScenario } from './scenarios';
import { MemoryStorage, persistenceForEachTest } from './test/persistence-setup';

const NOW = '2026-11-04T15:00:00.000Z';

const persistence = persistenceForEachTest();

describe('persistence', () => {
  it('saves every change and restores the same database', async () => {
    await loadScenario('default', { now: NOW });
    const storage = new MemoryStorage();
    persistence.start(storage);
    await db.activities.create({
      id: 'act_test',
      userId: 'usr_jordan_lee',
      type: 'goals_saved',
      message: 'Saved in a test',
      createdAt: NOW,
    });
    meta.latencyMs = 800;
    metaChanged();
    await flushPersistence();
    const expected = JSON.stringify(snapshot());

    resetDb();
    meta.latencyMs = 0;
    const stored = await readPersisted(storage);
    expect(stored?.meta).toMatchObject({ scenarioId: 'default', latencyMs: 800, seededAt: NOW });
    await applyPersisted(stored!);
    expect(JSON.stringify(snapshot())).toBe(expected);
    expect(meta.latencyMs).toBe(800);
    expect(db.activities.findFirst((q) => q.where({ id: 'act_test' }))?.message).toBe(
      'Saved in a test',
    );
  });

  it('compresses a large database (busy-week) and reads it back', async () => {
    await loadScenario('busy-week', { now: NOW });
    const storage = new MemoryStorage();
    persistence.start(storage);
    metaChanged();
    await flushPersistence();
    const raw = storage.getItem(STORAGE_KEY)!;
    expect(raw.startsWith('gz:')).toBe(true);
    expect(raw.length).toBeLessThan(JSON.stringify(snapshot()).length / 4);
    const stored = await readPersisted(storage);
    expect(stored?.data?.workflows.length).toBe(db.workflows.count());
  });

  it('says when the database cannot be stored, and keeps the stored state as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadScenario('default', { now: NOW });
    const storage = new MemoryStorage(2_000);
    storage.setItem(STORAGE_KEY, 'earlier');
    persistence.start(storage);
    metaChanged();
    expect(await flushPersistence()).toBe(false);
    expect(storage.getItem(STORAGE_KEY)).toBe('earlier');
    vi.restoreAllMocks();
  });

  it('says the database is stored only while persistence runs', async () => {
    await loadScenario('default', { now: NOW });
    expect(await flushPersistence({ force: true })).toBe(false);
    const storage = new MemoryStorage();
    persistence.start(storage);
    expect(await flushPersistence({ force: true })).toBe(true);
    expect((await readPersisted(storage))?.data?.users.length).toBe(db.users.count());
  });

  it('ignores unreadable or foreign state', async () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY, '{not json');
    expect(await readPersisted(storage)).toBeNull();
    storage.setItem(STORAGE_KEY, JSON.stringify({ version: 99, meta: {}, data: null }));
    expect(await readPersisted(storage)).toBeNull();
  });

  it('drops a version 1 snapshot (goals weeks as instants), so the default scenario loads', async () => {
    await loadScenario('default', { now: NOW });
    const storage = new MemoryStorage();
    persistence.start(storage);
    metaChanged();
    await flushPersistence();
    const current = JSON.parse(await storedJson(storage.getItem(STORAGE_KEY)!)) as {
      version: number;
      data: { goals: { weekStartDate: string }[] };
    };
    expect(current.version).toBe(STORAGE_VERSION);
    expect(current.data.goals.map((g) => g.weekStartDate)).toContain('2026-11-02');
    const old = {
      ...current,
      version: 1,
      data: {
        ...current.data,
        goals: current.data.goals.map((g) => ({ ...g, weekStartDate: '2026-11-02T05:00:00.000Z' })),
      },
    };
    storage.setItem(STORAGE_KEY, JSON.stringify(old));
    expect(await readPersisted(storage)).toBeNull();
    // Such a record would not pass the database's schema either (@msw/data logs the issues).
    resetDb();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(applyPersisted({ meta: { ...meta }, data: old.data as never })).rejects.toThrow();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('stored records that cannot be restored give the stored scenario afresh, never half of them', async () => {
    await loadScenario('busy-week', { now: NOW });
    const storage = new MemoryStorage();
    persistence.start(storage);
    metaChanged();
    await flushPersistence();
    const stored = (await readPersisted(storage))!;
    const meetings = (await db.meetings.findMany()).length;
    expect(meetings).toBeGreaterThan(0);
    persistence.stop();
    // A record damaged by hand: the database's schema refuses it.
    const damaged = {
      ...stored,
      data: { ...stored.data!, meetings: [{ ...stored.data!.meetings[0]!, startTime: 42 }] },
    } as never;
    resetDb();
    const reseeded: [string, string][] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = await restoreOrReseed(damaged, async (id, seededAt) => {
      reseeded.push([id, seededAt]);
      await loadScenario(id, { now: seededAt });
    });
    logged.mockRestore();
    expect(outcome).toBe('reseeded');
    expect(reseeded).toEqual([['busy-week', stored.meta.seededAt]]);
    expect((await db.meetings.findMany()).length).toBe(meetings);
    expect(meta.scenarioId).toBe('busy-week');
    // Stored records that restore are used as they are.
    resetDb();
    expect(await restoreOrReseed(stored, () => Promise.reject(new Error('not called')))).toBe(
      'restored',
    );
    expect((await db.meetings.findMany()).length).toBe(meetings);
  });
});
