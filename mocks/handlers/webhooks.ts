/**
 * Contract tag `integrations`, webhooks: the host's subscriptions, their attempts, test events,
 * redelivery and secret rotation. Sending, signing and retries: `../webhooks.ts`. Every booking
 * event the booking flows report (`../booking-events.ts`) goes to the host's active subscriptions
 * that list it, the booking as the host's API returns it.
 */
import {
  EmptyInputSchema,
  WebhookSubscriptionInputSchema,
  WebhookSubscriptionUpdateSchema,
} from '../../src/domain/api-schemas';
import { webhookUrlProblem } from '../../src/domain/webhook-url';
import { onBookingEvent } from '../booking-events';
import { now } from '../clock';
import {
  db,
  type UserRecord,
  type WebhookDeliveryRecord,
  type WebhookSubscriptionRecord,
} from '../db';
import { apiError, invalid } from '../errors';
import { newId } from '../random';
import {
  attemptDelivery,
  cancelRetries,
  deliver,
  disableSubscription,
  randomSecret,
} from '../webhooks';
import { toHostBooking } from './host-bookings';
import { hostHttp } from './handler';
import { pathParam, readBody, type Schemas } from './shared';

export const MAX_SUBSCRIPTIONS = 20;
const RECENT_DELIVERIES = 50;
const SUBSCRIPTION_NOT_FOUND = apiError('not_found', 'Webhook subscription not found');
const DELIVERY_NOT_FOUND = apiError('not_found', 'Webhook delivery not found');
export const DISABLED_BY_YOU = 'Disabled by you';

export const newWebhookSecret = () => randomSecret('whsec_', 32);

export function toSubscription(record: WebhookSubscriptionRecord): Schemas['WebhookSubscription'] {
  return {
    id: record.id,
    url: record.url,
    events: record.events as Schemas['WebhookEvent'][],
    active: record.active,
    disabledReason: record.disabledReason,
    createdAt: record.createdAt,
    secretRotatedAt: record.secretRotatedAt,
  };
}

export function toDelivery(record: WebhookDeliveryRecord): Schemas['WebhookDelivery'] {
  return {
    id: record.id,
    deliveryId: record.deliveryId,
    subscriptionId: record.subscriptionId,
    event: record.event,
    url: record.url,
    attempt: record.attempt,
    ok: record.ok,
    status: record.status,
    responseTimeMs: record.responseTimeMs,
    requestHeaders: { ...record.requestHeaders },
    requestBody: record.requestBody,
    responseBody: record.responseBody,
    error: record.error,
    sentAt: record.sentAt,
    nextAttemptAt: record.nextAttemptAt,
  };
}

/** Newest first; attempts of one instant by attempt number, highest first. */
export function newestFirst(a: WebhookDeliveryRecord, b: WebhookDeliveryRecord): number {
  return b.sentAt.localeCompare(a.sentAt) || b.attempt - a.attempt;
}

function ownSubscription(user: UserRecord, id: unknown): WebhookSubscriptionRecord | null {
  const subscriptionId = pathParam(id as string | undefined);
  if (subscriptionId.length === 0 || subscriptionId.length > 100) return null;
  const found = db.webhookSubscriptions.findFirst((q) => q.where({ id: subscriptionId }));
  return found && found.userId === user.id ? found : null;
}

/** The mock accepts loopback endpoints (its built-in receiver, a kit's receiver). */
const urlProblem = (url: string) => webhookUrlProblem(url, { allowLoopback: true });

// A booking event goes to each active subscription of the host that lists it.
onBookingEvent(async (event, booking) => {
  const subscriptions = db.webhookSubscriptions
    .findMany((q) => q.where({ userId: booking.hostUserId }))
    .filter((s) => s.active && s.events.includes(event))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (subscriptions.length === 0) return;
  const body = JSON.stringify({
    event,
    createdAt: now().toISOString(),
    data: { booking: toHostBooking(booking) },
  });
  await deliver(subscriptions, event, body);
});

