/** The setup the tests of the browser's persistence share: a storage and persistence per test. */
import { afterEach } from 'vitest';
import { startPersistence } from '../persistence';

/** localStorage stand-in whose `setItem` throws above `quota` characters (none by default). */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  constructor(public quota = Infinity) {}
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
    if (value.length > this.quota) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

/**
 * Persistence for the tests of one file: `start(storage)` begins persisting into the storage,
 * `stop()` ends it early; whatever still runs stops after each test.
 */
export function persistenceForEachTest() {
  let stop: (() => void) | null = null;
  const end = () => {
    stop?.();
    stop = null;
  };
  afterEach(end);
  return {
    start(storage: Storage) {
      stop = startPersistence(storage);
    },
    stop: end,
  };
}
