/**
 * The mock's records for integrations: webhook subscriptions, their delivery attempts and the
 * hosts' API keys (contract tag `integrations`). Registered with the other collections in
 * `db-schemas.ts`. A subscription keeps its signing secret (the mock must sign with it; it is never
 * answered after creation); a key keeps only the SHA-256 hash of itself.
 */
import * as v from 'valibot';

const nullableString = v.nullable(v.string());

export const webhookSubscriptionSchema = v.object({
  id: v.string(),
  userId: v.string(),
  url: v.string(),
  events: v.array(v.string()),
  secret: v.string(),
  active: v.boolean(),
  disabledReason: nullableString,
  createdAt: v.string(),
  secretRotatedAt: nullableString,
});

export const webhookDeliverySchema = v.object({
  /** This attempt's id. */
  id: v.string(),
  /** The delivery's id: the same on every attempt (`Slotwise-Delivery`). */
  deliveryId: v.string(),
  subscriptionId: v.string(),
  userId: v.string(),
  event: v.string(),
  url: v.string(),
  attempt: v.number(),
  ok: v.boolean(),
  status: v.nullable(v.number()),
  responseTimeMs: v.nullable(v.number()),
  requestHeaders: v.record(v.string(), v.string()),
  requestBody: v.string(),
  responseBody: nullableString,
  error: nullableString,
  sentAt: v.string(),
  /** When the next retry of this delivery is due; null when none will go. */
  nextAttemptAt: nullableString,
  /** Manual attempts (test events, redeliveries) are never retried nor counted to disable. */
  manual: v.boolean(),
});

export const apiKeySchema = v.object({
  id: v.string(),
  userId: v.string(),
  name: v.string(),
  /** The key's first 12 characters, shown in the list. */
  prefix: v.string(),
  /** Hex SHA-256 of the whole key. */
  hash: v.string(),
  scope: v.picklist(['read', 'read_write']),
  createdAt: v.string(),
  lastUsedAt: nullableString,
  expiresAt: nullableString,
  revokedAt: nullableString,
});

export type WebhookSubscriptionRecord = v.InferOutput<typeof webhookSubscriptionSchema>;
export type WebhookDeliveryRecord = v.InferOutput<typeof webhookDeliverySchema>;
export type ApiKeyRecord = v.InferOutput<typeof apiKeySchema>;

export const INTEGRATION_SCHEMAS = {
  webhookSubscriptions: webhookSubscriptionSchema,
  webhookDeliveries: webhookDeliverySchema,
  apiKeys: apiKeySchema,
};
