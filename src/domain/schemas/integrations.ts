/**
 * Webhook subscriptions and API keys (contract tag `integrations`). One part of
 * `../api-schemas.ts`, whose comment gives the rules all parts share. Where a URL may point is
 * `../webhook-url.ts`: the mock checks it after this shape.
 */
import * as v from 'valibot';
import { charCount, plainText } from './blocks';

export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.rescheduled',
  'booking.cancelled',
  'booking.requested',
  'booking.declined',
] as const;

export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

const urlSchema = v.pipe(
  v.string('url must be a string'),
  v.trim(),
  v.minLength(1, 'url is required'),
  v.check((value) => charCount(value) <= 2000, 'url must be at most 2000 characters'),
);

const eventsSchema = v.pipe(
  v.array(
    v.picklist(WEBHOOK_EVENTS, `events must hold only: ${WEBHOOK_EVENTS.join(', ')}`),
    'events must be a list',
  ),
  v.minLength(1, 'events must name at least one event'),
  v.maxLength(10, 'events must hold at most 10 events'),
  v.check((list) => new Set(list).size === list.length, 'events must name each event once'),
);

/** Body of `createWebhookSubscription`. */
export const WebhookSubscriptionInputSchema = v.strictObject({
  url: urlSchema,
  events: eventsSchema,
});

/** Body of `updateWebhookSubscription`: at least one field. */
export const WebhookSubscriptionUpdateSchema = v.pipe(
  v.strictObject({
    url: v.optional(urlSchema),
    events: v.optional(eventsSchema),
    active: v.optional(v.boolean('active must be true or false')),
  }),
  v.check((body) => Object.keys(body).length > 0, 'Give at least one of url, events, active'),
);

/** Body of the writes that take nothing (`rotateWebhookSecret`, `sendWebhookTest`, …): `{}`. */
export const EmptyInputSchema = v.strictObject({});

export const API_KEY_SCOPES = ['read', 'read_write'] as const;
export type ApiKeyScopeName = (typeof API_KEY_SCOPES)[number];
export const API_KEY_EXPIRIES = [30, 90, 365, null] as const;
const EXPIRY_MESSAGE = 'expiresInDays must be 30, 90, 365 or null';

/** Body of `createApiKey`. */
export const ApiKeyInputSchema = v.strictObject({
  name: v.pipe(
    v.string('name must be a string'),
    v.trim(),
    v.minLength(1, 'Name is required'),
    v.check((value) => charCount(value) <= 80, 'name must be at most 80 characters'),
    plainText('name'),
  ),
  scope: v.picklist(API_KEY_SCOPES, 'scope must be read or read_write'),
  expiresInDays: v.union([v.picklist([30, 90, 365], EXPIRY_MESSAGE), v.null()], EXPIRY_MESSAGE),
});
