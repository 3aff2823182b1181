/**
 * The security rules every write and path must hold (conformance/README.md, "Security rules"): transport,
 * protocol, input and OAuth state checks (`security-checks.ts`), then the rate limits
 * (`rate-limit-checks.ts`), on the host's `links` and the goals of `goalsWeek`, and the links in
 * messages (`public-origin-checks.ts`, on a link of the host's own making).
 */
import { SECURITY_CHECKS, slugParams, type Run, type Schemas, type Undo } from './core';
import { publicOriginChecks } from './public-origin-checks';
import { rateLimitChecks } from './rate-limit-checks';
import { inputChecks, oauthStateChecks, protocolChecks, transportChecks } from './security-checks';

type Link = Schemas['SchedulingLink'];

/** Runs the security rules; the transport checks save preferences, so they are put back. */
export async function security(
  run: Run,
  { me, links, goalsWeek }: { me: Schemas['CurrentUser']; links: Link[]; goalsWeek: string },
  undo: Undo,
): Promise<void> {
  run.log('security rules');
  const check = run.checker(SECURITY_CHECKS);
  const standard = links.find((l) => l.type === 'standard');
  const link = standard ? slugParams(standard.slug) : { user: 'jordan-lee', type: 'standard' };
  undo.preferencesTouched = true;
  await transportChecks(check, run.contract, run.host, link, {
    saveWeeklyGoals: { goals: ['Conformance', '', ''], weekStartDate: goalsWeek },
  });
  await protocolChecks(check, run.http, run.host, link);
  await inputChecks(check, run.host, link);
  await oauthStateChecks(check, run.host);
  await publicOriginChecks(run, { me });
  const spare = links.find((l) => l.type !== 'standard');
  await rateLimitChecks(
    run.checker('conformance/rate-limit-checks.ts'),
    run.http,
    spare ? { ...slugParams(spare.slug), durationMinutes: spare.defaultDuration } : null,
    link,
  );
}
