/**
 * The mock workflow engine: seeded and new workflows really run, and nothing happens by chance.
 * One step moves a workflow to its next status (src/domain/workflow-status.ts, the table the UI
 * uses) and records the events of that transition, with the event types and messages of the
 * seeded histories (`workflows.ts`):
 *
 *   parsing_input → fetching_meeting_options
 *     → (one meeting fits) meeting_selected_prepare_data
 *     → (several fit) sending_options_to_user (EVENT_RECEIVED:OPTIONS_SENT, the candidates)
 *       → awaiting_meeting_selection (EVENT_RECEIVED:MEETING_SELECTED) → meeting_selected_prepare_data
 *   → find_new_slots_for_selected_meeting
 *     → (free inside the wish) awaiting_host_response
 *     → (wish not met) OPTIONS_SENT, the nearest times with reasons → awaiting_new_slot_selection
 *       (EVENT_RECEIVED:NEW_SLOT_SELECTED) → awaiting_host_response
 *     → (nothing in the booking window) failed + WORKFLOW_ERROR { message }
 *   awaiting_host_response → EVENT_RECEIVED:HOST_APPROVED → rescheduled + WORKFLOW_COMPLETED
 *                          | EVENT_RECEIVED:HOST_REJECTED → rejected + WORKFLOW_STOPPED
 *
 * Every transition records STATE_CHANGED:{state} (payload.value). A workflow waiting for a
 * person (awaiting_*) moves only with an answer (`answerWorkflow`: the QA panel), or with the
 * default answer when a test asks for it (`people: 'default'`: option 1, the host approves).
 * The request is read for real (`intent.ts`), the new times come from the one slot engine
 * (`src/domain/workflow-proposals.ts`). A workflow without a host walks the linear path and its
 * new time is the next business day (host's zone) at the same local hour that does not overlap
 * another meeting of the host.
 *
 * A rescheduled workflow moves its meeting (context.meetingId) in the mock calendar to the time
 * chosen and records `newSlot` / `previousSlot` in its context.
 *
 * Where it lives: the step each status takes in `workflow-step.ts`, the answers a waiting
 * workflow takes in `workflow-answers.ts`, the calendar work (a free time, moving the meeting) in
 * `engine-calendar.ts`; this file records a step's events and context, and runs the steps.
 *
 * Everything goes through the store passed in (the live `db` by default) and the `now`; the
 * runner (`startWorkflowRunner`) calls it on a timer in the browser and the HTTP mock server,
 * tests and `POST /__mock/workflows/tick` call it on demand.
 */
import { isFinalWorkflowStatus, type WorkflowStatus } from '../../src/domain/workflow-status';
import { now as clockNow } from '../clock';
import { db as liveDb, type WorkflowEventRecord, type WorkflowRecord } from '../db';
import type { Rng } from '../random';
import { iso, moveMeeting, ms } from './engine-calendar';
import type { EngineStore } from './engine-store';
import {
  checkAnswer,
  WAITS_FOR,
  type AdvanceOptions,
  type WorkflowAnswer,
} from './workflow-answers';
import { decideStep, stepFields, type Payload, type Step, type StepFields } from './workflow-step';
import { MACHINE_TYPE } from './workflows';

export type { EngineStore } from './engine-store';
export { findFreeSlot, NO_FREE_SLOT, SLOT_SEARCH_DAYS } from './engine-calendar';
export { AnswerError, type AdvanceOptions, type WorkflowAnswer } from './workflow-answers';

// Ticks and answers never overlap: they share one queue.
let queue: Promise<unknown> = Promise.resolve();

export interface AdvanceResult {
  workflow: WorkflowRecord;
  from: WorkflowStatus;
  to: WorkflowStatus;
  /** The events this step recorded, in order. */
  events: WorkflowEventRecord[];
}

function eventId(workflowId: string, index: number): string {
  return `${workflowId.slice(0, 8)}-${String(index).padStart(3, '0')}`;
}

/** The events a step records: what it received, its new state, and how it ended. */
function stepEvents(step: Step): { type: string; payload: Payload }[] {
  const { to, error } = step;
  const completed = { message: 'Meeting moved and invitations updated' };
  const stopped = { message: 'Rescheduling declined by the host' };
  return [
    ...(step.received ?? []),
    { type: `STATE_CHANGED:${to}`, payload: { value: to } },
    ...(to === 'rescheduled' ? [{ type: 'WORKFLOW_COMPLETED', payload: completed }] : []),
    ...(to === 'rejected' ? [{ type: 'WORKFLOW_STOPPED', payload: stopped }] : []),
    ...(to === 'failed' && error !== undefined
      ? [{ type: 'WORKFLOW_ERROR', payload: { message: error } }]
      : []),
  ];
}

