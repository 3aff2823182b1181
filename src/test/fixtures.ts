import { delay, http, HttpResponse } from 'msw';
import type { components } from '../api/schema.gen';

type Schemas = components['schemas'];

/** Fixed data for stories: the same identities as the `default` scenario (see README). */
export const jordan: Schemas['CurrentUser'] = {
  id: 'user-jordan',
  name: 'Jordan Lee',
  email: 'jordan.lee@example.com',
  picture: null,
  hasRequiredScopes: true,
  calendarStatus: 'connected',
};

export const workflowStats: Schemas['WorkflowStats'] = {
  total: 24,
  recentActivity: 6,
  byStatus: {
    rescheduled: 9,
    rejected: 3,
    failed: 2,
    awaiting_meeting_selection: 4,
    parsing_input: 6,
  },
};

const unauthorized = () => HttpResponse.json({ error: 'Not authenticated' }, { status: 401 });

/** MSW handlers that put a story or a test in a named state. */
export const given = {
  signedIn: (user: Schemas['CurrentUser'] = jordan) =>
    http.get('*/api/auth/me', () => HttpResponse.json(user)),
  signedOut: () => http.get('*/api/auth/me', unauthorized),
  sessionCheckPending: () =>
    http.get('*/api/auth/me', async () => {
      await delay('infinite');
      return unauthorized();
    }),
  workflowAccess: (stats: Schemas['WorkflowStats'] = workflowStats) =>
    http.get('*/api/dashboard/workflows-stats', () => HttpResponse.json(stats)),
  noWorkflowAccess: () =>
    http.get('*/api/dashboard/workflows-stats', () =>
      HttpResponse.json(
        { error: 'Workflow access is not enabled for this account' },
        { status: 403 },
      ),
    ),
  scopes: (result: Schemas['ScopesResult']) =>
    http.get('*/api/auth/scopes', () => HttpResponse.json(result)),
  scopesPending: () =>
    http.get('*/api/auth/scopes', async () => {
      await delay('infinite');
      return HttpResponse.json({ hasRequiredScopes: false, grantedScopes: [] });
    }),
  scopesFail: () =>
    http.get('*/api/auth/scopes', () =>
      HttpResponse.json({ error: 'Scope check failed' }, { status: 500 }),
    ),
  logout: () => http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
};

export const BASIC_SCOPES = ['openid', 'email', 'profile'];

/** Everything around a signed-in screen: the host (Jordan by default) with the calendar scopes, no workflow access. */
export const signedInHost = (user: Schemas['CurrentUser'] = jordan) => [
  given.signedIn(user),
  given.noWorkflowAccess(),
];
