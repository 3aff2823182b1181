/**
 * The mock server reads a request started with `POST /__mock/workflows`: one
 * `POST /__mock/workflows/tick` later the workflow holds the understood intent, or has failed at
 * parsing_input with a WORKFLOW_ERROR that says what was ambiguous.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { setNow } from '../clock';
import { api, json, NOW, signInAs, useScenario } from '../test/helpers';

interface Details {
  workflow: {
    id: string;
    status: string;
    context: {
      meetingId: string | null;
      error: string | null;
      intent?: {
        meetingId: string;
        meetingTitle: string;
        window: { start: string; end: string };
        partOfDay: string;
        timeZone?: string;
      };
    };
  };
  events: { type: string; payload: { message?: string; value?: string } }[];
}

async function startAndTick(text: string): Promise<Details> {
  const started = json<{ id: string }>(await api('POST', '/__mock/workflows', { text }));
  const tick = await api('POST', '/__mock/workflows/tick', {});
  expect(tick.status).toBe(200);
  return json<Details>(await api('GET', `/api/dashboard/workflows/${started.id}`));
}

beforeEach(async () => {
  setNow(NOW);
  await useScenario('default', NOW);
  await signInAs('jordan.lee@example.com');
  return () => setNow(null);
});

describe('a request started on the mock server', () => {
  it('records what was understood: the meeting, the window and the part of day', async () => {
    const details = await startAndTick(
      'move my 1-1 meeting with Dana White to next Tuesday afternoon',
    );
    expect(details.workflow.status).toBe('fetching_meeting_options');
    expect(details.workflow.context.intent).toEqual({
      meetingId: details.workflow.context.meetingId,
      meetingTitle: '1-1 meeting with Dana White',
      // Tuesday 10 November 2026 in New York (EST).
      window: { start: '2026-11-10T05:00:00.000Z', end: '2026-11-11T05:00:00.000Z' },
      partOfDay: 'pm',
      timeZone: 'America/New_York',
    });
  });

  it('fails at parsing_input, saying what is ambiguous, and picks nothing', async () => {
    const details = await startAndTick('move the sync to Friday');
    expect(details.workflow.status).toBe('failed');
    expect(details.workflow.context.meetingId).toBeNull();
    expect(details.workflow.context.intent).toBeUndefined();
    expect(details.workflow.context.error).toMatch(
      /^Which meeting\? Found \d+ matching 'sync' (this week|in the next 14 days): .+\. Name its day or time$/,
    );
    expect(
      details.events.slice(-3).map((e) => [e.type, e.payload.message ?? e.payload.value]),
    ).toEqual([
      ['STATE_CHANGED:parsing_input', 'parsing_input'],
      ['STATE_CHANGED:failed', 'failed'],
      ['WORKFLOW_ERROR', details.workflow.context.error],
    ]);
  });

  it('fails when the request names no meeting', async () => {
    const details = await startAndTick('can we find some time?');
    expect(details.workflow.status).toBe('failed');
    expect(details.workflow.context.error).toMatch(/^Which meeting\? The request names none/);
  });
});
