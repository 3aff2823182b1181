/**
 * Integrations (contract tag `integrations`): webhook subscriptions and API keys, through the
 * API. The kit subscribes an endpoint on a reserved name (`.invalid`, which never resolves, so a
 * real backend sends nowhere), checks the refused addresses, the test event, its redelivery,
 * rotation, disabling and deletion, and that no answer after creation carries the secret. Then
 * it creates a read-only API key and checks Bearer calls: a read with the key alone, a write
 * refused with 403 before its body is read, key management refused to a key, and 401 once the
 * key is revoked. It leaves nothing behind: the subscription is deleted, the key revoked (a
 * revoked key stays listed).
 *
 * The deliveries themselves (shape, signature, retries) are judged by the webhook mode
 * (`webhook-mode.ts`, `--webhooks`), which needs a receiver the backend can reach.
 */
import { withCode } from '../checker';
import type { Difference } from '../contract';
import type { Run, Schemas } from '../core';
import type { Answer } from '../http';

const FILE = 'conformance/areas/integrations.ts';

type Created = Schemas['WebhookSubscriptionCreated'];
type Delivery = Schemas['WebhookDelivery'];

const body = <T>(a: Answer) => a.body as T;

/** A rule: the answer's text never carries `secret`. */
const withoutSecret =
  (secret: string) =>
  (answer: Answer): Difference | null =>
    answer.text.includes(secret)
      ? { path: '$', expected: 'no signing secret or key after creation', got: 'the secret' }
      : null;

export async function integrations(run: Run): Promise<void> {
  const check = run.checker(FILE);
  run.log('integrations: webhooks and API keys');
  const host = run.host;
  const url = `https://conformance-${run.runId}.invalid/hooks`;

  await check.expect(
    'listWebhookSubscriptions',
    'lists the host’s subscriptions',
    { as: host },
    200,
  );
  for (const [refused, what] of [
    ['http://hooks.example.com/slotwise', 'plain http'],
    ['https://10.0.0.1/hooks', 'a private address'],
    ['https://169.254.169.254/latest/meta-data', 'a link-local address'],
  ] as const) {
    await check.expect(
      'createWebhookSubscription',
      `400 for ${what}`,
      { as: host, json: { url: refused, events: ['booking.created'] } },
      400,
      withCode('invalid_request'),
    );
  }
  const made = await check.expect(
    'createWebhookSubscription',
    '201 with the signing secret',
    { as: host, json: { url, events: ['booking.created', 'booking.cancelled'] } },
    201,
  );
  if (!made) {
    run.blocked(
      check,
      [
        'updateWebhookSubscription',
        'sendWebhookTest',
        'listWebhookDeliveries',
        'redeliverWebhook',
        'rotateWebhookSecret',
        'deleteWebhookSubscription',
      ],
      'no subscription was created',
    );
  } else await subscription(run, body<Created>(made));
  await apiKeys(run);
}

