import { Button, Table, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { memo } from 'react';
import { shortWorkflowId } from '../../../domain/workflow-status';
import type { WorkflowSummary } from '../api';
import {
  formatWorkflowDateTime,
  UNKNOWN_USER,
  workflowRequestText,
  workflowUserLabel,
} from '../format';
import { WorkflowProgress, WorkflowStatusBadge } from './workflow-status';
import classes from './workflows.module.css';

/**
 * The columns that fit 1280 px without scrolling: the status cell holds the badge and the
 * progress bar; Type, Events and Duration are in the 'Workflow Details' dialog (docs/decisions.md).
 */
export const WORKFLOW_TABLE_COLUMNS = [
  'ID',
  'Status',
  'User',
  'Request',
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
      <Table.Td>
        <div className={classes.statusCell}>
          <WorkflowStatusBadge status={workflow.status} />
          <WorkflowProgress status={workflow.status} width={72} />
        </div>
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
      <Table.Td>
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

/** One workflow as a card (phones): the same facts as a row, stacked. */
const WorkflowCard = memo(function WorkflowCard({
  workflow,
  onView,
}: {
  workflow: WorkflowSummary;
  onView: (id: string) => void;
}) {
  const { context } = workflow;
  const user = workflowUserLabel(context.user);
  const request = workflowRequestText(context.input);
  const hasRequest = request === context.input?.text;
  const shortId = shortWorkflowId(workflow.id);
  return (
    <li className={classes.card}>
      <div className={classes.cardHead}>
        <span className={classes.id} title={workflow.id}>
          {shortId}
        </span>
        <time className={classes.secondary} dateTime={workflow.createdAt}>
          {formatWorkflowDateTime(workflow.createdAt)}
        </time>
      </div>
      <div className={classes.statusCell}>
        <WorkflowStatusBadge status={workflow.status} />
        <WorkflowProgress status={workflow.status} width={72} />
      </div>
      <span className={user === UNKNOWN_USER ? classes.muted : undefined}>{user}</span>
      <span className={hasRequest ? classes.request : classes.noRequest}>{request}</span>
      <Button size="compact-sm" variant="light" onClick={() => onView(workflow.id)}>
        View Details
        <VisuallyHidden> of workflow {shortId}</VisuallyHidden>
      </Button>
    </li>
  );
});

/** The 'Workflow History' rows given (one page of them): a table, or cards on a phone. */
export function WorkflowTable({
  workflows,
  onView,
  labelledBy,
}: {
  workflows: readonly WorkflowSummary[];
  onView: (id: string) => void;
  labelledBy?: string;
}) {
  const phone = useMediaQuery('(max-width: 37.5em)');
  if (phone) {
    return (
      <ul className={classes.cards} aria-labelledby={labelledBy}>
        {workflows.map((workflow) => (
          <WorkflowCard key={workflow.id} workflow={workflow} onView={onView} />
        ))}
      </ul>
    );
  }
  return (
    <Table verticalSpacing="sm" highlightOnHover aria-labelledby={labelledBy} layout="fixed">
      <colgroup>
        <col className={classes.colId} />
        <col className={classes.colStatus} />
        <col className={classes.colUser} />
        <col />
        <col className={classes.colCreated} />
        <col className={classes.colActions} />
      </colgroup>
      <Table.Thead>
        <Table.Tr>
          {WORKFLOW_TABLE_COLUMNS.map((column) => (
            <Table.Th key={column}>{column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {workflows.map((workflow) => (
          <WorkflowRow key={workflow.id} workflow={workflow} onView={onView} />
        ))}
      </Table.Tbody>
    </Table>
  );
}
