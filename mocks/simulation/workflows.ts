/**
 * Workflow histories: the events a rescheduling workflow records on its way to a status. Used by
 * the seeds (a workflow seeded "in status X" carries the full, consistent history that led
 * there). `workflow-engine.ts` advances workflows live with the same event types and messages.
 *
 * The flow: parsing_input → fetching_meeting_options → sending_options_to_user →
 * awaiting_meeting_selection → meeting_selected_prepare_data →
 * find_new_slots_for_selected_meeting → (awaiting_new_slot_selection →) awaiting_host_response →
 * rescheduled | rejected; any step may fail.
 */
import type { WorkflowStatus } from '../../src/domain/workflow-status';
import type { Rng } from '../random';

export const MACHINE_TYPE = 'meeting-reschedule';

export interface HistoryEvent {
  type: string;
  /** Milliseconds after the workflow's creation. */
  at: number;
  payload: { message?: string; value?: string };
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const FAILURES: readonly { after: WorkflowStatus; message: string }[] = [
  { after: 'parsing_input', message: 'Could not parse the request' },
  {
    after: 'fetching_meeting_options',
    message: 'Google Calendar API error: 503 Service Unavailable',
  },
  { after: 'sending_options_to_user', message: 'Slack API error: channel_not_found' },
  {
    after: 'find_new_slots_for_selected_meeting',
    message: 'No free slots found in the next 14 days',
  },
];

const LINEAR: readonly WorkflowStatus[] = [
  'parsing_input',
  'fetching_meeting_options',
  'sending_options_to_user',
  'awaiting_meeting_selection',
  'meeting_selected_prepare_data',
  'find_new_slots_for_selected_meeting',
];

interface BuildOptions {
  /** Who asked (for the messages). */
  requester: string;
  rng: Rng;
  /** Take the detour through awaiting_new_slot_selection (always when it is the target). */
  newSlotDetour?: boolean;
}

/**
 * The events of a workflow that reached `target`, with times relative to its creation.
 * Every transition records `STATE_CHANGED:{state}` (payload.value = state), every awaited input
 * `EVENT_RECEIVED:{event}`; the history starts with `WORKFLOW_CREATED` and a final workflow ends
 * with `WORKFLOW_COMPLETED` (rescheduled), `WORKFLOW_STOPPED` (rejected) or `WORKFLOW_ERROR`
 * (failed, payload.message = the error).
 */
export function buildHistory(
  target: WorkflowStatus,
  options: BuildOptions,
): {
  events: HistoryEvent[];
  error: string | null;
} {
  const { rng, requester } = options;
  const events: HistoryEvent[] = [];
  let t = 0;
  const push = (type: string, payload: HistoryEvent['payload'] = {}) =>
    events.push({ type, at: t, payload });
  const state = (status: WorkflowStatus) => push(`STATE_CHANGED:${status}`, { value: status });
  const wait = (minMs: number, maxMs: number) => {
    t += rng.int(minMs, maxMs);
  };

  const failure = target === 'failed' ? rng.pick(FAILURES) : null;
  const detour = target === 'awaiting_new_slot_selection' || options.newSlotDetour === true;

  push('WORKFLOW_CREATED');
  wait(100, 400);

  for (const status of LINEAR) {
    state(status);
    if (status === target) return { events, error: null };
    if (failure && failure.after === status) {
      wait(300, 4 * SECOND);
      state('failed');
      push('WORKFLOW_ERROR', { message: failure.message });
      return { events, error: failure.message };
    }
    switch (status) {
      case 'parsing_input':
        wait(800, 3 * SECOND);
        break;
      case 'fetching_meeting_options':
        wait(1500, 6 * SECOND);
        break;
      case 'sending_options_to_user':
        wait(400, 2 * SECOND);
        push('EVENT_RECEIVED:OPTIONS_SENT', { message: `Sent 3 options to ${requester} on Slack` });
        wait(50, 300);
        break;
      case 'awaiting_meeting_selection':
        wait(2 * MINUTE, 90 * MINUTE);
        push('EVENT_RECEIVED:MEETING_SELECTED', {
          message: `${requester} picked option ${rng.int(1, 3)}`,
          value: `option_${rng.int(1, 3)}`,
        });
        wait(50, 300);
        break;
      case 'meeting_selected_prepare_data':
        wait(500, 2 * SECOND);
        break;
      case 'find_new_slots_for_selected_meeting':
        wait(1 * SECOND, 5 * SECOND);
        break;
      default:
        break;
    }
  }

  if (detour) {
    state('awaiting_new_slot_selection');
    if (target === 'awaiting_new_slot_selection') return { events, error: null };
    wait(5 * MINUTE, 60 * MINUTE);
    push('EVENT_RECEIVED:NEW_SLOT_SELECTED', {
      message: `${requester} chose a new time`,
      value: 'slot_1',
    });
    wait(100, 500);
  }

  state('awaiting_host_response');
  if (target === 'awaiting_host_response') return { events, error: null };

  wait(5 * MINUTE, 180 * MINUTE);
  if (target === 'rejected') {
    push('EVENT_RECEIVED:HOST_REJECTED', { message: 'The host declined the new time' });
    wait(100, 600);
    state('rejected');
    push('WORKFLOW_STOPPED', { message: 'Rescheduling declined by the host' });
    return { events, error: null };
  }
  push('EVENT_RECEIVED:HOST_APPROVED', { message: 'The host accepted the new time' });
  wait(500, 3 * SECOND);
  state('rescheduled');
  push('WORKFLOW_COMPLETED', { message: 'Meeting moved and invitations updated' });
  return { events, error: null };
}

/** Requests people send to the rescheduling assistant. */
export const REQUEST_TEXTS: readonly string[] = [
  'Can we move my 3pm with Sam to Thursday morning?',
  'Push the design review to next week please',
  'I need to reschedule tomorrow’s 1:1 with Priya, something came up',
  'Move the roadmap sync to any afternoon this week',
  'Can the customer call with Acme happen an hour later?',
  'Please find a new time for the hiring panel, two interviewers are out',
  'Shift Friday’s retro to Monday',
  'Reschedule the budget review to after the board meeting',
  'Could we do the onboarding session on Wednesday instead?',
  'Move my dentist-conflicting meeting on Tuesday',
  'Find a slot next week for the quarterly planning, 90 minutes',
  'Swap the Tuesday and Thursday standups',
];
