/**
 * The fault switch through real HTTP-shaped calls: statuses with contract-valid bodies, delays,
 * dropped connections, hung requests, once / N times / until cleared, and the text form.
 */
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Contract } from '../../conformance/contract';
import { meta } from '../db';
import { api, contractOperations, mockFetch, NOW, useScenario } from '../test/helpers';
import { CODE_STATUS, dropHung, hungRequests, parseFaults } from './faults';
import { OPERATIONS, operationFor } from './operations';

const contract = Contract.load(resolve(process.cwd(), 'openapi/openapi.yaml'));
const LINK = '/api/scheduling-links/jordan-lee/standard';

function setFaults(spec: string) {
  return api('POST', '/__mock/faults', { spec });
}

beforeEach(async () => {
  await useScenario('default', NOW);
});
afterEach(async () => {
  await api('DELETE', '/__mock/faults');
});

describe('the operation table', () => {
  it('is the contract’s: every operationId with its method and path', () => {
    const table = Object.entries(OPERATIONS)
      .map(([id, op]) => `${id} ${op.method} ${op.path}`)
      .sort();
    const contractTable = contractOperations()
      .map((op) => `${op.operationId} ${op.method} ${op.path}`)
      .sort();
    expect(table).toEqual(contractTable);
  });

  it('lists only error statuses the contract declares for each operation', () => {
    for (const [id, op] of Object.entries(OPERATIONS)) {
      const declared = contract.operation(id).responses.map((r) => Number(r.status));
      for (const status of op.errors) expect(declared, `${id} ${status}`).toContain(status);
    }
  });

  it('gives each code the status of the contract’s ErrorCode table', () => {
    expect(Object.fromEntries(contract.errorCodeStatuses())).toEqual(CODE_STATUS);
  });

  it('names the operation of a request, and nothing for other addresses', () => {
    expect(operationFor('POST', '/api/scheduling-links/jordan-lee/standard/book')).toBe('bookSlot');
    expect(operationFor('GET', '/api/scheduling-links/jordan-lee/standard')).toBe(
      'getPublicSchedulingLink',
    );
    expect(operationFor('PATCH', '/api/scheduling-links/lnk_1')).toBe('updateSchedulingLink');
    expect(operationFor('GET', '/api/goals/user/all')).toBe('listAllWeeklyGoals');
    expect(operationFor('GET', '/__mock/state')).toBeNull();
    expect(operationFor('GET', '/assets/index.js')).toBeNull();
  });
});

describe('the text form', () => {
  it('reads statuses, delays, drops, hangs, counts and codes', () => {
    const parsed = parseFaults(
      'bookSlot:500, getBusySlots:delay=3000,getPreferences:drop:once,listMeetings:hang:times=3,createSchedulingLink:409:code=slug_taken',
    );
    expect(parsed).toEqual({
      ok: true,
      value: [
        {
          operationId: 'bookSlot',
          action: { kind: 'status', status: 500, code: 'internal_error' },
          times: null,
        },
        { operationId: 'getBusySlots', action: { kind: 'delay', ms: 3000 }, times: null },
        { operationId: 'getPreferences', action: { kind: 'drop' }, times: 1 },
        { operationId: 'listMeetings', action: { kind: 'hang' }, times: 3 },
        {
          operationId: 'createSchedulingLink',
          action: { kind: 'status', status: 409, code: 'slug_taken' },
          times: null,
        },
      ],
    });
  });

  it.each([
    ['noSuchOperation:500', 'Unknown operation "noSuchOperation"'],
    ['bookSlot:418', 'Status 418 is not one of'],
    ['getCurrentUser:409', 'getCurrentUser cannot answer 409 by the contract'],
    ['bookSlot:409:code=not_found', 'code not_found belongs to status 404, not 409'],
    ['bookSlot:delay=abc', 'delay needs milliseconds'],
    ['bookSlot:delay=0', 'delay must be from 1'],
    ['bookSlot:explode', 'the action must be a status, delay=MS, drop or hang'],
    ['bookSlot:500:twice', 'Unknown modifier "twice"'],
    ['bookSlot:500:times=0', 'times must be from 1'],
    ['', 'No fault given'],
  ])('refuses %j, saying why, and sets nothing', async (spec, error) => {
    const call = await setFaults(spec);
    expect(call.status).toBe(400);
    expect((call.body as { error: string }).error).toContain(error);
    expect((call.body as { code: string }).code).toBe('invalid_request');
    expect(meta.faults ?? []).toEqual([]);
  });

  it('sets nothing when one fault of several is wrong', async () => {
    expect((await setFaults('bookSlot:500,bookSlot:teapot')).status).toBe(400);
    expect(meta.faults ?? []).toEqual([]);
  });
});

