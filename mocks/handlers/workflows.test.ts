import { beforeEach, describe, expect, it } from 'vitest';
import { WORKFLOW_STATUSES } from '../../src/domain/workflow-status';
import { api, errorOf, json, NOW, signInAs, useScenario } from '../test/helpers';

interface Row {
  id: string;
  status: string;
  eventCount: number;
  duration: number;
  createdAt: string;
  updatedAt: string;
  context: { user: { name: string | null; email: string | null }; input: { text: string | null } };
}
interface Details {
  workflow: { id: string; status: string };
  events: {
    id: string;
    type: string;
    timestamp: string;
    payload: { message?: string; value?: string };
  }[];
  eventCount: number;
}
interface Stats {
  total: number;
  recentActivity: number;
  byStatus: Record<string, number>;
}

beforeEach(async () => {
  await useScenario('default', NOW);
  await signInAs('jordan.lee@example.com');
});

describe('workflow monitor', () => {
  it('lists workflows newest first, with every status seeded', async () => {
    const rows = json<Row[]>(await api('GET', '/api/dashboard/workflows?limit=1000'));
    expect(rows.length).toBe(34);
    const created = rows.map((r) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(WORKFLOW_STATUSES));
    for (const row of rows) {
      expect(row.eventCount).toBeGreaterThan(0);
      expect(row.duration).toBeCloseTo(
        (Date.parse(row.updatedAt) - Date.parse(row.createdAt)) / 1000,
        3,
      );
      expect(Date.parse(row.updatedAt)).toBeLessThanOrEqual(Date.parse(NOW));
    }
    expect(rows.some((r) => r.context.user.name === null && r.context.user.email === null)).toBe(
      true,
    );
  });

  it('filters by status and limits', async () => {
    const failed = json<Row[]>(await api('GET', '/api/dashboard/workflows?status=failed'));
    expect(failed.length).toBe(4);
    expect(failed.every((r) => r.status === 'failed')).toBe(true);
    const two = json<Row[]>(await api('GET', '/api/dashboard/workflows?limit=2'));
    expect(two).toHaveLength(2);
    const defaultLimit = json<Row[]>(await api('GET', '/api/dashboard/workflows'));
    expect(defaultLimit.length).toBe(34);
  });

  it('gives the details with events sorted and counted, consistent with the status', async () => {
    const [failed] = json<Row[]>(
      await api('GET', '/api/dashboard/workflows?status=failed&limit=1'),
    );
    const details = json<Details>(await api('GET', `/api/dashboard/workflows/${failed!.id}`));
    expect(details.workflow).toMatchObject({ id: failed!.id, status: 'failed' });
    expect(details.eventCount).toBe(details.events.length);
    expect(details.eventCount).toBe(failed!.eventCount);
    const times = details.events.map((e) => e.timestamp);
    expect(times).toEqual([...times].sort());
    expect(details.events[0]!.type).toBe('WORKFLOW_CREATED');
    const last = details.events.at(-1)!;
    expect(last.type).toBe('WORKFLOW_ERROR');
    expect(last.payload.message).toBeTruthy();
    expect(
      details.events.some((e) => e.type === 'STATE_CHANGED:failed' && e.payload.value === 'failed'),
    ).toBe(true);

    const [done] = json<Row[]>(
      await api('GET', '/api/dashboard/workflows?status=rescheduled&limit=1'),
    );
    const doneDetails = json<Details>(await api('GET', `/api/dashboard/workflows/${done!.id}`));
    expect(doneDetails.events.at(-1)!.type).toBe('WORKFLOW_COMPLETED');
    expect(doneDetails.events.some((e) => e.type.startsWith('EVENT_RECEIVED:'))).toBe(true);
    for (const e of doneDetails.events) {
      expect(e.type).toMatch(
        /^(STATE_CHANGED:[a-z_]+|EVENT_RECEIVED:[A-Za-z_]+|WORKFLOW_CREATED|WORKFLOW_COMPLETED|WORKFLOW_STOPPED|WORKFLOW_ERROR)$/,
      );
    }
  });

  it('answers 404 for an unknown workflow', async () => {
    const call = await api('GET', '/api/dashboard/workflows/00000000-0000-4000-8000-000000000000');
    expect(call.status).toBe(404);
    expect(errorOf(call)).toBe('Workflow not found');
  });

  it('counts totals, the last 24 hours and per status', async () => {
    const stats = json<Stats>(await api('GET', '/api/dashboard/workflows-stats'));
    const rows = json<Row[]>(await api('GET', '/api/dashboard/workflows?limit=1000'));
    expect(stats.total).toBe(rows.length);
    expect(stats.recentActivity).toBe(
      rows.filter((r) => Date.parse(r.createdAt) >= Date.parse(NOW) - 86_400_000).length,
    );
    expect(stats.recentActivity).toBeGreaterThan(0);
    expect(Object.values(stats.byStatus).reduce((a, b) => a + b, 0)).toBe(stats.total);
    expect(stats.byStatus.rescheduled).toBe(12);
  });

  it('answers 403 on every call without workflow access', async () => {
    await useScenario('no-workflow-access', NOW);
    for (const path of [
      '/api/dashboard/workflows-stats',
      '/api/dashboard/workflows',
      '/api/dashboard/workflows/x',
    ]) {
      const call = await api('GET', path);
      expect(call.status).toBe(403);
      expect(errorOf(call)).toBe('Workflow access required');
    }
    // The rest of the account works as in default.
    expect((await api('GET', '/api/scheduling-links')).status).toBe(200);
  });

  it('serves the busy-week scale', async () => {
    await useScenario('busy-week', NOW);
    const stats = json<Stats>(await api('GET', '/api/dashboard/workflows-stats'));
    expect(stats.total).toBeGreaterThanOrEqual(3000);
    // How fast a page of them is read is benched (mocks/scenarios/seed.bench.ts), not asserted.
    const rows = json<Row[]>(await api('GET', '/api/dashboard/workflows?limit=100'));
    expect(rows).toHaveLength(100);
  });
});
