import { Button, Table, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { formatWorkflowDuration, shortWorkflowId } from '../../../domain/workflow-status';
import type { WorkflowSummary } from '../api';
import {
  formatWorkflowDateTime,
  UNKNOWN_USER,
  workflowRequestText,
  workflowUserLabel,
} from '../format';
import { WorkflowProgress, WorkflowStatusBadge } from './workflow-status';
import classes from './workflows.module.css';

export const WORKFLOW_TABLE_COLUMNS = [
  'ID',
  'Type',
  'Status',
  'Progress',
  'User',
  'Request',
  'Events',
  'Duration',
  'Created',
  'Actions',
] as const;

/** One row. Plain elements with classes inside the cells keep a page of rows cheap to render. */
const WorkflowRow = memo(function WorkflowRow({
  workflow,
  onView,
}: {
  workflow: WorkflowSummary;
  onView: (id: string) => void;
}) {
  const { context } = workflow;
  const user = workflowUserLabel(context.user);
  const email = context.user?.email;
  const request = workflowRequestText(context.input);
  const hasRequest = request === context.input?.text;
  const shortId = shortWorkflowId(workflow.id);
  return (
    <Table.Tr>
      <Table.Td>
        <span className={classes.id} title={workflow.id}>
          {shortId}
        </span>
      </Table.Td>
      <Table.Td className={classes.nowrap}>{workflow.machineType}</Table.Td>
      <Table.Td>
        <WorkflowStatusBadge status={workflow.status} />
      </Table.Td>
      <Table.Td>
        <WorkflowProgress status={workflow.status} />
      </Table.Td>
      <Table.Td>
        <span className={user === UNKNOWN_USER ? classes.muted : undefined}>{user}</span>
        {email && email !== user ? <span className={classes.secondary}>{email}</span> : null}
      </Table.Td>
      <Table.Td>
        <span
          className={hasRequest ? classes.request : classes.noRequest}
          title={hasRequest ? request : undefined}
        >
          {request}
        </span>
      </Table.Td>
      <Table.Td className={classes.number}>{workflow.eventCount}</Table.Td>
      <Table.Td className={classes.nowrap}>{formatWorkflowDuration(workflow.duration)}</Table.Td>
      <Table.Td className={classes.nowrap}>
        <time dateTime={workflow.createdAt}>{formatWorkflowDateTime(workflow.createdAt)}</time>
      </Table.Td>
      <Table.Td>
        <Button size="compact-sm" variant="light" onClick={() => onView(workflow.id)}>
          View Details
          <VisuallyHidden> of workflow {shortId}</VisuallyHidden>
        </Button>
      </Table.Td>
    </Table.Tr>
  );
});

/** The 'Workflow History' rows given (one page of them). */
export function WorkflowTable({
  workflows,
  onView,
  labelledBy,
}: {
  workflows: readonly WorkflowSummary[];
  onView: (id: string) => void;
  labelledBy?: string;
}) {
  return (
    <Table.ScrollContainer minWidth={1100} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            {WORKFLOW_TABLE_COLUMNS.map((column) => (
              <Table.Th key={column} className={column === 'Events' ? classes.number : undefined}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {workflows.map((workflow) => (
            <WorkflowRow key={workflow.id} workflow={workflow} onView={onView} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
