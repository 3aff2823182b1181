import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { retryDelay } from '../../domain/retry';

/** A change is saved after a 1000 ms pause; a new change restarts it (docs/decisions.md). */
export const AUTOSAVE_DELAY = 1000;

export { RETRY_DELAYS } from '../../domain/retry';

/**
 * - idle: nothing saved since the screen opened;
 * - waiting: a change waits for the pause to end (or for an earlier save to finish);
 * - saving: a save is on the wire;
 * - saved: the last save succeeded (see savedAt);
 * - failed: the last save failed; its value is kept and retried (see retryAt), or by retry();
 * - held: the save needs the person's decision (a conflict); nothing is retried until they
 *   decide and save again.
 */
export type AutosaveStatus = 'idle' | 'waiting' | 'saving' | 'saved' | 'failed' | 'held';

export interface AutosaveOptions<T> {
  /** Sends one value; rejects on failure. */
  save: (value: T) => Promise<unknown>;
  /**
   * Called when a scheduled save fails (saveNow callers get the rejection instead): once per
   * failure, not again for each automatic retry of it.
   */
  onError?: (error: unknown, value: T) => void;
  /** Whether a failure waits for the person (status held) rather than being retried. */
  isHeld?: (error: unknown) => boolean;
  /** Whether a failure is worth retrying by itself (default: every failure that is not held). */
  isRetryable?: (error: unknown) => boolean;
  delay?: number;
}

export interface Autosave<T> {
  status: AutosaveStatus;
  /** When the last save succeeded. */
  savedAt: Date | null;
  /** When the failed save will be tried again by itself, or null. */
  retryAt: Date | null;
  /** Saves `value` once nothing new was scheduled for `delay` ms; the latest value wins. */
  schedule: (value: T) => void;
  /** Saves `value` now (after a save already on the wire), replacing anything scheduled. */
  saveNow: (value: T) => Promise<void>;
  /** Drops a scheduled value that has not been sent yet. */
  cancel: () => void;
  /** Sends the failed or held value again now. */
  retry: () => void;
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
 * - a burst of changes sends exactly one save with the final value;
 * - saves never overlap, so an older value can never land after a newer one;
 * - a failed save is never dropped: its value is kept, retried with backoff (RETRY_DELAYS), at
 *   once when the browser comes back online, or by retry(); a newer change replaces it;
 * - whatever is still scheduled or failed when the component unmounts is sent at once, so a
 *   change made just before leaving the screen is not lost.
 */
export function useAutosave<T>({
  save,
  onError,
  isHeld,
  isRetryable,
  delay = AUTOSAVE_DELAY,
}: AutosaveOptions<T>): Autosave<T> {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [retryAt, setRetryAt] = useState<Date | null>(null);

  const callbacks = useRef({ save, onError, isHeld, isRetryable });
  useLayoutEffect(() => {
    callbacks.current = { save, onError, isHeld, isRetryable };
  });

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The value waiting for its pause to end. */
  const scheduled = useRef<{ value: T } | null>(null);
  /** The value to send as soon as the save on the wire (if any) is done. */
  const queued = useRef<Job<T> | null>(null);
  /** The value whose save failed or is held, kept until it is saved or replaced. */
  const unsaved = useRef<{ value: T } | null>(null);
  /** Failed attempts in a row (decides the next retry's wait). */
  const attempts = useRef(0);
  const running = useRef(false);
  /** The status to return to when a scheduled value is dropped. */
  const settled = useRef<AutosaveStatus>('idle');

  const stopRetrying = useCallback(() => {
    clearTimer(retryTimer);
    setRetryAt(null);
  }, []);

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
        attempts.current = 0;
        if (unsaved.current?.value === job.value) unsaved.current = null;
        setSavedAt(new Date());
        job.waiters.forEach((waiter) => waiter.resolve());
      } catch (error) {
        const held = callbacks.current.isHeld?.(error) ?? false;
        outcome = held ? 'held' : 'failed';
        if (job.waiters.length > 0) {
          job.waiters.forEach((waiter) => waiter.reject(error));
        } else {
          // Kept, unless something newer is already on its way.
          if (!queued.current && !scheduled.current) unsaved.current = { value: job.value };
          if (!held && attempts.current === 0) callbacks.current.onError?.(error, job.value);
          attempts.current += 1;
          const retryable = !held && (callbacks.current.isRetryable?.(error) ?? true);
          if (retryable && unsaved.current) {
            const wait = retryDelay(attempts.current - 1);
            clearTimer(retryTimer);
            setRetryAt(new Date(Date.now() + wait));
            retryTimer.current = setTimeout(() => {
              retryTimer.current = null;
              setRetryAt(null);
              const kept = unsaved.current;
              if (kept && !queued.current && !scheduled.current) {
                queued.current = { value: kept.value, waiters: [] };
                void run();
              }
            }, wait);
          }
        }
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
      // A newer value replaces the failed one.
      unsaved.current = null;
      attempts.current = 0;
      stopRetrying();
      scheduled.current = { value };
      setStatus('waiting');
      timer.current = setTimeout(() => {
        timer.current = null;
        const next = scheduled.current;
        scheduled.current = null;
        if (next) enqueue(next.value);
      }, delay);
    },
    [delay, enqueue, stopRetrying],
  );

  const saveNow = useCallback(
    (value: T) =>
      new Promise<void>((resolve, reject) => {
        clearTimer(timer);
        scheduled.current = null;
        unsaved.current = null;
        attempts.current = 0;
        stopRetrying();
        setStatus('waiting');
        enqueue(value, { resolve, reject });
      }),
    [enqueue, stopRetrying],
  );

  const cancel = useCallback(() => {
    clearTimer(timer);
    if (!scheduled.current) return;
    scheduled.current = null;
    if (!running.current && !queued.current) setStatus(settled.current);
  }, []);

  const retry = useCallback(() => {
    const kept = unsaved.current;
    if (!kept || scheduled.current) return;
    stopRetrying();
    setStatus('waiting');
    enqueue(kept.value);
  }, [enqueue, stopRetrying]);

  // Back online: a failed save goes again at once.
  useEffect(() => {
    const online = () => {
      if (unsaved.current && settled.current === 'failed') retry();
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [retry]);

  // Leaving the screen: send what is still waiting or failed instead of dropping it.
  useEffect(
    () => () => {
      clearTimer(retryTimer);
      const kept = unsaved.current;
      if (timer.current === null && !kept) return;
      clearTimer(timer);
      const next = scheduled.current ?? (settled.current === 'failed' ? kept : null);
      scheduled.current = null;
      if (next) enqueue(next.value);
    },
    [enqueue],
  );

  return { status, savedAt, retryAt, schedule, saveNow, cancel, retry };
}
