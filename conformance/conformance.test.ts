/**
 * The kit against real HTTP servers in this process: the mock backend must pass it, and servers
 * with planted contract breaks must fail it, with the operations and differences named.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BookingRequestSchema,
  BusySlotsRequestSchema,
  GoalsSchema,
  validate,
} from '../src/domain/api-schemas';
import { defaultPreferences } from '../src/domain/preferences';
import { sessionUser } from '../mocks/auth';
import { now } from '../mocks/clock';
import { db } from '../mocks/db';
import { invalid } from '../mocks/errors';
import { handlers } from '../mocks/handlers';
import {
  hostPreferences,
  LINK_NOT_FOUND,
  NOT_AUTHENTICATED,
  visibleMeetings,
} from '../mocks/handlers/shared';
import { createMockApp } from '../mocks/http-app';
import { newId } from '../mocks/random';
import { loadScenario } from '../mocks/scenarios';
import { securityMode } from '../mocks/security';
import { runConformance } from './kit';
import { renderJUnit, renderText, type Report } from './report';
import { dayOfWeek } from '../src/domain/civil-date';
import { isCivilDate } from '../src/domain/date-time';

const run = promisify(execFile);

/** A GET that keeps the 401 of the real handler and answers `body` to a session. */
function signedInGet(path: string, body: JsonBodyType): RequestHandler {
  return http.get(path, ({ request, cookies }) =>
    sessionUser(request, cookies)
      ? HttpResponse.json(body)
      : HttpResponse.json(NOT_AUTHENTICATED, { status: 401 }),
  );
}

/** The planted breaks: a wrong field type, and a booking handler without the double-booking 409. */
const broken: RequestHandler[] = [
  signedInGet('/api/user/preferences', {
    ...defaultPreferences('UTC'),
    bufferTime: '15',
    totalMeetingsAnalyzed: 0,
    lastAnalyzedAt: null,
    slackId: null,
    version: 1,
  }),
  http.post('/api/scheduling-links/:user/:type/book', async ({ request, params }) => {
    const body = validate(BookingRequestSchema, await request.json().catch(() => null));
    if (!body.success) return HttpResponse.json(invalid(body.error), { status: 400 });
    const slug = `${String(params.user)}/${String(params.type)}`;
    if (!db.links.findFirst((q) => q.where({ slug })))
      return HttpResponse.json(LINK_NOT_FOUND, { status: 404 });
    // Books anything well-formed: no availability check, nothing stored.
    return HttpResponse.json(
      {
        id: newId('bkg'),
        meetingId: newId('evt'),
        slug,
        title: body.output.title,
        startTime: new Date(body.output.startTime).toISOString(),
        endTime: new Date(body.output.endTime).toISOString(),
        attendeeName: body.output.attendeeName,
        attendeeEmail: body.output.attendeeEmail,
        status: 'confirmed',
        invitationSentTo: body.output.attendeeEmail,
        createdAt: now().toISOString(),
      },
      { status: 201 },
    );
  }),
];

/**
 * A busy-slots handler that answers any range, past included (it leaks the host's calendar), and a
 * workflow-details handler whose 404 carries a 400's code.
 */
