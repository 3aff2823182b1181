import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http } from 'msw';
import { failure } from '../../../test/api-failure';
import { AppAt } from '../../../test/app-at';
import {
  FAILURE_MESSAGE,
  longHistoryEvents,
  manyWorkflows,
  roadmapSyncIntent,
  sampleWorkflows,
  statsFor,
  workflowEvents,
  workflowsBackend,
} from '../test-seed';

const meta = {
  title: 'Screens/Workflows',
  component: AppAt,
  args: { path: '/workflows' },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const failedWorkflow = sampleWorkflows.find((w) => w.status === 'failed')!;
const waitingWorkflow = sampleWorkflows.find((w) => w.status === 'awaiting_meeting_selection')!;
const busyRows = manyWorkflows(3000);

async function screenReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Workflows', level: 1 });
  return canvas;
}

/** Clicks 'View Details' on the row of `id` and returns the dialog. */
async function openDetails(canvasElement: HTMLElement, id: string, { phone = false } = {}) {
  const canvas = await screenReady(canvasElement);
  // A table row on a desktop, a card on a phone (once the screen's width is known).
  const row = await waitFor(() => {
    const found = canvas.getByText(`${id.slice(0, 8)}...`).closest(phone ? 'li' : 'tr');
    if (!found) throw new Error(`No ${phone ? 'card' : 'row'} for ${id}`);
    return found as HTMLElement;
  });
  await userEvent.click(within(row).getByRole('button', { name: /View Details/ }));
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Workflow Details' });
  // Wait for the opening transition, so visibility checks and axe see the dialog as it stays.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const Loading: Story = {
  beforeEach: ({ msw }) => workflowsBackend(msw, { faults: 'listWorkflows:hang' }),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    await expect(await canvas.findByText('Loading workflows...')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => workflowsBackend(msw, { rows: [] }),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    await expect(await canvas.findByText('No workflows found')).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Total Workflows' })).getByText('0'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) =>
    workflowsBackend(
      msw,
      {},
      http.get('*/api/dashboard/workflows', () => failure('Workflow engine unavailable', 503)),
    ),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    await expect(
      await canvas.findByText(
        'Error loading workflows: 503: {"error":"Workflow engine unavailable","code":"unavailable"}',
      ),
    ).toBeVisible();
  },
};

/** One workflow in every status, with the table's fallbacks ('Unknown', 'No request text'). */
export const EveryStatus: Story = {
  beforeEach: ({ msw }) => workflowsBackend(msw),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    await canvas.findByText(`${failedWorkflow.id.slice(0, 8)}...`);
    const history = canvas.getByRole('region', { name: 'Workflow History' });
    await expect(within(history).getAllByRole('row')).toHaveLength(sampleWorkflows.length + 1);
    await expect(within(history).getByText('Unknown')).toBeVisible();
    await expect(within(history).getByText('No request text')).toBeVisible();
    const stats = statsFor(sampleWorkflows);
    await expect(
      within(canvas.getByRole('region', { name: 'Completed' })).getByText(
        String((stats.byStatus.rescheduled ?? 0) + (stats.byStatus.rejected ?? 0)),
      ),
    ).toBeVisible();
  },
};

/** The Failed tab, chosen by clicking it: the URL keeps it. */
export const FailedTab: Story = {
  beforeEach: ({ msw }) => workflowsBackend(msw),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    await canvas.findByText(`${waitingWorkflow.id.slice(0, 8)}...`);
    await userEvent.click(canvas.getByRole('tab', { name: 'Failed' }));
    await expect(canvas.getByRole('tab', { name: 'Failed' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(canvas.queryByText(`${waitingWorkflow.id.slice(0, 8)}...`)).toBeNull(),
    );
    await expect(await canvas.findByText(`${failedWorkflow.id.slice(0, 8)}...`)).toBeVisible();
  },
};

/** The `busy-week` load: 3000 workflows, of which the table pages through the newest 1000. */
export const Busy: Story = {
  beforeEach: ({ msw }) => workflowsBackend(msw, { rows: busyRows, withEvents: false }),
  async play({ canvasElement }) {
    const canvas = await screenReady(canvasElement);
    // Every workflow is reachable: the footer's total is the Total Workflows card's.
    await expect(await canvas.findByText('Showing 1–25 of 3,000')).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Total Workflows' })).getByText('3,000'),
    ).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Workflow history pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 120' }));
    await expect(await canvas.findByText('Showing 2,976–3,000 of 3,000')).toBeVisible();
  },
};

export const DetailsOpen: Story = {
  beforeEach: ({ msw }) => workflowsBackend(msw),
  async play({ canvasElement }) {
    const dialog = within(await openDetails(canvasElement, failedWorkflow.id));
    const diagram = await dialog.findByRole(
      'application',
      { name: 'Workflow flow diagram' },
      { timeout: 5000 },
    );
    await expect(diagram).toBeVisible();
    await waitFor(() =>
      expect(within(diagram).getAllByRole('group')).toHaveLength(
        workflowEvents(failedWorkflow).length,
      ),
    );
    await expect(within(diagram).getByText(FAILURE_MESSAGE)).toBeVisible();
    const history = dialog.getByRole('region', { name: 'Event History' });
    await expect(within(history).getAllByRole('listitem')).toHaveLength(
      workflowEvents(failedWorkflow).length,
    );
    await expect(dialog.getByRole('region', { name: 'Context' })).toBeVisible();
  },
};

