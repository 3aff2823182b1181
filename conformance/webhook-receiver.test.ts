/**
 * The webhook mode's verifier and receiver: the signature is checked as a receiver must (over
 * `<t>.<raw body>`), each header and the body are judged, and the loopback receiver keeps what
 * it got, raw, and answers its policy's status.
 */
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { Contract } from './contract';
import {
  deliveryProblems,
  expectedSignature,
  parseSignature,
  Receiver,
  signatureProblem,
  type Received,
} from './webhook-receiver';

const SECRET = 'whsec_0123456789abcdefghijklmnopqrstuvwxyz';
const T = 1767261600;
const BODY =
  '{"event":"ping","createdAt":"2026-01-01T10:00:00.000Z","data":{"subscriptionId":"whk_1"}}';
const hmac = (text: string) => createHmac('sha256', SECRET).update(text).digest('hex');

describe('the signature', () => {
  it('is the hex HMAC-SHA256 of "<t>.<raw body>" under the secret', () => {
    expect(expectedSignature(SECRET, T, BODY)).toBe(hmac(`${T}.${BODY}`));
    expect(signatureProblem(SECRET, `t=${T},v1=${hmac(`${T}.${BODY}`)}`, BODY)).toBeNull();
  });

  it('reads t and v1 in either order and ignores other schemes', () => {
    const v1 = 'a'.repeat(64);
    expect(parseSignature(`v1=${v1},t=${T}`)).toEqual({ t: T, v1 });
    expect(parseSignature(`t=${T},v0=xyz,v1=${v1}`)).toEqual({ t: T, v1 });
  });

  it('refuses a header that is absent or malformed', () => {
    expect(parseSignature(undefined)).toBeNull();
    expect(parseSignature(`t=${T}`)).toBeNull();
    expect(parseSignature(`t=soon,v1=${'a'.repeat(64)}`)).toBeNull();
    expect(parseSignature(`t=${T},v1=${'A'.repeat(64)}`)).toBeNull();
    expect(signatureProblem(SECRET, undefined, BODY)).toMatchObject({
      path: 'header Slotwise-Signature',
      got: 'absent',
    });
  });

  it('refuses a body signed without its timestamp, another secret, or another body', () => {
    for (const v1 of [
      hmac(BODY),
      createHmac('sha256', 'whsec_other').update(`${T}.${BODY}`).digest('hex'),
      hmac(`${T}.${BODY} `),
      hmac(`${T + 1}.${BODY}`),
    ]) {
      expect(signatureProblem(SECRET, `t=${T},v1=${v1}`, BODY)?.got).toContain('does not verify');
    }
  });
});

describe('a delivery', () => {
  const contract = Contract.load();
  const shape = (body: unknown) => contract.check('#/components/schemas/WebhookPingPayload', body);
  const delivery = (over: Partial<Received> = {}, headers: Record<string, string> = {}) => ({
    path: '/hooks',
    at: T * 1000,
    status: 200,
    body: BODY,
    ...over,
    headers: {
      'content-type': 'application/json',
      'slotwise-event': 'ping',
      'slotwise-delivery': 'whd_1',
      'slotwise-signature': `t=${T},v1=${hmac(`${T}.${BODY}`)}`,
      ...headers,
    },
  });

  it('that is signed, headed and shaped as the contract says has no problem', () => {
    expect(deliveryProblems(delivery(), { secret: SECRET, event: 'ping', shape })).toEqual([]);
  });

  it('names each wrong header', () => {
    const problems = deliveryProblems(
      delivery({}, { 'content-type': 'text/plain', 'slotwise-event': 'booking.created' }),
      { secret: SECRET, event: 'ping', shape },
    );
    expect(problems.map((p) => p.path)).toEqual(['header Content-Type', 'header Slotwise-Event']);
    const { ['slotwise-delivery']: _, ...noId } = delivery().headers;
    expect(
      deliveryProblems({ ...delivery(), headers: noId }, { secret: SECRET, event: 'ping', shape }),
    ).toEqual([expect.objectContaining({ path: 'header Slotwise-Delivery', got: 'absent' })]);
  });

  it('judges the body against the contract and the event it names', () => {
    const body = '{"event":"ping","createdAt":"2026-01-01T10:00:00.000Z","data":{}}';
    const signed = { 'slotwise-signature': `t=${T},v1=${hmac(`${T}.${body}`)}` };
    const [problem] = deliveryProblems(delivery({ body }, signed), {
      secret: SECRET,
      event: 'ping',
      shape,
    });
    expect(problem?.path).toMatch(/^body \$\.data/);
    const notJson = deliveryProblems(
      delivery({ body: 'ok' }, { 'slotwise-signature': `t=${T},v1=${hmac(`${T}.ok`)}` }),
      { secret: SECRET, event: 'ping', shape },
    );
    expect(notJson).toEqual([expect.objectContaining({ path: 'body', expected: 'JSON' })]);
  });

  it('wants t near the time the event was caused, when that is known', () => {
    const want = { secret: SECRET, event: 'ping', shape };
    expect(deliveryProblems(delivery(), { ...want, causedAt: T * 1000 + 60_000 })).toEqual([]);
    expect(deliveryProblems(delivery(), { ...want, causedAt: T * 1000 + 600_000 })).toEqual([
      expect.objectContaining({ path: 'header Slotwise-Signature t' }),
    ]);
  });
});

describe('the loopback receiver', () => {
  let receiver: Receiver | null = null;
  afterEach(async () => {
    await receiver?.close();
    receiver = null;
  });

  it('keeps each POST raw and answers its policy’s status', async () => {
    receiver = await Receiver.start((d) => (d.headers['slotwise-event'] === 'fail' ? 503 : 200));
    const url = receiver.url('/slotwise-kit/run');
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/slotwise-kit\/run$/);
    const sent = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'slotwise-event': 'fail' },
      body: BODY,
    });
    expect(sent.status).toBe(503);
    const ok = await fetch(url, { method: 'POST', headers: { 'slotwise-event': 'ok' }, body: '' });
    expect(ok.status).toBe(200);
    expect(receiver.received).toEqual([
      expect.objectContaining({ path: '/slotwise-kit/run', body: BODY, status: 503 }),
      expect.objectContaining({ body: '', status: 200 }),
    ]);
    expect(receiver.received[0]?.headers['slotwise-event']).toBe('fail');
  });

  it('waits for a delivery that is still on its way, and gives up after the time given', async () => {
    receiver = await Receiver.start();
    const url = receiver.url('hooks');
    const waiting = receiver.waitFor((d) => d.body === 'late', 5_000);
    setTimeout(() => void fetch(url, { method: 'POST', body: 'late' }), 50);
    expect((await waiting)?.body).toBe('late');
    expect(await receiver.waitFor((d) => d.body === 'never', 100)).toBeNull();
  });

  it('records no other method', async () => {
    receiver = await Receiver.start();
    expect((await fetch(receiver.url('/hooks'))).status).toBe(405);
    expect(receiver.received).toEqual([]);
  });
});
