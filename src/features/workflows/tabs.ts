import { WORKFLOW_TABS, type WorkflowStatus } from '../../domain/workflow-status';

/**
 * The `?status=` values of /workflows: the tab names of the 'Workflow History' table. No value
 * (or anything unknown) is the All tab.
 */
export const WORKFLOW_TAB_FILTERS = ['processing', 'waiting', 'completed', 'failed'] as const;
export type WorkflowTabFilter = (typeof WORKFLOW_TAB_FILTERS)[number];

export const ALL_TAB = 'all';

/** The API status a tab filters by; undefined for All. */
export function statusForTab(tab: WorkflowTabFilter | undefined): WorkflowStatus | undefined {
  if (tab === undefined) return undefined;
  return WORKFLOW_TABS.find((t) => t.value === tab)?.status;
}

export function isWorkflowTabFilter(value: unknown): value is WorkflowTabFilter {
  return (WORKFLOW_TAB_FILTERS as readonly unknown[]).includes(value);
}
