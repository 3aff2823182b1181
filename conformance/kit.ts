/**
 * The conformance kit: drives a server through every operation of the contract in the order a
 * host, a visitor and an operator would, and checks each answer (status, content type, schema,
 * business rules). `runConformance` returns the report; `cli.ts` prints it.
 *
 * Where things live: the options and the run's context in `core.ts`; the checks of each contract
 * tag in `areas/` (session, preferences, calendars, dashboard, connection tests, goals, links,
 * previous slugs of a renamed link, booking, booking a slot and a booking's own page, the host's bookings, workflows); the security rules in `security-checks.ts`; the fuzz
 * pass in `fuzz-pass.ts`. This file only runs them in order. The report names, for each failing
 * check, the file it lives in.
 *
 * What it leaves behind on a real server: one booking on the host's calendar (an invitation to
 * conformance.visitor+RUN@example.com, rescheduled once; the other bookings it makes are cancelled), the host's links (created when missing, edits reverted, a rename and its previous slug undone),
 * preferences restored to what they were (the analysis timestamp stays), goals of a week two
 * years ahead saved then deleted, and an activity log that mentions all of it.
 */
import { bookSlot } from './areas/book-slot';
import { booking } from './areas/booking';
import { calendars, expiredGrant } from './areas/calendars';
import { connectionTests } from './areas/connection-tests';
import { dateRules } from './areas/date-rules';
import { dashboard } from './areas/dashboard';
import { goals } from './areas/goals';
import { hostBookings } from './areas/host-bookings';
import { manageBooking } from './areas/manage-booking';
import { restoreLinkFields, schedulingLinks } from './areas/links';
import { preferences, restorePreferences } from './areas/preferences';
import { previousSlugs } from './areas/previous-slugs';
import { auth, logout, withoutSession } from './areas/session';
import { workflows } from './areas/workflows';
import { Contract } from './contract';
import {
  DEFAULT_FUZZ_COUNT,
  DEFAULT_FUZZ_SEED,
  Run,
  SECURITY_CHECKS,
  SetupError,
  slugParams,
  type KitOptions,
} from './core';
import { fuzz } from './fuzz-pass';
import { Http } from './http';
import { Report } from './report';
import { inputChecks, oauthStateChecks, protocolChecks, transportChecks } from './security-checks';
import { rateLimitChecks } from './rate-limit-checks';

export {
  DEFAULT_FUZZ_COUNT,
  DEFAULT_FUZZ_SEED,
  SESSION_COOKIE,
  SetupError,
  sessionFromValue,
  type KitOptions,
} from './core';

/** The security rules every write and path must hold (README "For backend teams"). */
async function security(run: Run): Promise<void> {
  run.log('security rules');
  const check = run.checker(SECURITY_CHECKS);
  const standard = run.links.find((l) => l.type === 'standard');
  const link = standard ? slugParams(standard.slug) : { user: 'jordan-lee', type: 'standard' };
  run.preferencesTouched = true;
  await transportChecks(check, run.contract, run.host, link, {
    saveWeeklyGoals: { goals: ['Conformance', '', ''], weekStartDate: run.goalsWeek },
  });
  await protocolChecks(check, run.http, run.host, link);
  await inputChecks(check, run.host, link);
  await oauthStateChecks(check, run.host);
  const spare = run.links.find((l) => l.type !== 'standard');
  await rateLimitChecks(
    run.checker('conformance/rate-limit-checks.ts'),
    run.http,
    spare ? { ...slugParams(spare.slug), durationMinutes: spare.defaultDuration } : null,
    link,
  );
}

/** Puts back what the run changed: the link fields, then the preferences. */
async function restore(run: Run): Promise<void> {
  run.log('restoring the host’s data');
  await restoreLinkFields(run);
  await restorePreferences(run);
}

/** Runs the whole kit against `options.baseUrl` and answers the report. */
export async function runConformance(options: KitOptions): Promise<Report> {
  const contract = options.contract ?? Contract.load();
  const http = new Http(options.baseUrl);
  const report = new Report(contract, http.baseUrl);
  const run = new Run(options, contract, http, report);
  await run.identities();
  try {
    await withoutSession(run);
    await auth(run);
    // Without the signed-in host nothing else can run: the table shows the rest as NOT RUN.
    if (run.me) {
      await preferences(run);
      await calendars(run);
      await dashboard(run);
      await connectionTests(run);
      await goals(run);
      await schedulingLinks(run);
      await booking(run);
      await bookSlot(run);
      await manageBooking(run);
      await previousSlugs(run);
      await hostBookings(run);
      await dateRules(run);
      await expiredGrant(run);
      await workflows(run);
      await security(run);
      const pass = options.fuzz ?? { seed: DEFAULT_FUZZ_SEED, perOperation: DEFAULT_FUZZ_COUNT };
      if (pass) await fuzz(run, pass.seed, pass.perOperation);
    }
  } catch (error) {
    if (error instanceof SetupError) throw error;
    // An answer the flow could not use (or a bug of the kit): report it, then still clean up.
    report.crash = error instanceof Error ? (error.stack ?? error.message) : String(error);
  } finally {
    if (run.me) {
      await restore(run).catch((error: unknown) => {
        report.crash ??= `restoring failed: ${String(error)}`;
      });
      await logout(run).catch((error: unknown) => {
        report.crash ??= `logout failed: ${String(error)}`;
      });
    }
    report.requests = http.requests;
    report.finishedAt = Date.now();
  }
  return report;
}
