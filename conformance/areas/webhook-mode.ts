/**
 * The webhook mode (`--webhooks`; conformance/README.md, "Webhook mode"): the kit judges the
 * deliveries themselves. It starts a receiver on loopback (`../webhook-receiver.ts`), subscribes
 * it through `createWebhookSubscription` as the signed-in host, then causes each event on links of
 * its own: a booking (`booking.created`), the visitor's reschedule and cancel, a request on a link
 * that requires approval (`booking.requested`) and the host's decline. Each delivery is judged:
 * its body against the contract's `WebhookBookingPayload`, its `Slotwise-Signature` under the
 * secret shown at creation, `Slotwise-Event`, `Slotwise-Delivery`.
 *
 * Retries: the receiver answers 503 to the first two attempts of one more booking's delivery; the
 * kit moves the backend's clock (`POST /__mock/clock`, the mock's route) past 1 minute, then past
 * 5 minutes, and requires each retry with the same delivery id and body, a fresh signature, `t`
 * on schedule. A backend without the clock route gets that check skipped, saying why. The kit
 * puts the clock back, deletes the subscription, then its links (their bookings cancelled).
 */
import { freeSlots, MINUTE, slugParams, type Run, type Schemas } from '../core';
import type { Difference } from '../contract';
import { deliveryProblems, parseSignature, Receiver, type Received } from '../webhook-receiver';

const FILE = 'conformance/areas/webhook-mode.ts';
const EVENTS = [
  'booking.created',
  'booking.rescheduled',
  'booking.cancelled',
  'booking.requested',
  'booking.declined',
] as const;
/** How long a delivery may take to arrive after the call that caused it. */
const WAIT_MS = 10_000;
/** The retry schedule's first two delays (the contract: 1 minute, 5 minutes, …). */
const SCHEDULE = [1 * MINUTE, 5 * MINUTE] as const;

type Link = Schemas['SchedulingLink'];
type PublicLink = Schemas['PublicSchedulingLink'];
type Booking = Schemas['Booking'];
type Slot = { start: string; end: string };

interface ClockSetting {
  frozenAt: number | null;
  offsetMs: number;
}

const first = (problems: Difference[]): Difference | null =>
  problems[0]
    ? {
        ...problems[0],
        got: `${problems[0].got}${problems.length > 1 ? ` (+${problems.length - 1} more)` : ''}`,
      }
    : null;

const bookingId = (d: Received): string | undefined => {
  try {
    return (JSON.parse(d.body) as { data?: { booking?: { id?: string } } }).data?.booking?.id;
  } catch {
    return undefined;
  }
};

export async function webhookMode(run: Run, { me }: { me: Schemas['CurrentUser'] }) {
  const check = run.checker(FILE);
  run.log('webhook mode: a loopback receiver judges each delivery');
  const receiver = await Receiver.start();
  const links: Link[] = [];
  let subscriptionId: string | null = null;
  try {
    const made = await check.expect(
      'createWebhookSubscription',
      'subscribes the kit’s loopback receiver to the booking events',
      { as: run.host, json: { url: receiver.url(`/slotwise-kit/${run.runId}`), events: EVENTS } },
      201,
    );
    const created = made?.body as Schemas['WebhookSubscriptionCreated'] | undefined;
    if (!created) {
      check.skip('bookSlot', 'webhook deliveries', 'the receiver could not be subscribed');
      return;
    }
    subscriptionId = created.subscription.id;
    const judge = new Judge(run, receiver, created.secret);
    await events(run, me, judge, links);
  } finally {
    if (subscriptionId)
      await check.expect(
        'deleteWebhookSubscription',
        'deletes the kit’s subscription',
        { as: run.host, params: { id: subscriptionId } },
        204,
      );
    for (const link of links)
      await check.expect(
        'deleteSchedulingLink',
        'deletes the webhook mode’s link (its bookings are cancelled)',
        { as: run.host, params: { id: link.id }, query: { cancelBookings: 'true' } },
        204,
      );
    await receiver.close();
  }
}

/** Waits for a delivery and records the verdict under the operation that caused it. */
class Judge {
  constructor(
    private readonly run: Run,
    readonly receiver: Receiver,
    private readonly secret: string,
  ) {}

