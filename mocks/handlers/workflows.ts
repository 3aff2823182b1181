/**
 * The workflow monitor's calls (contract tag `dashboard`). Workflow access is an operator
 * capability: a user with it sees every workflow of the deployment; anyone else gets 403.
 */
import { hostHttp } from './handler';
import { WorkflowsQuerySchema } from '../../src/domain/api-schemas';
import type { WorkflowStatus } from '../../src/domain/workflow-status';
import { DAY_MS } from '../../src/domain/civil-date';
import { now } from '../clock';
import { db, type WorkflowRecord } from '../db';
import { apiError, invalid } from '../errors';
import { ruleBroken } from '../rule-breaks';
import { pathParam, readQuery, WORKFLOW_ACCESS_REQUIRED, type Schemas } from './shared';

function eventCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const event of db.workflowEvents.all()) {
    counts.set(event.workflowId, (counts.get(event.workflowId) ?? 0) + 1);
  }
  return counts;
}

function context(record: WorkflowRecord): Schemas['WorkflowContext'] {
  const { newSlot, previousSlot, intent, slotOptions, meetingOptions } = record.context;
  const { meetingSelection, slotSelection, hostAnswer } = record.context;
  return {
    user: { name: record.context.user.name, email: record.context.user.email },
    input: { text: record.context.input.text },
    meetingId: record.context.meetingId,
    error: record.context.error,
    ...(intent ? { intent } : {}),
    // The conversation: what was asked and proposed, and who answered what.
    ...(meetingOptions && meetingOptions.length > 0 ? { meetingOptions } : {}),
    ...(meetingSelection ? { meetingSelection } : {}),
    ...(slotOptions && slotOptions.length > 0 ? { slotOptions } : {}),
    ...(slotSelection ? { slotSelection } : {}),
    ...(hostAnswer ? { hostAnswer } : {}),
    ...(newSlot ? { newSlot } : {}),
    ...(previousSlot ? { previousSlot } : {}),
  };
}

/** Seconds from creation to the last update. */
function duration(record: WorkflowRecord): number {
  return Math.max(0, Date.parse(record.updatedAt) - Date.parse(record.createdAt)) / 1000;
}

/** A workflow as the list shows it (also the answer of `POST /__mock/workflows`). */
export function workflowSummary(
  record: WorkflowRecord,
  eventCount: number,
): Schemas['WorkflowSummary'] {
  return {
    id: record.id,
    machineType: record.machineType,
    status: record.status,
    context: context(record),
    eventCount,
    duration: duration(record),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export const workflowHandlers = [
  hostHttp.get('/api/dashboard/workflows', async ({ request, response, user }) => {
    if (!user.workflowAccess && !ruleBroken('workflow-access-unchecked'))
      return response(403).json(WORKFLOW_ACCESS_REQUIRED);
    const query = readQuery(request, WorkflowsQuerySchema);
    if (!query.success) return response(400).json(invalid(query.error));
    const { status, limit, page } = query.output;
    const counts = eventCounts();
    const matching = db.workflows
      .all()
      .filter((w) => status === undefined || w.status === status)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    const rows = matching
      .slice((page - 1) * limit, page * limit)
      .map((w) => workflowSummary(w, counts.get(w.id) ?? 0));
    return response(200).json(rows, { headers: { 'X-Total-Count': String(matching.length) } });
  }),

  hostHttp.get('/api/dashboard/workflows/{id}', async ({ params, response, user }) => {
    if (!user.workflowAccess && !ruleBroken('workflow-access-unchecked'))
      return response(403).json(WORKFLOW_ACCESS_REQUIRED);
    const id = pathParam(params.id);
    const workflow = db.workflows.findFirst((q) => q.where({ id }));
    if (!workflow) return response(404).json(apiError('not_found', 'Workflow not found'));
    const events = db.workflowEvents
      .all()
      .filter((e) => e.workflowId === id)
      .sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.id.localeCompare(b.id))
      .map((e) => ({
        id: e.id,
        type: e.type,
        timestamp: e.timestamp,
        payload: {
          ...(e.payload.message !== undefined ? { message: e.payload.message } : {}),
          ...(e.payload.value !== undefined ? { value: e.payload.value } : {}),
        },
      }));
    return response(200).json({
      workflow: {
        id: workflow.id,
        machineType: workflow.machineType,
        status: workflow.status,
        createdAt: workflow.createdAt,
        updatedAt: workflow.updatedAt,
        context: context(workflow),
      },
      events,
      eventCount: events.length,
    });
  }),

  hostHttp.get('/api/dashboard/workflows-stats', async ({ response, user }) => {
    if (!user.workflowAccess && !ruleBroken('workflow-access-unchecked'))
      return response(403).json(WORKFLOW_ACCESS_REQUIRED);
    const since = now().getTime() - DAY_MS;
    const byStatus: Partial<Record<WorkflowStatus, number>> = {};
    let recentActivity = 0;
    const all = db.workflows.all();
    for (const w of all) {
      byStatus[w.status] = (byStatus[w.status] ?? 0) + 1;
      if (Date.parse(w.createdAt) >= since) recentActivity++;
    }
    return response(200).json({ total: all.length, recentActivity, byStatus });
  }),
];
