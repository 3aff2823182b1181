/**
 * One mock database per browser origin, shared by every tab (see docs/decisions.md, "One mock
 * database per origin: a leader tab").
 *
 * MSW 2 runs the handlers inside each page, so each tab would otherwise hold its own copy of the
 * database and the last tab to save would win. Instead:
 * - The tabs elect a **leader** with the Web Locks API (`navigator.locks`): the tab holding the
 *   lock `slotwise.mock-db.leader` owns the one live database, persists it, runs the workflow
 *   engine and answers every tab's requests. When it closes or reloads, the browser releases the
 *   lock and the next waiting tab takes over from the stored state.
 * - Every tab's service worker sends its API calls to the tab's single **router** handler. In
 *   the leader it serves them directly; in the other tabs it forwards them over a
 *   `BroadcastChannel` to the leader (with the caller's cookies, so sessions stay per tab as with
 *   a real cookie jar) and hands back the leader's answer (`shared-db-forward.ts`, with the
 *   channel's messages).
 * - Writes are served one at a time, and the leader stores the database before it answers a
 *   write: an answered write survives a reload of any tab. A write that cannot be stored is
 *   undone and refused (503 `unavailable`), never answered and then lost.
 * - After every change (a write, a workflow step, a scenario load) the leader announces which
 *   resources changed on the app's change feed (`src/api/change-feed.ts`), so open tabs refetch.
 */
import { getResponse, http, type RequestHandler } from 'msw';
import { CHANGE_FEED_CHANNEL } from '../src/api/change-feed';
import { CLIENT_COOKIE_HEADER } from './auth';
import { onDbChange, type CollectionName } from './db';
import { apiError } from './errors';
import { applyFault } from './faults/faults';
import { logCall } from './faults/request-log';
import { flushPersistence, restoreLastStored } from './persistence';
import {
  bodyOf,
  forwarder,
  type AckMessage,
  type LeaderMessage,
  type Message,
  type RequestMessage,
  type ResponseMessage,
} from './shared-db-forward';

const LOCK_NAME = 'slotwise.mock-db.leader';
const CHANNEL_NAME = 'slotwise.mock-db';
/** Paths the mock backend answers; everything else (assets, pages) goes to the network. */
const ROUTED = /^\/(?:api|__mock|auth)\//;
/** The resources of the app's change feed each collection feeds. */
const RESOURCES: Record<CollectionName, readonly string[]> = {
  users: ['session'],
  sessions: [],
  preferences: ['preferences'],
  calendars: ['calendars'],
  meetings: ['meetings'],
  goals: ['goals'],
  links: ['scheduling-links'],
  bookings: ['meetings', 'bookings'],
  invitations: ['bookings'],
  workflows: ['workflows'],
  workflowEvents: ['workflows'],
  activities: ['activity'],
  focusBlocks: ['meetings', 'goals'],
  // A visitor's held time: the host's reschedule reads the link's free times.
  holds: ['bookings'],
  webhookSubscriptions: ['integrations'],
  webhookDeliveries: ['integrations'],
  apiKeys: ['integrations'],
  teams: ['scheduling-links'],
};
const ALL_RESOURCES = [...new Set(Object.values(RESOURCES).flat())];

export interface SharedDb {
  /** The one handler every tab's worker uses: serves or forwards the mock backend's routes. */
  router: RequestHandler;
  /** Resolves once this tab knows whether it leads; `true` when it does. */
  ready: Promise<boolean>;
  isLeader: () => boolean;
}

/** `name=value; …` of the cookies MSW resolved for the request in the calling tab. */
function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
}

/** The request a message carries, rebuilt. */
function requestFrom(message: RequestMessage): Request {
  return new Request(message.url, {
    method: message.method,
    headers: message.headers,
    body: message.body,
  });
}

/** What a forwarded request answers when serving it threw. */
function backendFailed(): Response {
  return Response.json(apiError('internal_error', 'The mock backend failed.'), { status: 500 });
}

/** What a write answers when it could not be stored: nothing changed. */
function notStored(): Response {
  return Response.json(
    apiError(
      'unavailable',
      'The mock backend could not store this change (browser storage is full). Nothing was changed. Reset the data in the QA panel.',
    ),
    { status: 503 },
  );
}

/**
 * The leader's change announcements on the app's change feed: the resources of the collections
 * that changed, collected for a moment, then one message (a scenario load is one).
 */
export function announceChanges(
  feed: Pick<BroadcastChannel, 'postMessage'>,
  isLeader: () => boolean,
): () => void {
  const changed = new Set<string>();
  let announceTimer: ReturnType<typeof setTimeout> | null = null;
  return onDbChange((collection) => {
    // A fault's counter or the latency changed: no resource did. (Announcing one refetched every
    // query of every tab, and a fault on a read then counted again: a loop of refetches.)
    if (!isLeader() || collection === 'meta') return;
    for (const resource of collection ? RESOURCES[collection] : ALL_RESOURCES)
      changed.add(resource);
    announceTimer ??= setTimeout(() => {
      announceTimer = null;
      const resources = [...changed].sort();
      changed.clear();
      if (resources.length > 0) feed.postMessage({ type: 'changed', resources });
    }, 25);
  });
}

/**
 * How the leader serves a request: the operation's injected fault first (faults/faults.ts), so
 * a delayed or hung write does not hold up the others, then writes one at a time and reads at
 * once; an answered write is stored before it is answered. Every contract call goes into the
 * request log (faults/request-log.ts).
 */
