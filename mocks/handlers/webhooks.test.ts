/**
 * Webhooks of the mock backend: a booking's delivery signed with the secret shown once, the
 * retries on the QA clock (1 min, 5 min, 30 min, 2 h, 12 h after the previous attempt), the
 * subscription disabled after the 6th failure with the reason, the URLs refused, test events,
 * redelivery, rotation and the secret never answered again. Over scenario `meeting-types`, on the
 * test clock (`NOW`).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { generateSlots, type Slot } from '../../src/domain/slots';
import { setNow } from '../clock';
import { NOWHERE_ELSE, setWebhookTransport, signPayload } from '../webhooks';
import { api, errorOf, json, NOW, signInAs, useScenario } from '../test/helpers';

type Schemas = components['schemas'];
type Delivery = Schemas['WebhookDelivery'];

const STANDARD = '/api/scheduling-links/jordan-lee/standard';
const HOST = 'jordan.lee@example.com';
const RECEIVER = 'http://localhost/__mock/webhook-receiver/crm';
const MINUTE = 60_000;
const at = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();

async function slots(): Promise<Slot[]> {
  const link = json<Schemas['PublicSchedulingLink']>(await api('GET', STANDARD));
  const busy = json<Schemas['BusySlotsResponse']>(
    await api('POST', `${STANDARD}/busy-slots`, {
      startDate: link.startDate,
      endDate: link.endDate,
    }),
  );
  return Object.values(
    generateSlots({
      type: link.type,
      duration: link.defaultDuration,
      interval: link.slotInterval,
      windowDays: link.bookingWindowDays,
      window: { startDate: link.startDate, endDate: link.endDate },
      preferences: { ...busy.preferences, timePreference: link.preferences.timePreference },
      busy: busy.busySlots,
      visitorTimeZone: 'UTC',
      now: NOW,
    }),
  ).flat();
}

async function book(index = 0): Promise<Schemas['Booking']> {
  const slot = (await slots())[index]!;
  const call = await api('POST', `${STANDARD}/book`, {
    title: 'Meeting with Alex Morgan',
    description: '',
    attendeeName: 'Alex Morgan',
    attendeeEmail: 'alex.morgan@example.org',
    startTime: slot.start,
    endTime: slot.end,
  });
  expect(call.status).toBe(201);
  return json<Schemas['Booking']>(call);
}

async function subscribe(url = RECEIVER, events: Schemas['WebhookEvent'][] = ['booking.created']) {
  const call = await api('POST', '/api/webhooks', { url, events });
  expect(call.status).toBe(201);
  return json<Schemas['WebhookSubscriptionCreated']>(call);
}

async function attempts(): Promise<Delivery[]> {
  const call = await api('GET', '/__mock/webhook-deliveries');
  expect(call.status).toBe(200);
  return json<Delivery[]>(call);
}

async function moveClock(ms: number) {
  expect((await api('POST', '/__mock/clock', { now: at(ms) })).status).toBe(200);
}

/** Whether the attempt's `Slotwise-Signature` is the HMAC of "<t>.<body>" under `secret`. */
async function verifies(attempt: Delivery, secret: string): Promise<boolean> {
  const header = attempt.requestHeaders['slotwise-signature'] ?? '';
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  return (await signPayload(secret, Number(match[1]), attempt.requestBody)) === match[2];
}

beforeEach(async () => {
  setNow(NOW);
  await useScenario('meeting-types', NOW);
  await signInAs(HOST);
});

afterEach(() => setWebhookTransport(null));