const leaky: RequestHandler[] = [
  http.post('/api/scheduling-links/:user/:type/busy-slots', async ({ request, params }) => {
    const body = validate(BusySlotsRequestSchema, await request.json().catch(() => null));
    if (!body.success) return HttpResponse.json(invalid(body.error), { status: 400 });
    const slug = `${String(params.user)}/${String(params.type)}`;
    const link = db.links.findFirst((q) => q.where({ slug }));
    const host = link && db.users.findFirst((q) => q.where({ id: link.userId }));
    if (!host) return HttpResponse.json(LINK_NOT_FOUND, { status: 404 });
    const from = Date.parse(body.output.startDate);
    const to = Date.parse(body.output.endDate);
    const { bufferTime, noBufferNeeded, timezone, dayAvailability } = hostPreferences(host);
    return HttpResponse.json({
      busySlots: visibleMeetings(host.id, from, to)
        .sort((a, b) => a.startTime.localeCompare(b.startTime))
        .map((m) => ({ start: m.startTime, end: m.endTime })),
      preferences: { bufferTime, noBufferNeeded, timezone, dayAvailability },
    });
  }),
  // An unknown workflow answers 404 with a 400's code: the status is right, the code is not.
  http.get('/api/dashboard/workflows/:id', ({ request, cookies, params }) => {
    const user = sessionUser(request, cookies);
    if (!user?.workflowAccess || db.workflows.findFirst((q) => q.where({ id: String(params.id) })))
      return undefined;
    return HttpResponse.json(invalid('Workflow not found'), { status: 404 });
  }),
];

/**
 * Goals that take any real date as a week, a Wednesday included: no Monday check. Mondays and
 * everything that is not a date go on to the real handlers.
 */
const anyDayIsAWeek: RequestHandler[] = [
  http.get('/api/goals', ({ request, cookies }) => {
    const weekStartDate = new URL(request.url).searchParams.get('weekStartDate');
    if (!isCivilDate(weekStartDate) || dayOfWeek(weekStartDate) === 1) return undefined;
    if (!sessionUser(request, cookies)) return undefined;
    return HttpResponse.json({ id: null, goals: [], weekStartDate, updatedAt: null, version: 0 });
  }),
  http.post('/api/goals', async ({ request, cookies }) => {
    const body = (await request
      .clone()
      .json()
      .catch(() => null)) as { goals?: unknown; weekStartDate?: unknown } | null;
    const weekStartDate = body?.weekStartDate;
    if (!isCivilDate(weekStartDate) || dayOfWeek(weekStartDate) === 1) return undefined;
    const goals = validate(GoalsSchema, body?.goals);
    if (!goals.success || !sessionUser(request, cookies)) return undefined;
    // Answers as if stored; nothing is.
    return HttpResponse.json({
      id: newId('gls'),
      goals: goals.output,
      weekStartDate,
      updatedAt: now().toISOString(),
      version: 1,
    });
  }),
];

/**
 * A server that ignores `If-Match`: every write is unconditional, so a stale write silently
 * overwrites newer data. Drops the header, then the real handlers answer.
 */
const lastWriteWins: RequestHandler[] = [
  http.all('*', ({ request }) => {
    request.headers.delete('if-match');
    return undefined;
  }),
];

async function listen(handlerList: readonly RequestHandler[], options = { securityGate: true }) {
  const server = createMockApp(handlerList, options).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

/** Malformed answers the flow depends on: the kit must report them, not crash. */
const malformed: RequestHandler[] = [
  signedInGet('/api/user/connected-calendars', {}),
  signedInGet('/api/scheduling-links', [{ slug: 42 }]),
];

let good: Awaited<ReturnType<typeof listen>>;
let bad: Awaited<ReturnType<typeof listen>>;
let odd: Awaited<ReturnType<typeof listen>>;
let insecure: Awaited<ReturnType<typeof listen>>;
let unversioned: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  // The contract's cookie (`__Host-`, Secure), as `npm run conformance:mock` runs the server.
  securityMode.plainHttp = false;
  await loadScenario('default', { now: now() });
  good = await listen(handlers);
  bad = await listen([...broken, ...handlers]);
  odd = await listen([...malformed, ...handlers]);
  insecure = await listen([...leaky, ...anyDayIsAWeek, ...handlers], { securityGate: false });
  unversioned = await listen([...lastWriteWins, ...handlers]);
});
afterAll(() => {
  good.server.close();
  bad.server.close();
  odd.server.close();
  insecure.server.close();
  unversioned.server.close();
});

function result(report: Report, operationId: string, name: string) {
  return report.results.find((r) => r.operationId === operationId && r.name === name);
}

