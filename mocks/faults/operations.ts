/**
 * Every operation of `openapi/openapi.yaml` by its `operationId`: method, path template and the
 * error statuses it declares. The fault switch (`faults.ts`) and the request log name calls by
 * it. `faults.test.ts` checks the table against the contract, and the type below against the
 * generated `operations` (a new operation fails the typecheck until it is added here).
 */
import type { operations } from '../../src/api/schema.gen';

export type OperationId = keyof operations;

interface OperationInfo {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The 4xx statuses the contract declares for it (5xx are open to every operation). */
  errors: readonly number[];
}

export const OPERATIONS = {
  getCurrentUser: { method: 'GET', path: '/api/auth/me', errors: [401] },
  logout: { method: 'POST', path: '/api/auth/logout', errors: [401, 403, 415] },
  getScopes: { method: 'GET', path: '/api/auth/scopes', errors: [401] },
  startGoogleSignIn: { method: 'GET', path: '/auth/google/web', errors: [400] },
  connectAdditionalCalendar: { method: 'GET', path: '/auth/google/calendar', errors: [401] },
  getConnectedCalendars: { method: 'GET', path: '/api/user/connected-calendars', errors: [401] },
  disconnectCalendar: {
    method: 'DELETE',
    path: '/api/user/connected-calendars/{calendar}',
    errors: [400, 401, 403, 404, 415],
  },
  getPreferences: { method: 'GET', path: '/api/user/preferences', errors: [401] },
  updatePreferences: {
    method: 'PUT',
    path: '/api/user/preferences',
    errors: [400, 401, 403, 413, 415],
  },
  analyzeCalendar: {
    method: 'POST',
    path: '/api/user/preferences/analyze',
    errors: [401, 403, 409, 415],
  },
  getDashboardMetrics: { method: 'GET', path: '/api/dashboard/metrics', errors: [401] },
  listMeetings: { method: 'GET', path: '/api/dashboard/meetings', errors: [400, 401] },
  getDashboardStatus: { method: 'GET', path: '/api/dashboard/status', errors: [401] },
  listActivity: { method: 'GET', path: '/api/dashboard/activity', errors: [400, 401] },
  listWorkflows: { method: 'GET', path: '/api/dashboard/workflows', errors: [400, 401, 403] },
  getWorkflowDetails: {
    method: 'GET',
    path: '/api/dashboard/workflows/{id}',
    errors: [401, 403, 404],
  },
  getWorkflowStats: { method: 'GET', path: '/api/dashboard/workflows-stats', errors: [401, 403] },
  testSlackConnection: { method: 'POST', path: '/api/test/slack', errors: [401, 403, 415] },
  testGoogleConnection: { method: 'POST', path: '/api/test/google', errors: [401, 403, 415] },
  testOpenAIConnection: { method: 'POST', path: '/api/test/openai', errors: [401, 403, 415] },
  getWeeklyGoals: { method: 'GET', path: '/api/goals', errors: [400, 401] },
  saveWeeklyGoals: { method: 'POST', path: '/api/goals', errors: [400, 401, 403, 413, 415] },
  listAllWeeklyGoals: { method: 'GET', path: '/api/goals/user/all', errors: [401] },
  deleteWeeklyGoals: { method: 'DELETE', path: '/api/goals/{id}', errors: [401, 403, 404, 415] },
  getFocusWeek: { method: 'GET', path: '/api/focus', errors: [400, 401] },
  proposeFocusBlocks: {
    method: 'POST',
    path: '/api/focus/proposals',
    errors: [400, 401, 403, 413, 415],
  },
  applyFocusBlocks: {
    method: 'POST',
    path: '/api/focus/blocks',
    errors: [400, 401, 403, 409, 412, 413, 415],
  },
  moveFocusBlock: {
    method: 'PATCH',
    path: '/api/focus/blocks/{id}',
    errors: [400, 401, 403, 404, 409, 412, 413, 415],
  },
  deleteFocusBlock: {
    method: 'DELETE',
    path: '/api/focus/blocks/{id}',
    errors: [401, 403, 404, 412, 415],
  },
  listSchedulingLinks: { method: 'GET', path: '/api/scheduling-links', errors: [401] },
  createSchedulingLink: {
    method: 'POST',
    path: '/api/scheduling-links',
    errors: [400, 401, 403, 409, 413, 415],
  },
  updateSchedulingLink: {
    method: 'PATCH',
    path: '/api/scheduling-links/{id}',
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  listHostPublicLinks: {
    method: 'GET',
    path: '/api/hosts/{user}/scheduling-links',
    errors: [400],
  },
  getPublicSchedulingLink: {
    method: 'GET',
    path: '/api/scheduling-links/{user}/{type}',
    errors: [404],
  },
  getBusySlots: {
    method: 'POST',
    path: '/api/scheduling-links/{user}/{type}/busy-slots',
    errors: [400, 404, 409, 413, 415, 429],
  },
  bookSlot: {
    method: 'POST',
    path: '/api/scheduling-links/{user}/{type}/book',
    errors: [400, 404, 409, 413, 415, 429],
  },
  createSlotHold: {
    method: 'POST',
    path: '/api/scheduling-links/{user}/{type}/holds',
    errors: [400, 403, 404, 409, 413, 415],
  },
  releaseSlotHold: { method: 'DELETE', path: '/api/holds/{holdId}', errors: [403] },
  extendSlotHold: { method: 'POST', path: '/api/holds/{holdId}/extend', errors: [403, 409] },
  getBooking: { method: 'GET', path: '/api/bookings/{id}', errors: [404] },
  cancelBooking: {
    method: 'POST',
    path: '/api/bookings/{id}/cancel',
    errors: [400, 404, 409, 413, 415],
  },
  rescheduleBooking: {
    method: 'POST',
    path: '/api/bookings/{id}/reschedule',
    errors: [400, 404, 409, 413, 415],
  },
  listHostBookings: { method: 'GET', path: '/api/host/bookings', errors: [400, 401] },
  getHostBooking: { method: 'GET', path: '/api/host/bookings/{id}', errors: [401, 404] },
  hostCancelBooking: {
    method: 'POST',
    path: '/api/host/bookings/{id}/cancel',
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  hostRescheduleBooking: {
    method: 'POST',
    path: '/api/host/bookings/{id}/reschedule',
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  acceptHostBooking: {
    method: 'POST',
    path: '/api/host/bookings/{id}/accept',
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  declineHostBooking: {
    method: 'POST',
    path: '/api/host/bookings/{id}/decline',
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  duplicateSchedulingLink: {
    method: 'POST',
    path: '/api/scheduling-links/{id}/duplicate',
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  deleteSchedulingLink: {
    method: 'DELETE',
    path: '/api/scheduling-links/{id}',
    errors: [400, 401, 403, 404, 409, 412, 415],
  },
  listWebhookSubscriptions: { method: 'GET', path: '/api/webhooks', errors: [401] },
  createWebhookSubscription: {
    method: 'POST',
    path: '/api/webhooks',
    errors: [400, 401, 403, 413, 415],
  },
  updateWebhookSubscription: {
    method: 'PATCH',
    path: '/api/webhooks/{id}',
    errors: [400, 401, 403, 404, 413, 415],
  },
  deleteWebhookSubscription: {
    method: 'DELETE',
    path: '/api/webhooks/{id}',
    errors: [401, 403, 404, 415],
  },
  rotateWebhookSecret: {
    method: 'POST',
    path: '/api/webhooks/{id}/rotate-secret',
    errors: [400, 401, 403, 404, 413, 415],
  },
  sendWebhookTest: {
    method: 'POST',
    path: '/api/webhooks/{id}/test',
    errors: [400, 401, 403, 404, 413, 415],
  },
  listWebhookDeliveries: {
    method: 'GET',
    path: '/api/webhooks/{id}/deliveries',
    errors: [401, 404],
  },
  redeliverWebhook: {
    method: 'POST',
    path: '/api/webhooks/{id}/deliveries/{deliveryId}/redeliver',
    errors: [400, 401, 403, 404, 413, 415],
  },
  listApiKeys: { method: 'GET', path: '/api/api-keys', errors: [401, 403] },
  createApiKey: { method: 'POST', path: '/api/api-keys', errors: [400, 401, 403, 413, 415] },
  revokeApiKey: { method: 'DELETE', path: '/api/api-keys/{id}', errors: [401, 403, 404, 415] },
  listTeams: { method: 'GET', path: '/api/teams', errors: [401] },
  createTeam: { method: 'POST', path: '/api/teams', errors: [400, 401, 403, 409, 413, 415] },
  getTeam: { method: 'GET', path: '/api/teams/{teamId}', errors: [401, 404] },
  updateTeam: {
    method: 'PATCH',
    path: '/api/teams/{teamId}',
    errors: [400, 401, 403, 404, 409, 412, 413, 415],
  },
  deleteTeam: {
    method: 'DELETE',
    path: '/api/teams/{teamId}',
    errors: [401, 403, 404, 409, 412, 415],
  },
  reassignHostBooking: {
    method: 'POST',
    path: '/api/host/bookings/{id}/reassign',
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
} as const satisfies Record<OperationId, OperationInfo>;

export const OPERATION_IDS = Object.keys(OPERATIONS) as OperationId[];

export function isOperationId(value: string): value is OperationId {
  return Object.prototype.hasOwnProperty.call(OPERATIONS, value);
}

const MATCHERS = OPERATION_IDS.map((id) => {
  const { method, path } = OPERATIONS[id];
  const source = path
    .split('/')
    .map((segment) =>
      segment.startsWith('{') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return { id, method, pattern: new RegExp(`^${source}/?$`) };
});

/**
 * The operation a request calls, or null (assets, pages, `/__mock/*`). A literal path wins over
 * a template (`/api/goals/user/all` is `listAllWeeklyGoals`, not `deleteWeeklyGoals`'s shape).
 */
export function operationFor(method: string, pathname: string): OperationId | null {
  const upper = method.toUpperCase();
  let templated: OperationId | null = null;
  for (const m of MATCHERS) {
    if (m.method !== upper || !m.pattern.test(pathname)) continue;
    if (!OPERATIONS[m.id].path.includes('{')) return m.id;
    templated ??= m.id;
  }
  return templated;
}
