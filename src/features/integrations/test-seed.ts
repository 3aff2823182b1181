/**
 * The Integrations screen's data for its component tests and stories: Jordan signed in, with the
 * webhook subscriptions, attempts and API keys given, written into the mock backend's database,
 * which the mock's own handlers then serve (`mocks/test/story-backend.ts`).
 */
import type { RequestHandler } from 'msw';
import type { ApiKeyRecord, WebhookDeliveryRecord } from '../../../mocks/db';
import type { WebhookSubscriptionRecord } from '../../../mocks/db';
import {
  NOW,
  seedBackend,
  STORY_HOST,
  type HandlerTarget,
} from '../../../mocks/test/story-backend';

export const INTEGRATIONS_HOST = { ...STORY_HOST, id: 'user-jordan' };
export const HOST_ZONE = STORY_HOST.timezone;
export const RECEIVER = 'http://localhost/__mock/webhook-receiver/crm';
const MINUTE = 60_000;
const iso = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();

export function subscription(
  id: string,
  url: string,
  extra: Partial<WebhookSubscriptionRecord> = {},
): WebhookSubscriptionRecord {
  return {
    id,
    userId: INTEGRATIONS_HOST.id,
    url,
    events: ['booking.created', 'booking.cancelled'],
    secret: `whsec_${'s'.repeat(32)}`,
    active: true,
    disabledReason: null,
    createdAt: iso(-3 * 24 * 60 * MINUTE),
    secretRotatedAt: null,
    ...extra,
  };
}

/** An attempt `minutesAgo` before now, answered `status` (null: no answer). */
export function attempt(
  sub: WebhookSubscriptionRecord,
  n: number,
  minutesAgo: number,
  status: number | null,
): WebhookDeliveryRecord {
  const ok = status !== null && status < 300;
  const body = JSON.stringify({
    event: 'booking.created',
    createdAt: iso(-minutesAgo * MINUTE),
    data: { booking: { id: 'bkg_sample', attendeeName: 'Alex Morgan' } },
  });
  return {
    id: `wha_${sub.id}_${n}`,
    deliveryId: `whd_${sub.id}`,
    subscriptionId: sub.id,
    userId: sub.userId,
    event: 'booking.created',
    url: sub.url,
    attempt: n,
    ok,
    status,
    responseTimeMs: status === null ? null : 42,
    requestHeaders: {
      'content-type': 'application/json',
      'slotwise-event': 'booking.created',
      'slotwise-delivery': `whd_${sub.id}`,
      'slotwise-signature': `t=${Math.floor(Date.parse(iso(-minutesAgo * MINUTE)) / 1000)},v1=${'ab'.repeat(32)}`,
    },
    requestBody: body,
    responseBody: status === null ? null : ok ? '{"received":true}' : 'Service Unavailable',
    error: status === null ? 'The endpoint could not be reached' : ok ? null : `HTTP ${status}`,
    sentAt: iso(-minutesAgo * MINUTE),
    nextAttemptAt: null,
    manual: false,
  };
}

export function apiKey(id: string, name: string, extra: Partial<ApiKeyRecord> = {}): ApiKeyRecord {
  return {
    id,
    userId: INTEGRATIONS_HOST.id,
    name,
    prefix: 'sw_live_Ab3d',
    hash: '0'.repeat(64),
    scope: 'read',
    createdAt: iso(-10 * 24 * 60 * MINUTE),
    lastUsedAt: iso(-90 * MINUTE),
    expiresAt: iso(80 * 24 * 60 * MINUTE),
    revokedAt: null,
    ...extra,
  };
}

export function integrationsBackend(
  target: HandlerTarget,
  options: {
    subscriptions?: WebhookSubscriptionRecord[];
    deliveries?: WebhookDeliveryRecord[];
    keys?: ApiKeyRecord[];
  } = {},
  ...overrides: RequestHandler[]
): Promise<void> {
  return seedBackend(
    target,
    {
      seed(seed) {
        seed.user(INTEGRATIONS_HOST);
        seed.data.webhookSubscriptions.push(...(options.subscriptions ?? []));
        seed.data.webhookDeliveries.push(...(options.deliveries ?? []));
        seed.data.apiKeys.push(...(options.keys ?? []));
      },
      signedInAs: INTEGRATIONS_HOST.email,
    },
    ...overrides,
  );
}
