/**
 * Contract tag `connection-tests`. Slack and OpenAI are the backend's own integrations: always
 * reachable in the mock. Google reads the signed-in host's primary calendar, so it reports the
 * host's real state (missing scopes, expired authorisation).
 */
import { hasRequiredScopes } from '../auth';
import { hostHttp } from './handler';
import { now } from '../clock';
import { hashSeed } from '../random';
import { apiError } from '../errors';
import { primaryCalendar } from './shared';

/** Connection tests spend the backend's own keys: operators (workflow access) only. */
export const OPERATOR_REQUIRED = apiError('operator_required', 'Operator rights required');

/** A plausible, stable round-trip time per service and minute. */
function latencyMs(service: string): number {
  const minute = Math.floor(now().getTime() / 60_000);
  return 120 + (hashSeed(`${service}:${minute}`) % 300);
}

export const connectionTestHandlers = [
  hostHttp.post('/api/test/slack', async ({ response, user }) => {
    if (!user.workflowAccess) return response(403).json(OPERATOR_REQUIRED);
    return response(200).json({
      service: 'slack',
      ok: true,
      message: 'Connected to workspace Slotwise',
      latencyMs: latencyMs('slack'),
      checkedAt: now().toISOString(),
    });
  }),

  hostHttp.post('/api/test/google', async ({ response, user }) => {
    if (!user.workflowAccess) return response(403).json(OPERATOR_REQUIRED);
    const primary = primaryCalendar(user.id);
    const result = !primary
      ? { ok: false, message: 'Google Calendar not connected' }
      : !hasRequiredScopes(user)
        ? {
            ok: false,
            message: 'Google Calendar scopes not granted. Please reconnect your calendar.',
          }
        : primary.authExpired
          ? {
              ok: false,
              message: 'Google Calendar authentication expired. Please reconnect your calendar.',
            }
          : { ok: true, message: `Read calendar ${primary.email}` };
    return response(200).json({
      service: 'google',
      ...result,
      latencyMs: latencyMs('google'),
      checkedAt: now().toISOString(),
    });
  }),

  hostHttp.post('/api/test/openai', async ({ response, user }) => {
    if (!user.workflowAccess) return response(403).json(OPERATOR_REQUIRED);
    return response(200).json({
      service: 'openai',
      ok: true,
      message: 'OpenAI API reachable',
      latencyMs: latencyMs('openai'),
      checkedAt: now().toISOString(),
    });
  }),
];
