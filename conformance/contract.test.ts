import { describe, expect, it } from 'vitest';
import { Contract, jsonPath } from './contract';
import { Report, renderJUnit, renderText } from './report';

const contract = Contract.load();

describe('Contract', () => {
  it('reads every operation with its declared answers', () => {
    expect(contract.operations).toHaveLength(67);
    expect(contract.operations.filter((o) => o.public).map((o) => o.id)).toEqual([
      'startGoogleSignIn',
      'getPublicSchedulingLink',
      'getBusySlots',
      'bookSlot',
      'createSlotHold',
      'listHostPublicLinks',
      'releaseSlotHold',
      'extendSlotHold',
      'getBooking',
      'cancelBooking',
      'rescheduleBooking',
    ]);
    const book = contract.operation('bookSlot');
    expect(book.responses.map((r) => r.status)).toEqual([
      '201',
      '400',
      '404',
      '409',
      '413',
      '415',
      '429',
    ]);
    expect(contract.declared(book, 409)?.schemaPointer).toContain('/responses/409/');
    expect(contract.declared(book, 401)).toBeUndefined();
    expect(contract.declared(contract.operation('logout'), 204)).toMatchObject({
      contentType: null,
      headers: ['set-cookie'],
    });
  });

  it('resolves shared responses', () => {
    const unauthorized = contract.declared(contract.operation('getPreferences'), 401);
    expect(unauthorized?.schemaPointer).toBe(
      '#/components/responses/Unauthorized/content/application~1json/schema',
    );
    expect(
      contract.check(unauthorized!.schemaPointer!, {
        error: 'Not authenticated',
        code: 'not_authenticated',
      }),
    ).toBeNull();
  });

  it('gives every error code one status, in the ErrorCode table', () => {
    const statuses = contract.errorCodeStatuses();
    const schema = contract.schemaAt('#/components/schemas/ErrorCode') as { enum: string[] };
    expect([...statuses.keys()].sort()).toEqual([...schema.enum].sort());
    for (const status of statuses.values()) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
    expect(statuses.get('slot_taken')).toBe(409);
    expect(statuses.get('rate_limited')).toBe(429);
  });

  it('answers the first difference with a JSON path', () => {
    const prefs = contract.declared(contract.operation('getPreferences'), 200)!.schemaPointer!;
    const valid = {
      timePreference: 'am',
      timezone: 'UTC',
      dayAvailability: Object.fromEntries(
        ['0', '1', '2', '3', '4', '5', '6'].map((d) => [
          d,
          { enabled: true, startHour: 9, endHour: 17 },
        ]),
      ),
      bufferTime: 15,
      noBufferNeeded: false,
      timeOff: [],
      dateOverrides: [],
      totalMeetingsAnalyzed: 0,
      lastAnalyzedAt: null,
      slackId: null,
      version: 1,
    };
    expect(contract.check(prefs, valid)).toBeNull();
    expect(contract.check(prefs, { ...valid, bufferTime: 15.5 })).toEqual({
      path: '$.bufferTime',
      expected: 'type integer',
      got: '15.5 (number)',
    });
    expect(
      contract.check(prefs, {
        ...valid,
        dayAvailability: { ...valid.dayAvailability, '3': { enabled: true, startHour: 9 } },
      }),
    ).toEqual({
      path: "$.dayAvailability['3'].endHour",
      expected: 'a value (required)',
      got: 'nothing',
    });
    expect(contract.check(prefs, { ...valid, extra: 1 })).toMatchObject({
      path: '$.extra',
      expected: 'no such property (closed object)',
    });
    expect(contract.check(prefs, { ...valid, lastAnalyzedAt: 'yesterday' })).toMatchObject({
      path: '$.lastAnalyzedAt',
      expected: 'format date-time as the server emits it (YYYY-MM-DDTHH:mm:ss.sssZ, UTC)',
    });
    expect(contract.check(prefs, { ...valid, timePreference: 'noon' })).toMatchObject({
      path: '$.timePreference',
      expected: 'one of ["am","pm","both"]',
    });
  });

  it('holds answers to the emitted time format and lets requests use any RFC 3339 offset', () => {
    const goals = contract.declared(contract.operation('getWeeklyGoals'), 200)!.schemaPointer!;
    const set = { id: 'gls_1', goals: ['a', '', ''], weekStartDate: '2026-11-02', version: 1 };
    expect(contract.check(goals, { ...set, updatedAt: '2026-11-02T05:00:00.000Z' })).toBeNull();
    expect(contract.check(goals, { ...set, updatedAt: '2026-11-02T05:00:00Z' })).toMatchObject({
      path: '$.updatedAt',
    });
    expect(
      contract.check(goals, { ...set, updatedAt: '2026-11-02T00:00:00.000-05:00' }),
    ).toMatchObject({ path: '$.updatedAt' });
    const busy = contract.operation('getBusySlots');
    expect(
      contract.checkRequest(busy, {
        startDate: '2026-11-02T00:00:00-05:00',
        endDate: '2026-11-08T23:59:59.999-05:00',
      }),
    ).toBeNull();
  });

  it('holds the goals week to a calendar date, YYYY-MM-DD, in answers and requests', () => {
    const goals = contract.declared(contract.operation('getWeeklyGoals'), 200)!.schemaPointer!;
    const empty = { id: null, goals: [], updatedAt: null, version: 0 };
    expect(contract.check(goals, { ...empty, weekStartDate: '2026-11-02' })).toBeNull();
    for (const weekStartDate of ['2026-11-02T05:00:00.000Z', '2027-02-30', '2026-11-2']) {
      expect(contract.check(goals, { ...empty, weekStartDate })).toMatchObject({
        path: '$.weekStartDate',
      });
    }
    const save = contract.operation('saveWeeklyGoals');
    expect(
      contract.checkRequest(save, { goals: ['a', '', ''], weekStartDate: '2026-11-02' }),
    ).toBeNull();
    expect(
      contract.checkRequest(save, {
        goals: ['a', '', ''],
        weekStartDate: '2026-11-02T00:00:00-05:00',
      }),
    ).toMatchObject({ path: '$.weekStartDate' });
  });

  it('writes array indexes in brackets', () => {
    expect(jsonPath('/0/attendees/2/email', [{ attendees: [{}, {}, {}] }])).toBe(
      '$[0].attendees[2].email',
    );
  });
});

