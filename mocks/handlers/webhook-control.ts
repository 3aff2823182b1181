/**
 * The mock's own webhook routes (never in the contract):
 *
 * ANY  /__mock/webhook-receiver/…   the built-in receiver: answers 200, or the status given in
 *                                   `?status=` (200–599). The mock's own deliveries to it are
 *                                   answered in process (`../webhooks.ts`), the same way.
 * GET  /__mock/webhook-deliveries   every attempt of every subscription, newest first, as
 *                                   { id, deliveryId, subscriptionId, event, url, attempt, ok,
 *                                   status, requestHeaders, requestBody, sentAt, nextAttemptAt, … };
 *                                   `requestBody` is the exact string that was signed.
 *                                   `?subscriptionId=` keeps that subscription's only.
 */
import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { receiverAnswer } from '../webhooks';
import { newestFirst, toDelivery } from './webhooks';

export const webhookControlHandlers = [
  http.all('*/__mock/webhook-receiver/*', ({ request }) => {
    const answer = receiverAnswer(request.url);
    return HttpResponse.json({ received: true }, { status: answer?.status ?? 200 });
  }),

  http.get('*/__mock/webhook-deliveries', ({ request }) => {
    const subscriptionId = new URL(request.url).searchParams.get('subscriptionId');
    const attempts = db.webhookDeliveries
      .findMany((q) =>
        q.where((d) => subscriptionId === null || d.subscriptionId === subscriptionId),
      )
      .sort(newestFirst);
    return HttpResponse.json(attempts.map(toDelivery));
  }),
];
