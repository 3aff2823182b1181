import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceChanges } from './shared-db';
import { forwarder } from './shared-db-forward';
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

// A follower's forwarding (shared-db.ts, `forwarder`), with a channel that only records what it
// posts: the leaders' acks, answers and announcements are handed to it as the channel would.
describe("a follower's forwarded requests when the leader changes", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function follower() {
    const posted: { id: string; method: string }[] = [];
    const channel = {
      postMessage: (message: { id: string; method: string }) => posted.push(message),
    };
    const served: string[] = [];
    const forwarding = forwarder(
      channel,
      () => false,
      async (message) => {
        served.push(message.id);
        return new Response(null, { status: 204 });
      },
    );
    return { posted, forwarding };
  }
  const answer = (id: string) => ({
    kind: 'response' as const,
    id,
    status: 200,
    statusText: 'OK',
    headers: [] as [string, string][],
    body: new TextEncoder().encode('"fresh"').buffer as ArrayBuffer,
  });

  it("asks the new leader again when the gone leader's ack of a read arrives after the change", async () => {
    const { posted, forwarding } = follower();
    const reply = forwarding.forward(new Request('http://localhost/api/user/preferences'));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    const id = posted[0]!.id;
    forwarding.leaderChanged('new-leader');
    // The old leader's ack was still on the way: it must not make the follower wait for it.
    forwarding.onReply({ kind: 'ack', id, leader: 'old-leader' });
    await vi.advanceTimersByTimeAsync(800);
    expect(posted.length).toBeGreaterThan(1);
    expect(posted.every((message) => message.id === id)).toBe(true);
    forwarding.onReply({ kind: 'ack', id, leader: 'new-leader' });
    const asked = posted.length;
    await vi.advanceTimersByTimeAsync(2000);
    expect(posted).toHaveLength(asked);
    forwarding.onReply(answer(id));
    const response = await reply;
    expect(response.status).toBe(200);
    expect(await response.json()).toBe('fresh');
  });

  it("fails a write as a dropped connection when a gone leader's ack of it arrives late", async () => {
    const { posted, forwarding } = follower();
    const reply = forwarding.forward(
      new Request('http://localhost/api/user/preferences', { method: 'PUT', body: '{}' }),
    );
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    forwarding.leaderChanged('new-leader');
    forwarding.onReply({ kind: 'ack', id: posted[0]!.id, leader: 'old-leader' });
    expect((await reply).type).toBe('error');
  });

  it("takes any leader's ack before a leader is announced, and the announced leader's after", async () => {
    const { posted, forwarding } = follower();
    const reply = forwarding.forward(new Request('http://localhost/api/user/preferences'));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    const id = posted[0]!.id;
    forwarding.onReply({ kind: 'ack', id, leader: 'first-leader' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(posted).toHaveLength(1);
    forwarding.onReply(answer(id));
    expect((await reply).status).toBe(200);
  });
});
