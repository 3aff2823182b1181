/**
 * The conformance kit: drives a server through every operation of the contract in the order a
 * host, a visitor and an operator would, and checks each answer (status, content type, schema,
 * business rules). `runConformance` returns the report; `cli.ts` prints it.
 *
 * Where things live: the options and the run's fixed context (`Run`: who acts, how to check) in
 * `core.ts`; the checks of each contract tag in `areas/` (session, preferences, calendars,
 * dashboard, connection tests, goals, links, focus time for the goals, previous slugs of a
 * renamed link, booking, booking a slot and a booking's own page, the host's bookings,
 * workflows, meeting types, a link's change policy); the security rules in `security-pass.ts`; the fuzz pass in `fuzz-pass.ts`. This
 * file only runs them in order. The report names, for each failing check, the file it lives in.
 *
 * The order. An area is a function `(run, takes, undo?) => gives`: what it needs from the areas
 * before it is its second argument, what it finds for the areas after it is its answer, and an
 * area that changes the host's data records how to put it back in `undo`. `signedInAreas` below
 * is the one place that wires them; the table in conformance/README.md ("The order of the areas")
 * says the same. A new area is one file in `areas/` and one line there, after the areas whose
 * answers it takes.
 *
 * What it leaves behind on a real server: one booking on the host's calendar (an invitation to
 * conformance.visitor+RUN@example.com, rescheduled once; the other bookings it makes, the two
 * high-priority ones of the focus rules included, are cancelled), the host's links (created when
 * missing, edits reverted, a rename and its previous slug undone), preferences restored to what
 * they were (the analysis timestamp stays), goals of a week two years ahead and of next week
 * saved then deleted (with their focus blocks), and an activity log that mentions all of it.
 */
import { bookSlot } from './areas/book-slot';
import { booking } from './areas/booking';
import { bufferHours } from './areas/buffer-hours';
import { calendars, expiredGrant } from './areas/calendars';
import { connectionTests } from './areas/connection-tests';
import { dateRules } from './areas/date-rules';
import { dst } from './areas/dst';
import { dashboard } from './areas/dashboard';
import { goals } from './areas/goals';
import { focus, focusHours } from './areas/focus';
import { hostActions } from './areas/host-actions';
import { hostBookings } from './areas/host-bookings';
import { manageBooking } from './areas/manage-booking';
import { meetingTypes } from './areas/meeting-types';
import { linkKinds } from './areas/link-kinds';
import { changePolicy } from './areas/change-policy';
import { holds } from './areas/holds';
import { integrations } from './areas/integrations';
import { webhookMode } from './areas/webhook-mode';
import { holdLimits } from './areas/hold-limits';
import { approval } from './areas/approval';
import { reminders } from './areas/reminders';
import { restoreLinkFields, schedulingLinks } from './areas/links';
import { preferences, restorePreferences } from './areas/preferences';
import { previousSlugs } from './areas/previous-slugs';
import { security } from './security-pass';
import { auth, logout, withoutSession } from './areas/session';
import { teams } from './areas/teams';
import { workflows } from './areas/workflows';
import { Contract } from './contract';
import {
  DEFAULT_FUZZ_COUNT,
  DEFAULT_FUZZ_SEED,
  newRunId,
  Run,
  SetupError,
  Undo,
  type KitOptions,
  type Schemas,
} from './core';
import { fuzz } from './fuzz-pass';
import { Http } from './http';
import { identities } from './identities';
import { Report, StopRun } from './report';

type CurrentUser = Schemas['CurrentUser'];

export {
  DEFAULT_FUZZ_COUNT,
  DEFAULT_FUZZ_SEED,
  SESSION_COOKIE,
  SetupError,
  sessionFromValue,
  type KitOptions,
} from './core';

/** Puts back what the run changed: the link fields, then the preferences. */
async function restore(run: Run, undo: Undo): Promise<void> {
  run.log('restoring the host’s data');
  await restoreLinkFields(run, undo);
  await restorePreferences(run, undo);
}

/** What the first areas, up to the links, give the areas after them. */
interface FirstGiven {
  me: CurrentUser;
  saved: Schemas['PreferencesInput'] | null;
  timezone: string;
  goalsWeek: string;
  links: Schemas['SchedulingLink'][];
}

/** The first areas that need the signed-in host: preferences to the links. */
async function firstAreas(run: Run, me: CurrentUser, undo: Undo): Promise<FirstGiven> {
  const { saved, timezone } = await preferences(run, undo);
  await calendars(run, { me });
  await dashboard(run);
  await connectionTests(run);
  const goalsWeek = await goals(run, { timezone });
  const links = await schedulingLinks(run, { me }, undo);
  return { me, saved, timezone, goalsWeek, links };
}

/**
 * The mutation pass's probes (`KitOptions.probe`): an area the rule-break catalogue names as a
 * rule-break's likely killer, run right after the first areas (with the areas whose answers it
 * takes). `preferences` and `session` need nothing more: the first areas and the sign-out hold
 * their checks. The pass runs each probe against the server with no rule-break too: it must pass.
 */
