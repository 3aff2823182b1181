import { beforeEach, describe, expect, it } from 'vitest';
import { isFinalWorkflowStatus } from '../../src/domain/workflow-status';
import { setNow } from '../clock';
import { db, isLiveWorkflow } from '../db';
import { tickWorkflows } from '../simulation/workflow-engine';
import { api, errorOf, json, NOW, signInAs, signOut, useScenario } from '../test/helpers';

interface Row {
  id: string;
  status: string;
  eventCount: number;
  duration: number;
  createdAt: string;
  context: {
    user: { name: string | null; email: string | null };
    input: { text: string | null };
    meetingId: string | null;
  };
}
interface Details {
  workflow: { id: string; status: string };
  events: { type: string; payload: { message?: string; value?: string } }[];
  eventCount: number;
}
interface Stats {
  total: number;
  recentActivity: number;
  byStatus: Record<string, number>;
}
interface Tick {
  advanced: { id: string; from: string; to: string }[];
  active: number;
}

/** Every workflow but `id`, each as `id:status`: what must hold still while `id` moves. */
const othersThan = (id: string) =>
  db.workflows
    .all()
    .filter((w) => w.id !== id)
    .map((w) => `${w.id}:${w.status}`);

const TEXT = 'Can we move the design review to Thursday afternoon?';

beforeEach(async () => {
  await useScenario('default', NOW);
  await signInAs('jordan.lee@example.com');
});

describe('POST /__mock/workflows', () => {
  it('starts a workflow for the signed-in host, visible in the list, the details and the stats', async () => {
    const before = json<Stats>(await api('GET', '/api/dashboard/workflows-stats'));
    const call = await api('POST', '/__mock/workflows', { text: `  ${TEXT}  ` });
    expect(call.status).toBe(201);
    const row = json<Row>(call);
    expect(row).toMatchObject({
      status: 'parsing_input',
      eventCount: 2,
      duration: 0,
      createdAt: NOW,
      context: {
        user: { name: 'Jordan Lee', email: 'jordan.lee@example.com' },
        input: { text: TEXT },
        meetingId: null,
      },
    });

    const [newest] = json<Row[]>(await api('GET', '/api/dashboard/workflows?limit=1'));
    expect(newest).toEqual(row);
    const parsing = json<Row[]>(await api('GET', '/api/dashboard/workflows?status=parsing_input'));
    expect(parsing.map((r) => r.id)).toContain(row.id);

    const details = json<Details>(await api('GET', `/api/dashboard/workflows/${row.id}`));
    expect(details.workflow).toMatchObject({ id: row.id, status: 'parsing_input' });
    expect(details.eventCount).toBe(2);
    expect(details.events.map((e) => e.type)).toEqual([
      'WORKFLOW_CREATED',
      'STATE_CHANGED:parsing_input',
    ]);

    const after = json<Stats>(await api('GET', '/api/dashboard/workflows-stats'));
    expect(after.total).toBe(before.total + 1);
    expect(after.recentActivity).toBe(before.recentActivity + 1);
    expect(after.byStatus.parsing_input).toBe((before.byStatus.parsing_input ?? 0) + 1);
  });

  it("uses the scenario's host when nobody is signed in", async () => {
    await signOut();
    const row = json<Row>(await api('POST', '/__mock/workflows', { text: TEXT }));
    expect(row.context.user).toEqual({ name: 'Jordan Lee', email: 'jordan.lee@example.com' });
  });

  it.each([
    ['no body', undefined, 'The request body must be a JSON object'],
    ['malformed JSON', '{"text":', 'The request body must be valid JSON'],
    ['no text', {}, 'text is required'],
    ['a number', { text: 3 }, 'text is required'],
    ['blank text', { text: '   ' }, 'text must not be empty'],
    ['too long', { text: 'x'.repeat(2001) }, 'text must be at most 2000 characters'],
    ['an unknown field', { text: TEXT, user: 'x' }, 'Unknown field: user'],
  ])('answers 400 for %s and starts nothing', async (_label, body, error) => {
    const count = db.workflows.count();
    const call = await api('POST', '/__mock/workflows', body);
    expect(call.status).toBe(400);
    expect(errorOf(call)).toBe(error);
    expect(db.workflows.count()).toBe(count);
  });
});

