import { useEffect, useState } from 'react';

/**
 * What the QA panel shows of the mock's changing state (the faults with their counts and the hung
 * requests, the request log), read at once and again every `everyMs` while the section is open: a
 * failed read goes to `onError`. The setter takes an answer the section got otherwise (an action's).
 * `read` must keep its identity (a module-level function).
 */
export function usePolled<T>(
  read: () => Promise<T>,
  onError: (message: string) => void,
  everyMs = 2000,
): [T | null, (value: T) => void] {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      read()
        .then((next) => {
          if (live) setValue(next);
        })
        .catch((cause: unknown) => {
          if (live) onError(cause instanceof Error ? cause.message : String(cause));
        });
    void load();
    const timer = window.setInterval(() => void load(), everyMs);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [read, onError, everyMs]);
  return [value, setValue];
}