export function leaderServer(
  handlers: readonly RequestHandler[],
): (request: Request) => Promise<Response> {
  let writes: Promise<unknown> = Promise.resolve();

  async function serveRead(request: Request): Promise<Response> {
    return (await getResponse([...handlers], request)) ?? Response.error();
  }

  /**
   * A write is answered only once it is stored, whatever it changed (a collection or `meta`):
   * when it cannot be (browser storage full, or persistence not running), the live database goes
   * back to the stored state and the answer is a 503 — never a success that the next start loses.
   */
  async function serveWrite(request: Request): Promise<Response> {
    const response = await serveRead(request);
    if (await flushPersistence({ force: true })) return response;
    const undone = await restoreLastStored().catch((cause: unknown) => {
      console.error('[mocks] going back to the stored state failed', cause);
      return false;
    });
    console.error(
      `[mocks] ${request.method} ${new URL(request.url).pathname} was refused: it could not be stored` +
        (undone ? '; the database is back to its stored state.' : '.'),
    );
    return notStored();
  }

  function queue(request: Request): Promise<Response> {
    if (request.method === 'GET' || request.method === 'HEAD') return serveRead(request);
    const result = writes.then(() => serveWrite(request));
    writes = result.catch(() => undefined);
    return result;
  }

  return (request) =>
    logCall(request, async () => {
      const outcome = await applyFault(request);
      const response = outcome.response ?? (await queue(request));
      return { response, operationId: outcome.operationId, fault: outcome.fault };
    });
}

/**
 * Starts the shared database for this tab. `becomeLeader` loads the stored state into the live
 * database and starts what only the leader runs (persistence, workflow engine); it is called once,
 * when this tab takes the lead (at start, or later when the leading tab goes away).
 */
export function startSharedDb(
  handlers: readonly RequestHandler[],
  becomeLeader: () => Promise<void>,
): SharedDb {
  const channel = new BroadcastChannel(CHANNEL_NAME);
  /** This tab's name on the channel, as a leader. */
  const tabId = crypto.randomUUID();
  let leader = false;
  const isLeader = () => leader;
  announceChanges(new BroadcastChannel(CHANGE_FEED_CHANNEL), isLeader);
  const serve = leaderServer(handlers);
  /** Serves a forwarded request here; a failure is a 500, as a real backend's would be. */
  const serveMessage = (message: RequestMessage): Promise<Response> =>
    serve(requestFrom(message)).catch((cause: unknown) => {
      console.warn('[mocks] a forwarded request failed', cause);
      return backendFailed();
    });
  const { forward, onReply, leaderChanged } = forwarder(channel, isLeader, serveMessage);

  /** The leader acknowledges a forwarded request at once, then sends its answer. */
  async function answer(message: RequestMessage): Promise<void> {
    channel.postMessage({ kind: 'ack', id: message.id, leader: tabId } satisfies AckMessage);
    const response = await serveMessage(message);
    const dropped = response.type === 'error';
    const body = dropped ? null : await response.arrayBuffer();
    channel.postMessage({
      kind: 'response',
      id: message.id,
      dropped,
      status: dropped ? 502 : response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body,
    } satisfies ResponseMessage);
  }

  const seen = new Set<string>();
  channel.onmessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    if (message.kind === 'leader') return leaderChanged(message.leader);
    if (message.kind !== 'request') return onReply(message);
    // A tab asks again when the ack is slow (a busy leader): serve each request once.
    if (!leader || seen.has(message.id)) return;
    seen.add(message.id);
    if (seen.size > 5000) seen.delete(seen.values().next().value as string);
    void answer(message);
  };

  const router = http.all('*', async ({ request, cookies }) => {
    const url = new URL(request.url);
    if (url.origin !== window.location.origin || !ROUTED.test(url.pathname)) return undefined;
    // The caller's cookies travel with the request: the answer is the same in any tab.
    const headers = new Headers(request.headers);
    if (!headers.has(CLIENT_COOKIE_HEADER))
      headers.set(CLIENT_COOKIE_HEADER, cookieHeader(cookies));
    const body = await bodyOf(request);
    const routed = new Request(request.url, { method: request.method, headers, body });
    return leader ? serve(routed) : forward(routed);
  });

  const ready = new Promise<boolean>((resolveRole) => {
    const lead = async () => {
      try {
        await becomeLeader();
      } catch (cause) {
        // Serve what could be loaded rather than leave every tab without a backend; a write is
        // refused (503) rather than answered unless persistence stores it (`leaderServer`).
        console.error(
          '[mocks] Taking the lead failed: changes may not be stored. Reset the data in the QA panel.',
          cause,
        );
      }
      leader = true;
      // What this tab had forwarded to the leader that went away is served here or failed, and
      // the other tabs learn that the requests that leader acknowledged will not be answered.
      leaderChanged(tabId);
      channel.postMessage({ kind: 'leader', leader: tabId } satisfies LeaderMessage);
    };
    void navigator.locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
      if (!lock) {
        resolveRole(false);
        void navigator.locks.request(LOCK_NAME, async () => {
          await lead();
          await new Promise(() => undefined);
        });
        return;
      }
      await lead();
      resolveRole(true);
      // Held for the life of the page; the browser releases it when the page goes away.
      await new Promise(() => undefined);
    });
  });

  return { router, ready, isLeader: () => leader };
}
