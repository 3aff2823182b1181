/**
 * Webhook deliveries of the mock backend: signing, sending, recording every attempt, retries on
 * the mock's clock and disabling after the 6th failure (contract `createWebhookSubscription` and
 * the top-level `webhooks`; docs/integrations.md).
 *
 * Sending. The built-in receiver (`/__mock/webhook-receiver/…` on any origin) is answered in
 * process: 200, or the status of `?status=`. Any other URL goes through the transport: the HTTP
 * mock server (`server.ts`) installs `fetchTransport`, which really POSTs (10 seconds at most);
 * the browser worker and Vitest keep the default, which sends nowhere else and records the attempt
 * as failed, saying so (a page cannot POST to another origin without its CORS consent anyway).
 *
 * Retries. The mock has no timer: `sweepDueWebhooks` runs before every request and when the QA
 * clock moves (`handlers/due-work.ts`), and makes every attempt that fell due, each at its own due
 * time (its `sentAt` and its signature's `t`), as a server that had been running would.
 */
import { now } from './clock';
import { db, type WebhookDeliveryRecord, type WebhookSubscriptionRecord } from './db';
import { newId } from './random';
import { ruleBroken } from './rule-breaks';

/** After the 1st … 5th failed attempt, the next one goes this much later. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000] as const;
/** The attempt after which a failing delivery disables its subscription. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
export const TIMEOUT_MS = 10_000;
export const RECEIVER_PATH = '/__mock/webhook-receiver/';

export interface TransportAnswer {
  status: number | null;
  body: string | null;
  error: string | null;
  ms: number;
}

export type WebhookTransport = (
  url: string,
  init: { headers: Record<string, string>; body: string },
) => Promise<TransportAnswer>;

export const NOWHERE_ELSE =
  'The browser mock sends webhooks only to its built-in receiver (/__mock/webhook-receiver/…); ' +
  'the HTTP mock server (npm run mock:server) sends them to any URL';

const noTransport: WebhookTransport = () =>
  Promise.resolve({ status: null, body: null, error: NOWHERE_ELSE, ms: 0 });

let transport: WebhookTransport = noTransport;

/** Installs how non-receiver URLs are reached (`fetchTransport` on the HTTP server); null resets. */
export function setWebhookTransport(next: WebhookTransport | null): void {
  transport = next ?? noTransport;
}

/** A real POST with a 10-second limit: what the HTTP mock server sends with. */
export const fetchTransport: WebhookTransport = async (url, { headers, body }) => {
  const started = Date.now();
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = (await answer.text()).slice(0, 2000);
    return { status: answer.status, body: text, error: null, ms: Date.now() - started };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const message = timedOut
      ? 'No answer within 10 seconds'
      : `The endpoint could not be reached: ${error instanceof Error ? error.message : String(error)}`;
    return { status: null, body: null, error: message, ms: Date.now() - started };
  }
};

/** The built-in receiver's answer to `url`, or null when `url` is not the receiver. */
export function receiverAnswer(url: string): TransportAnswer | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!parsed.pathname.startsWith(RECEIVER_PATH)) return null;
  const asked = Number(parsed.searchParams.get('status') ?? '200');
  const status = Number.isInteger(asked) && asked >= 200 && asked <= 599 ? asked : 200;
  return { status, body: JSON.stringify({ received: true }), error: null, ms: 0 };
}

// ---------------------------------------------------------------------------------------------
// Secrets and signatures
// ---------------------------------------------------------------------------------------------

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `prefix` and `length` characters from the 62 letters and digits, uniformly at random. */
export function randomSecret(prefix: string, length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      // 248 = 4 × 62: bytes above it would favour the first letters.
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return prefix + out;
}

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** Hex HMAC-SHA256 of `text` under `secret` (Web Crypto: browsers and Node alike). */
async function hmacHex(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
}

/** Hex HMAC-SHA256 of `<t>.<body>` under `secret`. */
export function signPayload(secret: string, t: number, body: string): Promise<string> {
  return hmacHex(secret, `${t}.${body}`);
}

/** The `Slotwise-Signature` value for `body` sent at `atMs`. */
export async function signatureHeader(secret: string, body: string, atMs: number): Promise<string> {
  const t = Math.floor(atMs / 1000);
  // The rule-break signs the body alone, as a backend that forgot the timestamp would.
  const v1 = ruleBroken('webhook-signature-without-timestamp')
    ? await hmacHex(secret, body)
    : await signPayload(secret, t, body);
  return `t=${t},v1=${v1}`;
}

// ---------------------------------------------------------------------------------------------
// Attempts
// ---------------------------------------------------------------------------------------------

export interface AttemptInput {
  subscription: WebhookSubscriptionRecord;
  deliveryId: string;
  event: string;
  body: string;
  attempt: number;
  /** When the attempt is made (ms): now, or a retry's due time. */
  at: number;
  /** A test event or a redelivery: never retried, never counted towards disabling. */
  manual: boolean;
}