/**
 * Records the events one millisecond apart, ending at `now`, never before the last recorded
 * event; answers them and the time of the last. (A plain scan: a `findMany` query costs ~20x
 * more over busy-week's 35,000 events.)
 */
async function recordEvents(
  store: EngineStore,
  workflow: WorkflowRecord,
  pending: readonly { type: string; payload: Payload }[],
  nowMs: number,
): Promise<{ events: WorkflowEventRecord[]; updatedAt: string }> {
  const workflowId = workflow.id;
  const existing = store.workflowEvents.all().filter((e) => e.workflowId === workflowId);
  const last = existing.reduce((max, e) => Math.max(max, ms(e.timestamp)), ms(workflow.updatedAt));
  const base = Math.max(nowMs - (pending.length - 1), last + 1);
  const events: WorkflowEventRecord[] = [];
  for (const [i, event] of pending.entries()) {
    events.push(
      await store.workflowEvents.create({
        id: eventId(workflowId, existing.length + i + 1),
        workflowId,
        type: event.type,
        timestamp: iso(base + i),
        payload: event.payload,
      }),
    );
  }
  return { events, updatedAt: iso(base + pending.length - 1) };
}

/** The answer a step takes: the one given, else (unless `people` is 'wait') the default one. */
function answerFor(
  status: WorkflowStatus,
  options: AdvanceOptions,
): { answer: WorkflowAnswer | null } | null {
  const waitsFor = WAITS_FOR[status];
  if (waitsFor && !options.answer && options.people === 'wait') return null;
  if (options.answer) return { answer: options.answer };
  if (waitsFor === 'option') return { answer: { kind: 'option', option: 1 } };
  if (waitsFor === 'host') return { answer: { kind: 'host', approve: true } };
  return { answer: null };
}

/**
 * Moves one workflow one step forward (see the module comment). Returns what happened, or null
 * when the workflow does not exist, has already finished, or waits for a person and
 * `options.people` is 'wait'. Throws AnswerError for an answer it is not waiting for.
 */
export async function advanceWorkflow(
  store: EngineStore,
  workflowId: string,
  now: Date | number | string,
  options: AdvanceOptions = {},
): Promise<AdvanceResult | null> {
  const workflow = store.workflows.findFirst((q) => q.where({ id: workflowId }));
  if (!workflow || isFinalWorkflowStatus(workflow.status)) return null;
  if (options.answer) checkAnswer(workflow, options.answer);
  const taken = answerFor(workflow.status, options);
  if (!taken) return null;
  const { answer } = taken;

  const from = workflow.status;
  const nowMs = ms(now);
  const fields = stepFields(workflow.context);
  const userId = workflow.userId;
  const step = decideStep({
    store,
    workflow,
    fields,
    nowMs,
    at: iso(nowMs),
    zone: userId
      ? (store.preferences.findFirst((q) => q.where({ userId }))?.timezone ?? 'UTC')
      : 'UTC',
    requester: workflow.context.user.name ?? 'the requester',
    hostName:
      (userId ? store.users.findFirst((q) => q.where({ id: userId })) : null)?.name ?? 'The host',
    answer,
    option: answer?.kind === 'option' ? answer.option : 1,
  });
  if (!step) return null;

  const { events, updatedAt } = await recordEvents(store, workflow, stepEvents(step), nowMs);
  if (step.moved) await moveMeeting(store, step.moved.meeting, step.moved.slot, ms(updatedAt));
  const next: StepFields = { ...fields, ...step.changes };
  const updated = await store.workflows.update(workflow, {
    data(w) {
      w.status = step.to;
      w.updatedAt = updatedAt;
      w.context.meetingId = next.meetingId;
      w.context.error = step.error ?? null;
      w.context.newSlot = next.newSlot;
      w.context.previousSlot = next.previousSlot;
      if (next.intent) w.context.intent = next.intent;
      if (next.slotOptions) w.context.slotOptions = next.slotOptions;
      if (next.meetingOptions) w.context.meetingOptions = next.meetingOptions;
      if (next.pendingWish) w.context.pendingWish = next.pendingWish;
      if (next.meetingSelection) w.context.meetingSelection = next.meetingSelection;
      if (next.slotSelection) w.context.slotSelection = next.slotSelection;
      if (next.hostAnswer) w.context.hostAnswer = next.hostAnswer;
    },
  });
  return { workflow: updated ?? workflow, from, to: step.to, events };
}