describe('a booking event', () => {
  it('is delivered signed with the secret shown once, with its headers and the host’s booking', async () => {
    const { subscription, secret } = await subscribe();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9]{32,}$/);
    expect(subscription).toMatchObject({ url: RECEIVER, active: true, disabledReason: null });
    const booked = await book();

    const [attempt, ...more] = await attempts();
    expect(more).toEqual([]);
    expect(attempt).toMatchObject({
      subscriptionId: subscription.id,
      event: 'booking.created',
      attempt: 1,
      ok: true,
      status: 200,
      sentAt: NOW,
      nextAttemptAt: null,
    });
    expect(attempt!.requestHeaders).toMatchObject({
      'content-type': 'application/json',
      'slotwise-event': 'booking.created',
      'slotwise-delivery': attempt!.deliveryId,
    });
    expect(attempt!.requestHeaders['slotwise-signature']).toBe(
      `t=${Date.parse(NOW) / 1000},v1=${await signPayload(secret, Date.parse(NOW) / 1000, attempt!.requestBody)}`,
    );
    expect(await verifies(attempt!, secret)).toBe(true);
    expect(await verifies(attempt!, `${secret}x`)).toBe(false);
    const payload = JSON.parse(attempt!.requestBody) as Schemas['WebhookBookingPayload'];
    expect(payload).toMatchObject({
      event: 'booking.created',
      createdAt: NOW,
      data: {
        booking: {
          id: booked.id,
          slug: 'jordan-lee/standard',
          attendeeName: 'Alex Morgan',
          attendeeEmail: 'alex.morgan@example.org',
          status: 'confirmed',
        },
      },
    });
    const host = json<Schemas['HostBooking']>(await api('GET', `/api/host/bookings/${booked.id}`));
    expect(payload.data.booking).toEqual(host);
  });

  it('goes only to subscriptions that list it: a cancel reaches the one that asked for cancels', async () => {
    const created = await subscribe(`${RECEIVER}-a`, ['booking.created']);
    const cancelled = await subscribe(`${RECEIVER}-b`, ['booking.cancelled']);
    const booked = await book();
    const cancel = await api('POST', `/api/host/bookings/${booked.id}/cancel`, {
      reason: 'Travelling',
    });
    expect(cancel.status).toBe(200);
    const seen = (await attempts()).map((a) => [a.subscriptionId, a.event]);
    expect(seen).toHaveLength(2);
    expect(seen).toEqual(
      expect.arrayContaining([
        [cancelled.subscription.id, 'booking.cancelled'],
        [created.subscription.id, 'booking.created'],
      ]),
    );
  });

  it('is not sent while the subscription is disabled, and is again once enabled', async () => {
    const { subscription } = await subscribe();
    const off = await api('PATCH', `/api/webhooks/${subscription.id}`, { active: false });
    expect(json<Schemas['WebhookSubscription']>(off)).toMatchObject({
      active: false,
      disabledReason: 'Disabled by you',
    });
    await book(0);
    expect(await attempts()).toEqual([]);
    const on = await api('PATCH', `/api/webhooks/${subscription.id}`, { active: true });
    expect(json<Schemas['WebhookSubscription']>(on)).toMatchObject({
      active: true,
      disabledReason: null,
    });
    await book(1);
    expect((await attempts()).map((a) => a.event)).toEqual(['booking.created']);
  });
});