function failureReason(record: WebhookDeliveryRecord): string {
  const answer =
    record.status !== null ? `the endpoint answered ${record.status}` : (record.error ?? '');
  return (
    `Disabled after ${MAX_ATTEMPTS} failed attempts to deliver ${record.event} ` +
    `(${record.deliveryId}): ${answer}`
  );
}

/** Sends one attempt, records it, schedules its retry or disables the subscription. */
export async function attemptDelivery(input: AttemptInput): Promise<WebhookDeliveryRecord> {
  const { subscription, deliveryId, event, body, attempt, at, manual } = input;
  const requestHeaders: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'Slotwise-Webhooks/1.0',
    'slotwise-event': event,
    'slotwise-delivery': deliveryId,
    'slotwise-signature': await signatureHeader(subscription.secret, body, at),
  };
  const answer =
    receiverAnswer(subscription.url) ??
    (await transport(subscription.url, { headers: requestHeaders, body }));
  const ok =
    answer.status !== null &&
    answer.status >= 200 &&
    answer.status < 300 &&
    answer.ms <= TIMEOUT_MS;
  const delay = RETRY_DELAYS_MS[attempt - 1];
  // The rule-break drops the retry, as a backend that sent once and forgot would.
  const retry = !ok && !manual && delay !== undefined && !ruleBroken('webhook-retry-missing');
  const record = await db.webhookDeliveries.create({
    id: newId('wha'),
    deliveryId,
    subscriptionId: subscription.id,
    userId: subscription.userId,
    event,
    url: subscription.url,
    attempt,
    ok,
    status: answer.status,
    responseTimeMs: answer.status === null && answer.ms === 0 ? null : answer.ms,
    requestHeaders,
    requestBody: body,
    responseBody: answer.body,
    error: answer.error ?? (ok || answer.status === null ? null : `HTTP ${answer.status}`),
    sentAt: new Date(at).toISOString(),
    nextAttemptAt: retry ? new Date(at + delay).toISOString() : null,
    manual,
  });
  if (!ok && !manual && attempt >= MAX_ATTEMPTS)
    await disableSubscription(subscription.id, failureReason(record));
  return record;
}

/** Cancels the subscription's retries still waiting. */
export async function cancelRetries(subscriptionId: string): Promise<void> {
  await db.webhookDeliveries.updateMany(
    (q) => q.where((d) => d.subscriptionId === subscriptionId && d.nextAttemptAt !== null),
    {
      data(d) {
        d.nextAttemptAt = null;
      },
    },
  );
}

/** Disables the subscription, saying why; its waiting retries are cancelled. */
export async function disableSubscription(id: string, reason: string): Promise<void> {
  await db.webhookSubscriptions.update((q) => q.where({ id }), {
    data(s) {
      s.active = false;
      s.disabledReason = reason;
    },
  });
  await cancelRetries(id);
}

/** A new delivery of `event` with `body` to every one of `subscriptions`, attempt 1 now. */
export async function deliver(
  subscriptions: readonly WebhookSubscriptionRecord[],
  event: string,
  body: string,
): Promise<void> {
  for (const subscription of subscriptions) {
    await attemptDelivery({
      subscription,
      deliveryId: newId('whd'),
      event,
      body,
      attempt: 1,
      at: now().getTime(),
      manual: false,
    });
  }
}

let sweeping: Promise<void> = Promise.resolve();

/**
 * Makes every retry that fell due, oldest first, each at its due time; a retry that fails again
 * and falls due before now too goes in the same sweep. One sweep at a time.
 */
export function sweepDueWebhooks(): Promise<void> {
  sweeping = sweeping.then(sweepOnce, sweepOnce);
  return sweeping;
}

async function sweepOnce(): Promise<void> {
  for (;;) {
    const at = now().getTime();
    const due = db.webhookDeliveries
      .findMany((q) =>
        q.where((d) => d.nextAttemptAt !== null && Date.parse(d.nextAttemptAt) <= at),
      )
      .sort((a, b) => (a.nextAttemptAt ?? '').localeCompare(b.nextAttemptAt ?? ''))[0];
    if (!due?.nextAttemptAt) return;
    const dueAt = Date.parse(due.nextAttemptAt);
    await db.webhookDeliveries.update(due, {
      data(d) {
        d.nextAttemptAt = null;
      },
    });
    const subscription = db.webhookSubscriptions.findFirst((q) =>
      q.where({ id: due.subscriptionId }),
    );
    // Disabled or deleted meanwhile: the retry is cancelled.
    if (!subscription?.active) continue;
    await attemptDelivery({
      subscription,
      deliveryId: due.deliveryId,
      event: due.event,
      body: due.requestBody,
      attempt: due.attempt + 1,
      at: dueAt,
      manual: false,
    });
  }
}