const longHistory = longHistoryEvents(failedWorkflow, 14);

/** The diagram's event nodes, once all are drawn, with the diagram's box. */
async function diagramNodes(dialog: HTMLElement, count: number) {
  const diagram = await within(dialog).findByRole(
    'application',
    { name: 'Workflow flow diagram' },
    { timeout: 5000 },
  );
  await waitFor(() => expect(within(diagram).getAllByRole('group')).toHaveLength(count));
  return { diagram, nodes: within(diagram).getAllByRole('group') };
}

/**
 * A workflow with 14 events: the diagram is fitted to the nodes, with no empty band above them,
 * and its text stays readable (no smaller than 10 px on screen).
 */
export const DetailsLongHistory: Story = {
  beforeEach: ({ msw }) =>
    workflowsBackend(msw, { extra: { [failedWorkflow.id]: { events: longHistory } } }),
  async play({ canvasElement }) {
    const dialog = await openDetails(canvasElement, failedWorkflow.id);
    const { diagram, nodes } = await diagramNodes(dialog, longHistory.length);
    const box = diagram.getBoundingClientRect();
    const first = nodes[0]!.getBoundingClientRect();
    await expect(first.top - box.top).toBeLessThan(40);
    await expect(first.left - box.left).toBeGreaterThanOrEqual(0);
    await expect(within(nodes[0]!).getByText('Workflow created')).toBeVisible();
    // Every node is in the box: 14 events fit a desktop dialog.
    const last = nodes.at(-1)!.getBoundingClientRect();
    await expect(last.bottom).toBeLessThanOrEqual(box.bottom);
    const title = within(nodes[1]!).getByText('State changed');
    await expect(title.getBoundingClientRect().height).toBeGreaterThanOrEqual(10);
    await expect(within(diagram).getByText(FAILURE_MESSAGE)).toBeVisible();
  },
};

/**
 * The same workflow on a phone: one event a row, top to bottom, every node inside the box's width
 * at a readable size; the rest of the rows is panned to downwards.
 */
export const DetailsLongHistoryPhone: Story = {
  ...DetailsLongHistory,
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const dialog = await openDetails(canvasElement, failedWorkflow.id, { phone: true });
    const { diagram, nodes } = await diagramNodes(dialog, longHistory.length);
    const box = diagram.getBoundingClientRect();
    const first = nodes[0]!.getBoundingClientRect();
    await expect(first.top - box.top).toBeLessThan(40);
    await expect(first.left - box.left).toBeLessThan(40);
    await expect(within(nodes[0]!).getByText('Workflow created')).toBeVisible();
    const title = within(nodes[0]!).getByText('Workflow created');
    await expect(title.getBoundingClientRect().height).toBeGreaterThanOrEqual(10);
    // One a row: every node within the box, left to right; the fourth below the first.
    for (const node of nodes) {
      const rect = node.getBoundingClientRect();
      await expect(rect.left).toBeGreaterThanOrEqual(box.left);
      await expect(rect.right).toBeLessThanOrEqual(box.right);
    }
    await expect(nodes[3]!.getBoundingClientRect().top).toBeGreaterThan(first.bottom);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const DetailsLoading: Story = {
  beforeEach: ({ msw }) => workflowsBackend(msw, { faults: 'getWorkflowDetails:hang' }),
  async play({ canvasElement }) {
    const dialog = within(await openDetails(canvasElement, waitingWorkflow.id));
    await expect(dialog.getByText('Loading workflow details...')).toBeVisible();
  },
};

export const DetailsError: Story = {
  beforeEach: ({ msw }) =>
    workflowsBackend(
      msw,
      {},
      http.get('*/api/dashboard/workflows/:id', () => failure('Workflow not found', 404)),
    ),
  async play({ canvasElement }) {
    const dialog = within(await openDetails(canvasElement, waitingWorkflow.id));
    await expect(await dialog.findByText('Error loading workflow details')).toBeVisible();
  },
};

export const DetailsWithoutEvents: Story = {
  beforeEach: ({ msw }) =>
    workflowsBackend(msw, { extra: { [waitingWorkflow.id]: { events: [] } } }),
  async play({ canvasElement }) {
    const dialog = within(await openDetails(canvasElement, waitingWorkflow.id));
    const flow = await dialog.findByRole('region', { name: 'Workflow Flow' });
    await expect(within(flow).getByText('No events to display')).toBeVisible();
    await expect(dialog.queryByRole('application')).toBeNull();
  },
};

/** What the assistant understood, in words, in the Context card. */
export const DetailsWithIntent: Story = {
  beforeEach: ({ msw }) =>
    workflowsBackend(msw, {
      extra: {
        [waitingWorkflow.id]: {
          context: { intent: roadmapSyncIntent },
        },
      },
    }),
  async play({ canvasElement }) {
    const dialog = within(await openDetails(canvasElement, waitingWorkflow.id));
    const context = within(await dialog.findByRole('region', { name: 'Context' }));
    await expect(context.getByText('Roadmap sync')).toBeVisible();
    await expect(context.getByText('Tue, Nov 10 (EST, America/New_York)')).toBeVisible();
    await expect(context.getByText('Afternoon (from noon)')).toBeVisible();
  },
};
