import { afterEach, describe, expect, it } from 'vitest';
import { takePrefetched, type PrefetchedRequest } from './prefetched';

const LINK = 'http://localhost/api/scheduling-links/jordan-lee/standard';
const BUSY = `${LINK}/busy-slots`;
const WINDOW = JSON.stringify({ startDate: '2026-11-23', endDate: '2026-12-07' });

function started(entries: PrefetchedRequest[]) {
  window.__SLOTWISE_PREFETCH__ = entries;
}
const answer = (text: string) => Promise.resolve(new Response(text));
const post = (url: string, body: string, signal?: AbortSignal) =>
  new Request(url, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    ...(signal ? { signal } : {}),
  });

afterEach(() => {
  delete window.__SLOTWISE_PREFETCH__;
});

describe('requests started by index.html', () => {
  it('hands over the response of the same GET once, then leaves the next call to the network', async () => {
    started([{ method: 'GET', url: LINK, body: null, response: answer('link') }]);
    const first = await takePrefetched(new Request(LINK));
    expect(await first?.text()).toBe('link');
    expect(await takePrefetched(new Request(LINK))).toBeUndefined();
  });

  it('matches the method, the address and the body', async () => {
    started([
      { method: 'GET', url: LINK, body: null, response: answer('link') },
      { method: 'POST', url: BUSY, body: Promise.resolve(WINDOW), response: answer('busy') },
    ]);
    expect(await takePrefetched(new Request(`${LINK}x`))).toBeUndefined();
    expect(await takePrefetched(new Request(LINK, { method: 'DELETE' }))).toBeUndefined();
    const otherWindow = JSON.stringify({ startDate: '2026-11-24', endDate: '2026-12-08' });
    expect(await takePrefetched(post(BUSY, otherWindow))).toBeUndefined();
    const busy = await takePrefetched(post(BUSY, WINDOW));
    expect(await busy?.text()).toBe('busy');
    expect(window.__SLOTWISE_PREFETCH__).toHaveLength(1);
  });

  it('is not used when its body never became known (the link read failed)', async () => {
    started([{ method: 'POST', url: BUSY, body: Promise.resolve(null), response: answer('x') }]);
    expect(await takePrefetched(post(BUSY, WINDOW))).toBeUndefined();
  });

  it('passes on a failed request as the failure of the call', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => {});
    started([{ method: 'GET', url: LINK, body: null, response: failed }]);
    await expect(takePrefetched(new Request(LINK))).rejects.toThrow('Failed to fetch');
  });

  it('rejects when the call is aborted before the answer arrives', async () => {
    started([{ method: 'GET', url: LINK, body: null, response: new Promise<Response>(() => {}) }]);
    const controller = new AbortController();
    const taken = takePrefetched(new Request(LINK, { signal: controller.signal }));
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(taken).rejects.toThrow('gone');
  });

  it('finds nothing when index.html started nothing', async () => {
    expect(await takePrefetched(new Request(LINK))).toBeUndefined();
  });
});