  async delivery(operationId: string, event: string, id: string): Promise<Received | null> {
    const check = this.run.checker(FILE);
    const name = `delivers ${event}: signed, headed and shaped as the contract says`;
    const causedAt = Date.now();
    const got = await this.receiver.waitFor(
      (d) => d.headers['slotwise-event'] === event && bookingId(d) === id,
      WAIT_MS,
    );
    if (!got) {
      check.fail(operationId, name, {
        path: 'webhook',
        expected: `a POST of ${event} for ${id} within ${WAIT_MS / 1000} s`,
        got: `none (${this.receiver.received.length} deliveries in all)`,
      });
      return null;
    }
    const problems = deliveryProblems(got, {
      secret: this.secret,
      event,
      shape: (body) => this.run.contract.check('#/components/schemas/WebhookBookingPayload', body),
      // The mock's clock may be set elsewhere (the QA clock): its t is judged on retries only.
      causedAt: this.run.mock ? undefined : causedAt,
    });
    check.verdict(operationId, name, first(problems));
    return got;
  }

  /** Judges one attempt of a retried delivery against the one before it. */
  retry(previous: Received, next: Received | null, delay: number): Difference | null {
    if (!next)
      return {
        path: 'webhook',
        expected: `attempt after a 503 retried ${delay / MINUTE} min later`,
        got: `no retry within ${WAIT_MS / 1000} s of moving the clock`,
      };
    const problems = deliveryProblems(next, {
      secret: this.secret,
      event: previous.headers['slotwise-event'] ?? '',
      shape: (body) => this.run.contract.check('#/components/schemas/WebhookBookingPayload', body),
    });
    if (next.headers['slotwise-delivery'] !== previous.headers['slotwise-delivery'])
      problems.push({
        path: 'header Slotwise-Delivery',
        expected: `the same id on a retry (${previous.headers['slotwise-delivery']})`,
        got: next.headers['slotwise-delivery'] ?? 'absent',
      });
    if (next.body !== previous.body)
      problems.push({ path: 'body', expected: 'the same body on a retry', got: 'another body' });
    const [a, b] = [previous, next].map((d) => parseSignature(d.headers['slotwise-signature']));
    if (a && b) {
      const gap = b.t - a.t;
      // The clock is moved 1 s past the due time: the retry's t lies between the two.
      if (gap < delay / 1000 || gap > delay / 1000 + 3)
        problems.push({
          path: 'header Slotwise-Signature t',
          expected: `${delay / 1000} s after the previous attempt's t (${a.t})`,
          got: `${b.t} (${gap} s later)`,
        });
    }
    return first(problems);
  }
}

async function events(run: Run, me: Schemas['CurrentUser'], judge: Judge, links: Link[]) {
  const standard = await page(run, me, false, links);
  const approval = await page(run, me, true, links);
  const check = run.checker(FILE);
  if (!standard || !approval) {
    check.skip('bookSlot', 'webhook deliveries', 'the links or their free times were not read');
    return;
  }
  const [a, b, c] = [standard.free.at(-1), standard.free.at(-9), standard.free.at(-17)];
  const request = approval.free.at(-1);
  if (!a || !b || !c || !request) {
    check.skip('bookSlot', 'webhook deliveries', 'not enough free times on the kit’s links');
    return;
  }
  const booked = await book(run, standard.params, a, 201);
  if (booked) {
    await judge.delivery('bookSlot', 'booking.created', booked.id);
    const own = { params: { id: booked.id }, headers: { 'booking-token': booked.token } };
    const moved = await check.expect(
      'rescheduleBooking',
      'the visitor moves the booking (for booking.rescheduled)',
      { as: null, ...own, json: { startTime: b.start, endTime: b.end } },
      200,
    );
    if (moved) await judge.delivery('rescheduleBooking', 'booking.rescheduled', booked.id);
    const cancelled = await check.expect(
      'cancelBooking',
      'the visitor cancels it (for booking.cancelled)',
      { as: null, ...own, json: {} },
      200,
    );
    if (cancelled) await judge.delivery('cancelBooking', 'booking.cancelled', booked.id);
  }
  const pending = await book(run, approval.params, request, 201);
  if (pending) {
    await judge.delivery('bookSlot', 'booking.requested', pending.id);
    const declined = await check.expect(
      'declineHostBooking',
      'the host declines the request (for booking.declined)',
      { as: run.host, params: { id: pending.id }, json: { reason: 'Conformance webhooks.' } },
      200,
    );
    if (declined) await judge.delivery('declineHostBooking', 'booking.declined', pending.id);
  }
  await retries(run, judge, standard.params, c);
}

