import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { hangsAfter, recordRequests, reshaped } from '../../../../mocks/test/story-backend';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { createAppRouter } from '../../../app/router';
import { failure } from '../../../test/api-failure';
import { workflowKeys } from '../api';
import { formatWorkflowDateTime } from '../format';
import { http } from 'msw';
import {
  anonymousWorkflow,
  manyWorkflows,
  newestWorkflow,
  sampleWorkflows,
  workflowRecord,
  workflowsBackend,
  workflowSummary,
} from '../test-seed';
import { WORKFLOW_TABLE_COLUMNS } from './workflow-table';

interface ListRequest {
  status: string | null;
  limit: string | null;
  page: string | null;
}

/** The list reads the screen sends, in order. */
const recordListRequests = () =>
  recordRequests(server, '/api/dashboard/workflows', (url): ListRequest => ({
    status: url.searchParams.get('status'),
    limit: url.searchParams.get('limit'),
    page: url.searchParams.get('page'),
  }));
afterEach(() => server.events.removeAllListeners('request:start'));

/**
 * Workflows for given statistics: `byStatus` of them (the rest awaiting the meeting selection up
 * to `total`), the first `recent` created within the last 24 hours.
 */
function workflowsFor(stats: {
  total: number;
  recentActivity: number;
  byStatus: Partial<Record<(typeof sampleWorkflows)[number]['status'], number>>;
}) {
  const statuses = Object.entries(stats.byStatus).flatMap(([status, count]) =>
    Array.from({ length: count }, () => status as (typeof sampleWorkflows)[number]['status']),
  );
  while (statuses.length < stats.total) statuses.push('awaiting_meeting_selection');
  return statuses.map((status, i) =>
    workflowSummary({
      id: `57a75000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      status,
      ageHours: i < stats.recentActivity ? 1 + i : 48 + i,
      durationSeconds: 60,
    }),
  );
}

/** The whole app at `path`, with the router at hand to read the URL. */
function renderWorkflows(path = '/workflows') {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, user };
}

const heading = () => screen.findByRole('heading', { name: 'Workflows', level: 1 });
const card = (name: string) => screen.getByRole('region', { name });
const history = () => screen.getByRole('region', { name: 'Workflow History' });
/** The body rows of the history table. */
const bodyRows = () => within(history()).getAllByRole('row').slice(1);
const rowOf = (id: string) => {
  const cell = within(history()).getByText(`${id.slice(0, 8)}...`);
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${id}`);
  return row;
};
const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
const waitForRows = () => screen.findAllByRole('button', { name: /View Details/ });

describe('Workflows: header and statistics', () => {
  it('shows the title, the subtitle, Refresh and the four cards', async () => {
    await workflowsBackend(server, {
      rows: workflowsFor({
        total: 57,
        recentActivity: 7,
        byStatus: {
          parsing_input: 1,
          rescheduled: 28,
          rejected: 4,
          failed: 5,
          awaiting_host_response: 2,
        },
      }),
    });
    renderWorkflows();
    await heading();
    expect(
      screen.getByText('Monitor and analyze workflow executions and their history'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    await within(card('Total Workflows')).findByText('57');
    expect(within(card('Recent Activity')).getByText('7')).toBeInTheDocument();
    expect(within(card('Recent Activity')).getByText('Last 24 hours')).toBeInTheDocument();
    // Completed is rescheduled plus rejected.
    expect(within(card('Completed')).getByText('32')).toBeInTheDocument();
    expect(within(card('Failed')).getByText('5')).toBeInTheDocument();
  });

  it('counts a status missing from byStatus as 0', async () => {
    await workflowsBackend(server, {
      rows: workflowsFor({ total: 3, recentActivity: 0, byStatus: { parsing_input: 3 } }),
    });
    renderWorkflows();
    await heading();
    await within(card('Total Workflows')).findByText('3');
    expect(within(card('Completed')).getByText('0')).toBeInTheDocument();
    expect(within(card('Failed')).getByText('0')).toBeInTheDocument();
    expect(within(card('Recent Activity')).getByText('0')).toBeInTheDocument();
  });

  it('shows placeholders while the statistics load', async () => {
    // The access probe answers; the screen's own read of the statistics never does.
    await workflowsBackend(server, {}, hangsAfter('get', '*/api/dashboard/workflows-stats', 1));
    renderWorkflows();
    await heading();
    await waitForRows();
    for (const name of ['Total Workflows', 'Recent Activity', 'Completed', 'Failed']) {
      expect(within(card(name)).queryByText(/^\d+$/)).toBeNull();
    }
  });

  it('reads the list every 30 s and the statistics every 60 s', async () => {
    await workflowsBackend(server);
    const { queryClient } = renderWorkflows();
    await waitForRows();
    const interval = (queryKey: readonly unknown[]) =>
      queryClient
        .getQueryCache()
        .find({ queryKey, exact: true })
        ?.observers.map((o) => o.options.refetchInterval);
    expect(interval(workflowKeys.list(undefined, 1))).toEqual([30_000]);
    expect(interval(workflowKeys.stats)).toEqual([60_000]);
  });
});

describe('Workflows: the history table', () => {
  it('shows every column, newest first', async () => {
    await workflowsBackend(server);
    renderWorkflows();
    await waitForRows();
    const headers = within(history())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([...WORKFLOW_TABLE_COLUMNS]);
    expect(bodyRows()).toHaveLength(sampleWorkflows.length);

    const row = rowOf(newestWorkflow.id);
    expect(bodyRows()[0]).toBe(row);
    const [id, status, user, request, created, actions] = cells(row);
    expect(id).toHaveTextContent(/^8f14e45f\.\.\.$/);
    expect(within(id!).getByTitle(newestWorkflow.id)).toBeInTheDocument();
    expect(within(status!).getByText(/^parsing input$/)).toBeInTheDocument();
    expect(within(status!).getByRole('progressbar', { name: 'Progress 10%' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    expect(status).toHaveTextContent('10%');
    expect(user).toHaveTextContent('Jordan Lee');
    expect(user).toHaveTextContent('jordan.lee@example.com');
    expect(request).toHaveTextContent('Can we move my 3pm with Sam to Thursday morning?');
    expect(created).toHaveTextContent(formatWorkflowDateTime(newestWorkflow.createdAt));
    expect(within(actions!).getByRole('button', { name: /^View Details/ })).toBeEnabled();
  });

  it("shows 'Unknown' and 'No request text' when the context lacks them", async () => {
    await workflowsBackend(server);
    renderWorkflows();
    await waitForRows();
    const [, status, user, request] = cells(rowOf(anonymousWorkflow.id));
    expect(user).toHaveTextContent(/^Unknown$/);
    expect(request).toHaveTextContent(/^No request text$/);
    expect(within(status!).getByText(/^failed$/)).toBeInTheDocument();
    expect(within(status!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows the e-mail address when there is no name', async () => {
    await workflowsBackend(server);
    renderWorkflows();
    await waitForRows();
    const riley = sampleWorkflows.find((w) => w.context.user.email === 'riley.park@example.com')!;
    expect(cells(rowOf(riley.id))[2]).toHaveTextContent(/^riley\.park@example\.com$/);
  });

  it('shows each status with spaces, its progress, and 0% for a status it does not know', async () => {
    const unknown = { ...newestWorkflow, id: 'ffffffff-0000-4000-8000-000000000001' };
    await workflowsBackend(
      server,
      {},
      // A status newer than the contract, as a future backend might send.
      reshaped<unknown[]>('*/api/dashboard/workflows', (rows) => [
        { ...unknown, status: 'escalated_to_human' },
        ...rows,
      ]),
    );
    renderWorkflows();
    await waitForRows();
    const [, status] = cells(rowOf(unknown.id));
    expect(within(status!).getByText(/^escalated to human$/)).toBeInTheDocument();
    expect(within(status!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    const expected: [string, string, string][] = [
      ['awaiting_host_response', 'awaiting host response', '80'],
      ['awaiting_new_slot_selection', 'awaiting new slot selection', '0'],
      ['rescheduled', 'rescheduled', '100'],
      ['find_new_slots_for_selected_meeting', 'find new slots for selected meeting', '60'],
    ];
    for (const [value, label, percent] of expected) {
      const row = rowOf(sampleWorkflows.find((w) => w.status === value)!.id);
      expect(cells(row)[1]).toHaveTextContent(label);
      expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', percent);
    }
  });

  it('shows a loading text while the list loads', async () => {
    await workflowsBackend(server, { faults: 'listWorkflows:hang' });
    renderWorkflows();
    expect(await screen.findByText('Loading workflows...')).toBeInTheDocument();
    expect(within(history()).queryByRole('table')).toBeNull();
  });

  it('shows an empty text when there are no workflows', async () => {
    await workflowsBackend(server, { rows: [] });
    renderWorkflows();
    expect(await screen.findByText('No workflows found')).toBeInTheDocument();
    expect(within(history()).queryByRole('table')).toBeNull();
  });

  it('shows the error of a failed list', async () => {
    await workflowsBackend(
      server,
      {},
      http.get('*/api/dashboard/workflows', () => failure('Workflow engine unavailable', 503)),
    );
    renderWorkflows();
    expect(
      await screen.findByText(
        'Error loading workflows: 503: {"error":"Workflow engine unavailable","code":"unavailable"}',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('No workflows found')).toBeNull();
  });
});

describe('Workflows: status tabs', () => {
  it('asks for the first page of 25 without a status on All', async () => {
    const requests = recordListRequests();
    await workflowsBackend(server);
    renderWorkflows();
    await waitForRows();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(requests).toEqual([{ status: null, limit: '25', page: '1' }]);
  });

  it('opens on the tab of the URL and filters by its status', async () => {
    const requests = recordListRequests();
    await workflowsBackend(server);
    renderWorkflows('/workflows?status=waiting');
    await waitForRows();
    expect(screen.getByRole('tab', { name: 'Waiting' })).toHaveAttribute('aria-selected', 'true');
    expect(requests).toEqual([{ status: 'awaiting_meeting_selection', limit: '25', page: '1' }]);
    expect(bodyRows()).toHaveLength(1);
    expect(cells(bodyRows()[0]!)[1]).toHaveTextContent('awaiting meeting selection');
  });

  it.each([
    ['Processing', 'processing', 'parsing_input'],
    ['Waiting', 'waiting', 'awaiting_meeting_selection'],
    ['Completed', 'completed', 'rescheduled'],
    ['Failed', 'failed', 'failed'],
  ])('%s puts ?status=%s in the URL and asks for %s', async (label, search, status) => {
    const requests = recordListRequests();
    await workflowsBackend(server);
    const { router, user } = renderWorkflows();
    await waitForRows();
    await user.click(screen.getByRole('tab', { name: label }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: search }));
    expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(requests.at(-1)).toEqual({ status, limit: '25', page: '1' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toBe(rowOf(sampleWorkflows.find((w) => w.status === status)!.id));
  });

  it('All takes the status out of the URL and shows every workflow again', async () => {
    await workflowsBackend(server);
    const { router, user } = renderWorkflows('/workflows?status=failed');
    await waitForRows();
    expect(bodyRows()).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(router.state.location.href).toBe('/workflows');
    await waitFor(() => expect(bodyRows()).toHaveLength(sampleWorkflows.length));
  });

  it('treats an unknown ?status= as All', async () => {
    const requests = recordListRequests();
    await workflowsBackend(server);
    renderWorkflows('/workflows?status=parsing_input');
    await waitForRows();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(requests).toEqual([{ status: null, limit: '25', page: '1' }]);
  });

  it('shows the empty text on a tab without workflows', async () => {
    const noFailures = sampleWorkflows.filter((w) => w.status !== 'failed');
    await workflowsBackend(server, { rows: noFailures });
    renderWorkflows('/workflows?status=failed');
    expect(await screen.findByText('No workflows found')).toBeInTheDocument();
  });
});

describe('Workflows: pagination', () => {
  it('shows 25 rows a page and moves between pages', async () => {
    const rows = manyWorkflows(60);
    await workflowsBackend(server, { rows });
    const { user } = renderWorkflows();
    await waitForRows();
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('Showing 1–25 of 60')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Workflow history pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Showing 51–60 of 60')).toBeInTheDocument();
    expect(rowOf(rows[50]!.id)).toBe(bodyRows()[0]);
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('Showing 26–50 of 60')).toBeInTheDocument();
    expect(rowOf(rows[25]!.id)).toBe(bodyRows()[0]);
  });

  it('starts a new tab on page 1', async () => {
    const rows = [
      ...manyWorkflows(80),
      ...Array.from({ length: 30 }, (_, i) =>
        workflowSummary({
          id: `fa11ed00-0000-4000-8000-${String(i).padStart(12, '0')}`,
          status: 'failed',
          ageHours: 1000 + i,
          durationSeconds: 3,
        }),
      ),
    ];
    await workflowsBackend(server, { rows });
    const { user } = renderWorkflows();
    await waitForRows();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText(/^Showing 51–75 of /)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Failed' }));
    await waitFor(() => expect(screen.getByText(/^Showing 1–25 of /)).toBeInTheDocument());
  });

  it('hides the pages when one page holds everything', async () => {
    await workflowsBackend(server);
    renderWorkflows();
    await waitForRows();
    expect(screen.queryByRole('navigation', { name: 'Workflow history pages' })).toBeNull();
    expect(
      screen.getByText(`Showing 1–${sampleWorkflows.length} of ${sampleWorkflows.length}`),
    ).toBeInTheDocument();
  });

  it('reaches every workflow of a busy deployment: the footer total is the card total', async () => {
    const rows = manyWorkflows(3034);
    const requests = recordListRequests();
    await workflowsBackend(server, { rows, withEvents: false });
    const { user } = renderWorkflows();
    await screen.findByText('Showing 1–25 of 3,034');
    expect(await within(card('Total Workflows')).findByText('3,034')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('Showing 1–25 of 3,034')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 122' }));
    expect(await screen.findByText('Showing 3,026–3,034 of 3,034')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(9));
    expect(bodyRows()[8]).toBe(rowOf(rows[3033]!.id));
    expect(requests.at(-1)).toEqual({ status: null, limit: '25', page: '122' });
  });

  it('refetches the page being read every 30 s, with its tab', async () => {
    const rows = manyWorkflows(60);
    await workflowsBackend(server, { rows });
    const { user, queryClient } = renderWorkflows();
    await waitForRows();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 26–50 of 60');
    const observers = queryClient
      .getQueryCache()
      .find({ queryKey: workflowKeys.list(undefined, 2), exact: true })?.observers;
    expect(observers?.map((o) => o.options.refetchInterval)).toEqual([30_000]);
  });
});

describe('Workflows: Refresh', () => {
  it('reads the list and the statistics again and shows what changed', async () => {
    const requests = recordListRequests();
    await workflowsBackend(server);
    const before = { total: sampleWorkflows.length };
    const { user } = renderWorkflows();
    await waitForRows();
    await within(card('Total Workflows')).findByText(String(before.total));
    expect(cells(rowOf(newestWorkflow.id))[1]).toHaveTextContent('parsing input');

    // The workflow moves on and another one arrives, in the mock's database.
    db.workflows.update((q) => q.where({ id: newestWorkflow.id }), {
      data(workflow) {
        workflow.status = 'fetching_meeting_options';
      },
    });
    const arrived = workflowSummary({
      id: 'a11e7e00-0000-4000-8000-000000000001',
      status: 'parsing_input',
      ageHours: 100,
      durationSeconds: 1,
    });
    await db.workflows.create(workflowRecord(arrived));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(cells(rowOf(newestWorkflow.id))[1]).toHaveTextContent('fetching meeting options'),
    );
    expect(within(rowOf(newestWorkflow.id)).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    await within(card('Total Workflows')).findByText(String(before.total + 1));
    expect(requests).toHaveLength(2);
  });
});
