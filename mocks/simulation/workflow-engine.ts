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
 * Everything goes through the store passed in (the live `db` by default) and the `now`; the
 * runner (`startWorkflowRunner`) calls it on a timer in the browser and the HTTP mock server,
 * tests and `POST /__mock/workflows/tick` call it on demand.
 */
import {
  isFinalWorkflowStatus,
  WORKFLOW_STATUS_ORDER,
  type WorkflowStatus,
} from '../../src/domain/workflow-status';
import { now as clockNow } from '../clock';
import {
  db as liveDb,
  type Db,
  type MeetingRecord,
  type WorkflowEventRecord,
  type WorkflowRecord,
} from '../db';
import { formatZonedMoment } from '../../src/domain/workflow-intent';
import { newId, type Rng } from '../random';
import { addDays, civilDate, localParts, zonedInstant } from '../time';
import { intentFor, noSlotMessage, proposalsFor, stillFree, understandRequest } from './intent';
import { MACHINE_TYPE } from './workflows';

export type EngineStore = Pick<
  Db,
  | 'users'
  | 'preferences'
  | 'meetings'
  | 'calendars'
  | 'bookings'
  | 'workflows'
  | 'workflowEvents'
  | 'activities'
>;

/** How far ahead the engine looks for a free time. */
export const SLOT_SEARCH_DAYS = 14;
export const NO_FREE_SLOT = `No free slots found in the next ${SLOT_SEARCH_DAYS} days`;

// Ticks and answers never overlap: they share one queue.
let queue: Promise<unknown> = Promise.resolve();

type Payload = WorkflowEventRecord['payload'];
type Slot = { startTime: string; endTime: string };

export interface AdvanceResult {
  workflow: WorkflowRecord;
  from: WorkflowStatus;
  to: WorkflowStatus;
  /** The events this step recorded, in order. */
  events: WorkflowEventRecord[];
}

function ms(value: Date | number | string): number {
  return new Date(value).getTime();
}

function iso(value: number): string {
  return new Date(value).toISOString();
}

function eventId(workflowId: string, index: number): string {
  return `${workflowId.slice(0, 8)}-${String(index).padStart(3, '0')}`;
}

function hostZone(store: EngineStore, userId: string): string {
  return store.preferences.findFirst((q) => q.where({ userId }))?.timezone ?? 'UTC';
}

function overlapsAnother(store: EngineStore, meeting: MeetingRecord, start: number, end: number) {
  return store.meetings
    .all()
    .some(
      (m) =>
        m.userId === meeting.userId &&
        m.id !== meeting.id &&
        ms(m.startTime) < end &&
        ms(m.endTime) > start,
    );
}

/**
 * A free time for `meeting`: the next business day (Mon–Fri in the host's zone) after the later
 * of the meeting and `now`, at the meeting's local start time, not overlapping another meeting of
 * the host; null when none within SLOT_SEARCH_DAYS.
 */
export function findFreeSlot(
  store: EngineStore,
  meeting: MeetingRecord,
  now: Date | number,
): Slot | null {
  const nowMs = ms(now);
  const start = ms(meeting.startTime);
  const length = Math.max(0, ms(meeting.endTime) - start);
  const zone = hostZone(store, meeting.userId);
  const local = localParts(start, zone);
  const minutes = local.hour * 60 + local.minute;
  const from = civilDate(Math.max(start, nowMs), zone);
  for (let day = 1; day <= SLOT_SEARCH_DAYS; day++) {
    const date = addDays(from, day);
    const candidate = zonedInstant(date, minutes, zone);
    const dow = localParts(candidate, zone).dow;
    if (dow === 0 || dow === 6 || candidate <= nowMs) continue;
    if (overlapsAnother(store, meeting, candidate, candidate + length)) continue;
    return { startTime: iso(candidate), endTime: iso(candidate + length) };
  }
  return null;
}

function isFree(store: EngineStore, meeting: MeetingRecord, slot: Slot, nowMs: number): boolean {
  const start = ms(slot.startTime);
  return start > nowMs && !overlapsAnother(store, meeting, start, ms(slot.endTime));
}

