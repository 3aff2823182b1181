import { expect, test } from '@playwright/test';
import { contractWriteTags } from './answered-writes-calls';
import { writeOperations } from './answered-writes-operations';
import { contextFor } from './answered-writes';
import { hostWeekDay, openScenario } from './helpers';

// An answered write survives an immediate reload (docs/decisions.md#mock-backend: the leader
// stores a write before it answers). The table (`answered-writes-operations.ts`) holds every
// write operation of the contract; `mocks/answered-writes.test.ts` runs all of it against the
// leading tab's server in Node, with a reload after every write. Here the rule is proven in the
// browser for one operation of each tag of the contract: the write is sent from the page through
// the worker to the leading tab; from its answer on, the tab stores nothing more and reloads, and
// the next page reads the change back.

const OPERATIONS = writeOperations(hostWeekDay(7)); // next week's Monday: nothing seeded there

/**
 * The operation of each tag of the contract run here, in this order: each needs no operation
 * before it (the bookings first: a longer buffer would leave fewer free times).
 */
const IN_THE_BROWSER: Record<string, string> = {
  'host-bookings': 'acceptHostBooking',
  booking: 'createSlotHold',
  'scheduling-links': 'createSchedulingLink',
  goals: 'saveWeeklyGoals',
  user: 'updatePreferences',
  integrations: 'createApiKey',
  teams: 'createTeam',
  auth: 'logout', // last: it ends the session
};
/** Tags whose writes change nothing (the state after is the state before): a reload proves no more. */
const CHANGE_NOTHING = ['connection-tests'];

test('the table names every write operation of the contract, and each tag is run in the browser', () => {
  const tags = contractWriteTags();
  expect(Object.keys(OPERATIONS).sort()).toEqual(Object.keys(tags).sort());
  const runHere = Object.entries(IN_THE_BROWSER).map(([tag, operationId]) => [
    tag,
    tags[operationId],
  ]);
  expect(runHere.filter(([tag, its]) => tag !== its)).toEqual([]);
  expect([...Object.keys(IN_THE_BROWSER), ...CHANGE_NOTHING].sort()).toEqual(
    [...new Set(Object.values(tags))].sort(),
  );
});

test('an answered write is found after an immediate reload', async ({ page }) => {
  // The public booking page: the leanest page to reload (no router, no signed-in screens).
  await openScenario(page, 'policies', '/book/jordan-lee/standard');
  const ctx = contextFor(page);
  for (const operationId of Object.values(IN_THE_BROWSER)) {
    const run = OPERATIONS[operationId];
    if (!run) throw new Error(`${operationId} is not in the table`);
    await test.step(operationId, () => run(ctx));
  }
});
