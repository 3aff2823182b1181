/**
 * A person's answers to a waiting workflow (the requester's choice of option, the host's
 * approval): which status waits for which, and the checks an answer must pass.
 */
import type { WorkflowStatus } from '../../src/domain/workflow-status';
import type { WorkflowRecord } from '../db';

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

export const WAITS_FOR: Partial<Record<WorkflowStatus, WorkflowAnswer['kind']>> = {
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

export function checkAnswer(workflow: WorkflowRecord, answer: WorkflowAnswer): void {
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
