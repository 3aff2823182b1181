import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setNow } from './mocks/clock';
import { server } from './mocks/node';
import { setAppClock } from './src/components/app-clock';

/**
 * Where a fresh happy-dom page starts. The files of a run share one environment (vitest.config.ts,
 * isolate: false): each still starts as on a fresh page as far as these resets go.
 */
const START_URL = 'http://localhost:3000/';

// The tests "prefer reduced motion": with theme.respectReducedMotion, Mantine's transitions are
// instant and never race an assertion. Every other media query is answered by happy-dom.
const nativeMatchMedia = window.matchMedia?.bind(window);
window.matchMedia = (query: string) => {
  if (nativeMatchMedia && !/prefers-reduced-motion/.test(query)) return nativeMatchMedia(query);
  return {
    matches: /prefers-reduced-motion:\s*reduce/.test(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
};
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

// Screens load their code and data lazily, and CI runs these tests beside the e2e suite on a
// 2-core machine: a screen can take several seconds to appear. This is a hang guard, never a speed
// assertion: a test waits for what a person would see, and fails only if it never comes. One value
// for every file: files no longer set their own.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(() => {
  // What an earlier file of the run left behind.
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', START_URL);
  setNow(null);
  setAppClock(null);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  // The toast store is module-global: no test sees another's toasts.
  notifications.clean();
  notifications.cleanQueue();
  server.resetHandlers();
});
afterAll(() => server.close());
