import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { recordRequests, reshaped } from '../../../../mocks/test/story-backend';
import type { components } from '../../../api/schema.gen';
import { failure } from '../../../test/api-failure';
import { renderApp } from '../../../test/render-app';
import { formatEventTime } from '../format';
import {
  anonymousWorkflow,
  FAILURE_MESSAGE,
  longHistoryEvents,
  roadmapSyncIntent,
  sampleWorkflows,
  workflowEvents,
  workflowsBackend,
} from '../test-seed';

type WorkflowDetails = components['schemas']['WorkflowDetails'];
const DETAILS = '*/api/dashboard/workflows/:id';

const failedWorkflow = sampleWorkflows.find((w) => w.status === 'failed')!;
const rescheduledWorkflow = sampleWorkflows.find((w) => w.status === 'rescheduled')!;
const waitingWorkflow = sampleWorkflows.find((w) => w.status === 'awaiting_meeting_selection')!;

/** Opens /workflows and clicks 'View Details' on the row of `id`. */
async function openDetails(id: string) {
  const view = renderApp('/workflows');
  const idCell = await screen.findByText(`${id.slice(0, 8)}...`);
  const row = idCell.closest('tr')!;
  await view.user.click(within(row).getByRole('button', { name: /View Details/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Workflow Details' });
  return { ...view, dialog };
}

afterEach(() => server.events.removeAllListeners('request:start'));

/** The details with their events newest first, as a server that does not sort may send them. */
const newestFirst = reshaped<WorkflowDetails>(DETAILS, (details) => ({
  ...details,
  events: [...details.events].reverse(),
}));

const section = (dialog: HTMLElement, name: string) => within(dialog).getByRole('region', { name });
/** The value of a term in a description list. */
const term = (container: HTMLElement, label: string) => {
  const dt = within(container).getByText(label, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
};

describe('Workflow Details dialog', () => {
  it('shows a loading text while the details load', async () => {
    await workflowsBackend(server, { faults: 'getWorkflowDetails:hang' });
    const { dialog } = await openDetails(waitingWorkflow.id);
    expect(within(dialog).getByText('Loading workflow details...')).toBeInTheDocument();
  });

  it('shows an error when the details fail', async () => {
    await workflowsBackend(
      server,
      {},
      http.get(DETAILS, () => failure('Workflow not found', 404)),
    );
    const { dialog } = await openDetails(waitingWorkflow.id);
    expect(await within(dialog).findByText('Error loading workflow details')).toBeInTheDocument();
    expect(
      within(dialog).getByText('404: {"error":"Workflow not found","code":"not_found"}'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Summary' })).toBeNull();
  });

  it('reads the workflow that was clicked and shows its summary', async () => {
    const requested = recordRequests(server, /^\/api\/dashboard\/workflows\/[^/]+$/, (url) =>
      url.pathname.split('/').at(-1)!,
    );
    await workflowsBackend(server);
    const { dialog } = await openDetails(rescheduledWorkflow.id);
    const summary = await within(dialog).findByRole('region', { name: 'Summary' });
    expect(requested).toEqual([rescheduledWorkflow.id]);
    expect(term(summary, 'ID')).toHaveTextContent(rescheduledWorkflow.id);
    expect(term(summary, 'Type')).toHaveTextContent('meeting-reschedule');
    expect(term(summary, 'Status')).toHaveTextContent('rescheduled');
    expect(term(summary, 'Status')).toHaveTextContent('Complete');
    expect(within(term(summary, 'Progress')).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(term(summary, 'Created')).toHaveTextContent(
      formatEventTime(rescheduledWorkflow.createdAt),
    );
    expect(term(summary, 'Updated')).toHaveTextContent(
      formatEventTime(rescheduledWorkflow.updatedAt),
    );
    // 9000 s from creation to the last update.
    expect(term(summary, 'Duration')).toHaveTextContent('2h 30m');
  });

  it('shows an unfinished workflow as In Progress', async () => {
    await workflowsBackend(server);
    const { dialog } = await openDetails(waitingWorkflow.id);
    const summary = await within(dialog).findByRole('region', { name: 'Summary' });
    expect(term(summary, 'Status')).toHaveTextContent('awaiting meeting selection');
    expect(term(summary, 'Status')).toHaveTextContent('In Progress');
    expect(within(summary).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });

  it('shows the context: user, request and the other keys', async () => {
    await workflowsBackend(server);
    const { dialog } = await openDetails(waitingWorkflow.id);
    const context = await within(dialog).findByRole('region', { name: 'Context' });
    expect(term(context, 'User')).toHaveTextContent('Jordan Lee');
    expect(term(context, 'User')).toHaveTextContent('jordan.lee@example.com');
    expect(term(context, 'Request')).toHaveTextContent(
      'Can we move my 3pm with Sam to Thursday morning?',
    );
    expect(term(context, 'Meeting ID')).toHaveTextContent('evt_3k9q2m7f');
    expect(term(context, 'Error')).toHaveTextContent('None');
  });

  it('shows what the assistant understood in words: meeting, window, part of day', async () => {
    await workflowsBackend(server, {
      extra: {
        [waitingWorkflow.id]: {
          context: { intent: roadmapSyncIntent },
        },
      },
    });
    const { dialog } = await openDetails(waitingWorkflow.id);
    const context = await within(dialog).findByRole('region', { name: 'Context' });
    expect(term(context, 'Meeting')).toHaveTextContent(/^Roadmap sync$/);
    expect(term(context, 'Window')).toHaveTextContent(/^Tue, Nov 10 \(EST, America\/New_York\)$/);
    expect(term(context, 'Part of day')).toHaveTextContent(/^Afternoon \(from noon\)$/);
    // In words, not as the raw object.
    expect(within(context).queryByText('Intent')).toBeNull();
  });

  it("shows the conversation: the options sent, the choices and by whom, the host's answer", async () => {
    const conversationContext = {
      intent: {
        meetingId: 'evt_b',
        meetingTitle: 'Roadmap sync',
        window: { start: '2026-11-10T05:00:00.000Z', end: '2026-11-11T05:00:00.000Z' },
        partOfDay: 'pm' as const,
        timeZone: 'America/New_York',
      },
      meetingOptions: [
        {
          option: 1,
          meetingId: 'evt_a',
          meetingTitle: 'Roadmap sync',
          startTime: '2026-11-05T14:45:00.000Z',
          endTime: '2026-11-05T15:45:00.000Z',
          label: 'Roadmap sync — Thu, Nov 5, 9:45 AM',
        },
        {
          option: 2,
          meetingId: 'evt_b',
          meetingTitle: 'Roadmap sync',
          startTime: '2026-11-05T16:15:00.000Z',
          endTime: '2026-11-05T17:45:00.000Z',
          label: 'Roadmap sync — Thu, Nov 5, 11:15 AM',
        },
      ],
      meetingSelection: { option: 2, by: 'Jordan Lee', at: '2026-11-04T15:04:00.000Z' },
      slotOptions: [
        {
          startTime: '2026-11-11T17:00:00.000Z',
          endTime: '2026-11-11T18:30:00.000Z',
          reason: 'Tuesday afternoon is full; Wednesday 12:00 PM is the nearest afternoon',
        },
        {
          startTime: '2026-11-10T15:00:00.000Z',
          endTime: '2026-11-10T16:30:00.000Z',
          reason: 'Tuesday afternoon is full; Tuesday 10:00 AM is the nearest morning',
        },
      ],
      slotSelection: { option: 2, by: 'Jordan Lee', at: '2026-11-04T15:09:00.000Z' },
      hostAnswer: {
        answer: 'approved' as const,
        by: 'Jordan Lee',
        at: '2026-11-04T15:10:00.000Z',
      },
    };
    await workflowsBackend(server, {
      extra: { [rescheduledWorkflow.id]: { context: conversationContext } },
    });
    const { dialog } = await openDetails(rescheduledWorkflow.id);
    const conversation = await within(dialog).findByRole('region', { name: 'Conversation' });

    const meetings = within(conversation).getByRole('region', {
      name: 'Meetings sent to Jordan Lee',
    });
    const sent = within(meetings).getAllByRole('listitem');
    expect(sent.map((li) => li.textContent)).toEqual([
      'Roadmap sync — Thu, Nov 5, 9:45 AM',
      'Roadmap sync — Thu, Nov 5, 11:15 AM' + 'Chosen by Jordan Lee',
    ]);
    expect(meetings).toHaveTextContent(
      `Option 2 chosen by Jordan Lee on ${formatEventTime('2026-11-04T15:04:00.000Z')}`,
    );

    const times = within(conversation).getByRole('region', {
      name: 'New times proposed to Jordan Lee',
    });
    const proposed = within(times).getAllByRole('listitem');
    expect(proposed).toHaveLength(2);
    expect(proposed[0]).toHaveTextContent(
      /^Wed, Nov 11, 12:00 PM – 1:30 PMTuesday afternoon is full; Wednesday 12:00 PM is the nearest afternoon$/,
    );
    expect(within(proposed[1]!).getByText('Chosen by Jordan Lee')).toBeInTheDocument();

    const host = within(conversation).getByRole('region', { name: "The host's answer" });
    expect(host).toHaveTextContent(
      `Approved by Jordan Lee on ${formatEventTime('2026-11-04T15:10:00.000Z')}`,
    );
    // Shown in words, not again as raw context.
    const context = section(dialog, 'Context');
    expect(within(context).queryByText('Slot options')).toBeNull();
    expect(within(context).queryByText('Host answer')).toBeNull();
  });

  it('has no conversation for a workflow that never asked or proposed', async () => {
    await workflowsBackend(server);
    const { dialog } = await openDetails(failedWorkflow.id);
    await within(dialog).findByRole('region', { name: 'Context' });
    expect(within(dialog).queryByRole('region', { name: 'Conversation' })).toBeNull();
  });

  it("shows 'Unknown' and 'No request text', and structured context as JSON", async () => {
    await workflowsBackend(
      server,
      {},
      // Keys the contract allows in a context and the mock never writes, as another server may.
      reshaped<WorkflowDetails>(DETAILS, (details) => ({
        ...details,
        workflow: {
          ...details.workflow,
          context: {
            ...details.workflow.context,
            attempts: 3,
            slack: { channel: 'C024BE91L', thread: null },
          },
        },
      })),
    );
    const { dialog } = await openDetails(anonymousWorkflow.id);
    const context = await within(dialog).findByRole('region', { name: 'Context' });
    expect(term(context, 'User')).toHaveTextContent(/^Unknown$/);
    expect(term(context, 'Request')).toHaveTextContent(/^No request text$/);
    expect(term(context, 'Error')).toHaveTextContent('Could not parse the request');
    expect(term(context, 'Attempts')).toHaveTextContent('3');
    expect(term(context, 'Slack').textContent).toBe(
      JSON.stringify({ channel: 'C024BE91L', thread: null }, null, 2),
    );
  });

  it('draws the flow: one node per event in time order, the error message on its node', async () => {
    // The diagram sorts: hand it the events newest first.
    await workflowsBackend(server, {}, newestFirst);
    const { dialog } = await openDetails(failedWorkflow.id);
    const flow = await within(dialog).findByRole('region', { name: 'Workflow Flow' });
    const canvas = await within(flow).findByRole('application', { name: 'Workflow flow diagram' });
    const nodes = within(canvas).getAllByRole('group');
    expect(nodes.map((node) => node.getAttribute('aria-label'))).toEqual([
      'Step 1: Workflow created',
      'Step 2: State changed: parsing_input',
      'Step 3: State changed: fetching_meeting_options',
      'Step 4: State changed: failed',
      `Step 5: Workflow error: ${FAILURE_MESSAGE}`,
    ]);
    expect(within(nodes[4]!).getByText(FAILURE_MESSAGE)).toBeInTheDocument();
    expect(nodes[4]!.querySelector('[data-kind="error"]')).not.toBeNull();
    expect(within(nodes[1]!).getByText('parsing_input')).toBeInTheDocument();
    // Four a row, 300 px apart, 150 px down.
    expect(nodes.map((node) => node.style.transform)).toEqual([
      'translate(0px,0px)',
      'translate(300px,0px)',
      'translate(600px,0px)',
      'translate(900px,0px)',
      'translate(0px,150px)',
    ]);
    expect(within(canvas).getByRole('button', { name: 'Zoom In' })).toBeInTheDocument();
    expect(within(canvas).getByRole('button', { name: 'Fit View' })).toBeInTheDocument();
  });

  it('draws 14 events on four rows, with a first view kept readable and no empty band', async () => {
    await workflowsBackend(server, {
      extra: { [failedWorkflow.id]: { events: longHistoryEvents(failedWorkflow, 14) } },
    });
    const { dialog } = await openDetails(failedWorkflow.id);
    const flow = await within(dialog).findByRole('region', { name: 'Workflow Flow' });
    const canvas = await within(flow).findByRole('application', { name: 'Workflow flow diagram' });
    const nodes = within(canvas).getAllByRole('group');
    expect(nodes).toHaveLength(14);
    expect(nodes.at(-1)?.style.transform).toBe('translate(300px,450px)');
    // The first zoom stays at 0.75 or more (fitFlowView sizes the box to the rows).
    const zoom = Number(canvas.parentElement!.dataset.zoom);
    expect(zoom).toBeGreaterThanOrEqual(0.75);
    // The viewport starts at the top of the nodes (24 px in), scaled by that zoom.
    const viewport = canvas.querySelector<HTMLElement>('.react-flow__viewport')!;
    expect(viewport.style.transform).toMatch(
      new RegExp(`translate\\([\\d.]+px, ?24px\\) scale\\(${zoom.toFixed(2).replace('.', '\\.')}`),
    );
  });

  it('lists the event history in time order with type, time and message or value', async () => {
    const details = { events: [...workflowEvents(rescheduledWorkflow)].reverse() };
    await workflowsBackend(server, {}, newestFirst);
    const { dialog } = await openDetails(rescheduledWorkflow.id);
    const historyCard = await within(dialog).findByRole('region', { name: 'Event History' });
    const items = within(historyCard).getAllByRole('listitem');
    const sorted = [...details.events].reverse();
    expect(items).toHaveLength(sorted.length);
    expect(items[0]).toHaveTextContent('Workflow created');
    expect(items[0]).toHaveTextContent('WORKFLOW_CREATED');
    expect(items[0]).toHaveTextContent(formatEventTime(sorted[0]!.timestamp));
    expect(items[1]).toHaveTextContent('STATE_CHANGED:parsing_input');
    expect(items[1]).toHaveTextContent(/parsing_input$/);
    const selected = items.find((item) => item.textContent?.includes('MEETING_SELECTED'));
    expect(selected).toHaveTextContent('Jordan Lee picked option 2');
    expect(items.at(-1)).toHaveTextContent('Workflow completed');
    expect(items.at(-1)).toHaveTextContent('Meeting moved and invitations updated');
  });

  it("shows 'No events to display' for a workflow without events", async () => {
    await workflowsBackend(server, { extra: { [waitingWorkflow.id]: { events: [] } } });
    const { dialog } = await openDetails(waitingWorkflow.id);
    const flow = await within(dialog).findByRole('region', { name: 'Workflow Flow' });
    expect(within(flow).getByText('No events to display')).toBeInTheDocument();
    expect(within(flow).queryByRole('application')).toBeNull();
    expect(
      within(section(dialog, 'Event History')).getByText('No events to display'),
    ).toBeInTheDocument();
  });

  it('closes, and opens again on another workflow', async () => {
    await workflowsBackend(server);
    const { dialog, user } = await openDetails(waitingWorkflow.id);
    await within(dialog).findByRole('region', { name: 'Summary' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const row = screen.getByText(`${failedWorkflow.id.slice(0, 8)}...`).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /View Details/ }));
    const again = await screen.findByRole('dialog', { name: 'Workflow Details' });
    const summary = await within(again).findByRole('region', { name: 'Summary' });
    expect(term(summary, 'ID')).toHaveTextContent(failedWorkflow.id);
  });
});