describe('retries', () => {
  it('go 1 min, 5 min, 30 min, 2 h and 12 h after the previous attempt, each at its own time, then disable', async () => {
    const { subscription, secret } = await subscribe(`${RECEIVER}?status=503`);
    await book();
    const [first] = await attempts();
    expect(first).toMatchObject({ ok: false, status: 503, attempt: 1, nextAttemptAt: at(MINUTE) });

    // Seven minutes later: the retries due at +1 min and +6 min went, at those times.
    await moveClock(7 * MINUTE);
    let all = await attempts();
    expect(all.map((a) => [a.attempt, a.sentAt, a.nextAttemptAt])).toEqual([
      [3, at(6 * MINUTE), at(36 * MINUTE)],
      [2, at(MINUTE), null],
      [1, NOW, null],
    ]);
    expect(new Set(all.map((a) => a.deliveryId)).size).toBe(1);

    // A day later: the rest went, the 6th at +14 h 36 min, and the subscription is disabled.
    await moveClock(24 * 60 * MINUTE);
    all = await attempts();
    const offsets = [0, 1, 6, 36, 156, 876].map((m) => at(m * MINUTE));
    expect(all.map((a) => a.sentAt).reverse()).toEqual(offsets);
    expect(all.map((a) => a.attempt).reverse()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(all[0]!.nextAttemptAt).toBeNull();
    for (const attempt of all) {
      expect(attempt.requestHeaders['slotwise-signature']).toMatch(
        new RegExp(`^t=${Date.parse(attempt.sentAt) / 1000},`),
      );
      expect(await verifies(attempt, secret)).toBe(true);
      expect(attempt.requestBody).toBe(first!.requestBody);
    }
    const list = json<Schemas['WebhookSubscriptionList']>(await api('GET', '/api/webhooks'));
    expect(list.subscriptions).toEqual([
      expect.objectContaining({ id: subscription.id, active: false }),
    ]);
    expect(list.subscriptions[0]!.disabledReason).toMatch(
      /^Disabled after 6 failed attempts to deliver booking\.created \(whd_[0-9a-f]+\): the endpoint answered 503$/,
    );
  });

  it('stop at the first success', async () => {
    const { subscription } = await subscribe(`${RECEIVER}?status=500`);
    await book();
    await api('PATCH', `/api/webhooks/${subscription.id}`, { url: RECEIVER });
    await moveClock(60 * MINUTE);
    const all = await attempts();
    expect(all.map((a) => [a.attempt, a.ok, a.nextAttemptAt])).toEqual([
      [2, true, null],
      [1, false, null],
    ]);
  });

  it('record why nothing answered when the browser mock cannot reach a URL', async () => {
    await subscribe('https://crm.example.com/hooks');
    await book();
    const [attempt] = await attempts();
    expect(attempt).toMatchObject({ ok: false, status: null, error: NOWHERE_ELSE });
    expect(attempt!.nextAttemptAt).toBe(at(MINUTE));
  });

  it('go through the installed transport (the HTTP mock server really POSTs)', async () => {
    const seen: { url: string; headers: Record<string, string>; body: string }[] = [];
    setWebhookTransport((url, init) => {
      seen.push({ url, ...init });
      return Promise.resolve({ status: 204, body: '', error: null, ms: 12 });
    });
    await subscribe('https://crm.example.com/hooks');
    await book();
    const [attempt] = await attempts();
    expect(seen).toEqual([
      {
        url: 'https://crm.example.com/hooks',
        headers: attempt!.requestHeaders,
        body: attempt!.requestBody,
      },
    ]);
    expect(attempt).toMatchObject({ ok: true, status: 204, responseTimeMs: 12 });
  });
});

describe('refused URLs', () => {
  it.each([
    ['http://crm.example.com/hooks', 'url must use https://'],
    ['https://10.0.0.5/hooks', 'url must not point to a private address'],
    ['https://192.168.1.20/hooks', 'url must not point to a private address'],
    ['https://172.20.0.1/hooks', 'url must not point to a private address'],
    ['https://[fd00::1]/hooks', 'url must not point to a private address'],
    ['https://169.254.169.254/latest/meta-data', 'url must not point to a link-local address'],
    ['https://[fe80::1]/hooks', 'url must not point to a link-local address'],
    ['https://[::ffff:10.1.2.3]/hooks', 'url must not point to a private address'],
    ['https://0.0.0.0/hooks', 'url must not point to an unspecified address'],
    ['not a url', 'url must be an absolute URL'],
  ])('%s: 400, nothing created', async (url, message) => {
    const call = await api('POST', '/api/webhooks', { url, events: ['booking.created'] });
    expect(call.status).toBe(400);
    expect(errorOf(call)).toContain(message);
    expect(json<{ field?: string }>(call).field ?? 'url').toBe('url');
    const list = json<Schemas['WebhookSubscriptionList']>(await api('GET', '/api/webhooks'));
    expect(list.subscriptions).toEqual([]);
  });

  it('accepts loopback addresses in the mock, over http too', async () => {
    await subscribe('http://127.0.0.1:8787/hooks');
    await subscribe('http://[::1]:8787/hooks');
  });

  it('refuses a private address on an update too, and keeps the URL', async () => {
    const { subscription } = await subscribe();
    const call = await api('PATCH', `/api/webhooks/${subscription.id}`, {
      url: 'https://10.0.0.1/',
    });
    expect(call.status).toBe(400);
    const list = json<Schemas['WebhookSubscriptionList']>(await api('GET', '/api/webhooks'));
    expect(list.subscriptions[0]!.url).toBe(RECEIVER);
  });
});

describe('the host’s tools', () => {
  it('send a test event (never retried), redeliver with the same delivery id, rotate the secret', async () => {
    const { subscription, secret } = await subscribe(`${RECEIVER}?status=500`);
    const ping = json<Delivery>(await api('POST', `/api/webhooks/${subscription.id}/test`, {}));
    expect(ping).toMatchObject({ event: 'ping', ok: false, status: 500, nextAttemptAt: null });
    expect(JSON.parse(ping.requestBody)).toEqual({
      event: 'ping',
      createdAt: NOW,
      data: { subscriptionId: subscription.id },
    });

    const again = await api(
      'POST',
      `/api/webhooks/${subscription.id}/deliveries/${ping.deliveryId}/redeliver`,
      {},
    );
    expect(json<Delivery>(again)).toMatchObject({
      deliveryId: ping.deliveryId,
      attempt: 2,
      requestBody: ping.requestBody,
    });

    const rotated = json<Schemas['WebhookSubscriptionCreated']>(
      await api('POST', `/api/webhooks/${subscription.id}/rotate-secret`, {}),
    );
    expect(rotated.secret).toMatch(/^whsec_[A-Za-z0-9]{32,}$/);
    expect(rotated.secret).not.toBe(secret);
    expect(rotated.subscription.secretRotatedAt).toBe(NOW);
    const next = json<Delivery>(await api('POST', `/api/webhooks/${subscription.id}/test`, {}));
    expect(await verifies(next, rotated.secret)).toBe(true);
    expect(await verifies(next, secret)).toBe(false);

    const listed = json<Schemas['WebhookDeliveryList']>(
      await api('GET', `/api/webhooks/${subscription.id}/deliveries`),
    );
    expect(listed.deliveries).toHaveLength(3);
    // Manual attempts never disable the subscription.
    const list = json<Schemas['WebhookSubscriptionList']>(await api('GET', '/api/webhooks'));
    expect(list.subscriptions[0]!.active).toBe(true);
  });

  it('never answer the secret again after creation or rotation', async () => {
    const { subscription, secret } = await subscribe();
    await book();
    const id = subscription.id;
    const reads = [
      await api('GET', '/api/webhooks'),
      await api('GET', `/api/webhooks/${id}/deliveries`),
      await api('PATCH', `/api/webhooks/${id}`, {
        events: ['booking.created', 'booking.cancelled'],
      }),
      await api('POST', `/api/webhooks/${id}/test`, {}),
      await api('GET', '/__mock/webhook-deliveries'),
    ];
    for (const call of reads) expect(JSON.stringify(call.body)).not.toContain(secret);
  });

  it('delete a subscription with its deliveries; another host’s is 404', async () => {
    const { subscription } = await subscribe();
    await book();
    expect((await api('DELETE', `/api/webhooks/${subscription.id}`)).status).toBe(204);
    expect(await attempts()).toEqual([]);
    expect((await api('DELETE', `/api/webhooks/${subscription.id}`)).status).toBe(404);
    expect((await api('POST', '/api/webhooks/whk_unknown/test', {})).status).toBe(404);
  });

  it('the built-in receiver answers 200, or the status asked for', async () => {
    expect((await api('POST', '/__mock/webhook-receiver/any', {})).status).toBe(200);
    expect((await api('POST', '/__mock/webhook-receiver/any?status=502', {})).status).toBe(502);
  });
});
