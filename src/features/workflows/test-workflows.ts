/**
 * The workflows of the Workflows screen's component tests and stories: one in every status and
 * their events, a thousand-row list and its statistics, relative to a fixed "now". They are typed
 * as the list answers them (`components['schemas']`), so tests compare what the screen shows
 * with them; `test-seed.ts` writes them into the mock backend's database.
 */
import type { components } from '../../api/schema.gen';
import { mulberry32 } from '../../domain/random';
import {
  WORKFLOW_STATUS_ORDER,
  WORKFLOW_STATUSES,
  type WorkflowStatus,
} from '../../domain/workflow-status';

type Schemas = components['schemas'];
type WorkflowSummary = Schemas['WorkflowSummary'];
type WorkflowEvent = Schemas['WorkflowEvent'];
type WorkflowStats = Schemas['WorkflowStats'];
type WorkflowContext = Schemas['WorkflowContext'];

/** The instant the fixtures are relative to (their "now"). */
export const WORKFLOWS_NOW = '2026-11-02T14:00:00.000Z';
const NOW_MS = Date.parse(WORKFLOWS_NOW);
const SECOND = 1000;
const HOUR = 3_600_000;

export const MACHINE_TYPE = 'meeting-reschedule';

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

const PATH = WORKFLOW_STATUS_ORDER;

export const FAILURE_MESSAGE = 'Google Calendar API error: 503 Service Unavailable';

interface EventDraft {
  type: string;
  payload: WorkflowEvent['payload'];
}

/** The history of a workflow that reached `status`, as the mock engine records it. */
function eventDrafts(status: WorkflowStatus, requester: string): EventDraft[] {
  const drafts: EventDraft[] = [{ type: 'WORKFLOW_CREATED', payload: {} }];
  const state = (s: WorkflowStatus) =>
    drafts.push({ type: `STATE_CHANGED:${s}`, payload: { value: s } });
  const stopAt: WorkflowStatus =
    status === 'failed'
      ? 'fetching_meeting_options'
      : status === 'awaiting_new_slot_selection'
        ? 'find_new_slots_for_selected_meeting'
        : PATH.includes(status)
          ? status
          : 'awaiting_host_response';
  for (const s of PATH) {
    state(s);
    if (s === stopAt) break;
    if (s === 'sending_options_to_user') {
      drafts.push({
        type: 'EVENT_RECEIVED:OPTIONS_SENT',
        payload: { message: `Sent 3 options to ${requester} on Slack` },
      });
    }
    if (s === 'awaiting_meeting_selection') {
      drafts.push({
        type: 'EVENT_RECEIVED:MEETING_SELECTED',
        payload: { message: `${requester} picked option 2`, value: 'option_2' },
      });
    }
  }
  switch (status) {
    case 'failed':
      state('failed');
      drafts.push({ type: 'WORKFLOW_ERROR', payload: { message: FAILURE_MESSAGE } });
      break;
    case 'awaiting_new_slot_selection':
      state('awaiting_new_slot_selection');
      break;
    case 'rescheduled':
      drafts.push({
        type: 'EVENT_RECEIVED:HOST_APPROVED',
        payload: { message: 'The host accepted the new time' },
      });
      state('rescheduled');
      drafts.push({
        type: 'WORKFLOW_COMPLETED',
        payload: { message: 'Meeting moved and invitations updated' },
      });
      break;
    case 'rejected':
      drafts.push({
        type: 'EVENT_RECEIVED:HOST_REJECTED',
        payload: { message: 'The host declined the new time' },
      });
      state('rejected');
      drafts.push({
        type: 'WORKFLOW_STOPPED',
        payload: { message: 'Rescheduling declined by the host' },
      });
      break;
    default:
      break;
  }
  return drafts;
}

/** Events spread evenly from the workflow's creation to its last update. */
export function workflowEvents(workflow: WorkflowSummary): WorkflowEvent[] {
  const requester = workflow.context.user.name ?? workflow.context.user.email ?? 'the requester';
  const drafts = eventDrafts(workflow.status, requester);
  const start = Date.parse(workflow.createdAt);
  const end = Date.parse(workflow.updatedAt);
  const step = drafts.length > 1 ? (end - start) / (drafts.length - 1) : 0;
  return drafts.map((draft, index) => ({
    id: `${workflow.id.slice(0, 8)}-evt-${String(index + 1).padStart(2, '0')}`,
    type: draft.type,
    timestamp: new Date(Math.round(start + index * step)).toISOString(),
    payload: draft.payload,
  }));
}