/** Moves the meeting (and its booking, if it came from one) to `slot`. */
async function moveMeeting(
  store: EngineStore,
  meeting: MeetingRecord,
  slot: Slot,
  at: number,
): Promise<void> {
  await store.meetings.update((q) => q.where({ id: meeting.id }), {
    data(m) {
      m.startTime = slot.startTime;
      m.endTime = slot.endTime;
    },
  });
  const booking = store.bookings.findFirst((q) => q.where({ meetingId: meeting.id }));
  if (booking) {
    await store.bookings.update(booking, {
      data(b) {
        b.startTime = slot.startTime;
        b.endTime = slot.endTime;
      },
    });
  }
  await store.activities.create({
    id: newId('act'),
    userId: meeting.userId,
    type: 'meeting_rescheduled',
    message: `Rescheduled "${meeting.title}" to ${slot.startTime}`,
    createdAt: iso(at),
  });
}

/** A person's answer to a workflow waiting for one. */
export type WorkflowAnswer =
  /** The requester picks option N (a candidate meeting, or a proposed new time). */
  | { kind: 'option'; option: number }
  /** The host approves or rejects the new time. */
  | { kind: 'host'; approve: boolean };

export interface AdvanceOptions {
  /** The answer of the person the workflow waits for. */
  answer?: WorkflowAnswer;
  /**
   * Without an answer, a workflow waiting for a person: 'default' answers as they would by
   * default (option 1, the host approves); 'wait' (the runner) leaves it waiting.
   */
  people?: 'default' | 'wait';
}

/** An answer the workflow cannot take: `status` 409 (not waiting for it) or 400 (no such option). */
export class AnswerError extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
  ) {
    super(message);
  }
}

const WAITS_FOR: Partial<Record<WorkflowStatus, WorkflowAnswer['kind']>> = {
  awaiting_meeting_selection: 'option',
  awaiting_new_slot_selection: 'option',
  awaiting_host_response: 'host',
};

/** How many options a waiting workflow offers (seeded ones, which recorded none, offered 3). */
function optionCount(workflow: WorkflowRecord): number {
  if (workflow.status === 'awaiting_meeting_selection')
    return workflow.context.meetingOptions?.length ?? 3;
  return workflow.context.slotOptions?.length || 3;
}

function checkAnswer(workflow: WorkflowRecord, answer: WorkflowAnswer): void {
  const wanted = WAITS_FOR[workflow.status];
  if (wanted !== answer.kind)
    throw new AnswerError(
      409,
      `Workflow ${workflow.id} is ${workflow.status}: it is not waiting for ${answer.kind === 'host' ? "the host's answer" : "the requester's choice"}`,
    );
  if (answer.kind === 'option') {
    const count = optionCount(workflow);
    if (!Number.isInteger(answer.option) || answer.option < 1 || answer.option > count)
      throw new AnswerError(400, `Option ${answer.option} does not exist: choose 1 to ${count}`);
  }
}

