/**
 * The webhook mode's receiver and its judgement of one delivery (conformance/README.md, "Webhook
 * mode"). The receiver is a `node:http` server on 127.0.0.1 (a port the system picks) that keeps
 * every POST it gets, raw body and headers, and answers the status its policy says (200 unless a
 * check asks for a failure). The judgement is pure: the signature (`Slotwise-Signature:
 * t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` under the secret shown at creation), the
 * `Slotwise-Event` and `Slotwise-Delivery` headers, and the body against the contract's payload.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Difference } from './contract';

/** One POST the receiver got. */
export interface Received {
  path: string;
  /** Lower-case header names; a repeated header joined with ", ". */
  headers: Record<string, string>;
  /** The body exactly as it arrived: what was signed. */
  body: string;
  /** Our clock when it arrived (ms). */
  at: number;
  /** The status the receiver answered. */
  status: number;
}

/** The status to answer a delivery (called before it is recorded). */
export type ReceiverPolicy = (delivery: Omit<Received, 'status'>) => number;

export interface SignatureParts {
  t: number;
  v1: string;
}

/** `t=<digits>,v1=<64 hex>` (in any order, other schemes ignored), or null when malformed. */
export function parseSignature(header: string | undefined): SignatureParts | null {
  if (!header) return null;
  let t: number | null = null;
  let v1: string | null = null;
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) t = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) v1 = value;
  }
  return t === null || v1 === null ? null : { t, v1 };
}

/** Hex HMAC-SHA256 of `<t>.<body>` under `secret`. */
export function expectedSignature(secret: string, t: number, body: string): string {
  return createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
}

/**
 * Verifies a `Slotwise-Signature` header against the raw body, as a receiver must: well formed,
 * the HMAC equal in constant time. Null when it verifies, else what is wrong.
 */
export function signatureProblem(
  secret: string,
  header: string | undefined,
  body: string,
): Difference | null {
  const parts = parseSignature(header);
  if (!parts)
    return {
      path: 'header Slotwise-Signature',
      expected: 't=<unix seconds>,v1=<64 hex digits>',
      got: header ?? 'absent',
    };
  const want = Buffer.from(expectedSignature(secret, parts.t, body), 'hex');
  const got = Buffer.from(parts.v1, 'hex');
  return want.length === got.length && timingSafeEqual(want, got)
    ? null
    : {
        path: 'header Slotwise-Signature',
        expected: 'v1 = hex HMAC-SHA256 of "<t>.<raw body>" under the secret shown at creation',
        got: `v1=${parts.v1.slice(0, 12)}… (does not verify)`,
      };
}

export interface DeliveryExpectation {
  secret: string;
  event: string;
  /** Validates the parsed body against the contract's payload schema. */
  shape: (body: unknown) => Difference | null;
  /** The backend's clock when the delivery was caused (ms): `t` must be within `toleranceMs`. */
  causedAt?: number;
  toleranceMs?: number;
}

/** Every problem of one delivery: headers, signature, `t`, body (empty: it conforms). */
export function deliveryProblems(delivery: Received, want: DeliveryExpectation): Difference[] {
  const problems: Difference[] = [];
  const { headers } = delivery;
  if (!/^application\/json\b/i.test(headers['content-type'] ?? ''))
    problems.push({
      path: 'header Content-Type',
      expected: 'application/json',
      got: headers['content-type'] ?? 'absent',
    });
  if (headers['slotwise-event'] !== want.event)
    problems.push({
      path: 'header Slotwise-Event',
      expected: want.event,
      got: headers['slotwise-event'] ?? 'absent',
    });
  const id = headers['slotwise-delivery'];
  if (!id || id.length > 100)
    problems.push({
      path: 'header Slotwise-Delivery',
      expected: 'an id of at most 100 characters',
      got: id ?? 'absent',
    });
  const signature = signatureProblem(want.secret, headers['slotwise-signature'], delivery.body);
  if (signature) problems.push(signature);
  const parts = parseSignature(headers['slotwise-signature']);
  const tolerance = want.toleranceMs ?? 5 * 60_000;
  if (parts && want.causedAt !== undefined && Math.abs(parts.t * 1000 - want.causedAt) > tolerance)
    problems.push({
      path: 'header Slotwise-Signature t',
      expected: `the sending time, within ${tolerance / 1000} s of ${new Date(want.causedAt).toISOString()}`,
      got: new Date(parts.t * 1000).toISOString(),
    });
  let parsed: unknown;
  try {
    parsed = JSON.parse(delivery.body);
  } catch {
    problems.push({ path: 'body', expected: 'JSON', got: delivery.body.slice(0, 80) });
    return problems;
  }
  const shape = want.shape(parsed);
  if (shape) problems.push({ ...shape, path: `body ${shape.path}` });
  const event = (parsed as { event?: unknown } | null)?.event;
  if (event !== want.event)
    problems.push({ path: 'body $.event', expected: want.event, got: String(event) });
  return problems;
}

/** A loopback receiver: `url(path)` to subscribe, `received` to read, `waitFor` to await one. */
export class Receiver {
  readonly received: Received[] = [];
  private waiters: (() => void)[] = [];

  private constructor(
    private readonly server: Server,
    readonly port: number,
    public policy: ReceiverPolicy,
  ) {}

  static async start(policy: ReceiverPolicy = () => 200): Promise<Receiver> {
    let receiver: Receiver | null = null;
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(request.headers))
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        const got = {
          path: request.url ?? '/',
          headers,
          body: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        };
        const status = request.method === 'POST' && receiver ? receiver.policy(got) : 405;
        if (request.method === 'POST' && receiver) receiver.record({ ...got, status });
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ received: status < 300 }));
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    receiver = new Receiver(server, (server.address() as AddressInfo).port, policy);
    return receiver;
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path.startsWith('/') ? path : `/${path}`}`;
  }

  private record(delivery: Received): void {
    this.received.push(delivery);
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** The first delivery (arrived or arriving within `ms`) that `match` accepts, else null. */
  async waitFor(match: (d: Received) => boolean, ms: number): Promise<Received | null> {
    const until = Date.now() + ms;
    for (;;) {
      const found = this.received.find(match);
      if (found) return found;
      const left = until - Date.now();
      if (left <= 0) return null;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