describe('POST /__mock/workflows/tick', () => {
  it('advances every active workflow one step', async () => {
    const { id } = json<Row>(await api('POST', '/__mock/workflows', { text: TEXT }));
    const before = json<Row[]>(await api('GET', '/api/dashboard/workflows?limit=1000'));
    // Those waiting for a person wait for an answer (POST /__mock/workflows/answer).
    const waits = (status: string) => status.startsWith('awaiting_');
    const active = before.filter((r) => !isFinalWorkflowStatus(r.status) && !waits(r.status));
    const call = await api('POST', '/__mock/workflows/tick');
    expect(call.status).toBe(200);
    const tick = json<Tick>(call);
    expect(tick.advanced.map((a) => a.id).sort()).toEqual(active.map((r) => r.id).sort());

    const after = new Map(
      json<Row[]>(await api('GET', '/api/dashboard/workflows?limit=1000')).map((r) => [r.id, r]),
    );
    for (const row of before) {
      const now = after.get(row.id)!;
      if (isFinalWorkflowStatus(row.status) || waits(row.status))
        expect(now.status).toBe(row.status);
      else {
        expect(now.status).not.toBe(row.status);
        expect(now.eventCount).toBeGreaterThan(row.eventCount);
      }
    }
    expect(after.get(id)!.status).toMatch(/^(fetching_meeting_options|failed)$/);
    expect(tick.active).toBe(
      [...after.values()].filter((r) => !isFinalWorkflowStatus(r.status)).length,
    );
  });

  it('runs every workflow until it ends or waits for a person, with enough steps', async () => {
    const { id } = json<Row>(await api('POST', '/__mock/workflows', { text: TEXT }));
    await api('POST', '/__mock/workflows/tick', { steps: 10 });
    const tick = json<Tick>(await api('POST', '/__mock/workflows/tick', {}));
    expect(tick.advanced).toEqual([]);
    const details = json<Details>(await api('GET', `/api/dashboard/workflows/${id}`));
    expect(details.workflow.status).toMatch(/^(awaiting_\w+|failed)$/);
    const stats = json<Stats>(await api('GET', '/api/dashboard/workflows-stats'));
    expect(tick.active).toBe(
      stats.total -
        (stats.byStatus.rescheduled ?? 0) -
        (stats.byStatus.rejected ?? 0) -
        (stats.byStatus.failed ?? 0),
    );
  });

  it('advances only the chosen workflow when given an id; 404 for an unknown one', async () => {
    const seeded = db.workflows
      .all()
      .find((w) => !isFinalWorkflowStatus(w.status) && !w.status.startsWith('awaiting_'))!;
    const others = db.workflows
      .all()
      .filter((w) => w.id !== seeded.id)
      .map((w) => `${w.id}:${w.status}`);
    const tick = json<Tick>(await api('POST', '/__mock/workflows/tick', { id: seeded.id }));
    expect(tick.advanced).toEqual([
      expect.objectContaining({ id: seeded.id, from: seeded.status }),
    ]);
    expect(
      db.workflows
        .all()
        .filter((w) => w.id !== seeded.id)
        .map((w) => `${w.id}:${w.status}`),
    ).toEqual(others);
    const missing = await api('POST', '/__mock/workflows/tick', { id: 'no-such-workflow' });
    expect(missing.status).toBe(404);
    expect(errorOf(missing)).toBe('No workflow no-such-workflow');
  });

  it('the runner moves only the workflows someone started: seeded ones hold still', async () => {
    const { id } = json<Row>(await api('POST', '/__mock/workflows', { text: TEXT }));
    const seeded = othersThan(id);
    expect(seeded.some((row) => !isFinalWorkflowStatus(row.split(':')[1]!))).toBe(true);
    const results = await tickWorkflows({ only: isLiveWorkflow });
    expect(results.map((r) => r.workflow.id)).toEqual([id]);
    expect(othersThan(id)).toEqual(seeded);
  });

  it('{ runner: true } ticks as the runner does: the started workflow moves, seeded ones hold still', async () => {
    const { id } = json<Row>(await api('POST', '/__mock/workflows', { text: TEXT }));
    const seeded = othersThan(id);
    const tick = json<Tick>(await api('POST', '/__mock/workflows/tick', { runner: true }));
    expect(tick.advanced.map((a) => a.id)).toEqual([id]);
    expect(othersThan(id)).toEqual(seeded);
  });

  it.each([
    ['steps 0', { steps: 0 }, 'steps must be from 1 to 20'],
    ['steps 21', { steps: 21 }, 'steps must be from 1 to 20'],
    ['a fraction', { steps: 1.5 }, 'steps must be an integer'],
    ['a string', { steps: 'two' }, 'steps must be a number'],
    ['an unknown field', { all: true }, 'Unknown field: all'],
    ['malformed JSON', 'nope', 'The request body must be valid JSON'],
    ['runner not a boolean', { runner: 'yes' }, 'runner must be true or false'],
    ['runner with an id', { runner: true, id: 'wf' }, 'Give either id or runner, not both'],
  ])('answers 400 for %s and advances nothing', async (_label, body, error) => {
    const before = db.workflows.all().map((w) => `${w.id}:${w.status}`);
    const call = await api('POST', '/__mock/workflows/tick', body);
    expect(call.status).toBe(400);
    expect(errorOf(call)).toBe(error);
    expect(db.workflows.all().map((w) => `${w.id}:${w.status}`)).toEqual(before);
  });
});