export const webhookHandlers = [
  hostHttp.get('/api/webhooks', async ({ response, user }) => {
    const subscriptions = db.webhookSubscriptions
      .findMany((q) => q.where({ userId: user.id }))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    return response(200).json({ subscriptions: subscriptions.map(toSubscription) });
  }),

  hostHttp.post('/api/webhooks', async ({ request, response, user }) => {
    const body = await readBody(request, WebhookSubscriptionInputSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const problem = urlProblem(body.output.url);
    if (problem) return response(400).json(invalid(problem, 'url'));
    const count = db.webhookSubscriptions.findMany((q) => q.where({ userId: user.id })).length;
    if (count >= MAX_SUBSCRIPTIONS)
      return response(400).json(
        invalid(`You have ${MAX_SUBSCRIPTIONS} webhooks, the most allowed: delete one first`),
      );
    const secret = newWebhookSecret();
    const record = await db.webhookSubscriptions.create({
      id: newId('whk'),
      userId: user.id,
      url: body.output.url,
      events: [...body.output.events],
      secret,
      active: true,
      disabledReason: null,
      createdAt: now().toISOString(),
      secretRotatedAt: null,
    });
    return response(201).json({ subscription: toSubscription(record), secret });
  }),

  hostHttp.patch('/api/webhooks/{id}', async ({ request, params, response, user }) => {
    const found = ownSubscription(user, params.id);
    if (!found) return response(404).json(SUBSCRIPTION_NOT_FOUND);
    const body = await readBody(request, WebhookSubscriptionUpdateSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const { url, events, active } = body.output;
    const problem = url === undefined ? null : urlProblem(url);
    if (problem) return response(400).json(invalid(problem, 'url'));
    if (active === false && found.active) await disableSubscription(found.id, DISABLED_BY_YOU);
    const updated = await db.webhookSubscriptions.update((q) => q.where({ id: found.id }), {
      data(s) {
        if (url !== undefined) s.url = url;
        if (events !== undefined) s.events = [...events];
        if (active === true) {
          s.active = true;
          s.disabledReason = null;
        }
      },
    });
    return response(200).json(toSubscription(updated ?? found));
  }),

  hostHttp.delete('/api/webhooks/{id}', async ({ params, response, user }) => {
    const found = ownSubscription(user, params.id);
    if (!found) return response(404).json(SUBSCRIPTION_NOT_FOUND);
    await cancelRetries(found.id);
    db.webhookDeliveries.deleteMany((q) => q.where({ subscriptionId: found.id }));
    db.webhookSubscriptions.delete((q) => q.where({ id: found.id }));
    return response(204).empty();
  }),

  hostHttp.post('/api/webhooks/{id}/rotate-secret', async ({ request, params, response, user }) => {
    const found = ownSubscription(user, params.id);
    if (!found) return response(404).json(SUBSCRIPTION_NOT_FOUND);
    const body = await readBody(request, EmptyInputSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const secret = newWebhookSecret();
    const updated = await db.webhookSubscriptions.update((q) => q.where({ id: found.id }), {
      data(s) {
        s.secret = secret;
        s.secretRotatedAt = now().toISOString();
      },
    });
    return response(200).json({ subscription: toSubscription(updated ?? found), secret });
  }),

  hostHttp.post('/api/webhooks/{id}/test', async ({ request, params, response, user }) => {
    const found = ownSubscription(user, params.id);
    if (!found) return response(404).json(SUBSCRIPTION_NOT_FOUND);
    const body = await readBody(request, EmptyInputSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const at = now();
    const record = await attemptDelivery({
      subscription: found,
      deliveryId: newId('whd'),
      event: 'ping',
      body: JSON.stringify({
        event: 'ping',
        createdAt: at.toISOString(),
        data: { subscriptionId: found.id },
      }),
      attempt: 1,
      at: at.getTime(),
      manual: true,
    });
    return response(200).json(toDelivery(record));
  }),

  hostHttp.get('/api/webhooks/{id}/deliveries', async ({ params, response, user }) => {
    const found = ownSubscription(user, params.id);
    if (!found) return response(404).json(SUBSCRIPTION_NOT_FOUND);
    const deliveries = db.webhookDeliveries
      .findMany((q) => q.where({ subscriptionId: found.id }))
      .sort(newestFirst)
      .slice(0, RECENT_DELIVERIES);
    return response(200).json({ deliveries: deliveries.map(toDelivery) });
  }),

  hostHttp.post(
    '/api/webhooks/{id}/deliveries/{deliveryId}/redeliver',
    async ({ request, params, response, user }) => {
      const found = ownSubscription(user, params.id);
      if (!found) return response(404).json(SUBSCRIPTION_NOT_FOUND);
      const deliveryId = pathParam(params.deliveryId);
      const attempts = db.webhookDeliveries
        .findMany((q) => q.where({ subscriptionId: found.id, deliveryId }))
        .sort(newestFirst);
      const latest = attempts[0];
      if (!latest) return response(404).json(DELIVERY_NOT_FOUND);
      const body = await readBody(request, EmptyInputSchema);
      if (!body.success) return response(400).json(invalid(body.error));
      const record = await attemptDelivery({
        subscription: found,
        deliveryId,
        event: latest.event,
        body: latest.requestBody,
        attempt: Math.max(...attempts.map((a) => a.attempt)) + 1,
        at: now().getTime(),
        manual: true,
      });
      return response(200).json(toDelivery(record));
    },
  ),
];