describe('against the mock backend', () => {
  let report: Report;
  // Each whole kit run (here and below) has a hang guard of 3 minutes, not a speed check: CI runs
  // these beside the e2e suite on two cores, and the kit grew with the buffer, hours, DST, holds
  // and link-kind areas (the kit's own time is measured by `npm run conformance:mock`).
  beforeAll(async () => {
    report = await runConformance({ baseUrl: good.url, fuzz: { seed: 7, perOperation: 8 } });
  }, 180_000);

  it('passes every operation of the contract, with nothing skipped', () => {
    const summary = report.operations();
    expect(summary).toHaveLength(67);
    expect(summary.filter((o) => o.outcome !== 'pass')).toEqual([]);
    expect(report.ok(true)).toBe(true);
  });

  it('produces every answer the contract declares', () => {
    expect(report.unexercised()).toEqual([]);
  });

  it('provokes the errors the contract declares', () => {
    const passed = (op: string, name: string) => result(report, op, name)?.outcome;
    expect(passed('getPreferences', '401 without a session')).toBe('pass');
    expect(passed('updatePreferences', '400 for bufferTime above 120')).toBe('pass');
    expect(passed('saveWeeklyGoals', '400 for three blank goals')).toBe('pass');
    expect(passed('createSchedulingLink', '400 for a suffix with capitals and spaces')).toBe(
      'pass',
    );
    expect(passed('bookSlot', '400 for an invalid e-mail address')).toBe('pass');
    expect(passed('getPublicSchedulingLink', '404 for an unknown slug')).toBe('pass');
    expect(passed('listWorkflows', '403 without workflow access')).toBe('pass');
    expect(passed('bookSlot', '409 for the same slot again')).toBe('pass');
    expect(passed('createSchedulingLink', '409 for a taken slug')).toBe('pass');
    expect(passed('getBusySlots', 'the booked slot is busy')).toBe('pass');
    expect(passed('getPreferences', 'saved preferences read back equal')).toBe('pass');
    expect(
      passed('getHostBooking', '404 for another host’s booking, the same answer as an unknown id'),
    ).toBe('pass');
    expect(
      passed(
        'hostRescheduleBooking',
        '409 into a taken slot (the kept booking’s), nothing changes',
      ),
    ).toBe('pass');
    expect(passed('getBusySlots', 'after the host’s cancel the slot is free')).toBe('pass');
    expect(
      passed(
        'listHostBookings',
        'the pages hold every booking once, in the order of the whole list',
      ),
    ).toBe('pass');
  });

  it('names, for every check, the file where it lives: each area module and the shared passes', () => {
    expect(report.results.filter((r) => !r.source)).toEqual([]);
    const sources = new Set(report.results.map((r) => r.source ?? ''));
    for (const source of sources)
      expect(existsSync(join(import.meta.dirname, '..', source))).toBe(true);
    // An area is a file of areas/ or a folder of rule files there; its helpers hold no checks.
    const areas = readdirSync(join(import.meta.dirname, 'areas'), { recursive: true })
      .map((f) => `conformance/areas/${String(f)}`)
      .filter((f) => f.endsWith('.ts'))
      .filter((f) => readFileSync(join(import.meta.dirname, '..', f), 'utf8').includes('.checker('))
      // The webhook mode needs a receiver the backend can reach over the network: this run's
      // in-process mock has none, so the mock server's run judges it (`npm run conformance:mock`).
      .filter((f) => f !== 'conformance/areas/webhook-mode.ts');
    expect([...sources].sort()).toEqual(
      [
        ...areas,
        'conformance/fuzz-pass.ts',
        'conformance/fuzz-meeting-types.ts',
        'conformance/security-checks.ts',
        'conformance/rate-limit-checks.ts',
        'conformance/public-origin-checks.ts',
      ].sort(),
    );
  });

  it('runs the fuzz pass on every write operation that takes input', () => {
    const fuzzed = new Set(
      report.results.filter((r) => r.name.startsWith('fuzz: ')).map((r) => r.operationId),
    );
    expect([...fuzzed].sort()).toEqual([
      'bookSlot',
      'cancelBooking',
      'createSchedulingLink',
      'deleteSchedulingLink',
      'deleteWeeklyGoals',
      'disconnectCalendar',
      'duplicateSchedulingLink',
      'getBusySlots',
      'hostCancelBooking',
      'hostRescheduleBooking',
      'rescheduleBooking',
      'saveWeeklyGoals',
      'updatePreferences',
      'updateSchedulingLink',
    ]);
    expect(
      result(report, 'bookSlot', 'fuzz: 12 invalid inputs rejected with {error}'),
    ).toMatchObject({
      outcome: 'pass',
    });
    // The meeting types' writes: generated payloads and the hand-written malformed values.
    for (const [op, what] of [
      ['createSchedulingLink', 'a meeting type: no type, the new fields'],
      ['updateSchedulingLink', 'a meeting type’s new fields'],
      ['bookSlot', 'a meeting type: duration, answers, guests, phone'],
    ]) {
      const fuzzed = report.results.find(
        (r) => r.operationId === op && r.name.startsWith('fuzz: ') && r.name.endsWith(`(${what})`),
      );
      expect(fuzzed, `${op} (${what})`).toMatchObject({ outcome: 'pass' });
    }
    for (const op of ['duplicateSchedulingLink', 'deleteSchedulingLink']) {
      expect(
        report.results.filter((r) => r.operationId === op && r.name.startsWith('fuzz: ')),
      ).not.toEqual([]);
    }
  });
});

