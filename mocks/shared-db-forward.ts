/**
 * The tabs' channel of the shared mock database (`shared-db.ts`): its messages, and a follower's
 * side, which forwards its tab's requests to the leading tab and waits for the answers.
 */
import { apiError } from './errors';

/** How long a tab waits for some leader to take a forwarded request before asking again. */
const ACK_TIMEOUT_MS = 750;
/** How long a tab waits for a leader at all before answering 503. */
const GIVE_UP_MS = 30_000;

export interface RequestMessage {
  kind: 'request';
  id: string;
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}
export interface AckMessage {
  kind: 'ack';
  id: string;
  /** The leading tab that took the request (its `tabId`). */
  leader: string;
}
/** A tab took the lead (the one before went away): what it had acked and not answered is lost. */
export interface LeaderMessage {
  kind: 'leader';
  leader: string;
}
export interface ResponseMessage {
  kind: 'response';
  id: string;
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
  /** The leader dropped the connection (an injected `drop` fault): a network error here too. */
  dropped?: boolean;
}
export type Message = RequestMessage | AckMessage | ResponseMessage | LeaderMessage;

interface Pending {
  message: RequestMessage;
  /** The leader that acknowledged it, or null while none has. */
  ackedBy: string | null;
  resolve: (response: Response) => void;
}

function toResponse(message: ResponseMessage): Response {
  if (message.dropped) return Response.error();
  const nullBody = message.status === 204 || message.status === 304;
  return new Response(nullBody ? null : message.body, {
    status: message.status,
    statusText: message.statusText,
    headers: message.headers,
  });
}

const isRead = (message: RequestMessage) => message.method === 'GET' || message.method === 'HEAD';

/** A request's body as bytes (none for GET and HEAD), so that it can cross a channel. */
export async function bodyOf(request: Request): Promise<ArrayBuffer | null> {
  return request.method === 'GET' || request.method === 'HEAD' ? null : request.arrayBuffer();
}

/**
 * A follower's side: sends a request to the leader and waits for its answer, asking again while
 * no leader acknowledges it, serving it here if this tab takes the lead meanwhile, and giving up
 * with a 503 after GIVE_UP_MS. A leader that acknowledged a request and went away before it
 * answered (its tab closed or reloaded) does not leave it waiting for ever: see `leaderChanged`.
 * Exported for its unit tests.
 */
export function forwarder(
  channel: Pick<BroadcastChannel, 'postMessage'>,
  isLeader: () => boolean,
  serveHere: (message: RequestMessage) => Promise<Response>,
) {
  const pending = new Map<string, Pending>();
  /**
   * The leader announced last, or null until one is. Messages from one tab arrive in the order it
   * posted them, and a leader announces itself before it takes any request; so once a leader is
   * announced, an ack from another tab is from one that has gone (its ack was still on the way).
   */
  let announced: string | null = null;

  /** Sends (again) until some leader acknowledges it, or serves it here once this tab leads. */
  function send(entry: Pending): void {
    const { message } = entry;
    const started = Date.now();
    const attempt = () => {
      if (pending.get(message.id) !== entry) return;
      if (isLeader()) {
        // This tab took the lead meanwhile: serve it here.
        pending.delete(message.id);
        void serveHere(message).then(entry.resolve);
        return;
      }
      if (entry.ackedBy !== null) return;
      if (Date.now() - started > GIVE_UP_MS) {
        pending.delete(message.id);
        entry.resolve(
          Response.json(apiError('unavailable', 'No tab serves the mock backend.'), {
            status: 503,
          }),
        );
        return;
      }
      channel.postMessage(message);
      setTimeout(attempt, ACK_TIMEOUT_MS);
    };
    attempt();
  }

  async function forward(request: Request): Promise<Response> {
    const message: RequestMessage = {
      kind: 'request',
      id: crypto.randomUUID(),
      method: request.method,
      url: request.url,
      headers: [...request.headers],
      body: await bodyOf(request),
    };
    return new Promise<Response>((resolve) => {
      const entry: Pending = { message, ackedBy: null, resolve };
      pending.set(message.id, entry);
      send(entry);
    });
  }

  /** The leader's acknowledgement or answer of a forwarded request. */
  function onReply(message: AckMessage | ResponseMessage): void {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    if (message.kind === 'ack') {
      if (announced === null || message.leader === announced) waiting.ackedBy = message.leader;
      else if (isRead(waiting.message)) {
        // A gone leader's late ack: the request is still being asked of the current leader.
      } else {
        // A gone leader took this write and may have applied it: fail it as a dropped connection.
        pending.delete(message.id);
        waiting.resolve(Response.error());
      }
    } else {
      pending.delete(message.id);
      waiting.resolve(toResponse(message));
    }
  }

  /**
   * `leader` took the lead, so the one before is gone, with whatever it had acknowledged and not
   * answered. A read is asked again (of the new leader, or served here). A write may or may not
   * have been applied, so it fails as a dropped connection would with a real server: the caller
   * sees a network error and decides (the app's saves retry with their version, and a write that
   * did land answers 412 rather than applying twice).
   */
  function leaderChanged(leader: string): void {
    announced = leader;
    for (const entry of [...pending.values()]) {
      if (entry.ackedBy === null || entry.ackedBy === leader) continue;
      if (isRead(entry.message)) {
        entry.ackedBy = null;
        send(entry);
      } else {
        pending.delete(entry.message.id);
        entry.resolve(Response.error());
      }
    }
  }

  return { forward, onReply, leaderChanged };
}
