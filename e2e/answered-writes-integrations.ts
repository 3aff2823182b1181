/**
 * The integrations' rows of the answered-writes table (`answered-writes-operations.ts`): each
 * webhook and API-key write, and what the reads after the reload must show. They run in this
 * order and hand ids over in `ctx.state`.
 */
import { expectStatus, need, type Op } from './answered-writes-calls';

/** The mock's built-in receiver: it answers 200, so a delivery succeeds. */
const RECEIVER = 'http://localhost/__mock/webhook-receiver/answered-writes';

type Subscription = {
  id: string;
  url: string;
  events: string[];
  active: boolean;
  secretRotatedAt: string | null;
};
type Delivery = { id: string; deliveryId: string; event: string; attempt: number };
type ApiKey = { id: string; name: string; revokedAt: string | null };

const subscriptions = async (ctx: Parameters<Op>[0]) =>
  (
    (await ctx.call({ method: 'GET', path: '/api/webhooks' })).body as {
      subscriptions: Subscription[];
    }
  ).subscriptions;

const deliveries = async (ctx: Parameters<Op>[0], id: string) =>
  (
    (await ctx.call({ method: 'GET', path: `/api/webhooks/${id}/deliveries` })).body as {
      deliveries: Delivery[];
    }
  ).deliveries;

export const INTEGRATION_OPERATIONS: Record<string, Op> = {
  async createWebhookSubscription(ctx) {
    const answer = await ctx.write({
      method: 'POST',
      path: '/api/webhooks',
      body: { url: RECEIVER, events: ['booking.created'] },
    });
    expectStatus(ctx, answer, 201, 'createWebhookSubscription');
    const { subscription } = answer.body as { subscription: Subscription };
    ctx.state.webhookId = subscription.id;
    const found = (await subscriptions(ctx)).find((s) => s.id === subscription.id);
    ctx.expect(found?.url).toBe(RECEIVER);
  },
  async updateWebhookSubscription(ctx) {
    const id = need(ctx, 'webhookId');
    const events = ['booking.created', 'booking.cancelled'];
    const answer = await ctx.write({
      method: 'PATCH',
      path: `/api/webhooks/${id}`,
      body: { events },
    });
    expectStatus(ctx, answer, 200, 'updateWebhookSubscription');
    const found = (await subscriptions(ctx)).find((s) => s.id === id);
    ctx.expect(found?.events).toEqual(events);
  },
  async rotateWebhookSecret(ctx) {
    const id = need(ctx, 'webhookId');
    const path = `/api/webhooks/${id}/rotate-secret`;
    const answer = await ctx.write({ method: 'POST', path, body: {} });
    expectStatus(ctx, answer, 200, 'rotateWebhookSecret');
    const found = (await subscriptions(ctx)).find((s) => s.id === id);
    ctx.expect(typeof found?.secretRotatedAt).toBe('string');
  },
  async sendWebhookTest(ctx) {
    const id = need(ctx, 'webhookId');
    const answer = await ctx.write({ method: 'POST', path: `/api/webhooks/${id}/test`, body: {} });
    expectStatus(ctx, answer, 200, 'sendWebhookTest');
    const sent = answer.body as Delivery;
    ctx.state.deliveryId = sent.deliveryId;
    ctx.expect((await deliveries(ctx, id)).some((d) => d.id === sent.id)).toBe(true);
  },
  async redeliverWebhook(ctx) {
    const id = need(ctx, 'webhookId');
    const deliveryId = need(ctx, 'deliveryId');
    const path = `/api/webhooks/${id}/deliveries/${deliveryId}/redeliver`;
    const answer = await ctx.write({ method: 'POST', path, body: {} });
    expectStatus(ctx, answer, 200, 'redeliverWebhook');
    const attempts = (await deliveries(ctx, id)).filter((d) => d.deliveryId === deliveryId);
    ctx.expect(Math.max(...attempts.map((d) => d.attempt))).toBe(2);
  },
  async deleteWebhookSubscription(ctx) {
    const id = need(ctx, 'webhookId');
    const answer = await ctx.write({ method: 'DELETE', path: `/api/webhooks/${id}` });
    expectStatus(ctx, answer, 204, 'deleteWebhookSubscription');
    ctx.expect((await subscriptions(ctx)).some((s) => s.id === id)).toBe(false);
  },
  async createApiKey(ctx) {
    const answer = await ctx.write({
      method: 'POST',
      path: '/api/api-keys',
      body: { name: 'Answered writes', scope: 'read', expiresInDays: 30 },
    });
    expectStatus(ctx, answer, 201, 'createApiKey');
    const { key: apiKey } = answer.body as { key: ApiKey };
    ctx.state.apiKeyId = apiKey.id;
    const keys = (await ctx.call({ method: 'GET', path: '/api/api-keys' })).body as {
      keys: ApiKey[];
    };
    ctx.expect(keys.keys.some((k) => k.id === apiKey.id)).toBe(true);
  },
  async revokeApiKey(ctx) {
    const id = need(ctx, 'apiKeyId');
    const answer = await ctx.write({ method: 'DELETE', path: `/api/api-keys/${id}` });
    expectStatus(ctx, answer, 204, 'revokeApiKey');
    const keys = (await ctx.call({ method: 'GET', path: '/api/api-keys' })).body as {
      keys: ApiKey[];
    };
    ctx.expect(typeof keys.keys.find((k) => k.id === id)?.revokedAt).toBe('string');
  },
};