/**
 * A long history: the workflow's own events, with the options sent and the requester asked
 * again, round after round, until there are `count` events (the diagram at 13 or more).
 */
export function longHistoryEvents(workflow: WorkflowSummary, count = 14): WorkflowEvent[] {
  const own = workflowEvents(workflow);
  const start = Date.parse(workflow.createdAt);
  const rounds: WorkflowEvent[] = [];
  for (let index = own.length; index < count; index++) {
    const round = Math.floor((index - own.length) / 2) + 1;
    const asking = (index - own.length) % 2 === 0;
    rounds.push({
      id: `${workflow.id.slice(0, 8)}-retry-${String(index + 1).padStart(2, '0')}`,
      type: asking ? 'STATE_CHANGED:sending_options_to_user' : 'EVENT_RECEIVED:OPTIONS_SENT',
      timestamp: new Date(start + (index + 1) * 60 * SECOND).toISOString(),
      payload: asking
        ? { value: 'sending_options_to_user' }
        : { message: `Sent 3 options (round ${round})` },
    });
  }
  // The rounds come between the first event and the rest, which move after them.
  const [first, ...rest] = own;
  const after = rest.map((event, i) => ({
    ...event,
    timestamp: new Date(start + (count + i + 1) * 60 * SECOND).toISOString(),
  }));
  return [...(first ? [first] : []), ...rounds, ...after];
}

// ---------------------------------------------------------------------------------------------
// Workflows
// ---------------------------------------------------------------------------------------------

interface WorkflowDraft {
  id: string;
  status: WorkflowStatus;
  user?: { name: string | null; email: string | null };
  text?: string | null;
  /** Hours before WORKFLOWS_NOW. */
  ageHours: number;
  /** Seconds from creation to the last update. */
  durationSeconds: number;
  context?: Partial<WorkflowContext>;
}

const JORDAN_USER = { name: 'Jordan Lee', email: 'jordan.lee@example.com' };

/** A listed workflow; its eventCount matches the events `workflowEvents` gives it. */
export function workflowSummary(draft: WorkflowDraft): WorkflowSummary {
  const created = NOW_MS - draft.ageHours * HOUR;
  const summary: WorkflowSummary = {
    id: draft.id,
    machineType: MACHINE_TYPE,
    status: draft.status,
    context: {
      user: draft.user ?? JORDAN_USER,
      input: {
        text:
          draft.text === undefined
            ? 'Can we move my 3pm with Sam to Thursday morning?'
            : draft.text,
      },
      meetingId: 'evt_3k9q2m7f',
      error: draft.status === 'failed' ? FAILURE_MESSAGE : null,
      ...draft.context,
    },
    eventCount: 0,
    duration: draft.durationSeconds,
    createdAt: new Date(created).toISOString(),
    updatedAt: new Date(created + draft.durationSeconds * SECOND).toISOString(),
  };
  summary.eventCount = workflowEvents(summary).length;
  return summary;
}

