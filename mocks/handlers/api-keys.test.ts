/**
 * API keys: shown once and stored hashed, `Authorization: Bearer` judged by the key alone (the
 * cookie beside it ignored), a read-only key refused on every write before its body is read,
 * wrong, revoked and expired keys refused, managing keys left to the session, and a rate per key.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { API_KEY_RATE, resetApiKeyRates } from '../api-keys-auth';
import { setNow } from '../clock';
import { db } from '../db';
import { sha256Hex } from '../sha256';
import { api, errorOf, json, NOW, signInAs, signOut, useScenario } from '../test/helpers';

type Schemas = components['schemas'];

const HOST = 'jordan.lee@example.com';
const OTHER_HOST = 'priya.shah@example.com';
const DAY = 86_400_000;
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

async function createKey(
  scope: Schemas['ApiKeyScope'],
  expiresInDays: Schemas['ApiKeyInput']['expiresInDays'] = null,
) {
  const call = await api('POST', '/api/api-keys', { name: `CRM ${scope}`, scope, expiresInDays });
  expect(call.status).toBe(201);
  return json<Schemas['ApiKeyCreated']>(call);
}

beforeEach(async () => {
  setNow(NOW);
  resetApiKeyRates();
  await useScenario('meeting-types', NOW);
  await signInAs(HOST);
});

describe('a new key', () => {
  it('is shown once, stored only as its SHA-256, and listed by its first characters', async () => {
    const { key, secret } = await createKey('read', 90);
    expect(secret).toMatch(/^sw_live_[A-Za-z0-9]{40}$/);
    expect(key).toMatchObject({
      name: 'CRM read',
      scope: 'read',
      prefix: secret.slice(0, 12),
      createdAt: NOW,
      lastUsedAt: null,
      expiresAt: new Date(Date.parse(NOW) + 90 * DAY).toISOString(),
      revokedAt: null,
    });
    const stored = db.apiKeys.findFirst((q) => q.where({ id: key.id }));
    expect(stored?.hash).toBe(sha256Hex(secret));
    expect(JSON.stringify(db.apiKeys.all())).not.toContain(secret);
    await api('GET', '/api/host/bookings', undefined, bearer(secret));
    const list = await api('GET', '/api/api-keys');
    expect(json<Schemas['ApiKeyList']>(list).keys).toEqual([{ ...key, lastUsedAt: NOW }]);
    expect(JSON.stringify(list.body)).not.toContain(secret);
  });

  it('refuses a blank name, an unknown scope and an expiry not offered', async () => {
    for (const body of [
      { name: '  ', scope: 'read', expiresInDays: 30 },
      { name: 'x', scope: 'admin', expiresInDays: 30 },
      { name: 'x', scope: 'read', expiresInDays: 7 },
    ]) {
      const call = await api('POST', '/api/api-keys', body);
      expect(call.status).toBe(400);
    }
    expect(db.apiKeys.all()).toEqual([]);
  });
});

describe('Bearer authentication', () => {
  it('reads the host’s bookings with a read-only key and no cookie', async () => {
    const { secret } = await createKey('read');
    await signOut();
    expect((await api('GET', '/api/host/bookings')).status).toBe(401);
    const call = await api('GET', '/api/host/bookings', undefined, bearer(secret));
    expect(call.status).toBe(200);
    expect(json<Schemas['HostBookingPage']>(call).items.length).toBeGreaterThan(0);
  });

  it('refuses every write of a read-only key with 403, before the body is read', async () => {
    const { secret } = await createKey('read');
    for (const [method, path, body] of [
      ['PUT', '/api/user/preferences', 'not even JSON'],
      ['POST', '/api/webhooks', { url: 'https://crm.example.com', events: ['booking.created'] }],
      ['DELETE', '/api/scheduling-links/lnk_jordan_standard', undefined],
      ['POST', '/api/host/bookings/bkg_unknown/cancel', {}],
    ] as const) {
      const call = await api(method, path, body, bearer(secret));
      expect(call.status, `${method} ${path}`).toBe(403);
      expect(json<Schemas['Error']>(call)).toEqual({
        error: 'This API key is read-only',
        code: 'read_only_key',
      });
    }
    expect(db.webhookSubscriptions.all()).toEqual([]);
  });

  it('lets a read-and-write key write', async () => {
    const { secret } = await createKey('read_write');
    await signOut();
    const call = await api(
      'POST',
      '/api/webhooks',
      { url: 'https://crm.example.com/hooks', events: ['booking.created'] },
      bearer(secret),
    );
    expect(call.status).toBe(201);
  });

  it('judges by the key alone: the signed-in cookie beside a wrong key is ignored', async () => {
    const call = await api('GET', '/api/host/bookings', undefined, bearer('sw_live_wrong'));
    expect(call.status).toBe(401);
    expect(json<Schemas['Error']>(call).code).toBe('not_authenticated');
  });

  it('acts as the key’s host even when another host’s cookie comes along', async () => {
    const { secret } = await createKey('read');
    await signInAs(OTHER_HOST);
    const me = await api('GET', '/api/auth/me', undefined, bearer(secret));
    expect(json<Schemas['CurrentUser']>(me).email).toBe(HOST);
  });

  it('refuses a revoked key and an expired one with 401', async () => {
    const revoked = await createKey('read');
    const expiring = await createKey('read', 30);
    expect((await api('DELETE', `/api/api-keys/${revoked.key.id}`)).status).toBe(204);
    const afterRevoke = await api('GET', '/api/host/bookings', undefined, bearer(revoked.secret));
    expect(afterRevoke.status).toBe(401);
    const listed = json<Schemas['ApiKeyList']>(await api('GET', '/api/api-keys')).keys;
    expect(listed.find((k) => k.id === revoked.key.id)?.revokedAt).toBe(NOW);

    const ok = await api('GET', '/api/host/bookings', undefined, bearer(expiring.secret));
    expect(ok.status).toBe(200);
    setNow(Date.parse(NOW) + 30 * DAY);
    const late = await api('GET', '/api/host/bookings', undefined, bearer(expiring.secret));
    expect(late.status).toBe(401);
    expect(errorOf(late)).toBe('Invalid, revoked or expired API key');
  });

  it('leaves managing keys to the session: a key answers 403 session_required', async () => {
    const { secret } = await createKey('read_write');
    const list = await api('GET', '/api/api-keys', undefined, bearer(secret));
    expect(list.status).toBe(403);
    expect(json<Schemas['Error']>(list).code).toBe('session_required');
    const create = await api(
      'POST',
      '/api/api-keys',
      { name: 'more', scope: 'read_write', expiresInDays: null },
      bearer(secret),
    );
    expect(create.status).toBe(403);
    expect(db.apiKeys.all()).toHaveLength(1);
  });

  it('never reaches the public booking calls nor /__mock', async () => {
    const link = await api(
      'GET',
      '/api/scheduling-links/jordan-lee/standard',
      undefined,
      bearer('sw_live_wrong'),
    );
    expect(link.status).toBe(200);
    const state = await api('GET', '/__mock/state', undefined, bearer('sw_live_wrong'));
    expect(state.status).toBe(200);
  });

  it('limits calls per key, each key on its own', async () => {
    const first = await createKey('read');
    const second = await createKey('read');
    for (let i = 0; i < API_KEY_RATE.limit; i++)
      expect((await api('GET', '/api/webhooks', undefined, bearer(first.secret))).status).toBe(200);
    const over = await api('GET', '/api/webhooks', undefined, bearer(first.secret));
    expect(over.status).toBe(429);
    expect(json<Schemas['Error']>(over).code).toBe('rate_limited');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api('GET', '/api/webhooks', undefined, bearer(second.secret))).status).toBe(200);
  });

  it('never answers the key after creation', async () => {
    const { key, secret } = await createKey('read_write');
    const calls = [
      await api('GET', '/api/api-keys'),
      await api('GET', '/api/auth/me', undefined, bearer(secret)),
      await api('GET', '/__mock/state'),
      await api('DELETE', `/api/api-keys/${key.id}`),
      await api('GET', '/api/api-keys'),
    ];
    for (const call of calls) expect(JSON.stringify(call.body)).not.toContain(secret);
  });
});
