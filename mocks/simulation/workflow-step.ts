/**
 * One step of a workflow, decided: from its status, the next status, the events it received,
 * the context fields it changes and the meeting to move (the path is in `workflow-engine.ts`'s
 * module comment). One function per status that does more than move on in
 * WORKFLOW_STATUS_ORDER; `workflow-engine.ts` records what a step decided.
 */
import { formatZonedMoment } from '../../src/domain/workflow-intent';
import { WORKFLOW_STATUS_ORDER, type WorkflowStatus } from '../../src/domain/workflow-status';
import type { MeetingRecord, WorkflowEventRecord, WorkflowRecord } from '../db';
import { findFreeSlot, isFree, NO_FREE_SLOT, type Slot } from './engine-calendar';
import type { EngineStore } from './engine-store';
import { intentFor, noSlotMessage, proposalsFor, stillFree, understandRequest } from './intent';
import type { WorkflowAnswer } from './workflow-answers';

export type Payload = WorkflowEventRecord['payload'];
type Context = WorkflowRecord['context'];

/** The context fields a step may change (null: not set). */
export interface StepFields {
  meetingId: Context['meetingId'];
  newSlot: Slot | null;
  previousSlot: Slot | null;
  intent: NonNullable<Context['intent']> | null;
  slotOptions: NonNullable<Context['slotOptions']> | null;
  meetingOptions: NonNullable<Context['meetingOptions']> | null;
  pendingWish: NonNullable<Context['pendingWish']> | null;
  meetingSelection: NonNullable<Context['meetingSelection']> | null;
  slotSelection: NonNullable<Context['slotSelection']> | null;
  hostAnswer: NonNullable<Context['hostAnswer']> | null;
}

/** The context fields of a workflow as they stand. */
export function stepFields(ctx: Context): StepFields {
  return {
    meetingId: ctx.meetingId,
    newSlot: ctx.newSlot ?? null,
    previousSlot: ctx.previousSlot ?? null,
    intent: ctx.intent ?? null,
    slotOptions: ctx.slotOptions ?? null,
    meetingOptions: ctx.meetingOptions ?? null,
    pendingWish: ctx.pendingWish ?? null,
    meetingSelection: ctx.meetingSelection ?? null,
    slotSelection: ctx.slotSelection ?? null,
    hostAnswer: ctx.hostAnswer ?? null,
  };
}

/** What a step decided. */
export interface Step {
  to: WorkflowStatus;
  /** The failure's message (`to` is then 'failed'). */
  error?: string;
  /** EVENT_RECEIVED:* events, before the STATE_CHANGED one. */
  received?: { type: string; payload: Payload }[];
  changes?: Partial<StepFields>;
  /** The meeting to move once the events are recorded. */
  moved?: { meeting: MeetingRecord; slot: Slot };
}

/** What every step may read. */
export interface StepInput {
  store: EngineStore;
  workflow: WorkflowRecord;
  fields: StepFields;
  nowMs: number;
  at: string;
  /** The host's zone (UTC for a workflow without a host). */
  zone: string;
  requester: string;
  hostName: string;
  /** The person's answer (the default one when a test asks for it), if the workflow waits. */
  answer: WorkflowAnswer | null;
  /** The option chosen (1 without an option answer). */
  option: number;
}

function received(event: string, payload: Payload): { type: string; payload: Payload } {
  return { type: `EVENT_RECEIVED:${event}`, payload };
}

function label(meeting: MeetingRecord, zone: string): string {
  return `${meeting.title} — ${formatZonedMoment(meeting.startTime, zone)}`;
}

function meetingOf({ store, fields }: StepInput): MeetingRecord | null {
  const id = fields.meetingId;
  return id ? (store.meetings.findFirst((q) => q.where({ id })) ?? null) : null;
}

/** Reads the request: the meeting and the wish, or the candidates to ask about. */
function parsingInput(input: StepInput): Step {
  const { store, workflow, fields, nowMs, zone } = input;
  const to = 'fetching_meeting_options';
  if (fields.meetingId || !workflow.userId) return { to };
  const read = understandRequest(store, workflow.userId, workflow.context.input.text ?? '', nowMs);
  if (read.ok) return { to, changes: { meetingId: read.intent.meetingId, intent: read.intent } };
  if (read.candidates && read.wish)
    return {
      to,
      changes: {
        meetingOptions: read.candidates.map((m, i) => ({
          option: i + 1,
          meetingId: m.id,
          meetingTitle: m.title,
          startTime: m.startTime,
          endTime: m.endTime,
          label: label(m, zone),
        })),
        pendingWish: read.wish,
      },
    };
  return { to: 'failed', error: read.message };
}

/** A request read for real asks only when it is ambiguous. */
function fetchingMeetingOptions({ fields }: StepInput): Step {
  return {
    to:
      fields.intent && !fields.meetingOptions
        ? 'meeting_selected_prepare_data'
        : 'sending_options_to_user',
  };
}

function sendingOptionsToUser({ fields, requester }: StepInput): Step {
  const options = fields.meetingOptions;
  const list = options?.map((o) => `${o.option}. ${o.label}`).join('; ');
  return {
    to: 'awaiting_meeting_selection',
    received: [
      received('OPTIONS_SENT', {
        message: list
          ? `Sent ${options?.length} options to ${requester} on Slack: ${list}`
          : `Sent 3 options to ${requester} on Slack`,
      }),
    ],
  };
}

