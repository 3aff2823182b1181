import { parseSearch } from '../domain/search-params';
import type { BrowserPlace } from '../features/booking/public-booking';

/**
 * An address and a history in memory, for the light start (src/app/public-pages.tsx) in tests and
 * stories: it behaves as the browser's (push, replace, Back and Forward with their `popstate`)
 * without touching the page's own address, as the router's memory history does.
 */
export interface MemoryPlace extends BrowserPlace {
  /** Moves in the history by `delta` entries and fires `popstate`, as `history.go` does. */
  go(delta: number): void;
  /** The entries' addresses, oldest first. */
  readonly entries: readonly string[];
  /** The current address's search params, read as the router reads them. */
  readonly searchParams: Record<string, unknown>;
}

export function memoryPlace(address: string): MemoryPlace {
  const entries: { address: string; state: unknown }[] = [{ address, state: null }];
  let index = 0;
  const events = new EventTarget();
  const url = () => new URL(entries[index]!.address, 'http://localhost');
  /** `next` resolved against the current address, as the browser resolves it. */
  const resolve = (next: string | URL | null | undefined) => {
    const { pathname, search, hash } = next == null ? url() : new URL(next, url());
    return pathname + search + hash;
  };
  return {
    location: {
      get pathname() {
        return url().pathname;
      },
      get search() {
        return url().search;
      },
      get hash() {
        return url().hash;
      },
    },
    history: {
      get state() {
        return entries[index]!.state;
      },
      pushState(state, _unused, next) {
        entries.splice(index + 1, entries.length, { address: resolve(next), state });
        index += 1;
      },
      replaceState(state, _unused, next) {
        entries[index] = { address: resolve(next), state };
      },
    },
    addEventListener(type, listener, options) {
      events.addEventListener(type, listener, options);
    },
    removeEventListener(type, listener) {
      events.removeEventListener(type, listener);
    },
    go(delta) {
      const next = index + delta;
      if (next < 0 || next >= entries.length) return;
      index = next;
      events.dispatchEvent(new Event('popstate'));
    },
    get entries() {
      return entries.map((entry) => entry.address);
    },
    get searchParams() {
      return parseSearch(url().search);
    },
  };
}
