/**
 * The Workflows screen's data for its component tests and stories: the workflows of
 * `test-workflows.ts` written into the mock backend's database (`seedWorkflows`), which the
 * mock's own handlers then serve (`mocks/test/story-backend.ts`).
 */
import {
  STORY_HOST,
  seedBackend,
  type HandlerTarget,
  type Seed,
} from '../../../mocks/test/story-backend';
import type { RequestHandler } from 'msw';
import type { WorkflowRecord } from '../../../mocks/db';
import type { components } from '../../api/schema.gen';
import { sampleWorkflows, workflowEvents, WORKFLOWS_NOW } from './test-workflows';

export * from './test-workflows';

type Schemas = components['schemas'];
type WorkflowSummary = Schemas['WorkflowSummary'];
type WorkflowEvent = Schemas['WorkflowEvent'];
type WorkflowContext = Schemas['WorkflowContext'];

/** What the assistant understood of a request to move the roadmap sync (the Context card). */
export const roadmapSyncIntent = {
  meetingId: 'evt_3k9q2m7f',
  meetingTitle: 'Roadmap sync',
  window: { start: '2026-11-10T05:00:00.000Z', end: '2026-11-11T05:00:00.000Z' },
  partOfDay: 'pm',
  timeZone: 'America/New_York',
} satisfies WorkflowContext['intent'];

/** How the seed writes a workflow: its events, and what its context adds to the row's. */
export interface SeededWorkflow {
  events?: WorkflowEvent[];
  context?: Partial<WorkflowContext>;
}

/** A listed workflow as the mock's database holds it. */
export function workflowRecord(
  row: WorkflowSummary,
  context: Partial<WorkflowContext> = {},
): WorkflowRecord {
  return {
    id: row.id,
    machineType: row.machineType,
    status: row.status,
    userId: null,
    // Checked against the record's schema as the database loads.
    context: { ...row.context, ...context } as WorkflowRecord['context'],
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * Writes the operator (Jordan, with workflow access) and `rows` into the mock's database, with
 * their events: by default `workflowEvents`; `extra` changes some by id; none with `withEvents`
 * false, for the busy lists that are only paged through (3,034 rows have 34,333 events, which
 * take the database 2 s to load).
 */
export function seedWorkflows(
  seed: Seed,
  rows: readonly WorkflowSummary[] = sampleWorkflows,
  extra: Readonly<Record<string, SeededWorkflow>> = {},
  withEvents = true,
): void {
  seed.user(STORY_HOST, { workflowAccess: true });
  for (const row of rows) {
    const own = extra[row.id];
    seed.data.workflows.push(workflowRecord(row, own?.context));
    if (!withEvents) continue;
    for (const event of own?.events ?? workflowEvents(row)) {
      seed.data.workflowEvents.push({ ...event, workflowId: row.id });
    }
  }
}

/**
 * The Workflows screen over the mock backend: Jordan signed in as the operator, `rows` (default:
 * one workflow in every status) seeded at WORKFLOWS_NOW, the faults and overrides given.
 */
export function workflowsBackend(
  target: HandlerTarget,
  options: {
    rows?: readonly WorkflowSummary[];
    extra?: Readonly<Record<string, SeededWorkflow>>;
    withEvents?: boolean;
    faults?: string;
  } = {},
  ...overrides: RequestHandler[]
): Promise<void> {
  return seedBackend(
    target,
    {
      now: WORKFLOWS_NOW,
      seed: (seed) => seedWorkflows(seed, options.rows, options.extra, options.withEvents),
      signedInAs: STORY_HOST.email,
      faults: options.faults,
    },
    ...overrides,
  );
}
