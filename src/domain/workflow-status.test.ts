import { describe, expect, it } from 'vitest';
import {
  formatWorkflowDuration,
  shortWorkflowId,
  workflowBadge,
  workflowPhase,
  workflowProgress,
  workflowStatusLabel,
  WORKFLOW_TABS,
} from './workflow-status';

describe('workflow status table', () => {
  it.each([
    ['parsing_input', 10, 'in-progress', 'In Progress'],
    ['fetching_meeting_options', 20, 'in-progress', 'In Progress'],
    ['sending_options_to_user', 30, 'in-progress', 'In Progress'],
    ['awaiting_meeting_selection', 40, 'waiting', 'In Progress'],
    ['meeting_selected_prepare_data', 50, 'in-progress', 'In Progress'],
    ['find_new_slots_for_selected_meeting', 60, 'in-progress', 'In Progress'],
    ['awaiting_new_slot_selection', 0, 'waiting', 'In Progress'],
    ['awaiting_host_response', 80, 'waiting', 'In Progress'],
    ['rescheduled', 100, 'success', 'Complete'],
    ['rejected', 100, 'secondary', 'Complete'],
    ['failed', 100, 'destructive', 'Complete'],
    ['something_new', 0, 'neutral', 'In Progress'],
  ])('%s: %i%%, %s, %s', (status, progress, badge, phase) => {
    expect(workflowProgress(status)).toBe(progress);
    expect(workflowBadge(status)).toBe(badge);
    expect(workflowPhase(status)).toBe(phase);
  });

  it('shows underscores as spaces', () => {
    expect(workflowStatusLabel('awaiting_host_response')).toBe('awaiting host response');
    expect(workflowStatusLabel('failed')).toBe('failed');
  });

  it('does not treat inherited object keys as statuses', () => {
    expect(workflowProgress('toString')).toBe(0);
    expect(workflowPhase('constructor')).toBe('In Progress');
  });

  it('maps the tabs to their statuses', () => {
    expect(WORKFLOW_TABS.map((t) => [t.label, t.status])).toEqual([
      ['All', undefined],
      ['Processing', 'parsing_input'],
      ['Waiting', 'awaiting_meeting_selection'],
      ['Completed', 'rescheduled'],
      ['Failed', 'failed'],
    ]);
  });
});

describe('formatWorkflowDuration', () => {
  it.each([
    [0, '0s'],
    [45, '45s'],
    [59.9, '59s'],
    [60, '1m 0s'],
    [125, '2m 5s'],
    [3599, '59m 59s'],
    [3600, '1h 0m'],
    [3725, '1h 2m'],
    [90061, '25h 1m'],
    [-3, '0s'],
    [Number.NaN, '0s'],
    [null, '0s'],
  ])('%s -> %s', (seconds, text) => {
    expect(formatWorkflowDuration(seconds)).toBe(text);
  });
});

describe('shortWorkflowId', () => {
  it('keeps 8 characters and adds an ellipsis', () => {
    expect(shortWorkflowId('3f2a9c1e-7b4d-4e2a-9c1e-7b4d4e2a9c1e')).toBe('3f2a9c1e...');
  });
});