async function subscription(run: Run, { subscription: sub, secret }: Created): Promise<void> {
  const check = run.checker(FILE);
  const host = run.host;
  const params = { id: sub.id };
  const hidden = withoutSecret(secret);
  await check.expect(
    'listWebhookSubscriptions',
    'never carries the secret',
    { as: host },
    200,
    hidden,
  );
  await check.expect(
    'updateWebhookSubscription',
    '404 for an unknown subscription',
    { as: host, params: { id: `whk_unknown_${run.runId}` }, json: { active: false } },
    404,
  );
  await check.expect(
    'updateWebhookSubscription',
    '400 for an empty change',
    { as: host, params, json: {} },
    400,
  );
  await check.expect(
    'updateWebhookSubscription',
    'disables it, saying why',
    { as: host, params, json: { active: false } },
    200,
    (a) => {
      const s = body<Schemas['WebhookSubscription']>(a);
      return s.active === false && s.disabledReason
        ? hidden(a)
        : { path: '$', expected: 'active false with a disabledReason', got: JSON.stringify(s) };
    },
  );
  const ping = await check.expect(
    'sendWebhookTest',
    'sends a ping and answers the attempt',
    { as: host, params, json: {} },
    200,
    (a) => {
      const d = body<Delivery>(a);
      if (d.event !== 'ping' || d.nextAttemptAt !== null)
        return {
          path: '$',
          expected: 'a ping, never retried',
          got: `${d.event}, ${d.nextAttemptAt}`,
        };
      return hidden(a);
    },
  );
  await check.expect(
    'listWebhookDeliveries',
    'lists the attempts',
    { as: host, params },
    200,
    hidden,
  );
  const unknown = { id: `whk_unknown_${run.runId}` };
  await check.expect(
    'listWebhookDeliveries',
    '404 for an unknown subscription',
    { as: host, params: unknown },
    404,
  );
  await check.expect(
    'sendWebhookTest',
    '404 for an unknown subscription',
    { as: host, params: unknown, json: {} },
    404,
  );
  await check.expect(
    'rotateWebhookSecret',
    '404 for an unknown subscription',
    { as: host, params: unknown, json: {} },
    404,
  );
  await check.expect(
    'sendWebhookTest',
    '400 for a body that is not empty',
    { as: host, params, json: { event: 'booking.created' } },
    400,
  );
  const deliveryId = ping ? body<Delivery>(ping).deliveryId : `whd_unknown_${run.runId}`;
  await check.expect(
    'redeliverWebhook',
    '400 for a body that is not empty',
    { as: host, params: { ...params, deliveryId }, json: { attempt: 1 } },
    400,
  );
  await check.expect(
    'redeliverWebhook',
    'sends it again with the same delivery id',
    { as: host, params: { ...params, deliveryId }, json: {} },
    200,
    (a) =>
      body<Delivery>(a).deliveryId === deliveryId
        ? null
        : { path: '$.deliveryId', expected: deliveryId, got: body<Delivery>(a).deliveryId },
  );
  await check.expect(
    'redeliverWebhook',
    '404 for an unknown delivery',
    { as: host, params: { ...params, deliveryId: `whd_unknown_${run.runId}` }, json: {} },
    404,
  );
  await check.expect(
    'rotateWebhookSecret',
    '400 for a body that is not empty',
    { as: host, params, json: { secret: 'whsec_mine' } },
    400,
  );
  await check.expect(
    'rotateWebhookSecret',
    'answers a new secret',
    { as: host, params, json: {} },
    200,
    (a) =>
      body<Created>(a).secret === secret
        ? { path: '$.secret', expected: 'a new secret', got: 'the old one' }
        : null,
  );
  await check.expect('deleteWebhookSubscription', 'deletes it', { as: host, params }, 204);
  await check.expect('deleteWebhookSubscription', '404 once deleted', { as: host, params }, 404);
}

async function apiKeys(run: Run): Promise<void> {
  const check = run.checker(FILE);
  const host = run.host;
  await check.expect(
    'createApiKey',
    '400 for an expiry not offered',
    { as: host, json: { name: 'Conformance', scope: 'read', expiresInDays: 7 } },
    400,
  );
  const made = await check.expect(
    'createApiKey',
    '201 with the key, shown once',
    { as: host, json: { name: `Conformance ${run.runId}`, scope: 'read', expiresInDays: 30 } },
    201,
  );
  if (!made) {
    run.blocked(check, ['revokeApiKey'], 'no API key was created');
    return;
  }
  const { key, secret } = body<Schemas['ApiKeyCreated']>(made);
  const bearer = { authorization: `Bearer ${secret}` };
  await check.expect(
    'listApiKeys',
    'never carries the key',
    { as: host },
    200,
    withoutSecret(secret),
  );
  await check.expect(
    'listHostBookings',
    'a read-only API key reads the host’s bookings',
    { as: null, headers: bearer },
    200,
  );
  await check.expect(
    'createWebhookSubscription',
    '403 for a read-only API key, before the body is read',
    { as: null, headers: bearer, raw: '{"not": valid json' },
    403,
    withCode('read_only_key'),
  );
  await check.expect(
    'listApiKeys',
    '403 for an API key',
    { as: null, headers: bearer },
    403,
    withCode('session_required'),
  );
  await check.expect(
    'createApiKey',
    '403 for an API key',
    { as: null, headers: bearer, json: { name: 'More', scope: 'read', expiresInDays: 30 } },
    403,
    withCode('session_required'),
  );
  await check.expect(
    'revokeApiKey',
    '403 for an API key, even its own',
    { as: null, headers: bearer, params: { id: key.id } },
    403,
    withCode('session_required'),
  );
  await check.expect(
    'revokeApiKey',
    '404 for an unknown key',
    { as: host, params: { id: `key_unknown_${run.runId}` } },
    404,
  );
  await check.expect('revokeApiKey', 'revokes it', { as: host, params: { id: key.id } }, 204);
  await check.expect(
    'listHostBookings',
    '401 for a revoked API key',
    { as: null, headers: bearer },
    401,
  );
}
