/**
 * The mock workflow engine: seeded and new workflows really run. One step moves a workflow to the
 * next status of `WORKFLOW_STATUS_ORDER` (src/domain/workflow-status.ts, the table the UI uses)
 * and records the events of that transition, with the event types and messages of the seeded
 * histories (`workflows.ts`):
 *
 *   parsing_input → fetching_meeting_options → sending_options_to_user
 *     (EVENT_RECEIVED:OPTIONS_SENT) → awaiting_meeting_selection
 *     (EVENT_RECEIVED:MEETING_SELECTED) → meeting_selected_prepare_data →
 *   find_new_slots_for_selected_meeting (finds a free time for the meeting) →
 *   awaiting_host_response → EVENT_RECEIVED:HOST_APPROVED → rescheduled + WORKFLOW_COMPLETED
 *                          | EVENT_RECEIVED:HOST_REJECTED → rejected + WORKFLOW_STOPPED
 *   the steps named in `FAILURES` may fail instead: failed + WORKFLOW_ERROR { message }.
 *
 * A seeded workflow in awaiting_new_slot_selection moves on with EVENT_RECEIVED:NEW_SLOT_SELECTED
 * to awaiting_host_response. Every transition records STATE_CHANGED:{state} (payload.value).
 *
 * A host's request is read for real (`intent.ts`): parsing_input records `context.intent` (the
 * meeting meant, the wished window and part of day) or fails saying what was missing or ambiguous;
 * the new time is the first the booking page's slot engine offers inside the wish, or the
 * workflow fails. Fetching and sending options fail with FAILURE_CHANCE (simulated outages), the
 * host rejects with REJECTION_CHANCE. A workflow without a host keeps the older simulation: each
 * of the four fallible steps fails with FAILURE_CHANCE (~15 % failed, ~20 % rejected, ~65 %
 * rescheduled overall) and the new time is the next business day (host's zone) at the same local
 * hour that does not overlap another meeting of the host.
 *
 * A rescheduled workflow moves its meeting (context.meetingId) in the mock calendar to the time
 * found for it and records `newSlot` / `previousSlot` in its context.
 *
 * Pure-ish: everything goes through the store passed in (the live `db` by default), the `now`
 * and the `Rng`; the runner (`startWorkflowRunner`) calls it on a timer in the browser and the
 * HTTP mock server, tests and `POST /__mock/workflows/tick` call it on demand.
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
import { createRng, newId, type Rng } from '../random';
import { addDays, civilDate, localParts, zonedInstant } from '../time';
import { noSlotMessage, slotsInWish, understandRequest } from './intent';
import { FAILURES, MACHINE_TYPE } from './workflows';

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

/** Chance that a fallible step (see `FAILURES`) fails. */
export const FAILURE_CHANCE = 0.04;
/** Chance that the host rejects the new time (of the workflows that get that far). */
export const REJECTION_CHANCE = 0.235;
/** How many free times inside the wish are offered (the first is proposed to the host). */
export const SLOT_OPTIONS = 3;
/** How far ahead the engine looks for a free time. */
export const SLOT_SEARCH_DAYS = 14;
export const NO_FREE_SLOT = `No free slots found in the next ${SLOT_SEARCH_DAYS} days`;

const FAILURE_MESSAGES = new Map<WorkflowStatus, string>(FAILURES.map((f) => [f.after, f.message]));
const WAITING: ReadonlySet<WorkflowStatus> = new Set([
  'awaiting_meeting_selection',
  'awaiting_new_slot_selection',
  'awaiting_host_response',
]);

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

