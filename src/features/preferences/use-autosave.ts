import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** A change is saved after a 1000 ms pause; a new change restarts it. */
export const AUTOSAVE_DELAY = 1000;

/**
 * - idle: nothing saved since the screen opened;
 * - waiting: a change waits for the pause to end (or for an earlier save to finish);
 * - saving: a save is on the wire;
 * - saved: the last save succeeded (see savedAt);
 * - failed: the last save failed (the value stays with the caller, the next change saves it).
 */
export type AutosaveStatus = 'idle' | 'waiting' | 'saving' | 'saved' | 'failed';

export interface AutosaveOptions<T> {
  /** Sends one value; rejects on failure. */
  save: (value: T) => Promise<unknown>;
  /** Called when a scheduled save fails (saveNow callers get the rejection instead). */
  onError?: (error: unknown, value: T) => void;
  delay?: number;
}

export interface Autosave<T> {
  status: AutosaveStatus;
  /** When the last save succeeded. */
  savedAt: Date | null;
  /** Saves `value` once nothing new was scheduled for `delay` ms; the latest value wins. */
  schedule: (value: T) => void;
  /** Saves `value` now (after a save already on the wire), replacing anything scheduled. */
  saveNow: (value: T) => Promise<void>;
  /** Drops a scheduled value that has not been sent yet. */
  cancel: () => void;
}

type TimerRef = { current: ReturnType<typeof setTimeout> | null };

function clearTimer(timer: TimerRef) {
  if (timer.current !== null) clearTimeout(timer.current);
  timer.current = null;
}

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

interface Job<T> {
  value: T;
  waiters: Waiter[];
}

/**
 * Debounced, serialised saving of a whole value (PUT is a full replacement):
 * a burst of changes sends exactly one save with the final value; saves never overlap, so an older
 * value can never land after a newer one; whatever is still scheduled when the component unmounts
 * is sent at once, so a change made just before leaving the screen is not lost.
 */
export function useAutosave<T>({
  save,
  onError,
  delay = AUTOSAVE_DELAY,
}: AutosaveOptions<T>): Autosave<T> {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);

  const callbacks = useRef({ save, onError });
  useLayoutEffect(() => {
    callbacks.current = { save, onError };
  });

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The value waiting for its pause to end. */
  const scheduled = useRef<{ value: T } | null>(null);
  /** The value to send as soon as the save on the wire (if any) is done. */
  const queued = useRef<Job<T> | null>(null);
  const running = useRef(false);
  /** The status to return to when a scheduled value is dropped. */
  const settled = useRef<AutosaveStatus>('idle');

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    while (queued.current) {
      const job = queued.current;
      queued.current = null;
      setStatus('saving');
      let outcome: AutosaveStatus;
      try {
        await callbacks.current.save(job.value);
        outcome = 'saved';
        setSavedAt(new Date());
        job.waiters.forEach((waiter) => waiter.resolve());
      } catch (error) {
        outcome = 'failed';
        if (job.waiters.length > 0) job.waiters.forEach((waiter) => waiter.reject(error));
        else callbacks.current.onError?.(error, job.value);
      }
      settled.current = outcome;
      if (!queued.current) setStatus(scheduled.current ? 'waiting' : outcome);
    }
    running.current = false;
  }, []);

  const enqueue = useCallback(
    (value: T, waiter?: Waiter) => {
      const waiters = [...(queued.current?.waiters ?? []), ...(waiter ? [waiter] : [])];
      queued.current = { value, waiters };
      void run();
    },
    [run],
  );

  const schedule = useCallback(
    (value: T) => {
      clearTimer(timer);
      scheduled.current = { value };
      setStatus('waiting');
      timer.current = setTimeout(() => {
        timer.current = null;
        const next = scheduled.current;
        scheduled.current = null;
        if (next) enqueue(next.value);
      }, delay);
    },
    [delay, enqueue],
  );

  const saveNow = useCallback(
    (value: T) =>
      new Promise<void>((resolve, reject) => {
        clearTimer(timer);
        scheduled.current = null;
        setStatus('waiting');
        enqueue(value, { resolve, reject });
      }),
    [enqueue],
  );

  const cancel = useCallback(() => {
    clearTimer(timer);
    if (!scheduled.current) return;
    scheduled.current = null;
    if (!running.current && !queued.current) setStatus(settled.current);
  }, []);

  // Leaving the screen: send what is still waiting instead of dropping it.
  useEffect(
    () => () => {
      if (timer.current === null) return;
      clearTimer(timer);
      const next = scheduled.current;
      scheduled.current = null;
      if (next) enqueue(next.value);
    },
    [enqueue],
  );

  return { status, savedAt, schedule, saveNow, cancel };
}