export const PROBES: Record<string, (run: Run, given: FirstGiven, undo: Undo) => Promise<unknown>> =
  {
    preferences: async () => {},
    session: async () => {},
    'book-slot': async (run, { me, links, saved }) => {
      const page = await booking(run, { me, links, saved });
      if (page) await bookSlot(run, { page });
    },
    'manage-booking': async (run, { me, links, saved }) => {
      const page = await booking(run, { me, links, saved });
      const { booked, spare } = page
        ? await bookSlot(run, { page })
        : { booked: null, spare: null };
      await manageBooking(run, { page, booked, spare });
    },
    focus: (run, { timezone, links }, undo) => focus(run, { timezone, links }, undo),
    'date-rules': (run, { links }, undo) => dateRules(run, { links }, undo),
    workflows: (run) => workflows(run),
    'meeting-types': (run, { me }) => meetingTypes(run, { me }),
    'change-policy': (run, { me }) => changePolicy(run, { me }),
    holds: (run, { me }) => holds(run, { me }),
    approval: (run, { me }) => approval(run, { me }),
    'buffer-hours': (run, { me }, undo) => bufferHours(run, { me }, undo),
    dst: (run, { me }, undo) => dst(run, { me }, undo),
    teams: (run, { me }) => teams(run, { me }),
    security: (run, { me, links, goalsWeek }, undo) =>
      security(run, { me, links, goalsWeek }, undo),
    webhooks: (run, { me }) => webhookMode(run, { me }),
  };

/**
 * The areas that need the signed-in host, in order: each takes what the earlier ones gave. An
 * area whose input is missing still runs where it has checks of its own and reports the rest as
 * not run (`run.blocked`).
 */
async function signedInAreas(
  run: Run,
  me: CurrentUser,
  undo: Undo,
  fuzzPass: { seed: number; perOperation: number } | false,
): Promise<void> {
  const { saved, timezone, goalsWeek, links } = await firstAreas(run, me, undo);
  await focus(run, { timezone, links }, undo);
  await focusHours(run, { timezone, links });
  const page = await booking(run, { me, links, saved });
  const { booked, spare } = page ? await bookSlot(run, { page }) : { booked: null, spare: null };
  const managed = await manageBooking(run, { page, booked, spare });
  await previousSlugs(run, { me, links });
  const hostRead = await hostBookings(run, { page, managed });
  const hostKept = await hostActions(run, { page, read: hostRead });
  await dateRules(run, { links }, undo);
  await expiredGrant(run, { spare });
  await workflows(run);
  await meetingTypes(run, { me });
  await linkKinds(run, { me });
  await changePolicy(run, { me });
  await holds(run, { me });
  await holdLimits(run, { me });
  await approval(run, { me });
  await reminders(run, { me });
  await integrations(run);
  if (run.options.webhooks) await webhookMode(run, { me });
  await bufferHours(run, { me }, undo);
  await dst(run, { me }, undo);
  await teams(run, { me });
  await security(run, { me, links, goalsWeek }, undo);
  if (fuzzPass)
    await fuzz(run, { me, saved, links, goalsWeek, booked, managed, hostKept }, fuzzPass);
}

/** Runs the whole kit against `options.baseUrl` and answers the report. */
export async function runConformance(options: KitOptions): Promise<Report> {
  const contract = options.contract ?? Contract.load();
  const http = new Http(options.baseUrl);
  const report = new Report(contract, http.baseUrl);
  report.stopAtFirstFailure = options.stopAtFirstFailure ?? false;
  const runId = newRunId();
  const run = new Run(
    options,
    contract,
    http,
    report,
    runId,
    await identities(options, http, report, runId),
  );
  const undo = new Undo();
  let me: CurrentUser | null = null;
  try {
    await withoutSession(run);
    me = await auth(run);
    // Without the signed-in host nothing else can run: the table shows the rest as NOT RUN.
    const probe = options.probe === undefined ? undefined : PROBES[options.probe];
    if (options.probe !== undefined && !probe)
      throw new SetupError(`no probe ${options.probe} (kit.ts, PROBES)`);
    if (me && probe) await probe(run, await firstAreas(run, me, undo), undo);
    else if (me) {
      const pass = options.fuzz ?? { seed: DEFAULT_FUZZ_SEED, perOperation: DEFAULT_FUZZ_COUNT };
      await signedInAreas(run, me, undo, pass);
    }
  } catch (error) {
    if (error instanceof SetupError) throw error;
    if (error instanceof StopRun) return report;
    // An answer the flow could not use (or a bug of the kit): report it, then still clean up.
    report.crash = error instanceof Error ? (error.stack ?? error.message) : String(error);
  } finally {
    // Stopped at a failure (the mutation pass): the server is thrown away, nothing is put back.
    if (me && !report.stopped) {
      await restore(run, undo).catch((error: unknown) => {
        if (!(error instanceof StopRun)) report.crash ??= `restoring failed: ${String(error)}`;
      });
      await logout(run).catch((error: unknown) => {
        if (!(error instanceof StopRun)) report.crash ??= `logout failed: ${String(error)}`;
      });
    }
    report.requests = http.requests;
    report.finishedAt = Date.now();
  }
  return report;
}
