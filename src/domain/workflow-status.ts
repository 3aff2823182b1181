/**
 * Workflow statuses. One table serves
 * the workflows screen and the mock workflow engine. Pure: no I/O.
 */

export const WORKFLOW_STATUSES = [
  'parsing_input',
  'fetching_meeting_options',
  'sending_options_to_user',
  'awaiting_meeting_selection',
  'meeting_selected_prepare_data',
  'find_new_slots_for_selected_meeting',
  'awaiting_new_slot_selection',
  'awaiting_host_response',
  'rescheduled',
  'rejected',
  'failed',
] as const;

export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

export type WorkflowBadgeKind =
  'success' | 'destructive' | 'secondary' | 'in-progress' | 'waiting' | 'neutral';

export type WorkflowPhase = 'Complete' | 'In Progress';

interface StatusInfo {
  /** Progress bar value; null where the spec gives none (then the unknown-status 0% applies). */
  progress: number | null;
  badge: WorkflowBadgeKind;
  final: boolean;
}

/**
 * The spec's table. `awaiting_new_slot_selection` appears among the spec's waiting badges but not
 * in its progress list, so its progress falls under "an unknown status shows 0%".
 */
export const WORKFLOW_STATUS_TABLE: Readonly<Record<WorkflowStatus, StatusInfo>> = {
  parsing_input: { progress: 10, badge: 'in-progress', final: false },
  fetching_meeting_options: { progress: 20, badge: 'in-progress', final: false },
  sending_options_to_user: { progress: 30, badge: 'in-progress', final: false },
  awaiting_meeting_selection: { progress: 40, badge: 'waiting', final: false },
  meeting_selected_prepare_data: { progress: 50, badge: 'in-progress', final: false },
  find_new_slots_for_selected_meeting: { progress: 60, badge: 'in-progress', final: false },
  awaiting_new_slot_selection: { progress: null, badge: 'waiting', final: false },
  awaiting_host_response: { progress: 80, badge: 'waiting', final: false },
  rescheduled: { progress: 100, badge: 'success', final: true },
  rejected: { progress: 100, badge: 'secondary', final: true },
  failed: { progress: 100, badge: 'destructive', final: true },
};

/**
 * The order a workflow moves through. `awaiting_new_slot_selection` is left out: the
 * spec lists it only as a badge and never places it in the sequence.
 */
export const WORKFLOW_STATUS_ORDER: readonly WorkflowStatus[] = [
  'parsing_input',
  'fetching_meeting_options',
  'sending_options_to_user',
  'awaiting_meeting_selection',
  'meeting_selected_prepare_data',
  'find_new_slots_for_selected_meeting',
  'awaiting_host_response',
];

export const FINAL_WORKFLOW_STATUSES: readonly WorkflowStatus[] = [
  'rescheduled',
  'rejected',
  'failed',
];

export function isWorkflowStatus(value: unknown): value is WorkflowStatus {
  return (
    typeof value === 'string' && Object.prototype.hasOwnProperty.call(WORKFLOW_STATUS_TABLE, value)
  );
}

/** Progress in percent; 0 for an unknown status. */
export function workflowProgress(status: string): number {
  return isWorkflowStatus(status) ? (WORKFLOW_STATUS_TABLE[status].progress ?? 0) : 0;
}

/** Badge kind; 'neutral' for an unknown status (the spec gives none). */
export function workflowBadge(status: string): WorkflowBadgeKind {
  return isWorkflowStatus(status) ? WORKFLOW_STATUS_TABLE[status].badge : 'neutral';
}

/** Rescheduled, rejected and failed are 'Complete'; everything else 'In Progress'. */
export function workflowPhase(status: string): WorkflowPhase {
  return isFinalWorkflowStatus(status) ? 'Complete' : 'In Progress';
}

export function isFinalWorkflowStatus(status: string): boolean {
  return isWorkflowStatus(status) && WORKFLOW_STATUS_TABLE[status].final;
}

/** 'awaiting_host_response' -> 'awaiting host response'. */
export function workflowStatusLabel(status: string): string {
  return status.replace(/_/g, ' ');
}

/** The tabs of the 'Workflow History' table; `status` undefined means All. */
export const WORKFLOW_TABS: readonly {
  value: string;
  label: string;
  status: WorkflowStatus | undefined;
}[] = [
  { value: 'all', label: 'All', status: undefined },
  { value: 'processing', label: 'Processing', status: 'parsing_input' },
  { value: 'waiting', label: 'Waiting', status: 'awaiting_meeting_selection' },
  { value: 'completed', label: 'Completed', status: 'rescheduled' },
  { value: 'failed', label: 'Failed', status: 'failed' },
];

/**
 * 45 -> '45s', 125 -> '2m 5s', 3725 -> '1h 2m'. Fractions are dropped;
 * negative, missing or non-finite input gives '0s'.
 */
export function formatWorkflowDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '0s';
  const total = Math.floor(seconds);
  if (total < 60) return `${total}s`;
  if (total < 3600) return `${Math.floor(total / 60)}m ${total % 60}s`;
  return `${Math.floor(total / 3600)}h ${Math.floor((total % 3600) / 60)}m`;
}

/** The ID column: the first 8 characters, then an ellipsis. */
export function shortWorkflowId(id: string): string {
  return `${id.slice(0, 8)}...`;
}
