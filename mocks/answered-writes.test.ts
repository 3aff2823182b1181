import { afterEach, describe, expect, it } from 'vitest';
import type { Answer, Call, Ctx } from '../e2e/answered-writes-calls';
import { writeOperations } from '../e2e/answered-writes-operations';
import { CLIENT_COOKIE_HEADER } from './auth';
import { setNow } from './clock';
import { servedHandlers } from './handlers';
import { applyPersisted, readPersisted, startPersistence } from './persistence';
import { loadScenario } from './scenarios';
import { leaderServer } from './shared-db';

// An answered write survives a reload (docs/decisions.md#mock-backend), for every write operation
// of the contract: the table of `e2e/answered-writes.spec.ts`, run against the leading tab's own
// server (`leaderServer` over the served handlers) with its persistence on a storage of its own.
// After each write's answer nothing more is stored (persistence stops, its pending save with it)
// and the database is started again from what was stored, as a reload starts the next page; the
// reads that follow must show the change. The e2e spec reloads a real page for one operation of
// each tag.

/** Monday 4 May 2026, 9:00 AM in New York (the e2e clock); `WEEK` is the next Monday. */
const NOW = '2026-05-04T13:00:00.000Z';
const WEEK = '2026-05-11';
const SESSION = 'slotwise_session=sess_scenario_policies';

/** localStorage stand-in: one page's storage, read again by the "next page". */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  setNow(null);
});

describe('an answered write is stored before its answer', () => {
  it('for every write operation of the contract, the reads after a reload show it', async () => {
    setNow(NOW);
    await loadScenario('policies', { now: NOW });
    const storage = new MemoryStorage();
    stop = startPersistence(storage);
    const serve = leaderServer(servedHandlers);

    const call = async ({ method, path, body, headers }: Call): Promise<Answer> => {
      const res = await serve(
        new Request(`http://localhost${path}`, {
          method,
          headers: {
            // The session as a follower forwards it (happy-dom's Request drops a `cookie` header).
            [CLIENT_COOKIE_HEADER]: SESSION,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      const text = await res.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
      return { status: res.status, body: parsed };
    };

    /**
     * What the next page does: it drops the live database and loads the stored one (without one,
     * the default scenario, as the browser mock does).
     */
    const reload = async () => {
      stop?.();
      const stored = await readPersisted(storage);
      await loadScenario('default', { now: NOW });
      if (stored) await applyPersisted(stored);
      stop = startPersistence(storage);
    };

    const ctx: Ctx = {
      expect,
      state: {},
      call,
      async write(request) {
        const answer = await call(request);
        await reload();
        return answer;
      },
    };
    const operations = writeOperations(WEEK);
    for (const [operationId, run] of Object.entries(operations)) {
      await run(ctx).catch((cause: unknown) => {
        throw new Error(`${operationId}: ${String(cause)}`, { cause });
      });
    }
  });
});