/** One workflow in every status, newest first, with every fallback of the table among them. */
export const sampleWorkflows: WorkflowSummary[] = [
  workflowSummary({
    id: '8f14e45f-ceea-467a-9575-2a7c4b1e0d21',
    status: 'parsing_input',
    ageHours: 0.01,
    durationSeconds: 2,
  }),
  workflowSummary({
    id: '1679091c-5a88-4faf-9fb5-e6087eb1b2dc',
    status: 'fetching_meeting_options',
    user: { name: 'Taylor Kim', email: 'taylor.kim@example.com' },
    text: 'Push the design review to next week please',
    ageHours: 0.05,
    durationSeconds: 45,
  }),
  workflowSummary({
    id: 'a87ff679-a2f3-471d-8e9c-5b6f0e3d2a10',
    status: 'sending_options_to_user',
    user: { name: null, email: 'riley.park@example.com' },
    text: 'Move the roadmap sync to any afternoon this week',
    ageHours: 0.3,
    durationSeconds: 125,
  }),
  workflowSummary({
    id: 'e4da3b7f-bbce-4345-a777-2b0676a1c3f9',
    status: 'awaiting_meeting_selection',
    ageHours: 1.5,
    durationSeconds: 312.4,
  }),
  workflowSummary({
    id: 'c4ca4238-a0b9-4382-8dcc-509a6f75849b',
    status: 'meeting_selected_prepare_data',
    user: { name: 'Morgan Chen', email: 'morgan.chen@example.com' },
    text: 'Shift Friday’s retro to Monday',
    ageHours: 2,
    durationSeconds: 1500,
  }),
  workflowSummary({
    id: 'c81e728d-9d4c-4f63-8f0f-bb1a2a3d0e55',
    status: 'find_new_slots_for_selected_meeting',
    text: 'Reschedule the budget review to after the board meeting',
    ageHours: 3,
    durationSeconds: 2400,
  }),
  workflowSummary({
    id: 'eccbc87e-4b5c-4e2f-9a0b-7c3d1e5f6a78',
    status: 'awaiting_new_slot_selection',
    user: { name: 'Priya Shah', email: 'priya.shah@example.com' },
    text: 'Could we do the onboarding session on Wednesday instead?',
    ageHours: 5,
    durationSeconds: 3725,
  }),
  workflowSummary({
    id: 'd3d94468-02a4-4d5e-b1c6-3f2e8a9b7c60',
    status: 'awaiting_host_response',
    text: 'Swap the Tuesday and Thursday standups',
    ageHours: 8,
    durationSeconds: 7260,
  }),
  workflowSummary({
    id: '45c48cce-2e2d-4fbd-aa1a-0e5c3b2d1f47',
    status: 'rescheduled',
    ageHours: 20,
    durationSeconds: 9000,
  }),
  workflowSummary({
    id: '6512bd43-d9ca-46e0-b5e2-4c8f1a7d3b92',
    status: 'rejected',
    user: { name: 'Taylor Kim', email: 'taylor.kim@example.com' },
    text: 'Find a slot next week for the quarterly planning, 90 minutes',
    ageHours: 30,
    durationSeconds: 11_000,
  }),
  workflowSummary({
    id: 'c9f0f895-fb98-4b91-9f1e-3d6a0e7c2b44',
    status: 'failed',
    user: { name: null, email: null },
    text: null,
    ageHours: 50,
    durationSeconds: 2.1,
    context: { error: 'Could not parse the request' },
  }),
];

const [firstSample] = sampleWorkflows;
/** The newest sample workflow (parsing_input, Jordan Lee). */
export const newestWorkflow: WorkflowSummary = firstSample!;
/** The sample workflow with no user and no request text (failed). */
export const anonymousWorkflow: WorkflowSummary = sampleWorkflows.find(
  (w) => w.context.user.name === null && w.context.user.email === null,
)!;

const REQUESTERS = [
  JORDAN_USER,
  { name: 'Taylor Kim', email: 'taylor.kim@example.com' },
  { name: 'Morgan Chen', email: 'morgan.chen@example.com' },
  { name: null, email: 'riley.park@example.com' },
  { name: null, email: null },
];
const REQUESTS = [
  'Can we move my 3pm with Sam to Thursday morning?',
  'Push the design review to next week please',
  'Move the roadmap sync to any afternoon this week',
  null,
];

/** `count` workflows in every status (mostly final, as in production), newest first. */
export function manyWorkflows(count: number, seed = 42): WorkflowSummary[] {
  const next = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const rows: WorkflowSummary[] = [];
  for (let i = 0; i < count; i++) {
    const roll = next();
    const status: WorkflowStatus =
      roll < 0.6
        ? 'rescheduled'
        : roll < 0.72
          ? 'rejected'
          : roll < 0.8
            ? 'failed'
            : pick(WORKFLOW_STATUSES);
    const hex = (i + 1).toString(16).padStart(8, '0');
    rows.push(
      workflowSummary({
        id: `${hex}-0000-4000-8000-${(seed * 1_000_003 + i).toString(16).padStart(12, '0').slice(-12)}`,
        status,
        user: pick(REQUESTERS),
        text: pick(REQUESTS),
        ageHours: (i / count) * 24 * 30 + next() * 0.5,
        durationSeconds: Math.round(next() * 10_000) / 10,
      }),
    );
  }
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The statistics the contract would give for `rows` (recent activity: the 24 h before now). */
export function statsFor(rows: readonly WorkflowSummary[]): WorkflowStats {
  const byStatus: Record<string, number> = {};
  let recentActivity = 0;
  for (const row of rows) {
    byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
    if (NOW_MS - Date.parse(row.createdAt) <= 24 * HOUR) recentActivity++;
  }
  return { total: rows.length, recentActivity, byStatus };
}