function label(meeting: MeetingRecord, zone: string): string {
  return `${meeting.title} — ${formatZonedMoment(meeting.startTime, zone)}`;
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
  const waitsFor = WAITS_FOR[workflow.status];
  if (waitsFor && !options.answer && options.people === 'wait') return null;
  const answer: WorkflowAnswer | null =
    options.answer ??
    (waitsFor === 'option'
      ? { kind: 'option', option: 1 }
      : waitsFor === 'host'
        ? { kind: 'host', approve: true }
        : null);

  const nowMs = ms(now);
  const at = iso(nowMs);
  const from = workflow.status;
  const requester = workflow.context.user.name ?? 'the requester';
  const hostName =
    (workflow.userId ? store.users.findFirst((q) => q.where({ id: workflow.userId ?? '' })) : null)
      ?.name ?? 'The host';
  const zone = workflow.userId ? hostZone(store, workflow.userId) : 'UTC';
  const pending: { type: string; payload: Payload }[] = [];
  const received = (event: string, payload: Payload) =>
    pending.push({ type: `EVENT_RECEIVED:${event}`, payload });

  const ctx = workflow.context;
  let to: WorkflowStatus;
  let error: string | null = null;
  let meetingId = ctx.meetingId;
  let newSlot: Slot | null = ctx.newSlot ?? null;
  let previousSlot: Slot | null = ctx.previousSlot ?? null;
  let moved: { meeting: MeetingRecord; slot: Slot } | null = null;
  let intent = ctx.intent ?? null;
  let slotOptions = ctx.slotOptions ?? null;
  let meetingOptions = ctx.meetingOptions ?? null;
  let pendingWish = ctx.pendingWish ?? null;
  let meetingSelection = ctx.meetingSelection ?? null;
  let slotSelection = ctx.slotSelection ?? null;
  let hostAnswer = ctx.hostAnswer ?? null;
  const meeting = () =>
    meetingId ? (store.meetings.findFirst((q) => q.where({ id: meetingId ?? '' })) ?? null) : null;
  const option = answer?.kind === 'option' ? answer.option : 1;

  switch (from) {
    case 'parsing_input': {
      to = 'fetching_meeting_options';
      if (meetingId || !workflow.userId) break;
      const read = understandRequest(store, workflow.userId, ctx.input.text ?? '', nowMs);
      if (read.ok) {
        meetingId = read.intent.meetingId;
        intent = read.intent;
      } else if (read.candidates && read.wish) {
        meetingOptions = read.candidates.map((m, i) => ({
          option: i + 1,
          meetingId: m.id,
          meetingTitle: m.title,
          startTime: m.startTime,
          endTime: m.endTime,
          label: label(m, zone),
        }));
        pendingWish = read.wish;
      } else {
        to = 'failed';
        error = read.message;
      }
      break;
    }
    case 'fetching_meeting_options':
      // A request read for real asks only when it is ambiguous.
      to = intent && !meetingOptions ? 'meeting_selected_prepare_data' : 'sending_options_to_user';
      break;
    case 'sending_options_to_user': {
      const list = meetingOptions?.map((o) => `${o.option}. ${o.label}`).join('; ');
      received('OPTIONS_SENT', {
        message: list
          ? `Sent ${meetingOptions?.length} options to ${requester} on Slack: ${list}`
          : `Sent 3 options to ${requester} on Slack`,
      });
      to = 'awaiting_meeting_selection';
      break;
    }
    case 'awaiting_meeting_selection': {
      to = 'meeting_selected_prepare_data';
      const chosen = meetingOptions?.[option - 1];
      received('MEETING_SELECTED', {
        message: `${requester} picked option ${option}${chosen ? `: ${chosen.label}` : ''}`,
        value: `option_${option}`,
      });
      meetingSelection = { option, by: requester, at };
      if (chosen && pendingWish) {
        const record = store.meetings.findFirst((q) => q.where({ id: chosen.meetingId }));
        const read = record
          ? intentFor(record, pendingWish, nowMs)
          : {
              ok: false as const,
              message: `The chosen meeting '${chosen.label}' no longer exists`,
            };
        if (read.ok) {
          meetingId = read.intent.meetingId;
          intent = read.intent;
        } else {
          to = 'failed';
          error = read.message;
        }
      }
      break;
    }
    case 'find_new_slots_for_selected_meeting': {
      to = 'awaiting_host_response';
      const target = meeting();
      if (!target) break;
      if (intent) {
        const proposals = proposalsFor(store, target, intent, nowMs);
        if (proposals.kind === 'none') {
          to = 'failed';
          error = noSlotMessage(intent, proposals.message);
        } else {
          slotOptions = proposals.times;
          if (proposals.kind === 'in_wish') {
            const first = proposals.times[0]!;
            newSlot = { startTime: first.startTime, endTime: first.endTime };
          } else {
            newSlot = null;
            to = 'awaiting_new_slot_selection';
            const list = proposals.times
              .map((t, i) => `${i + 1}. ${formatZonedMoment(t.startTime, zone)}`)
              .join('; ');
            received('OPTIONS_SENT', {
              message: `Sent ${proposals.times.length} new times to ${requester} on Slack (${proposals.unmet}): ${list}`,
            });
          }
        }
      } else {
        newSlot = findFreeSlot(store, target, nowMs);
        if (!newSlot) {
          to = 'failed';
          error = NO_FREE_SLOT;
        }
      }
      break;
    }
    case 'awaiting_new_slot_selection': {
      const chosen = slotOptions?.[option - 1];
      if (chosen) newSlot = { startTime: chosen.startTime, endTime: chosen.endTime };
      received('NEW_SLOT_SELECTED', {
        message: chosen
          ? `${requester} chose option ${option}: ${formatZonedMoment(chosen.startTime, zone)}`
          : `${requester} chose a new time`,
        value: `slot_${option}`,
      });
      slotSelection = { option, by: requester, at };
      to = 'awaiting_host_response';
      break;
    }
    case 'awaiting_host_response': {
      const approve = answer?.kind === 'host' ? answer.approve : true;
      hostAnswer = { answer: approve ? 'approved' : 'rejected', by: hostName, at };
      if (!approve) {
        received('HOST_REJECTED', { message: 'The host declined the new time' });
        to = 'rejected';
        break;
      }
      received('HOST_APPROVED', { message: 'The host accepted the new time' });
      to = 'rescheduled';
      const target = meeting();
      if (!target) break;
      let slot: Slot | null;
      if (intent) {
        slot = newSlot && stillFree(store, target, newSlot, nowMs) ? newSlot : null;
        if (!slot)
          error = newSlot
            ? `The new time, ${formatZonedMoment(newSlot.startTime, zone)}, is no longer free for '${target.title}'`
            : `No new time was chosen for '${target.title}'`;
      } else {
        slot =
          newSlot && isFree(store, target, newSlot, nowMs)
            ? newSlot
            : findFreeSlot(store, target, nowMs);
        if (!slot) error = NO_FREE_SLOT;
      }
      if (slot) {
        moved = { meeting: target, slot };
        newSlot = slot;
        previousSlot = { startTime: target.startTime, endTime: target.endTime };
      } else to = 'failed';
      break;
    }
    default: {
      const next = WORKFLOW_STATUS_ORDER[WORKFLOW_STATUS_ORDER.indexOf(from) + 1];
      if (!next) return null;
      to = next;
    }
  }

  pending.push({ type: `STATE_CHANGED:${to}`, payload: { value: to } });
  if (to === 'rescheduled')
    pending.push({
      type: 'WORKFLOW_COMPLETED',
      payload: { message: 'Meeting moved and invitations updated' },
    });
  if (to === 'rejected')
    pending.push({
      type: 'WORKFLOW_STOPPED',
      payload: { message: 'Rescheduling declined by the host' },
    });
  if (to === 'failed' && error !== null)
    pending.push({ type: 'WORKFLOW_ERROR', payload: { message: error } });

  // Timestamps: one millisecond apart, ending at `now`, never before the last recorded event.
  // (A plain scan: a `findMany` query costs ~20x more over busy-week's 35,000 events.)
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
  const updatedAt = iso(base + pending.length - 1);
  if (moved) await moveMeeting(store, moved.meeting, moved.slot, ms(updatedAt));

  const updated = await store.workflows.update(workflow, {
    data(w) {
      w.status = to;
      w.updatedAt = updatedAt;
      w.context.meetingId = meetingId;
      w.context.error = error;
      w.context.newSlot = newSlot;
      w.context.previousSlot = previousSlot;
      if (intent) w.context.intent = intent;
      if (slotOptions) w.context.slotOptions = slotOptions;
      if (meetingOptions) w.context.meetingOptions = meetingOptions;
      if (pendingWish) w.context.pendingWish = pendingWish;
      if (meetingSelection) w.context.meetingSelection = meetingSelection;
      if (slotSelection) w.context.slotSelection = slotSelection;
      if (hostAnswer) w.context.hostAnswer = hostAnswer;
    },
  });
  return { workflow: updated ?? workflow, from, to, events };
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