describe('against a server that breaks the contract', () => {
  let report: Report;
  beforeAll(async () => {
    report = await runConformance({ baseUrl: bad.url, fuzz: { seed: 7, perOperation: 4 } });
  }, 180_000);

  it('fails, naming the operation with the wrong field type and the JSON path', () => {
    expect(report.ok()).toBe(false);
    const op = report.operations().find((o) => o.operationId === 'getPreferences');
    expect(op?.outcome).toBe('fail');
    expect(op?.first?.difference).toEqual({
      path: '$.bufferTime',
      expected: 'type integer',
      got: '"15" (string)',
    });
  });

  it('fails bookSlot for the missing 409', () => {
    const op = report.operations().find((o) => o.operationId === 'bookSlot');
    expect(op?.outcome).toBe('fail');
    expect(result(report, 'bookSlot', '409 for the same slot again')).toMatchObject({
      outcome: 'fail',
      difference: { path: 'status', expected: '409', got: '201' },
    });
  });

  it('blames only the broken operations and what reads their effects', () => {
    const failing = report
      .operations()
      .filter((o) => o.outcome !== 'pass')
      .map((o) => o.operationId)
      .sort();
    // updatePreferences fails only because the broken read left nothing valid to restore.
    // createSlotHold and getPublicSchedulingLink read the broken booking's effect on a
    // single-use link (still open, no usedAt). extendSlotHold no longer fails: a hold is extended
    // once in all, whatever the booking left behind.
    expect(failing).toEqual([
      'bookSlot',
      'createSlotHold',
      'getBusySlots',
      'getPreferences',
      'getPublicSchedulingLink',
      'listMeetings',
      'updatePreferences',
    ]);
    expect(result(report, 'updatePreferences', 'restores the original preferences')).toMatchObject({
      outcome: 'fail',
    });
  });

  it('prints the table with the first difference and writes JUnit failures', () => {
    const text = renderText(report);
    expect(text).toMatch(
      /^FAIL {4}getPreferences .*\$\.bufferTime: expected type integer, got "15" \(string\)/m,
    );
    expect(text).toMatch(/^FAIL {4}bookSlot /m);
    expect(text).toMatch(/^PASS {4}getCurrentUser /m);
    expect(text).toContain('RESULT: FAIL');
    // Each failing row names the area module where its first failing check lives.
    expect(text).toMatch(/^FAIL {4}getPreferences .*\(see conformance\/areas\/preferences\.ts\)$/m);
    // (bookSlot's first failing check is the focus-hours area's, which books before bookSlot's.)
    expect(text).toMatch(/^FAIL {4}bookSlot .*\(see conformance\/areas\/focus\/hours\.ts\)$/m);
    const xml = renderJUnit(report);
    expect(xml).toMatch(/<testsuite name="getPreferences" tests="\d+" failures="[1-9]/);
    expect(xml).toContain('name="409 for the same slot again"');
    expect(xml).toContain('<failure message="status: expected 409, got 201">');
  });
});

describe('against a server that leaks busy times, accepts text/plain and any day as a week, and miscodes an error', () => {
  let report: Report;
  beforeAll(async () => {
    report = await runConformance({ baseUrl: insecure.url, fuzz: false });
  }, 180_000);

  it('fails getBusySlots when past busy intervals leak out of the booking window', () => {
    const op = report.operations().find((o) => o.operationId === 'getBusySlots');
    expect(op?.outcome).toBe('fail');
    expect(
      result(
        report,
        'getBusySlots',
        '[security: busy-window] 400 for a range in the past, before the booking window',
      ),
    ).toMatchObject({
      outcome: 'fail',
      difference: { path: 'status', expected: '400', got: '200' },
    });
    expect(renderText(report)).toMatch(/^FAIL {4}getBusySlots /m);
  });

  it('fails the writes that accept text/plain, naming each operation', () => {
    const plain = report.results.filter(
      (r) => r.name === '[security: json-only] 415 for a text/plain body' && r.outcome === 'fail',
    );
    expect(plain.map((r) => r.operationId)).toEqual(
      expect.arrayContaining(['saveWeeklyGoals', 'updatePreferences', 'createSchedulingLink']),
    );
    expect(renderText(report)).toMatch(/^FAIL {4}saveWeeklyGoals /m);
    expect(
      result(report, 'updatePreferences', '[security: body-size] 413 for a 70 KB body'),
    ).toMatchObject({ outcome: 'pass' });
  });

  it('fails an error whose code belongs to another status, naming the operation', () => {
    const unknown = report.results.find(
      (r) => r.operationId === 'getWorkflowDetails' && r.status === 404,
    );
    expect(unknown).toMatchObject({
      outcome: 'fail',
      difference: {
        path: '$.code',
        expected: 'a code of status 404 (not_found)',
        got: 'invalid_request (a 400 code)',
      },
    });
    expect(renderText(report)).toMatch(/^FAIL {4}getWorkflowDetails /m);
  });

  it('fails the goals operations that take a Wednesday as a week, and only that check', () => {
    const wednesday = report.results.filter((r) =>
      r.name.startsWith('400 for a weekStartDate that is a Wednesday'),
    );
    expect(wednesday.map((r) => [r.operationId, r.outcome, r.difference])).toEqual([
      ['getWeeklyGoals', 'fail', { path: 'status', expected: '400', got: '200' }],
      ['saveWeeklyGoals', 'fail', { path: 'status', expected: '400', got: '200' }],
    ]);
    const goals = report.results.filter(
      (r) => r.source === 'conformance/areas/goals.ts' && !wednesday.includes(r),
    );
    expect(goals.length).toBeGreaterThan(10);
    expect(goals.filter((r) => r.outcome !== 'pass')).toEqual([]);
    expect(renderText(report)).toMatch(
      /^FAIL {4}getWeeklyGoals .*\(see conformance\/areas\/goals\.ts\)$/m,
    );
  });
});

describe('against a server that ignores If-Match (last write wins)', () => {
  let report: Report;
  beforeAll(async () => {
    report = await runConformance({ baseUrl: unversioned.url, fuzz: false });
  }, 180_000);

  it('fails the stale-write checks of preferences, goals, links and teams, and only those', () => {
    const stale = report.results.filter(
      (r) => r.name.startsWith('[versions]') && r.outcome === 'fail',
    );
    expect([...new Set(stale.map((r) => r.operationId))].sort()).toEqual([
      'applyFocusBlocks',
      'deleteFocusBlock',
      'deleteSchedulingLink',
      'deleteTeam',
      'getPreferences',
      'getTeam',
      'getWeeklyGoals',
      'listSchedulingLinks',
      'moveFocusBlock',
      'saveWeeklyGoals',
      'updatePreferences',
      'updateSchedulingLink',
      'updateTeam',
    ]);
    expect(
      result(
        report,
        'updatePreferences',
        '[versions] 412 for a stale If-Match, answering the stored state',
      ),
    ).toMatchObject({
      outcome: 'fail',
      difference: { path: 'status', expected: '412', got: '200' },
    });
    // The stale write went through: the read after it sees the overwritten state.
    expect(
      result(report, 'getWeeklyGoals', '[versions] unchanged after the refused writes'),
    ).toMatchObject({ outcome: 'fail' });
    const others = report.results.filter(
      (r) => !r.name.startsWith('[versions]') && r.outcome === 'fail',
    );
    expect(others).toEqual([]);
  });
});

describe('against a server with malformed answers', () => {
  it('reports them, goes on, restores the host’s data and signs out', async () => {
    const report = await runConformance({ baseUrl: odd.url, fuzz: { seed: 7, perOperation: 2 } });
    expect(report.crash).toBeNull();
    expect(
      result(report, 'getConnectedCalendars', 'the primary calendar is the host’s account'),
    ).toMatchObject({ outcome: 'fail', difference: { path: '$.primary' } });
    expect(result(report, 'listSchedulingLinks', 'the host’s links')).toMatchObject({
      outcome: 'fail',
      difference: { path: '$[0].id' },
    });
    expect(result(report, 'updatePreferences', 'restores the original preferences')?.outcome).toBe(
      'pass',
    );
    expect(result(report, 'logout', '204 ends the session')?.outcome).toBe('pass');
  });
});

describe('the command line', () => {
  const cli = ['--import', 'tsx', join(import.meta.dirname, 'cli.ts')];

  it('exits 1 against the broken server, names the operation and writes JUnit XML', async () => {
    const junit = join(mkdtempSync(join(tmpdir(), 'conformance-')), 'report.xml');
    const outcome = await run(process.execPath, [
      ...cli,
      '--base-url',
      bad.url,
      '--fuzz-count',
      '2',
      '--junit',
      junit,
      '--quiet',
    ]).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toMatch(/^FAIL {4}getPreferences/m);
    expect(readFileSync(junit, 'utf8')).toContain('<testsuite name="bookSlot"');
  }, 180_000);

  it('exits 0 against the mock backend', async () => {
    const { stdout } = await run(process.execPath, [
      ...cli,
      '--base-url',
      good.url,
      '--fuzz-count',
      '2',
      '--strict',
      '--quiet',
    ]);
    expect(stdout).toContain('RESULT: the server honours the contract');
  }, 180_000);

  it('exits 2 and says so when the given session does not work', async () => {
    const outcome = await run(process.execPath, [
      ...cli,
      '--base-url',
      good.url,
      '--session-cookie',
      'slotwise_session=spent-session-id',
      '--quiet',
    ]).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain('The session given with --session-cookie is not valid on');
  }, 180_000);

  it('exits 2 with a clear message when no session can be had', async () => {
    const outcome = await run(process.execPath, [...cli, '--base-url', 'http://127.0.0.1:9']).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain('Cannot reach http://127.0.0.1:9');
  });
});
