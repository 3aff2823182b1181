import { describe, expect, it } from 'vitest';
import {
  completedCount,
  formatEventTime,
  formatWorkflowDateTime,
  secondsBetween,
  workflowRequestText,
  workflowUserLabel,
} from './format';
import { isWorkflowTabFilter, statusForTab, WORKFLOW_TAB_FILTERS } from './tabs';

describe('workflowUserLabel', () => {
  it('shows the name, else the e-mail address, else Unknown', () => {
    expect(workflowUserLabel({ name: 'Jordan Lee', email: 'jordan@example.com' })).toBe(
      'Jordan Lee',
    );
    expect(workflowUserLabel({ name: null, email: 'riley@example.com' })).toBe('riley@example.com');
    expect(workflowUserLabel({ name: '  ', email: 'riley@example.com' })).toBe('riley@example.com');
    expect(workflowUserLabel({ name: null, email: null })).toBe('Unknown');
    expect(workflowUserLabel({ name: '', email: '' })).toBe('Unknown');
    expect(workflowUserLabel({})).toBe('Unknown');
    expect(workflowUserLabel(null)).toBe('Unknown');
    expect(workflowUserLabel(undefined)).toBe('Unknown');
  });
});

describe('workflowRequestText', () => {
  it("shows the request text, else 'No request text'", () => {
    expect(workflowRequestText({ text: 'Move my 3pm' })).toBe('Move my 3pm');
    expect(workflowRequestText({ text: null })).toBe('No request text');
    expect(workflowRequestText({ text: ' ' })).toBe('No request text');
    expect(workflowRequestText({})).toBe('No request text');
    expect(workflowRequestText(null)).toBe('No request text');
  });
});

describe('dates', () => {
  it('formats in the given locale and the zone of the environment (UTC in tests)', () => {
    expect(formatWorkflowDateTime('2026-11-02T13:55:00.000Z', 'en-US')).toBe(
      'Nov 2, 2026, 1:55 PM',
    );
    expect(formatEventTime('2026-11-02T13:55:04.800Z', 'en-US')).toBe('Nov 2, 2026, 1:55:04 PM');
    expect(formatWorkflowDateTime('2026-11-02T13:55:00.000Z', 'de-DE')).toBe('02.11.2026, 13:55');
  });

  it('shows a dash for something that is not a date', () => {
    expect(formatWorkflowDateTime('yesterday')).toBe('—');
    expect(formatEventTime('')).toBe('—');
  });

  it('measures whole spans in seconds, never negative', () => {
    expect(secondsBetween('2026-11-02T13:55:00.000Z', '2026-11-02T14:00:12.400Z')).toBe(312.4);
    expect(secondsBetween('2026-11-02T14:00:00.000Z', '2026-11-02T13:00:00.000Z')).toBe(0);
    expect(secondsBetween('nope', '2026-11-02T13:00:00.000Z')).toBe(0);
  });
});

describe('completedCount', () => {
  it('adds rescheduled and rejected; a missing status counts 0', () => {
    expect(completedCount({ byStatus: { rescheduled: 9, rejected: 3, failed: 2 } })).toBe(12);
    expect(completedCount({ byStatus: { rejected: 4 } })).toBe(4);
    expect(completedCount({ byStatus: {} })).toBe(0);
  });
});

describe('tabs', () => {
  it('maps each tab of the URL to the status it filters by', () => {
    expect(WORKFLOW_TAB_FILTERS.map(statusForTab)).toEqual([
      'parsing_input',
      'awaiting_meeting_selection',
      'rescheduled',
      'failed',
    ]);
    expect(statusForTab(undefined)).toBeUndefined();
  });

  it('recognises only the four filter tabs', () => {
    expect(isWorkflowTabFilter('waiting')).toBe(true);
    expect(isWorkflowTabFilter('all')).toBe(false);
    expect(isWorkflowTabFilter('parsing_input')).toBe(false);
    expect(isWorkflowTabFilter(null)).toBe(false);
  });
});
