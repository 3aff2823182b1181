import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceChanges } from './shared-db';
import { api, json, NOW, signInAs, useScenario } from './test/helpers';

// The leading tab's change feed (shared-db.ts): open tabs refetch what it names, so it must name
// what changed and nothing else.

describe("the leading tab's change announcements", () => {
  const posted: unknown[] = [];
  let stop: () => void = () => undefined;

  beforeEach(async () => {
    await useScenario('default', NOW);
    await signInAs('jordan.lee@example.com');
    posted.length = 0;
    stop = announceChanges({ postMessage: (message: unknown) => posted.push(message) }, () => true);
  });
  afterEach(async () => {
    stop();
    await api('DELETE', '/__mock/faults');
  });

  async function saveBuffer(bufferTime: number) {
    const prefs = json<Record<string, unknown>>(await api('GET', '/api/user/preferences'));
    const { timePreference, timezone, dayAvailability, noBufferNeeded } = prefs;
    const saved = await api('PUT', '/api/user/preferences', {
      timePreference,
      timezone,
      dayAvailability,
      bufferTime,
      noBufferNeeded,
    });
    expect(saved.status).toBe(200);
  }

  it('names the resources a write changed', async () => {
    await saveBuffer(20);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted).toEqual([{ type: 'changed', resources: ['activity', 'preferences'] }]);
  });

  it('names nothing for a fault set, counted and cleared: refetching would apply it again', async () => {
    expect((await api('POST', '/__mock/faults', { spec: 'listMeetings:500' })).status).toBe(201);
    for (let call = 0; call < 3; call++)
      expect((await api('GET', '/api/dashboard/meetings')).status).toBe(500);
    expect(
      json<{ faults: { applied: number }[] }>(await api('GET', '/__mock/faults')).faults[0]
        ?.applied,
    ).toBe(3);
    await api('DELETE', '/__mock/faults');
    // A write afterwards is announced alone: nothing before it was.
    await saveBuffer(25);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted).toEqual([{ type: 'changed', resources: ['activity', 'preferences'] }]);
  });

  it('names nothing for a change of latency', async () => {
    expect((await api('POST', '/__mock/latency', { ms: 0 })).status).toBe(200);
    await saveBuffer(30);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted).toEqual([{ type: 'changed', resources: ['activity', 'preferences'] }]);
  });
});
