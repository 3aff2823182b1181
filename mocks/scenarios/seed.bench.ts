import { bench, describe } from 'vitest';
import { restore } from '../db';
import { api, signInAs, useScenario as loadScenarioForTest } from '../test/helpers';
import { buildScenario, loadScenario } from './index';

// Run: npx vitest bench --project unit mocks/scenarios/seed.bench.ts --run
// Loading a scenario = building its records (deterministic seed) and filling the live database.
// The goal for busy-week is under 1 s.

const NOW = Date.parse('2026-03-02T15:00:00Z');

describe('loadScenario', () => {
  bench(
    'busy-week',
    async () => {
      await loadScenario('busy-week', { now: NOW });
    },
    { iterations: 5, warmupIterations: 1 },
  );
  bench(
    'busy-week: building the records only',
    () => {
      buildScenario('busy-week', NOW);
    },
    { iterations: 5, warmupIterations: 1 },
  );
  const built = buildScenario('busy-week', NOW);
  bench(
    'busy-week: filling the database, validating each record (as from storage)',
    async () => {
      await restore(built.data);
    },
    { iterations: 5, warmupIterations: 1 },
  );
  bench(
    'busy-week: filling the database, trusted (as loadScenario does)',
    async () => {
      await restore(built.data, { trusted: true });
    },
    { iterations: 5, warmupIterations: 1 },
  );
  bench(
    'default',
    async () => {
      await loadScenario('default', { now: NOW });
    },
    { iterations: 10, warmupIterations: 2 },
  );
});

/** busy-week loaded, Jordan signed in: what the workflows screen reads from. */
async function signedInToBusyWeek() {
  await loadScenarioForTest('busy-week', NOW);
  await signInAs('jordan.lee@example.com');
}

describe('reading busy-week', () => {
  bench(
    'a page of 100 workflows (GET /api/dashboard/workflows?limit=100)',
    async () => {
      const call = await api('GET', '/api/dashboard/workflows?limit=100');
      if (call.status !== 200) throw new Error(`workflows answered ${call.status}`);
    },
    {
      iterations: 10,
      warmupIterations: 2,
      setup: signedInToBusyWeek,
    },
  );
});