/** A 5xx is retried 1 minute, then 5 minutes after the previous attempt. */
async function retries(run: Run, judge: Judge, params: Params, slot: Slot) {
  const check = run.checker(FILE);
  const name = 'a 503 from the receiver is retried 1 minute, then 5 minutes later';
  if (!run.mock) {
    check.skip(
      'createWebhookSubscription',
      name,
      'the backend offers no clock route (POST /__mock/clock): the kit cannot wait hours',
    );
    return;
  }
  const failed = new Map<string, number>();
  judge.receiver.policy = (d) => {
    if (d.headers['slotwise-event'] !== 'booking.created') return 200;
    const id = d.headers['slotwise-delivery'] ?? '';
    const n = failed.get(id) ?? 0;
    if (n >= 2) return 200;
    failed.set(id, n + 1);
    return 503;
  };
  const before = await mockClock(run);
  try {
    const booked = await book(run, params, slot, 201);
    const attempt1 = booked && (await judge.delivery('bookSlot', 'booking.created', booked.id));
    if (!attempt1) {
      check.skip('createWebhookSubscription', name, 'the first attempt did not arrive');
      return;
    }
    let previous = attempt1;
    for (const delay of SCHEDULE) {
      const t = parseSignature(previous.headers['slotwise-signature'])?.t;
      if (t === undefined) {
        check.skip('createWebhookSubscription', name, 'the attempt’s t could not be read');
        return;
      }
      await setMockClock(run, { now: new Date(t * 1000 + delay + 1000).toISOString() });
      const next = await judge.receiver.waitFor(
        (d) =>
          d !== previous &&
          d.at >= previous.at &&
          d.headers['slotwise-delivery'] === previous.headers['slotwise-delivery'],
        WAIT_MS,
      );
      const problem = judge.retry(previous, next, delay);
      check.verdict(
        'createWebhookSubscription',
        `a 503 from the receiver is retried ${delay / MINUTE} min later, same delivery and body`,
        problem,
      );
      if (problem || !next) return;
      previous = next;
    }
  } finally {
    judge.receiver.policy = () => 200;
    const back =
      before === null
        ? { now: null }
        : before.frozenAt !== null
          ? { now: new Date(before.frozenAt).toISOString() }
          : { now: new Date(Date.now() + before.offsetMs).toISOString(), running: true };
    await setMockClock(run, back);
  }
}

type Params = { user: string; type: string };

async function page(run: Run, me: Schemas['CurrentUser'], requiresApproval: boolean, into: Link[]) {
  const check = run.checker(FILE);
  const kind = requiresApproval ? 'approval' : 'standard';
  const made = await check.expect(
    'createSchedulingLink',
    `creates the webhook mode’s ${kind} link`,
    {
      as: run.host,
      json: {
        name: `Conformance webhooks ${kind}`,
        slug: `${me.slugPrefix}/conformance-webhooks-${kind}-${run.runId}`,
        userId: me.id,
        requiresApproval,
      },
    },
    201,
  );
  const link = made?.body as Link | undefined;
  if (!link) return null;
  into.push(link);
  const params = slugParams(link.slug);
  const pub = (await check.expect('getPublicSchedulingLink', 'reads it', { as: null, params }, 200))
    ?.body as PublicLink | undefined;
  if (!pub) return null;
  const window = { startDate: pub.startDate, endDate: pub.endDate };
  const busy = await check.expect(
    'getBusySlots',
    'its busy times',
    { as: null, params, json: window },
    200,
  );
  return busy ? { params, free: Object.values(freeSlots(pub, busy, window)).flat() } : null;
}

async function book(run: Run, params: Params, slot: Slot, status: number) {
  const answer = await run.checker(FILE).expect(
    'bookSlot',
    'books a time on the webhook mode’s link',
    {
      as: null,
      params,
      json: {
        title: 'Conformance webhooks',
        description: 'Booked by the Slotwise conformance kit.',
        startTime: slot.start,
        endTime: slot.end,
        attendeeEmail: `conformance.webhooks+${run.runId}@example.com`,
        attendeeName: 'Conformance Kit',
      },
    },
    status,
  );
  return (answer?.body as Booking | undefined) ?? null;
}

async function mockClock(run: Run): Promise<ClockSetting | null> {
  const state = await run.http.send({ method: 'GET', url: '/__mock/state', cookie: null });
  return ((state.body ?? {}) as { clock?: ClockSetting | null }).clock ?? null;
}

async function setMockClock(run: Run, body: { now: string | null; running?: boolean }) {
  await run.http.send({ method: 'POST', url: '/__mock/clock', cookie: null, json: body });
}
