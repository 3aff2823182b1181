import { beforeEach, describe, expect, it } from 'vitest';
import {
  WORKFLOW_STATUS_ORDER,
  workflowProgress,
  type WorkflowStatus,
} from '../../src/domain/workflow-status';
import { db, resetDb } from '../db';
import { createRng, type Rng } from '../random';
import { JORDAN } from '../scenarios';
import { localParts } from '../time';
import { NOW, useScenario } from '../test/helpers';
import {
  advanceWorkflow,
  FAILURE_CHANCE,
  REJECTION_CHANCE,
  startWorkflow,
  tickWorkflows,
} from './workflow-engine';
import { FAILURES } from './workflows';

const MINUTE = 60_000;
const at = (minutes: number) => Date.parse(NOW) + minutes * MINUTE;

/**
 * An Rng whose decisions are scripted: `fail` says whether the n-th fallible step (0-based) fails,
 * `reject` whether the host rejects. Picks take the first item.
 */
function scripted(options: { failAt?: number; reject?: boolean } = {}): Rng {
  const base = createRng(1);
  let fallible = 0;
  return {
    ...base,
    pick: <T>(items: readonly T[]): T => {
      const first = items[0];
      if (first === undefined) throw new Error('empty');
      return first;
    },
    chance: (p) => {
      if (p === REJECTION_CHANCE) return options.reject === true;
      if (p === FAILURE_CHANCE) return fallible++ === options.failAt;
      throw new Error(`unexpected chance ${p}`);
    },
  };
}

function eventsOf(workflowId: string) {
  return db.workflowEvents
    .findMany((q) => q.where({ workflowId }))
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.id.localeCompare(b.id));
}

function workflowOf(id: string) {
  const workflow = db.workflows.findFirst((q) => q.where({ id }));
  if (!workflow) throw new Error(`no workflow ${id}`);
  return workflow;
}

/** Advances until final; returns the statuses passed through (after the start). */
async function runToEnd(id: string, rng: Rng, startMinute = 1): Promise<WorkflowStatus[]> {
  const seen: WorkflowStatus[] = [];
  for (let step = 0; step < 20; step++) {
    const result = await advanceWorkflow(db, id, at(startMinute + step), rng);
    if (!result) return seen;
    seen.push(result.to);
  }
  throw new Error('did not finish');
}

beforeEach(async () => {
  await useScenario('default', NOW);
});

describe('startWorkflow', () => {
  it('creates a parsing_input workflow for the host with WORKFLOW_CREATED and its first state', async () => {
    const workflow = await startWorkflow('Move my 1:1 to Friday', JORDAN.id, NOW);
    expect(workflow).toMatchObject({
      status: 'parsing_input',
      machineType: 'meeting-reschedule',
      userId: JORDAN.id,
      createdAt: NOW,
      updatedAt: NOW,
      context: {
        user: { name: JORDAN.name, email: JORDAN.email },
        input: { text: 'Move my 1:1 to Friday' },
        meetingId: null,
        error: null,
      },
    });
    expect(eventsOf(workflow.id).map((e) => [e.type, e.payload.value])).toEqual([
      ['WORKFLOW_CREATED', undefined],
      ['STATE_CHANGED:parsing_input', 'parsing_input'],
    ]);
  });

  it('leaves the requester unknown for an unknown account', async () => {
    const workflow = await startWorkflow('Anything', 'usr_nobody', NOW);
    expect(workflow.userId).toBeNull();
    expect(workflow.context.user).toEqual({ name: null, email: null });
  });
});

