/**
 * Named scenarios: seeds with every date relative to an injected `now` and a fixed pseudo-random
 * seed, so the same `now` always gives the same data. Their ids and identities are a contract
 * with QA; README.md lists them ("Scenarios").
 */
import { announceClock, clockSetting, now as clockNow, setNow } from '../clock';
import { meta, restore } from '../db';
import type { Person } from './people';
import { Seed } from './seed';
import type { ScenarioDefinition, ScenarioInfo } from './definition';
import { defaultScenario } from './list/default';
import { newHost } from './list/new-host';
import { missingScopes } from './list/missing-scopes';
import { noWorkflowAccess } from './list/no-workflow-access';
import { calendarDisconnected } from './list/calendar-disconnected';
import { busyWeek } from './list/busy-week';
import { busyMonth } from './list/busy-month';
import { manyBookings } from './list/many-bookings';
import { dstSpring } from './list/dst-spring';
import { dstFall } from './list/dst-fall';
import { timeOff } from './list/time-off';
import { splitDay } from './list/split-day';
import { meetingTypes } from './list/meeting-types';
import { focusWeek } from './list/focus-week';
import { policies } from './list/policies';
import { sameDay } from './list/same-day';
import { team } from './list/team';

export { JORDAN, PRIYA, SAM, JORDAN_PERSONAL, JORDAN_SIDE, LINK_IDS } from './people';

export const DEFAULT_SCENARIO = 'default';

/** One seed for every scenario, so Jordan's week looks the same in all of them. */
const SEED = 20_261_102;

export type { ScenarioInfo } from './definition';

/** Every scenario, in the order the QA panel and the README list them: one file each in list/. */
const definitions: readonly ScenarioDefinition[] = [
  defaultScenario,
  newHost,
  missingScopes,
  noWorkflowAccess,
  calendarDisconnected,
  busyWeek,
  busyMonth,
  manyBookings,
  dstSpring,
  dstFall,
  timeOff,
  splitDay,
  meetingTypes,
  focusWeek,
  policies,
  sameDay,
  team,
];

export const scenarios: readonly ScenarioInfo[] = definitions.map(
  ({ id, title, description, identity, signedIn, clock }) => ({
    id,
    title,
    description,
    identity,
    signedIn,
    ...(clock ? { clock } : {}),
  }),
);

export function isScenarioId(id: unknown): id is string {
  return typeof id === 'string' && definitions.some((d) => d.id === id);
}

/** The session token a signed-in scenario starts with (stable across resets). */
export function scenarioSessionToken(id: string): string {
  return `sess_scenario_${id.replace(/[^a-z0-9]/g, '_')}`;
}

export interface LoadedScenario {
  id: string;
  /** The token to put in the `slotwise_session` cookie; null for a signed-out scenario. */
  sessionToken: string | null;
  seededAt: string;
}

/** Builds a scenario's records without touching the database (pure, for tests and tools). */
export function buildScenario(id: string, now: Date | number | string): Seed {
  const definition = definitions.find((d) => d.id === id);
  if (!definition) throw new Error(`Unknown scenario "${id}"`);
  const seed = new Seed(new Date(now).getTime(), SEED);
  definition.build(seed);
  if (definition.signedIn) {
    const user = seed.data.users.find((u) => u.email === definition.identity.email);
    if (user) seed.session(user.id, scenarioSessionToken(id));
  }
  return seed;
}

/**
 * Replaces the database with the scenario seeded relative to `now` (default: the mock clock).
 * Returns the session token of a signed-in scenario.
 */
export async function loadScenario(
  id: string,
  options: { now?: Date | number | string } = {},
): Promise<LoadedScenario> {
  const definition = definitions.find((d) => d.id === id);
  if (!definition) throw new Error(`Unknown scenario "${id}"`);
  if (definition.clock) {
    // A scenario at a fixed instant stops the QA clock there, in every tab.
    setNow(definition.clock);
    meta.clock = clockSetting();
    announceClock(meta.clock);
  }
  const nowMs = new Date(definition.clock ?? options.now ?? clockNow()).getTime();
  const seed = buildScenario(id, nowMs);
  // The seed's records are the mock's own (scenarios.test.ts validates them): no re-validation.
  await restore(seed.data, { trusted: true });
  meta.scenarioId = id;
  meta.seededAt = new Date(nowMs).toISOString();
  meta.liveWorkflowIds = [];
  return {
    id,
    sessionToken: definition.signedIn ? scenarioSessionToken(id) : null,
    seededAt: meta.seededAt,
  };
}

export type { Person };
