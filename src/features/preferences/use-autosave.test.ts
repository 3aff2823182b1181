import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY, RETRY_DELAYS, useAutosave, type AutosaveOptions } from './use-autosave';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(options: Partial<AutosaveOptions<string>> = {}) {
  const save = vi.fn<(value: string) => Promise<unknown>>(() => Promise.resolve());
  const onError = vi.fn();
  const hook = renderHook(() => useAutosave<string>({ save, onError, ...options }));
  return { save, onError, hook };
}

/** Lets the timers and the promises they resolve run. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useAutosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-02T15:04:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 1000 ms by default', () => {
    expect(AUTOSAVE_DELAY).toBe(1000);
  });

  it('saves once the pause ends, not before', async () => {
    const { save, hook } = setup();
    act(() => hook.result.current.schedule('a'));
    expect(hook.result.current.status).toBe('waiting');
    await advance(999);
    expect(save).not.toHaveBeenCalled();
    await advance(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('a');
    expect(hook.result.current.status).toBe('saved');
    expect(hook.result.current.savedAt).toEqual(new Date('2026-11-02T15:04:01Z'));
  });

  it('sends exactly one save with the final value for a burst, each change restarting the pause', async () => {
    const { save, hook } = setup();
    act(() => hook.result.current.schedule('a'));
    await advance(600);
    act(() => hook.result.current.schedule('ab'));
    await advance(600);
    act(() => hook.result.current.schedule('abc'));
    await advance(999);
    expect(save).not.toHaveBeenCalled();
    await advance(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('abc');
    await advance(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('shows saving while the save is on the wire', async () => {
    const wire = deferred();
    const { hook } = setup({ save: () => wire.promise });
    act(() => hook.result.current.schedule('a'));
    await advance(1000);
    expect(hook.result.current.status).toBe('saving');
    await act(async () => wire.resolve());
    expect(hook.result.current.status).toBe('saved');
  });

  it('never overlaps saves: a change made during a save is sent after it, with the latest value', async () => {
    const first = deferred();
    const save = vi
      .fn<(value: string) => Promise<unknown>>()
      .mockImplementationOnce(() => first.promise)
      .mockImplementation(() => Promise.resolve());
    const { hook } = setup({ save });
    act(() => hook.result.current.schedule('one'));
    await advance(1000);
    act(() => hook.result.current.schedule('two'));
    await advance(1000);
    act(() => hook.result.current.schedule('three'));
    await advance(1000);
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => first.resolve());
    await advance(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('three');
    expect(hook.result.current.status).toBe('saved');
  });

  it('reports a failed save and marks the status failed; the next change saves again', async () => {
    const save = vi
      .fn<(value: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('500'))
      .mockResolvedValue(undefined);
    const { onError, hook } = setup({ save });
    act(() => hook.result.current.schedule('a'));
    await advance(1000);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'a');
    expect(hook.result.current.status).toBe('failed');
    expect(hook.result.current.savedAt).toBeNull();
    act(() => hook.result.current.schedule('ab'));
    await advance(1000);
    expect(save).toHaveBeenLastCalledWith('ab');
    expect(hook.result.current.status).toBe('saved');
  });

  it('cancel drops the scheduled value and restores the previous status', async () => {
    const { save, hook } = setup();
    act(() => hook.result.current.schedule('a'));
    await advance(1000);
    act(() => hook.result.current.schedule('b'));
    expect(hook.result.current.status).toBe('waiting');
    act(() => hook.result.current.cancel());
    expect(hook.result.current.status).toBe('saved');
    await advance(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saveNow sends at once, replaces what was scheduled and resolves', async () => {
    const { save, hook } = setup();
    act(() => hook.result.current.schedule('draft'));
    let settled = false;
    await act(async () => {
      await hook.result.current.saveNow('draft+zone').then(() => (settled = true));
    });
    expect(settled).toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('draft+zone');
    await advance(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saveNow rejects to its caller instead of calling onError', async () => {
    const { onError, hook } = setup({ save: () => Promise.reject(new Error('nope')) });
    let caught: unknown;
    await act(async () => {
      await hook.result.current.saveNow('x').catch((error: unknown) => (caught = error));
    });
    expect(caught).toEqual(new Error('nope'));
    expect(onError).not.toHaveBeenCalled();
    expect(hook.result.current.status).toBe('failed');
  });

  it('sends a change still waiting when the component unmounts', async () => {
    const { save, hook } = setup();
    act(() => hook.result.current.schedule('last words'));
    hook.unmount();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledWith('last words');
  });

  it('sends nothing on unmount when nothing is waiting', async () => {
    const { save, hook } = setup();
    hook.unmount();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
  });

  describe('a failed save is kept and retried', () => {
    it('retries the same value with backoff until the server answers, telling the person once', async () => {
      const save = vi
        .fn<(value: string) => Promise<unknown>>()
        .mockRejectedValueOnce(new Error('500'))
        .mockRejectedValueOnce(new Error('502'))
        .mockResolvedValue(undefined);
      const { onError, hook } = setup({ save });
      act(() => hook.result.current.schedule('a'));
      await advance(1000);
      expect(hook.result.current.status).toBe('failed');
      expect(hook.result.current.retryAt).toEqual(new Date(Date.now() + RETRY_DELAYS[0]!));
      await advance(RETRY_DELAYS[0]! - 1);
      expect(save).toHaveBeenCalledTimes(1);
      await advance(1);
      expect(save).toHaveBeenCalledTimes(2);
      expect(hook.result.current.status).toBe('failed');
      await advance(RETRY_DELAYS[1]!);
      expect(save).toHaveBeenCalledTimes(3);
      expect(save.mock.calls.map(([value]) => value)).toEqual(['a', 'a', 'a']);
      expect(hook.result.current.status).toBe('saved');
      expect(hook.result.current.retryAt).toBeNull();
      expect(onError).toHaveBeenCalledTimes(1);
    });

    it('retries at once when the browser comes back online, and by retry()', async () => {
      const save = vi
        .fn<(value: string) => Promise<unknown>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValue(undefined);
      const { hook } = setup({ save });
      act(() => hook.result.current.schedule('a'));
      await advance(1000);
      await act(async () => {
        window.dispatchEvent(new Event('online'));
      });
      await advance(0);
      expect(save).toHaveBeenCalledTimes(2);
      expect(hook.result.current.status).toBe('failed');
      act(() => hook.result.current.retry());
      await advance(0);
      expect(save).toHaveBeenCalledTimes(3);
      expect(hook.result.current.status).toBe('saved');
    });

    it('a newer change replaces the failed value: the old one is never sent over it', async () => {
      const save = vi
        .fn<(value: string) => Promise<unknown>>()
        .mockRejectedValueOnce(new Error('500'))
        .mockResolvedValue(undefined);
      const { hook } = setup({ save });
      act(() => hook.result.current.schedule('old'));
      await advance(1000);
      act(() => hook.result.current.schedule('new'));
      await advance(30_000);
      expect(save.mock.calls.map(([value]) => value)).toEqual(['old', 'new']);
    });

    it('a held save waits for the person: no retry, no toast', async () => {
      const conflict = new Error('conflict');
      const save = vi.fn<(value: string) => Promise<unknown>>().mockRejectedValue(conflict);
      const { onError, hook } = setup({ save, isHeld: (error) => error === conflict });
      act(() => hook.result.current.schedule('a'));
      await advance(1000);
      expect(hook.result.current.status).toBe('held');
      await advance(60_000);
      expect(save).toHaveBeenCalledTimes(1);
      expect(onError).not.toHaveBeenCalled();
    });

    it('sends a failed value once more when the component unmounts', async () => {
      const save = vi
        .fn<(value: string) => Promise<unknown>>()
        .mockRejectedValueOnce(new Error('500'))
        .mockResolvedValue(undefined);
      const { hook } = setup({ save });
      act(() => hook.result.current.schedule('a'));
      await advance(1000);
      hook.unmount();
      await advance(0);
      expect(save.mock.calls.map(([value]) => value)).toEqual(['a', 'a']);
    });
  });
});