/**
 * Answers for a person (the QA panel, `POST /__mock/workflows/answer`): the requester picks
 * option N, or the host approves or rejects; the workflow takes that one step. Null when the
 * workflow does not exist; AnswerError when it waits for no such answer.
 */
export function answerWorkflow(
  store: EngineStore,
  workflowId: string,
  answer: WorkflowAnswer,
  now: Date | number | string,
): Promise<AdvanceResult | null> {
  const run = () => advanceWorkflow(store, workflowId, now, { answer });
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * A new workflow in parsing_input (WORKFLOW_CREATED, STATE_CHANGED:parsing_input) for the
 * request `requestText` of the host `userId` (context.user from that account).
 */
export async function startWorkflow(
  requestText: string,
  userId: string | null,
  now: Date | number | string,
  options: { store?: EngineStore; rng?: Rng } = {},
): Promise<WorkflowRecord> {
  const store = options.store ?? liveDb;
  const user = userId ? store.users.findFirst((q) => q.where({ id: userId })) : undefined;
  const id = options.rng ? options.rng.uuid() : crypto.randomUUID();
  const at = iso(ms(now));
  const workflow = await store.workflows.create({
    id,
    machineType: MACHINE_TYPE,
    status: 'parsing_input',
    userId: user?.id ?? null,
    context: {
      user: { name: user?.name ?? null, email: user?.email ?? null },
      input: { text: requestText },
      meetingId: null,
      error: null,
      newSlot: null,
      previousSlot: null,
    },
    createdAt: at,
    updatedAt: at,
  });
  const initial: [string, Payload][] = [
    ['WORKFLOW_CREATED', { message: `Request received: ${requestText}` }],
    ['STATE_CHANGED:parsing_input', { value: 'parsing_input' }],
  ];
  for (const [i, [type, payload]] of initial.entries()) {
    await store.workflowEvents.create({
      id: eventId(id, i + 1),
      workflowId: id,
      type,
      timestamp: at,
      payload,
    });
  }
  return workflow;
}

export interface TickOptions {
  now?: Date | number | string;
  store?: EngineStore;
  /**
   * Workflows waiting for a person (awaiting_*): 'wait' (the default: the runner, "Advance
   * workflows") leaves them waiting for an answer (`answerWorkflow`); 'default' answers as they
   * would by default (option 1, the host approves), for tests that walk a whole path.
   */
  people?: 'default' | 'wait';
  /** Only these workflows move (default: every active one). */
  only?: (workflow: WorkflowRecord) => boolean;
}

/**
 * Advances every active (non-final) workflow one step, oldest first. Ticks never overlap (the
 * runner, the control routes and answers share one queue). Returns the steps taken.
 */
export function tickWorkflows(options: TickOptions = {}): Promise<AdvanceResult[]> {
  const run = async () => {
    const store = options.store ?? liveDb;
    const at = options.now ?? clockNow();
    const active = store.workflows
      .all()
      .filter((w) => !isFinalWorkflowStatus(w.status) && (options.only?.(w) ?? true))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .map((w) => w.id);
    const results: AdvanceResult[] = [];
    for (const id of active) {
      const result = await advanceWorkflow(store, id, at, { people: options.people ?? 'wait' });
      if (result) results.push(result);
    }
    return results;
  };
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * Advances the active workflows every `intervalMs` while the mock runs (browser, HTTP server;
 * never under Vitest, where tests step on demand). It never answers for a person: a workflow
 * waiting for the requester's choice or the host's answer waits until someone gives it (the QA
 * panel) or advances it on purpose. Returns a function that stops it; an interval of 0 (or less)
 * starts nothing.
 */
export function startWorkflowRunner(options: {
  intervalMs: number;
  store?: EngineStore;
  only?: (workflow: WorkflowRecord) => boolean;
}): () => void {
  const { intervalMs } = options;
  if (!Number.isFinite(intervalMs) || intervalMs <= 0) return () => undefined;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    tickWorkflows({
      ...(options.store ? { store: options.store } : {}),
      ...(options.only ? { only: options.only } : {}),
      people: 'wait',
    })
      .catch((cause: unknown) => console.warn('[mocks] workflow tick failed', cause))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  return () => clearInterval(timer);
}