describe('advanceWorkflow', () => {
  it('walks the full order with the exact events and really moves the meeting', async () => {
    const { id } = await startWorkflow('Move my next meeting', JORDAN.id, NOW);
    const statuses = await runToEnd(id, scripted());
    expect(statuses).toEqual([...WORKFLOW_STATUS_ORDER.slice(1), 'rescheduled']);
    const progress = ['parsing_input', ...statuses].map(workflowProgress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(100);

    const events = eventsOf(id);
    expect(events.map((e) => e.type)).toEqual([
      'WORKFLOW_CREATED',
      'STATE_CHANGED:parsing_input',
      'STATE_CHANGED:fetching_meeting_options',
      'STATE_CHANGED:sending_options_to_user',
      'EVENT_RECEIVED:OPTIONS_SENT',
      'STATE_CHANGED:awaiting_meeting_selection',
      'EVENT_RECEIVED:MEETING_SELECTED',
      'STATE_CHANGED:meeting_selected_prepare_data',
      'STATE_CHANGED:find_new_slots_for_selected_meeting',
      'STATE_CHANGED:awaiting_host_response',
      'EVENT_RECEIVED:HOST_APPROVED',
      'STATE_CHANGED:rescheduled',
      'WORKFLOW_COMPLETED',
    ]);
    for (const e of events.filter((e) => e.type.startsWith('STATE_CHANGED:')))
      expect(e.payload.value).toBe(e.type.slice('STATE_CHANGED:'.length));
    const times = events.map((e) => Date.parse(e.timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);

    const workflow = workflowOf(id);
    expect(workflow.status).toBe('rescheduled');
    expect(workflow.updatedAt).toBe(events.at(-1)!.timestamp);
    expect(Date.parse(workflow.updatedAt) - Date.parse(workflow.createdAt)).toBeGreaterThan(
      6 * MINUTE,
    );

    // The meeting: Jordan's next one, moved inside the wish (none said: the next 14 days).
    const { meetingId, newSlot, previousSlot } = workflow.context;
    expect(meetingId).toBeTruthy();
    const meeting = db.meetings.findFirst((q) => q.where({ id: meetingId! }))!;
    expect(meeting.userId).toBe(JORDAN.id);
    expect(previousSlot).toBeTruthy();
    expect(newSlot).toEqual({ startTime: meeting.startTime, endTime: meeting.endTime });
    expect(meeting.startTime).not.toBe(previousSlot!.startTime);
    expect(Date.parse(meeting.startTime)).toBeGreaterThan(Date.parse(NOW));
    expect(Date.parse(meeting.endTime) - Date.parse(meeting.startTime)).toBe(
      Date.parse(previousSlot!.endTime) - Date.parse(previousSlot!.startTime),
    );
    const { intent } = workflow.context;
    expect(intent).toMatchObject({ meetingId, meetingTitle: meeting.title, partOfDay: 'any' });
    expect(Date.parse(meeting.startTime)).toBeGreaterThanOrEqual(Date.parse(intent!.window.start));
    expect(Date.parse(meeting.endTime)).toBeLessThanOrEqual(Date.parse(intent!.window.end));
    const after = localParts(Date.parse(meeting.startTime), JORDAN.timezone);
    expect([1, 2, 3, 4, 5]).toContain(after.dow);
    const clashes = db.meetings
      .all()
      .filter(
        (m) =>
          m.userId === JORDAN.id &&
          m.id !== meeting.id &&
          m.startTime < meeting.endTime &&
          m.endTime > meeting.startTime,
      );
    expect(clashes).toEqual([]);
    expect(
      db.activities
        .all()
        .some((a) => a.type === 'meeting_rescheduled' && a.message.includes(meeting.title)),
    ).toBe(true);

    // A final workflow stays where it is.
    expect(await advanceWorkflow(db, id, at(60), scripted())).toBeNull();
  });

  it('stops a rejected workflow with WORKFLOW_STOPPED and leaves the meeting alone', async () => {
    const { id } = await startWorkflow('Move my next meeting', JORDAN.id, NOW);
    const statuses = await runToEnd(id, scripted({ reject: true }));
    expect(statuses.at(-1)).toBe('rejected');
    expect(
      eventsOf(id)
        .map((e) => e.type)
        .slice(-3),
    ).toEqual(['EVENT_RECEIVED:HOST_REJECTED', 'STATE_CHANGED:rejected', 'WORKFLOW_STOPPED']);
    const workflow = workflowOf(id);
    const meeting = db.meetings.findFirst((q) => q.where({ id: workflow.context.meetingId! }))!;
    expect(workflow.context.previousSlot ?? null).toBeNull();
    expect(meeting.startTime).not.toBe(workflow.context.newSlot?.startTime);
  });

  it.each(FAILURES.map((f, index) => [f.after, f.message, index] as const))(
    'fails after %s with the error message in the payload and the context',
    async (after, message, index) => {
      // Without a host the request is not read: every fallible step may fail at random.
      const { id } = await startWorkflow('Move my next meeting', null, NOW);
      const statuses = await runToEnd(id, scripted({ failAt: index }));
      expect(statuses.at(-1)).toBe('failed');
      const order = ['parsing_input', ...statuses];
      expect(order.at(-2)).toBe(after);
      const events = eventsOf(id);
      expect(events.slice(-2).map((e) => [e.type, e.payload])).toEqual([
        ['STATE_CHANGED:failed', { value: 'failed' }],
        ['WORKFLOW_ERROR', { message }],
      ]);
      expect(workflowOf(id).context.error).toBe(message);
    },
  );

  it('moves a seeded workflow waiting for a new slot on to the host', async () => {
    const seeded = db.workflows.findFirst((q) =>
      q.where({ status: 'awaiting_new_slot_selection' }),
    )!;
    const result = await advanceWorkflow(db, seeded.id, NOW, scripted());
    expect(result?.to).toBe('awaiting_host_response');
    expect(result?.events.map((e) => e.type)).toEqual([
      'EVENT_RECEIVED:NEW_SLOT_SELECTED',
      'STATE_CHANGED:awaiting_host_response',
    ]);
    expect(workflowOf(seeded.id).updatedAt).toBe(result?.events.at(-1)?.timestamp);
  });

  it('reaches rescheduled, rejected and failed with realistic shares', async () => {
    resetDb();
    const rng = createRng(20261104);
    const total = 1000;
    for (let i = 0; i < total; i++) await startWorkflow(`Request ${i}`, null, NOW, { rng });
    for (let step = 1; step <= 10; step++) await tickWorkflows({ now: at(step), rng });
    const counts: Record<string, number> = {};
    for (const w of db.workflows.all()) counts[w.status] = (counts[w.status] ?? 0) + 1;
    expect(Object.keys(counts).sort()).toEqual(['failed', 'rejected', 'rescheduled']);
    expect(counts.rescheduled! / total).toBeCloseTo(0.65, 1);
    expect(Math.abs(counts.rescheduled! / total - 0.65)).toBeLessThan(0.04);
    expect(Math.abs(counts.rejected! / total - 0.2)).toBeLessThan(0.04);
    expect(Math.abs(counts.failed! / total - 0.15)).toBeLessThan(0.04);
    // Every final workflow ends with its terminal event.
    const last = new Map<string, string>();
    for (const e of db.workflowEvents
      .all()
      .sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.id.localeCompare(b.id)))
      last.set(e.workflowId, e.type);
    const terminal = { rescheduled: 'WORKFLOW_COMPLETED', rejected: 'WORKFLOW_STOPPED' };
    for (const w of db.workflows.all())
      expect(last.get(w.id)).toBe(
        w.status === 'failed' ? 'WORKFLOW_ERROR' : terminal[w.status as keyof typeof terminal],
      );
  }, 60_000);
});

describe('tickWorkflows', () => {
  it('advances every active workflow one step and leaves final ones alone', async () => {
    const before = new Map(db.workflows.all().map((w) => [w.id, w.status]));
    const results = await tickWorkflows({ now: at(1), rng: createRng(7) });
    const active = [...before].filter(
      ([, s]) => !['rescheduled', 'rejected', 'failed'].includes(s),
    );
    expect(results.map((r) => r.workflow.id).sort()).toEqual(active.map(([id]) => id).sort());
    for (const r of results) expect(r.from).toBe(before.get(r.workflow.id));
    for (const w of db.workflows.all()) {
      if (active.some(([id]) => id === w.id)) expect(w.status).not.toBe(before.get(w.id));
      else expect(w.status).toBe(before.get(w.id));
    }
  });

  it('lets waiting workflows wait when their chance says so', async () => {
    const results = await tickWorkflows({ now: at(1), rng: createRng(7), waitingChance: 0 });
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => !r.from.startsWith('awaiting_'))).toBe(true);
  });
});
