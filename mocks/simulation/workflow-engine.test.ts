import { beforeEach, describe, expect, it } from 'vitest';
import { formatZonedMoment } from '../../src/domain/workflow-intent';
import { workflowProgress, type WorkflowStatus } from '../../src/domain/workflow-status';
import { db, resetDb } from '../db';
import { createRng } from '../random';
import { JORDAN } from '../scenarios';
import { localParts } from '../time';
import { NOW, useScenario } from '../test/helpers';
import {
  advanceWorkflow,
  AnswerError,
  answerWorkflow,
  startWorkflow,
  tickWorkflows,
} from './workflow-engine';
import { stillFree } from './intent';

const MINUTE = 60_000;
const at = (minutes: number) => Date.parse(NOW) + minutes * MINUTE;

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
async function runToEnd(id: string, startMinute = 1): Promise<WorkflowStatus[]> {
  const seen: WorkflowStatus[] = [];
  for (let step = 0; step < 20; step++) {
    const result = await advanceWorkflow(db, id, at(startMinute + step));
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

/** Advances until the workflow waits for a person (or ends); returns the statuses passed. */
async function runUntilWaiting(id: string, startMinute = 1): Promise<WorkflowStatus[]> {
  const seen: WorkflowStatus[] = [];
  for (let step = 0; step < 20; step++) {
    const result = await advanceWorkflow(db, id, at(startMinute + step), { people: 'wait' });
    if (!result) return seen;
    seen.push(result.to);
  }
  throw new Error('did not stop');
}

const README_EXAMPLE = 'move my Roadmap sync on Thursday to next Tuesday afternoon';
const NY = JORDAN.timezone;

describe('advanceWorkflow', () => {
  it('walks a clear request to rescheduled with the exact events, and really moves the meeting', async () => {
    const { id } = await startWorkflow('Move my next meeting', JORDAN.id, NOW);
    const statuses = await runToEnd(id);
    // One meeting fits: nothing to ask, so no options are sent.
    expect(statuses).toEqual([
      'fetching_meeting_options',
      'meeting_selected_prepare_data',
      'find_new_slots_for_selected_meeting',
      'awaiting_host_response',
      'rescheduled',
    ]);
    const progress = ['parsing_input', ...statuses].map(workflowProgress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(100);

    const events = eventsOf(id);
    expect(events.map((e) => e.type)).toEqual([
      'WORKFLOW_CREATED',
      'STATE_CHANGED:parsing_input',
      'STATE_CHANGED:fetching_meeting_options',
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
    expect(workflow.context.hostAnswer).toEqual({
      answer: 'approved',
      by: JORDAN.name,
      at: new Date(at(5)).toISOString(),
    });

    // The meeting: Jordan's next one, moved inside the wish (none said: the next 14 days).
    const { meetingId, newSlot, previousSlot } = workflow.context;
    const meeting = db.meetings.findFirst((q) => q.where({ id: meetingId! }))!;
    expect(meeting.userId).toBe(JORDAN.id);
    expect(newSlot).toEqual({ startTime: meeting.startTime, endTime: meeting.endTime });
    expect(meeting.startTime).not.toBe(previousSlot!.startTime);
    // Never less than 20 hours ahead; the same length.
    expect(Date.parse(meeting.startTime)).toBeGreaterThanOrEqual(
      Date.parse(NOW) + 20 * 60 * MINUTE,
    );
    expect(Date.parse(meeting.endTime) - Date.parse(meeting.startTime)).toBe(
      Date.parse(previousSlot!.endTime) - Date.parse(previousSlot!.startTime),
    );
    const { intent } = workflow.context;
    expect(intent).toMatchObject({ meetingId, meetingTitle: meeting.title, partOfDay: 'any' });
    expect(Date.parse(meeting.startTime)).toBeGreaterThanOrEqual(Date.parse(intent!.window.start));
    expect(Date.parse(meeting.endTime)).toBeLessThanOrEqual(Date.parse(intent!.window.end));
    const after = localParts(Date.parse(meeting.startTime), NY);
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
    expect(await advanceWorkflow(db, id, at(60))).toBeNull();
  });

  it('asks when the request is ambiguous, waits for the choice, then moves the chosen meeting', async () => {
    const { id } = await startWorkflow(README_EXAMPLE, JORDAN.id, NOW);
    expect(await runUntilWaiting(id)).toEqual([
      'fetching_meeting_options',
      'sending_options_to_user',
      'awaiting_meeting_selection',
    ]);
    const waiting = workflowOf(id);
    const options = waiting.context.meetingOptions!;
    // Jordan's default calendar has two Roadmap syncs on Thursday 5 November.
    expect(options.map((o) => [o.option, o.label])).toEqual([
      [1, `Roadmap sync — ${formatZonedMoment(options[0]!.startTime, NY)}`],
      [2, `Roadmap sync — ${formatZonedMoment(options[1]!.startTime, NY)}`],
    ]);
    expect(options.every((o) => o.label.includes('Thu, Nov 5'))).toBe(true);
    expect(
      eventsOf(id).find((e) => e.type === 'EVENT_RECEIVED:OPTIONS_SENT')?.payload.message,
    ).toBe(
      `Sent 2 options to Jordan Lee on Slack: 1. ${options[0]!.label}; 2. ${options[1]!.label}`,
    );
    expect(waiting.context.meetingId).toBeNull();
    expect(waiting.context.intent).toBeUndefined();
    // The runner never answers for a person.
    expect(await advanceWorkflow(db, id, at(10), { people: 'wait' })).toBeNull();
    await tickWorkflows({ now: at(10), people: 'wait', only: (w) => w.id === id });
    expect(workflowOf(id).status).toBe('awaiting_meeting_selection');

    const picked = await answerWorkflow(db, id, { kind: 'option', option: 2 }, at(11));
    expect(picked?.to).toBe('meeting_selected_prepare_data');
    expect(picked?.events[0]?.payload).toEqual({
      message: `Jordan Lee picked option 2: ${options[1]!.label}`,
      value: 'option_2',
    });
    const chosen = workflowOf(id).context;
    expect(chosen.meetingSelection).toEqual({
      option: 2,
      by: 'Jordan Lee',
      at: new Date(at(11)).toISOString(),
    });
    expect(chosen.meetingId).toBe(options[1]!.meetingId);
    // Next Tuesday (10 November) afternoon, as the request said.
    expect(chosen.intent).toMatchObject({
      meetingId: options[1]!.meetingId,
      window: { start: '2026-11-10T05:00:00.000Z', end: '2026-11-11T05:00:00.000Z' },
      partOfDay: 'pm',
    });
    // Option 2 lasts 90 minutes: Tuesday afternoon has no such gap, so it proposes instead.
    expect(await runUntilWaiting(id, 12)).toEqual([
      'find_new_slots_for_selected_meeting',
      'awaiting_new_slot_selection',
    ]);
    const proposals = workflowOf(id).context.slotOptions!;
    expect(proposals).toHaveLength(3);
    expect(proposals.every((p) => p.reason?.startsWith('Tuesday afternoon is full; '))).toBe(true);
    await answerWorkflow(db, id, { kind: 'option', option: 1 }, at(19));
    const done = await answerWorkflow(db, id, { kind: 'host', approve: true }, at(20));
    expect(done?.to).toBe('rescheduled');
    const moved = db.meetings.findFirst((q) => q.where({ id: options[1]!.meetingId }))!;
    expect(moved.startTime).toBe(proposals[0]!.startTime);
    expect(Date.parse(moved.endTime) - Date.parse(moved.startTime)).toBe(90 * MINUTE);
  });

  it('moves option 1 of the README example inside the wish: next Tuesday afternoon', async () => {
    const { id } = await startWorkflow(README_EXAMPLE, JORDAN.id, NOW);
    await runUntilWaiting(id);
    await answerWorkflow(db, id, { kind: 'option', option: 1 }, at(5));
    expect((await runUntilWaiting(id, 6)).at(-1)).toBe('awaiting_host_response');
    await answerWorkflow(db, id, { kind: 'host', approve: true }, at(10));
    const { meetingId } = workflowOf(id).context;
    const moved = db.meetings.findFirst((q) => q.where({ id: meetingId! }))!;
    expect(formatZonedMoment(moved.startTime, NY)).toBe('Tue, Nov 10, 1:30 PM');
  });

  it('proposes the nearest three with reasons when the wished afternoon is full', async () => {
    // Thursday 12 November's afternoon has no free 90 minutes for this 90-minute meeting.
    const { id } = await startWorkflow(
      'Move my coffee chat with Alex to next Thursday afternoon',
      JORDAN.id,
      NOW,
    );
    expect((await runUntilWaiting(id)).at(-1)).toBe('awaiting_new_slot_selection');
    const { slotOptions, newSlot } = workflowOf(id).context;
    expect(newSlot).toBeNull();
    expect(slotOptions?.map((o) => [formatZonedMoment(o.startTime, NY), o.reason])).toEqual([
      [
        'Mon, Nov 16, 12:00 PM',
        'Thursday afternoon is full; Mon, Nov 16, 12:00 PM is the nearest afternoon',
      ],
      [
        'Mon, Nov 9, 11:30 AM',
        'Thursday afternoon is full; Monday 11:30 AM is the nearest free time',
      ],
      [
        'Tue, Nov 17, 12:00 PM',
        'Thursday afternoon is full; Tue, Nov 17, 12:00 PM is the nearest afternoon',
      ],
    ]);
    for (const o of slotOptions!)
      expect(Date.parse(o.endTime) - Date.parse(o.startTime)).toBe(90 * MINUTE);
    expect(
      eventsOf(id)
        .filter((e) => e.type === 'EVENT_RECEIVED:OPTIONS_SENT')
        .at(-1)?.payload.message,
    ).toMatch(/^Sent 3 new times to Jordan Lee on Slack \(Thursday afternoon is full\): 1\. /);

    // Every proposal passes the approval's own check (the slot engine, at that moment).
    const target = db.meetings.findFirst((q) =>
      q.where({ id: workflowOf(id).context.meetingId! }),
    )!;
    for (const o of slotOptions!) expect(stillFree(db, target, o, at(30))).toBe(true);
    const chose = await answerWorkflow(db, id, { kind: 'option', option: 2 }, at(30));
    expect(chose?.to).toBe('awaiting_host_response');
    expect(workflowOf(id).context.newSlot).toEqual({
      startTime: slotOptions![1]!.startTime,
      endTime: slotOptions![1]!.endTime,
    });
    expect(workflowOf(id).context.slotSelection).toMatchObject({ option: 2, by: 'Jordan Lee' });
    expect((await answerWorkflow(db, id, { kind: 'host', approve: true }, at(31)))?.to).toBe(
      'rescheduled',
    );
    const moved = db.meetings.findFirst((q) => q.where({ id: workflowOf(id).context.meetingId! }))!;
    expect(moved.startTime).toBe(slotOptions![1]!.startTime);
  });

  it('stops a workflow the host rejects with WORKFLOW_STOPPED and leaves the meeting alone', async () => {
    const { id } = await startWorkflow('Move my next meeting', JORDAN.id, NOW);
    await runUntilWaiting(id);
    const meetingId = workflowOf(id).context.meetingId!;
    const before = db.meetings.findFirst((q) => q.where({ id: meetingId }))!.startTime;
    const result = await answerWorkflow(db, id, { kind: 'host', approve: false }, at(10));
    expect(result?.to).toBe('rejected');
    expect(
      eventsOf(id)
        .map((e) => e.type)
        .slice(-3),
    ).toEqual(['EVENT_RECEIVED:HOST_REJECTED', 'STATE_CHANGED:rejected', 'WORKFLOW_STOPPED']);
    const workflow = workflowOf(id);
    expect(workflow.context.hostAnswer).toMatchObject({ answer: 'rejected', by: JORDAN.name });
    expect(workflow.context.previousSlot ?? null).toBeNull();
    expect(db.meetings.findFirst((q) => q.where({ id: meetingId }))!.startTime).toBe(before);
  });

  it('refuses an answer the workflow is not waiting for, and changes nothing', async () => {
    const { id } = await startWorkflow('Move my next meeting', JORDAN.id, NOW);
    await expect(answerWorkflow(db, id, { kind: 'option', option: 1 }, at(1))).rejects.toThrow(
      AnswerError,
    );
    await runUntilWaiting(id);
    const error = await answerWorkflow(db, id, { kind: 'option', option: 1 }, at(9)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AnswerError);
    expect((error as AnswerError).status).toBe(409);
    expect((error as AnswerError).message).toMatch(/is awaiting_host_response: it is not waiting/);

    const asks = await startWorkflow(README_EXAMPLE, JORDAN.id, NOW);
    await runUntilWaiting(asks.id);
    const outOfRange = await answerWorkflow(
      db,
      asks.id,
      { kind: 'option', option: 3 },
      at(9),
    ).catch((e: unknown) => e);
    expect((outOfRange as AnswerError).status).toBe(400);
    expect((outOfRange as AnswerError).message).toBe('Option 3 does not exist: choose 1 to 2');
    expect(workflowOf(asks.id).status).toBe('awaiting_meeting_selection');
  });

  it('fails at approval when the chosen time was taken meanwhile, and moves nothing', async () => {
    const { id } = await startWorkflow('Move my next meeting', JORDAN.id, NOW);
    await runUntilWaiting(id);
    const { newSlot, meetingId } = workflowOf(id).context;
    const before = db.meetings.findFirst((q) => q.where({ id: meetingId! }))!.startTime;
    await db.meetings.create({
      id: 'evt_taken',
      userId: JORDAN.id,
      calendarEmail: JORDAN.email,
      title: 'Booked meanwhile',
      description: '',
      startTime: newSlot!.startTime,
      endTime: newSlot!.endTime,
      source: 'calendar',
      attendees: [],
    });
    const result = await answerWorkflow(db, id, { kind: 'host', approve: true }, at(10));
    expect(result?.to).toBe('failed');
    expect(workflowOf(id).context.error).toBe(
      `The new time, ${formatZonedMoment(newSlot!.startTime, NY)}, is no longer free for '${workflowOf(id).context.intent!.meetingTitle}'`,
    );
    expect(db.meetings.findFirst((q) => q.where({ id: meetingId! }))!.startTime).toBe(before);
  });

  it('moves a seeded workflow waiting for a new slot on to the host', async () => {
    const seeded = db.workflows.findFirst((q) =>
      q.where({ status: 'awaiting_new_slot_selection' }),
    )!;
    const result = await advanceWorkflow(db, seeded.id, NOW);
    expect(result?.to).toBe('awaiting_host_response');
    expect(result?.events.map((e) => e.type)).toEqual([
      'EVENT_RECEIVED:NEW_SLOT_SELECTED',
      'STATE_CHANGED:awaiting_host_response',
    ]);
    expect(workflowOf(seeded.id).updatedAt).toBe(result?.events.at(-1)?.timestamp);
  });

  it('leaves nothing to chance: workflows without a host all end rescheduled', async () => {
    resetDb();
    const rng = createRng(20261104);
    const total = 200;
    for (let i = 0; i < total; i++) await startWorkflow(`Request ${i}`, null, NOW, { rng });
    for (let step = 1; step <= 10; step++)
      await tickWorkflows({ now: at(step), people: 'default' });
    const counts: Record<string, number> = {};
    for (const w of db.workflows.all()) counts[w.status] = (counts[w.status] ?? 0) + 1;
    expect(counts).toEqual({ rescheduled: total });
    const last = new Map<string, string>();
    for (const e of db.workflowEvents
      .all()
      .sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.id.localeCompare(b.id)))
      last.set(e.workflowId, e.type);
    for (const w of db.workflows.all()) expect(last.get(w.id)).toBe('WORKFLOW_COMPLETED');
  }, 60_000);
});

describe('tickWorkflows', () => {
  it('advances every active workflow one step and leaves final ones alone', async () => {
    const before = new Map(db.workflows.all().map((w) => [w.id, w.status]));
    const results = await tickWorkflows({ now: at(1), people: 'default' });
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

  it('lets workflows waiting for a person wait when asked to (the runner)', async () => {
    const results = await tickWorkflows({ now: at(1), people: 'wait' });
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => !r.from.startsWith('awaiting_'))).toBe(true);
    const waiting = db.workflows.all().filter((w) => w.status.startsWith('awaiting_'));
    expect(waiting.length).toBeGreaterThan(0);
  });
});