/** The slot found earlier if the slot engine still offers it inside the wish, else the first one. */
function wishedSlot(
  store: EngineStore,
  meeting: MeetingRecord,
  intent: NonNullable<WorkflowRecord['context']['intent']>,
  found: Slot | null,
  nowMs: number,
): Slot | null {
  const offered = slotsInWish(store, meeting, intent, nowMs, Number.POSITIVE_INFINITY);
  return (
    offered.find((s) => found && ms(s.startTime) === ms(found.startTime)) ?? offered[0] ?? null
  );
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

/**
 * Moves one workflow one step forward (see the module comment). Returns what happened, or null
 * when the workflow does not exist or has already finished.
 */
export async function advanceWorkflow(
  store: EngineStore,
  workflowId: string,
  now: Date | number | string,
  rng: Rng,
): Promise<AdvanceResult | null> {
  const workflow = store.workflows.findFirst((q) => q.where({ id: workflowId }));
  if (!workflow || isFinalWorkflowStatus(workflow.status)) return null;
  const nowMs = ms(now);
  const from = workflow.status;
  const requester = workflow.context.user.name ?? 'the requester';
  const pending: { type: string; payload: Payload }[] = [];
  const received = (event: string, payload: Payload) =>
    pending.push({ type: `EVENT_RECEIVED:${event}`, payload });

  let to: WorkflowStatus;
  let error: string | null = null;
  let meetingId = workflow.context.meetingId;
  let newSlot: Slot | null = workflow.context.newSlot ?? null;
  let previousSlot: Slot | null = workflow.context.previousSlot ?? null;
  let moved: { meeting: MeetingRecord; slot: Slot } | null = null;
  const meeting = () =>
    meetingId ? (store.meetings.findFirst((q) => q.where({ id: meetingId ?? '' })) ?? null) : null;

  // A host's request is really read (simulation/intent.ts): its parsing and its slot search
  // fail for real reasons only; the outside world (Calendar, Slack, the host) stays simulated.
  let intent = workflow.context.intent ?? null;
  let slotOptions = workflow.context.slotOptions ?? null;
  const readForReal =
    (from === 'parsing_input' && workflow.userId !== null) ||
    (from === 'find_new_slots_for_selected_meeting' && intent !== null);
  const failure = readForReal ? undefined : FAILURE_MESSAGES.get(from);
  if (failure !== undefined && rng.chance(FAILURE_CHANCE)) {
    to = 'failed';
    error = failure;
  } else if (from === 'awaiting_new_slot_selection') {
    received('NEW_SLOT_SELECTED', { message: `${requester} chose a new time`, value: 'slot_1' });
    to = 'awaiting_host_response';
  } else if (from === 'awaiting_host_response') {
    if (rng.chance(REJECTION_CHANCE)) {
      received('HOST_REJECTED', { message: 'The host declined the new time' });
      to = 'rejected';
    } else {
      received('HOST_APPROVED', { message: 'The host accepted the new time' });
      to = 'rescheduled';
      const target = meeting();
      if (target) {
        const slot = intent
          ? wishedSlot(store, target, intent, newSlot, nowMs)
          : newSlot && isFree(store, target, newSlot, nowMs)
            ? newSlot
            : findFreeSlot(store, target, nowMs);
        if (slot) {
          moved = { meeting: target, slot };
          newSlot = slot;
          previousSlot = { startTime: target.startTime, endTime: target.endTime };
        } else {
          to = 'failed';
          error = intent ? noSlotMessage(intent) : NO_FREE_SLOT;
        }
      }
    }
  } else {
    const next = WORKFLOW_STATUS_ORDER[WORKFLOW_STATUS_ORDER.indexOf(from) + 1];
    if (!next) return null;
    to = next;
    if (from === 'parsing_input' && !meetingId && workflow.userId) {
      const read = understandRequest(
        store,
        workflow.userId,
        workflow.context.input.text ?? '',
        nowMs,
      );
      if (read.ok) {
        meetingId = read.intent.meetingId;
        intent = read.intent;
      } else {
        to = 'failed';
        error = read.message;
      }
    }
    if (from === 'sending_options_to_user')
      received('OPTIONS_SENT', { message: `Sent 3 options to ${requester} on Slack` });
    if (from === 'awaiting_meeting_selection') {
      const option = rng.int(1, 3);
      received('MEETING_SELECTED', {
        message: `${requester} picked option ${option}`,
        value: `option_${option}`,
      });
    }
    if (from === 'find_new_slots_for_selected_meeting') {
      const target = meeting();
      if (target) {
        if (intent) {
          slotOptions = slotsInWish(store, target, intent, nowMs, SLOT_OPTIONS);
          newSlot = slotOptions[0] ?? null;
        } else newSlot = findFreeSlot(store, target, nowMs);
        if (!newSlot) {
          to = 'failed';
          error = intent ? noSlotMessage(intent) : NO_FREE_SLOT;
        }
      }
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
    },
  });
  return { workflow: updated ?? workflow, from, to, events };
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
  rng?: Rng;
  store?: EngineStore;
  /**
   * Chance that a workflow waiting for a person (awaiting_*) moves on in this tick (default 1:
   * every active workflow moves one step). The runner uses less, so people take longer than
   * machines.
   */
  waitingChance?: number;
  /** Only these workflows move (default: every active one). */
  only?: (workflow: WorkflowRecord) => boolean;
}

let queue: Promise<unknown> = Promise.resolve();
let runtimeRng: Rng | null = null;

/**
 * Advances every active (non-final) workflow one step, oldest first. Ticks never overlap (the
 * runner and the control route share one queue). Returns the steps taken.
 */
export function tickWorkflows(options: TickOptions = {}): Promise<AdvanceResult[]> {
  const run = async () => {
    const store = options.store ?? liveDb;
    const at = options.now ?? clockNow();
    runtimeRng ??= createRng(Date.now() >>> 0);
    const rng = options.rng ?? runtimeRng;
    const waitingChance = options.waitingChance ?? 1;
    const active = store.workflows
      .all()
      .filter((w) => !isFinalWorkflowStatus(w.status) && (options.only?.(w) ?? true))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .map((w) => ({ id: w.id, status: w.status }));
    const results: AdvanceResult[] = [];
    for (const { id, status } of active) {
      if (WAITING.has(status) && waitingChance < 1 && !rng.chance(waitingChance)) continue;
      const result = await advanceWorkflow(store, id, at, rng);
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
 * never under Vitest, where tests step on demand). Waiting workflows move on half the time.
 * Returns a function that stops it; an interval of 0 (or less) starts nothing.
 */
export function startWorkflowRunner(options: {
  intervalMs: number;
  store?: EngineStore;
  rng?: Rng;
  waitingChance?: number;
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
      ...(options.rng ? { rng: options.rng } : {}),
      ...(options.only ? { only: options.only } : {}),
      waitingChance: options.waitingChance ?? 0.5,
    })
      .catch((cause: unknown) => console.warn('[mocks] workflow tick failed', cause))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  return () => clearInterval(timer);
}
