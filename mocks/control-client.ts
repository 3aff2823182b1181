/**
 * Browser-side client of the `/__mock/*` control routes (QA panel, consent page). Requests go
 * through the service worker like any other call; every change is flushed to localStorage before
 * the caller navigates.
 */
import type { components } from '../src/api/schema.gen';
import type { Fault } from './db';
import type { OperationId } from './faults/operations';
import type { LoggedCallSummary } from './faults/request-log';
import type { mockState } from './handlers/control';
import { flushPersistence } from './persistence';

export type MockState = ReturnType<typeof mockState>;

export interface FaultsState {
  faults: (Fault & { text: string })[];
  hung: { id: number; operationId: OperationId; since: string }[];
  operations: OperationId[];
}

async function call<T>(path: string, body?: unknown, method?: 'DELETE'): Promise<T> {
  const res = await fetch(path, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    credentials: 'include',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message =
      typeof data === 'object' && data !== null && 'error' in data && typeof data.error === 'string'
        ? data.error
        : `${res.status} ${res.statusText}`;
    throw new Error(message);
  }
  if (body !== undefined || method !== undefined) await flushPersistence();
  return data as T;
}

export const mockControl = {
  state: () => call<MockState>('/__mock/state'),
  loadScenario: (id: string) => call<MockState>('/__mock/scenario', { id }),
  reset: () => call<MockState>('/__mock/reset', {}),
  setLatency: (ms: number) => call<{ latencyMs: number }>('/__mock/latency', { ms }),
  consent: (body: {
    email: string;
    grantScopes: boolean;
    flow: 'web' | 'calendar';
    connectEmail?: string;
    timezone?: string;
    state?: string;
  }) => call<{ redirectTo: string }>('/__mock/consent', body),
  oauthState: (flow: 'web' | 'calendar') =>
    call<{ state: string }>('/__mock/oauth-state', { flow }),
  startWorkflow: (text: string) =>
    call<{ id: string; status: string }>('/__mock/workflows', { text }),
  setClock: (now: string | null, running: boolean) =>
    call<{ now: string; clockFrozen: boolean }>('/__mock/clock', { now, running }),
  tickWorkflows: (id?: string) =>
    call<{ advanced: { id: string; from: string; to: string }[]; active: number }>(
      '/__mock/workflows/tick',
      id === undefined ? {} : { id },
    ),
  faults: () => call<FaultsState>('/__mock/faults'),
  setFaults: (spec: string) => call<FaultsState>('/__mock/faults', { spec }),
  clearFault: (operationId?: OperationId) =>
    call<FaultsState>(
      operationId ? `/__mock/faults/${operationId}` : '/__mock/faults',
      undefined,
      'DELETE',
    ),
  releaseHung: () => call<FaultsState & { released: number }>('/__mock/faults/release', {}),
  requests: () => call<{ calls: LoggedCallSummary[] }>('/__mock/requests'),
  webhookDeliveries: () =>
    call<components['schemas']['WebhookDelivery'][]>('/__mock/webhook-deliveries'),
  har: () => call<unknown>('/__mock/requests?har=1'),
  clearRequests: () => call<{ calls: [] }>('/__mock/requests', undefined, 'DELETE'),
  answerWorkflow: (
    body: { id: string; option: number } | { id: string; host: 'approve' | 'reject' },
  ) => call<{ id: string; from: string; to: string }>('/__mock/workflows/answer', body),
  currentUser: async (): Promise<{ name: string; email: string } | null> => {
    const res = await fetch('/api/auth/me', { credentials: 'include' });
    if (!res.ok) return null;
    return (await res.json()) as { name: string; email: string };
  },
};
