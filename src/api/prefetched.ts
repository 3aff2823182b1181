/**
 * Requests that index.html's boot script starts before the app's JS has arrived (the public
 * booking page's link and busy-slots reads), handed over to the API client: the first call of the
 * app that asks for the same method, address and body gets the response already on its way
 * instead of asking again. Each one is used once; anything else goes to the network.
 */
export interface PrefetchedRequest {
  method: string;
  /** Absolute address. */
  url: string;
  /** The request body as sent (JSON text), or null for none; a promise while it is not known yet. */
  body: string | null | Promise<string | null>;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __SLOTWISE_PREFETCH__?: PrefetchedRequest[];
  }
}

function pending(): PrefetchedRequest[] {
  return (typeof window !== 'undefined' && window.__SLOTWISE_PREFETCH__) || [];
}

/** Settles like `promise`, or rejects with the signal's reason once it aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The response of a prefetched request equal to `request` (method, address, body), taken out of
 * the list, or undefined when there is none.
 */
export async function takePrefetched(request: Request): Promise<Response | undefined> {
  const list = pending();
  const candidates = list.filter(
    (entry) => entry.method === request.method && new URL(entry.url).href === request.url,
  );
  if (candidates.length === 0) return undefined;
  const body = request.body === null ? null : await request.clone().text();
  for (const entry of candidates) {
    if (!list.includes(entry)) continue; // taken meanwhile
    const expected = await Promise.resolve(entry.body).catch(() => undefined);
    if (expected !== body || !list.includes(entry)) continue;
    list.splice(list.indexOf(entry), 1);
    return abortable(entry.response, request.signal);
  }
  return undefined;
}
