/**
 * The Integrations page's calls (contract tag `integrations`): webhook subscriptions with their
 * recent attempts, and API keys. A secret or key comes back only in the answer of the call that
 * made it; the page shows it once from there and never stores it.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema.gen';

type Schemas = components['schemas'];
export type WebhookSubscription = Schemas['WebhookSubscription'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type WebhookEvent = Schemas['WebhookEvent'];
export type ApiKey = Schemas['ApiKey'];
export type ApiKeyInput = Schemas['ApiKeyInput'];

export const integrationKeys = {
  all: ['integrations'] as const,
  webhooks: ['integrations', 'webhooks'] as const,
  deliveries: (id: string) => ['integrations', 'deliveries', id] as const,
  apiKeys: ['integrations', 'api-keys'] as const,
};

export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: integrationKeys.webhooks,
    queryFn: ({ signal }) => unwrap(api.GET('/api/webhooks', { signal })),
    select: (data) => data.subscriptions,
  });

export const deliveriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: integrationKeys.deliveries(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/webhooks/{id}/deliveries', { params: { path: { id } }, signal })),
    select: (data) => data.deliveries,
  });

export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: integrationKeys.apiKeys,
    queryFn: ({ signal }) => unwrap(api.GET('/api/api-keys', { signal })),
    select: (data) => data.keys,
  });

function useSettled() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: integrationKeys.all });
}

export function useCreateWebhook() {
  const settled = useSettled();
  return useMutation({
    mutationFn: (body: { url: string; events: WebhookEvent[] }) =>
      unwrap(api.POST('/api/webhooks', { body })),
    onSuccess: settled,
  });
}

export function useUpdateWebhook() {
  const settled = useSettled();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      unwrap(api.PATCH('/api/webhooks/{id}', { params: { path: { id } }, body: { active } })),
    onSuccess: settled,
  });
}

export function useDeleteWebhook() {
  const settled = useSettled();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/webhooks/{id}', { params: { path: { id } } })),
    onSuccess: settled,
  });
}

export function useRotateSecret() {
  const settled = useSettled();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/webhooks/{id}/rotate-secret', { params: { path: { id } }, body: {} })),
    onSuccess: settled,
  });
}

export function useSendTest() {
  const settled = useSettled();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/webhooks/{id}/test', { params: { path: { id } }, body: {} })),
    onSuccess: settled,
  });
}

export function useRedeliver() {
  const settled = useSettled();
  return useMutation({
    mutationFn: ({ id, deliveryId }: { id: string; deliveryId: string }) =>
      unwrap(
        api.POST('/api/webhooks/{id}/deliveries/{deliveryId}/redeliver', {
          params: { path: { id, deliveryId } },
          body: {},
        }),
      ),
    onSuccess: settled,
  });
}

export function useCreateApiKey() {
  const settled = useSettled();
  return useMutation({
    mutationFn: (body: ApiKeyInput) => unwrap(api.POST('/api/api-keys', { body })),
    onSuccess: settled,
  });
}

export function useRevokeApiKey() {
  const settled = useSettled();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/api-keys/{id}', { params: { path: { id } } })),
    onSuccess: settled,
  });
}