/** The requester picked a meeting: the wish read before applies to it. */
function awaitingMeetingSelection(input: StepInput): Step {
  const { store, fields, option, requester, at, nowMs } = input;
  const chosen = fields.meetingOptions?.[option - 1];
  const step: Step = {
    to: 'meeting_selected_prepare_data',
    received: [
      received('MEETING_SELECTED', {
        message: `${requester} picked option ${option}${chosen ? `: ${chosen.label}` : ''}`,
        value: `option_${option}`,
      }),
    ],
    changes: { meetingSelection: { option, by: requester, at } },
  };
  if (!chosen || !fields.pendingWish) return step;
  const record = store.meetings.findFirst((q) => q.where({ id: chosen.meetingId }));
  const read = record
    ? intentFor(record, fields.pendingWish, nowMs)
    : { ok: false as const, message: `The chosen meeting '${chosen.label}' no longer exists` };
  if (!read.ok) return { ...step, to: 'failed', error: read.message };
  return {
    ...step,
    changes: { ...step.changes, meetingId: read.intent.meetingId, intent: read.intent },
  };
}

/** New times: inside the wish (to the host), else the nearest ones (to the requester). */
function findNewSlots(input: StepInput): Step {
  const { store, fields, nowMs, zone, requester } = input;
  const to = 'awaiting_host_response';
  const target = meetingOf(input);
  if (!target) return { to };
  if (!fields.intent) {
    const newSlot = findFreeSlot(store, target, nowMs);
    return newSlot
      ? { to, changes: { newSlot } }
      : { to: 'failed', error: NO_FREE_SLOT, changes: { newSlot } };
  }
  const proposals = proposalsFor(store, target, fields.intent, nowMs);
  if (proposals.kind === 'none')
    return { to: 'failed', error: noSlotMessage(fields.intent, proposals.message) };
  const slotOptions = proposals.times;
  if (proposals.kind === 'in_wish') {
    const first = proposals.times[0]!;
    return {
      to,
      changes: { slotOptions, newSlot: { startTime: first.startTime, endTime: first.endTime } },
    };
  }
  const list = proposals.times
    .map((t, i) => `${i + 1}. ${formatZonedMoment(t.startTime, zone)}`)
    .join('; ');
  return {
    to: 'awaiting_new_slot_selection',
    changes: { slotOptions, newSlot: null },
    received: [
      received('OPTIONS_SENT', {
        message: `Sent ${proposals.times.length} new times to ${requester} on Slack (${proposals.unmet}): ${list}`,
      }),
    ],
  };
}

function awaitingNewSlotSelection({ fields, option, requester, zone, at }: StepInput): Step {
  const chosen = fields.slotOptions?.[option - 1];
  return {
    to: 'awaiting_host_response',
    received: [
      received('NEW_SLOT_SELECTED', {
        message: chosen
          ? `${requester} chose option ${option}: ${formatZonedMoment(chosen.startTime, zone)}`
          : `${requester} chose a new time`,
        value: `slot_${option}`,
      }),
    ],
    changes: {
      slotSelection: { option, by: requester, at },
      ...(chosen ? { newSlot: { startTime: chosen.startTime, endTime: chosen.endTime } } : {}),
    },
  };
}

/** The host's answer: a rejection stops; an approval moves the meeting if the time is free. */
function awaitingHostResponse(input: StepInput): Step {
  const { store, fields, answer, hostName, at, nowMs, zone } = input;
  const approve = answer?.kind === 'host' ? answer.approve : true;
  const hostAnswer = { answer: approve ? 'approved' : 'rejected', by: hostName, at } as const;
  if (!approve)
    return {
      to: 'rejected',
      received: [received('HOST_REJECTED', { message: 'The host declined the new time' })],
      changes: { hostAnswer },
    };
  const approved = {
    received: [received('HOST_APPROVED', { message: 'The host accepted the new time' })],
    changes: { hostAnswer },
  };
  const target = meetingOf(input);
  if (!target) return { ...approved, to: 'rescheduled' };
  const { newSlot } = fields;
  let slot: Slot | null;
  let error: string | undefined;
  if (fields.intent) {
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
  if (!slot) return { ...approved, to: 'failed', ...(error !== undefined ? { error } : {}) };
  return {
    ...approved,
    to: 'rescheduled',
    moved: { meeting: target, slot },
    changes: {
      ...approved.changes,
      newSlot: slot,
      previousSlot: { startTime: target.startTime, endTime: target.endTime },
    },
  };
}

const STEPS: Partial<Record<WorkflowStatus, (input: StepInput) => Step>> = {
  parsing_input: parsingInput,
  fetching_meeting_options: fetchingMeetingOptions,
  sending_options_to_user: sendingOptionsToUser,
  awaiting_meeting_selection: awaitingMeetingSelection,
  find_new_slots_for_selected_meeting: findNewSlots,
  awaiting_new_slot_selection: awaitingNewSlotSelection,
  awaiting_host_response: awaitingHostResponse,
};

/** The step from the workflow's status; null when it has no next status. */
export function decideStep(input: StepInput): Step | null {
  const from = input.workflow.status;
  const step = STEPS[from];
  if (step) return step(input);
  const next = WORKFLOW_STATUS_ORDER[WORKFLOW_STATUS_ORDER.indexOf(from) + 1];
  return next ? { to: next } : null;
}
