/**
 * Contract tag `integrations`, API keys: create (the key answered once, stored as its SHA-256),
 * list (first characters only), revoke. Only the session manages keys: `apiKeyGate`
 * (`../api-keys-auth.ts`) answers 403 to a key first.
 */
import { ApiKeyInputSchema } from '../../src/domain/api-schemas';
import dayjs from '../../src/domain/dayjs';
import { API_KEY_PREFIX, hashApiKey } from '../api-keys-auth';
import { now } from '../clock';
import { db, type ApiKeyRecord } from '../db';
import { apiError, invalid } from '../errors';
import { newId } from '../random';
import { randomSecret } from '../webhooks';
import { hostHttp } from './handler';
import { pathParam, readBody, type Schemas } from './shared';

export const MAX_ACTIVE_KEYS = 20;
const KEY_NOT_FOUND = apiError('not_found', 'API key not found');

export function toApiKey(record: ApiKeyRecord): Schemas['ApiKey'] {
  return {
    id: record.id,
    name: record.name,
    prefix: record.prefix,
    scope: record.scope,
    createdAt: record.createdAt,
    lastUsedAt: record.lastUsedAt,
    expiresAt: record.expiresAt,
    revokedAt: record.revokedAt,
  };
}

export const apiKeyHandlers = [
  hostHttp.get('/api/api-keys', async ({ response, user }) => {
    const keys = db.apiKeys
      .findMany((q) => q.where({ userId: user.id }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    return response(200).json({ keys: keys.map(toApiKey) });
  }),

  hostHttp.post('/api/api-keys', async ({ request, response, user }) => {
    const body = await readBody(request, ApiKeyInputSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const active = db.apiKeys.findMany((q) => q.where({ userId: user.id, revokedAt: null })).length;
    if (active >= MAX_ACTIVE_KEYS)
      return response(400).json(
        invalid(`You have ${MAX_ACTIVE_KEYS} API keys, the most allowed: revoke one first`),
      );
    const at = now();
    const secret = randomSecret(API_KEY_PREFIX, 40);
    const { name, scope, expiresInDays } = body.output;
    const record = await db.apiKeys.create({
      id: newId('key'),
      userId: user.id,
      name,
      prefix: secret.slice(0, 12),
      hash: hashApiKey(secret),
      scope,
      createdAt: at.toISOString(),
      lastUsedAt: null,
      expiresAt:
        expiresInDays === null ? null : dayjs.utc(at).add(expiresInDays, 'day').toISOString(),
      revokedAt: null,
    });
    return response(201).json({ key: toApiKey(record), secret });
  }),

  hostHttp.delete('/api/api-keys/{id}', async ({ params, response, user }) => {
    const id = pathParam(params.id);
    const key = id.length > 100 ? null : db.apiKeys.findFirst((q) => q.where({ id }));
    if (!key || key.userId !== user.id) return response(404).json(KEY_NOT_FOUND);
    if (key.revokedAt === null)
      await db.apiKeys.update((q) => q.where({ id: key.id }), {
        data(k) {
          k.revokedAt = now().toISOString();
        },
      });
    return response(204).empty();
  }),
];