describe('POST /__mock/workflows/answer', () => {
  beforeEach(() => {
    setNow(NOW);
    return () => setNow(null);
  });

  const README_EXAMPLE = 'move my Roadmap sync on Thursday to next Tuesday afternoon';

  it('answers for the requester and the host: the README example walked to rescheduled', async () => {
    const { id } = json<Row>(await api('POST', '/__mock/workflows', { text: README_EXAMPLE }));
    await api('POST', '/__mock/workflows/tick', { steps: 5, id });
    expect(db.workflows.findFirst((q) => q.where({ id }))?.status).toBe(
      'awaiting_meeting_selection',
    );
    // By its first 8 characters, as the QA panel shows it.
    const picked = await api('POST', '/__mock/workflows/answer', { id: id.slice(0, 8), option: 1 });
    expect(picked.status).toBe(200);
    expect(picked.body).toEqual({
      id,
      from: 'awaiting_meeting_selection',
      to: 'meeting_selected_prepare_data',
    });
    await api('POST', '/__mock/workflows/tick', { steps: 5, id });
    expect(db.workflows.findFirst((q) => q.where({ id }))?.status).toBe('awaiting_host_response');
    const approved = await api('POST', '/__mock/workflows/answer', { id, host: 'approve' });
    expect(approved.body).toEqual({ id, from: 'awaiting_host_response', to: 'rescheduled' });
    const details = json<{
      workflow: { context: { hostAnswer?: unknown; meetingSelection?: unknown } };
    }>(await api('GET', `/api/dashboard/workflows/${id}`));
    expect(details.workflow.context.meetingSelection).toMatchObject({ option: 1 });
    expect(details.workflow.context.hostAnswer).toMatchObject({ answer: 'approved' });
    const finished = await api('POST', '/__mock/workflows/answer', { id, host: 'reject' });
    expect(finished.status).toBe(409);
    expect(errorOf(finished)).toBe(`Workflow ${id} has already finished`);
  });

  it.each([
    ['no id', { option: 1 }, 400],
    ['a short id', { id: 'abc', option: 1 }, 400],
    ['option 0', { id: 'xxxxxxxx', option: 0 }, 400],
    ['an unknown host answer', { id: 'xxxxxxxx', host: 'maybe' }, 400],
    ['an unknown workflow', { id: 'ffffffffffff', option: 1 }, 404],
  ])('answers %s with an error and changes nothing', async (_label, body, status) => {
    const before = db.workflows.all().map((w) => `${w.id}:${w.status}`);
    const call = await api('POST', '/__mock/workflows/answer', body);
    expect(call.status).toBe(status);
    expect(errorOf(call)).toBeTruthy();
    expect(db.workflows.all().map((w) => `${w.id}:${w.status}`)).toEqual(before);
  });

  it('answers 409 when the workflow waits for another answer, 400 for a missing option', async () => {
    const { id } = json<Row>(await api('POST', '/__mock/workflows', { text: README_EXAMPLE }));
    const early = await api('POST', '/__mock/workflows/answer', { id, option: 1 });
    expect(early.status).toBe(409);
    expect(errorOf(early)).toBe(
      `Workflow ${id} is parsing_input: it is not waiting for the requester's choice`,
    );
    await api('POST', '/__mock/workflows/tick', { steps: 5, id });
    const missing = await api('POST', '/__mock/workflows/answer', { id, option: 4 });
    expect(missing.status).toBe(400);
    expect(errorOf(missing)).toBe('Option 4 does not exist: choose 1 to 2');
    expect(db.workflows.findFirst((q) => q.where({ id }))?.status).toBe(
      'awaiting_meeting_selection',
    );
  });
});