describe('renderText and renderJUnit', () => {
  it('lists an operation no check exercised as a failure', () => {
    const report = new Report(contract, 'http://server');
    report.add({
      operationId: 'getCurrentUser',
      name: 'the signed-in host',
      outcome: 'pass',
      status: 200,
    });
    expect(report.ok()).toBe(false);
    const text = renderText(report);
    expect(text).toMatch(/^PASS {4}getCurrentUser /m);
    expect(text).toMatch(/^NOT RUN getScopes .*no check exercised this operation/m);
    expect(renderJUnit(report)).toContain(
      '<testcase classname="conformance.getScopes" name="exercised"><failure message="no check exercised this operation"/>',
    );
  });

  it('names the file where the failing check lives', () => {
    const report = new Report(contract, 'http://server');
    report.add({
      operationId: 'bookSlot',
      name: '409 for the same slot again',
      outcome: 'fail',
      request: 'POST /api/scheduling-links/casey/standard/book',
      status: 201,
      difference: { path: 'status', expected: '409', got: '201' },
      source: 'conformance/areas/book-slot.ts',
    });
    const text = renderText(report);
    expect(text).toMatch(
      /^FAIL {4}bookSlot .*409 for the same slot again: status: expected 409, got 201 \(see conformance\/areas\/book-slot\.ts\)$/m,
    );
    expect(text).toContain('      checks:   conformance/areas/book-slot.ts\n');
    expect(renderJUnit(report)).toContain('checks: conformance/areas/book-slot.ts');
  });

  it('counts skips as failures only in strict mode', () => {
    const report = new Report(contract, 'http://server');
    for (const op of contract.operations) {
      report.add({ operationId: op.id, name: 'ok', outcome: 'pass' });
    }
    report.add({ operationId: 'bookSlot', name: 'later', outcome: 'skip', reason: 'no slot' });
    expect(report.ok()).toBe(true);
    expect(report.ok(true)).toBe(false);
    expect(renderJUnit(report)).toContain('<skipped message="no slot"/>');
    expect(renderJUnit(report, { strict: true })).toContain('<failure message="skipped: no slot">');
  });
});