describe('an injected status', () => {
  it('answers with a contract-valid error body, until cleared', async () => {
    expect((await setFaults('getPublicSchedulingLink:500')).status).toBe(201);
    for (let i = 0; i < 3; i++) {
      const call = await api('GET', LINK);
      expect(call.status).toBe(500);
      expect(call.body).toEqual({
        error: 'The server failed unexpectedly. Please try again.',
        code: 'internal_error',
      });
      expect(contract.check('#/components/schemas/Error', call.body)).toBeNull();
    }
    const state = await api('GET', '/__mock/faults');
    expect((state.body as { faults: { text: string; applied: number }[] }).faults).toEqual([
      expect.objectContaining({ text: 'getPublicSchedulingLink:500', applied: 3 }),
    ]);
    await api('DELETE', '/__mock/faults/getPublicSchedulingLink');
    expect((await api('GET', LINK)).status).toBe(200);
  });

  it('applies once, then the operation answers normally', async () => {
    await setFaults('getPublicSchedulingLink:404:once');
    const first = await api('GET', LINK);
    expect(first.status).toBe(404);
    expect(first.body).toMatchObject({ code: 'not_found' });
    expect((await api('GET', LINK)).status).toBe(200);
    expect(meta.faults).toEqual([]);
  });

  it('applies N times', async () => {
    await setFaults('getPublicSchedulingLink:503:times=2');
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await api('GET', LINK)).status);
    expect(statuses).toEqual([503, 503, 200]);
  });

  it('changes nothing behind it: a failed booking books nothing', async () => {
    await setFaults('bookSlot:409:code=slot_taken');
    const before = (await api('GET', '/__mock/state')).body as { counts: { bookings: number } };
    const call = await api('POST', `${LINK}/book`, {
      startTime: '2026-11-06T15:00:00.000Z',
      endTime: '2026-11-06T15:30:00.000Z',
      attendeeName: 'Ada',
      attendeeEmail: 'ada@example.com',
    });
    expect(call.status).toBe(409);
    expect(call.body).toMatchObject({ code: 'slot_taken' });
    const after = (await api('GET', '/__mock/state')).body as { counts: { bookings: number } };
    expect(after.counts.bookings).toBe(before.counts.bookings);
  });

  it('refuses a status the operation does not declare', async () => {
    const call = await api('POST', '/__mock/faults', {
      operationId: 'getPublicSchedulingLink',
      action: 'status',
      status: 429,
    });
    expect(call.status).toBe(400);
    expect((call.body as { error: string }).error).toBe(
      'getPublicSchedulingLink cannot answer 429 by the contract (it may answer 404, 500, 503)',
    );
  });

  it('takes the structured form too', async () => {
    const call = await api('POST', '/__mock/faults', {
      operationId: 'bookSlot',
      action: 'status',
      status: 429,
      times: 1,
    });
    expect(call.status).toBe(201);
    const failed = await api('POST', `${LINK}/book`, {});
    expect(failed.status).toBe(429);
    expect(failed.headers.get('retry-after')).toBe('30');
    expect(failed.body).toMatchObject({ code: 'rate_limited' });
  });
});

describe('delays, drops and hangs', () => {
  it('delays the normal answer by N ms', async () => {
    await setFaults('getPublicSchedulingLink:delay=250:once');
    // On a fake clock: the answer is not there 1 ms before the delay is over, and is at its end.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let answered = false;
      const call = api('GET', LINK).finally(() => {
        answered = true;
      });
      await vi.advanceTimersByTimeAsync(249);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(answered).toBe(true);
      expect((await call).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the connection: the client sees a network error', async () => {
    await setFaults('getPublicSchedulingLink:drop:once');
    await expect(mockFetch(LINK)).rejects.toThrow(TypeError);
    expect((await api('GET', LINK)).status).toBe(200);
  });

  it('holds a request until released, then answers it normally', async () => {
    await setFaults('getPublicSchedulingLink:hang:once');
    let settled = false;
    const pending = api('GET', LINK).then((call) => {
      settled = true;
      return call;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(settled).toBe(false);
    const state = await api('GET', '/__mock/faults');
    expect((state.body as { hung: { operationId: string }[] }).hung).toEqual([
      expect.objectContaining({ operationId: 'getPublicSchedulingLink' }),
    ]);
    const released = await api('POST', '/__mock/faults/release', {
      operationId: 'getPublicSchedulingLink',
    });
    expect(released.body).toMatchObject({ released: 1, hung: [] });
    expect((await pending).status).toBe(200);
  });

  it('dropping the hung requests ends them as network errors, with no answer made', async () => {
    await setFaults('getPublicSchedulingLink:hang');
    const pending = mockFetch(LINK);
    await new Promise((r) => setTimeout(r, 50));
    expect(dropHung()).toBe(1);
    await expect(pending).rejects.toThrow(TypeError);
    expect(hungRequests()).toEqual([]);
  });

  it('clearing every fault releases the hung requests too', async () => {
    await setFaults('getPublicSchedulingLink:hang');
    const pending = api('GET', LINK);
    await new Promise((r) => setTimeout(r, 50));
    await api('DELETE', '/__mock/faults');
    expect((await pending).status).toBe(200);
  });
});
